// A network race's lobby (docs/NETWORK.md, "The lobby"): every seat with its player's name, car,
// machine, round trip and ready mark, the race the host chose, and what happened (joins, leaves,
// a refusal and its reason). This computer's players pick their cars (left and right) until
// they are ready; READY says so, and on the hosting game START RACE starts the race once
// everyone is ready (free seats go to computer cars). LEAVE goes back to the main menu. When
// the race cannot go on (refused, the host gone, the races differ) it says why here.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "race/network_play.h"
#include "screens/menu_screen.h"

namespace unpod::game::screens {

class NetworkLobby : public MenuScreen {
 public:
  NetworkLobby(Game& game, std::shared_ptr<NetworkPlay> play);
  std::string_view name() const override { return "lobby"; }
  void handle(const Frame& frame) override;

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void change(int row, int step) override;
  void back() override;

 private:
  enum class Row { kCar1, kCar2, kReady, kLeave };
  std::vector<Row> rows() const;
  // This machine's choices to the host (each local player's car and the ready mark).
  void send_choices();

  std::shared_ptr<NetworkPlay> play_;
  std::vector<std::string> news_;  // the last few things that happened, newest last
  std::vector<std::string> cars_;  // each local player's car; empty: the host's choice
  bool ready_ = false;
  bool placed_ = false;   // the READY row chosen once the host welcomed this machine
  bool leaving_ = false;  // LEAVE chosen: nothing more is sent
};

// Prints the machine's news ("Network: ANNA is in the lobby") and keeps the last few in `kept`.
void network_news(net::Machine& machine, std::vector<std::string>* kept);

}  // namespace unpod::game::screens

// A network race's lobby (docs/NETWORK.md): who is in, the race the host chose, and what
// happened (joins, leaves, a refusal and its reason). The race starts when the host's seats are
// filled and every machine is ready; LEAVE goes back to the main menu. When the race cannot go
// on (refused, the host gone, the races differ) it says why here.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "network_play.h"
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
  void back() override;

 private:
  std::shared_ptr<NetworkPlay> play_;
  std::vector<std::string> news_;  // the last few things that happened, newest last
};

// Prints the machine's news ("Network: ANNA is in the lobby") and keeps the last few in `kept`.
void network_news(net::Machine& machine, std::vector<std::string>* kept);

}  // namespace unpod::game::screens

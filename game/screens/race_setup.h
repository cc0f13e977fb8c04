// Race setup: the circuit (its length and laps, the mirror where offered), each human's car with
// its five ratings, the difficulty, the damage (POD's rule per difficulty), the opponents and
// the laps. It opens on "START RACE" with the last choices (the settings' [race] section), so
// Return on the main menu and Return here start a race. The same screen sets up a time trial
// (one car alone: circuit, mirror, car, laps), two players' race and a championship (its
// circuits in order, or the player's own list) and a network race to host: the human seats,
// the players on this computer, the port and a password, then the lobby (network_lobby.h).
#pragma once

#include <string>
#include <vector>

#include "screens/menu_screen.h"
#include "screens/text_field.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::game::screens {

enum class RaceMode {
  kSingle,
  kTimeTrial,
  kTwoPlayers,
  kChampionship,
  kCustomChampionship,
  kNetworkHost
};

// The setup screen's title for `mode`, as the main menu names it.
std::string_view title(RaceMode mode);

// The choices, as the settings keep them.
struct RaceChoices {
  std::string circuit;
  std::vector<std::string> cars;  // one per human
  int32_t difficulty = 0;
  sim::session::DamageRule damage = sim::session::DamageRule::kOff;
  int32_t opponents = 7;
  int32_t laps = 0;  // 0: the circuit's own
  bool mirror = false;
};

class RaceSetup : public MenuScreen {
 public:
  RaceSetup(Game& game, RaceMode mode);
  std::string_view name() const override;

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void change(int row, int step) override;
  void back() override;

 private:
  enum class Row {
    kCircuit,
    kMirror,
    kAddCircuit,  // custom championship: the circuit chosen goes to the end of the list
    kClearList,   // custom championship: the list empty again
    kCar1,
    kCar2,
    kDevice1,  // two players: each one's device, keyboard or pad (controls' [playerN] device)
    kDevice2,
    kDifficulty,
    kDamage,
    kOpponents,
    kLaps,
    kSeats,         // network host: the human seats, 2 to 8
    kLocalPlayers,  // network host: the players on this computer, 1 or 2
    kPort,          // network host: the port it listens on
    kPassword,      // network host: typed; empty for none
    kStart
  };
  std::vector<Row> rows() const;
  void remember();
  // The pads connected, seen each frame (two players' device rows name them).
  bool handle_first(const Frame& frame) override;
  // Hosts the network race the choices make and opens its lobby.
  void host_network_race();
  int32_t humans() const;
  std::string device_text(int player) const;
  void change_device(int player, int step);
  bool championship() const {
    return mode_ == RaceMode::kChampionship || mode_ == RaceMode::kCustomChampionship;
  }
  // The championship's races: every usable circuit in order, or the custom list.
  std::vector<std::string> championship_circuits() const;
  void start_championship();
  const assets::InstalledCircuit* circuit() const;

  RaceMode mode_;
  RaceChoices choices_;
  std::vector<const assets::InstalledCircuit*> circuits_;  // the usable ones
  std::vector<std::string> car_names_;
  std::vector<assets::CarRatings> ratings_;  // per car, read once
  std::string problem_;                      // why the last start failed
  std::vector<std::string> custom_;          // a custom championship's circuits, in race order
  std::vector<platform::PadState> pads_;     // connected now
  // A network race to host: the seats, the players here, the port, the password.
  int32_t seats_ = 2;
  int32_t local_players_ = 1;
  int32_t port_ = 7997;
  TextField password_{32};
};

// The request the choices make (the game's walls and lengths, as request_of).
sim::session::RaceRequest request_of(const RaceChoices& choices);

}  // namespace unpod::game::screens

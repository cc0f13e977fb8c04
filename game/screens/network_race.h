// A network race on screen (docs/NETWORK.md): the race a net::Machine runs, drawn and heard as
// any race (RaceScreen) from the machine's shown race, this computer's players driving their own
// cars; the others come from the network. The race cannot stop for one player: Escape opens a
// menu over the race that says so (CONTINUE, RETIRE, LEAVE THE RACE) while the race goes on.
// The HUD shows POD's 60-second end timer once a human has finished and a connection mark (the
// round trip; red when the race waits for a machine or goes back often), and "NAME LEFT" when a
// player's machine leaves. At its end the results screen shows the race as every machine
// confirmed it, with its replay to save; when it cannot go on (the host gone, the races differ)
// the lobby screen says why.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "race/network_play.h"
#include "race/race_load.h"
#include "race/race_screen.h"
#include "screens/game.h"
#include "screens/menu_input.h"
#include "screens/screen.h"
#include "unpod/net/car_smoothing.h"

namespace unpod::game::screens {

class NetworkRace : public Screen {
 public:
  // The machine's race (its description, its players' racers) on screen; nullptr with `error`
  // when its data cannot be loaded here.
  static std::unique_ptr<NetworkRace> start(Game& game, std::shared_ptr<NetworkPlay> play,
                                            std::string& error);
  NetworkRace(Game& game, std::shared_ptr<NetworkPlay> play, std::unique_ptr<LoadedRace> race);

  std::string_view name() const override { return "race"; }
  void handle(const Frame& frame) override;
  void draw(platform::PixelSize window) override;
  std::optional<uint32_t> race_ms() const override;
  std::optional<engine::overlay::RaceView> overlay_view() const override;

 private:
  // The menu over the race: its rows as drawn, and what a frame's keys do to it.
  engine::MenuPage menu_page() const;
  // true when the player left the race from it.
  bool menu(const Frame& frame);
  // The connection mark from the machine's figures, measured over the last second.
  void update_connection(uint32_t wall_ms);
  // The race is over for this machine: its confirmed race on the results screen.
  void results();

  Game& game_;
  std::shared_ptr<NetworkPlay> play_;
  std::unique_ptr<LoadedRace> race_;
  RaceScreen screen_;
  bool menu_open_ = false;
  int menu_row_ = 0;
  MouseRest menu_rest_;
  bool retired_ = false;  // RETIRE chosen: this computer's players retire from then on
  // "NAME LEFT" over the race for a few seconds after a player's machine left.
  std::vector<std::string> left_;
  std::optional<uint32_t> left_at_;
  // The rollback's figures a second ago, for the connection mark.
  net::RollbackStats last_stats_;
  uint32_t stats_at_ = 0;
  // The remote cars drawn eased over a rollback's correction (the race untouched): the rollbacks
  // and the shown tick at the last frame drawn.
  net::CarSmoothing smoothing_;
  uint32_t seen_rollbacks_ = 0, seen_tick_ = 0;
};

}  // namespace unpod::game::screens

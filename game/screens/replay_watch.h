// Watching a replay (the replays screen's Return, or `unpod --replay FILE`): the race rebuilt
// from the file and drawn as a race is (RaceScreen), its frames fed from the file
// (replay_feed.h). C changes player 1's camera (each player's camera key theirs), P or a pad's
// Start pauses, Right and Left (the menus' keys) play at 1x, 2x or 4x (shown as "2X"), Escape
// goes back. At the end the results stand and stdout says whether the race played bit for bit
// ("Replay: verified ..."); Return goes back: to the replays screen, or the main menu when the
// command line started it.
#pragma once

#include <memory>
#include <optional>

#include "race/race_screen.h"
#include "race/replay_feed.h"
#include "screens/game.h"
#include "screens/screen.h"
#include "shell/frame_pacer.h"

namespace unpod::game::screens {

class ReplayWatch : public Screen {
 public:
  // `from_list`: Escape and Return go back to the replays screen (else the main menu).
  ReplayWatch(Game& game, ReplayRace replay, bool from_list);

  std::string_view name() const override { return "replay"; }
  void handle(const Frame& frame) override;
  void draw(platform::PixelSize window) override;
  std::optional<uint32_t> race_ms() const override { return race_ms_; }
  bool flat_out() const override { return game_.options().frame_ms && !screen_.paused(); }
  // The overlay reads the replayed race and scrubs it (Controls: the replay's frame).
  std::optional<engine::overlay::RaceView> overlay_view() const override {
    engine::overlay::RaceView view = screen_.overlay_view();
    view.replay_frames = replay_.replay.frames.size();
    view.replay_frame = fed_;
    if (fed_ >= 2)
      view.frame_ms = replay_.replay.frames[fed_ - 1].ms - replay_.replay.frames[fed_ - 2].ms;
    return view;
  }

 private:
  void back();

  Game& game_;
  ReplayRace replay_;
  bool from_list_;
  RaceScreen screen_;
  ReplayFeed feed_;
  uint32_t race_ms_ = 0;               // the last frame's recorded reading, then on
  size_t fed_ = 0;                     // the recorded frames the race has run
  ReplaySeekPoints seek_points_;       // the overlay's seeks start from these
  std::optional<uint32_t> last_wall_;  // after the end: the circuit's animations go on
  std::optional<ReplayCheck> check_;   // once the end has run
};

}  // namespace unpod::game::screens

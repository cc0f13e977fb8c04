// A race on screen (RaceScreen) with what the menus add: the pause screen over it (Escape, or
// the pause action: P, a pad's Start) with the race stopped, and the results screen once the
// race is over. The race is recorded (race_recording.h): written with --record, else kept for
// the results screen's SAVE REPLAY.
#pragma once

#include <memory>
#include <string>

#include "modes/ghost.h"
#include "race/race_audio.h"
#include "race/race_load.h"
#include "race/race_screen.h"
#include "screens/championship_run.h"
#include "screens/game.h"
#include "screens/menu_input.h"
#include "screens/screen.h"
#include "shell/frame_pacer.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::game::screens {

class RacePlay : public Screen {
 public:
  // Loads the race the request asks for; nullptr with `error` when it cannot be set up.
  // `record`: where the replay is written when the race ends (empty: kept in memory only).
  static std::unique_ptr<RacePlay> start(Game& game, const sim::session::RaceRequest& request,
                                         std::string& error,
                                         const std::filesystem::path& record = {});
  RacePlay(Game& game, std::unique_ptr<LoadedRace> race, sim::session::RaceRequest request);
  ~RacePlay() override;

  std::string_view name() const override { return paused_menu_ ? "pause" : "race"; }
  // A championship's race: its results are counted before the results screen shows them.
  void set_championship(std::shared_ptr<ChampionshipRun> run) { championship_ = std::move(run); }
  const LoadedRace& race() const { return *race_; }
  void handle(const Frame& frame) override;
  void draw(platform::PixelSize window) override;
  std::optional<uint32_t> race_ms() const override { return pacer_.race_ms(); }
  bool flat_out() const override { return pacer_.fixed() && !screen_.paused(); }
  // Back from the options over the pause screen: their speed unit, volumes and bindings from
  // now on.
  void resumed() override;
  std::optional<engine::overlay::RaceView> overlay_view() const override;

 private:
  void pause_menu(const Frame& frame);
  // The sim frames of this display frame: the pacer's, or the debug overlay's frames and steps
  // while it holds the race.
  void run_frames(uint32_t wall_ms);
  void leave();  // the recording ended, the devices remembered
  // A time trial's end: its recording becomes the ghost when its best lap beats the stored one;
  // what became of it, for the player ("" when no time trial).
  std::string keep_ghost();

  Game& game_;
  std::unique_ptr<LoadedRace> race_;
  sim::session::RaceRequest request_;
  RaceScreen screen_;
  FramePacer pacer_;
  bool paused_menu_ = false;
  bool overlay_held_ = false;  // the debug overlay's pause, as last carried out
  bool overlay_free_ = false;  // the debug overlay's free camera box, as last carried out
  int pause_row_ = 0;
  MouseRest pause_rest_;
  std::optional<uint32_t> ended_at_;  // the wall clock when the race's end had run
  bool left_ = false;
  std::shared_ptr<ChampionshipRun> championship_;
  std::optional<GhostKey> ghost_key_;  // a time trial's: which ghost it races
  std::optional<GhostLap> ghost_;      // the stored ghost's lap (none yet: none)
};

}  // namespace unpod::game::screens

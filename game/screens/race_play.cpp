#include "screens/race_play.h"

#include <chrono>
#include <iostream>

#include "modes/ghost.h"
#include "race/race_recording.h"
#include "screens/main_menu.h"
#include "screens/menu_input.h"
#include "screens/options_screen.h"
#include "screens/results_screen.h"
#include "unpod/engine/menu_layout.h"
#include "unpod/sim/fx/format_time.h"

namespace unpod::game::screens {
namespace {

enum PauseRow { kResume, kRestart, kOptions, kQuitToMenu, kQuitGame, kPauseRows };

// After the end has run, the race stands on screen with its results for this long before the
// results screen (Return goes at once).
constexpr uint32_t kResultsAfterMs = 4000;

// The pause screen as drawn, and as the mouse finds its rows.
engine::MenuPage pause_page(int selected) {
  engine::MenuPage page;
  page.title = "PAUSE";
  page.dim_behind = true;
  page.rows = {{"RESUME"}, {"RESTART"}, {"OPTIONS"}, {"QUIT TO MENU"}, {"QUIT UN-POD"}};
  page.selected = selected;
  page.footer = kMenuFooter;
  return page;
}

}  // namespace

std::unique_ptr<RacePlay> RacePlay::start(Game& game, const sim::session::RaceRequest& request,
                                          std::string& error, const std::filesystem::path& record) {
  if (!game.status().installation) {
    error = "no installation to race on";
    return nullptr;
  }
  auto race = load_race(*game.status().installation, request, error);
  if (!race) return nullptr;
  for (const std::string& w : race->warnings) std::cerr << "unpod: " << w << "\n";
  // Recorded whether or not it is written (--record): the results screen can save it.
  if (const std::string e = start_recording(*race, record); !e.empty()) {
    error = e;
    return nullptr;
  }
  std::cout << "Race: " << race->data.entry.name << ", " << race->setup.laps << " laps, "
            << race->racers.size() << " cars" << std::endl;
  return std::make_unique<RacePlay>(game, std::move(race), request);
}

RacePlay::RacePlay(Game& game, std::unique_ptr<LoadedRace> race, sim::session::RaceRequest request)
    : game_(game),
      race_(std::move(race)),
      request_(std::move(request)),
      screen_(*race_, game.options(), game.settings().controls),
      pacer_(game.options().frame_ms) {
  screen_.set_audio(
      RaceAudio::open(*race_, game.options(), game.demo_disc(), game.status().installation->root));
  if (race_->plan.time_trial) {
    // The best lap driven on this circuit with this car, beside the player (modes/ghost.h).
    ghost_key_ = ghost_key_of(race_->plan);
    const assets::Car& car = race_->data.cars[size_t(race_->racers[0].car)];
    StoredGhost stored = load_ghost(game.user_folder(), *ghost_key_, race_->data.circuit, car);
    if (!stored.note.empty()) std::cerr << "unpod: " << stored.note << "\n";
    std::cout << (stored.lap ? "Ghost: " + sim::fx::format_time_text(stored.lap->time)
                             : std::string("Ghost: none yet"))
              << std::endl;
    ghost_ = stored.lap;
    screen_.set_ghost(ghost_);
  }
}

std::string RacePlay::keep_ghost() {
  if (!ghost_key_ || !race_->recorded) return "";
  const assets::Car& car = race_->data.cars[size_t(race_->racers[0].car)];
  const KeptGhost kept = keep_best(game_.user_folder(), *ghost_key_, race_->data.circuit, car,
                                   *race_->recorded, ghost_);
  if (!kept.message.empty()) std::cout << kept.message << std::endl;
  return kept.message;
}

RacePlay::~RacePlay() {
  leave();
}

void RacePlay::leave() {
  if (left_) return;
  left_ = true;
  // Quit mid-race: with --record the recording stops at the quit; one in memory is dropped.
  sim::race::DriveReport end;
  if (race_->recorder && !race_->record_to.empty())
    finish_recording(*race_, end);
  else
    drop_recording(*race_, "the race was left mid-way");
  const std::string error = settings::save_settings(game_.settings(), &screen_.owners());
  if (!error.empty()) std::cerr << "unpod: " << error << "\n";
}

void RacePlay::handle(const Frame& frame) {
  if (paused_menu_) {
    pause_menu(frame);
    pacer_.hold(frame.wall_ms);
    return;
  }
  const controls::ActionFrame& actions = screen_.handle(frame.input, frame.seconds);
  // The window lost the focus (the player went to another window): nobody drives, so the race
  // waits under the pause screen as if they had pressed Escape. A race over has nothing to wait.
  const bool went_away = frame.input.focus_lost && !race_->finished;
  if (went_away) std::cout << "Race: paused, the window lost the focus" << std::endl;
  // Escape, or the pause action (which RaceScreen has just toggled): the pause screen.
  if (went_away || actions.went_down(controls::Action::kQuit) ||
      (actions.went_down(controls::Action::kPause) && screen_.paused())) {
    screen_.set_paused(true);
    paused_menu_ = true;
    pause_row_ = kResume;
    std::cout << "Screen: pause" << std::endl;
  }
  run_frames(frame.wall_ms);
  // Not under the pause screen opened this frame: the results would replace it at once, and the
  // player's next keys would fall on them.
  if (race_->finished && !paused_menu_) {
    if (!ended_at_) ended_at_ = frame.wall_ms;
    if (actions.went_down(controls::Action::kMenuAccept) ||
        frame.wall_ms - *ended_at_ >= kResultsAfterMs) {
      leave();
      const std::string ghost = keep_ghost();
      auto results =
          std::make_unique<ResultsScreen>(game_, std::move(race_), request_, championship_);
      if (!ghost.empty()) results->add_note(ghost);
      game_.show(std::move(results));
    }
  }
}

void RacePlay::run_frames(uint32_t wall_ms) {
  // The debug overlay's asks (game/overlay): its pause holds the race as the pause action does;
  // its frames and steps are sim frames on the race's clock, so the recording is still one list
  // of (ms, readings) that replays the same.
  DebugOverlay& overlay = game_.overlay();
  engine::overlay::ControlsAsk& ask = overlay.ask();
  if (ask.paused != overlay_held_)
    std::cout << (ask.paused ? "Overlay: race held" : "Overlay: race goes on") << std::endl;
  overlay_held_ = ask.paused;
  screen_.set_held(ask.paused);
  screen_.set_followed(ask.follow);
  // The free camera when the overlay's box changes (C still cycles the cameras meanwhile).
  if (ask.free_camera != overlay_free_) screen_.set_free_camera(ask.free_camera);
  overlay_free_ = ask.free_camera;
  pacer_.set_slow(ask.slow);
  const auto start = std::chrono::steady_clock::now();
  const int32_t steps_before = race_->session->steps();
  // DEVIATION 17: paused, or a player without a device: the pacer holds.
  if (screen_.paused()) {
    pacer_.hold(wall_ms);
    // Only the overlay's pause steps: not under the pause screen or while a player waits.
    const bool only_held = ask.paused && !paused_menu_ && !screen_.owners().any_waiting();
    for (; only_held && ask.frames > 0; --ask.frames) {
      const uint32_t last = pacer_.last_frame_ms();
      const uint32_t ms = pacer_.step(last >= kSimFrameMinMs ? last : kSimFrameMinMs);
      screen_.sim_frame(ms);
      std::cout << "Overlay: frame to " << ms << " ms" << std::endl;
    }
    // The shortest frame is one step (frame_clock.h: under 3 view steps).
    for (; only_held && ask.steps > 0; --ask.steps) {
      const uint32_t ms = pacer_.step(kSimFrameMinMs);
      screen_.sim_frame(ms);
      std::cout << "Overlay: step to " << ms << " ms" << std::endl;
    }
    ask.frames = ask.steps = 0;
  } else if (const auto ms = pacer_.sim_frame(wall_ms)) {
    screen_.sim_frame(*ms);
  }
  if (!overlay.shown()) return;
  const std::chrono::duration<float, std::milli> spent = std::chrono::steady_clock::now() - start;
  overlay.timings().sim_ms.add(spent.count());
  overlay.timings().sim_steps = race_->session->steps() - steps_before;
  engine::overlay::Timings& timings = overlay.timings();
  timings.picture(screen_.stats().draw_calls, screen_.stats().triangles);
  timings.audio.reset();
  if (const engine::audio::AudioMixer* mixer = screen_.audio_mixer()) {
    timings.audio = engine::overlay::Timings::AudioUse{mixer->engine_sources(),
                                                       mixer->voices_in_use(), mixer->pool_size(),
                                                       mixer->track_sources(), mixer->steals()};
    timings.audio_sources.add(static_cast<float>(timings.audio->total()));
  }
}

void RacePlay::pause_menu(const Frame& frame) {
  const MenuMove move = menu_move(pause_page(pause_row_), pause_row_, frame.input, frame.actions,
                                  frame.window, pause_rest_);
  pause_row_ = move.selected;
  // Escape, B or the pause action again: resume.
  if (move.back || frame.actions.went_down(controls::Action::kPause))
    pause_row_ = kResume;
  else if (!move.accepted)
    return;
  switch (pause_row_) {
    case kResume:
      paused_menu_ = false;
      screen_.set_paused(false);
      std::cout << "Screen: race" << std::endl;
      break;
    case kRestart: {
      leave();
      std::string error;
      auto again = RacePlay::start(game_, request_, error);
      if (again) {
        again->set_championship(championship_);
        game_.show(std::move(again));
      } else
        std::cerr << "unpod: " << error << "\n";
      break;
    }
    case kOptions:
      // Over the race, which stays paused under them (Game draws and runs only the top one).
      game_.open(std::make_unique<OptionsScreen>(game_));
      break;
    case kQuitToMenu:
      leave();
      game_.show(std::make_unique<MainMenu>(game_));
      break;
    default:
      game_.quit();
  }
}

void RacePlay::resumed() {
  screen_.set_speed_unit(game_.options().speed_unit);
  screen_.set_volumes(game_.options().volumes);
  screen_.set_bindings(game_.settings().controls.bindings);
}

std::optional<engine::overlay::RaceView> RacePlay::overlay_view() const {
  engine::overlay::RaceView view = screen_.overlay_view();
  view.frame_ms = pacer_.last_frame_ms();
  return view;
}

void RacePlay::draw(platform::PixelSize window) {
  screen_.draw(window);
  if (!paused_menu_) return;
  game_.draw_menu(pause_page(pause_row_), window);
}

}  // namespace unpod::game::screens

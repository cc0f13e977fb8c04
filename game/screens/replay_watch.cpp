#include "screens/replay_watch.h"

#include <iostream>
#include <string>

#include "race_audio.h"
#include "screens/main_menu.h"
#include "screens/replays_screen.h"

namespace unpod::game::screens {

ReplayWatch::ReplayWatch(Game& game, ReplayRace replay, bool from_list)
    : game_(game),
      replay_(std::move(replay)),
      from_list_(from_list),
      screen_(*replay_.race, game.options(), game.settings().controls),
      feed_(replay_.replay, game.options().frame_ms) {
  std::cout << "Replay: " << replay_.file.string() << ": " << replay_.race->data.entry.name << ", "
            << replay_.race->setup.laps << " laps, " << replay_.race->racers.size() << " cars, "
            << replay_.replay.frames.size() << " frames" << std::endl;
  if (game.status().installation)
    screen_.set_audio(RaceAudio::open(*replay_.race, game.options(), game.demo_disc(),
                                      game.status().installation->root));
}

void ReplayWatch::back() {
  if (from_list_)
    game_.show(std::make_unique<ReplaysScreen>(game_));
  else
    game_.show(std::make_unique<MainMenu>(game_));
}

void ReplayWatch::handle(const Frame& frame) {
  using controls::Action;
  const controls::ActionFrame& actions = screen_.handle(frame.input, frame.seconds);
  if (actions.went_down(Action::kQuit) || (check_ && actions.went_down(Action::kMenuAccept))) {
    back();
    return;
  }
  if (actions.went_down(Action::kMenuRight)) feed_.change_speed(1);
  if (actions.went_down(Action::kMenuLeft)) feed_.change_speed(-1);
  screen_.set_notice(feed_.speed() > 1 && !check_
                         ? std::vector<std::string>{std::to_string(feed_.speed()) + "X"}
                         : std::vector<std::string>{});
  if (check_) {
    // The race stands with its results; its clock goes on for the circuit's animations.
    const uint32_t step = game_.options().frame_ms.value_or(frame.wall_ms - *last_wall_);
    last_wall_ = frame.wall_ms;
    race_ms_ += step;
    screen_.sim_frame(race_ms_);
    return;
  }
  if (screen_.paused()) {
    feed_.hold(frame.wall_ms);
    return;
  }
  for (const assets::ReplayFrame& f : feed_.take(frame.wall_ms)) {
    if (replay_.race->finished) break;
    screen_.set_devices(replay_devices(replay_.replay, f));
    screen_.sim_frame(f.ms);
    race_ms_ = f.ms;
    ++fed_;
  }
  if (feed_.done() || replay_.race->finished) {
    screen_.end_race();
    check_ = check_replay(*replay_.race, replay_.replay, fed_);
    std::cout << check_->text << std::endl;
    last_wall_ = frame.wall_ms;
  }
}

void ReplayWatch::draw(platform::PixelSize window) {
  screen_.draw(window);
}

}  // namespace unpod::game::screens

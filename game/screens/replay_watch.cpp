#include "screens/replay_watch.h"

#include <iostream>
#include <string>

#include "race/race_audio.h"
#include "screens/main_menu.h"
#include "screens/menu_text.h"
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
  // A replay does not look like a race being driven: it says so, and of what.
  screen_.set_caption("REPLAY  " + menu_upper(replay_.race->data.entry.name) + "  " +
                      std::to_string(replay_.race->setup.laps) +
                      (replay_.race->setup.laps == 1 ? " LAP  " : " LAPS  ") +
                      menu_upper(replay_.file.filename().string()));
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
  // The overlay's scrubbing: the race brought to the frame asked, the watch going on from there
  // (the end's check again when it comes).
  engine::overlay::ControlsAsk& seek_ask = game_.overlay().ask();
  if (seek_ask.seek) {
    const size_t to = *seek_ask.seek;
    seek_ask.seek.reset();
    if (const std::string error =
            seek_replay(*replay_.race, replay_.replay, fed_, to, &seek_points_);
        !error.empty()) {
      std::cerr << "unpod: " << error << "\n";
    } else {
      feed_.seek(fed_);
      race_ms_ = fed_ > 0 ? replay_.replay.frames[fed_ - 1].ms : 0;
      screen_.after_seek(race_ms_);
      check_.reset();
      std::cout << "Overlay: replay at frame " << fed_ << std::endl;
    }
  }
  if (check_) {
    // The race stands with its results; its clock goes on for the circuit's animations.
    const uint32_t step = game_.options().frame_ms.value_or(frame.wall_ms - *last_wall_);
    last_wall_ = frame.wall_ms;
    race_ms_ += step;
    screen_.sim_frame(race_ms_);
    return;
  }
  // The debug overlay's asks (game/overlay): its pause holds the replay, a frame or a step plays
  // the next recorded frame, slow motion slows the replay's clock.
  if (game_.overlay().shown())
    game_.overlay().timings().picture(screen_.stats().draw_calls, screen_.stats().triangles);
  engine::overlay::ControlsAsk& ask = game_.overlay().ask();
  screen_.set_held(ask.paused);
  screen_.set_followed(ask.follow);
  feed_.set_slow(ask.slow);
  const auto play = [&](std::span<const assets::ReplayFrame> frames) {
    for (const assets::ReplayFrame& f : frames) {
      if (replay_.race->finished) break;
      screen_.set_devices(replay_devices(replay_.replay, f));
      screen_.sim_frame(f.ms);
      race_ms_ = f.ms;
      ++fed_;
      if (!replay_.race->finished) seek_points_.note(fed_, *replay_.race->session);
    }
  };
  if (screen_.paused()) {
    feed_.hold(frame.wall_ms);
    // A recorded frame is the replay's smallest unit: a step plays one as a frame does.
    for (int asked = ask.paused ? ask.frames + ask.steps : 0; asked > 0; --asked)
      play(feed_.take_one());
    ask.frames = ask.steps = 0;
    if (!feed_.done() && !replay_.race->finished) return;
  } else {
    play(feed_.take(frame.wall_ms));
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

#include "race/race_screen.h"

#include <algorithm>
#include <iostream>
#include <span>
#include <utility>

#include "controls/crash_rumble.h"
#include "controls/free_camera_inputs.h"
#include "modes/ghost_view.h"
#include "race/free_camera_input.h"
#include "race/race_frame.h"
#include "race/results_text.h"
#include "unpod/engine/livery.h"
#include "unpod/engine/sky.h"
#include "unpod/platform/pads.h"

namespace unpod::game {
namespace {

std::vector<const assets::Car*> car_pointers(const LoadedRace& race) {
  std::vector<const assets::Car*> cars;
  for (const assets::Car& c : race.data.cars) cars.push_back(&c);
  return cars;
}

// Camera points beside the lap: the race graph's nodes in order.
std::vector<engine::Vec3f> track_side_points(const LoadedRace& race) {
  std::vector<engine::Vec3f> lap;
  for (const auto& node : race.session->race().rules().paths().nodes)
    lap.push_back(engine::to_vec3f(node.position));
  return engine::track_side_points(lap, 2, 9.0f, 3.0f);
}

}  // namespace

RaceScreen::RaceScreen(LoadedRace& race, const Options& options,
                       const controls::ControlsSetup& setup, const std::vector<int32_t>& local)
    : race_(race),
      split_(options.split == SplitOption::kVertical ? engine::Split::kVertical
                                                     : engine::Split::kHorizontal),
      render_scale_(options.render_scale),
      speed_unit_(options.speed_unit),
      circuit_(race.data.circuit),
      animations_(race.data.circuit),
      cars_(car_pointers(race)),
      clearance_(race.data.circuit),
      track_side_(track_side_points(race)),
      setup_(setup),
      owners_(local.empty() ? race.setup.humans : int32_t(local.size()), setup) {
  for (const Racer& r : race.racers) {
    car_of_pose_.push_back(r.car);
    driver_names_.push_back(r.driver);
  }
  // Racers sharing a model drive different paints of it.
  livery_of_pose_ = engine::liveries_for(car_of_pose_);
  // The start: the settling drops the cars onto their suspension, then "Depart".
  start_race(race);
  pose_cars();
  const engine::FogRange fog = engine::fog_range(race.data.circuit);
  engine::CarLighting lighting;
  if (fog.on) {
    lighting.fog_colour = {fog.colour[0], fog.colour[1], fog.colour[2]};
    lighting.fog_start = fog.start;
    lighting.fog_end = fog.end;
  }
  cars_.set_lighting(lighting);
  const int32_t players = local.empty() ? race.setup.humans : int32_t(local.size());
  for (int32_t n = 0; n < players; ++n) {
    const int32_t h = local.empty() ? n : local[size_t(n)];
    Player p;
    p.racer = h;
    const engine::CarPose& pose = poses_[static_cast<size_t>(h)];
    const int car = car_of_pose_[static_cast<size_t>(h)];
    if (car >= 0 && size_t(car) < race.data.cars.size())
      p.bumper = engine::BumperCamera(
          engine::bumper_params(engine::car_body_bounds(race.data.cars[size_t(car)])));
    p.chase.reset(pose);
    p.free.start_level(p.chase.view(clearance_).eye, engine::car_heading(pose, 0));
    players_.push_back(std::move(p));
  }
  const sim::race::RaceRules& rules = race.session->race().rules();
  for (Player& p : players_) p.timers.update(rules.events(), rules.state(), p.racer, 0);
}

void RaceScreen::pose_cars() {
  const auto& racers = race_.session->simulation().racers();
  poses_.resize(racers.size());
  for (size_t r = 0; r < racers.size(); ++r)
    poses_[r] = engine::physics_pose(racers[r].car, racers[r].object);
  for (size_t r = 0; r < offsets_.size() && r < poses_.size(); ++r)
    poses_[r].position = poses_[r].position + offsets_[r];
}

void RaceScreen::sim_frame(uint32_t ms) {
  if (race_.finished) {
    last_ms_ = ms;  // the race stands; the circuit's animations go on
    return;
  }
  const RaceFrame frame = race_frame(race_, devices_, ms);
  last_report_ = frame.report;
  if (frame.end) std::cout << results_text(race_.session->results(), driver_names_) << std::flush;
  follow(ms, static_cast<float>(frame.report.frame_time) / 65536.0f, nullptr, false);
}

void RaceScreen::shown_frame(uint32_t ms, float seconds, const std::vector<uint16_t>* sounds,
                             const std::vector<sim::race::Event>* events) {
  last_report_ = {};
  last_report_.frame_time = sim::physics::Fx(seconds * 65536.0f);
  follow(ms, seconds, sounds, sounds == nullptr, events);
}

void RaceScreen::follow(uint32_t ms, float seconds, const std::vector<uint16_t>* sounds, bool quiet,
                        const std::vector<sim::race::Event>* events) {
  pose_cars();
  tyre_marks_.add_frame(engine::wheel_traces(*race_.session), race_.session->frame_smoke(), ms);
  tyre_marks_.expire(ms);
  const sim::race::RaceRules& rules = race_.session->race().rules();
  const std::span<const sim::race::Event> frame_events =
      events ? std::span<const sim::race::Event>(*events) : rules.events();
  for (Player& p : players_) {
    p.timers.update(frame_events, rules.state(), p.racer, ms);
    p.chase.update(poses_[static_cast<size_t>(p.racer)], seconds);
  }
  // Said once on stdout, for scripts and tests to follow the race rather than the clock.
  for (const sim::race::Event& e : frame_events)
    if (e.kind == sim::race::EventKind::kGo && !go_said_) {
      go_said_ = true;
      std::cout << "Race: GO!" << std::endl;
    }
  rumble_on_crash();
  if (audio_ && !quiet) {
    // Each player's ears: their camera, moving with their car, whose sounds come first.
    std::vector<engine::audio::AudioListener> ears;
    const auto& racers = race_.session->simulation().racers();
    for (const Player& p : players_) {
      const engine::CameraView view = camera_of(p);
      const auto& v = racers[static_cast<size_t>(p.racer)].car.velocity;
      ears.push_back({view.eye,
                      view.forward(),
                      view.up,
                      {engine::to_float(v[0]), engine::to_float(v[1]), engine::to_float(v[2])},
                      p.racer});
    }
    audio_->update(*race_.session, ears, seconds, sounds);
  }
  last_ms_ = ms;
}

void RaceScreen::set_followed(int32_t racer) {
  if (players_.empty()) return;
  const auto cars = static_cast<int32_t>(poses_.size());
  const int32_t to = racer >= 0 && racer < cars ? racer : 0;
  Player& p = players_[0];
  if (p.racer == to) return;
  p.racer = to;
  p.chase.reset(poses_[static_cast<size_t>(to)]);
}

void RaceScreen::set_free_camera(bool on) {
  if (players_.empty()) return;
  Player& p = players_[0];
  if (on == (p.mode == engine::CameraMode::kFree)) return;
  if (!on) {
    p.mode = engine::CameraMode::kChase;
    return;
  }
  const engine::CameraView before = camera_of(p);
  p.mode = engine::CameraMode::kFree;
  p.free.start_level(before.eye,
                     engine::car_heading(poses_[static_cast<size_t>(p.racer)], p.free.yaw()));
}

engine::overlay::RaceView RaceScreen::overlay_view() const {
  engine::overlay::RaceView view;
  view.session = race_.session.get();
  view.names = driver_names_;
  view.ms = last_ms_;
  view.report = last_report_;
  view.camera = scene_camera_;
  return view;
}

void RaceScreen::after_seek(uint32_t ms) {
  pose_cars();
  last_ms_ = ms;
  const sim::race::RaceRules& rules = race_.session->race().rules();
  for (Player& p : players_) {
    p.timers = {};
    p.timers.update(rules.events(), rules.state(), p.racer, ms);
    p.chase.reset(poses_[static_cast<size_t>(p.racer)]);
  }
}

void RaceScreen::end_race() {
  if (!game::end_race(race_)) return;  // race_frame.h
  pose_cars();
  const sim::race::RaceRules& rules = race_.session->race().rules();
  for (Player& p : players_) {
    p.timers.update(rules.events(), rules.state(), p.racer, last_ms_);
    p.chase.reset(poses_[static_cast<size_t>(p.racer)]);
  }
  std::cout << results_text(race_.session->results(), driver_names_) << std::flush;
}

const controls::ActionFrame& RaceScreen::handle(const platform::InputState& input, float seconds) {
  owners_.update(input, setup_.bindings);
  // The players' pads only, and not the Start that just chose one.
  std::vector<int32_t> pads = owners_.owned_pads();
  std::erase_if(pads, [&](int32_t id) {
    return std::find(owners_.joined().begin(), owners_.joined().end(), id) !=
           owners_.joined().end();
  });
  game_actions_ = controls::game_actions(input, setup_.bindings, &pads);
  if (game_actions_.went_down(controls::Action::kPause)) paused_ = !paused_;
  for (int h = 0; h < kHumanPlayers; ++h) {
    const size_t n = size_t(h);
    if (h >= owners_.players()) {
      devices_[n] = {};
      continue;
    }
    // Player 1's free camera takes its inputs: they fly it and drive nothing meanwhile.
    const bool flying =
        h == 0 && !players_.empty() && players_[0].mode == engine::CameraMode::kFree;
    const controls::ActionFrame actions = controls::player_actions(
        flying ? controls::without_free_camera_inputs(input, setup_.bindings) : input,
        setup_.bindings, h, owners_.owner(h), setup_.players[n]);
    devices_[n] = controls::player_device(actions, owners_.owner(h), setup_.players[n]);
    retiring_[n] = retiring_[n] || devices_[n].frame.retire;
    devices_[n].frame.retire = retiring_[n];
    if (n >= players_.size()) continue;
    Player& p = players_[n];
    p.looking_back = actions.held[size_t(controls::Action::kLookBack)];
    if (actions.went_down(controls::Action::kCamera)) {
      const engine::CameraView before = camera_of(p);
      p.mode = engine::next_camera(p.mode);
      // The free camera flies by the game's keys and the mouse: player 1's alone.
      if (h != 0 && p.mode == engine::CameraMode::kFree) p.mode = engine::next_camera(p.mode);
      if (p.mode == engine::CameraMode::kFree) {
        const engine::CarPose& pose = poses_[static_cast<size_t>(p.racer)];
        p.free.start_level(before.eye, engine::car_heading(pose, p.free.yaw()));
      }
    }
  }
  // The free camera is player 1's: the game's free camera actions from the keyboard and player
  // 1's pad (a second player's pad flies nothing), and the mouse.
  if (!players_.empty() && players_[0].mode == engine::CameraMode::kFree) {
    std::vector<int32_t> own;
    if (owners_.players() > 0 && owners_.owner(0).kind == controls::DeviceOwner::Kind::kPad)
      own.push_back(owners_.owner(0).pad);
    steer_free_camera(players_[0].free, input, controls::game_actions(input, setup_.bindings, &own),
                      seconds);
  }
  // A waiting race is silent: its sounds hold until it goes on.
  if (audio_) audio_->set_paused(paused());
  return game_actions_;
}

void RaceScreen::rumble_on_crash() {
  const auto& events = race_.session->simulation().events();
  for (int h = 0; h < owners_.players() && size_t(h) < players_.size(); ++h) {
    const controls::DeviceOwner& owner = owners_.owner(h);
    if (!setup_.players[size_t(h)].rumble || owner.kind != controls::DeviceOwner::Kind::kPad)
      continue;
    const auto racer = static_cast<size_t>(players_[size_t(h)].racer);
    if (racer >= events.size()) continue;
    if (const float strength = controls::crash_rumble(events[racer]); strength > 0)
      platform::rumble_pad(owner.pad, strength, controls::kCrashRumbleMs);
  }
}

engine::CameraView RaceScreen::camera_of(const Player& p) const {
  const engine::CarPose& pose = poses_[static_cast<size_t>(p.racer)];
  // Looking back (from the chase or bumper view): from the car's tail, the road behind.
  if (p.looking_back && p.mode != engine::CameraMode::kFree &&
      p.mode != engine::CameraMode::kTrackSide)
    return p.bumper.look_back(pose, clearance_);
  switch (p.mode) {
    case engine::CameraMode::kBumper:
      return p.bumper.view(pose, clearance_);
    case engine::CameraMode::kTrackSide:
      return track_side_.view(pose, clearance_);
    case engine::CameraMode::kFree:
      return p.free.view();
    case engine::CameraMode::kChase:
      break;
  }
  return p.chase.view(clearance_);
}

void RaceScreen::draw(platform::PixelSize window) {
  const auto viewports =
      engine::layout_viewports(window, static_cast<int>(players_.size()), split_);
  stats_ = RaceFrameStats{};
  stats_.viewports = static_cast<int>(viewports.size());
  const sim::race::Race& race = race_.session->race();
  const sim::physics::Simulation& simulation = race_.session->simulation();
  // The pictures at the render scale (each viewport's edges scaled), stretched to the window;
  // the HUDs over them at the window's own pixels.
  const platform::PixelSize scene = scene_target_.begin(window, render_scale_);
  if (render_scale_ != engine::kFullRenderScale &&
      (scene.width != said_scene_.width || scene.height != said_scene_.height)) {
    std::cout << "Render scale: " << render_scale_ << " %, the race drawn at " << scene.width << "x"
              << scene.height << " for a " << window.width << "x" << window.height << " window"
              << std::endl;
    said_scene_ = scene;
  }
  stats_.scene = scene;
  for (size_t v = 0; v < viewports.size() && v < players_.size(); ++v) {
    const Player& p = players_[v];
    const engine::CameraView camera = camera_of(p);
    const engine::Viewport at = render_scale_ == engine::kFullRenderScale
                                    ? viewports[v]
                                    : engine::scaled_viewport(viewports[v], render_scale_);
    circuit_.draw(camera, at, scene, last_ms_);
    if (v == 0) {
      if (!scene_camera_) scene_camera_.emplace();
      scene_camera_->view_projection = camera.projection(viewports[v].aspect()) * camera.view();
      scene_camera_->viewport = viewports[v];
      // assign, not a new vector: the frame allocates nothing once the list has its size
      scene_camera_->drawn_sectors.assign(circuit_.drawn_sectors().begin(),
                                          circuit_.drawn_sectors().end());
      scene_camera_->sector_count = simulation.world().sectors.size();
    }
    animations_.draw(camera, at, scene, last_ms_);
    tyre_marks_renderer_.draw(tyre_marks_, last_ms_, camera, at, scene);
    cars_.draw(poses_, car_of_pose_, camera, at, scene, livery_of_pose_);
    if (const auto ghost = ghost_ ? ghost_beside(*ghost_, race, p.racer) : std::nullopt)
      cars_.draw_see_through(*ghost, car_of_pose_[static_cast<size_t>(p.racer)], camera, at, scene,
                             kGhostOpacity);
    stats_.draw_calls += circuit_.stats().draw_calls + animations_.stats().draw_calls +
                         cars_.stats().draw_calls + tyre_marks_renderer_.stats().draw_calls;
    stats_.triangles += circuit_.stats().triangles + animations_.stats().triangles +
                        static_cast<size_t>(cars_.stats().triangles);
  }
  scene_target_.finish(window);
  for (size_t v = 0; v < viewports.size() && v < players_.size(); ++v) {
    const Player& p = players_[v];
    const sim::physics::Racer& car = simulation.racers()[static_cast<size_t>(p.racer)];
    engine::HudInputs inputs =
        engine::car_inputs(car.car, car.object, simulation.options().damage.on);
    inputs.now_ms = last_ms_;
    inputs.driver_names = driver_names_;
    engine::HudModel model =
        engine::hud_model(race.rules(), p.racer, race.countdown(), p.timers, inputs);
    model.speed_unit = speed_unit_;
    model.notice = owners_.notices(setup_.bindings);
    if (model.notice.empty() && paused_) model.notice = {"PAUSED"};
    if (model.notice.empty()) model.notice = notice_;
    model.caption = caption_;
    model.connection = connection_;
    model.connection_warning = connection_warning_;
    hud_.draw(model, viewports[v], window);
    stats_.draw_calls += hud_.stats().draw_calls;
  }
  stats_.texture_bytes = circuit_.stats().texture_bytes + animations_.stats().texture_bytes;
}

}  // namespace unpod::game

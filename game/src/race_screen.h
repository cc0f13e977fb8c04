// A race on screen: the sim's whole race (the rules, the physics, the computer drivers, the
// humans driving from the keyboard or a pad) run frame by frame, and each viewport drawn from its
// state: the circuit, every car where the physics puts it, the HUD, through the viewport's own
// camera. Once the race is over the cars still racing are driven to the line and the race
// stands on screen (the HUD's results) until the player quits.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "options.h"
#include "player_devices.h"
#include "race_audio.h"
#include "race_load.h"
#include "unpod/engine/animation_renderer.h"
#include "unpod/engine/bumper_camera.h"
#include "unpod/engine/camera_clearance.h"
#include "unpod/engine/camera_mode.h"
#include "unpod/engine/car_renderer.h"
#include "unpod/engine/chase_camera.h"
#include "unpod/engine/circuit_renderer.h"
#include "unpod/engine/free_camera.h"
#include "unpod/engine/hud_model.h"
#include "unpod/engine/hud_renderer.h"
#include "unpod/engine/track_side_camera.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/input.h"

namespace unpod::game {

// What the last drawn frame cost the renderers (bench/, the overlay).
struct RaceFrameStats {
  int draw_calls = 0;
  size_t triangles = 0;
  int viewports = 0;
  size_t texture_bytes = 0;  // the circuit's pages, uploaded once
};

class RaceScreen {
 public:
  // Needs a current GL context: uploads the circuit and the cars once. Runs the race's start
  // (the settling), so the cars stand on the road from the first frame.
  RaceScreen(LoadedRace& race, const Options& options);

  // One sim frame at the pacer's millisecond reading (race_frame), the humans driving from the
  // devices the last handle() read; the HUD's timers follow its events and the cameras its time.
  void sim_frame(uint32_t ms);
  // This frame's input: the humans' devices (fill_player_devices: player 1 the arrows, A and Z;
  // player 2 R, F, D, G, W and S or a pad); C cycles player 1's camera; the free camera moves by
  // its keys and the mouse (free_camera_input.h) over `seconds` of wall time.
  void handle(const platform::InputState& input, float seconds);
  // Every viewport: circuit, cars, HUD.
  void draw(platform::PixelSize window);

  // The race's sound, fed after each sim frame (none: silent).
  void set_audio(std::unique_ptr<RaceAudio> audio) { audio_ = std::move(audio); }

  const RaceFrameStats& stats() const { return stats_; }
  engine::CameraMode camera_mode(size_t player) const { return players_[player].mode; }

 private:
  struct Player {
    int32_t racer = 0;
    engine::CameraMode mode = engine::CameraMode::kChase;
    engine::ChaseCamera chase;
    engine::FreeCamera free;
    engine::HudTimers timers;
  };
  engine::CameraView camera_of(const Player& p) const;
  // Every car's pose from its physics car and drawn object.
  void pose_cars();

  LoadedRace& race_;
  engine::Split split_;
  std::vector<engine::CarPose> poses_;
  std::vector<int> car_of_pose_;
  std::vector<int> livery_of_pose_;  // engine/livery.h
  std::vector<std::string> driver_names_;
  engine::CircuitRenderer circuit_;
  engine::AnimationRenderer animations_;  // the circuit's animated objects and sprites
  engine::CarRenderer cars_;
  engine::HudRenderer hud_;
  engine::CameraClearance clearance_;  // the circuit's faces the bumper and chase cameras keep to
  engine::BumperCamera bumper_;
  engine::TrackSideCamera track_side_;
  std::vector<Player> players_;
  PlayerDevices devices_;  // nothing held until the first handle()
  // A player who asked to retire (a key tap between two sim frames counts): from then on every
  // reading of theirs carries it, and the race leaves them at its next frame.
  std::array<bool, kHumanPlayers> retiring_{};
  uint32_t last_ms_ = 0;
  RaceFrameStats stats_;
  std::unique_ptr<RaceAudio> audio_;
};

}  // namespace unpod::game

// A race on screen: the sim's whole race (the rules, the physics, the computer drivers, the
// humans driving from the keyboard or a pad) run frame by frame, and each viewport drawn from its
// state: the circuit, every car where the physics puts it, the HUD, through the viewport's own
// camera. Once the race is over the cars still racing are driven to the line and the race
// stands on screen (the HUD's results) until the player quits.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "controls/action_reader.h"
#include "controls/controls_setup.h"
#include "controls/device_owners.h"
#include "controls/player_devices.h"
#include "modes/ghost.h"
#include "race/race_audio.h"
#include "race/race_load.h"
#include "shell/options.h"
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
#include "unpod/engine/overlay/overlay_windows.h"
#include "unpod/engine/render_scale.h"
#include "unpod/engine/track_side_camera.h"
#include "unpod/engine/tyre_marks.h"
#include "unpod/engine/tyre_marks_renderer.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/input.h"

namespace unpod::game {

// What the last drawn frame cost the renderers (bench/, the overlay).
struct RaceFrameStats {
  int draw_calls = 0;
  size_t triangles = 0;
  int viewports = 0;
  platform::PixelSize scene;  // where the race's picture was drawn (the render scale's size)
  size_t texture_bytes = 0;   // the circuit's pages, uploaded once
};

class RaceScreen {
 public:
  // Needs a current GL context: uploads the circuit and the cars once. Runs the race's start
  // (the settling), so the cars stand on the road from the first frame.
  // `local`: the racers this computer's players drive, player n racer local[n] (a network race's
  // humans from this machine); empty: the race's humans, player n racer n.
  RaceScreen(LoadedRace& race, const Options& options, const controls::ControlsSetup& setup = {},
             const std::vector<int32_t>& local = {});

  // One sim frame at the pacer's millisecond reading (race_frame), the humans driving from the
  // devices the last handle() read; the HUD's timers follow its events and the cameras its time.
  void sim_frame(uint32_t ms);
  // A network race's frame: the race's session is already the machine's shown race (a copy,
  // net::Rollback) at `ms`, `seconds` after the last; the cars, the HUD's timers, the cameras and
  // the sound follow it as after a sim frame. `sounds`: each racer's sound slots of the ticks
  // shown for the first time (Rollback::fresh), so that none plays twice after a rollback; none
  // when no tick was new (the sound then holds).
  void shown_frame(uint32_t ms, float seconds, const std::vector<uint16_t>* sounds,
                   const std::vector<sim::race::Event>* events = nullptr);
  // Where each racer's car is drawn less where the race has it, from the next frame on (a network
  // race's remote cars eased after a rollback, net::CarSmoothing); empty: as the race has them.
  // The race, its sounds and tyre marks keep the race's places.
  void set_drawn_offsets(std::vector<engine::Vec3f> offsets) { offsets_ = std::move(offsets); }
  // The local players' devices and readings as the last handle() read them.
  const PlayerDevices& devices() const { return devices_; }
  // This frame's input: who owns which device (controls::DeviceOwners), each human's actions
  // from their device and their devices' readings (controls::player_device); camera cycles the
  // player's camera and look_back looks behind while held; pause pauses and resumes; the free
  // camera moves by its actions and the mouse (free_camera_input.h) over `seconds` of wall
  // time. Returns the game's actions (quit, screenshot, ...) for the loop.
  const controls::ActionFrame& handle(const platform::InputState& input, float seconds);
  // The race waits: paused by a player, or a player's pad was unplugged and they have chosen
  // no other device. The loop runs no sim frame meanwhile (DESIGN.md: a paused race is still
  // the same list of (ms, readings)).
  bool paused() const { return paused_ || held_ || owners_.any_waiting(); }
  // The debug overlay's pause (game/overlay): the race waits as paused, without the pause
  // screen.
  void set_held(bool held) { held_ = held; }
  // The car player 1's camera follows (the overlay's choice; -1: their own).
  void set_followed(int32_t racer);
  // Player 1's free camera on (from where their camera is) or off (the chase camera again).
  void set_free_camera(bool on);
  // The pause screen's resume (and its pause, on Escape).
  void set_paused(bool paused) { paused_ = paused; }
  const controls::DeviceOwners& owners() const { return owners_; }
  // Every viewport: circuit, cars, HUD.
  void draw(platform::PixelSize window);

  // The time trial's ghost (modes/ghost_view.h): drawn see-through beside each player's lap;
  // none, no ghost. It is no racer: the race never sees it.
  void set_ghost(std::optional<GhostLap> lap) { ghost_ = std::move(lap); }

  // Watching a replay: the humans' devices and readings for the next sim_frame are the
  // replay's, in place of those handle() read (called after it, before each sim_frame).
  void set_devices(const PlayerDevices& devices) { devices_ = devices; }
  // The race's end now, when it has not run (a replay's frames ran out: race_frame.h end_race);
  // the cameras follow the cars to where it left them.
  void end_race();
  // The race was brought to another frame (the overlay's replay scrubbing, its session made
  // again when back): the cars posed, the cameras and the HUD's timers start from there.
  void after_seek(uint32_t ms);
  // Lines shown over the race when nothing else is (a replay's speed, "2X").
  void set_notice(std::vector<std::string> lines) { notice_ = std::move(lines); }
  // A network race's connection mark under the lap (in red when `warning`); empty: none.
  void set_connection(std::string mark, bool warning) {
    connection_ = std::move(mark);
    connection_warning_ = warning;
  }
  // What the view is, at the bottom of each viewport (a replay: REPLAY and of what).
  void set_caption(std::string caption) { caption_ = std::move(caption); }

  // The race's sound, fed after each sim frame (none: silent).
  void set_audio(std::unique_ptr<RaceAudio> audio) { audio_ = std::move(audio); }
  // The race's mixer while a device plays it (for the overlay's Performance window).
  const engine::audio::AudioMixer* audio_mixer() const {
    return audio_ ? audio_->mixer() : nullptr;
  }
  void set_volumes(const Volumes& volumes) {
    if (audio_) audio_->set_volumes(volumes);
  }

  const RaceFrameStats& stats() const { return stats_; }
  // The options changed over the pause screen: the HUD's speed unit, the players' bindings.
  void set_speed_unit(engine::SpeedUnit unit) { speed_unit_ = unit; }
  void set_bindings(const controls::Bindings& bindings) { setup_.bindings = bindings; }
  engine::CameraMode camera_mode(size_t player) const { return players_[player].mode; }
  // The race as the overlay's windows read it (the last sim frame's ms and report).
  engine::overlay::RaceView overlay_view() const;

 private:
  struct Player {
    int32_t racer = 0;
    engine::CameraMode mode = engine::CameraMode::kChase;
    engine::ChaseCamera chase;
    engine::BumperCamera bumper;  // at the player's car's nose, or its tail looking back
    engine::FreeCamera free;
    engine::HudTimers timers;
    bool looking_back = false;
  };
  engine::CameraView camera_of(const Player& p) const;
  // Every car's pose from its physics car and drawn object.
  void pose_cars();
  // The pads of players who asked for it shake when the sim reports their car crashed.
  void rumble_on_crash();
  // After the race's state moved on by `seconds`: the cars posed, the marks, the players' HUD
  // timers and cameras, the pads' rumble and the sound (`sounds` in place of the session's
  // frame_sounds when given; no sound update when `quiet`).
  // `events`: the race's events since the last picture (several ticks' in a network race);
  // nullptr: its last frame's.
  void follow(uint32_t ms, float seconds, const std::vector<uint16_t>* sounds, bool quiet,
              const std::vector<sim::race::Event>* events = nullptr);

  LoadedRace& race_;
  engine::Split split_;
  int render_scale_ = engine::kFullRenderScale;  // percent (engine/render_scale.h)
  engine::RenderTarget scene_target_;
  platform::PixelSize said_scene_;  // the scene's size last said on stdout
  engine::SpeedUnit speed_unit_;
  std::vector<engine::CarPose> poses_;
  std::vector<engine::Vec3f> offsets_;  // set_drawn_offsets
  std::vector<int> car_of_pose_;
  std::vector<int> livery_of_pose_;  // engine/livery.h
  std::vector<std::string> driver_names_;
  engine::CircuitRenderer circuit_;
  engine::AnimationRenderer animations_;  // the circuit's animated objects and sprites
  engine::CarRenderer cars_;
  engine::TyreMarks tyre_marks_;  // the race's skid marks and smoke so far
  engine::TyreMarksRenderer tyre_marks_renderer_;
  engine::HudRenderer hud_;
  engine::CameraClearance clearance_;  // the circuit's faces the cameras keep to
  engine::TrackSideCamera track_side_;
  std::vector<Player> players_;
  controls::ControlsSetup setup_;
  controls::DeviceOwners owners_;
  controls::ActionFrame game_actions_;
  bool paused_ = false;    // the pause action
  bool held_ = false;      // the overlay's pause
  bool go_said_ = false;   // "Race: GO!" logged
  PlayerDevices devices_;  // nothing held until the first handle()
  // A player who asked to retire (a key tap between two sim frames counts): from then on every
  // reading of theirs carries it, and the race leaves them at its next frame.
  std::array<bool, kHumanPlayers> retiring_{};
  uint32_t last_ms_ = 0;
  sim::race::FrameReport last_report_;
  std::optional<engine::overlay::SceneCamera> scene_camera_;  // player 1's, as last drawn
  std::vector<std::string> notice_;
  std::string caption_;
  std::string connection_;
  bool connection_warning_ = false;
  RaceFrameStats stats_;
  std::unique_ptr<RaceAudio> audio_;
  std::optional<GhostLap> ghost_;
};

}  // namespace unpod::game

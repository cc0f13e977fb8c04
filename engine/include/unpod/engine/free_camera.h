// The free debug camera: flies anywhere, moved by the inputs the game maps to keys or the mouse.
// It looks up and down (pitch, to about 85 degrees either way) and flies where it looks.
#pragma once

#include "unpod/engine/camera_view.h"

namespace unpod::engine {

// One frame's inputs, each -1..1 (a key is 0 or 1, a stick anything between).
struct FreeCameraInput {
  float forward = 0;  // along the view direction; negative backs away
  float right = 0;    // sideways in the ground plane; negative strafes left
  float up = 0;       // along world z
  float yaw = 0;      // positive turns left (towards +y from +x)
  float pitch = 0;    // positive looks up
};

class FreeCamera {
 public:
  FreeCamera() = default;
  FreeCamera(const Vec3f& position, float yaw, float pitch);

  // Starts at `eye`, level, looking along `heading` (radians in the ground plane from +x towards
  // +y): switching to the free camera starts where the last camera stood, looking down the road
  // the car faces. Not along that camera's view: the chase camera looks down at the car, and
  // flying forward along its view would dive under the track.
  void start_level(const Vec3f& eye, float heading);
  // Moves for `seconds`: speed() units a second at full input, turn_rate() radians a second.
  void update(const FreeCameraInput& input, float seconds);
  // Turns by angles, not rates (the mouse): positive yaw turns left, positive pitch looks up.
  void turn(float yaw_radians, float pitch_radians);
  CameraView view() const;

  void set_speed(float units_per_second) { speed_ = units_per_second; }
  float speed() const { return speed_; }
  void set_turn_rate(float radians_per_second) { turn_rate_ = radians_per_second; }
  float turn_rate() const { return turn_rate_; }
  const Vec3f& position() const { return position_; }
  float yaw() const { return yaw_; }
  float pitch() const { return pitch_; }
  Vec3f forward() const;  // unit view direction
  // The pitch stops here either way: short of straight up or down, where the view's up
  // direction would be undefined and the controls would flip.
  static constexpr float kPitchLimit = 1.4835f;  // 85 degrees

 private:
  Vec3f position_;
  float yaw_ = 0, pitch_ = 0;
  float speed_ = 20.0f;
  float turn_rate_ = 1.5f;
};

}  // namespace unpod::engine

// The free debug camera: flies anywhere, moved by the inputs the game maps to keys or a pad.
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

  // Takes over another camera's view (switching to the free camera starts where one was).
  void look_from(const CameraView& view);
  // Moves for `seconds`: speed() units a second at full input, turn_rate() radians a second.
  void update(const FreeCameraInput& input, float seconds);
  CameraView view() const;

  void set_speed(float units_per_second) { speed_ = units_per_second; }
  float speed() const { return speed_; }
  void set_turn_rate(float radians_per_second) { turn_rate_ = radians_per_second; }
  float turn_rate() const { return turn_rate_; }
  const Vec3f& position() const { return position_; }
  float yaw() const { return yaw_; }
  float pitch() const { return pitch_; }
  Vec3f forward() const;  // unit view direction

 private:
  Vec3f position_;
  float yaw_ = 0, pitch_ = 0;
  float speed_ = 20.0f;
  float turn_rate_ = 1.5f;
};

}  // namespace unpod::engine

#include "free_camera_input.h"

namespace unpod::game {

engine::FreeCameraInput free_camera_keys(const platform::InputState& input) {
  using platform::Key;
  const auto axis = [&](Key plus, Key minus) {
    return (input.held(plus) ? 1.0f : 0.0f) - (input.held(minus) ? 1.0f : 0.0f);
  };
  engine::FreeCameraInput move;
  move.forward = axis(Key::kI, Key::kK);
  move.yaw = axis(Key::kJ, Key::kL);
  move.pitch = axis(Key::kU, Key::kO);
  move.up = axis(Key::kPageUp, Key::kPageDown);
  return move;
}

void steer_free_camera(engine::FreeCamera& camera, const platform::InputState& input,
                       float seconds) {
  // The screen's x grows rightwards and its y downwards; the camera's yaw grows leftwards and
  // its pitch upwards.
  camera.turn(-static_cast<float>(input.mouse_look_x) * kMouseLookRadiansPerPixel,
              -static_cast<float>(input.mouse_look_y) * kMouseLookRadiansPerPixel);
  camera.update(free_camera_keys(input), seconds);
}

}  // namespace unpod::game

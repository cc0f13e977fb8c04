#include "race/free_camera_input.h"

namespace unpod::game {

engine::FreeCameraInput free_camera_keys(const controls::ActionFrame& actions) {
  using controls::Action;
  const auto axis = [&](Action plus, Action minus) {
    return (actions.held[size_t(plus)] ? 1.0f : 0.0f) - (actions.held[size_t(minus)] ? 1.0f : 0.0f);
  };
  engine::FreeCameraInput move;
  move.forward = axis(Action::kFreeForward, Action::kFreeBackward);
  move.yaw = axis(Action::kFreeTurnLeft, Action::kFreeTurnRight);
  move.pitch = axis(Action::kFreeLookUp, Action::kFreeLookDown);
  move.up = axis(Action::kFreeRise, Action::kFreeSink);
  return move;
}

void steer_free_camera(engine::FreeCamera& camera, const platform::InputState& input,
                       const controls::ActionFrame& actions, float seconds) {
  // The screen's x grows rightwards and its y downwards; the camera's yaw grows leftwards and
  // its pitch upwards.
  camera.turn(-static_cast<float>(input.mouse_look_x) * kMouseLookRadiansPerPixel,
              -static_cast<float>(input.mouse_look_y) * kMouseLookRadiansPerPixel);
  camera.update(free_camera_keys(actions), seconds);
}

}  // namespace unpod::game

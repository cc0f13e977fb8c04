#include "race/free_camera_input.h"

namespace unpod::game {

engine::FreeCameraInput free_camera_keys(const controls::ActionFrame& actions) {
  using controls::Action;
  // A key flies at the full rate, a stick at its share of it.
  const auto axis = [&](Action plus, Action minus) {
    return actions.amount[size_t(plus)] - actions.amount[size_t(minus)];
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

// Player 1's free camera from the keyboard and the mouse: U and O look up and down, the mouse
// dragged with its right button held turns and looks, and the driving keys leave it alone.
#include <catch2/catch.hpp>

#include <vector>

#include "free_camera_input.h"

namespace {

using namespace unpod;
using platform::Key;

platform::InputState camera_keys_held(std::vector<Key> keys) {
  platform::InputState in;
  in.keys_held = std::move(keys);
  return in;
}

}  // namespace

TEST_CASE("U and O look the free camera up and down, I flies it along its view", "[cameras]") {
  engine::FreeCamera cam;
  cam.start_level({0, 0, 5}, 0);
  game::steer_free_camera(cam, camera_keys_held({Key::kU}), 0.2f);
  CHECK(cam.pitch() == Approx(0.2f * cam.turn_rate()));
  game::steer_free_camera(cam, camera_keys_held({Key::kO}), 0.4f);
  CHECK(cam.pitch() == Approx(-0.2f * cam.turn_rate()));
  const float pitch = cam.pitch();
  game::steer_free_camera(cam, camera_keys_held({Key::kI}), 0.5f);
  CHECK(cam.position().z == Approx(5 + std::sin(pitch) * cam.speed() * 0.5f));
  CHECK(cam.position().z < 5);
  // Both held: no look.
  game::steer_free_camera(cam, camera_keys_held({Key::kU, Key::kO}), 1.0f);
  CHECK(cam.pitch() == Approx(pitch));
}

TEST_CASE("The mouse dragged with its right button turns and looks the free camera", "[cameras]") {
  engine::FreeCamera cam;
  cam.start_level({0, 0, 5}, 0);
  platform::InputState drag;
  drag.mouse_look_x = 50;   // right
  drag.mouse_look_y = -25;  // up
  game::steer_free_camera(cam, drag, 0.016f);
  CHECK(cam.yaw() == Approx(-50 * game::kMouseLookRadiansPerPixel));
  CHECK(cam.pitch() == Approx(25 * game::kMouseLookRadiansPerPixel));
  CHECK(cam.position() == engine::Vec3f{0, 0, 5});  // a look, not a move
  // A long drag down stops short of straight down.
  drag.mouse_look_y = 5000;
  game::steer_free_camera(cam, drag, 0.016f);
  CHECK(cam.pitch() == Approx(-engine::FreeCamera::kPitchLimit));
}

TEST_CASE("The driving keys never move the free camera", "[cameras]") {
  engine::FreeCamera cam;
  cam.start_level({0, 0, 5}, 1.0f);
  game::steer_free_camera(
      cam, camera_keys_held({Key::kUp, Key::kDown, Key::kLeft, Key::kRight, Key::kA, Key::kZ}),
      1.0f);
  CHECK(cam.position() == engine::Vec3f{0, 0, 5});
  CHECK(cam.yaw() == Approx(1.0f));
  CHECK(cam.pitch() == 0);
}

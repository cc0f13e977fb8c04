// Player 1's free camera from the keyboard and the mouse: U and O look up and down, the mouse
// dragged with its right button held turns and looks, and the driving keys leave it alone.
#include <catch2/catch.hpp>

#include <vector>

#include "controls/action_reader.h"
#include "race/free_camera_input.h"
#include "unpod/platform/input_names.h"

namespace {

using namespace unpod;

platform::InputState camera_keys_held(const std::vector<const char*>& keys) {
  platform::InputState in;
  for (const char* k : keys) in.keys_held.push_back(*platform::key_from_name(k));
  return in;
}

// The game's actions of `in` with the default bindings, then the free camera steered by them.
void steer(engine::FreeCamera& cam, const platform::InputState& in, float seconds) {
  const auto actions = game::controls::game_actions(in, game::controls::default_bindings());
  game::steer_free_camera(cam, in, actions, seconds);
}

}  // namespace

TEST_CASE("U and O look the free camera up and down, I flies it along its view", "[cameras]") {
  engine::FreeCamera cam;
  cam.start_level({0, 0, 5}, 0);
  steer(cam, camera_keys_held({"U"}), 0.2f);
  CHECK(cam.pitch() == Approx(0.2f * cam.turn_rate()));
  steer(cam, camera_keys_held({"O"}), 0.4f);
  CHECK(cam.pitch() == Approx(-0.2f * cam.turn_rate()));
  const float pitch = cam.pitch();
  steer(cam, camera_keys_held({"I"}), 0.5f);
  CHECK(cam.position().z == Approx(5 + std::sin(pitch) * cam.speed() * 0.5f));
  CHECK(cam.position().z < 5);
  // Both held: no look.
  steer(cam, camera_keys_held({"U", "O"}), 1.0f);
  CHECK(cam.pitch() == Approx(pitch));
}

TEST_CASE("The mouse dragged with its right button turns and looks the free camera", "[cameras]") {
  engine::FreeCamera cam;
  cam.start_level({0, 0, 5}, 0);
  platform::InputState drag;
  drag.mouse_look_x = 50;   // right
  drag.mouse_look_y = -25;  // up
  steer(cam, drag, 0.016f);
  CHECK(cam.yaw() == Approx(-50 * game::kMouseLookRadiansPerPixel));
  CHECK(cam.pitch() == Approx(25 * game::kMouseLookRadiansPerPixel));
  CHECK(cam.position() == engine::Vec3f{0, 0, 5});  // a look, not a move
  // A long drag down stops short of straight down.
  drag.mouse_look_y = 5000;
  steer(cam, drag, 0.016f);
  CHECK(cam.pitch() == Approx(-engine::FreeCamera::kPitchLimit));
}

TEST_CASE("The driving keys never move the free camera", "[cameras]") {
  engine::FreeCamera cam;
  cam.start_level({0, 0, 5}, 1.0f);
  steer(cam, camera_keys_held({"Up", "Down", "Left", "Right", "A", "Z"}), 1.0f);
  CHECK(cam.position() == engine::Vec3f{0, 0, 5});
  CHECK(cam.yaw() == Approx(1.0f));
  CHECK(cam.pitch() == 0);
}

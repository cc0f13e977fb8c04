// A menu page driven as a player drives it (game/screens/menu_input.h): the keys, a pad's d-pad,
// A and B through the game's bindings, and the mouse.
#include <catch2/catch.hpp>

#include "controls/action_reader.h"
#include "controls/bindings.h"
#include "screens/menu_input.h"
#include "unpod/platform/input_names.h"

using namespace unpod;
using game::screens::menu_move;
using game::screens::MouseRest;

namespace {

engine::MenuPage five_rows() {
  engine::MenuPage p;
  p.title = "UN-POD";
  p.rows = {{"SINGLE RACE"}, {"TIME TRIAL"}, {"DAMAGE"}, {"OPTIONS"}, {"QUIT"}};
  p.rows[2].enabled = false;
  return p;
}

constexpr platform::PixelSize kMenuWindow{640, 480};

// A frame in which `key` (SDL's name) went down.
platform::InputState key_frame(const char* key) {
  platform::InputState in;
  const auto code = platform::key_from_name(key);
  REQUIRE(code);
  in.keys_pressed.push_back(*code);
  in.keys_held.push_back(*code);
  return in;
}

// A frame in which a connected pad's button went down.
platform::InputState pad_frame(int button) {
  platform::InputState in;
  platform::PadState pad;
  pad.id = 3;
  pad.guid = "03000000de280000ff11000001000000";
  pad.name = "Test Pad";
  pad.buttons = pad.pressed = 1u << button;
  in.pads.push_back(pad);
  return in;
}

game::screens::MenuMove step(const engine::MenuPage& page, int selected,
                             const platform::InputState& in, MouseRest& rest) {
  const auto actions = game::controls::game_actions(in, game::controls::default_bindings());
  return menu_move(page, selected, in, actions, kMenuWindow, rest);
}

}  // namespace

TEST_CASE(
    "menus from the keyboard: up and down go round and skip a greyed row, Return takes, "
    "Escape goes back",
    "[game][menu-input]") {
  const engine::MenuPage page = five_rows();
  MouseRest rest;
  CHECK(step(page, 1, key_frame("Down"), rest).selected == 3);  // past DAMAGE
  CHECK(step(page, 3, key_frame("Up"), rest).selected == 1);
  CHECK(step(page, 0, key_frame("Up"), rest).selected == 4);  // round to QUIT
  CHECK(step(page, 4, key_frame("Down"), rest).selected == 0);
  const auto take = step(page, 3, key_frame("Return"), rest);
  REQUIRE(take.accepted);
  CHECK(*take.accepted == 3);
  CHECK(step(page, 3, key_frame("Escape"), rest).back);
  CHECK(step(page, 1, key_frame("Left"), rest).change_step == -1);
  CHECK(step(page, 1, key_frame("Right"), rest).change_step == 1);
  // A greyed row is never the chosen one: the first row that is not greyed instead.
  CHECK(step(page, 2, platform::InputState{}, rest).selected == 0);
}

TEST_CASE("menus: two taps of a key taken by one slow frame move two rows, then Return takes",
          "[game][menu-input]") {
  const engine::MenuPage page = five_rows();
  MouseRest rest;
  // SDL's queue as a frame of a fifth of a second drains it: Down, Down, Return, in that order
  // (the key-ups between them leave nothing in keys_pressed).
  platform::InputState in;
  for (const char* key : {"Down", "Down", "Return"})
    in.keys_pressed.push_back(*platform::key_from_name(key));
  const auto actions = game::controls::game_actions(in, game::controls::default_bindings());
  CHECK(actions.times_down(game::controls::Action::kMenuDown) == 2);
  CHECK(actions.times_down(game::controls::Action::kMenuAccept) == 1);
  const auto move = menu_move(page, 0, in, actions, kMenuWindow, rest);
  CHECK(move.selected == 3);  // SINGLE RACE, TIME TRIAL, past DAMAGE to OPTIONS
  REQUIRE(move.accepted);
  CHECK(*move.accepted == 3);
  // Three taps of Up from TIME TRIAL: SINGLE RACE, round to QUIT, OPTIONS.
  platform::InputState up;
  for (int i = 0; i < 3; ++i) up.keys_pressed.push_back(*platform::key_from_name("Up"));
  CHECK(step(page, 1, up, rest).selected == 3);
}

TEST_CASE("menus from a pad: the d-pad moves and changes, A takes, B goes back",
          "[game][menu-input]") {
  namespace b = platform::pad_button;
  const engine::MenuPage page = five_rows();
  MouseRest rest;
  CHECK(step(page, 0, pad_frame(b::kDpadDown), rest).selected == 1);
  CHECK(step(page, 0, pad_frame(b::kDpadUp), rest).selected == 4);
  CHECK(step(page, 1, pad_frame(b::kDpadRight), rest).change_step == 1);
  const auto take = step(page, 1, pad_frame(b::kA), rest);
  REQUIRE(take.accepted);
  CHECK(*take.accepted == 1);
  CHECK(step(page, 1, pad_frame(b::kB), rest).back);
  // The pad's other buttons do nothing in a menu.
  const auto none = step(page, 1, pad_frame(b::kY), rest);
  CHECK_FALSE(none.accepted);
  CHECK_FALSE(none.back);
  CHECK(none.selected == 1);
}

TEST_CASE(
    "menus with the mouse: a resting pointer chooses nothing, moving onto a row chooses "
    "it, a click takes it, the wheel moves",
    "[game][menu-input]") {
  engine::MenuPage page = five_rows();
  const engine::HudLayout layout = engine::menu_layout(page, {0, 0, 640, 480});
  const auto centre = [&](const char* label) {
    for (const engine::HudText& t : layout.texts)
      if (t.text == label) return std::pair{t.rect().x + t.rect().width / 2, t.rect().y + 4};
    FAIL("no row " << label);
    return std::pair{0, 0};
  };
  MouseRest rest;
  platform::InputState in;
  in.mouse_moved = true;
  std::tie(in.mouse_x, in.mouse_y) = centre("OPTIONS");
  // The window opened under the pointer: it rests there, choosing nothing.
  CHECK(step(page, 0, in, rest).selected == 0);
  // Moved onto TIME TRIAL: chosen; a click there takes it.
  std::tie(in.mouse_x, in.mouse_y) = centre("TIME TRIAL");
  CHECK(step(page, 0, in, rest).selected == 1);
  in.mouse_moved = false;
  in.mouse_clicks = 1;
  const auto click = step(page, 0, in, rest);
  REQUIRE(click.accepted);
  CHECK(*click.accepted == 1);
  // A click on the greyed row or beside the rows takes nothing.
  std::tie(in.mouse_x, in.mouse_y) = centre("DAMAGE");
  CHECK_FALSE(step(page, 0, in, rest).accepted);
  in.mouse_x = 2;
  CHECK_FALSE(step(page, 0, in, rest).accepted);
  // The wheel: down a row, up a row.
  platform::InputState wheel;
  wheel.mouse_wheel = -1;
  CHECK(step(page, 0, wheel, rest).selected == 1);
  wheel.mouse_wheel = 1;
  CHECK(step(page, 1, wheel, rest).selected == 0);
}

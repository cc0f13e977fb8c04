// The debug overlay's keys (game/overlay/debug_overlay.h): F1 shows and hides it on any screen,
// its own keys act only while it is shown and are not the game's then, and what ImGui wants is
// taken out of the game's input; --overlay starts it shown; its layout lies beside the settings.
#include <catch2/catch.hpp>

#include <SDL_scancode.h>

#include "controls/bindings.h"
#include "overlay/debug_overlay.h"
#include "shell/options.h"

using namespace unpod;

namespace {

platform::InputState overlay_press(std::vector<int> keys) {
  platform::InputState in;
  in.keys_pressed = keys;
  in.keys_held = keys;
  return in;
}

}  // namespace

TEST_CASE("F1 shows and hides the overlay and its keys are its own while shown",
          "[game][overlay]") {
  const game::controls::Bindings bindings = game::controls::default_bindings();
  engine::overlay::ControlsAsk ask;
  // Hidden: F2..F5 are the game's, and ask nothing.
  platform::InputState in = overlay_press({SDL_SCANCODE_F2, SDL_SCANCODE_F4});
  CHECK_FALSE(game::overlay_keys(in, bindings, false, ask));
  CHECK_FALSE(ask.paused);
  CHECK(in.keys_pressed.size() == 2);
  // F1 shows it.
  in = overlay_press({SDL_SCANCODE_F1});
  CHECK(game::overlay_keys(in, bindings, false, ask));
  // Shown: F2 holds, F4 steps and F3 runs a frame (only while held), F5 slows down.
  in = overlay_press({SDL_SCANCODE_F4, SDL_SCANCODE_F2, SDL_SCANCODE_F4, SDL_SCANCODE_F3,
                      SDL_SCANCODE_F5, SDL_SCANCODE_UP});
  CHECK(game::overlay_keys(in, bindings, true, ask));
  CHECK(ask.paused);
  CHECK(ask.steps == 1);  // the F4 before F2 found the race running
  CHECK(ask.frames == 1);
  CHECK(ask.slow == 2);
  CHECK(in.keys_pressed == std::vector<int>{SDL_SCANCODE_UP});  // the game keeps its own
  CHECK(in.keys_held == std::vector<int>{SDL_SCANCODE_UP});
  for (const uint32_t next : {4u, 8u, 1u}) {
    in = overlay_press({SDL_SCANCODE_F5});
    game::overlay_keys(in, bindings, true, ask);
    CHECK(ask.slow == next);
  }
  // F1 again hides it.
  in = overlay_press({SDL_SCANCODE_F1});
  CHECK_FALSE(game::overlay_keys(in, bindings, true, ask));
}

TEST_CASE("what the overlay wants is taken out of the game's input", "[game][overlay]") {
  platform::InputState in = overlay_press({SDL_SCANCODE_A});
  in.text = "a";
  in.mouse_clicks = 1;
  in.mouse_moved = true;
  in.mouse_wheel = 2;
  in.mouse_look_x = 5;
  platform::InputState keys_only = in;
  game::take_keyboard(keys_only);
  CHECK(keys_only.keys_pressed.empty());
  CHECK(keys_only.keys_held.empty());
  CHECK(keys_only.text.empty());
  CHECK(keys_only.mouse_clicks == 1);  // the mouse stays the game's
  game::take_mouse(in);
  CHECK(in.mouse_clicks == 0);
  CHECK_FALSE(in.mouse_moved);
  CHECK(in.mouse_wheel == 0);
  CHECK(in.mouse_look_x == 0);
  CHECK(in.keys_pressed.size() == 1);  // the keys stay the game's
}

TEST_CASE("the option overlay starts with the overlay shown, its layout beside the settings",
          "[game][overlay]") {
  const std::vector<std::string_view> shown = {"--overlay"};
  CHECK(game::parse_options(shown).options.overlay);
  CHECK_FALSE(game::parse_options({}).options.overlay);
  CHECK(game::usage().find("--overlay") != std::string::npos);
  CHECK(game::overlay_ini_path("/home/p/.config/unpod/settings.ini") ==
        "/home/p/.config/unpod/overlay.ini");
  CHECK(game::overlay_ini_path("").empty());
}

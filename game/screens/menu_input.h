// What a frame's input does to a menu page, without a window: the rows moved through with the
// menu actions (keys, a pad's d-pad, A and B: game/controls), the mouse pointing, clicking and
// wheeling. MenuScreen acts on the result; tests read it directly.
#pragma once

#include <optional>
#include <utility>

#include "controls/action_reader.h"
#include "unpod/engine/menu_layout.h"
#include "unpod/platform/input.h"
#include "unpod/platform/window.h"

namespace unpod::game::screens {

struct MenuMove {
  int selected = 0;                // the row chosen after this frame
  std::optional<int> accepted;     // Return, A or a click took this row
  std::optional<int> change_step;  // left or right on the chosen row: -1 or +1
  bool back = false;               // Escape or B
};

// Where the mouse rested when the page showed: a window shows under a resting pointer (and SDL
// reports it), which chooses nothing until the pointer moves away from there.
struct MouseRest {
  std::optional<std::pair<int, int>> at;
};

// `page` as drawn in a window `window` large, `selected` its row before this frame.
MenuMove menu_move(const engine::MenuPage& page, int selected, const platform::InputState& input,
                   const controls::ActionFrame& actions, platform::PixelSize window,
                   MouseRest& rest);

}  // namespace unpod::game::screens

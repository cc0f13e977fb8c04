#include "screens/menu_input.h"

namespace unpod::game::screens {
namespace {

// The next enabled row from `from` by `step`, wrapping round; `from` when there is none.
int next_row(const engine::MenuPage& page, int from, int step) {
  const int n = static_cast<int>(page.rows.size());
  for (int i = 1; i <= n; ++i) {
    const int r = ((from + step * i) % n + n) % n;
    if (page.rows[size_t(r)].enabled) return r;
  }
  return from;
}

}  // namespace

MenuMove menu_move(const engine::MenuPage& page, int selected, const platform::InputState& input,
                   const controls::ActionFrame& actions, platform::PixelSize window,
                   MouseRest& rest) {
  using controls::Action;
  MenuMove move;
  const int n = static_cast<int>(page.rows.size());
  move.selected = selected;
  if (n > 0 && (selected < 0 || selected >= n || !page.rows[size_t(selected)].enabled))
    move.selected = next_row(page, n - 1, 1);
  bool pointed = input.mouse_clicks > 0;
  if (input.mouse_moved) {
    const std::pair<int, int> at{input.mouse_x, input.mouse_y};
    if (!rest.at)
      rest.at = at;
    else if (*rest.at != at)
      pointed = true;
  }
  if (pointed) {
    rest.at = std::pair{-1, -1};  // moved: from now on it points
    engine::MenuPage drawn = page;
    drawn.selected = move.selected;
    const int row = engine::menu_row_at(drawn, {0, 0, window.width, window.height}, input.mouse_x,
                                        input.mouse_y);
    if (row >= 0) move.selected = row;
    if (row >= 0 && input.mouse_clicks > 0) {
      move.accepted = row;
      return move;
    }
  }
  // A row for each press: a slow frame can take two taps.
  for (int i = 0; n > 0 && i < actions.times_down(Action::kMenuUp); ++i)
    move.selected = next_row(page, move.selected, -1);
  for (int i = 0; n > 0 && i < actions.times_down(Action::kMenuDown); ++i)
    move.selected = next_row(page, move.selected, 1);
  if (n > 0 && input.mouse_wheel != 0)
    move.selected = next_row(page, move.selected, input.mouse_wheel > 0 ? -1 : 1);
  if (n > 0 && actions.went_down(Action::kMenuLeft)) move.change_step = -1;
  if (n > 0 && actions.went_down(Action::kMenuRight)) move.change_step = 1;
  if (actions.went_down(Action::kMenuBack)) {
    move.back = true;
    return move;
  }
  if (n > 0 && actions.went_down(Action::kMenuAccept)) move.accepted = move.selected;
  return move;
}

}  // namespace unpod::game::screens

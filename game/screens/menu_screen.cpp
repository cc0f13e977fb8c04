#include "screens/menu_screen.h"

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

void MenuScreen::handle(const Frame& frame) {
  if (handle_first(frame)) return;
  engine::MenuPage p = page();
  const int n = static_cast<int>(p.rows.size());
  if (n > 0 && (selected_ < 0 || selected_ >= n || !p.rows[size_t(selected_)].enabled))
    selected_ = next_row(p, n - 1, 1);
  using controls::Action;
  const controls::ActionFrame& a = frame.actions;
  const engine::Viewport whole{0, 0, frame.window.width, frame.window.height};
  bool pointed = frame.input.mouse_clicks > 0;
  if (frame.input.mouse_moved) {
    const std::pair<int, int> at{frame.input.mouse_x, frame.input.mouse_y};
    if (!mouse_rest_)
      mouse_rest_ = at;
    else if (*mouse_rest_ != at)
      pointed = true;
  }
  if (pointed) {
    mouse_rest_ = std::pair{-1, -1};  // moved: from now on it points
    p.selected = selected_;
    const int row = engine::menu_row_at(p, whole, frame.input.mouse_x, frame.input.mouse_y);
    if (row >= 0) selected_ = row;
    if (row >= 0 && frame.input.mouse_clicks > 0) {
      accept(row);
      return;
    }
  }
  if (n > 0 && a.went_down(Action::kMenuUp)) selected_ = next_row(p, selected_, -1);
  if (n > 0 && a.went_down(Action::kMenuDown)) selected_ = next_row(p, selected_, 1);
  if (n > 0 && frame.input.mouse_wheel != 0)
    selected_ = next_row(p, selected_, frame.input.mouse_wheel > 0 ? -1 : 1);
  if (n > 0 && a.went_down(Action::kMenuLeft)) change(selected_, -1);
  if (n > 0 && a.went_down(Action::kMenuRight)) change(selected_, 1);
  if (a.went_down(Action::kMenuBack)) {
    back();
    return;
  }
  if (n > 0 && a.went_down(Action::kMenuAccept)) accept(selected_);
}

void MenuScreen::draw(platform::PixelSize window) {
  drawn_ = page();
  drawn_.selected = selected_;
  game_.draw_menu(drawn_, window);
}

}  // namespace unpod::game::screens

#include "screens/menu_screen.h"

namespace unpod::game::screens {
void MenuScreen::handle(const Frame& frame) {
  if (handle_first(frame)) return;
  const MenuMove move =
      menu_move(page(), selected_, frame.input, frame.actions, frame.window, mouse_rest_);
  selected_ = move.selected;
  if (move.change_step) change(selected_, *move.change_step);
  if (move.back) {
    back();
    return;
  }
  if (move.accepted) accept(*move.accepted);
}

void MenuScreen::draw(platform::PixelSize window) {
  drawn_ = page();
  drawn_.selected = selected_;
  game_.draw_menu(drawn_, window);
}

}  // namespace unpod::game::screens

// A screen that is a menu page: up and down (or the mouse) choose a row, left and right change
// a row's value, Return (or a click) takes it, Escape goes back. The keys are the menu actions
// of the controls (game/controls), so the pad's d-pad, A and B work the same.
#pragma once

#include <optional>
#include <utility>

#include "screens/game.h"
#include "screens/menu_input.h"
#include "screens/screen.h"
#include "unpod/engine/menu_layout.h"

namespace unpod::game::screens {

class MenuScreen : public Screen {
 public:
  explicit MenuScreen(Game& game) : game_(game) {}
  void handle(const Frame& frame) override;
  void draw(platform::PixelSize window) override;

 protected:
  // The page as it stands (rows, values, lines); `selected` is kept by the base.
  virtual engine::MenuPage page() const = 0;
  virtual void accept(int row) = 0;
  virtual void change(int /*row*/, int /*step*/) {}
  virtual void back() = 0;
  // Every frame before the menu's keys (a screen's own input: typing, a key to bind).
  // Returns true when it took the frame's input.
  virtual bool handle_first(const Frame&) { return false; }

  Game& game_;
  int selected_ = 0;
  mutable engine::MenuPage drawn_;  // the page last drawn, for the mouse
  MouseRest mouse_rest_;
};

}  // namespace unpod::game::screens

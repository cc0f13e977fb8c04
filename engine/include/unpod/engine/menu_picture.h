// A picture on the menus (the installation's backdrop, a circuit's picture): an RGBA image
// uploaded once as a texture, then drawn into a window rectangle, either fitted whole or
// covering it (cropped to keep its aspect). A GL context must be current to make or draw one.
#pragma once

#include "unpod/assets/menu_image.h"
#include "unpod/engine/gl_objects.h"
#include "unpod/engine/hud_layout.h"
#include "unpod/platform/window.h"

namespace unpod::engine {

class MenuPicture {
 public:
  explicit MenuPicture(const assets::RgbaImage& image);
  int width() const { return width_; }
  int height() const { return height_; }

  // Fills `rect` of a window `window` pixels large. `cover`: the picture keeps its aspect and
  // is cropped to fill the whole rectangle (a backdrop); else it is stretched to the rectangle
  // (the layout gave it one of its aspect). Depth test and blending are left as found.
  void draw(const HudRect& rect, platform::PixelSize window, bool cover) const;

 private:
  int width_ = 0;
  int height_ = 0;
  Program program_;
  GlName texture_;
  GlName vertex_array_;
  GlName buffer_;
};

// The part of a `picture_w` x `picture_h` picture (u0, v0, u1, v1 in 0..1) that covers a
// `rect_w` x `rect_h` rectangle at the same aspect: its middle, cropped on one axis.
struct PictureCrop {
  float u0 = 0, v0 = 0, u1 = 1, v1 = 1;
};
PictureCrop cover_crop(int picture_w, int picture_h, int rect_w, int rect_h);

}  // namespace unpod::engine

// The render scale (VIDEO > RENDER SCALE, [video] render_scale, --render-scale): the race's
// picture drawn at 50 to 200 % of the window's pixels in each direction, then stretched to the
// window; the HUD, the menus and the overlay are drawn over it at the window's own resolution.
// Below 100 % a weak GPU (or llvmpipe) fills fewer pixels: 50 % draws a quarter of them. Above it
// each window pixel is the mean of several drawn ones (supersampling) on a GPU with room to
// spare, or the picture stays sharp on a high-DPI screen whose window is small in pixels.
#pragma once

#include "unpod/engine/gl_objects.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/window.h"

namespace unpod::engine {

inline constexpr int kMinRenderScale = 50;   // percent
inline constexpr int kMaxRenderScale = 200;  // percent
inline constexpr int kFullRenderScale = 100;

// The scene's size for a window at `percent` (each side rounded, at least 1 pixel).
platform::PixelSize scaled_size(platform::PixelSize window, int percent);
// A window viewport's place in the scene: its edges scaled and rounded, so that viewports that
// share an edge in the window share it in the scene (a split's gap scales with it).
Viewport scaled_viewport(const Viewport& v, int percent);

// Where the scene is drawn. At 100 % the window's own framebuffer, and nothing else happens.
// Otherwise a framebuffer of its own (colour texture, depth and stencil), made on first use and
// again when the scene's size changes, which finish() copies to the window: the colour filtered
// (linear), the depth and stencil as they are, so that what is drawn after it over the picture
// (the overlay's lines) is depth tested against the scene as before.
class RenderTarget {
 public:
  // Binds where the scene goes for a window `window` pixels large at `percent` (clamped to
  // 50..200) and clears it; the scene's size.
  platform::PixelSize begin(platform::PixelSize window, int percent);
  // Copies the scene to the window's framebuffer and binds that again (nothing at 100 %).
  void finish(platform::PixelSize window);
  // The scene's size in the last begin().
  platform::PixelSize scene() const { return scene_; }

 private:
  GlName framebuffer_;
  GlName colour_;
  GlName depth_;  // a renderbuffer
  platform::PixelSize allocated_{};
  platform::PixelSize scene_{};
  bool offscreen_ = false;
};

}  // namespace unpod::engine

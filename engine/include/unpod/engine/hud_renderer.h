// Draws a racer's HUD over its viewport: hud_layout() places the model's elements and the quads
// (text and flat boxes) go to the GPU in one draw call, alpha blended, depth test off. The font
// atlas is built and uploaded once, when the renderer is made (a GL context must be current).
#pragma once

#include <vector>

#include "unpod/engine/gl_objects.h"
#include "unpod/engine/hud_font.h"
#include "unpod/engine/hud_layout.h"
#include "unpod/engine/hud_model.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/window.h"

namespace unpod::engine {

// What the last draw() did.
struct HudDrawStats {
  int draw_calls = 0;
  int quads = 0;
  int texts = 0;
  int boxes = 0;
};

class HudRenderer {
 public:
  HudRenderer();
  // Draws `model` in `viewport` of a window `window` pixels large. Sets the GL viewport to the
  // whole window, the scissor box to `viewport` and the blend function; leaves depth test,
  // blending, face culling and the scissor test switched on or off as it found them. Draws
  // nothing for an empty window or viewport.
  void draw(const HudModel& model, const Viewport& viewport, platform::PixelSize window);
  // Draws a layout made elsewhere (the menus' screens), clipped to its viewport, the same way.
  void draw(const HudLayout& layout, platform::PixelSize window);
  const HudDrawStats& stats() const { return stats_; }

 private:
  FontAtlas atlas_;
  Program program_;
  GlName texture_;
  GlName vertex_array_;
  GlName buffer_;
  size_t buffer_capacity_ = 0;       // vertices the buffer holds
  std::vector<HudVertex> vertices_;  // reused every frame
  HudDrawStats stats_;
};

}  // namespace unpod::engine

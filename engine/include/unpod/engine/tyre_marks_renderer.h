// Draws a race's skid marks (dark strips on the road) and tyre smoke (grey camera-facing
// puffs) from engine::TyreMarks, for one viewport: one draw call for each, alpha blended,
// depth tested but not written, the marks pulled towards the eye against z-fighting.
#pragma once

#include <vector>

#include "unpod/engine/camera_view.h"
#include "unpod/engine/gl_objects.h"
#include "unpod/engine/tyre_marks.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/window.h"

namespace unpod::engine {

struct TyreMarksStats {
  int draw_calls = 0;
  int mark_quads = 0;
  int smoke_quads = 0;
};

class TyreMarksRenderer {
 public:
  TyreMarksRenderer();  // a GL context must be current
  void draw(const TyreMarks& marks, uint32_t now_ms, const CameraView& camera,
            const Viewport& viewport, platform::PixelSize window);
  const TyreMarksStats& stats() const { return stats_; }

  struct Vertex {
    float x, y, z;
    float u, v;  // 0..1 across a puff (a round falloff); a mark's 0.5, 0.5 everywhere
    float r, g, b, a;
  };

 private:
  Program program_;
  GlName vertex_array_;
  GlName buffer_;
  size_t capacity_ = 0;
  std::vector<Vertex> vertices_;
  TyreMarksStats stats_;
};

}  // namespace unpod::engine

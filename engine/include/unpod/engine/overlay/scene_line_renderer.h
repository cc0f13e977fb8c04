// The overlay's views drawn into the 3D scene (docs/OVERLAY.md, "behind the scene hidden"): their
// lines as GL lines through player 1's camera, depth tested against the picture the race drew
// (its depth buffer is still there when the overlay draws), so a gate behind a wall is hidden by
// it. Lines one pixel wide (GL 3.3 core has no wider), pulled a little towards the eye so a line
// lying on a face is not lost in it.
#pragma once

#include <vector>

#include "unpod/engine/gl_objects.h"
#include "unpod/engine/overlay/scene_views.h"
#include "unpod/platform/window.h"

namespace unpod::engine::overlay {

class SceneLineRenderer {
 public:
  SceneLineRenderer();  // needs the GL context current; throws GlError
  // The segments in `camera`'s viewport of a window of `window` pixels. Leaves the depth test
  // and blending as it found them off (ImGui's pass sets its own state).
  void draw(const std::vector<SceneSegment>& segments, const SceneCamera& camera,
            platform::PixelSize window);

  struct Vertex {
    float x, y, z;
    uint32_t colour;
  };

 private:
  Program program_;
  GlName vertex_array_;
  GlName buffer_;
  std::vector<Vertex> vertices_;
};

}  // namespace unpod::engine::overlay

// The overlay's views' lines (docs/OVERLAY.md, "The views"), through player 1's camera: over the
// picture, or depth tested against the picture the race drew (its depth buffer is still there
// when the overlay draws), so a gate behind a wall is hidden by it. Each line is a band of two
// triangles (GL 3.3 core draws no line wider than a pixel), its edges smoothed over a pixel as
// ImGui smooths its own lines, pulled a little towards the eye so a line lying on a face is not
// lost in it. ImGui's smoothed line is six triangles: a software GL's cost is its triangles
// (bench/README.md).
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "unpod/engine/gl_objects.h"
#include "unpod/engine/overlay/scene_views.h"
#include "unpod/platform/window.h"

namespace unpod::engine::overlay {

// A line's smoothed edge, in pixels: ImGui's own (its AA_SIZE). The band of a line `thickness`
// pixels wide is this much wider: full strength to half a pixel inside the line's own edges,
// fading to nothing half a pixel outside them.
inline constexpr float kSceneLineSmoothing = 1.0f;

// The segment a-b as a band `width` pixels across in `viewport`: its four corners in clip space,
// a's two then b's, at the segment's own depth. The part behind the eye is cut off; nothing when
// all of it is, or when it is shorter than a hundredth of a pixel on screen.
std::optional<std::array<ClipPoint, 4>> widen_segment(const Mat4& view_projection,
                                                      const Viewport& viewport, const Vec3f& a,
                                                      const Vec3f& b, float width);

// Whether a band from widen_segment lies wholly beyond one side of the picture (each corner in
// front of the eye, w > 0): it would draw no pixel, and SceneLineRenderer leaves it out of the
// draw and of the triangle count.
bool off_picture(const std::array<ClipPoint, 4>& band);

class SceneLineRenderer {
 public:
  SceneLineRenderer();  // needs the GL context current; throws GlError
  // The segments in `camera`'s viewport of a window of `window` pixels, over the picture or
  // `depth_tested`. Leaves the depth test and blending as it found them off (ImGui's pass sets
  // its own state).
  void draw(const std::vector<SceneSegment>& segments, const SceneCamera& camera,
            platform::PixelSize window, bool depth_tested);
  // The triangles the last draw() drew: two a band on screen.
  size_t triangles() const { return vertices_.size() / 3; }

  struct Vertex {
    ClipPoint clip;
    float across;  // pixels from the line's middle, signed
    float reach;   // pixels from the middle to the band's edge, where it fades to nothing
    uint32_t colour;
  };

 private:
  Program program_;
  GlName vertex_array_;
  GlName buffer_;
  std::vector<Vertex> vertices_;
};

}  // namespace unpod::engine::overlay

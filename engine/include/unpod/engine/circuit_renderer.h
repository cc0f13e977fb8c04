// Draws a loaded circuit from a camera into a viewport (OpenGL 3.3 core): the background and
// sky behind everything, the sectors the camera sees (sector_culling.h) one draw call per batch
// (circuit_mesh.h), fog by distance, texture animations, the sun's lens flare. The textures and
// the mesh go to the GPU once, in the constructor (a GL context must be current); a frame
// allocates nothing. docs/RENDERING.md lists what is approximated.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/window.h"

namespace unpod::engine {

// Figures of the last draw().
struct CircuitDrawStats {
  int draw_calls = 0;
  size_t triangles = 0;
  int sectors_drawn = 0;
  size_t texture_bytes = 0;  // uploaded once (base levels of every page, sky, background, flare)
};

class CircuitRenderer {
 public:
  explicit CircuitRenderer(const assets::Circuit& circuit);
  ~CircuitRenderer();
  CircuitRenderer(const CircuitRenderer&) = delete;
  CircuitRenderer& operator=(const CircuitRenderer&) = delete;

  // Clears `viewport` (colour and depth) and draws the circuit as `camera` sees it at race time
  // `time_ms`. Leaves depth testing on with the circuit in the depth buffer, so cars and props
  // drawn next are hidden by it; culling and blending off.
  void draw(const CameraView& camera, const Viewport& viewport, platform::PixelSize window,
            uint32_t time_ms);
  const CircuitDrawStats& stats() const;
  // The sectors the last draw kept (sector_culling.h's visible_sectors), in increasing order.
  const std::vector<int>& drawn_sectors() const;
  // The sector holding p (sector_culling.h's sector_at on the sectors' places: their file boxes,
  // SectorMesh::place); -1 with none.
  int sector_at(const Vec3f& p) const;

 private:
  struct Gpu;
  std::unique_ptr<Gpu> gpu_;
};

}  // namespace unpod::engine

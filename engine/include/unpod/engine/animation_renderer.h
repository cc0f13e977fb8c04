// Draws a circuit's object and sprite animations (circuit_animation.h) from a camera into a
// viewport (OpenGL 3.3 core), after the circuit and before the cars: each animated object at its
// pose (the circuit's faces, materials, fog and dural tint), each sprite as a camera-facing quad
// whose colour-0 texels are see-through. Pages and meshes go to the GPU once, in the constructor
// (a GL context must be current); a frame reuses its buffers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "unpod/assets/circuit.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/window.h"

namespace unpod::engine {

// Figures of the last draw().
struct AnimationDrawStats {
  int draw_calls = 0;
  size_t triangles = 0;
  int objects_drawn = 0;  // animated objects in the frustum
  int sprites_drawn = 0;
  size_t texture_bytes = 0;  // uploaded once: the pages the animations use
};

class AnimationRenderer {
 public:
  explicit AnimationRenderer(const assets::Circuit& circuit);
  ~AnimationRenderer();
  AnimationRenderer(const AnimationRenderer&) = delete;
  AnimationRenderer& operator=(const AnimationRenderer&) = delete;

  // Draws the animations as `camera` sees them at race time `time_ms` into `viewport`, depth
  // tested against what is already there (the circuit). Leaves depth testing on, culling and
  // blending off. Draws nothing (no GL calls) when the circuit has no animations.
  void draw(const CameraView& camera, const Viewport& viewport, platform::PixelSize window,
            uint32_t time_ms);
  const AnimationDrawStats& stats() const;

 private:
  struct Gpu;
  std::unique_ptr<Gpu> gpu_;
};

}  // namespace unpod::engine

// What a viewport's camera gives the renderers: where the eye is, where it looks, and the lens.
// The cameras (chase, bumper, free) each produce one; the circuit, car and sky renderers take it.
#pragma once

#include "unpod/engine/math3d.h"

namespace unpod::engine {

struct CameraView {
  Vec3f eye;
  Vec3f target{1, 0, 0};
  Vec3f up{0, 0, 1};         // POD's world has z up
  float fovy = 1.05f;        // radians (about 60 degrees)
  float near_plane = 0.25f;  // world units
  float far_plane = 1500.0f;

  Mat4 view() const { return look_at(eye, target, up); }
  Mat4 projection(float aspect) const { return perspective(fovy, aspect, near_plane, far_plane); }
  Vec3f forward() const { return normalize(target - eye); }
};

}  // namespace unpod::engine

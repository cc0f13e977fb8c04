// Circuits for the circuit renderer's tests: hand-made sectors with chosen faces, the sample
// circuit of tests/support, and the demo disc's Dusk Ring (support/demo_disc.h).
#pragma once

#include <string>
#include <vector>

#include "support/demo_disc.h"
#include "support/fx.h"
#include "unpod/assets/circuit.h"

namespace unpod::circuit_test {

using test::fx;
inline assets::Vec3 v3(double x, double y, double z) {
  return {fx(x), fx(y), fx(z)};
}

// A face over the given corners of a unit square at height 0 (corners 0..3 counter-clockwise
// seen from above), normal up, visible unless `property` says otherwise.
inline assets::Face face(std::vector<uint32_t> corners, const std::string& material,
                         uint32_t colour_or_page, uint32_t property = assets::face_bits::kVisible) {
  assets::Face f;
  f.vertex_count = static_cast<uint32_t>(corners.size());
  for (size_t k = 0; k < corners.size(); ++k) f.indices[k] = corners[k];
  f.normal = v3(0, 0, 1);
  f.material = material;
  f.color_or_page = colour_or_page;
  f.uv = {{{0, 0}, {255, 0}, {255, 255}, {0, 255}}};
  f.property = property;
  return f;
}

// A sector: the unit square (x, y in 0..1) moved by (dx, dy), brightness 65 at every corner.
inline assets::Sector square_sector(std::vector<assets::Face> faces, double dx = 0, double dy = 0) {
  assets::Sector s;
  s.object.positions = {v3(dx, dy, 0), v3(dx + 1, dy, 0), v3(dx + 1, dy + 1, 0), v3(dx, dy + 1, 0)};
  s.object.normals.assign(4, v3(0, 0, 1));
  s.object.faces = std::move(faces);
  s.vertex_brightness.assign(4, 65);
  s.bbox_min = v3(dx, dy, -2);
  s.bbox_max = v3(dx + 1, dy + 1, 10);
  return s;
}

inline const assets::Circuit& dusk_ring() {
  return test::dusk_ring().circuit;
}

}  // namespace unpod::circuit_test

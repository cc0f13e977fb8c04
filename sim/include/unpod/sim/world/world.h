// The track as the physics reads it (pod-car-physics.md, "The track"): sectors with their bounds
// and neighbours, meshes split into triangles and quads as the runtime keeps them, and the
// surface table. Built once from a loaded circuit; every number in 16.16.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/assets/error.h"
#include "unpod/sim/fx/vec16.h"

namespace unpod::sim::world {

using Fx = int32_t;
using fx::Vec16;

// The runtime face flag byte (triangle +0x1c, quad +0x36).
namespace flags {
inline constexpr uint8_t kGround = 1u << 3;
inline constexpr uint8_t kWall = 1u << 5;
}  // namespace flags

// A triangle, 0x20 bytes at runtime: normal +0, corners +0x14, flags +0x1c, surface +0x1d.
struct Triangle {
  Vec16 normal{};
  std::array<int16_t, 3> corners{};  // indices into the mesh's vertices
  uint8_t flags = 0;
  uint8_t surface = 0;
  Vec16 lo{}, hi{};  // the corners' box (ours: a cheap test before the face tests)
  Fx slant = 0;      // ours: |the normal's x| + |its y|, at least its horizontal length
  bool operator==(const Triangle&) const = default;
};

// A quad, 0x3c bytes at runtime: normal +0, the two halves' normals +0xc (A, B, C) and +0x18
// (A, C, D) — the quad split by its A–C diagonal —, corners +0x2c, flags +0x36, surface +0x37.
struct Quad {
  Vec16 normal{};
  std::array<Vec16, 2> halves{};
  std::array<int16_t, 4> corners{};
  uint8_t flags = 0;
  uint8_t surface = 0;
  Vec16 lo{}, hi{};     // the corners' box (ours: a cheap test before the face tests)
  Fx slant = 0;         // ours: the most |x| + |y| of its normals (itself and its two halves)
  bool b_side = false;  // ours: B's side of the A–C diagonal (over_quad's test, worked out once)
  bool operator==(const Quad&) const = default;
};

// A sector's mesh: triangle count (+2), quad count (+4), vertices (+0xc), triangles (+0x14) and
// quads (+0x18), each array in the file's order of that kind of face.
struct Mesh {
  std::vector<Vec16> vertices;
  std::vector<Triangle> triangles;
  std::vector<Quad> quads;
  bool operator==(const Mesh&) const = default;
};

// Ours, not the original's: which faces of a mesh lie near each cell of a grid over it, so a
// search need not walk every face. A cell lists, in the mesh's order (triangles, then quads with
// kQuadFace set), every face of one kind (ground, or wall) whose corners' box widened by
// kGridMargin overlaps it in x and y. A search that keeps to the cell of its point sees the faces
// of that kind a full walk would, in the same order, whenever its own box margin is no more than
// kGridMargin.
inline constexpr Fx kGridCell = 8 << 16;
inline constexpr Fx kGridMargin = 4 << 16;
inline constexpr uint32_t kQuadFace = 0x80000000u;
struct FaceGrid {
  Fx x0 = 0, y0 = 0;
  int32_t nx = 0, ny = 0;
  std::vector<uint32_t> first;  // nx × ny + 1 offsets into faces
  std::vector<uint32_t> faces;
  // The faces near p's cell, or nothing when p is off the grid (no face is that near).
  std::span<const uint32_t> near(const Vec16& p) const;
  bool operator==(const FaceGrid&) const = default;
};
// The grid of the faces with any of `flag_mask`'s flags.
FaceGrid build_grid(const Mesh& m, uint8_t flag_mask);

// A sector record, 0x3c bytes at runtime: mesh +0, bounds +0x10 and +0x1c, neighbour count +0x28
// (−1: out of play) and list +0x2c.
struct Sector {
  Mesh mesh;
  FaceGrid ground_grid;  // ours: the ground faces near each part of the sector
  FaceGrid wall_grid;    // ours: the wall faces
  Vec16 bounds_min{};
  Vec16 bounds_max{};
  int32_t neighbour_count = 0;
  std::vector<int32_t> neighbours;  // neighbour_count entries (none when −1)
  bool operator==(const Sector&) const = default;
};

// A surface record, 12 bytes at 0x62bc0c + 12 × n: the grip first; the other two words unknown.
struct Surface {
  Fx grip = 0;
  int32_t word4 = 0;
  int32_t word8 = 0;
  bool operator==(const Surface&) const = default;
};

inline constexpr int kSurfaceCount = 256;  // indexed by a face's surface byte

struct World {
  std::vector<Sector> sectors;
  std::array<Surface, kSurfaceCount> surfaces{};
};

// The world of a loaded circuit. Bad data (a corner index past the sector's vertices, a face of
// neither 3 nor 4 corners, a neighbour that is no sector, too many vertices for the runtime's
// 16-bit corners, a visibility table of the wrong size) is an error naming the sector and face.
assets::Result<World> build_world(const assets::Circuit& circuit);

// How far, seen from above, a point can lie outside a face it is over while it is between
// `below` under and `above` over the face's plane: the larger of the two × the face's slant,
// plus 1/64 for the face tests' rounding (so the box test before them never turns a face away
// that they would take).
template <class Face>
Fx over_margin(const Face& f, Fx below, Fx above) {
  const int64_t reach = below > above ? below : above;
  return static_cast<Fx>(((reach * f.slant) >> 16) + (1 << 10));
}

// Whether p lies within `margin` of a face's box on every axis (x and y only when `flat`).
template <class Face>
bool near_box(const Face& f, const Vec16& p, Fx margin, bool flat = false) {
  for (size_t k = 0; k < (flat ? 2u : 3u); ++k)
    if (int64_t{p[k]} < int64_t{f.lo[k]} - margin || int64_t{p[k]} > int64_t{f.hi[k]} + margin)
      return false;
  return true;
}

// The unit normal of the triangle a, b, c ((b − a) × (c − a) made 1 long, each component
// rounded to nearest), or {0, 0, 0} when the corners lie on a line.
Vec16 unit_normal(const Vec16& a, const Vec16& b, const Vec16& c);

}  // namespace unpod::sim::world

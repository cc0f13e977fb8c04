// Every choice about the track that the notes (pod-car-physics.md, "The track"; pod-formats.md
// §4.4, §5.5) leave open, in one place, each marked inferred, so a measurement can correct it.
#pragma once

#include <array>
#include <cstdint>

#include "unpod/sim/world/world.h"

namespace unpod::sim::world {

// inferred: the runtime flag byte is the face property's low byte (bits 0..7: visible, 3 road =
// ground, 5 wall, 6-7 graphic level), since §4.4's road and wall bits are the runtime's ground
// (bit 3) and wall (bit 5) bits.
inline constexpr uint32_t kFlagsMask = 0xff;
// inferred: the surface byte is the property's bits 16..23 (§4.4 "slipperiness", 0 = normal).
inline constexpr int kSurfaceShift = 16;

// inferred: a visibility entry of n = −1 ("no list", §5.5) becomes the runtime's neighbour count
// −1, a sector out of play with no neighbours (seed: "+0x28 the neighbour count (−1 out of
// play)"); n = 0 is an empty list. A sector listed among its own neighbours is kept as listed.
inline constexpr int32_t kOutOfPlay = -1;

// inferred: the ground search walks a sector's triangles before its quads (the mesh keeps the
// triangle count and array before the quad count and array), each in file order.
inline constexpr bool kTrianglesFirst = true;

// inferred: "2.29 below" is 150000 raw (2.2888), a round figure like the gear change's 15000.
inline constexpr Fx kBelowFace = 150000;

// inferred: a point exactly on a quad's A–C diagonal belongs to the first half (A, B, C); a point
// on a triangle's edge or corner is over it (the edge tests accept 0).
inline constexpr int kDiagonalHalf = 0;

// inferred: a quad half whose corners lie on a line takes the quad's own normal.
// inferred: a face whose stored normal is zero (degenerate, §4.3) is never ground.

// inferred, every value: the surface table is not in the files (pod-formats.md §11 gap 1). Grip
// in 16.16 per surface byte; the two other words are unknown and left 0. Bytes past the named
// ones are road.
namespace surface {
inline constexpr int kRoad = 0, kKerb = 1, kGrass = 2, kDirt = 3, kGravel = 4, kSand = 5, kMud = 6,
                     kSnow = 7, kIce = 8, kWetRoad = 9;
}  // namespace surface

inline constexpr std::array<Fx, 10> kNamedGrip = {
    0x10000,  // road: 1.0
    0xe666,   // kerb: 0.9
    0x999a,   // grass: 0.6
    0xc000,   // dirt: 0.75
    0x8ccd,   // gravel: 0.55
    0x7333,   // sand: 0.45
    0x6666,   // mud: 0.4
    0x599a,   // snow: 0.35
    0x2666,   // ice: 0.15
    0xb333,   // wet road: 0.7
};

constexpr std::array<Surface, kSurfaceCount> surface_table() {
  std::array<Surface, kSurfaceCount> t{};
  for (int i = 0; i < kSurfaceCount; ++i)
    t[static_cast<size_t>(i)].grip = i < static_cast<int>(kNamedGrip.size())
                                         ? kNamedGrip[static_cast<size_t>(i)]
                                         : kNamedGrip[surface::kRoad];
  return t;
}

}  // namespace unpod::sim::world

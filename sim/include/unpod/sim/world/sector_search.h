// The pieces of the track search (pod-car-physics.md, "The track"): the sectors whose bounds
// hold a point, a sector's neighbours, every sector, and the first ground face a point is on.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "unpod/sim/world/world.h"

namespace unpod::sim::world {

// True when min ≤ p ≤ max on every axis (the sector bounds +0x10, +0x1c).
bool holds(const Sector& s, const Vec16& p);

// POD FUN_0045ccd8: the sector of a point that has none.
// The first sector (in order) whose bounds hold p, or −1.
int32_t sector_at(const World& w, const Vec16& p);
// Every sector whose bounds hold p, in order.
std::vector<int32_t> sectors_at(const World& w, const Vec16& p);

// A sector's neighbour list (empty for a sector out of play).
std::span<const int32_t> neighbours(const World& w, int32_t sector);
// Every sector, in order (what the search walks every fourth call).
std::vector<int32_t> all_sectors(const World& w);

// A ground face found: which face (the runtime's mesh, number and quad flag), the normal the
// point is over (a quad's half), the height above it and the surface byte.
struct GroundContact {
  int32_t sector = -1;
  int32_t face = -1;  // index within the triangles or the quads
  bool quad = false;
  int half = 0;  // the quad's half (0: A, B, C; 1: A, C, D)
  Vec16 normal{};
  Fx height = 0;
  uint8_t surface = 0;
  bool operator==(const GroundContact&) const = default;
};

// The first ground face of `sector` that p is over and on (between 2.29 below and `radius`
// above), triangles then quads, each in file order; nothing when there is none.
std::optional<GroundContact> find_ground(const World& w, int32_t sector, const Vec16& p, Fx radius);

// The same test on one face (a triangle or a quad of `sector`): the face a point touched last
// step, tried first. Nothing when it is no face of the world, not ground, or p is not on it.
std::optional<GroundContact> ground_on(const World& w, int32_t sector, int32_t face, bool quad,
                                       const Vec16& p, Fx radius);

}  // namespace unpod::sim::world

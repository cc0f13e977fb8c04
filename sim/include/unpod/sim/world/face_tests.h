// Whether a point is over a face, and how high above it (pod-car-physics.md, "The track"). The
// tests use the dot and cross products of the x87 helpers, as POD's do.
#pragma once

#include <array>
#include <optional>

#include "unpod/sim/world/world.h"

namespace unpod::sim::world {

// POD FUN_00424ee4: a point over a triangle — inside its three edges seen along the normal:
// n · ((corner_{i+1} − corner_i) × (p − corner_i)) has no two opposite signs (an edge or corner
// counts as inside). Either winding works.
bool over_triangle(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& normal,
                   const Vec16& p);

// POD FUN_00424ba4: a point over a quad — the side of the A–C diagonal it is on picks the half
// (0: A, B, C; 1: A, C, D; on the diagonal: 0), then that half's triangle test with its normal.
// The half it is over, or nothing.
std::optional<int> over_quad(const std::array<Vec16, 4>& corners,
                             const std::array<Vec16, 2>& halves, const Vec16& p);

// Which side of the A–C diagonal B lies on, seen along the first half's normal (positive: true).
bool b_side_of_diagonal(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& half);

// The signed distance of p from the face's plane along its normal (16.16): n · (p − corner).
Fx height_over(const Vec16& corner, const Vec16& normal, const Vec16& p);

// On the face: between 2.29 below and `radius` above (inclusive).
bool within_reach(Fx height, Fx radius);

// The same tests on a mesh's faces.
bool over(const Mesh& mesh, const Triangle& t, const Vec16& p);
std::optional<int> over(const Mesh& mesh, const Quad& q, const Vec16& p);
// The quad's test in its two parts: the half p's side of the diagonal picks, then whether p is
// over that half (over() is the two together).
int quad_half(const Mesh& mesh, const Quad& q, const Vec16& p);
bool over_half(const Mesh& mesh, const Quad& q, int half, const Vec16& p);

}  // namespace unpod::sim::world

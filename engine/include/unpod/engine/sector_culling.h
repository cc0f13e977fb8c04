// Which sectors a camera draws (pod-formats.md §5.5): the camera's own sector and the sectors its
// visibility list names, each then kept only when its box meets the view frustum.
//
// The list's meaning is [C] in the notes; we take S2's reading: a stored n = -1 ("no list", or
// no entry at all for the sector) means every sector may be seen. An empty list (n = 0) still
// draws the camera's own sector: whether a list includes its own sector is [U], and the sector
// the eye stands in is always worth drawing. Indices out of range are ignored.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/engine/math3d.h"

namespace unpod::engine {

// The sector whose box holds p (the smallest such box, where boxes overlap), else the one whose
// box is nearest; -1 when there are no sectors.
int sector_at(std::span<const Aabb> boxes, const Vec3f& p);

// The sectors drawn, in increasing order, from `camera_sector` (-1: none known, every sector is
// a candidate), written into `out` (cleared first; kept so a frame allocates nothing).
void visible_sectors(std::span<const Aabb> boxes,
                     std::span<const assets::VisibilityEntry> visibility, int camera_sector,
                     const Frustum& frustum, std::vector<int>& out);

// `sectors` reordered nearest the eye first (by the distance to each box, then to its centre,
// then by index), the order they are drawn in: a face behind one already drawn fails the depth
// test before it is shaded, and on a CPU rasteriser (llvmpipe) shading is most of the frame.
void nearest_first(std::span<const Aabb> boxes, const Vec3f& eye, std::vector<int>& sectors);

}  // namespace unpod::engine

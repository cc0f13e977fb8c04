// Which face of the track gave a point its wall push, for the walls view. The sim keeps the push
// alone (+0xc0 depth, +0xc4 direction, +0xd0 bounce): the direction is the pushing face's normal
// or its opposite (walls.cpp, FUN_00416be0), or a ground face's normal where the face was too
// steep for a wheel or lay under the chassis point (track_pass.cpp, FUN_00417988). This finds
// that face again, read-only, among the faces of the point's sector and its neighbours, the
// sectors those passes search.
#pragma once

#include <cstdint>
#include <optional>

#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/world/world.h"

namespace unpod::engine::overlay {

struct WallContact {
  int32_t sector = -1;  // its mesh's sector
  uint32_t face = 0;    // index within the sector's triangles or quads
  bool quad = false;
  bool operator==(const WallContact&) const = default;
};

// The face whose normal (a quad's, or one of its halves') is the push's direction or its
// opposite: of those, one the point lies over, the nearest plane first; else the nearest plane.
// Nothing for a point without a push, or when no face has that normal.
std::optional<WallContact> wall_contact(const sim::world::World& w,
                                        const sim::physics::PointState& p);

}  // namespace unpod::engine::overlay

// The car's procedural paint: one 128x128 RGB565 texture page (pod-formats.md §4.1, §7 row 5)
// and where each kind of face finds its texels on it.
#pragma once

#include "car_desc.h"
#include "unpod/assets/texture.h"

namespace unpod::disc {

// A rectangle of texels on the car page, edges inclusive.
struct PaintRegion {
  int left, top, right, bottom;
};

namespace paint {
inline constexpr int kPageSize = 128;
// Lower body sides: rear, middle (with the race number) and front thirds along u.
inline constexpr PaintRegion kSide{0, 0, 127, 47};
// Upper sides: paint at both ends, windows in the middle third.
inline constexpr PaintRegion kGlass{0, 48, 127, 79};
// Roof and bonnet: a trim stripe along u = left (the car's centre line).
inline constexpr PaintRegion kRoof{0, 80, 47, 127};
// Wheel rim, a disc centred in the region.
inline constexpr PaintRegion kRim{48, 80, 87, 119};
// Tyre tread, also used under the car.
inline constexpr PaintRegion kTread{88, 80, 95, 127};
// Rear panel with tail lights and the nose with headlights.
inline constexpr PaintRegion kTail{96, 80, 127, 103};
inline constexpr PaintRegion kNose{96, 104, 127, 127};
}  // namespace paint

// The car's texture list: one page with named regions, painted from the description's colours
// and race number.
assets::TextureList paint_car(const CarDesc& desc);

}  // namespace unpod::disc

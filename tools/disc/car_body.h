// The car's low-poly meshes (pod-formats.md §7.4): a wedge body cut into six parts for each
// damage state, four wheel cylinders, flat shadows and the extra objects' boxes, with the Prism
// hull each part gets.
#pragma once

#include "car_desc.h"
#include "unpod/assets/mesh.h"

namespace unpod::disc {

enum class CarDamage { kGood, kDamaged, kRuined };

// The body box the meshes are cut from, in the car frame.
struct BodyShape {
  double length = 0, width = 0, height = 0;
  double bottom = 0;  // z of the floor: the lowest wheel's ground less nothing, plus clearance
};
inline constexpr double kGroundClearance = 0.12;
BodyShape body_shape(const CarDesc& desc);

// Body part `index` (0..5: rear right, rear left, side right, side left, front right, front
// left, §7.4) in a damage state: its mesh with TEXGOU faces on the car page.
assets::Object body_part(const CarDesc& desc, size_t index, CarDamage state);

// A wheel: a cylinder about the y axis centred on the origin of its own frame; the game places
// it at its physics point (wheel_position), so the four wheel parts share this mesh.
assets::Object wheel(const CarDesc& desc);

// Shadow `index`: 0 good rear, 1 good front, 2 ruined rear, 3 ruined front (S3's order, §7.4).
assets::Object shadow(const CarDesc& desc, size_t index);

// A closed box from `lo` to `hi` with FLAT faces of `colour` (0x00RRGGBB).
assets::Object box(Point3 lo, Point3 hi, uint32_t colour);

// The smallest Prism holding every vertex: centre and half extents from the bounds, radius the
// length of the xy half extent (rounded up, so it covers the corners).
assets::Prism hull_of(const assets::Object& object);

// The car frame's position of wheel `index` (front right, rear right, front left, rear left).
Point3 wheel_position(const CarDesc& desc, size_t index);

}  // namespace unpod::disc

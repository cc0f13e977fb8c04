// Keeping a camera inside the world: an eye that would stand beyond a wall (the bumper camera
// when the car's nose touches one, the chase camera behind a car backed against one) shows the
// grass or the void behind the wall. The eye is pulled in along the line from a point known to
// be inside the world (the car) towards it, until the whole of the lens's near plane is on the
// car's side of every face the line meets.
//
// The faces kept clear of are the ones the cars collide with (§4.4's road and wall bits): they
// bound where a car can be, so they bound where a camera following one may be. Scenery (the
// grass beyond the walls, tunnel roofs, decorations) is not: the walls already keep the line
// from the car to the eye away from it.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/math3d.h"

namespace unpod::engine {

// The viewport shape the clearance is reckoned for: the horizontal split of a 16:9 window, the
// widest the game lays out on common screens. The near plane's corners reach furthest sideways
// at the widest shape, so a clearance good for it is good for the narrower ones (a split wider
// still, on a 21:9 screen, may show a sliver at its side edges).
inline constexpr float kWidestAspect = 32.0f / 9.0f;

class CameraClearance {
 public:
  // No faces: nothing to keep clear of (a camera away from any circuit).
  CameraClearance() = default;
  explicit CameraClearance(const assets::Circuit& circuit);

  // `view`'s eye pulled towards `pivot` until no face between them comes nearer the eye than
  // its near plane does (at kWidestAspect), the eye never passing more than half way from
  // `pivot` to a face. The eye itself when the line meets no face.
  Vec3f clear_eye(const Vec3f& pivot, const CameraView& view) const;

  size_t face_count() const;  // solid triangles kept (a quad counts two)

 private:
  struct Triangle {
    Vec3f a;
    Vec3f normal;                  // unit
    std::array<Vec3f, 3> edge_in;  // per edge (a-b, b-c, c-a): unit, in the face, inwards
    std::array<float, 3> edge_at;  // dot(edge_in, the edge's first corner)
    Aabb box;
  };
  struct Sector {
    Aabb box;  // of its solid triangles
    std::vector<Triangle> triangles;
  };
  std::vector<Sector> sectors_;
};

// How far in front of a plane with unit normal `towards_eye` (pointing from the face to the
// eye) `view`'s eye must stand for its near plane at kWidestAspect to stay in front of it.
float near_plane_reach(const CameraView& view, const Vec3f& towards_eye);

}  // namespace unpod::engine

#include "unpod/engine/camera_clearance.h"

#include <algorithm>
#include <cmath>

namespace unpod::engine {
namespace {

// The eye never stands nearer a face it was pulled in front of than this, even one behind it
// (the chase camera backed against a wall): rounding must not leave it on the face's far side.
constexpr float kEyeOffFace = 0.1f;
// The near plane's deepest corner stops this far in front of a face, not on it, for the same
// reason.
constexpr float kLensOffFace = 0.01f;

bool solid(uint32_t property) {
  return (property & (assets::face_bits::kWall | assets::face_bits::kRoad)) != 0;
}

bool overlaps(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

// How far the near plane's corners are from the eye at kWidestAspect: a face whose edge is
// further than this beside the eye cannot have a corner over it.
float lens_radius(const CameraView& view) {
  const float h = std::tan(view.fovy / 2);
  return view.near_plane * std::sqrt(1 + h * h * (1 + kWidestAspect * kWidestAspect));
}

}  // namespace

float near_plane_reach(const CameraView& view, const Vec3f& towards_eye) {
  const Vec3f f = view.forward();
  Vec3f right = cross(f, view.up);
  if (length(right) < 1e-6f)
    right = cross(f, std::abs(f.x) < 0.9f ? Vec3f{1, 0, 0} : Vec3f{0, 1, 0});
  right = normalize(right);
  const Vec3f up = cross(right, f);
  const float half_height = view.near_plane * std::tan(view.fovy / 2);
  const float half_width = half_height * kWidestAspect;
  // The near plane's corner deepest towards the face: its centre, then sideways and up or down
  // whichever way goes deeper.
  return -view.near_plane * dot(towards_eye, f) + half_width * std::abs(dot(towards_eye, right)) +
         half_height * std::abs(dot(towards_eye, up));
}

CameraClearance::CameraClearance(const assets::Circuit& circuit) {
  for (const assets::Sector& s : circuit.sectors) {
    Sector out;
    const auto& positions = s.object.positions;
    for (const assets::Face& f : s.object.faces) {
      if (!solid(f.property) || (f.vertex_count != 3 && f.vertex_count != 4)) continue;
      if (std::any_of(f.indices.begin(), f.indices.begin() + f.vertex_count,
                      [&](uint32_t i) { return i >= positions.size(); }))
        continue;
      // A quad as the runtime splits it: A, B, C and A, C, D.
      for (uint32_t half = 0; half + 2 < f.vertex_count; ++half) {
        const std::array<Vec3f, 3> p = {to_vec3f(positions[f.indices[0]]),
                                        to_vec3f(positions[f.indices[half + 1]]),
                                        to_vec3f(positions[f.indices[half + 2]])};
        const Vec3f n = cross(p[1] - p[0], p[2] - p[0]);
        if (length(n) < 1e-6f) continue;  // no area: nothing to stand behind
        Triangle t;
        t.a = p[0];
        t.normal = normalize(n);
        for (size_t e = 0; e < 3; ++e) {
          t.edge_in[e] = normalize(cross(t.normal, p[(e + 1) % 3] - p[e]));
          t.edge_at[e] = dot(t.edge_in[e], p[e]);
          t.box.add(p[e]);
          out.box.add(p[e]);
        }
        out.triangles.push_back(t);
      }
    }
    if (!out.triangles.empty()) sectors_.push_back(std::move(out));
  }
}

size_t CameraClearance::face_count() const {
  size_t n = 0;
  for (const Sector& s : sectors_) n += s.triangles.size();
  return n;
}

Vec3f CameraClearance::clear_eye(const Vec3f& pivot, const CameraView& view) const {
  const Vec3f line = view.eye - pivot;
  const float spread = lens_radius(view);
  const float widest = std::max(spread + kLensOffFace, kEyeOffFace);  // no keep is more
  Aabb reach;
  reach.add(pivot - Vec3f{widest, widest, widest});
  reach.add(view.eye - Vec3f{widest, widest, widest});
  reach.add(pivot + Vec3f{widest, widest, widest});
  reach.add(view.eye + Vec3f{widest, widest, widest});
  float nearest = 1;  // the share of the line the eye keeps
  for (const Sector& s : sectors_) {
    if (!overlaps(s.box, reach)) continue;
    for (const Triangle& t : s.triangles) {
      if (!overlaps(t.box, reach)) continue;
      // Heights above the face's plane, on the pivot's side: the car's side of a wall.
      Vec3f n = t.normal;
      float from = dot(n, pivot - t.a), to = dot(n, view.eye - t.a);
      if (from < 0) {
        n = n * -1;
        from = -from;
        to = -to;
      }
      const float keep =
          std::min(std::max(near_plane_reach(view, n) + kLensOffFace, kEyeOffFace), from / 2);
      if (to >= keep) continue;
      // Along the line, the eye comes within `keep` of the plane at `lo` and crosses it at
      // `hi`: the face pulls the eye in when that stretch passes over it, widened by the lens's
      // radius: a corner of the near plane may be over the face while the eye is just beside it
      // (a wall turning towards the car).
      float lo = (from - keep) / (from - to);
      float hi = to < 0 ? from / (from - to) : 1.0f;
      const float enter = lo;
      if (enter >= nearest) continue;
      for (size_t e = 0; e < 3 && lo <= hi; ++e) {
        const float g0 = dot(t.edge_in[e], pivot) - t.edge_at[e] + spread;
        const float g1 = dot(t.edge_in[e], line);
        if (g1 == 0) {
          if (g0 < 0) hi = lo - 1;
        } else if (g1 > 0) {
          lo = std::max(lo, -g0 / g1);
        } else {
          hi = std::min(hi, -g0 / g1);
        }
      }
      if (lo <= hi) nearest = enter;
    }
  }
  return pivot + line * nearest;
}

}  // namespace unpod::engine

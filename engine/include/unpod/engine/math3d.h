// The renderer's vector and matrix arithmetic, in float (the renderer draws what the sim holds;
// it never feeds anything back, so floats are fine here). POD's world has z up: x and y lie on
// the ground, beacons measure their bottom and top in z. Matrices are column-major, as GL takes
// them, and act on column vectors (clip = projection * view * world).
#pragma once

#include <array>
#include <cmath>

#include "unpod/assets/types.h"

namespace unpod::engine {

struct Vec3f {
  float x = 0, y = 0, z = 0;
  Vec3f operator+(const Vec3f& o) const { return {x + o.x, y + o.y, z + o.z}; }
  Vec3f operator-(const Vec3f& o) const { return {x - o.x, y - o.y, z - o.z}; }
  Vec3f operator*(float s) const { return {x * s, y * s, z * s}; }
  bool operator==(const Vec3f&) const = default;
};

inline float dot(const Vec3f& a, const Vec3f& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline Vec3f cross(const Vec3f& a, const Vec3f& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline float length(const Vec3f& v) {
  return std::sqrt(dot(v, v));
}
// The unit vector along v; v itself when it has no length.
inline Vec3f normalize(const Vec3f& v) {
  const float l = length(v);
  return l > 0 ? v * (1.0f / l) : v;
}

// 16.16 fixed point (the sim's and the files' units) to float.
inline float to_float(assets::Fx v) {
  return static_cast<float>(v) / 65536.0f;
}
inline Vec3f to_vec3f(const assets::Vec3& v) {
  return {to_float(v.x), to_float(v.y), to_float(v.z)};
}

struct Mat4 {
  std::array<float, 16> m{};  // column-major: m[column * 4 + row]
  float& at(int row, int column) { return m[static_cast<size_t>(column * 4 + row)]; }
  float at(int row, int column) const { return m[static_cast<size_t>(column * 4 + row)]; }
  static Mat4 identity();
};

Mat4 operator*(const Mat4& a, const Mat4& b);
// The point p (w = 1) through m, divided by w.
Vec3f transform_point(const Mat4& m, const Vec3f& p);

// A right-handed perspective projection (GL clip space, depth -1..1); fovy in radians.
Mat4 perspective(float fovy, float aspect, float near_plane, float far_plane);
// An orthographic projection of the pixel rectangle (0, 0)-(width, height), y down: for the HUD.
Mat4 pixel_ortho(float width, float height);
// A camera at `eye` looking at `target`, `up` roughly up (z in POD's world).
Mat4 look_at(const Vec3f& eye, const Vec3f& target, const Vec3f& up);
// A model matrix: the object's axes (its x, y and z in the world) and its place.
Mat4 model_matrix(const Vec3f& x_axis, const Vec3f& y_axis, const Vec3f& z_axis,
                  const Vec3f& position);

// An axis-aligned box in the world.
struct Aabb {
  Vec3f min{1e30f, 1e30f, 1e30f};
  Vec3f max{-1e30f, -1e30f, -1e30f};
  void add(const Vec3f& p);
  bool empty() const { return min.x > max.x; }
};

// The six planes of a view-projection (each ax + by + cz + d >= 0 inside).
struct Frustum {
  std::array<std::array<float, 4>, 6> planes{};
  static Frustum from(const Mat4& view_projection);
  // False only when the box lies wholly outside one plane (conservative).
  bool intersects(const Aabb& box) const;
};

}  // namespace unpod::engine

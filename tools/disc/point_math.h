// Vector arithmetic on Point3 and the conversion to 16.16 fixed point, shared by the track and
// car compilers (tools only: doubles are fine here).
#pragma once

#include <algorithm>
#include <cmath>

#include "track_desc.h"
#include "unpod/assets/types.h"

namespace unpod::disc {

inline constexpr double kPi = 3.14159265358979323846;

inline Point3 operator+(Point3 a, Point3 b) {
  return {a.x + b.x, a.y + b.y, a.z + b.z};
}
inline Point3 operator-(Point3 a, Point3 b) {
  return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline Point3 operator*(Point3 a, double s) {
  return {a.x * s, a.y * s, a.z * s};
}
inline double dot(Point3 a, Point3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline Point3 cross(Point3 a, Point3 b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline double norm(Point3 a) {
  return std::sqrt(dot(a, a));
}
// `a` scaled to length 1, or `fallback` when `a` has (almost) no length.
inline Point3 unit(Point3 a, Point3 fallback = {0, 0, 1}) {
  const double n = norm(a);
  return n > 1e-12 ? a * (1.0 / n) : fallback;
}
inline Point3 lerp(Point3 a, Point3 b, double t) {
  return a + (b - a) * t;
}

// Track units to 16.16, rounded to nearest and clamped to what an int32 holds (±32767 units).
inline assets::Fx to_fx(double v) {
  return static_cast<assets::Fx>(std::llround(std::clamp(v, -32767.0, 32767.0) * 65536.0));
}
inline assets::Vec3 to_vec3(Point3 p) {
  return assets::Vec3{to_fx(p.x), to_fx(p.y), to_fx(p.z)};
}

}  // namespace unpod::disc

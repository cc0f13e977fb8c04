// Primitive value types shared by every POD file format (docs/pod-formats.md §0.3).
#pragma once

#include <array>
#include <cstdint>

namespace unpod::assets {

// Signed 16.16 fixed point, as stored: value = raw / 65536.
using Fx = int32_t;
inline constexpr Fx kFxOne = 0x10000;

// Three fx: x, y, z. The world is z-up.
struct Vec3 {
  Fx x = 0, y = 0, z = 0;
  bool operator==(const Vec3&) const = default;
  bool is_zero() const { return x == 0 && y == 0 && z == 0; }
};

// Nine fx as three consecutive vec3; rows or columns is unknown (pod-formats.md §4.8), so the
// loader keeps the stored order and names them only by position.
struct Mat3 {
  std::array<Vec3, 3> v{};
  bool operator==(const Mat3&) const = default;
  static Mat3 identity() {
    return Mat3{{Vec3{kFxOne, 0, 0}, Vec3{0, kFxOne, 0}, Vec3{0, 0, kFxOne}}};
  }
};

}  // namespace unpod::assets

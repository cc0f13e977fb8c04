// The physics' vector arithmetic on 16.16 numbers: the original's integer operations (add, sub,
// imul/shrd multiplies, idiv divides) and its x87 helpers (dot16, cross16, scale16, length16),
// with every integer result that leaves int32 counted (overflow_count): the stability tests
// require none. Results wrap as the registers do, so a count is a finding, never undefined
// behaviour.
#pragma once

#include <cstdint>

#include "unpod/sim/fx/cross16.h"
#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/fx/scale16.h"
#include "unpod/sim/fx/trig.h"
#include "unpod/sim/fx/vec16.h"
#include "unpod/sim/physics/length_rule.h"

namespace unpod::sim::physics {

using Fx = int32_t;
using fx::Vec16;

inline constexpr Fx kOne = fx::kOne16;

// DEVIATION 11: a division the original's idiv would fault on gives the nearest 32-bit value.
// How many integer results of the physics left int32 since the last reset.
uint64_t overflow_count();
void reset_overflow_count();
void note_overflow();

// A 64-bit result brought back to int32: wrapped as the register would, and counted.
inline Fx narrow(int64_t v) {
  if (v < INT32_MIN || v > INT32_MAX) note_overflow();
  return static_cast<Fx>(static_cast<uint32_t>(static_cast<uint64_t>(v)));
}

inline Fx add(Fx a, Fx b) {
  return narrow(int64_t{a} + b);
}
inline Fx sub(Fx a, Fx b) {
  return narrow(int64_t{a} - b);
}
// imul + shrd 16: floored, bits 16..47.
inline Fx mul(Fx a, Fx b) {
  return narrow((int64_t{a} * b) >> 16);
}
// a × b on the x87 (FUN_004d4606's one product): rounded to nearest, ties to even, where the
// integer multiply floors. The body's integration uses it: a floor would move a car at rest by
// −1 raw a step for every −1 raw of speed, and not at all for +1.
inline Fx mul_round(Fx a, Fx b) {
  return fx::scale16(Vec16{a, 0, 0}, b)[0];
}
// (a << 16) / b through idiv, truncated. Where the original would fault (b = 0 or a quotient
// outside int32) the result is held to the int32 range and counted.
inline Fx div(Fx a, Fx b) {
  if (b == 0) {
    note_overflow();
    return a >= 0 ? INT32_MAX : INT32_MIN;
  }
  const int64_t q = (int64_t{a} * 65536) / b;
  if (q > INT32_MAX || q < INT32_MIN) {
    note_overflow();
    return q > 0 ? INT32_MAX : INT32_MIN;
  }
  return static_cast<Fx>(q);
}
inline Fx abs_fx(Fx a) {
  return a < 0 ? narrow(-int64_t{a}) : a;
}
inline Fx clamp_fx(Fx v, Fx lo, Fx hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

inline Vec16 add(const Vec16& a, const Vec16& b) {
  return {add(a[0], b[0]), add(a[1], b[1]), add(a[2], b[2])};
}
inline Vec16 sub(const Vec16& a, const Vec16& b) {
  return {sub(a[0], b[0]), sub(a[1], b[1]), sub(a[2], b[2])};
}
inline Vec16 neg(const Vec16& a) {
  return {narrow(-int64_t{a[0]}), narrow(-int64_t{a[1]}), narrow(-int64_t{a[2]})};
}
// Each component × s through imul (the integer code's scaling).
inline Vec16 mul(const Vec16& v, Fx s) {
  return {mul(v[0], s), mul(v[1], s), mul(v[2], s)};
}
inline Vec16 sar(const Vec16& v, int n) {
  return {fx::sar(v[0], n), fx::sar(v[1], n), fx::sar(v[2], n)};
}
// The x87 helpers (FUN_004d41a0, FUN_004d41df, FUN_004d4606), under 0x027f.
inline Fx dot(const Vec16& a, const Vec16& b) {
  return fx::dot16(a, b);
}
inline Vec16 cross(const Vec16& a, const Vec16& b) {
  return fx::cross16(a, b);
}
inline Vec16 scale(const Vec16& v, Fx s) {
  return fx::scale16(v, s);
}
// a + v × s on the x87 (scale16 then the integer add).
inline Vec16 add_scaled(const Vec16& a, const Vec16& v, Fx s) {
  return add(a, scale(v, s));
}
// POD FUN_004d43ad: the length through the root table. A vector with a component of 128 units
// or more is measured at 1/256, as the original's squared sum must fit its 32-bit result: the
// physics' own vectors (speeds, spins, axes, hulls, cars within 25 units) never come near.
// DEVIATION 14: fx::length16, the original's sequence, wraps above about 181 units.
Fx length(const Vec16& v);
// The same for a vector that can be long (between cars, along a path, to an aim point): with
// the rule off (the core's default) the original's sequence, wrap and all.
Fx length(const Vec16& v, LengthRule rule);
// POD FUN_00423c64: v made 1 long (16.16); the zero vector stays zero.
Vec16 unit(const Vec16& v);
Vec16 unit(const Vec16& v, LengthRule rule);
// The three components of v along the car's axes (forward, left, up).
inline Vec16 to_frame(const Vec16& v, const Vec16& f, const Vec16& l, const Vec16& u) {
  return {dot(v, f), dot(v, l), dot(v, u)};
}
// f × c0 + l × c1 + u × c2: a car-frame vector in the world.
inline Vec16 from_frame(const Vec16& c, const Vec16& f, const Vec16& l, const Vec16& u) {
  return add(add(scale(f, c[0]), scale(l, c[1])), scale(u, c[2]));
}
// v turned about the unit axis by angle (16.16 radians): Rodrigues' formula on the tables'
// sine and cosine (POD FUN_00424704's turn of a wheel's axes about its up axis).
Vec16 turn(const Vec16& v, const Vec16& axis, Fx angle);

}  // namespace unpod::sim::physics

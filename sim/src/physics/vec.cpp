#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

// The sim runs on one thread (docs/DESIGN.md), so a plain counter is enough.
uint64_t g_overflows = 0;

bool long_vector(const Vec16& v) {
  constexpr Fx kLong = 128 * kOne;
  for (Fx c : v)
    if (c >= kLong || c <= -kLong) return true;
  return false;
}

}  // namespace

uint64_t overflow_count() {
  return g_overflows;
}
void reset_overflow_count() {
  g_overflows = 0;
}
void note_overflow() {
  ++g_overflows;
}

// DEVIATION 14: a component of 128 units or more measured at 1/256 (fx::length16 would wrap).
Fx length(const Vec16& v) {
  if (!long_vector(v)) return fx::length16(v);
  return narrow(int64_t{fx::length16(sar(v, 8))} << 8);
}

// DEVIATION 14: off, the original's sequence for any vector (a long one wraps).
Fx length(const Vec16& v, LengthRule rule) {
  return rule.long_at_1_256 ? length(v) : fx::length16(v);
}

namespace {
Vec16 over(const Vec16& v, Fx len) {
  if (len <= 0) return {0, 0, 0};
  return {div(v[0], len), div(v[1], len), div(v[2], len)};
}
}  // namespace

Vec16 unit(const Vec16& v) {
  return over(v, length(v));
}
Vec16 unit(const Vec16& v, LengthRule rule) {
  return over(v, length(v, rule));
}

Vec16 turn(const Vec16& v, const Vec16& axis, Fx angle) {
  const Fx c = fx::cos16(angle), s = fx::sin16(angle);
  const Vec16 along = scale(axis, mul(dot(axis, v), kOne - c));
  return add(add(scale(v, c), scale(cross(axis, v), s)), along);
}

}  // namespace unpod::sim::physics

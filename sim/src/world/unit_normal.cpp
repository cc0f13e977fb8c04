#include <cstdint>

#include "unpod/sim/fx/x87.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::world {
namespace {

using fx::Int128;
using fx::UInt128;

Int128 magnitude(Int128 v) {
  return v < 0 ? -v : v;
}

UInt128 isqrt(UInt128 n) {
  if (n < 2) return n;
  UInt128 x = n, y = (x + 1) / 2;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2;
  }
  return x;
}

// v × 65536 / len rounded to nearest (halves away from zero).
int32_t scaled(Int128 v, Int128 len) {
  const Int128 num = v * 65536 * 2, den = len * 2;
  const Int128 q = (num + (v < 0 ? -len : len)) / den;
  return static_cast<int32_t>(q);
}

}  // namespace

// Built once per quad half, not in the step, so it is exact integer arithmetic (inferred: the
// notes do not say how the runtime made the half normals).
Vec16 unit_normal(const Vec16& a, const Vec16& b, const Vec16& c) {
  const Int128 u[3] = {Int128{b[0]} - a[0], Int128{b[1]} - a[1], Int128{b[2]} - a[2]};
  const Int128 v[3] = {Int128{c[0]} - a[0], Int128{c[1]} - a[1], Int128{c[2]} - a[2]};
  Int128 n[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
  // Below 2^60 the squares' sum fits; the bits dropped do not reach a 16.16 unit vector.
  while (magnitude(n[0]) >= (Int128{1} << 60) || magnitude(n[1]) >= (Int128{1} << 60) ||
         magnitude(n[2]) >= (Int128{1} << 60))
    for (Int128& x : n) x /= 2;
  const Int128 len =
      static_cast<Int128>(isqrt(static_cast<UInt128>(n[0] * n[0] + n[1] * n[1] + n[2] * n[2])));
  if (len == 0) return {0, 0, 0};
  return {scaled(n[0], len), scaled(n[1], len), scaled(n[2], len)};
}

}  // namespace unpod::sim::world

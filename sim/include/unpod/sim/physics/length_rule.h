// The lengths' one switch, DEVIATION 14 (docs/DEVIATIONS.md).
#pragma once

namespace unpod::sim::physics {

// DEVIATION 14: a vector with a component of 128 units or more is measured at 1/256. Off, the
// original: the squares are summed into one 32-bit word (fx::length16), which wraps above about
// 181 units, and a wrapped (negative) sum measures 0.
struct LengthRule {
  bool long_at_1_256 = false;
  bool operator==(const LengthRule&) const = default;
};

}  // namespace unpod::sim::physics

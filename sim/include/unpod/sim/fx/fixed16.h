// 16.16 fixed-point integer arithmetic as POD's integer code does it (pod-car-physics.md,
// "Arithmetic"): imul keeping bits 16..47, (a << 16) / b through idiv, arithmetic shifts.
#pragma once

#include <cstdint>
#include <optional>

namespace unpod::sim::fx {

inline constexpr int32_t kOne16 = 0x10000;  // 1.0 in 16.16

// POD (inline in the integer code): imul r32 then shrd eax, edx, 16 — bits 16..47 of the 64-bit
// product, so the result is floored (rounded towards minus infinity) and wraps to 32 bits.
constexpr int32_t mul16(int32_t a, int32_t b) {
  const int64_t product = int64_t{a} * int64_t{b};
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(product >> 16)));
}

// POD (inline): edx:eax = a << 16 (the 64-bit value a × 65536), idiv b. The quotient is truncated
// towards zero. Where idiv faults (b = 0, or a quotient outside int32) the original stops with a
// divide error; we return nothing and leave the decision to the caller.
constexpr std::optional<int32_t> div16(int32_t a, int32_t b) {
  if (b == 0) return std::nullopt;
  const int64_t q = (int64_t{a} * 65536) / int64_t{b};  // C++ division truncates, like idiv
  if (q < INT32_MIN || q > INT32_MAX) return std::nullopt;
  return static_cast<int32_t>(q);
}

// sar: C++20 defines >> of a negative value as arithmetic, so this floors like the instruction.
constexpr int32_t sar(int32_t a, int n) {
  return a >> (n & 31);
}

// shl: the bits shifted out are lost (32-bit wrap), as in the register.
constexpr int32_t shl(int32_t a, int n) {
  return static_cast<int32_t>(static_cast<uint32_t>(a) << (n & 31));
}

// |v| of a 64-bit distance or product (never INT64_MIN in the sim's ranges).
constexpr int64_t abs64(int64_t v) {
  return v < 0 ? -v : v;
}

}  // namespace unpod::sim::fx

// FNV-1a, 64 bits, a 32-bit word at a time: the one hasher of the sim's state hashes (the cars,
// the race rules, the session, the determinism scenarios). A replay holds hashes made with it,
// so its constants and steps never change.
#pragma once

#include <cstdint>

namespace unpod::sim::fx {

inline constexpr uint64_t kFnvOffset = 0xcbf29ce484222325u;
inline constexpr uint64_t kFnvPrime = 0x100000001b3u;

// One step: the word xored in whole, then the multiply.
constexpr uint64_t fnv_mix(uint64_t h, uint32_t word) {
  return (h ^ word) * kFnvPrime;
}

// One step over a whole 64-bit value (another hash, folded into a hash of hashes).
constexpr uint64_t fnv_mix64(uint64_t h, uint64_t value) {
  return (h ^ value) * kFnvPrime;
}

// One step with the product's high half folded down after it, so every bit of the word reaches
// the low half (the cars' and the race records' hashes: a replay keeps the low 32 bits).
constexpr uint64_t fnv_fold(uint64_t h, uint32_t word) {
  h = fnv_mix(h, word);
  return h ^ h >> 32;
}

}  // namespace unpod::sim::fx

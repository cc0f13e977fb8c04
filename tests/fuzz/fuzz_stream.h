// Fuzz inputs for the parsers behind a PBDF container. Random mutations of an encoded file
// almost never keep its checksums valid, so they would only ever reach the container's checks.
// These targets instead take a DECODED stream, as `unpod-tool decrypt` writes it (u32 file
// size, u32 offset count, the offsets as encoded positions, then the body), encode it with the
// family's key, and hand the encoded file to the parser: every mutation reaches the parser.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "unpod/assets/pbdf.h"

namespace unpod::fuzz {

// The encoded file for `stream`, or nullopt when its header is unusable (too short, offsets
// that point into the header or at a checksum) or the writer refuses it.
inline std::optional<std::vector<uint8_t>> encode_stream(
    std::span<const uint8_t> stream, uint32_t key,
    uint32_t block_size = assets::kDefaultBlockSize) {
  const auto load32 = [&](size_t at) {
    return uint32_t(stream[at]) | uint32_t(stream[at + 1]) << 8 | uint32_t(stream[at + 2]) << 16 |
           uint32_t(stream[at + 3]) << 24;
  };
  if (stream.size() < 8) return std::nullopt;
  const uint32_t count = load32(4);
  // Real files hold 1 (cars) to 10 (circuits) slots; more only slows the fuzzer down.
  if (count > 64) return std::nullopt;
  const size_t header = 8 + 4 * size_t(count);
  if (header > stream.size()) return std::nullopt;
  const assets::PbdfLayout layout{key, block_size};
  std::vector<uint32_t> slots(count);
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t encoded = load32(8 + 4 * size_t(i));
    const uint64_t decoded = layout.to_decoded(encoded);
    if (decoded < header || layout.to_encoded(decoded) != encoded) return std::nullopt;
    slots[i] = static_cast<uint32_t>(decoded - header);
  }
  auto file = assets::pbdf_encode(stream.subspan(header), slots, key, block_size);
  if (!file) return std::nullopt;
  return std::move(*file);
}

// The first input byte of the circuit and car targets chooses the variant; the rest is the
// stream. Bit 0: version 3 (.BL3/.BV3) instead of 4; bit 1: the special key 0x5CA8 (shuffled
// face indices, special coder) instead of the family key.
struct Variant {
  int version = 4;
  bool special = false;
};
inline Variant variant_of(uint8_t selector) {
  return Variant{(selector & 1) ? 3 : 4, (selector & 2) != 0};
}
inline uint8_t selector_of(int version, bool special) {
  return uint8_t((version == 3 ? 1 : 0) | (special ? 2 : 0));
}

}  // namespace unpod::fuzz

// PBDF, "POD Binary Data File": the block container of every POD circuit, car, message and
// frame-bitmap file (docs/pod-formats.md §3).
#pragma once

#include <cstdint>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "unpod/assets/error.h"

namespace unpod::assets {

// Family constants (§2), used when writing and for cross-checking.
inline constexpr uint32_t kCircuitKey = 0x00000F7E;
inline constexpr uint32_t kCarKey = 0x00000F2E;
inline constexpr uint32_t kMessagesKey = 0x0000EA1E;
inline constexpr uint32_t kFrameBitmapKey = 0x00000F3A;
inline constexpr uint32_t kSpecialKeyA = 0x00005CA8;
inline constexpr uint32_t kSpecialKeyB = 0x0000D13F;
inline constexpr uint32_t kDefaultBlockSize = 0x4000;

// Keys whose blocks 1..N-1 use the special coder (§3.5); they also shuffle face indices (§4.3).
inline bool is_special_key(uint32_t key) {
  return key == kSpecialKeyA || key == kSpecialKeyB;
}

// How a PBDF file is cut and coded; converts offsets between the encoded file and the decoded
// stream (§3.7).
struct PbdfLayout {
  uint32_t key = 0;
  uint32_t block_size = kDefaultBlockSize;

  uint32_t payload_size() const { return block_size - 4; }
  // Encoded position -> decoded-stream position (a checksum slot maps to the next payload).
  uint64_t to_decoded(uint64_t encoded) const { return encoded - 4 * (encoded / block_size); }
  // Decoded-stream position -> encoded position.
  uint64_t to_encoded(uint64_t decoded) const { return decoded + 4 * (decoded / payload_size()); }
};

// Allocates bytes without zeroing them: the decoder overwrites every byte of its stream, and a
// zero-fill of a 4 MiB circuit costs as much as decoding it.
template <class T>
struct UninitialisedAllocator : std::allocator<T> {
  template <class U>
  struct rebind {
    using other = UninitialisedAllocator<U>;
  };
  UninitialisedAllocator() = default;
  template <class U>
  UninitialisedAllocator(const UninitialisedAllocator<U>&) noexcept {}  // NOLINT
  template <class U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;  // default-initialise: left as allocated
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};
using DecodedBytes = std::vector<uint8_t, UninitialisedAllocator<uint8_t>>;

// A decoded PBDF file: the header's offsets and the decoded stream (header included).
struct PbdfFile {
  PbdfLayout layout;
  uint32_t file_size = 0;
  std::vector<uint32_t> offsets;  // as stored: encoded positions
  DecodedBytes stream;            // all decoded payloads, header first, padding last

  uint64_t header_size() const { return 8 + 4 * uint64_t(offsets.size()); }
  // The decoded body: the stream after the header.
  std::span<const uint8_t> body() const {
    return std::span<const uint8_t>(stream).subspan(size_t(header_size()));
  }
  // Offset slot i as a position relative to the body start; may be out of range on bad files.
  int64_t body_position(size_t slot) const {
    return int64_t(layout.to_decoded(offsets[slot])) - int64_t(header_size());
  }
};

// §3.3: key = first word XOR file length (meaningful only when the length is a multiple of 4).
uint32_t pbdf_recover_key(std::span<const uint8_t> file);

// §3.4 as the game does it: the first block size candidate, or 0 when none is found.
// `start_after` resumes the scan after a rejected candidate.
uint32_t pbdf_detect_block_size(std::span<const uint8_t> file, uint32_t key,
                                uint32_t start_after = 0);

// The special coder of §3.5 over one block's payload words, in place. It is its own inverse:
// `decoding` only says whether the state follows the input (decoding) or the output word.
void pbdf_special_code(uint32_t* words, size_t count, bool decoding);

// Decodes a whole file: key recovery, block size detection hardened by verifying every
// checksum (a candidate whose checksums fail is rejected and the scan goes on), decoding of
// every block and the header. `name` is used in errors.
Result<PbdfFile> pbdf_decode(std::span<const uint8_t> file, std::string_view name);

// §3.8: builds a PBDF file from a body and the body-relative positions its offset slots point
// at. Self-checked: the result is decoded again and must give the same key, block size and
// bytes. When the game's plain detection would stop early on a false positive, the word at
// each of `free_words` (body positions of unused words) is changed in turn until it does not;
// an error is returned when that is impossible.
Result<std::vector<uint8_t>> pbdf_encode(std::span<const uint8_t> body,
                                         std::span<const uint32_t> slot_positions, uint32_t key,
                                         uint32_t block_size = kDefaultBlockSize,
                                         std::span<const uint32_t> free_words = {});

}  // namespace unpod::assets

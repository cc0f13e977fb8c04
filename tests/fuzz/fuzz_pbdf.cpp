// libFuzzer target: the PBDF container (pod-formats.md §3) on raw bytes: key recovery, block
// size detection with checksum verification, both coders, the header.
#include <cstddef>
#include <cstdint>
#include <span>

#include "unpod/assets/pbdf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod::assets;
  const std::span<const uint8_t> file(data, size);
  auto decoded = pbdf_decode(file, "fuzz.pbdf");
  if (!decoded) return 0;
  // Whatever was accepted must be self-consistent.
  if (decoded->stream.size() % (decoded->layout.block_size - 4) != 0) __builtin_trap();
  if (decoded->header_size() > decoded->stream.size()) __builtin_trap();
  for (size_t i = 0; i < decoded->offsets.size(); ++i) (void)decoded->body_position(i);
  return 0;
}

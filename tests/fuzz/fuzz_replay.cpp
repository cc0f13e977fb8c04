// libFuzzer target: Un-POD replay files (docs/REPLAY-FORMAT.md). The input is the whole file:
// the header, then the zlib body (the seeds are real replays, so mutations reach the body's
// sections after inflating). A file that reads must write back to the same replay.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "unpod/assets/replay.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  auto replay = assets::decode_replay(std::span<const uint8_t>(data, size), "fuzz.rpl");
  if (!replay) return 0;
  const std::vector<uint8_t> again = assets::encode_replay(*replay);
  auto reread = assets::decode_replay(again, "again.rpl");
  if (!reread || !(*reread == *replay)) std::abort();
  return 0;
}

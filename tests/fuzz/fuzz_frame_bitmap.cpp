// libFuzzer target: .BBM frame bitmaps (pod-formats.md §8.3) and the DIB inside them. The first
// byte chooses the input: even, a decoded .BBM stream (fuzz_stream.h) that a bitmap which reads
// must write back to the same bitmap; odd, a bare DIB for parse_dib.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "fuzz/fuzz_stream.h"
#include "unpod/assets/frame_bitmap.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  if (size < 1) return 0;
  const std::span<const uint8_t> rest(data + 1, size - 1);
  if (data[0] & 1) {
    (void)assets::parse_dib(rest, "fuzz.dib");
    return 0;
  }
  const auto file =
      fuzz::encode_stream(rest, assets::kFrameBitmapKey, assets::kFrameBitmapBlockSize);
  if (!file) return 0;
  auto bitmap = assets::read_frame_bitmap(*file, "fuzz.bbm");
  if (!bitmap) return 0;
  auto written = assets::write_frame_bitmap(*bitmap);
  if (!written) std::abort();
  auto reread = assets::read_frame_bitmap(*written, "again.bbm");
  if (!reread || !(*reread == *bitmap)) std::abort();
  return 0;
}

// libFuzzer target: .BMD message dictionaries and .BBM frame bitmaps (pod-formats.md §8.3).
// The first byte chooses the reader (even: .BMD, odd: .BBM); the rest is a decoded stream
// (fuzz_stream.h), encoded with that family's key and block size.
#include <cstddef>
#include <cstdint>

#include "fuzz/fuzz_stream.h"
#include "unpod/assets/frame_bitmap.h"
#include "unpod/assets/messages.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  if (size < 1) return 0;
  const std::span<const uint8_t> stream(data + 1, size - 1);
  if (data[0] & 1) {
    const auto file =
        fuzz::encode_stream(stream, assets::kFrameBitmapKey, assets::kFrameBitmapBlockSize);
    if (!file) return 0;
    auto bitmap = assets::read_frame_bitmap(*file, "fuzz.bbm");
    if (bitmap) (void)assets::write_frame_bitmap(*bitmap);
  } else {
    const auto file = fuzz::encode_stream(stream, assets::kMessagesKey, assets::kMessagesBlockSize);
    if (!file) return 0;
    auto messages = assets::read_messages(*file, "fuzz.bmd");
    if (messages) (void)assets::write_messages(*messages);
  }
  return 0;
}

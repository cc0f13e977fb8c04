// libFuzzer target: menu images (.IMG, pod-formats.md §8.4) on raw bytes; the reader tries
// PBDF first and then the plain layout, so both paths are reached. Every image of a file that
// was read is converted to RGBA8.
#include <cstddef>
#include <cstdint>
#include <span>

#include "unpod/assets/menu_image.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod::assets;
  auto file = read_menu_image(std::span<const uint8_t>(data, size), "fuzz.img");
  if (!file) return 0;
  for (size_t i = 0; i < file->images.size() && i < 64; ++i) (void)menu_image_rgba8(*file, i);
  return 0;
}

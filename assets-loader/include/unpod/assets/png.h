// A minimal PNG encoder (8-bit RGBA, no interlace), zlib-based: used by unpod-tool's export and
// available to the engine's screenshots. Not a POD format; it lives here because assets-loader
// is the one library that already depends on zlib.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace unpod::assets {

// Encodes `rgba` (width * height * 4 bytes, top row first) as a PNG file. Returns an empty
// vector when the sizes disagree or the image is empty.
std::vector<uint8_t> encode_png_rgba8(uint32_t width, uint32_t height,
                                      std::span<const uint8_t> rgba);

}  // namespace unpod::assets

// Reads back the PNGs unpod writes (engine/screenshot, assets::encode_png_rgba8): 8-bit RGB or
// RGBA, not interlaced. Enough to measure a screenshot; not a general PNG reader.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace unpod::installation {

struct Picture {
  uint32_t width = 0, height = 0;
  std::vector<uint8_t> rgba;  // 4 bytes a pixel, top row first
  const uint8_t* at(uint32_t x, uint32_t y) const { return &rgba[(size_t(y) * width + x) * 4]; }
};

// The picture, or an empty one with the reason in `error`.
Picture read_png(const std::filesystem::path& path, std::string& error);

}  // namespace unpod::installation

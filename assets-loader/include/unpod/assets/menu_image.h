// Menu images, DATA/BINARY/MIMG/*.IMG (docs/pod-formats.md §8.4, [I] from one reader): a table
// of images, 256-colour palettes and one pixel area. Whether the originals are PBDF-wrapped is
// [U], so the reader accepts both and remembers which it saw.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "unpod/assets/error.h"
#include "unpod/assets/pbdf.h"

namespace unpod::assets {

// One entry of the image table, 16 bytes.
struct MenuImageEntry {
  uint16_t width = 0;
  uint16_t height = 0;
  uint32_t id = 0;
  uint32_t pixel_offset = 0;  // into the pixel area
  int16_t palette = -1;       // -1: direct colour (RGB555, 2 bytes a pixel); else 1 byte a pixel
  uint16_t reserved = 0;
  bool operator==(const MenuImageEntry&) const = default;

  bool direct_colour() const { return palette < 0; }
  uint64_t pixel_bytes() const { return uint64_t(width) * height * (direct_colour() ? 2 : 1); }
};

// The PBDF container an .IMG came in, kept so it is written back the same way.
struct MenuImageContainer {
  uint32_t key = 0;
  uint32_t block_size = kDefaultBlockSize;
  std::vector<uint32_t> slot_positions;  // body-relative
  bool operator==(const MenuImageContainer&) const = default;
};

struct MenuImageFile {
  std::vector<MenuImageEntry> images;
  std::vector<std::array<uint16_t, 256>> palettes;  // RGB555 colours
  std::vector<uint8_t> pixels;                      // the whole pixel area
  std::optional<MenuImageContainer> container;      // set when the file was PBDF-wrapped
  bool operator==(const MenuImageFile&) const = default;
};

struct RgbaImage {
  uint32_t width = 0;
  uint32_t height = 0;
  std::vector<uint8_t> rgba;  // 4 bytes a pixel, first row first
};

// RGB555: bits 14-10 red, 9-5 green, 4-0 blue (§8.4: unlike the RGB565 of textures).
inline std::array<uint8_t, 3> rgb555_to_rgb8(uint16_t c) {
  const uint8_t r = uint8_t((c >> 10) & 0x1F), g = uint8_t((c >> 5) & 0x1F), b = uint8_t(c & 0x1F);
  return {uint8_t(r << 3 | r >> 2), uint8_t(g << 3 | g >> 2), uint8_t(b << 3 | b >> 2)};
}

// Tries PBDF first (§3.3/§3.4 with every checksum verified), else reads the bytes as they are.
// Every image must lie inside the pixel area and name an existing palette.
Result<MenuImageFile> read_menu_image(std::span<const uint8_t> file, const std::string& name);
// Plain, or PBDF-wrapped again when `file.container` is set.
Result<std::vector<uint8_t>> write_menu_image(const MenuImageFile& file);
// Image `index` as RGBA8 (opaque), through its palette or as direct RGB555 colour.
Result<RgbaImage> menu_image_rgba8(const MenuImageFile& file, size_t index);

}  // namespace unpod::assets

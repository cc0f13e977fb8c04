// Texture lists ("texture chapters", docs/pod-formats.md §4.1): pages of RGB565 texels
// (.BL4/.BV4) or 8-bit palette indices with one 768-byte palette per list (.BL3/.BV3).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/serial.h"

namespace unpod::assets {

struct TextureRegion {
  std::string name;  // name32, plain text
  int32_t left = 0, top = 0, right = 0, bottom = 0;
  int32_t index = 0;  // [U] index or flags
  bool operator==(const TextureRegion&) const = default;
};

struct TexturePage {
  std::vector<TextureRegion> regions;
  // size*size texels, row-major, first row = top: 2 bytes each (RGB565, little-endian) or 1 byte
  // each (palette index) as stored.
  std::vector<uint8_t> pixels;
  bool operator==(const TexturePage&) const = default;
};

struct TextureList {
  uint32_t size = 256;    // page side in texels: 256 or 128 (§4.1, §9)
  uint32_t reserved = 0;  // not asserted to be 0
  std::vector<TexturePage> pages;
  std::optional<std::array<uint8_t, 768>> palette;  // palettised files only
  bool operator==(const TextureList&) const = default;

  uint32_t bytes_per_texel() const { return palette ? 1 : 2; }
  // The page as RGBA8 (4 bytes per texel, top row first). Palette index 0 and RGB565 black
  // stay opaque here; the renderer applies the face's "black transparent" bit itself.
  std::vector<uint8_t> to_rgba8(size_t page) const;
};

// One RGB565 word to 8-bit channels (bits 15-11 red, 10-5 green, 4-0 blue), replicating the
// high bits into the low ones so 0x1F maps to 255.
inline std::array<uint8_t, 3> rgb565_to_rgb8(uint16_t c) {
  const uint8_t r = uint8_t((c >> 11) & 0x1F), g = uint8_t((c >> 5) & 0x3F), b = uint8_t(c & 0x1F);
  return {uint8_t(r << 3 | r >> 2), uint8_t(g << 2 | g >> 4), uint8_t(b << 3 | b >> 2)};
}
inline uint16_t rgb8_to_rgb565(uint8_t r, uint8_t g, uint8_t b) {
  return uint16_t((r >> 3) << 11 | (g >> 2) << 5 | (b >> 3));
}

// Small lists (props, sky, car) are 128 texels in RGB565 files and 256 in palettised ones.
inline uint32_t small_texture_size(const Flavour& f) {
  return f.palettised() ? 256 : 128;
}

template <class IO>
void serialize_texture_region(IO& io, TextureRegion& r) {
  io.fixed_text(r.name, 32);
  io.i32(r.left);
  io.i32(r.top);
  io.i32(r.right);
  io.i32(r.bottom);
  io.i32(r.index);
}

// `size` is the page side the owner implies (§4.1 table).
template <class IO>
void serialize_texture_list(IO& io, TextureList& t, uint32_t size) {
  auto s = io.section("texture list");
  const bool palettised = io.flavour().palettised();
  const size_t texel_bytes = palettised ? 1 : 2;
  const size_t page_bytes = size_t(size) * size * texel_bytes;
  uint32_t page_count = static_cast<uint32_t>(t.pages.size());
  // Each page takes at least its descriptor's count word and its pixels.
  serialize_count(io, page_count, 4 + page_bytes);
  if constexpr (IO::kReading) {
    t.size = size;
    t.pages.assign(page_count, {});
    if (palettised)
      t.palette.emplace();
    else
      t.palette.reset();
  } else {
    if (t.size != size)
      io.fail("page size " + std::to_string(t.size) + " where the format needs " +
              std::to_string(size));
    if (palettised != t.palette.has_value())
      io.fail(palettised ? "a palettised file needs a palette" : "an RGB565 file has no palette");
  }
  io.u32(t.reserved);
  for (uint32_t i = 0; i < page_count; ++i) {
    auto p = io.section("page descriptor", i);
    io.list(
        t.pages[i].regions, 52, [](IO& o, TextureRegion& r) { serialize_texture_region(o, r); },
        "region");
  }
  if (palettised) {
    auto p = io.section("palette");
    io.bytes(t.palette->data(), t.palette->size());
  }
  io.expect_room(page_count, page_bytes);
  for (uint32_t i = 0; i < page_count; ++i) {
    auto p = io.section("page pixels", i);
    io.bytes(t.pages[i].pixels, page_bytes);
  }
}

}  // namespace unpod::assets

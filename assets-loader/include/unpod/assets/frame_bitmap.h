// .BBM "frame bitmaps" (docs/pod-formats.md §8.3): PBDF (key 0x0F3A, block 0x2000) holding a
// frame time, a background byte and a Windows DIB (BITMAPINFOHEADER, palette, pixels).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "unpod/assets/error.h"
#include "unpod/assets/pbdf.h"

namespace unpod::assets {

inline constexpr uint32_t kFrameBitmapBlockSize = 0x2000;

// The BITMAPINFOHEADER at the start of a DIB, and what follows from it.
struct DibInfo {
  uint32_t header_size = 40;  // biSize; at least 40
  int32_t width = 0;
  int32_t height = 0;  // negative: rows stored top first
  uint16_t planes = 1;
  uint16_t bit_count = 8;    // 1, 4, 8, 16, 24 or 32
  uint32_t compression = 0;  // 0 RGB, 1 RLE8, 2 RLE4, 3 BITFIELDS
  uint32_t image_size = 0;   // biSizeImage; may be 0 for RGB
  int32_t x_pixels_per_metre = 0;
  int32_t y_pixels_per_metre = 0;
  uint32_t colours_used = 0;
  uint32_t colours_important = 0;
  // Derived:
  uint32_t palette_entries = 0;  // RGBQUAD entries after the header (and masks)
  uint64_t pixel_offset = 0;     // where the pixels start inside the DIB
  uint64_t pixel_bytes = 0;      // bytes of pixels the header implies
  bool operator==(const DibInfo&) const = default;
};

struct FrameBitmap {
  uint32_t frame_time_ms = 0;
  uint8_t white_background = 0;  // one byte [I]
  std::vector<uint8_t> dib;      // the whole DIB as stored (header, palette, pixels)
  DibInfo info;                  // parsed from `dib` when read
  uint32_t key = kFrameBitmapKey;
  uint32_t block_size = kFrameBitmapBlockSize;
  std::vector<uint32_t> slot_positions;  // body-relative; the offset count is [U]
  // The body's bytes after the DIB [U], written back as read so that nothing a file holds is
  // lost and every slot still points inside the body: up to the last non-zero byte or the last
  // slot, whichever lies further (the zeros after both are the container's padding).
  std::vector<uint8_t> trailing;
  bool operator==(const FrameBitmap&) const = default;
};

// Parses and bounds-checks a DIB: header, palette and pixels must fit in `dib`.
Result<DibInfo> parse_dib(std::span<const uint8_t> dib, const std::string& name);
Result<FrameBitmap> read_frame_bitmap(std::span<const uint8_t> file, const std::string& name);
// Writes frame_time_ms, white_background, `dib` (which must parse) and `trailing`; `info` is not
// used. Refused when a slot would point past the body written.
Result<std::vector<uint8_t>> write_frame_bitmap(const FrameBitmap& bitmap);

}  // namespace unpod::assets

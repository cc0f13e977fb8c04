// .BBM frame bitmaps and their DIB (pod-formats.md §8.3).
#include <catch2/catch.hpp>

#include <random>

#include "unpod/assets/frame_bitmap.h"
#include "unpod/assets/pbdf.h"

using namespace unpod::assets;

namespace {

void put32(std::vector<uint8_t>& b, uint32_t v) {
  for (int k = 0; k < 4; ++k) b.push_back(uint8_t(v >> (8 * k)));
}
void put16(std::vector<uint8_t>& b, uint16_t v) {
  b.push_back(uint8_t(v));
  b.push_back(uint8_t(v >> 8));
}

// An uncompressed DIB of w x h pixels at `bits` per pixel with `colours` palette entries.
std::vector<uint8_t> make_dib(int32_t w, int32_t h, uint16_t bits, uint32_t colours) {
  std::vector<uint8_t> d;
  put32(d, 40);
  put32(d, uint32_t(w));
  put32(d, uint32_t(h));
  put16(d, 1);
  put16(d, bits);
  put32(d, 0);
  put32(d, 0);
  put32(d, 2835);
  put32(d, 2835);
  put32(d, colours);
  put32(d, 0);
  const uint32_t entries = colours ? colours : (bits <= 8 ? 1u << bits : 0u);
  for (uint32_t i = 0; i < entries; ++i) put32(d, i * 0x010101u);
  const size_t stride = (size_t(w) * bits + 31) / 32 * 4;
  const size_t rows = size_t(h < 0 ? -h : h);
  for (size_t i = 0; i < stride * rows; ++i) d.push_back(uint8_t(i));
  return d;
}

}  // namespace

TEST_CASE("Frame bitmap round trip with its DIB header parsed") {
  FrameBitmap f;
  f.frame_time_ms = 80;
  f.white_background = 1;
  f.dib = make_dib(33, -20, 8, 16);
  f.slot_positions = {0};
  auto bytes = write_frame_bitmap(f);
  REQUIRE(bytes.ok());
  CHECK(bytes->size() % kFrameBitmapBlockSize == 0);
  CHECK(pbdf_recover_key(*bytes) == kFrameBitmapKey);
  auto back = read_frame_bitmap(*bytes, "LOGO.BBM");
  if (!back) FAIL(back.error().to_string());
  CHECK(back->frame_time_ms == 80);
  CHECK(back->white_background == 1);
  CHECK(back->dib == f.dib);
  CHECK(back->info.width == 33);
  CHECK(back->info.height == -20);
  CHECK(back->info.bit_count == 8);
  CHECK(back->info.compression == 0);
  CHECK(back->info.palette_entries == 16);
  CHECK(back->info.pixel_offset == 40 + 64);
  CHECK(back->info.pixel_bytes == 36 * 20);
  CHECK(*write_frame_bitmap(*back) == *bytes);

  // 24 bits, no palette, bottom-up, several blocks.
  FrameBitmap big;
  big.dib = make_dib(200, 50, 24, 0);
  auto b = read_frame_bitmap(*write_frame_bitmap(big), "BIG.BBM");
  REQUIRE(b.ok());
  CHECK(b->info.palette_entries == 0);
  CHECK(b->info.pixel_bytes == 600 * 50);
  CHECK(b->dib == big.dib);
}

TEST_CASE("Frame bitmap: bytes after the DIB and a slot among them are written back") {
  // Found by fuzz_frame_bitmap (a campaign, 2026-12-07): a file whose slot points past the DIB,
  // into bytes the format does not describe, was written back without those bytes, its slot
  // outside the shorter body, and the reader refused the file the writer had just written.
  const std::vector<uint8_t> dib = make_dib(8, 8, 8, 4);
  std::vector<uint8_t> body;
  put32(body, 40);
  body.push_back(0);
  put32(body, uint32_t(dib.size()));
  body.insert(body.end(), dib.begin(), dib.end());
  const uint32_t dib_end = uint32_t(body.size());
  for (int i = 1; i <= 100; ++i) body.push_back(uint8_t(i));
  body.insert(body.end(), 60, 0);  // zeros, then the slot, then the container's padding
  const uint32_t slot = dib_end + 130;
  auto file =
      pbdf_encode(body, std::vector<uint32_t>{slot}, kFrameBitmapKey, kFrameBitmapBlockSize);
  REQUIRE(file.ok());
  auto read = read_frame_bitmap(*file, "ODD.BBM");
  if (!read) FAIL(read.error().to_string());
  CHECK(read->dib == dib);
  CHECK(read->slot_positions == std::vector<uint32_t>{slot});
  REQUIRE(read->trailing.size() == 130);  // to the slot: the bytes, then 30 of the zeros
  CHECK(read->trailing[0] == 1);
  CHECK(read->trailing[99] == 100);
  auto written = write_frame_bitmap(*read);
  if (!written) FAIL(written.error().to_string());
  CHECK(*written == *file);  // byte for byte
  auto again = read_frame_bitmap(*written, "AGAIN.BBM");
  if (!again) FAIL(again.error().to_string());
  CHECK(*again == *read);

  // A bitmap whose slot lies past everything it holds is refused by the writer, not written
  // as a file the reader refuses.
  FrameBitmap lost;
  lost.dib = dib;
  lost.slot_positions = {100000};
  auto refused = write_frame_bitmap(lost);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().section == "PBDF header");
  CHECK_THAT(refused.error().message, Catch::Contains("offset slot 0 points past the body"));
}

TEST_CASE("Frame bitmap DIB bounds are checked") {
  CHECK(parse_dib(make_dib(4, 4, 4, 0), "ok").ok());
  auto dib = make_dib(10, 10, 8, 0);
  // Pixels cut short.
  auto cut = dib;
  cut.resize(cut.size() - 1);
  auto r = parse_dib(cut, "cut");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().section == "DIB/pixels");
  // Palette past the end.
  auto pal = make_dib(1, 1, 8, 0);
  pal.resize(40 + 100);
  CHECK_FALSE(parse_dib(pal, "palette").ok());
  // Absurd or wrong header values.
  auto set32 = [](std::vector<uint8_t> b, size_t at, uint32_t v) {
    for (int k = 0; k < 4; ++k) b[at + size_t(k)] = uint8_t(v >> (8 * k));
    return b;
  };
  CHECK_FALSE(parse_dib(set32(dib, 0, 12), "small header").ok());
  CHECK_FALSE(parse_dib(set32(dib, 0, 0xFFFFFFF0u), "huge header").ok());
  CHECK_FALSE(parse_dib(set32(dib, 4, 0x7FFFFFFF), "wide").ok());
  CHECK_FALSE(parse_dib(set32(dib, 8, 0x80000000u), "tall").ok());
  CHECK_FALSE(parse_dib(set32(dib, 4, 0), "empty").ok());
  CHECK_FALSE(parse_dib(set32(dib, 14, 7), "bits").ok());
  CHECK_FALSE(parse_dib(set32(dib, 16, 9), "compression").ok());
  CHECK_FALSE(parse_dib(set32(dib, 32, 100000), "colours").ok());
  CHECK_FALSE(parse_dib(std::vector<uint8_t>(10, 0), "tiny").ok());
  // The writer refuses a DIB that does not parse.
  FrameBitmap f;
  f.dib = cut;
  CHECK_FALSE(write_frame_bitmap(f).ok());
}

TEST_CASE("Frame bitmap reader refuses bad input without crashing") {
  FrameBitmap f;
  f.dib = make_dib(100, 90, 8, 0);
  const auto bytes = *write_frame_bitmap(f);
  for (size_t cut = 0; cut < bytes.size(); cut += (cut % 0x2000 == 0 ? 1 : 997)) {
    CAPTURE(cut);
    CHECK_FALSE(read_frame_bitmap(std::span(bytes).first(cut), "cut.bbm").ok());
  }
  // A dib_size beyond the body.
  std::vector<uint8_t> body = {80, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F};
  auto absurd = pbdf_encode(body, {}, kFrameBitmapKey, kFrameBitmapBlockSize);
  REQUIRE(absurd.ok());
  auto r = read_frame_bitmap(*absurd, "absurd.bbm");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().section == "frame bitmap");
  CHECK(r.error().offset == 8 + 5);
  // A DIB whose header lies: the error offset is on disk (header 8 + 9 bytes before the DIB).
  auto lying = make_dib(8, 8, 8, 0);
  lying[14] = 3;
  std::vector<uint8_t> body2 = {80, 0, 0, 0, 0};
  for (int k = 0; k < 4; ++k) body2.push_back(uint8_t(lying.size() >> (8 * k)));
  body2.insert(body2.end(), lying.begin(), lying.end());
  auto l = read_frame_bitmap(*pbdf_encode(body2, {}, kFrameBitmapKey, kFrameBitmapBlockSize),
                             "lying.bbm");
  REQUIRE_FALSE(l.ok());
  CHECK(l.error().section == "frame bitmap/DIB/BITMAPINFOHEADER");
  CHECK(l.error().offset == 8 + 9 + 14);
  // Flipped bits inside the DIB, re-encoded: errors or bitmaps, never a crash.
  std::mt19937 rng(8);
  const uint32_t slot = 0;
  for (int i = 0; i < 300; ++i) {
    auto bad = body2;
    bad[rng() % 60] ^= uint8_t(1u << (rng() % 8));
    auto file = pbdf_encode(bad, std::span(&slot, 1), kFrameBitmapKey, kFrameBitmapBlockSize);
    REQUIRE(file.ok());
    auto x = read_frame_bitmap(*file, "flipped.bbm");
    if (x) CHECK(x->info.pixel_offset + x->info.pixel_bytes <= x->dib.size());
  }
  std::vector<uint8_t> text(0x2000, 'B');
  CHECK_FALSE(read_frame_bitmap(text, "text.bbm").ok());
}

// Menu images (docs/pod-formats.md §8.4).
#include "unpod/assets/menu_image.h"

#include "pbdf_slots.h"
#include "unpod/assets/serial.h"

namespace unpod::assets {
namespace {

template <class IO>
void serialize_entry(IO& io, MenuImageEntry& e) {
  io.u16(e.width);
  io.u16(e.height);
  io.u32(e.id);
  io.u32(e.pixel_offset);
  io.i16(e.palette);
  io.u16(e.reserved);
}

// Checks one entry against the pixel area and the palettes (reader and writer alike).
template <class IO>
void check_entry(IO& io, const MenuImageEntry& e, size_t pixel_bytes, size_t palettes) {
  if (uint64_t(e.pixel_offset) + e.pixel_bytes() > pixel_bytes)
    io.fail("image of " + std::to_string(e.width) + "x" + std::to_string(e.height) +
            " pixels at pixel offset " + std::to_string(e.pixel_offset) +
            " runs past the pixel area of " + std::to_string(pixel_bytes) + " bytes");
  if (!e.direct_colour() && size_t(e.palette) >= palettes)
    io.fail("image names palette " + std::to_string(e.palette) + " but the file has " +
            std::to_string(palettes));
}

template <class IO>
void serialize_file(IO& io, MenuImageFile& f) {
  uint32_t image_count = static_cast<uint32_t>(f.images.size());
  uint32_t pixel_bytes = static_cast<uint32_t>(f.pixels.size());
  uint32_t palette_count = static_cast<uint32_t>(f.palettes.size());
  {
    auto s = io.section("header");
    if constexpr (IO::kReading) {
      image_count = io.count(16);
      pixel_bytes = io.count(1);
      palette_count = io.count(512);
      // Together they must fit too.
      io.expect_room(1, uint64_t(image_count) * 16 + uint64_t(palette_count) * 512 + pixel_bytes);
    } else {
      if (f.pixels.size() > UINT32_MAX) io.fail("pixel area too large");
      io.u32(image_count);
      io.u32(pixel_bytes);
      io.u32(palette_count);
    }
  }
  {
    auto s = io.section("images");
    io.items(
        f.images, image_count, [](IO& x, MenuImageEntry& e) { serialize_entry(x, e); }, "image");
    for (size_t i = 0; i < f.images.size(); ++i) {
      auto e = io.section("image", int64_t(i));
      check_entry(io, f.images[i], pixel_bytes, palette_count);
    }
  }
  {
    auto s = io.section("palettes");
    io.items(
        f.palettes, palette_count,
        [](IO& x, std::array<uint16_t, 256>& p) {
          for (auto& c : p) x.u16(c);
        },
        "palette");
  }
  auto s = io.section("pixels");
  io.bytes(f.pixels, pixel_bytes);
}

}  // namespace

Result<MenuImageFile> read_menu_image(std::span<const uint8_t> file, const std::string& name) {
  std::optional<MenuImageContainer> container;
  std::span<const uint8_t> data = file;
  uint64_t base = 0;
  std::optional<PbdfLayout> layout;
  auto pbdf = pbdf_decode(file, name);
  if (pbdf) {
    auto slots = pbdf_slot_positions(*pbdf, name);
    if (!slots) return slots.error();
    container = MenuImageContainer{pbdf->layout.key, pbdf->layout.block_size, std::move(*slots)};
    data = pbdf->body();
    base = pbdf->header_size();
    layout = pbdf->layout;
  }
  return catch_format_error([&]() -> MenuImageFile {
    MenuImageFile f;
    Reader io(data, name, {}, base, layout);
    auto s = io.section("menu image");
    serialize_file(io, f);
    f.container = container;
    return f;
  });
}

Result<std::vector<uint8_t>> write_menu_image(const MenuImageFile& file) {
  auto body = catch_format_error([&]() -> std::vector<uint8_t> {
    MenuImageFile copy = file;
    Writer io;
    auto s = io.section("menu image");
    serialize_file(io, copy);
    return io.take();
  });
  if (!body || !file.container) return body;
  return pbdf_encode(*body, file.container->slot_positions, file.container->key,
                     file.container->block_size);
}

Result<RgbaImage> menu_image_rgba8(const MenuImageFile& file, size_t index) {
  return catch_format_error([&]() -> RgbaImage {
    Reader check(file.pixels, "(menu image)");
    auto s = check.section("image", int64_t(index));
    if (index >= file.images.size())
      check.fail("no image " + std::to_string(index) + " (the file has " +
                 std::to_string(file.images.size()) + ")");
    const MenuImageEntry& e = file.images[index];
    check_entry(check, e, file.pixels.size(), file.palettes.size());
    RgbaImage out;
    out.width = e.width;
    out.height = e.height;
    const size_t n = size_t(e.width) * e.height;
    out.rgba.resize(4 * n);
    const uint8_t* px = file.pixels.data() + e.pixel_offset;
    for (size_t i = 0; i < n; ++i) {
      const uint16_t c = e.direct_colour() ? uint16_t(px[2 * i] | px[2 * i + 1] << 8)
                                           : file.palettes[size_t(e.palette)][px[i]];
      const auto rgb = rgb555_to_rgb8(c);
      out.rgba[4 * i] = rgb[0];
      out.rgba[4 * i + 1] = rgb[1];
      out.rgba[4 * i + 2] = rgb[2];
      out.rgba[4 * i + 3] = 255;
    }
    return out;
  });
}

}  // namespace unpod::assets

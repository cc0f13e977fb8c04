// `dump` of a menu image file (.IMG, pod-formats.md §8.4): its container, palettes and images.
#include "dump.h"

namespace unpod::tool {

Value dump_menu_image(const assets::MenuImageFile& file) {
  Value v = Value::object();
  v.set("container", file.container ? "PBDF" : "plain");
  if (file.container) {
    v.set("key", hex_value(file.container->key));
    v.set("block_size", hex_value(file.container->block_size));
  }
  v.set("palettes", file.palettes.size());
  v.set("pixel_bytes", file.pixels.size());
  Value& images = v.set("images", Value::array());
  for (const auto& e : file.images) {
    Value& x = images.push(Value::object());
    x.set("width", e.width);
    x.set("height", e.height);
    x.set("id", e.id);
    x.set("pixel_offset", hex_value(e.pixel_offset));
    x.set("colour", e.direct_colour() ? "direct RGB555" : "palette");
    if (!e.direct_colour()) x.set("palette", e.palette);
  }
  return v;
}

}  // namespace unpod::tool

// `dump` of the .BMD message dictionaries and .BBM frame bitmaps (pod-formats.md §8.3).
#include "dump.h"

namespace unpod::tool {

Value dump_messages(const assets::Messages& m) {
  Value v = Value::object();
  v.set("key", hex_value(m.key));
  v.set("block_size", hex_value(m.block_size));
  v.set("offset_slots", m.slot_positions.size());
  v.set("type_count", m.type_count);
  v.set("text_count", m.text_count);
  v.set("text_bytes", m.text.size());
  return v;
}

Value dump_frame_bitmap(const assets::FrameBitmap& b) {
  Value v = Value::object();
  v.set("key", hex_value(b.key));
  v.set("block_size", hex_value(b.block_size));
  v.set("frame_time_ms", b.frame_time_ms);
  v.set("white_background", b.white_background);
  v.set("dib_bytes", b.dib.size());
  Value& dib = v.set("dib", Value::object());
  dib.set("width", b.info.width);
  dib.set("height", b.info.height);
  dib.set("bit_count", b.info.bit_count);
  dib.set("compression", b.info.compression);
  dib.set("palette_entries", b.info.palette_entries);
  dib.set("pixel_bytes", b.info.pixel_bytes);
  return v;
}

}  // namespace unpod::tool

// The dumpers of `unpod-tool dump`: one per file family, each building a Value tree of the
// file's sections, counts and key fields (printed as text or JSON by cmd_dump.cpp).
#pragma once

#include <filesystem>
#include <span>
#include <string>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/frame_bitmap.h"
#include "unpod/assets/lists.h"
#include "unpod/assets/menu_image.h"
#include "unpod/assets/mesh.h"
#include "unpod/assets/messages.h"
#include "unpod/assets/texture.h"
#include "value.h"

namespace unpod::tool {

Value dump_circuit(const assets::Circuit& circuit);
Value dump_car(const assets::Car& car);
Value dump_circuit_list(const std::vector<assets::CircuitListEntry>& list);
Value dump_car_list(const std::vector<assets::CarListEntry>& list);
Value dump_menu_image(const assets::MenuImageFile& file);
Value dump_messages(const assets::Messages& messages);
Value dump_frame_bitmap(const assets::FrameBitmap& bitmap);

// Shared pieces.
Value dump_texture_list(const assets::TextureList& list);
Value dump_object(const assets::Object& object);
// The name of a named section and whether content follows.
template <class T>
Value dump_named(const assets::Named<T>& n) {
  Value v = Value::object();
  v.set("name", n.name);
  v.set("present", n.value.has_value());
  return v;
}

}  // namespace unpod::tool

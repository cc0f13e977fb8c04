// `dump` of the installed lists: CIRCUITS.BIN (pod-formats.md §8.1) and the car lists
// VOITURES.BIN, VOITURE2.BIN, VOIRESET.BIN (§8.2).
#include "dump.h"

namespace unpod::tool {

Value dump_circuit_list(const std::vector<assets::CircuitListEntry>& list) {
  Value v = Value::object();
  v.set("count", list.size());
  Value& entries = v.set("entries", Value::array());
  for (const auto& e : list) {
    Value& x = entries.push(Value::object());
    x.set("name", e.name);
    x.set("display_name", e.display_name);
    Value& images = x.set("images", Value::array());
    for (const auto* s : {&e.image1, &e.image2, &e.image3}) images.push(*s);
    x.set("flags", hex_value(e.flags));
    x.set("available", e.available());
    x.set("mirror", e.mirror());
    x.set("version", e.version);
    x.set("id", e.id);
    x.set("length", e.length);
    x.set("laps", e.laps);
    x.set("level", e.level);
  }
  return v;
}

Value dump_car_list(const std::vector<assets::CarListEntry>& list) {
  Value v = Value::object();
  v.set("count", list.size());
  Value& entries = v.set("entries", Value::array());
  for (const auto& e : list) {
    Value& x = entries.push(Value::object());
    x.set("name", e.name);
    x.set("display_name", e.display_name);
    Value& images = x.set("images", Value::array());
    for (const auto* s : {&e.image1, &e.image2, &e.image3}) images.push(*s);
  }
  return v;
}

}  // namespace unpod::tool

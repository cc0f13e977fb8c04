// `dump` of a car (.BV4/.BV3): its name, every named physics field (pod-formats.md §7.1) with
// its offset in the original's car record, and the counts of the other sections (§7.2-§7.4).
#include <type_traits>

#include "dump.h"

namespace unpod::tool {
namespace {

using namespace assets;

// One physics field as a number (fx as its value), a vector or bytes, by its stored type.
template <class T>
Value field_value(const CarFieldInfo& info, const T& value) {
  if constexpr (std::is_same_v<T, Vec3>) {
    return vec3(value);
  } else if constexpr (std::is_integral_v<T>) {
    if (info.type == CarFieldType::kFx) return fx(static_cast<Fx>(value));
    return Value(static_cast<long long>(value));
  } else {
    Value bytes = Value::array();
    for (const auto b : value) bytes.push(unsigned(b));
    return bytes;
  }
}

}  // namespace

Value dump_car(const Car& car) {
  Value v = Value::object();
  v.set("format", car.flavour.version == 3 ? "BV3" : "BV4");
  v.set("key", hex_value(car.flavour.key));
  v.set("name", car.name);

  Value& physics = v.set("physics", Value::object());
  Value& offsets = v.set("physics_offsets", Value::object());
  visit_car_fields(car.physics, [&](const CarFieldInfo& info, const auto& value) {
    physics.set(info.name, field_value(info, value));
    offsets.set(info.name, hex_value(info.offset));
  });

  Value& torque = v.set("torque_curve", Value::object());
  torque.set("entries", car.torque_curve.size());
  Value& values = torque.set("values", Value::array());
  for (const auto t : car.torque_curve) values.push(t);

  Value& textures = v.set("textures", car.textures ? dump_texture_list(*car.textures) : Value());
  if (car.textures)
    textures.set("list_name", car.texture_list_name);
  else
    v.set("texture_list_name", car.texture_list_name);

  v.set("named_faces", car.named_faces);
  Value& parts = v.set("parts", Value::array());
  for (size_t i = 0; i < car.parts.size(); ++i) {
    Value& p = parts.push(Value::object());
    p.set("name", car_part_name(i));
    const Object& o = car.parts[i].object;
    p.set("vertices", o.positions.size());
    p.set("triangles", o.triangle_count());
    p.set("quads", o.quad_count());
  }
  Value& shadows = v.set("shadows", Value::array());
  for (const auto& s : car.shadows) shadows.push(dump_object(s));
  Value& extras = v.set("extra_objects", Value::array());
  for (const auto& e : car.extra_objects) {
    Value& x = extras.push(Value::object());
    x.set("name", e.name);
    x.set("mesh", dump_object(e.decor.object));
    x.set("contacts", e.decor.contacts.size());
  }
  Value& sounds = v.set("sounds", Value::object());
  for (size_t i = 0; i < car.sounds.ids.size(); ++i)
    sounds.set(std::string(car_sound_name(i)), car.sounds.ids[i]);
  Value& ratings = v.set("ratings", Value::object());
  ratings.set("acceleration", car.ratings.acceleration);
  ratings.set("brakes", car.ratings.brakes);
  ratings.set("grip", car.ratings.grip);
  ratings.set("handling", car.ratings.handling);
  ratings.set("speed", car.ratings.speed);
  Value& light = v.set("light", Value::object());
  light.set("type", car.light.type);
  light.set("position", vec3(car.light.position));
  light.set("radius", fx(car.light.radius));
  light.set("intensity", fx(car.light.intensity));
  return v;
}

}  // namespace unpod::tool

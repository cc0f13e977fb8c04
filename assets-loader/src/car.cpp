// Car files (.BV4/.BV3): docs/pod-formats.md §7, §9. One offset slot (the body start), then the
// body in the order of the §7 table, described once for reading and writing.
#include "unpod/assets/car.h"

#include <cstring>
#include <type_traits>

#include "le.h"
#include "unpod/assets/file_io.h"

namespace unpod::assets {
namespace {

constexpr std::string_view kPointNames[kCarPointCount] = {"front right", "rear right", "front left",
                                                          "rear left", "chassis"};

constexpr std::string_view kPartNames[kCarPartCount] = {
    "good rear right",    "good rear left",    "good side right",     "good side left",
    "good front right",   "good front left",   "damaged rear right",  "damaged rear left",
    "damaged side right", "damaged side left", "damaged front right", "damaged front left",
    "ruined rear right",  "ruined rear left",  "ruined side right",   "ruined side left",
    "ruined front right", "ruined front left", "wheel front right",   "wheel rear right",
    "wheel front left",   "wheel rear left"};

constexpr std::string_view kSoundNames[kCarSoundCount] = {
    "engine",     "gear up",         "gear down", "brake",      "brake stop",
    "soft crash", "unknown 6",       "shock",     "accelerate", "accelerate stop",
    "decelerate", "decelerate stop", "crash",     "roof skid",  "roof skid stop"};

// The physics block table of §7.1, in offset order (the order visit_car_fields walks).
std::vector<CarFieldInfo> build_field_table() {
  std::vector<CarFieldInfo> t;
  auto add = [&](std::string name, uint32_t offset, CarFieldType type, uint32_t size) {
    t.push_back(CarFieldInfo{std::move(name), offset, type, size});
  };
  for (uint32_t p = 0; p < kCarPointCount; ++p) {
    const uint32_t b = p * uint32_t(kCarPointSize);
    const std::string n = "point[" + std::to_string(p) + "].";
    add(n + "shock_damper", b + 0x3C, CarFieldType::kFx, 4);
    add(n + "mass", b + 0x40, CarFieldType::kFx, 4);
    add(n + "unknown_44", b + 0x44, CarFieldType::kU32, 4);
    add(n + "position", b + 0x48, CarFieldType::kVec3, 12);
    add(n + "radius", b + 0x54, CarFieldType::kFx, 4);
    add(n + "friction", b + 0x90, CarFieldType::kFx, 4);
    add(n + "grip", b + 0x94, CarFieldType::kVec3, 12);
    add(n + "unknown_a0", b + 0xA0, CarFieldType::kBytes, 12);
    add(n + "stiffness", b + 0xAC, CarFieldType::kFx, 4);
    add(n + "viscosity", b + 0xB0, CarFieldType::kFx, 4);
    add(n + "z_empty", b + 0xB4, CarFieldType::kFx, 4);
    add(n + "z_max", b + 0xB8, CarFieldType::kFx, 4);
    add(n + "z_min", b + 0xBC, CarFieldType::kFx, 4);
  }
  add("unknown_43c", 0x43C, CarFieldType::kU32, 4);
  add("gear_count", 0x44B, CarFieldType::kI8, 1);
  for (uint32_t g = 0; g < kCarGearCount; ++g)
    add("gear_ratios[" + std::to_string(g) + "]", 0x44C + 4 * g, CarFieldType::kFx, 4);
  add("steer_max", 0x484, CarFieldType::kFx, 4);
  add("steer_speed", 0x488, CarFieldType::kFx, 4);
  add("steer_recall", 0x48C, CarFieldType::kFx, 4);
  add("rear_steer", 0x494, CarFieldType::kFx, 4);
  add("inertia", 0x508, CarFieldType::kVec3, 12);
  add("unknown_514", 0x514, CarFieldType::kU32, 4);
  add("gear_up_speed", 0x518, CarFieldType::kFx, 4);
  add("gear_down_speed", 0x51C, CarFieldType::kFx, 4);
  add("mass", 0x520, CarFieldType::kFx, 4);
  add("unknown_524", 0x524, CarFieldType::kU32, 4);
  add("gravity_factor", 0x528, CarFieldType::kFx, 4);
  add("drag", 0x530, CarFieldType::kFx, 4);
  add("downforce", 0x534, CarFieldType::kFx, 4);
  add("brake_distribution", 0x538, CarFieldType::kFx, 4);
  add("zoom_factor", 0x53C, CarFieldType::kFx, 4);
  add("viscous_friction", 0x540, CarFieldType::kFx, 4);
  add("brake_slope", 0x544, CarFieldType::kFx, 4);
  add("brake_max", 0x548, CarFieldType::kFx, 4);
  add("drive", 0x54C, CarFieldType::kI32, 4);
  add("unknown_550[0]", 0x550, CarFieldType::kU32, 4);
  add("unknown_550[1]", 0x554, CarFieldType::kU32, 4);
  return t;
}

// Body positions of runtime words the PBDF writer may change to dodge a false block-size
// detection (§3.8 step 7): the first words of each point record, overwritten by the game.
std::vector<uint32_t> runtime_free_words(size_t physics_start) {
  std::vector<uint32_t> w;
  for (size_t p = 0; p < kCarPointCount; ++p)
    for (size_t k = 0; k < 3; ++k)
      w.push_back(static_cast<uint32_t>(physics_start + p * kCarPointSize + 4 * k));
  return w;
}

template <class IO>
void serialize_sounds(IO& io, CarSounds& s) {
  auto sec = io.section("sound slots");
  io.u32(s.runtime_pointer);
  for (auto& id : s.ids) io.i16(id);
  io.u16(s.padding);
}

template <class IO>
void serialize_ratings(IO& io, CarRatings& r) {
  auto sec = io.section("menu ratings");
  io.u32(r.acceleration);
  io.u32(r.brakes);
  io.u32(r.grip);
  io.u32(r.handling);
  io.u32(r.speed);
}

// Everything after the texture list (§7 rows 6-12).
template <class IO>
void serialize_meshes_and_tail(IO& io, Car& car) {
  {
    auto sec = io.section("named_faces");
    io.b32(car.named_faces);
  }
  for (size_t i = 0; i < kCarPartCount; ++i) {
    auto sec = io.section("part", int64_t(i));
    serialize_object(io, car.parts[i].object, car.named_faces, FaceTail::kProperty);
    serialize_prism(io, car.parts[i].hull);
  }
  for (size_t i = 0; i < kCarShadowCount; ++i) {
    auto sec = io.section("shadow", int64_t(i));
    serialize_object(io, car.shadows[i], car.named_faces, FaceTail::kProperty);
  }
  for (size_t i = 0; i < kCarExtraObjectCount; ++i) {
    auto sec = io.section("extra object", int64_t(i));
    io.pstr(car.extra_objects[i].name);
    serialize_decor(io, car.extra_objects[i].decor);
  }
  serialize_sounds(io, car.sounds);
  serialize_ratings(io, car.ratings);
  auto sec = io.section("light");
  serialize_light(io, car.light);
}

Car read_body(std::span<const uint8_t> body, Reader& io, const Flavour& flavour) {
  Car car;
  car.flavour = flavour;
  {
    auto sec = io.section("car name");
    io.pstr(car.name);
  }
  {
    auto sec = io.section("physics block");
    std::array<uint8_t, kCarPhysicsSize> image;
    io.bytes(image.data(), image.size());
    decode_physics_image(image, car.physics);
  }
  {
    auto sec = io.section("torque curve");
    io.list(
        car.torque_curve, 4, [](Reader& x, int32_t& v) { x.i32(v); }, "entry");
  }
  {
    auto sec = io.section("texture list name");
    io.pstr(car.texture_list_name);
  }
  const bool has_list = !iequals(car.texture_list_name, "GOURAUD") ||
                        gouraud_list_follows(body.subspan(io.pos()), flavour);
  if (has_list) {
    car.textures.emplace();
    serialize_texture_list(io, *car.textures, small_texture_size(flavour));
  }
  serialize_meshes_and_tail(io, car);
  return car;
}

}  // namespace

std::string_view car_point_name(size_t point) {
  return point < kCarPointCount ? kPointNames[point] : std::string_view("?");
}
std::string_view car_part_name(size_t part) {
  return part < kCarPartCount ? kPartNames[part] : std::string_view("?");
}
std::string_view car_sound_name(size_t slot) {
  return slot < kCarSoundCount ? kSoundNames[slot] : std::string_view("?");
}

const std::vector<CarFieldInfo>& car_field_offsets() {
  static const std::vector<CarFieldInfo> table = build_field_table();
  return table;
}

std::array<uint8_t, kCarPhysicsSize> compose_physics_image(const CarPhysics& p) {
  std::array<uint8_t, kCarPhysicsSize> image = p.initial_image;
  visit_car_fields(p, [&](const CarFieldInfo& info, const auto& v) {
    uint8_t* at = image.data() + info.offset;
    using T = std::remove_cvref_t<decltype(v)>;
    if constexpr (std::is_same_v<T, Vec3>) {
      le::store32(at, static_cast<uint32_t>(v.x));
      le::store32(at + 4, static_cast<uint32_t>(v.y));
      le::store32(at + 8, static_cast<uint32_t>(v.z));
    } else if constexpr (std::is_same_v<T, int8_t>) {
      *at = static_cast<uint8_t>(v);
    } else if constexpr (std::is_same_v<T, std::array<uint8_t, 12>>) {
      std::memcpy(at, v.data(), v.size());
    } else {
      le::store32(at, static_cast<uint32_t>(v));
    }
  });
  return image;
}

void decode_physics_image(std::span<const uint8_t, kCarPhysicsSize> image, CarPhysics& p) {
  std::copy(image.begin(), image.end(), p.initial_image.begin());
  visit_car_fields(p, [&](const CarFieldInfo& info, auto& v) {
    const uint8_t* at = image.data() + info.offset;
    using T = std::remove_cvref_t<decltype(v)>;
    if constexpr (std::is_same_v<T, Vec3>) {
      v = Vec3{static_cast<Fx>(le::load32(at)), static_cast<Fx>(le::load32(at + 4)),
               static_cast<Fx>(le::load32(at + 8))};
    } else if constexpr (std::is_same_v<T, int8_t>) {
      v = static_cast<int8_t>(*at);
    } else if constexpr (std::is_same_v<T, std::array<uint8_t, 12>>) {
      std::memcpy(v.data(), at, v.size());
    } else {
      v = static_cast<T>(le::load32(at));
    }
  });
}

bool gouraud_list_follows(std::span<const uint8_t> after_name, const Flavour& flavour) {
  if (after_name.size() < 8) return false;
  const uint32_t pages = le::load32(after_name.data());
  const uint32_t reserved = le::load32(after_name.data() + 4);
  // A car has a handful of pages; 64 is far above any seen and keeps the product small.
  if (pages == 0 || pages > 64 || reserved != 0) return false;
  const uint64_t side = small_texture_size(flavour);
  const uint64_t page_bytes = side * side * (flavour.palettised() ? 1 : 2);
  const uint64_t need = 8 + pages * (4 + page_bytes) + (flavour.palettised() ? 768 : 0);
  return need <= after_name.size();
}

Result<Car> read_car(std::span<const uint8_t> file, const std::string& name, int version) {
  if (version != 3 && version != 4)
    return LoadError{name, "car", 0,
                     "car version " + std::to_string(version) + " is not supported (3 or 4)"};
  auto pbdf = pbdf_decode(file, name);
  if (!pbdf) return pbdf.error();
  return catch_format_error([&]() -> Car {
    const PbdfFile& f = *pbdf;
    const Flavour flavour{version, f.layout.key};
    const std::span<const uint8_t> body = f.body();
    Reader header(f.stream, name, flavour, 0, f.layout);
    if (f.offsets.empty()) {
      auto sec = header.section("PBDF header");
      header.fail_at(4, "a car file needs one offset slot (the body start); it has none");
    }
    const int64_t start = f.body_position(0);
    if (start < 0 || uint64_t(start) >= body.size()) {
      auto sec = header.section("PBDF header");
      header.fail_at(
          8, "offset slot 0 points outside the body (body position " + std::to_string(start) + ")");
    }
    const auto car_body = body.subspan(size_t(start));
    Reader io(car_body, name, flavour, f.header_size() + uint64_t(start), f.layout);
    return read_body(car_body, io, flavour);
  });
}

Result<Car> load_car(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  int version = 0;
  if (iequals(ext, ".bv4")) version = 4;
  if (iequals(ext, ".bv3")) version = 3;
  if (version == 0)
    return LoadError{path.string(), "car", 0,
                     "unknown car extension \"" + ext + "\" (.BV4 or .BV3 expected)"};
  auto bytes = read_file(path);
  if (!bytes) return bytes.error();
  return read_car(*bytes, path.string(), version);
}

Result<std::vector<uint8_t>> write_car(const Car& car_in, uint32_t block_size) {
  Flavour flavour = car_in.flavour;
  if (flavour.key == 0) flavour.key = kCarKey;
  auto body = catch_format_error([&]() -> std::vector<uint8_t> {
    if (flavour.version != 3 && flavour.version != 4) {
      Writer w(flavour);
      w.fail("car version " + std::to_string(flavour.version) + " is not supported (3 or 4)");
    }
    Car car = car_in;  // the serialiser takes references
    Writer io(flavour);
    {
      auto sec = io.section("car name");
      io.pstr(car.name);
    }
    {
      const auto image = compose_physics_image(car.physics);
      io.bytes(image.data(), image.size());
    }
    {
      auto sec = io.section("torque curve");
      io.list(
          car.torque_curve, 4, [](Writer& x, int32_t& v) { x.i32(v); }, "entry");
    }
    {
      auto sec = io.section("texture list name");
      io.pstr(car.texture_list_name);
    }
    const size_t after_name = io.pos();
    const bool gouraud = iequals(car.texture_list_name, "GOURAUD");
    if (car.textures) {
      serialize_texture_list(io, *car.textures, small_texture_size(flavour));
    } else if (!gouraud) {
      auto sec = io.section("texture list");
      io.fail("only a car whose texture list name is GOURAUD may have no texture list (§7.3)");
    }
    serialize_meshes_and_tail(io, car);
    // A GOURAUD car must read back the way it was written (the §7.3 peek).
    if (gouraud && gouraud_list_follows(std::span(io.bytes_out()).subspan(after_name), flavour) !=
                       car.textures.has_value()) {
      auto sec = io.section("texture list");
      io.fail(car.textures ? "a GOURAUD car's texture list must have 1..64 pages and a zero "
                             "reserved word to be recognised when read (§7.3)"
                           : "a GOURAUD car without a texture list would read as having one "
                             "(§7.3 peek); change named_faces or part 0");
    }
    return io.take();
  });
  if (!body) return body.error();
  const uint32_t slot = 0;
  const size_t physics_start = 1 + car_in.name.size();
  const auto free_words = runtime_free_words(physics_start);
  return pbdf_encode(*body, std::span(&slot, 1), flavour.key, block_size, free_words);
}

}  // namespace unpod::assets

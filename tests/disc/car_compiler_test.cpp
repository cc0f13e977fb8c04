// The car compiler on the shipped descriptions (disc/cars/*.car): every file compiles, writes a
// BV4 that reads back field for field, lays its parts out in pod-formats.md §7.4's order with
// hulls around them, puts the wheels where the description says, and fills every physics field.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "car_body.h"
#include "car_compiler.h"

namespace {

using namespace unpod;
using assets::Fx;
using assets::Vec3;

const char* const kCars[] = {"zephyr", "bulwark", "mantis", "cinder"};

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  REQUIRE(in.good());
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::filesystem::path car_path(const std::string& name) {
  return std::filesystem::path(UNPOD_DISC_SOURCES) / "cars" / (name + ".car");
}

disc::CarDesc shipped_desc(const std::string& name) {
  disc::DescError e;
  auto d = disc::parse_car_desc(read_text(car_path(name)), e);
  INFO(name << ".car:" << e.line << ": " << e.message);
  REQUIRE(d.has_value());
  return *d;
}

disc::CompiledCar shipped_car(const std::string& name) {
  disc::DescError e;
  auto c = disc::compile_car(read_text(car_path(name)), e);
  INFO(name << ".car:" << e.line << ": " << e.message);
  REQUIRE(c.has_value());
  return std::move(*c);
}

double fl(Fx v) {
  return v / 65536.0;
}

bool inside(const assets::Prism& h, const Vec3& p) {
  return std::abs(int64_t(p.x) - h.centre.x) <= h.half_extent.x &&
         std::abs(int64_t(p.y) - h.centre.y) <= h.half_extent.y &&
         std::abs(int64_t(p.z) - h.centre.z) <= h.half_extent.z;
}

// Mean of an object's vertices, in track units.
disc::Point3 mean(const assets::Object& o) {
  disc::Point3 m;
  for (const Vec3& p : o.positions) {
    m.x += fl(p.x);
    m.y += fl(p.y);
    m.z += fl(p.z);
  }
  const double n = double(o.positions.size());
  return {m.x / n, m.y / n, m.z / n};
}

double top(const assets::Object& o) {
  double t = -1e9;
  for (const Vec3& p : o.positions) t = std::max(t, fl(p.z));
  return t;
}

}  // namespace

TEST_CASE("every shipped car description compiles to a BV4 car", "[car_compiler]") {
  for (const char* name : kCars) {
    INFO(name);
    const disc::CompiledCar c = shipped_car(name);
    std::string upper = name;
    for (char& ch : upper) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    CHECK(c.name == upper);
    CHECK_FALSE(c.display_name.empty());
    CHECK(c.car.flavour.version == 4);
    CHECK(c.car.flavour.key == assets::kCarKey);
    CHECK(c.car.texture_list_name == upper);
    REQUIRE(c.car.textures.has_value());
    REQUIRE(c.car.textures->pages.size() == 1);
    CHECK(c.car.textures->size == 128);
    CHECK(c.car.textures->pages[0].pixels.size() == 128u * 128u * 2u);
    CHECK_FALSE(c.car.textures->palette.has_value());
    // Textured faces use the page with texels on it, and every face is visible.
    for (const auto& part : c.car.parts)
      for (const assets::Face& f : part.object.faces) {
        CHECK(f.material == "TEXGOU");
        CHECK(f.color_or_page == 0);
        CHECK((f.property & assets::face_bits::kVisible) != 0);
        CHECK_FALSE(f.normal.is_zero());
        for (uint32_t k = 0; k < f.vertex_count; ++k) {
          CHECK(f.uv[k][0] < 128);
          CHECK(f.uv[k][1] < 128);
        }
      }
    // Vertex normals are unit length.
    for (const auto& part : c.car.parts)
      for (const Vec3& n : part.object.normals)
        CHECK(std::sqrt(fl(n.x) * fl(n.x) + fl(n.y) * fl(n.y) + fl(n.z) * fl(n.z)) ==
              Approx(1.0).margin(1e-3));
  }
}

TEST_CASE("a compiled car writes and reads back field for field", "[car_compiler]") {
  for (const char* name : kCars) {
    INFO(name);
    const disc::CompiledCar c = shipped_car(name);
    auto bytes = assets::write_car(c.car);
    if (!bytes) FAIL(bytes.error().to_string());
    auto back = assets::read_car(*bytes, std::string(name) + ".bv4", 4);
    if (!back) FAIL(back.error().to_string());
    CHECK(back->physics == c.car.physics);
    CHECK(back->torque_curve == c.car.torque_curve);
    CHECK(back->textures == c.car.textures);
    CHECK(back->parts == c.car.parts);
    CHECK(back->shadows == c.car.shadows);
    CHECK(back->extra_objects == c.car.extra_objects);
    CHECK(back->sounds == c.car.sounds);
    CHECK(back->ratings == c.car.ratings);
    CHECK(back->light == c.car.light);
    CHECK(*back == c.car);
  }
}

TEST_CASE("car parts follow §7.4's order and their hulls hold their meshes", "[car_compiler]") {
  for (const char* name : kCars) {
    INFO(name);
    const disc::CompiledCar c = shipped_car(name);
    for (size_t i = 0; i < assets::kCarPartCount; ++i) {
      INFO(assets::car_part_name(i));
      const assets::CarPartMesh& part = c.car.parts[i];
      REQUIRE_FALSE(part.object.positions.empty());
      REQUIRE_FALSE(part.object.faces.empty());
      for (const Vec3& p : part.object.positions) CHECK(inside(part.hull, p));
      const double hx = part.hull.half_extent.x, hy = part.hull.half_extent.y;
      CHECK(part.hull.radius >= Fx(std::floor(std::sqrt(hx * hx + hy * hy))));
      CHECK(part.hull.radius <= Fx(std::ceil(std::sqrt(hx * hx + hy * hy))));
      // The hull is tight: some vertex reaches each face of the box.
      Fx max_x = INT32_MIN;
      for (const Vec3& p : part.object.positions) max_x = std::max(max_x, p.x);
      CHECK(max_x == part.hull.centre.x + part.hull.half_extent.x);
    }
    for (size_t s = 0; s < 3; ++s) {
      INFO("state " << s);
      // Right parts (even) lie at y <= 0, left parts (odd) at y >= 0; rear, side, front go
      // forward.
      double last_x = -1e9;
      for (size_t k = 0; k < 6; ++k) {
        const assets::Object& o = c.car.parts[s * 6 + k].object;
        for (const Vec3& p : o.positions) CHECK((k % 2 == 0 ? p.y <= 0 : p.y >= 0));
        const disc::Point3 m = mean(o);
        if (k % 2 == 0) {
          CHECK(m.x > last_x);
          last_x = m.x;
        } else {
          CHECK(m.x == Approx(mean(c.car.parts[s * 6 + k - 1].object).x));
        }
      }
    }
    // Damage pushes the body in: damaged parts differ from good ones and the ruined roof is
    // lowest.
    for (size_t k = 0; k < 6; ++k) {
      const auto& good = c.car.parts[k].object;
      const auto& damaged = c.car.parts[6 + k].object;
      const auto& ruined = c.car.parts[12 + k].object;
      CHECK(damaged.positions != good.positions);
      CHECK(damaged.faces.size() == good.faces.size());
      CHECK(top(damaged) < top(good));
      CHECK(top(ruined) < top(damaged));
      CHECK(c.car.parts[k].hull.half_extent.y > c.car.parts[12 + k].hull.half_extent.y);
    }
  }
}

TEST_CASE("wheels sit at the described positions with the described radius", "[car_compiler]") {
  for (const char* name : kCars) {
    INFO(name);
    const disc::CarDesc d = shipped_desc(name);
    const disc::CompiledCar c = disc::compile_car_desc(d);
    // Parts 18..21 and physics points 0..3: front right, rear right, front left, rear left.
    const disc::AxleDesc* axle[4] = {&d.front, &d.rear, &d.front, &d.rear};
    const double side[4] = {-1, -1, 1, 1};
    for (size_t w = 0; w < 4; ++w) {
      INFO(assets::car_part_name(18 + w));
      // The game places the wheel mesh at its physics point: the point is the described
      // position, the mesh is centred on its own origin.
      const assets::CarPoint& pt = c.car.physics.points[w];
      CHECK(fl(pt.position.x) == Approx(axle[w]->x).margin(1e-4));
      CHECK(fl(pt.position.y) == Approx(side[w] * axle[w]->half_track).margin(1e-4));
      CHECK(fl(pt.position.z) == Approx(axle[w]->z).margin(1e-4));
      CHECK(fl(pt.radius) == Approx(d.wheel_radius).margin(1e-4));
      CHECK(fl(pt.mass) == Approx(d.wheel_mass / 1000).margin(1e-4));  // tonnes
      const assets::CarPartMesh& part = c.car.parts[18 + w];
      const assets::Prism& h = part.hull;
      CHECK(std::abs(fl(h.centre.x)) < 1e-4);
      CHECK(std::abs(fl(h.centre.y)) < 1e-4);
      CHECK(std::abs(fl(h.centre.z)) < 1e-4);
      CHECK(fl(h.half_extent.z) == Approx(d.wheel_radius).margin(1e-4));
      CHECK(fl(h.half_extent.x) <= d.wheel_radius + 1e-4);
      CHECK(fl(h.half_extent.x) >= d.wheel_radius * std::cos(3.1416 / d.wheel_sides) - 1e-4);
      CHECK(fl(h.half_extent.y) == Approx(d.wheel_width / 2).margin(1e-4));
      CHECK(part.object.positions.size() == size_t(2 * d.wheel_sides + 2));
      CHECK(part.object.faces.size() == size_t(3 * d.wheel_sides));
      // Every rim vertex is one radius from the axle; placed at the point, the wheel touches the
      // ground one radius below the axle.
      double lowest = 1e9;
      for (size_t v = 0; v < size_t(2 * d.wheel_sides); ++v) {
        const Vec3& p = part.object.positions[v];
        CHECK(std::hypot(fl(p.x), fl(p.z)) == Approx(d.wheel_radius).margin(1e-4));
        lowest = std::min(lowest, fl(p.z + pt.position.z));
      }
      CHECK(lowest == Approx(axle[w]->z - d.wheel_radius).margin(1e-4));
    }
  }
}

TEST_CASE("the four shipped cars handle differently", "[car_compiler]") {
  std::set<Fx> masses, top_gears, grips, steer;
  std::set<int32_t> drives;
  std::map<std::string, assets::CarPhysics> by_name;
  for (const char* name : kCars) {
    const assets::CarPhysics p = shipped_car(name).car.physics;
    masses.insert(p.mass);
    drives.insert(p.drive);
    top_gears.insert(p.gear_ratios[size_t(p.gear_count - 1)]);
    grips.insert(p.points[1].grip.y);
    steer.insert(p.steer_max);
    by_name[name] = p;
  }
  CHECK(masses.size() == 4);
  CHECK(top_gears.size() == 4);
  CHECK(steer.size() == 4);
  CHECK(grips.size() >= 3);
  CHECK(drives == std::set<int32_t>{1, 2, 3});
  // The brief: Zephyr light and front drive, Bulwark heavy and all-wheel drive, Mantis and
  // Cinder rear drive.
  CHECK(by_name["zephyr"].drive == 2);
  CHECK(by_name["bulwark"].drive == 1);
  CHECK(by_name["mantis"].drive == 3);
  CHECK(by_name["cinder"].drive == 3);
  CHECK(*masses.begin() == by_name["zephyr"].mass);
  CHECK(*masses.rbegin() == by_name["bulwark"].mass);
  CHECK(by_name["mantis"].drag < by_name["cinder"].drag);  // fast: the least drag
}

TEST_CASE("every named physics field of a shipped car is set", "[car_compiler]") {
  for (const char* name : kCars) {
    INFO(name);
    const disc::CompiledCar c = shipped_car(name);
    const assets::CarPhysics& p = c.car.physics;
    // Zero is the documented value only for these: the lift factor (0 in every car), words
    // whose meaning is unknown, the chassis point at the frame's origin, steering of the rear
    // wheels, and unused gear slots.
    auto may_be_zero = [&](const std::string& field) {
      if (field.find("shock_damper") != std::string::npos) return true;
      if (field.find("unknown") != std::string::npos) return true;
      if (field == "point[4].position" || field == "rear_steer") return true;
      for (int g = p.gear_count; g < 8; ++g)
        if (field == "gear_ratios[" + std::to_string(g) + "]") return true;
      return false;
    };
    size_t checked = 0;
    assets::visit_car_fields(p, [&](const assets::CarFieldInfo& info, const auto& value) {
      if (may_be_zero(info.name)) return;
      INFO(info.name);
      using T = std::decay_t<decltype(value)>;
      if constexpr (std::is_same_v<T, Vec3>) {
        CHECK_FALSE(value.is_zero());
      } else if constexpr (std::is_arithmetic_v<T>) {
        CHECK(value != 0);
      }
      ++checked;
    });
    CHECK(checked > 60);
    CHECK(p.gear_ratios[8] < 0);  // reverse
    CHECK(p.points[4].mass + 4 * p.points[0].mass == Approx(p.mass).margin(8));
    // Gear ratios are stored with the final drive (first gear above 5 for every shipped car).
    CHECK(fl(p.gear_ratios[0]) > 5);
    CHECK(p.initial_image == assets::compose_physics_image(p));
    // Plausible sizes at the runtime's scales (§7.1, seed pod-car-physics).
    CHECK(fl(p.mass) > 0.5);  // tonnes: the runtime's mass unit
    CHECK(fl(p.mass) < 3);
    CHECK(fl(p.steer_max) > 0.3);  // radians
    CHECK(fl(p.steer_max) < 0.8);
    CHECK(fl(p.gear_ratios[0]) > fl(p.gear_ratios[size_t(p.gear_count - 1)]));
    for (const assets::CarPoint& pt : p.points) {
      CHECK(pt.z_min < pt.z_empty);
      CHECK(pt.z_empty < pt.z_max);
    }
    // The torque curve spans the engine's 1000 rad/s (9549 rpm) in 256 rpm steps.
    CHECK(c.car.torque_curve.size() >= 38);
    for (int32_t t : c.car.torque_curve) CHECK(t > 0);
  }
}

TEST_CASE("the torque curve interpolates the description's points", "[car_compiler]") {
  const disc::CarDesc d = shipped_desc("cinder");
  const disc::CompiledCar c = disc::compile_car_desc(d);
  // Entry i is the torque at 256*i rpm; between 1800 (150) and 4000 (195) rpm it is linear.
  // Stored as N·m / 4000: the runtime multiplies the curve by 4 and works in kN·m.
  const size_t i = 10;  // 2560 rpm
  const double expected = 150 + (195 - 150) * (2560.0 - 1800) / (4000 - 1800);
  CHECK(fl(c.car.torque_curve[i]) * 4000 == Approx(expected).margin(0.1));
  CHECK(fl(c.car.torque_curve[0]) * 4000 == Approx(80).margin(0.1));
  CHECK(fl(c.car.torque_curve.back()) * 4000 == Approx(130).margin(0.1));
}

TEST_CASE("shadows, extra objects, sounds, ratings and light are filled", "[car_compiler]") {
  const disc::CarDesc d = shipped_desc("bulwark");
  const disc::CompiledCar c = disc::compile_car_desc(d);
  for (const assets::Object& s : c.car.shadows) {
    REQUIRE(s.faces.size() == 1);
    CHECK(s.faces[0].material == "FLAT");
    CHECK(s.faces[0].normal.z > 0);  // facing up
    for (const Vec3& p : s.positions)
      CHECK(fl(p.z) == Approx(std::min(d.front.z, d.rear.z) - d.wheel_radius + 0.02).margin(1e-4));
  }
  // Good rear and front shadows cover the car's length; the ruined ones are smaller.
  CHECK(assets::Prism(disc::hull_of(c.car.shadows[0])).half_extent.y >
        disc::hull_of(c.car.shadows[2]).half_extent.y);
  CHECK(mean(c.car.shadows[0]).x < 0);
  CHECK(mean(c.car.shadows[1]).x > 0);
  for (const assets::CarExtraObject& e : c.car.extra_objects) {
    CHECK_FALSE(e.name.empty());
    CHECK(e.decor.object.faces.size() == 6);
    CHECK(e.decor.contacts.size() == 8);
    CHECK(fl(e.decor.mass) == Approx(d.mass / 1000).margin(1e-4));
    for (const Vec3& p : e.decor.object.positions) CHECK(inside(e.decor.hull, p));
    for (const assets::Contact& k : e.decor.contacts) CHECK(inside(e.decor.hull, k.offset));
  }
  CHECK(c.car.ratings.acceleration == uint32_t(d.ratings[0]));
  CHECK(c.car.ratings.speed == uint32_t(d.ratings[4]));
  CHECK(c.car.sounds.ids[0] == d.sounds[0]);
  CHECK(c.car.light.type == 2);
  CHECK(fl(c.car.light.radius) == Approx(d.light_range));
  CHECK(fl(c.car.light.position.x) == Approx(d.length / 2).margin(1e-4));
}

// The car compiler (docs/CAR-FORMAT.md): a parsed description becomes an assets::Car in the
// BV4 flavour, every section of pod-formats.md §7 filled, the physics block through the named
// fields of CarPhysics (§7.1) and composed into its stored image.
#include "car_compiler.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>

#include "car_body.h"
#include "car_paint.h"

namespace unpod::disc {
namespace {

using assets::Fx;
using assets::Vec3;

double rad(double degrees) {
  return degrees * kPi / 180.0;
}
uint32_t packed_rgb(const Rgb& c) {
  return uint32_t(c[0]) << 16 | uint32_t(c[1]) << 8 | uint32_t(c[2]);
}

// The engine limit the game's car_reset sets (1000 rad/s, pod-car-physics seed); the torque
// curve spans at least this far. Also stored at 0x43C, which §11 suspects holds that limit.
constexpr double kEngineLimit = 1000.0;
// The runtime's units (sim/include/unpod/sim/physics/inferred.h, "Units"): masses in tonnes,
// so forces are kN and torques kN·m. The curve's torque is stored a quarter of the engine's,
// since the drive torque multiplies it by 4 (pod-car-physics.md: "× 4" with the ratio).
constexpr double kTonne = 1000.0;          // kg per stored mass unit
constexpr double kCurveUnit = 4 * 1000.0;  // N·m per stored torque unit
constexpr double kTorqueUnit = 1000.0;     // N·m per stored torque unit (rolling resistance)
// Part health at the start (§7.4, seed 001); the extra objects' Decor resistance.
constexpr int32_t kPartHealth = 2000000;
constexpr double kDecorFriction = 0.3;

assets::CarPoint make_point(const CarDesc& d, const AxleDesc& a, Point3 at, double mass,
                            double radius) {
  assets::CarPoint p;
  p.shock_damper = 0;  // the floor-contact lift factor is 0 in every car (§7.1)
  p.mass = to_fx(mass / kTonne);
  p.position = Vec3{to_fx(at.x), to_fx(at.y), to_fx(at.z)};
  p.radius = to_fx(radius);
  p.friction = to_fx(a.rolling / kTorqueUnit);
  p.grip = Vec3{to_fx(a.grip.x), to_fx(a.grip.y), to_fx(a.grip.z)};
  p.stiffness = to_fx(a.stiffness);
  p.viscosity = to_fx(a.damper);
  p.z_empty = to_fx(d.rest);
  p.z_max = to_fx(d.travel_max);
  p.z_min = to_fx(d.travel_min);
  return p;
}

// POD FUN_00419ad0 takes 15/16 of the yaw torque away again.
constexpr double kYawTorqueKept = 16;

Point3 inertia_of(const CarDesc& d) {
  if (d.inertia) return *d.inertia;
  // A solid box of the body's size: I = m (a^2 + b^2) / 12 about each axis.
  const double m = d.mass, l = d.length, w = d.width, h = d.height;
  return {m * (w * w + h * h) / 12, m * (l * l + h * h) / 12, m * (l * l + w * w) / 12};
}

assets::CarPhysics make_physics(const CarDesc& d) {
  assets::CarPhysics p;
  const double wheel_total = 4 * d.wheel_mass;
  for (size_t i = 0; i < 4; ++i) {
    const AxleDesc& a = (i == 0 || i == 2) ? d.front : d.rear;
    p.points[i] = make_point(d, a, wheel_position(d, i), d.wheel_mass, d.wheel_radius);
  }
  // The chassis point sits at the car frame's origin, carries the rest of the mass and the rear
  // axle's values; its radius reaches the floor of the body.
  const BodyShape b = body_shape(d);
  const double chassis_radius = d.chassis_radius.value_or(std::max(0.1, -b.bottom));
  p.points[4] = make_point(d, d.rear, Point3{}, d.mass - wheel_total, chassis_radius);

  p.unknown_43c = uint32_t(to_fx(kEngineLimit));
  p.gear_count = int8_t(d.gears.size());
  for (size_t g = 0; g < d.gears.size(); ++g) p.gear_ratios[g] = to_fx(d.gears[g] * d.final_drive);
  p.gear_ratios[8] = to_fx(-d.reverse * d.final_drive);
  p.steer_max = to_fx(rad(d.steer_max));
  p.steer_speed = to_fx(rad(d.steer_speed));
  p.steer_recall = to_fx(d.steer_return);
  p.rear_steer = to_fx(d.rear_steer);
  // The body step keeps only a sixteenth of the yaw torque (pod-car-physics.md, FUN_00419ad0),
  // so the file holds a sixteenth of the yaw inertia: the car turns as the body described would.
  const Point3 inertia = inertia_of(d);
  p.inertia = Vec3{to_fx(inertia.x / kTonne), to_fx(inertia.y / kTonne),
                   to_fx(inertia.z / kTonne / kYawTorqueKept)};
  p.gear_up_speed = to_fx(d.rev_up);
  p.gear_down_speed = to_fx(d.rev_down);
  p.mass = to_fx(d.mass / kTonne);
  p.gravity_factor = to_fx(d.gravity);
  p.drag = to_fx(d.drag);
  p.downforce = to_fx(d.downforce);
  p.brake_distribution = to_fx(d.brake_distribution);
  p.zoom_factor = to_fx(d.zoom);
  p.viscous_friction = to_fx(d.viscous);
  p.brake_slope = to_fx(d.brake_slope);
  p.brake_max = to_fx(d.brake_max);
  p.drive = d.drive;
  // Unknown words ([U]) and the runtime parts stay zero, as the game overwrites the latter.
  p.initial_image = assets::compose_physics_image(p);
  return p;
}

// Entry i: the torque at 256*i rpm, linear between the description's points, held flat
// outside them (§7.2).
std::vector<int32_t> torque_curve(const CarDesc& d) {
  const double limit_rpm = kEngineLimit * 60 / (2 * kPi);
  const double top = std::max(limit_rpm, d.torque.back().rpm);
  const size_t n = size_t(std::ceil(top / 256)) + 1;
  std::vector<int32_t> curve;
  for (size_t i = 0; i < n; ++i) {
    const double rpm = 256.0 * double(i);
    double t = d.torque.front().torque;
    if (rpm >= d.torque.back().rpm) {
      t = d.torque.back().torque;
    } else {
      for (size_t k = 1; k < d.torque.size(); ++k) {
        const TorquePoint &a = d.torque[k - 1], &b = d.torque[k];
        if (rpm >= a.rpm && rpm < b.rpm) {
          t = a.torque + (b.torque - a.torque) * (rpm - a.rpm) / (b.rpm - a.rpm);
          break;
        }
      }
    }
    curve.push_back(to_fx(t / kCurveUnit));
  }
  return curve;
}

// An extra object: a box Decor around the body (good, or crushed like the ruined parts), with
// the car's mass and inertia and a contact at each corner.
assets::CarExtraObject extra_object(const CarDesc& d, size_t index) {
  const BodyShape b = body_shape(d);
  const bool ruined = index == 1;
  const double k = ruined ? 0.9 : 1.0, kz = ruined ? 0.65 : 1.0;
  const Point3 lo{-b.length / 2 * k, -b.width / 2 * k, b.bottom};
  const Point3 hi{b.length / 2 * k, b.width / 2 * k, b.bottom + b.height * kz};
  assets::CarExtraObject e;
  e.name = ruined ? "COLLIS2" : "COLLIS1";
  e.decor.named_faces = false;
  e.decor.object = box(lo, hi, packed_rgb(d.paint));
  e.decor.hull = hull_of(e.decor.object);
  e.decor.mass = to_fx(d.mass / kTonne);
  const Point3 inertia = inertia_of(d);
  e.decor.inertia =
      Vec3{to_fx(inertia.x / kTonne), to_fx(inertia.y / kTonne), to_fx(inertia.z / kTonne)};
  e.decor.resistance = kPartHealth;
  e.decor.friction = to_fx(kDecorFriction);
  for (int i = 0; i < 8; ++i) {
    const Point3 c{(i & 1) ? hi.x : lo.x, (i & 2) ? hi.y : lo.y, (i & 4) ? hi.z : lo.z};
    e.decor.contacts.push_back(
        {to_fx(0.1), Vec3{to_fx(c.x), to_fx(c.y), to_fx(c.z)}, to_fx(d.mass / kTonne / 8)});
  }
  return e;
}

assets::Light headlight(const CarDesc& d) {
  const BodyShape b = body_shape(d);
  assets::Light l;
  l.type = 2;  // cone
  l.position = Vec3{to_fx(b.length / 2), 0, to_fx(b.bottom + 0.3 * b.height)};
  l.rotation = assets::Mat3::identity();
  l.radius = to_fx(d.light_range);
  l.intensity = to_fx(d.light_intensity);
  l.diffusion = 1;  // linear
  l.angle = to_fx(rad(d.light_angle));
  return l;
}

}  // namespace

CompiledCar compile_car_desc(const CarDesc& d) {
  CompiledCar out;
  out.name = d.name;
  out.display_name = d.display_name;
  assets::Car& car = out.car;
  car.flavour = assets::Flavour{4, assets::kCarKey};
  car.name = d.display_name;
  car.physics = make_physics(d);
  car.torque_curve = torque_curve(d);
  car.texture_list_name = d.name;
  car.textures = paint_car(d);
  car.named_faces = false;
  const CarDamage states[3] = {CarDamage::kGood, CarDamage::kDamaged, CarDamage::kRuined};
  for (size_t s = 0; s < 3; ++s)
    for (size_t i = 0; i < 6; ++i) {
      assets::CarPartMesh& part = car.parts[s * 6 + i];
      part.object = body_part(d, i, states[s]);
      part.hull = hull_of(part.object);
    }
  for (size_t w = 0; w < 4; ++w) {
    assets::CarPartMesh& part = car.parts[18 + w];
    part.object = wheel(d);
    part.hull = hull_of(part.object);
  }
  for (size_t i = 0; i < assets::kCarShadowCount; ++i) car.shadows[i] = shadow(d, i);
  for (size_t i = 0; i < assets::kCarExtraObjectCount; ++i)
    car.extra_objects[i] = extra_object(d, i);
  for (size_t s = 0; s < assets::kCarSoundCount; ++s) car.sounds.ids[s] = int16_t(d.sounds[s]);
  car.ratings =
      assets::CarRatings{uint32_t(d.ratings[0]), uint32_t(d.ratings[1]), uint32_t(d.ratings[2]),
                         uint32_t(d.ratings[3]), uint32_t(d.ratings[4])};
  car.light = headlight(d);
  return out;
}

std::optional<CompiledCar> compile_car(const std::string& text, DescError& error) {
  const std::optional<CarDesc> desc = parse_car_desc(text, error);
  if (!desc) return std::nullopt;
  return compile_car_desc(*desc);
}

}  // namespace unpod::disc

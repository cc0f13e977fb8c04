// Car files, .BV4 (RGB565 textures) and .BV3 (palettised): docs/pod-formats.md §7 and §9.
// The 0x558-byte physics block is the initial image of the game's per-racer car record; its
// known fields are decoded by name (§7.1), and the whole image is kept so that the runtime and
// unknown bytes survive a read + write unchanged.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "unpod/assets/error.h"
#include "unpod/assets/mesh.h"
#include "unpod/assets/pbdf.h"
#include "unpod/assets/serial.h"
#include "unpod/assets/texture.h"

namespace unpod::assets {

inline constexpr size_t kCarPhysicsSize = 0x558;
inline constexpr size_t kCarPointSize = 0xD8;
inline constexpr size_t kCarPointCount = 5;
inline constexpr size_t kCarGearCount = 9;  // gear_ratios[8] is reverse [I]

// The five point records of the physics block (§7.1), in file order.
enum class CarPointId { kFrontRight, kRearRight, kFrontLeft, kRearLeft, kChassis };
std::string_view car_point_name(size_t point);  // "front right" ... "chassis"

// One point record's stored fields; offsets are relative to the record (§7.1).
struct CarPoint {
  Fx shock_damper = 0;                   // +0x3C floor-contact lift factor (0 in every car)
  Fx mass = 0;                           // +0x40
  uint32_t unknown_44 = 0;               // +0x44 [U]
  Vec3 position;                         // +0x48 in the car frame
  Fx radius = 0;                         // +0x54 wheel radius
  Fx friction = 0;                       // +0x90 rolling resistance
  Vec3 grip;                             // +0x94 grip factors [U which is which]
  std::array<uint8_t, 12> unknown_a0{};  // +0xA0 [U]
  Fx stiffness = 0;                      // +0xAC spring
  Fx viscosity = 0;                      // +0xB0 damper
  Fx z_empty = 0;                        // +0xB4 rest position
  Fx z_max = 0;                          // +0xB8 travel limit
  Fx z_min = 0;                          // +0xBC travel limit
  bool operator==(const CarPoint&) const = default;
};

// The physics block: named fields plus the whole stored image (runtime parts included).
struct CarPhysics {
  std::array<CarPoint, kCarPointCount> points{};
  uint32_t unknown_43c = 0;                     // 0x43C [U] (perhaps the engine limit, §11 gap 3)
  int8_t gear_count = 0;                        // 0x44B
  std::array<Fx, kCarGearCount> gear_ratios{};  // 0x44C
  Fx steer_max = 0;                             // 0x484 largest front-wheel angle (rad)
  Fx steer_speed = 0;                           // 0x488 keyboard steering rate (rad/s)
  Fx steer_recall = 0;                          // 0x48C return rate factor
  Fx rear_steer = 0;                            // 0x494 rear angle = -front angle * this
  Vec3 inertia;                                 // 0x508 about forward, left, up
  uint32_t unknown_514 = 0;                     // 0x514 [U]
  Fx gear_up_speed = 0;                         // 0x518 [I] engine rev-up rate
  Fx gear_down_speed = 0;                       // 0x51C [I] engine rev-down rate
  Fx mass = 0;                                  // 0x520
  uint32_t unknown_524 = 0;                     // 0x524 [U]
  Fx gravity_factor = 0;                        // 0x528
  Fx drag = 0;                                  // 0x530 air drag
  Fx downforce = 0;                             // 0x534
  Fx brake_distribution = 0;                    // 0x538
  Fx zoom_factor = 0;                           // 0x53C [U] camera?
  Fx viscous_friction = 0;                      // 0x540
  Fx brake_slope = 0;                           // 0x544
  Fx brake_max = 0;                             // 0x548
  int32_t drive = 1;                            // 0x54C 1 all wheels, 2 front, 3 rear
  std::array<uint32_t, 2> unknown_550{};        // 0x550 [U]
  // The stored block as read. Writing starts from it and overlays the named fields above.
  std::array<uint8_t, kCarPhysicsSize> initial_image{};
  bool operator==(const CarPhysics&) const = default;
};

// How a named physics field is stored.
enum class CarFieldType { kFx, kVec3, kI32, kU32, kI8, kBytes };

// One named field of the physics block and its offset in the original's car record.
struct CarFieldInfo {
  std::string name;  // e.g. "steer_max", "point[1].radius"
  uint32_t offset = 0;
  CarFieldType type = CarFieldType::kFx;
  uint32_t size = 4;  // bytes
};

// Every named field in offset order; built once. For the debug overlay and `unpod-tool dump`.
const std::vector<CarFieldInfo>& car_field_offsets();

// Calls f(info, value) for every named field of `p` in the order of car_field_offsets(); `value`
// is a reference to the member (Fx/int32_t/uint32_t/int8_t/Vec3/std::array<uint8_t,12>), const
// when `p` is const. Lets tools print and the codec decode/encode from one table.
template <class P, class F>
void visit_car_fields(P& p, F&& f);

// The image written for `p`: initial_image with every named field stored over it.
std::array<uint8_t, kCarPhysicsSize> compose_physics_image(const CarPhysics& p);
// Decodes the named fields of `image` into `p` and keeps the image.
void decode_physics_image(std::span<const uint8_t, kCarPhysicsSize> image, CarPhysics& p);

// The 22 drawn parts in file order (§7.4).
enum class CarPart {
  kGoodRearRight,
  kGoodRearLeft,
  kGoodSideRight,
  kGoodSideLeft,
  kGoodFrontRight,
  kGoodFrontLeft,
  kDamagedRearRight,
  kDamagedRearLeft,
  kDamagedSideRight,
  kDamagedSideLeft,
  kDamagedFrontRight,
  kDamagedFrontLeft,
  kRuinedRearRight,
  kRuinedRearLeft,
  kRuinedSideRight,
  kRuinedSideLeft,
  kRuinedFrontRight,
  kRuinedFrontLeft,
  kWheelFrontRight,
  kWheelRearRight,
  kWheelFrontLeft,
  kWheelRearLeft,
};
inline constexpr size_t kCarPartCount = 22;
inline constexpr size_t kCarShadowCount = 4;
inline constexpr size_t kCarExtraObjectCount = 2;
std::string_view car_part_name(size_t part);  // "good rear right" ... "wheel rear left"

struct CarPartMesh {
  Object object;  // face tail = property
  Prism hull;
  bool operator==(const CarPartMesh&) const = default;
};

// Extra objects: a name and a Decor (role [U]: collision or LOD meshes).
struct CarExtraObject {
  std::string name;
  Decor decor;
  bool operator==(const CarExtraObject&) const = default;
};

// Sound slots, 36 bytes (§7.4).
enum class CarSound {
  kEngine,
  kGearUp,
  kGearDown,
  kBrake,
  kBrakeStop,
  kSoftCrash,
  kUnknown6,
  kShock,
  kAccelerate,
  kAccelerateStop,
  kDecelerate,
  kDecelerateStop,
  kCrash,
  kRoofSkid,
  kRoofSkidStop,
};
inline constexpr size_t kCarSoundCount = 15;
std::string_view car_sound_name(size_t slot);

struct CarSounds {
  uint32_t runtime_pointer = 0;  // runtime; zero in written files
  std::array<int16_t, kCarSoundCount> ids{};
  uint16_t padding = 0;
  bool operator==(const CarSounds&) const = default;
};

// Menu ratings, 5 x u32 (S4: they sum to at most 300).
struct CarRatings {
  uint32_t acceleration = 0;
  uint32_t brakes = 0;
  uint32_t grip = 0;
  uint32_t handling = 0;
  uint32_t speed = 0;
  bool operator==(const CarRatings&) const = default;
};

struct Car {
  Flavour flavour;  // version 3/4 and the PBDF key (0x5CA8/0xD13F shuffle face indices)
  std::string name;
  CarPhysics physics;
  std::vector<int32_t> torque_curve;  // entry i: torque at about 256*i rpm [I]
  std::string texture_list_name;
  // Absent only for a GOURAUD car whose file holds no list (§7.3).
  std::optional<TextureList> textures;
  bool named_faces = false;  // for the 22 parts and the 4 shadows
  std::array<CarPartMesh, kCarPartCount> parts{};
  std::array<Object, kCarShadowCount> shadows{};
  std::array<CarExtraObject, kCarExtraObjectCount> extra_objects{};
  CarSounds sounds;
  CarRatings ratings;
  Light light;
  bool operator==(const Car&) const = default;
};

// `version`: 3 = BV3, 4 = BV4. `name` names the file in errors.
Result<Car> read_car(std::span<const uint8_t> file, const std::string& name, int version);
// Version from the extension (.BV3 or .BV4, any case).
Result<Car> load_car(const std::filesystem::path& path);
// Key = car.flavour.key, or kCarKey when it is 0; one offset slot = body start.
Result<std::vector<uint8_t>> write_car(const Car& car, uint32_t block_size = kDefaultBlockSize);

// §7.3: true when the bytes after a GOURAUD texture list name look like a texture list (a small
// page count, a zero reserved word, pages that fit) rather than the parts' named_faces flag.
bool gouraud_list_follows(std::span<const uint8_t> after_name, const Flavour& flavour);

// ---- implementation of the field visitor ----

template <class P, class F>
void visit_car_fields(P& p, F&& f) {
  static const std::vector<CarFieldInfo>& table = car_field_offsets();
  size_t i = 0;
  for (auto& pt : p.points) {
    f(table[i++], pt.shock_damper);
    f(table[i++], pt.mass);
    f(table[i++], pt.unknown_44);
    f(table[i++], pt.position);
    f(table[i++], pt.radius);
    f(table[i++], pt.friction);
    f(table[i++], pt.grip);
    f(table[i++], pt.unknown_a0);
    f(table[i++], pt.stiffness);
    f(table[i++], pt.viscosity);
    f(table[i++], pt.z_empty);
    f(table[i++], pt.z_max);
    f(table[i++], pt.z_min);
  }
  f(table[i++], p.unknown_43c);
  f(table[i++], p.gear_count);
  for (auto& g : p.gear_ratios) f(table[i++], g);
  f(table[i++], p.steer_max);
  f(table[i++], p.steer_speed);
  f(table[i++], p.steer_recall);
  f(table[i++], p.rear_steer);
  f(table[i++], p.inertia);
  f(table[i++], p.unknown_514);
  f(table[i++], p.gear_up_speed);
  f(table[i++], p.gear_down_speed);
  f(table[i++], p.mass);
  f(table[i++], p.unknown_524);
  f(table[i++], p.gravity_factor);
  f(table[i++], p.drag);
  f(table[i++], p.downforce);
  f(table[i++], p.brake_distribution);
  f(table[i++], p.zoom_factor);
  f(table[i++], p.viscous_friction);
  f(table[i++], p.brake_slope);
  f(table[i++], p.brake_max);
  f(table[i++], p.drive);
  for (auto& u : p.unknown_550) f(table[i++], u);
}

}  // namespace unpod::assets

// The race car (pod-car-physics.md "The race car"): 0x558 bytes per racer at 0x630838 in the
// original, here as typed fields. Five point records of 0xd8 bytes come first (wheels 0 to 3,
// then the chassis point at 0x360), then the car's own fields. kCarLayout maps each field to the
// original's offset for the overlay and for comparisons with captures.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "unpod/assets/car.h"
#include "unpod/assets/types.h"
#include "unpod/sim/fx/vec16.h"
#include "unpod/sim/physics/inferred.h"

namespace unpod::sim::physics {

using assets::Fx;
using fx::Vec16;

inline constexpr uint32_t kCarRecordSize = 0x558;
inline constexpr uint32_t kPointRecordSize = 0xd8;
inline constexpr int kPointCount = 5;
inline constexpr int kChassisPoint = 4;
inline constexpr int kGearRatioCount = 9;

// One of the five points: a wheel or the chassis point. Offsets relative to the record.
struct PointState {
  Vec16 position{};           // +0x00 world
  Vec16 velocity{};           // +0x0c
  int32_t surface = 0;        // +0x18 surface index under the point (its first word the grip)
  int32_t sector = 0;         // +0x1c
  int32_t last_sector = 0;    // +0x20 last step's (skid marks)
  Vec16 contact_normal{};     // +0x24
  int32_t face_mesh = -1;     // +0x30 the touched face: mesh (its sector; -1 none yet),
  int32_t face = -1;          // +0x34 number,
  bool sliding = false;       // +0x38
  bool skidding = false;      // +0x39
  bool touching = false;      // +0x3a
  bool face_is_quad = false;  // +0x3b quad (1) or triangle (0)
  Fx floor_lift = 0;          // +0x3c lift factor for floor contact (0 in every car); file
  Fx mass = 0;                // +0x40 file
  uint32_t unknown_44 = 0;    // +0x44 file [U]
  Vec16 offset{};             // +0x48 place in the car frame; file
  Fx radius = 0;              // +0x54 file
  Fx steer = 0;               // +0x58 the wheel's angle, positive to the right (inferred.h)
  Fx roll = 0;                // +0x5c wheel roll angle
  Vec16 rolling_dir{};        // +0x60 the point's axes: rolling direction,
  Vec16 axle{};               // +0x6c axle,
  Vec16 up{};                 // +0x78 up
  Vec16 impulse{};            // +0x84 taken this step
  Fx rolling_resistance = 0;  // +0x90 file
  Vec16 grip{};               // +0x94 file (traction, side, third [U])
  Fx travel = 0;              // +0xa0 suspension height above the offset, along up (inferred)
  Fx spin = 0;                // +0xa4 wheel spin, rad/s (inferred.h: the file's [U] bytes)
  Fx travel_speed = 0;        // +0xa8 the travel's rate (inferred)
  Fx stiffness = 0;           // +0xac spring; file
  Fx damper = 0;              // +0xb0 file
  Fx rest = 0;                // +0xb4 rest height; file
  Fx travel_max = 0;          // +0xb8 file
  Fx travel_min = 0;          // +0xbc file
  Fx wall_depth = 0;          // +0xc0 wall penetration depth,
  Vec16 wall_dir{};           // +0xc4 direction,
  Fx bounce = 0;              // +0xd0 bounce
  int32_t touch_count = 0;    // +0xd4 1..16 down, -1..-16 off
  bool operator==(const PointState&) const = default;
};

// Bit 2 of the flags at 0x448: the automatic gearbox.
inline constexpr uint8_t kAutomaticGearbox = 0x04;
// The gear change asked at 0x449.
inline constexpr uint8_t kGearUpAsked = 0x20;
inline constexpr uint8_t kGearDownAsked = 0x40;

struct CarState {
  // 0x000 wheels 0..3, chassis 0x360. The note's 0x404 (cleared by the wheel spin, unknown
  // use) is the chassis point's +0xa4: its spin, which the wheel spin's loop over the five
  // points clears (the chassis point has no wheel; inferred.h).
  std::array<PointState, kPointCount> points{};
  int32_t wheel1_sector = 0;                      // 0x438 wheel 1's sector as a number
  Fx engine_max = 0;                              // 0x43c engine limit (offset inferred)
  Fx engine_speed = 0;                            // 0x440 rad/s
  Fx wheel_engine_speed = 0;                      // 0x444 the engine speed the wheels imply
  uint8_t flags = 0;                              // 0x448 bit 2 automatic gearbox
  uint8_t gear_asked = 0;                         // 0x449 0x20 up, 0x40 down
  int8_t gear = 0;                                // 0x44a 0 neutral, 8 reverse
  int8_t gear_count = 0;                          // 0x44b file
  std::array<Fx, kGearRatioCount> gear_ratios{};  // 0x44c file; [8] reverse
  Fx gear_timer = 0;                              // 0x470 gear change time left
  std::array<Fx, 4> shift_points{};               // 0x474 up, down, neutral, engage
  Fx steer_max = 0;                               // 0x484 file
  Fx steer_speed = 0;                             // 0x488 file
  Fx steer_recall = 0;                            // 0x48c file
  uint32_t latch_bits = 0;                        // 0x490
  Fx rear_steer = 0;                              // 0x494 file
  Vec16 centre{};                                 // 0x498 the body's centre
  Vec16 forward{};                                // 0x4a4
  Vec16 left{};                                   // 0x4b0
  Vec16 up{};                                     // 0x4bc
  Vec16 velocity{};                               // 0x4c8
  Vec16 carried_force{};                          // 0x4d4 from collisions, into the next step
  Vec16 carried_torque{};                         // 0x4e0
  uint32_t controller_word = 0;                   // 0x4ec written by the controller (unknown)
  int16_t upside_down_lo = 0;                     // 0x4f0 upside-down timer, two 16-bit halves
  int16_t upside_down_hi = 0;                     // 0x4f2
  uint32_t sound_table = 0;   // 0x4f4 the car's sound table (a pointer in the original)
  uint8_t skid_sound = 0;     // 0x4f8 skid sound counter
  uint8_t sound_bits = 0;     // 0x4f9 1 skid, 2/4 rising/falling, 8 air, 0x10 scrape, ...
  Vec16 spin{};               // 0x4fc angular velocity
  Vec16 inertia{};            // 0x508 about forward, left, up; file
  uint32_t unknown_514 = 0;   // 0x514 file [U]
  Fx rev_up = 0;              // 0x518 file (gear_up_speed [I])
  Fx rev_down = 0;            // 0x51c file (gear_down_speed [I])
  Fx mass = 0;                // 0x520 file
  uint32_t unknown_524 = 0;   // 0x524 file [U]
  Fx gravity_factor = 0;      // 0x528 file
  Fx brake_hold = 0;          // 0x52c brake hold time
  Fx drag = 0;                // 0x530 file
  Fx downforce = 0;           // 0x534 file
  Fx brake_distribution = 0;  // 0x538 file
  Fx zoom_factor = 0;         // 0x53c file [U]
  Fx viscous_friction = 0;    // 0x540 file
  Fx brake_slope = 0;         // 0x544 file
  Fx brake_max = 0;           // 0x548 file
  int32_t drive = 1;          // 0x54c 1 all wheels, 2 front, else rear; file
  std::array<uint32_t, 2> unknown_550{};  // 0x550 file [U]
  // Not in the record: the torque curve follows the block in the file (entry i at 256 i rpm).
  std::vector<Fx> torque_curve;
  bool operator==(const CarState&) const = default;
};

// The engine limit car_reset sets (observed: 1000 rad/s).
inline constexpr Fx kEngineLimit = 1000 << 16;

enum class Gearbox { kManual, kAutomatic };

// The car's initial state and parameters from a loaded car file: the file's fields, then what
// car_reset (FUN_0041c814) sets: engine limit and shift points, neutral, everything else at rest.
// The car is not yet placed on a track (FUN_00423538 does that).
CarState make_car(const assets::Car& car, Gearbox gearbox = Gearbox::kAutomatic);

// The ratio gear `gear` drives through; 0 in neutral or in a gear the car lacks.
Fx gear_ratio(const CarState& car, int gear);

// The front wheels' (points 0 and 2) mean spin, (a + b) / 2 floored.
Fx front_wheel_spin(const CarState& car);

// An engine speed held between 0 and engine_max - 1 (FUN_00418010, FUN_004185ac).
Fx hold_engine_speed(const CarState& car, int64_t engine_speed);

// Field -> original offset (from the record's start) and size in bytes. Point fields come once
// per point, `point` naming it (-1 for the car's own fields).
struct CarField {
  std::string_view field;
  int point;
  uint32_t offset;
  uint32_t size;
};

namespace detail {
struct PointField {
  std::string_view field;
  uint32_t offset;
  uint32_t size;
};
inline constexpr auto kPointFields = std::to_array<PointField>({
    {"position", 0x00, 12},
    {"velocity", 0x0c, 12},
    {"surface", 0x18, 4},
    {"sector", 0x1c, 4},
    {"last_sector", 0x20, 4},
    {"contact_normal", 0x24, 12},
    {"face_mesh", 0x30, 4},
    {"face", 0x34, 4},
    {"sliding", 0x38, 1},
    {"skidding", 0x39, 1},
    {"touching", 0x3a, 1},
    {"face_is_quad", 0x3b, 1},
    {"floor_lift", 0x3c, 4},
    {"mass", 0x40, 4},
    {"unknown_44", 0x44, 4},
    {"offset", 0x48, 12},
    {"radius", 0x54, 4},
    {"steer", 0x58, 4},
    {"roll", 0x5c, 4},
    {"rolling_dir", 0x60, 12},
    {"axle", 0x6c, 12},
    {"up", 0x78, 12},
    {"impulse", 0x84, 12},
    {"rolling_resistance", 0x90, 4},
    {"grip", 0x94, 12},
    {"travel", kPointTravelOffset, 4},
    {"spin", kPointSpinOffset, 4},
    {"travel_speed", kPointTravelSpeedOffset, 4},
    {"stiffness", 0xac, 4},
    {"damper", 0xb0, 4},
    {"rest", 0xb4, 4},
    {"travel_max", 0xb8, 4},
    {"travel_min", 0xbc, 4},
    {"wall_depth", 0xc0, 4},
    {"wall_dir", 0xc4, 12},
    {"bounce", 0xd0, 4},
    {"touch_count", 0xd4, 4},
});

inline constexpr auto kCarFields = std::to_array<CarField>({
    {"wheel1_sector", -1, 0x438, 4},
    {"engine_max", -1, kEngineMaxOffset, 4},
    {"engine_speed", -1, 0x440, 4},
    {"wheel_engine_speed", -1, 0x444, 4},
    {"flags", -1, 0x448, 1},
    {"gear_asked", -1, 0x449, 1},
    {"gear", -1, 0x44a, 1},
    {"gear_count", -1, 0x44b, 1},
    {"gear_ratios", -1, 0x44c, 4 * kGearRatioCount},
    {"gear_timer", -1, 0x470, 4},
    {"shift_points", -1, 0x474, 16},
    {"steer_max", -1, 0x484, 4},
    {"steer_speed", -1, 0x488, 4},
    {"steer_recall", -1, 0x48c, 4},
    {"latch_bits", -1, 0x490, 4},
    {"rear_steer", -1, 0x494, 4},
    {"centre", -1, 0x498, 12},
    {"forward", -1, 0x4a4, 12},
    {"left", -1, 0x4b0, 12},
    {"up", -1, 0x4bc, 12},
    {"velocity", -1, 0x4c8, 12},
    {"carried_force", -1, 0x4d4, 12},
    {"carried_torque", -1, 0x4e0, 12},
    {"controller_word", -1, 0x4ec, 4},
    {"upside_down_lo", -1, 0x4f0, 2},
    {"upside_down_hi", -1, 0x4f2, 2},
    {"sound_table", -1, 0x4f4, 4},
    {"skid_sound", -1, 0x4f8, 1},
    {"sound_bits", -1, 0x4f9, 1},
    {"spin", -1, 0x4fc, 12},
    {"inertia", -1, 0x508, 12},
    {"unknown_514", -1, 0x514, 4},
    {"rev_up", -1, 0x518, 4},
    {"rev_down", -1, 0x51c, 4},
    {"mass", -1, 0x520, 4},
    {"unknown_524", -1, 0x524, 4},
    {"gravity_factor", -1, 0x528, 4},
    {"brake_hold", -1, 0x52c, 4},
    {"drag", -1, 0x530, 4},
    {"downforce", -1, 0x534, 4},
    {"brake_distribution", -1, 0x538, 4},
    {"zoom_factor", -1, 0x53c, 4},
    {"viscous_friction", -1, 0x540, 4},
    {"brake_slope", -1, 0x544, 4},
    {"brake_max", -1, 0x548, 4},
    {"drive", -1, 0x54c, 4},
    {"unknown_550", -1, 0x550, 8},
});
inline constexpr size_t kLayoutSize = kPointCount * kPointFields.size() + kCarFields.size();

constexpr std::array<CarField, kLayoutSize> make_layout() {
  std::array<CarField, kLayoutSize> out{};
  size_t n = 0;
  for (int p = 0; p < kPointCount; ++p)
    for (const PointField& f : kPointFields)
      out[n++] = {f.field, p, uint32_t(p) * kPointRecordSize + f.offset, f.size};
  for (const CarField& f : kCarFields) out[n++] = f;
  return out;
}
}  // namespace detail

// Every field of the record with its offset from the record's start: the five points' fields,
// then the car's, in offset order.
inline constexpr auto kCarLayout = detail::make_layout();

}  // namespace unpod::sim::physics

// Every choice of the car physics that pod-car-physics.md leaves open, in one place, each
// marked inferred, so a measurement can correct it here (docs/PORT.md lists them too).
// Observed constants live beside the code that uses them; only guesses are gathered here.
#pragma once

#include <cstdint>

namespace unpod::sim::physics {

// ---- Where a field sits in the 0x558-byte record ----

// inferred: the engine limit sits at 0x43C, the [U] word pod-formats.md §11 suspects holds it
// (the demo disc's compiler stores 1000 rad/s there). car_reset sets the limit to 1000 rad/s.
inline constexpr uint32_t kEngineMaxOffset = 0x43c;
// inferred: a wheel's spin (rad/s) sits at point +0x58, the runtime word before the roll angle
// (+0x5c) that pod-formats.md §7.1 leaves unnamed.
inline constexpr uint32_t kPointSpinOffset = 0x58;

// ---- Gears (FUN_00418f0c, FUN_004191c4) ----

// inferred: gear 0 is neutral, gear g in 1..gear_count drives through gear_ratios[g - 1] (the
// files store first gear's ratio first), and gear 8 is reverse through gear_ratios[8].
inline constexpr int8_t kNeutralGear = 0;
inline constexpr int8_t kReverseGear = 8;
// inferred: down from first goes to neutral, down from neutral to reverse, up from reverse to
// neutral; a skipping change stops at first.

// inferred: the asked bit stays at 0x449 while the change runs and is cleared when it is done;
// the gear at 0x44A moves when the timer at 0x470 has run out. The step that asks counts its
// own step time, so the change is done on the step that brings the time spent to 15000/65536 s.

// inferred: the four shift points are, in order (0x474, 0x478, 0x47C, 0x480): up above
// (0.92), down below (0.46), first to neutral below (0.10), neutral to first above (0.20).
// The automatic gearbox reads the engine speed at 0x440 and asks only while no change runs.
// car_reset's fractions 0.92, 0.46, 0.10, 0.20 (observed) as 16.16, rounded to nearest.
inline constexpr int32_t kShiftUpFraction = 0xeb85;       // 0.92
inline constexpr int32_t kShiftDownFraction = 0x75c3;     // 0.46
inline constexpr int32_t kShiftNeutralFraction = 0x199a;  // 0.10
inline constexpr int32_t kShiftEngageFraction = 0x3333;   // 0.20

// inferred: a down change skips on while the engine speed the front wheels would give in the
// next lower gear stays under the down shift point (+0x478): it lands in the first gear (going
// down) that brings the engine to +0x478 or above, or in first.

// inferred: up from neutral re-maps the engine speed through a two-piece line with its knee at
// the engage point (+0x480): below it e / 2, above it knee / 2 + (e - knee) / 4 (shifts).
inline constexpr int kNeutralRemapLowShift = 1;
inline constexpr int kNeutralRemapHighShift = 2;

// ---- Engine speed (FUN_00418010) ----

// inferred: the engine is out of gear in neutral and while a gear change runs (the clutch is
// out); the throttle is input bit 1 (accelerate, pod-controllers.md "The buttons").
inline constexpr uint32_t kThrottleBit = 0x01;
// inferred: rev-up and rev-down rates are the file's words at 0x518 and 0x51C
// (pod-formats.md §7.1 names them gear_up_speed and gear_down_speed, [I]).

// ---- Drive torque (FUN_004185ac) ----

// inferred: the front wheels are points 0 and 2 (front right, front left), their mean spin
// (a + b) / 2 taken in 64 bits and floored.
// inferred: the curve entry is the whole part of rpm / 256 (no interpolation), below 0 held to
// entry 0 and past the curve's end held to its last entry.
// inferred: the run-ahead scale is s(d) = 1 + d / (|d| + K) with d = engine speed (0x440) -
// wheels' engine speed (0x444): 1 when the engine runs with the wheels, up to 2 when it runs far
// ahead (the clutch taking up), down to 0 when the wheels overrun it. Smooth, cheap, bounded.
inline constexpr int32_t kRunAheadHalfScale = 100 << 16;  // K: 100 rad/s ahead scales by 1.5
// inferred: the torque is scaled in the order curve × s × ratio × 0.70 (human) × 4, each a
// floored 16.16 multiply, the last a shift left by 2 (wrapping); the ratio's sign (reverse)
// turns the torque against the gear.
// inferred: out of gear (neutral, or a change running) the drive torque is 0; 0x444 is still
// set (0 in neutral, whose ratio is 0).
// inferred: in gear, after the lookup, the engine speed follows the wheels: 0x440 takes 0x444
// held to 0 .. engine_max - 1.

}  // namespace unpod::sim::physics

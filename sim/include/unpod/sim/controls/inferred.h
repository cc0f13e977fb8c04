// Every choice of the player's controls that pod-controllers.md ("The player: FUN_00415f9c")
// leaves open, in one place, each marked inferred, so a measurement can correct it here
// (docs/PORT.md lists them too). Observed constants stay beside the code that uses them.
#pragma once

#include <array>
#include <cstdint>

namespace unpod::sim::controls {

// ---- The device record (0x621184 + n × 0x34, device.h) ----

// inferred: +0x08 holds the x axis's travel from its centre to full lock in the axis's own
// units, so r = [+0x08] × 256 (the notes' "r the travel to +0x8"), not the axis's end
// (r = [+0x08] − centre).
// inferred: an axis below its low threshold gives the low word (x: 4, left), above its high
// threshold the high word (x: 8, right); at a threshold neither (strict comparisons).
// inferred: a record of kind 0 is read as the keyboard whatever its +0x2f; kinds past 3 give no
// buttons (nothing in sim aborts on bad data).

// ---- The joystick map (0x4fdf88, 36 words) ----

// inferred: the 36 words are 12 per joystick kind 1..3, each: the word for the y axis below its
// low threshold, the word above its high threshold, then one word per button 0..9.
inline constexpr int kJoystickMapWords = 36;
inline constexpr int kJoystickKinds = 3;
inline constexpr int kWordsPerKind = kJoystickMapWords / kJoystickKinds;
inline constexpr int kMapYLow = 0;
inline constexpr int kMapYHigh = 1;
inline constexpr int kMapFirstButton = 2;
inline constexpr int kMapButtons = kWordsPerKind - kMapFirstButton;  // 10
// inferred: the map's contents (the notes give none): the stick pushed forward (y low)
// accelerates, pulled back (y high) brakes; button 0 accelerates, 1 brakes, 2 gear up,
// 3 gear down, the rest nothing. The same for every kind.
inline constexpr std::array<uint32_t, kWordsPerKind> kDefaultKindWords = {
    0x01, 0x10, 0x01, 0x10, 0x20, 0x40, 0, 0, 0, 0, 0, 0};

// ---- FUN_0046fe80's button table (0x4ea8a0) ----

// inferred: the table lists where each button sits in the device's state, in order (button i
// is bit i of DeviceFrame::buttons), so FUN_0046fe80 reads buttons 0 .. +0x2f − 1 through the
// map as FUN_0046fd18 reads its few; at most the map's ten.
inline constexpr std::array<uint8_t, kMapButtons> kButtonTable = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

// ---- Steering (FUN_00415a8c, FUN_00415b70, FUN_00415c68) ----

// inferred: a positive angle turns right (physics/inferred.h), so the right button (8) and an
// axis above its centre give positive angles: the axis functions give the angle v's sign.
// inferred: FUN_00415a8c's order is the notes' expression left to right: k = max / 2|r|
// (idiv), then k × (v² / |r| + |v|) (imul), so the angle at full travel is 2|r| × k, a little
// under max.
// inferred: FUN_00415b70 takes q = |v| / |r| first (idiv), then q² × q² and × max (imul): v⁴
// itself does not fit 16.16 at a full axis (128⁴).
// inferred: a travel of 0 gives the angle 0 (the original's idiv would fault).
// inferred: the angle is held to ±max before the input word (the controllers write angles
// within ±max; an axis past its travel would give more).
// inferred: with both 8 and 4 held, 8 (right) wins: the notes name it first.
// inferred: the keyboard's step is steer_speed × dt (imul); the return's is
// (steer_speed × steer_recall) × dt, and it stops at the centre.

// ---- The counter-steer ----

// The notes' thresholds, observed as decimals; inferred: the raw words are those decimals rounded.
inline constexpr int32_t kSlideAcross = 0xbae1;       // 0.73: wheel 3's speed across the car
inline constexpr int32_t kSlideSpeed = 0x80000;       // 8: its length
inline constexpr int32_t kSlideShare = 0x170a;        // 0.09: across / length
inline constexpr uint32_t kCounterSteerLatch = 0x04;  // car +0x490 bit 2
// inferred: "across the car" is wheel 3's velocity (point +0x0c) along the car's left axis
// (0x4b0); the length is physics::length (FUN_004d43ad); the share is across / length (idiv).
// Each test compares the absolute value, strictly above the threshold.
// inferred: "the body turning into the slide" is the yaw (spin · up) and the speed across of
// opposite signs: a body turning by ω about up moves a point behind its centre by −ω along
// left, so the tail swings the way wheel 3 slides.
// inferred: the wheels go to share / 2 (truncated, idiv by 2) with the share's sign: half-way
// towards wheel 3's direction of travel (a wheel at angle a rolls along forward cos a + left
// sin a, physics::wheel_axes).
// inferred: the counter-steer follows every kind's steering, not only the keyboard's (the
// notes: "A counter-steer then overrides the player").
inline constexpr bool kCounterSteerEveryKind = true;
// inferred: the controller reads the latch and never sets it (the notes name no writer).

// ---- The input word ----

// inferred: a car with no largest angle (max ≤ 0) gives the centre index 15 (the original's
// idiv would fault).

}  // namespace unpod::sim::controls

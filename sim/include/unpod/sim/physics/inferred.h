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
// Point +0x58 is the wheel's angle, written by the controllers (pod-controllers.md, "What the
// controller writes": car +0x58, +0x130, +0x208, +0x2e0), so the spin lives elsewhere.
// inferred: the twelve bytes at +0xa0 that pod-formats.md §7.1 leaves unknown hold the wheel's
// suspension travel, its spin (rad/s) and the travel's rate, in that order: the spin at +0xa4
// fits both notes, the computer's steering negated "when car +0xa4 is negative" (wheel 0
// running backwards, pod-controllers.md) and 0x404 (the chassis point's +0xa4) "cleared by the
// wheel spin" (FUN_00418bd4's loop over the five points clears the spin of the point that has
// no wheel).
inline constexpr uint32_t kPointTravelOffset = 0xa0;
inline constexpr uint32_t kPointSpinOffset = 0xa4;
inline constexpr uint32_t kPointTravelSpeedOffset = 0xa8;
// inferred: a positive wheel angle (+0x58) turns the car to the right, away from its left axis
// (0x4b0): the computer's steering gives a target on the left side (a positive tangent along
// 0x4b0) index 0, whose angle is (0 − 15) × max / 16, negative (pod-controllers.md, FUN_0046d990).

// inferred: FUN_0041b3d4 turns every wheel whose angle (+0x58) is not 0, the rear ones too.
// pod-car-physics.md's step 6 reads "the wheels' axes, front ones turned by the steering", but
// pod-controllers.md has the controller write the rear points' +0x58 (car +0x130, +0x2e0) with
// minus the angle × car+0x494, which only a turn of those wheels would read; the two agree for
// every car whose +0x494 is 0. The demo disc's Zephyr has 0.04 there, and its rear wheels turn.

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

// inferred (ours: the notes give the automatic gearbox no reverse; the computer sets +0x44A to 8
// itself, pod-controllers.md): a human's automatic gearbox goes into reverse, at once, when the
// brake is held with the accelerator up and the car moves less than kReverseEngageSpeed along
// its forward axis, either way; the countdown's forced brake does not count. In reverse the
// brake drives the car backwards and the accelerator brakes it, until the accelerator is held
// with the car at that speed or going forwards: then first gear, at once.
inline constexpr int32_t kReverseEngageSpeed = 0x8000;  // 0.5 units/s

// ---- Engine speed (FUN_00418010) ----

// inferred: the engine is out of gear in neutral and while a gear change runs (the clutch is
// out); the throttle is input bit 1 (accelerate, pod-controllers.md "The buttons", driver.h).
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
// held to 0 .. engine_max - 1; with the throttle held it stays at the engage point (+0x480) or
// above, the speed where the clutch takes up, so a car pulls away from rest in first (the
// engine runs ahead of the wheels, and the run-ahead scale gives it more torque) instead of
// falling back to neutral below the first-to-neutral point.

// ---- Units (every stage) ----

// inferred: the runtime's units are the track's unit (about a metre), the second, the radian,
// and for masses the tonne (so forces are kN and torques kN·m): a car's weight, its wheel loads
// and the wall and car impulses then fit 16.16 with room to spare, where kilograms would not.
// The demo disc's compiler stores its descriptions' kilograms and N·m in these units
// (docs/CAR-FORMAT.md). g is 9.81 units/s² (POD's own is not in the notes).
inline constexpr int32_t kGravity = 0x9cf5c;  // 9.81
// inferred: POD's impulses (FUN_00420adc's, FUN_00416284's quarter for damage) are on kilogram
// masses. FUN_00420adc guards its products with >> 8 on the mass and << 8 on dt, which a
// kilogram mass needs (1,150 kg is 75,366,400 raw: closing speed × mass would leave 32 bits
// above 28 units/s) and a tonne does not (the >> 8 would leave 8 bits of it), and the
// thresholds read on that scale (0x2000 is a touch, half the impulse against 50,000 a hit at
// about 1 unit/s of closing at 12 ms steps, a part's 2,000,000 a few hard hits). So those
// impulses are computed with the masses in kilograms (physics/pod_impulse.h) and turned into
// kN where they push. The rest stays in tonnes: the springs' observed ±7.63 (500000 raw) is a
// wheel's force in kN (a 1.15 t car's wheel carries 2.8 kN) and would be nothing in newtons
// (docs/PHYSICS.md, "Units").
inline constexpr int32_t kKilogramsPerTonne = 1000;

// ---- Input bits (the step's start) ----

// The buttons are pod-controllers.md's (driver.h); the countdown's forced bit 4 is the brake
// (0x10, the settling's input).

// ---- Torque split (step #9) ----

// inferred: "all wheels by radius" gives wheel i the share r_i / (r_0 + r_1 + r_2 + r_3).

// ---- Brakes (FUN_004189c4) ----

// inferred: the brake hold time (0x52c) counts the seconds the brake bit is held and is cleared
// when it is let go; the brake torque is brake_max × min(1, brake_slope × hold), shared
// brake_distribution to the front axle and the rest to the rear, half to each wheel.

// ---- Air (FUN_00417c2c) ----

// inferred: drag and downforce are the factor × (forward speed / 256)² × 32 (kN): a factor of
// 0.4 gives 1 kN at 72 units/s. Drag acts against the car's forward axis, downforce along −up.
inline constexpr int kAirShift = 5;

// ---- Sideways grip (FUN_00417cec) and drive force (FUN_00417f48) ----

// inferred: a touching wheel's sideways grip is the force that would stop its sideways speed
// (velocity · axle) within the step on a quarter of the car's mass, × kGripShare; the tyres then
// hold it to their limit. A half share keeps the four wheels' pushes from overshooting.
inline constexpr int32_t kGripShare = 0x8000;  // 0.5
// inferred: brake and rolling-resistance forces act against the wheel's speed along its rolling
// direction and never more than the force that stops it within the step (on a quarter mass).

// ---- Slope hold (step #15) ----

// inferred: under 10 units/s (observed) each touching wheel takes an equal share of the force
// that cancels the weight's pull along the ground; under the tyres' slow speed (0.92 units/s)
// with no throttle each also pushes against its roll (kGripShare of the force that stops it
// within the step), so a car at rest on a gentle slope does not creep.

// ---- Springs (FUN_004194c8) ----

// inferred: the spring and damper force of a wheel is stiffness × (travel − rest) + damper ×
// travel rate, held to ±7.63 (observed, 500000 raw); a touching wheel's load is that force
// when positive. The chassis point has no spring. The spring is taken half-way through the step
// (the damper gains stiffness × dt / 2, the implicit half of a trapezoid): at 12 ms steps the
// damping is a fifth more, at the 43 ms of the settling and the run to the line enough that a
// stiff, lightly damped car still comes to rest.

// ---- Tyres (FUN_0041af80) ----

// inferred: the grip vector's first word is the traction grip (the side limit at low speed and,
// with the slip curve, above it), the second the side grip (the rolling limit), as the note
// names them; the third is unused.
// inferred: the slip curve is 1 − c (|s| − peak)² with c = 8.55 below the peak and 2.37 above
// (8.55 × 0.342² = 1, so the curve is 0 at no slip and 1 at the peak), and above the peak it
// never drops under the offset 0.523 (the grip left in a slide).
// Above 0.92 units/s the side limit is the curve × a quarter of the weight, no grip factor (the
// notes scale the curve by the weight alone); the rolling limit is a quarter of the weight ×
// side grip × surface grip (observed), no friction circle.
// inferred: "less once (limit / 256) × the side limit passes 0x1dcd65" lowers the rolling limit
// by the excess, (limit >> 8) × side limit (a floored 16.16 product) − 0x1dcd65, and never below
// 0. On our tonne scale it bites only for a wheel that carries tens of tonnes (the product is
// 29.8 at the bend: a limit and a side limit of 87 kN each), so a racing car's tyres hold the
// rolling part to the plain limit. It cannot be on the kilogram scale of the impulses: there any
// side limit above 2.6 N would bend it and one of 260 N (a gentle bend) take all the traction
// away, so no car could drive or brake through a bend. So the notes' own figures make it a bend
// that never acts in a race: no demo car, nor a POD-like 1.15 t car, comes within a hundredth of
// it at any load, slip or surface (physics_mass_scale_test.cpp, issue 36).

// ---- Time on the ground (step #19) ----

// inferred: a touching wheel's grip and drive forces (not its load) are scaled by its touching
// count / 16: a wheel that has just landed grips by sixteenths.

// ---- The body (FUN_00419ad0, FUN_00416284) ----

// inferred: the body's products (force × dt, mean velocity × dt × 1.1942, torque × dt, the
// turn of the axes) are the x87's, rounded to nearest (vector work goes through the x87
// routines): an integer floor would creep a car at rest backwards by a raw unit a step.
// inferred: the spin (0x4fc) is kept in world axes; the torque is taken into the car's axes,
// divided there by the inertia per axis (0x508), and the cap scales all three axes so that the
// largest is 2.29 rad/s (observed, 150000 raw). "Held to 2.29 rad/s on its largest axis" names
// one axis: clamping each axis would be "on each axis", and clamping the largest alone could
// leave a second axis above the cap (3 and 2.5 rad/s give 2.29 and 2.5), so the hold keeps the
// spin's axis and brings its largest component to 2.29 (3 and 1.5 rad/s become 2.29 and 1.145).
inline constexpr int32_t kSpinCap = 150000;
// inferred: the axes turn by spin × dt (first order) and are squared again: forward made
// unit, left = up × forward, up = forward × left.
// inferred: "nearly stopped" is under 1 unit/s; the turn on the spot is steer × dt about up.
inline constexpr int32_t kOnTheSpotSpeed = 0x10000;
// inferred: "at speed" (the airborne nose turn) is above 5 units/s.
inline constexpr int32_t kAirNoseSpeed = 5 * 0x10000;
// inferred: a wall's bounce (+0xd0) is 1.3 (30 % of the speed into it comes back), the
// chassis point's on a floor 1.0 (it stops).
inline constexpr int32_t kWallBounce = 0x14ccd;
inline constexpr int32_t kFloorBounce = 0x10000;

// ---- Suspension (FUN_00419564, FUN_00419680, FUN_0041988c) ----

// inferred: a free wheel's travel moves under its spring, damper and weight, integrated
// implicitly in each sub-step (stable at any step); a touching wheel's travel is set by the
// track pass so that it rests on the ground, and its rate (the damper's) is the speed the body
// closes on the ground there this step, not the change of travel since the last: a rate a step
// old let a stiff, lightly damped car (the demo disc's Mantis) bounce on at the settling's 43 ms
// steps.
// inferred: a touching wheel that would rise past travel_max pushes the body up along its up
// axis by the largest excess, and the body's speed into the ground along up is removed.

// ---- The track pass (FUN_00417988 and its helpers) ----

// inferred: a ground face lifts a wheel into its suspension by (radius − height) / (normal ·
// up); a floor more than 0.195 (observed, 12800 raw) off the car's up axis (1 − normal · up)
// adds the point's lift factor (+0x3c, 0 in every car) × that lift.
inline constexpr int32_t kFloorOffAxis = 12800;
// inferred: a floor whose normal · up is below this is too steep to lift a wheel; it pushes the
// point out like a wall.
inline constexpr int32_t kFloorMinCos = 0x2000;  // 0.125
// inferred: a wall pushes a point when the point is over the wall face and nearer its plane
// than the point's radius on the car's side, the side the chassis point was on at the step's
// start (walls are two-sided; a wheel whose centre ended a step beyond a wall is still pulled
// back to the car's side, not held on the far one); a point that went through the plane since
// is pushed back to that side, however far it went, so a fast car does not pass through a
// wall in one step.
// inferred: "10 below wheel 0's sector" is the car's centre 10 units under the sector's lowest
// bound; a wheel 0 with no sector at all compares with the lowest bound of every sector.
inline constexpr int32_t kFallBelow = 10 * 0x10000;
// inferred: the free wheels' test on the touching wheels' planes takes the first touching wheel
// (in point order) whose plane puts the free wheel within its reach.

// ---- Out of the walls (FUN_00416030) ----

// inferred: the body moves by the points' wall pushes (depth × direction, +0xc0 and +0xc4),
// each axis by the largest push the points ask that way and the largest the other way, so two
// points in one wall do not push it twice; then the points are placed again.

// ---- Wheel spin (FUN_00418bd4) ----

// inferred: a touching wheel rolls with the ground (spin = speed along its rolling direction /
// radius); one whose drive force the tyre held spins on by the force it could not pass, on
// the wheel's own inertia (mass × radius²), and a braked one locks (spin 0). A free wheel spins
// up by its torques on that inertia and down by its brakes, never past the engine's limit.

// ---- Touching counters, stuck timer, sound (step #29, FUN_004227bc, the step's end) ----

// inferred: a computer car under 1 unit/s counts its stuck time at driver +0x7c (not while the
// count is negative: that is the controller's reverse); past 3 s the count becomes −2 s, which
// the computer's controller counts up in reverse (pod-controllers.md, the reset) before it puts
// the car back on its lane. A moving car's count clears; the countdown clears every car's
// (FUN_0047b98c, in Simulation::step while the countdown holds the cars).
inline constexpr int32_t kStuckSpeed = 0x10000;
inline constexpr int32_t kStuckTime = 3 * 0x10000;
inline constexpr int32_t kStuckReverse = -2 * 0x10000;
// inferred: the step's impacts above 40,000 (POD's impulse, pod_impulse.h: 40 kN, about 0.5
// t·units/s of momentum at 12 ms steps) set the crash bit (0x40) and play the crash slot,
// softer ones the soft-crash slot.
inline constexpr int32_t kCrashImpulse = 40000;

// ---- Upside down (FUN_004159d8) ----

// inferred: a car is upside down while its up axis is more than about 75° from the world's up
// (up z < 0.25): on its roof, or on its side, where it could not drive on either; the timer at
// 0x4f0 is a 16.16 count of seconds (its two halves the whole and the fraction).

// ---- Putting a car back (FUN_00415730 and its callees) ----

// inferred: when wheel 0's face is no face of the world (a car that never touched), the car is
// put back where the race path's tracker stands, or, without paths, where it was first placed
// (Racer::home), raised by 1.

// ---- Car against car (FUN_0042196c and its callees) ----

// inferred: the drawn object's hull is the box around the six good body parts' hulls (the car
// file's parts 0..5); its parts are the six body parts in their current state and the four
// wheels, each part's hull from the car file.
// inferred: a part is near the contact when its hull's centre lies within its radius plus the
// contact's spread of the contact in x and y, and within its half height plus the spread in z.
// The impulse is the notes' closing speed × ((2 ma mb / (ma + mb)) >> 8) / (dt << 8) on
// kilogram masses ("Units" above); inferred: 2 ma mb / (ma + mb) is exact (64 bits, truncated),
// and the carried force is that impulse in kN.

// ---- Damage (FUN_00420e54 and its callees) ----

// inferred: a part runs out at health 0 or below; the damage option and mode are the race's
// (off by default, as POD's option).
// inferred: the wheels' weakening adds the notes' radius² × 15.26 and × 7.63 to the rolling
// resistance in POD's torque unit, taken as N·m (0.001 of ours).

// ---- Props (FUN_004215a8 and its callees) ----

// inferred: a prop's contact points take the gravity of their mass (POD's mass × 0x2d is on a
// scale the notes do not give); the push out of a plane is depth × mass / dt² (observed) plus
// the force that stops the point's speed into the plane within the step, so a prop landing on
// the road does not sink in before it is pushed out.
// inferred: "slow" (a prop that settles) is under 0.5 units/s and 0.5 rad/s.
inline constexpr int32_t kPropSettleSpeed = 0x8000;

// ---- Skid marks and smoke (FUN_0041a714, step #26) ----

// inferred (pod-car-physics.md names the function, pod-race.md its draw): a wheel leaves a mark
// and one smoke particle in a step when it touches the ground and skids (point +0x3a and
// +0x39, the tyre pass's slip over kSkidSlip); each particle is one call of FUN_004611ac, so one
// draw of FUN_00460f08 (rand() % 255, the particle's size) from the race's one generator, wheels
// 0 to 3 in order. Without the race (a bare physics step) nothing is drawn.

// ---- Zones (FUN_00456dd4) ----

// inferred (pod-formats.md §11 gap 16): a car whose centre lies inside a repair zone's four
// corners (seen from above) and within the zone's height above its centre is repaired: each
// body part's damage (2,000,000 for each state it has gone down, good → damaged → ruined, plus
// the health it has lost) falls by 6,000,000 × dt / repair_time, so any car is whole after the
// zone's repair time, its parts going back through their states; when every part is good and
// full the wheels get back the file's grips and rolling resistance and the damage record is
// cleared. A zone with a repair time of 0 uses 5 s.
inline constexpr int32_t kDefaultRepairTime = 5 * 0x10000;

}  // namespace unpod::sim::physics

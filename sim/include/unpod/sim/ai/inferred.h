// Every choice of the computer's controller that pod-controllers.md leaves open, in one place,
// each marked inferred, so a measurement can correct it here (docs/PORT.md lists them too).
// Observed constants live beside the code that uses them; only guesses are gathered here.
#pragma once

#include <cstdint>

namespace unpod::sim::ai {

// ---- The cars around (FUN_0046dc04, FUN_0046da4c) ----

// inferred: a car's place in the driver's frame is its centre's offset along the driver's
// forward (x) and left (y) axes, and its height the world's z difference; "within 17" and
// "within 12" are the offset's length. Flag 2 is a car on the left (a sideways share above
// 0.342), 4 one on the right (below −0.342).

// ---- The lane (FUN_00422028) ----

// inferred: "the next point is no nearer than the last one" compares the distance (|dx| + |dy|)
// to the point after the line point with the one the step before measured (kept in the
// computer's record, ComputerDriver::last_distance); the segment is the line point to the next.
// A line the follower has not measured yet (the first step, a new lane at "Troncon", a reset,
// a put-back) has no last distance: the far pass waits for a second measurement.
// The line is not wrapped or clamped (pod-controllers.md): a pass past the lane file's last
// point moves it on to one past the end, as the original's. Reading a point there differs,
// DEVIATION 13: the original reads on past its table, the port reads the last point.

// ---- Behaviours (FUN_0045f2a0 and the rules' functions) ----

// inferred: the behaviours' targets where the notes give only a sketch:
//   Steady avoids a touching car (FUN_0045f11c) by aiming one car's width further from it, and
//   drafts a car just ahead (FUN_0045ef84) by aiming at the point beside it, a width to the side
//   with more room;
//   Overtake aims beside the car ahead on the side free of cars (left unless a car is there):
//   3 × its length ahead of it along its heading when it faces the same way, else 4 × its width
//   to its side;
//   CutIn aims 16 ahead of the car beside along its heading and 8 to its far side (across its
//   nose);
//   Shadow4/2 move the line's target one unit away from the car beside; Shadow8 moves it one
//   unit towards the side of the car behind;
//   Ram aims at the car's centre.
// A car's length and width are its drawn object's hull (twice its half sizes).

// ---- The rule draw (FUN_0045f1f8) ----

// The draw is the clock's signed remainder by 100 taken as a byte, and stays that byte.
// inferred: the chance byte is compared with it as signed, as the draw is, and the drop is a
// byte subtraction that wraps. With the notes' chances (percent, 0 to 100) neither shows: a draw
// only drops when it is at least the chance. A chance byte above 127 (a rule's chance read by
// %ld and stored in a byte) is negative, and dropping by it can carry the draw past 127.

// ---- A put-back (pod-car-physics.md, FUN_00415730's caller) ----

// inferred: a computer driver put back on the track takes the line FUN_00455ed0 finds from the
// chassis point after the tracker was placed again (RaceSession, after the step), its lane state
// kept: the notes name the lane target's search, not a state change.

// ---- Steering (FUN_0046d990) ----

// inferred: the index is (max − tangent) / (max / 16), truncated, held to 0..31 (so a target
// straight ahead is index 16 and a target a hair to the left 15: the original's off-by-one
// between "steps to pass max" and the angle's (index − 15)).

// ---- Throttle ----

// inferred: the behaviour "asked to slow" (the pit lane's brake) when its word is below 0.

// ---- The reset (+0x7c negative) ----

// inferred: while the count runs the car reverses at full throttle (gear 8, accelerate); the
// special lanes (types 4 to 6, FUN_004560ac) and a lane's points are searched by |dx| + |dy|.

// ---- Catch-up (physics::catch_up, FUN_00422918) ----

// inferred: a computer car's catch-up target is the first human (racer 0), its weight 8: the
// scale then moves by 100 / 65536 a step. The notes give only "the racer by number" (FUN_00422918,
// the function at 0x4f984c). Why racer 0: the humans come first (racer n is human when n is below
// DAT_0061d5bc, pod-race.md "Who races"), so racer 0 is the first human in every race with one,
// player 1 in split screen; the catch-up keeps the field near the one racer whose pace is not
// the controller's own, the player; and in POD every race has racer 0 a human kind, even the
// attract demo, whose racer 0 is a kind-1 driver given the computer's controller
// (pod-controllers.md). So the number the original hands FUN_00422918 can be racer 0 in every
// race it runs; nothing in the notes names another.
// inferred: racer 0 stays the target once it has finished: its progress counts its finishing
// lap (laps + 1 crossings), so every car still racing is at least a lap behind it and runs at
// the top of its scale, base + 1.008, until it finishes (in the run to the line too).
// inferred: a race without humans (Un-POD's computers-only races: `unpod-tool race`, the tests)
// has no catch-up: racer 0 is a computer car then, and as its own target its gap would be 0,
// which moves the scale down every step. Every car keeps a scale of 1.
inline constexpr int32_t kCatchUpTarget = 0;

}  // namespace unpod::sim::ai

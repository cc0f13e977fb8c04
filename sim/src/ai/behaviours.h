// What the behaviours share: the scene they look at, the car they act on, the 33° test.
#pragma once

#include "unpod/sim/ai/computer.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::ai {

struct Scene {
  const physics::CarState& me;
  std::span<const physics::Racer> racers;
  const Neighbours& around;
  Vec16 line_point;  // the point after the line point
  Vec16 lane_dir;
  int32_t& target_car;            // +0x64
  physics::LengthRule lengths{};  // DEVIATION 14
};

// The car a behaviour acts on: the target car if it carries the flag, else the last car in the
// list that does (and it becomes the target car); −1 for none.
int32_t acted_on(const Scene& s, uint8_t flag);

// POD FUN_0045e6e0: the new point lies within 33° of the lane's direction (the dot product of
// the two normalised directions above 0xd6d8).
bool within_33(const Scene& s, const Vec16& point);

// "Same heading": the 33° test on the two cars' forward vectors.
bool same_heading(const physics::CarState& a, const physics::CarState& b);

// A target only where the 33° test lets the behaviour move it.
Aim aim_at(const Scene& s, int32_t word, const Vec16& point);

// The behaviours (each in its own file).
Aim steady(const Scene& s);                // POD FUN_0045f1a0
Aim overtake(const Scene& s);              // POD FUN_0045e8d8
Aim cut_in(const Scene& s, uint8_t flag);  // POD FUN_0045ea70 (4), POD FUN_0045eb48 (2)
Aim shadow(const Scene& s, uint8_t flag);  // POD FUN_0045ec20 (4), POD FUN_0045ecd0 (2)
Aim shadow_behind(const Scene& s);         // POD FUN_0045ed80
// POD FUN_0045e7dc (flag 1), POD FUN_0045e830 (4), POD FUN_0045e884 (2):
Aim ram(const Scene& s, uint8_t flag);

// The other car's size from its drawn object's hull.
Fx car_length(const physics::Racer& r);
Fx car_width(const physics::Racer& r);

}  // namespace unpod::sim::ai

// The sim's race moved by the physics: each of the race's steps is one simulation step (POD
// FUN_0049a89c), the cars held (the brake forced) while the start settles them and while the
// countdown runs, and the human's follower reads the physics car. There are no controllers yet
// (issue #7): every driver's input word stays neutral.
#pragma once

#include <cstdint>

#include "race_load.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/race/follower.h"
#include "unpod/sim/race/race.h"

namespace unpod::game {

// What the human's follower reads of a car (car +0x498, +0x4a4, the gear, the wheels' contacts).
sim::race::CarView car_view(const sim::physics::CarState& car);

// The race's start (POD FUN_0049f75c): the settling, the cars held while they drop onto their
// suspension, then the track's "Depart". Its events are in the rules' events until the first
// frame.
void start_race(LoadedRace& race);

// One frame of the race at the pacer's millisecond reading (Race::frame), the cars held until
// "GO!".
sim::race::FrameReport race_frame(LoadedRace& race, uint32_t ms);

}  // namespace unpod::game

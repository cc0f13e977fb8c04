// The cars still racing driven to the line (pod-race.md "The end", POD FUN_0047831c, called from
// the end of race FUN_00479114): once the race loop is over, every car that has not finished is
// stepped with no drawing, in steps of 3 × the view step, until every car has finished or the
// time runs out. Race::drive_to_line runs it; these are its constants and its report.
#pragma once

#include <cstdint>

#include "unpod/sim/race/frame_clock.h"

namespace unpod::sim::race {

// Up to 300 s of game time more (0x12c0000), 60 s in a network race (RaceSetup::network).
inline constexpr Fx kDriveToLineTime = 300 * 0x10000;
inline constexpr Fx kDriveToLineTimeNetwork = 60 * 0x10000;

// One step of the run: 3 × the view step (DAT_0060bdfc), as the settling start's.
constexpr Fx drive_step(ViewStep view) {
  return 3 * static_cast<Fx>(view);
}

// What the run did.
struct DriveReport {
  int32_t steps = 0;          // steps run
  Fx game_time = 0;           // game time they covered (steps × drive_step)
  int32_t cars_driven = 0;    // cars still racing when it began (they get bit 2)
  int32_t cars_finished = 0;  // of those, the cars that finished during it
  bool operator==(const DriveReport&) const = default;
};

}  // namespace unpod::sim::race

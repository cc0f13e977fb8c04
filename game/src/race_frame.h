// One frame of a loaded race (docs/DESIGN.md "One frame", #2 and #3): each human's device handed
// to the session, then the session's frame (the race rules, the computer drivers, the player's
// controller, the physics). On the frame that ends the race (RaceSession::over) the end runs
// once (RaceSession::finish: the cars still racing driven to the line); after it the race
// stands: later frames run nothing. With --record the frame and the end go through the race's
// recorder (race_recording.h), which writes the replay at the end.
#pragma once

#include <cstdint>
#include <optional>

#include "controls/player_devices.h"
#include "race_load.h"
#include "unpod/sim/race/drive_to_line.h"
#include "unpod/sim/race/race.h"

namespace unpod::game {

struct RaceFrame {
  sim::race::FrameReport report;  // empty once the race has ended
  // The end's run, on the frame it ran.
  std::optional<sim::race::DriveReport> end;
};

// The race's start (POD FUN_0049f75c): the settling, the cars held while they drop onto their
// suspension, then the track's "Depart". Its events are in the rules' events until the first
// frame.
void start_race(LoadedRace& race);

// One frame at the pacer's millisecond reading, humans 1 and 2 reading `devices` (only the
// race's humans are handed theirs), the cars held until "GO!".
RaceFrame race_frame(LoadedRace& race, const PlayerDevices& devices, uint32_t ms);

}  // namespace unpod::game

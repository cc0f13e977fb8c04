// One frame of a loaded race (docs/DESIGN.md "One frame", #2 and #3): each human's device handed
// to the session, then the session's frame (the race rules, the computer drivers, the player's
// controller, the physics). On the frame that ends the race (RaceSession::over) the end runs
// once (RaceSession::finish: the cars still racing driven to the line); after it the race
// stands: later frames run nothing. The frame and the end go through the race's recorder when it
// has one (race_recording.h), which keeps the replay at the end (and writes it with --record).
#pragma once

#include <cstdint>
#include <optional>

#include "controls/player_devices.h"
#include "race/race_load.h"
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

// The race's end now, when it has not run (a replay's frames ran out before the race ended: the
// cars still racing driven to the line, as the recording's end did at the quit). The end's
// report; nothing when it had already run.
std::optional<sim::race::DriveReport> end_race(LoadedRace& race);

}  // namespace unpod::game

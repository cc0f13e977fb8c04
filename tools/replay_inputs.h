// unpod-tool replay FILE --inputs: the humans' controls of a replay as `--human-script` lines
// (human_script.h), a line only when a player's controls change, so a race played in the window
// becomes a script that `unpod-tool race --human-script` races again.
#pragma once

#include <string>

#include "unpod/assets/replay.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::tool {

// Plays `replay`'s frames into `session` (made from its setup, not started) as `replay` without
// --verify does, reading the race's clock before each frame as the scripted humans are read
// (sim::session::race_ms), and returns the script: a line per player whose key map slots or
// retirement differ from its frame before (its first frame: from holding nothing). Before "GO!"
// the race's clock reads -1 for every frame, so a script has one instant there: the line at -1
// holds what was held when the countdown ended. A joystick's axes and buttons are not script
// controls: `note` says so for each human that drove one.
std::string inputs_script(sim::session::RaceSession& session, const assets::Replay& replay,
                          std::string& note);

}  // namespace unpod::tool

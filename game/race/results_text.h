// The race's results as text, for the terminal unpod was started from (the window shows them as
// the HUD's results table): one line a racer, a retired human unplaced.
#pragma once

#include <string>
#include <vector>

#include "unpod/sim/race/results.h"

namespace unpod::game {

// "Results:" then one line per result: place (or "-"), driver, race time (or RETIRED / DNF),
// best lap, and "(driven to the line)" for a car the end's run brought home.
std::string results_text(const std::vector<sim::race::RaceResult>& results,
                         const std::vector<std::string>& drivers);

}  // namespace unpod::game

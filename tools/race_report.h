// What `unpod-tool race`, `race --join` and `replay` print of a race: the results table and its
// figures as text, or as one JSON object (nlohmann-json), and the options they share.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "cli.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/session/race_request.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/simulated_time.h"

namespace unpod::tool {

// Exit status when two runs of one race differ (replay --verify, race --join).
inline constexpr int kExitMismatch = 3;

// The value after args[i] (i moves onto it); throws UsageError when there is none.
std::string value_of(const Args& args, size_t& i);
// `text` as an integer from lo to hi; throws UsageError naming `what` otherwise.
int integer_in(const std::string& text, const char* what, int lo, int hi);

// A 16.16 time in seconds, exact (every 16.16 value is a double).
double seconds(sim::physics::Fx t);
// "0x0123456789abcdef"
std::string hash_text(uint64_t h);
// `v` rounded to `decimals` places, as JSON writes the shortest number that reads back the same.
double rounded(double v, int decimals);

struct RunFigures {
  double sim_seconds = 0, wall_seconds = 0;
  double frame_seconds = 0;  // the frames' race time (a replay's: what was recorded), no end's run
  uint32_t frames = 0;
};
RunFigures figures_of(const sim::session::SimulatedTime& t, double wall_seconds);

// The results table as the game would print it, the state hash and the figures.
void print_results(std::ostream& out, const sim::session::RaceData& data,
                   const assets::Replay& setup, const sim::session::RaceSession& session,
                   const RunFigures& figures);
// The race's results and figures as one JSON object (names as UTF-8, POD's Latin-1 converted);
// the callers add their own members.
nlohmann::ordered_json results_json(const assets::Replay& setup,
                                    const sim::session::RaceSession& session,
                                    const RunFigures& figures);

}  // namespace unpod::tool

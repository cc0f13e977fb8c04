// Random circuit descriptions (issue 36): a seed in, the text of a valid `.track` out, for the
// family of circuits nobody tuned for that the computer drivers are tested and benched on, and
// for a modder who wants a circuit to start from (`unpod-tool generate-track`). The lap is a
// star-shaped polygon (so it never crosses itself) whose corners are rounded into bends of a
// chosen radius; it climbs and falls, banks into its bends, narrows in places, and may carry a
// fork beside a straight. Same seed, same text: the draws are mt19937's own words, and the
// numbers are written to a tenth, so even another system's maths library rarely moves one.
#pragma once

#include <cstdint>
#include <string>

#include "track_compiler.h"

namespace unpod::disc {

// The ranges the generator draws from (docs/TRACK-FORMAT.md, "Generated circuits").
struct TrackGenerator {
  double min_bend_radius = 30;  // the compiler's least radius
  double max_bend_radius = 80;  // tighter bends than a sweeper
  double max_grade = 0.12;      // the steepest climb or descent (rise over run)
  double max_bank = 15;         // degrees (the format allows 30: TRACK-FORMAT.md says why not)
  double min_width = 4;         // the format's narrowest road
  double max_width = 18;
  double min_lap = 1800, max_lap = 4200;  // the lap's length, about (units)
  int laps = 2;
};

// The description of circuit `seed` ("GEN<seed>", display "Generated <seed>"): points, perhaps a
// fork, checkpoints, the 21 competitors in the demo disc's cars. Valid for the compiler: the
// generator compiles what it draws and draws again (from the same seed's stream) until it
// compiles, so it throws std::runtime_error only if a hundred tries all fail. With `compiled`, the
// circuit it compiled is left there.
std::string generate_track_description(uint32_t seed, const TrackGenerator& ranges = {},
                                       CompiledTrack* compiled = nullptr);

}  // namespace unpod::disc

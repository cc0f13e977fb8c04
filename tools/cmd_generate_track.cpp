// `unpod-tool generate-track SEED [OUT.track]`: a random valid circuit description
// (disc::generate_track_description), for a modder to start from and for the generated-circuit
// tests and bench (docs/TRACK-FORMAT.md, "Generated circuits").
#include <cstdint>

#include "commands.h"
#include "track_generator.h"

namespace unpod::tool {

const char* const kGenerateTrackUsage =
    "usage: unpod-tool generate-track SEED [OUT.track]\n\n"
    "Draws circuit SEED (0 to 4294967295) of the generated family and prints its description\n"
    "(docs/TRACK-FORMAT.md), or writes it to OUT.track: a star-shaped lap with bends of radius\n"
    "30 to 80 and sweepers, climbs and descents, banking, narrow stretches and perhaps a fork,\n"
    "checkpoints and 21 competitors in the demo disc's cars. The description compiles (the\n"
    "generator compiles it before it answers); build-track or add-circuit turns it into a file.\n"
    "The same seed gives the same text.\n";

int run_generate_track(const Args& args) {
  return run_generator(args, "OUT.track",
                       [](uint32_t seed) { return disc::generate_track_description(seed); });
}

}  // namespace unpod::tool

// `unpod-tool generate-track SEED [OUT.track]`: a random valid circuit description
// (disc::generate_track_description), for a modder to start from and for the generated-circuit
// tests and bench (docs/TRACK-FORMAT.md, "Generated circuits").
#include <cstdint>
#include <iostream>
#include <vector>

#include "commands.h"
#include "track_generator.h"
#include "unpod/assets/file_io.h"

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
  if (args.empty() || args.size() > 2) throw UsageError("expects SEED and perhaps OUT.track");
  for (const auto& a : args)
    if (a.starts_with("--")) throw UsageError("unknown option " + a);
  const uint32_t seed = parse_u32(args[0], "SEED");
  const std::string text = disc::generate_track_description(seed);
  if (args.size() == 1) {
    std::cout << text;
    return kExitOk;
  }
  const std::filesystem::path out = args[1];
  if (auto e = assets::write_file_atomic(out, std::vector<uint8_t>(text.begin(), text.end()));
      !e.empty())
    return report(e);
  std::cout << "wrote " << out.string() << "\n";
  return kExitOk;
}

}  // namespace unpod::tool

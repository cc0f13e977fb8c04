// `unpod-tool build-track DESC OUT.BL4`: compiles a circuit description (docs/TRACK-FORMAT.md)
// into a BL4 circuit file, read back and compared before the command reports success.
#include <iostream>

#include "commands.h"
#include "disc.h"
#include "unpod/assets/circuit.h"

namespace unpod::tool {

const char* const kBuildTrackUsage =
    "usage: unpod-tool build-track DESC OUT.BL4\n\n"
    "Compiles the circuit description DESC (text, docs/TRACK-FORMAT.md) into the circuit file\n"
    "OUT.BL4: geometry, textures, scenery, beacons, race graphs, lanes and competitor lists. The\n"
    "file is written atomically, then read back (every checksum, every section) and compared\n"
    "with the compiled circuit. An error names the description's line: DESC:LINE: message.\n"
    "Competitors' cars are checked against the cars only by build-disc.\n";

int run_build_track(const Args& args) {
  if (args.size() != 2) throw UsageError("expects DESC and OUT.BL4");
  for (const auto& a : args)
    if (a.starts_with("--")) throw UsageError("unknown option " + a);
  const std::filesystem::path desc = args[0], out = args[1];
  if (upper_extension(out) != ".BL4")
    throw UsageError("OUT must be a .BL4 file (16-bit textures), got '" + out.string() + "'");
  if (auto e = disc::build_track_file(desc, out); !e.empty()) return report(e);
  auto circuit = assets::load_circuit(out);
  if (!circuit) return report(circuit.error());
  const auto& beacons = circuit->directions[0].beacons.value;
  std::cout << "wrote " << out.string() << ": " << circuit->sectors.size() << " sectors, "
            << circuit->textures.pages.size() << " texture pages, "
            << (beacons ? beacons->beacons.size() : 0) << " beacons\n";
  return kExitOk;
}

}  // namespace unpod::tool

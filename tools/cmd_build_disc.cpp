// `unpod-tool build-disc [--sources DIR] OUTDIR`: the demo disc, an installation-shaped folder
// compiled from the descriptions in the repository's disc/ folder.
#include <cstdlib>
#include <iostream>

#include "commands.h"
#include "disc.h"
#include "executable_path.h"
#include "unpod/assets/install.h"

namespace unpod::tool {

const char* const kBuildDiscUsage =
    "usage: unpod-tool build-disc [--sources DIR] OUTDIR\n\n"
    "Compiles every DIR/circuits/*.track and DIR/cars/*.car into OUTDIR, laid out like a POD\n"
    "installation: CIRCUITS.BIN, VOITURES.BIN, DATA/BINARY/CIRCUITS/*.BL4 and\n"
    "DATA/BINARY/VOITURES/*.BV4. Every file is read back and compared before OUTDIR is put in\n"
    "place in one rename, so an interrupted build leaves the previous disc (or none). An\n"
    "existing OUTDIR is replaced only when it holds nothing but a disc.\n"
    "  --sources DIR   the descriptions (default: the installed share/unpod/disc next to this\n"
    "                  program, else the source tree's disc/ folder)\n";

namespace {

// share/unpod/disc beside an installed bin/unpod-tool (UNPOD_DATA_FROM_BIN: the install
// folders' relative path), else the source tree it was built from.
std::filesystem::path default_sources() {
  std::error_code ec;
  if (const auto exe_dir = executable_dir(); !exe_dir.empty()) {
    const auto installed = exe_dir / UNPOD_DATA_FROM_BIN / "disc";
    if (std::filesystem::is_directory(installed / "circuits", ec)) return installed;
  }
#ifdef UNPOD_DISC_SOURCES
  return UNPOD_DISC_SOURCES;
#else
  return {};
#endif
}

}  // namespace

int run_build_disc(const Args& args) {
  std::filesystem::path sources, out;
  int paths = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--sources") {
      if (i + 1 >= args.size()) throw UsageError("--sources needs a folder");
      sources = args[++i];
    } else if (a.starts_with("--")) {
      throw UsageError("unknown option " + a);
    } else if (++paths > 1) {
      throw UsageError("expects one OUTDIR");
    } else {
      out = a;
    }
  }
  if (paths == 0) throw UsageError("expects OUTDIR");
  if (sources.empty()) sources = default_sources();
  if (sources.empty()) return report("no description folder: give --sources DIR");
  if (auto e = disc::build_disc(sources, out); !e.empty()) return report(e);
  auto disc = assets::locate_installation(out);
  if (!disc) return report(disc.error());
  std::cout << "wrote " << out.string() << ": " << disc->circuits.size() << " circuits, "
            << disc->cars.size() << " cars\n";
  for (const auto& c : disc->circuits)
    std::cout << "  circuit " << c.name << " \"" << c.display_name << "\", " << c.laps << " laps, "
              << c.length << " m\n";
  for (const auto& c : disc->cars)
    std::cout << "  car     " << c.name << " \"" << c.display_name << "\"\n";
  return kExitOk;
}

}  // namespace unpod::tool

// unpod-tool: inspect, decode, re-encode, dump and export POD data files. Dispatches to one
// command per file (cmd_*.cpp).
#include <exception>
#include <iostream>
#include <string>

#include "commands.h"
#include "standard_streams.h"
#include "unpod/version.h"

namespace unpod::tool {

std::span<const Command> commands() {
  static const Command table[] = {
      {"info", "what an installation holds: flavour, circuits, cars, warnings", kInfoUsage,
       run_info},
      {"decrypt", "decode a PBDF file; print its key, block size and offsets", kDecryptUsage,
       run_decrypt},
      {"encrypt", "re-encode a stream written by decrypt", kEncryptUsage, run_encrypt},
      {"dump", "every section's counts and key fields of a data file", kDumpUsage, run_dump},
      {"export", "a circuit or car as Wavefront OBJ + MTL + PNG textures", kExportUsage,
       run_export},
      {"build-track", "compile a circuit description into a .BL4 file", kBuildTrackUsage,
       run_build_track},
      {"build-car", "compile a car description into a .BV4 file", kBuildCarUsage, run_build_car},
      {"build-disc", "the demo disc: every description into an installation folder",
       kBuildDiscUsage, run_build_disc},
      {"generate-track", "a random valid circuit description from a seed (generated family)",
       kGenerateTrackUsage, run_generate_track},
      {"generate-car", "a random valid car description from a seed (generated family)",
       kGenerateCarUsage, run_generate_car},
      {"add-circuit", "compile a circuit description into an installation (add or replace)",
       kAddCircuitUsage, run_add_circuit},
      {"remove-circuit", "take a circuit out of an installation: its record and its file",
       kRemoveCircuitUsage, run_remove_circuit},
      {"race", "a whole race headless: computer drivers, scripted humans, results, replay",
       kRaceUsage, run_race},
      {"replay", "play a recorded race back; --verify checks it, --inputs prints a script",
       kReplayUsage, run_replay},
      {"fx", "the sim's fixed-point helpers on operands from stdin (dot16, sin16, rand...)",
       kFxUsage, run_fx},
  };
  return table;
}

namespace {

void print_help(std::ostream& out) {
  out << "usage: unpod-tool COMMAND [ARGS...]\n"
         "       unpod-tool COMMAND --help\n"
         "       unpod-tool --version\n\n"
         "Inspects, exports and builds the data files of POD: Planet of Death (1997), and races\n"
         "on them headless.\n\n"
         "commands:\n";
  for (const auto& c : commands()) {
    std::string name = c.name;
    name.resize(16, ' ');
    out << "  " << name << c.summary << "\n";
  }
  out << "\nExit status: 0 on success, 1 when a file cannot be read, decoded or written, 2 for "
         "wrong arguments.\n";
}

}  // namespace
}  // namespace unpod::tool

int main(int argc, char** argv) {
  using namespace unpod::tool;
  binary_standard_streams();
  if (argc < 2) {
    print_help(std::cerr);
    return kExitUsage;
  }
  const std::string name = argv[1];
  if (name == "-h" || name == "--help" || name == "help") {
    print_help(std::cout);
    return kExitOk;
  }
  if (name == "--version" || name == "version") {
    std::cout << "unpod-tool " << unpod::kVersionText << "\n";
    return kExitOk;
  }
  for (const auto& c : commands()) {
    if (name != c.name) continue;
    const Args args(argv + 2, argv + argc);
    if (wants_help(args)) {
      std::cout << c.usage;
      return kExitOk;
    }
    try {
      return c.run(args);
    } catch (const UsageError& e) {
      std::cerr << "unpod-tool " << c.name << ": " << e.what() << "\n\n" << c.usage;
      return kExitUsage;
    } catch (const std::exception& e) {
      std::cerr << "unpod-tool " << c.name << ": " << e.what() << "\n";
      return kExitLoadError;
    }
  }
  std::cerr << "unpod-tool: unknown command '" << name << "'\n\n";
  print_help(std::cerr);
  return kExitUsage;
}

// `unpod-tool add-circuit INSTALL DESC.track`: compiles a circuit description and puts it into an
// installation, its file beside the other circuits' and its record in CIRCUITS.BIN.
#include <iostream>

#include "circuit_install.h"
#include "commands.h"

namespace unpod::tool {

const char* const kAddCircuitUsage =
    "usage: unpod-tool add-circuit INSTALL DESC.track\n\n"
    "Compiles the circuit description DESC (docs/TRACK-FORMAT.md) and adds it to the installation\n"
    "INSTALL (the folder with CIRCUITS.BIN and DATA/): NAME.BL4 beside the other circuit files\n"
    "and a record at the end of CIRCUITS.BIN. A circuit of the same name (any case) is replaced\n"
    "in its place: its file, and its record's text, laps, length, level and mirror flag (its id\n"
    "and pictures are kept). Every other record is kept byte for byte and in its order.\n\n"
    "The new files are written under temporary names, read back, then renamed into place; the\n"
    "installation is read again before the old files are removed, and put back as it was on any\n"
    "failure. An error in the description is DESC:LINE: message and changes nothing.\n\n"
    "Exit status: 0, 1 when the description, the installation or a write fails, 2 for wrong\n"
    "arguments.\n";

int run_add_circuit(const Args& args) {
  for (const auto& a : args)
    if (a.starts_with("--")) throw UsageError("unknown option " + a);
  if (args.size() != 2) throw UsageError("expects INSTALL and DESC.track");
  disc::CircuitChange change;
  if (auto e = disc::add_circuit(args[0], args[1], change); !e.empty()) return report(e);
  std::cout << (change.replaced ? "replaced" : "added") << " circuit " << change.name << " \""
            << change.display_name << "\" (" << change.laps << " laps, " << change.length
            << " m): " << change.file.string() << "\n"
            << change.circuit_list.string() << " lists " << change.circuits << " circuits\n";
  for (const std::string& note : change.notes)
    std::cerr << "unpod-tool add-circuit: " << note << "\n";
  return kExitOk;
}

}  // namespace unpod::tool

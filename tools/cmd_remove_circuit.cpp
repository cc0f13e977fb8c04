// `unpod-tool remove-circuit INSTALL NAME`: takes a circuit out of an installation, its record in
// CIRCUITS.BIN and its file.
#include <iostream>

#include "circuit_install.h"
#include "commands.h"

namespace unpod::tool {

const char* const kRemoveCircuitUsage =
    "usage: unpod-tool remove-circuit INSTALL NAME\n\n"
    "Removes the circuit NAME (its CIRCUITS.BIN name, any case) from the installation INSTALL:\n"
    "its record, keeping every other record byte for byte and in its order, and its circuit\n"
    "file. The installation's only circuit is not removed. CIRCUITS.BIN is written under a\n"
    "temporary name and renamed into place; on any failure the installation is left as it was.\n\n"
    "Exit status: 0, 1 when the circuit is not there or a file cannot be written, 2 for wrong\n"
    "arguments.\n";

int run_remove_circuit(const Args& args) {
  for (const auto& a : args)
    if (a.starts_with("--")) throw UsageError("unknown option " + a);
  if (args.size() != 2) throw UsageError("expects INSTALL and NAME");
  disc::CircuitChange change;
  if (auto e = disc::remove_circuit(args[0], args[1], change); !e.empty()) return report(e);
  std::cout << "removed circuit " << change.name << " \"" << change.display_name << "\"";
  if (!change.file.empty()) std::cout << " and " << change.file.string();
  std::cout << "\n"
            << change.circuit_list.string() << " lists " << change.circuits << " circuits\n";
  return kExitOk;
}

}  // namespace unpod::tool

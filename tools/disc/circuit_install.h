// One circuit into an installation, or out of it (`unpod-tool add-circuit`, `remove-circuit`):
// the circuit file in DATA/BINARY/CIRCUITS and its CIRCUITS.BIN record (pod-formats.md §8.1).
// The other records are kept byte for byte and in their order. Every new file is written under a
// temporary name and read back before anything is renamed into place; a failure on the way
// puts back what was there, so the installation is either as before or fully changed.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace unpod::disc {

struct CircuitChange {
  std::string name;                    // the circuit's name as its record spells it
  std::string display_name;            // its menu text
  std::filesystem::path file;          // the circuit file written or removed
  std::filesystem::path circuit_list;  // the CIRCUITS.BIN rewritten
  bool replaced = false;               // add: a record of that name was there already
  size_t circuits = 0;                 // records in CIRCUITS.BIN afterwards
  int laps = 0;
  int length = 0;                  // units
  std::vector<std::string> notes;  // what the modder should know (e.g. a competitor's car missing)
};

// Compiles the description `desc` (docs/TRACK-FORMAT.md) and puts it into the installation at
// `install`: a record of the same name (any case) is replaced in its place, keeping its id and
// pictures; otherwise the record is added at the end. Returns "" or the error.
std::string add_circuit(const std::filesystem::path& install, const std::filesystem::path& desc,
                        CircuitChange& change);

// Removes the circuit `name` (any case): its record and its file. The last circuit of an
// installation is not removed. Returns "" or the error.
std::string remove_circuit(const std::filesystem::path& install, const std::string& name,
                           CircuitChange& change);

}  // namespace unpod::disc

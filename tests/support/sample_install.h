// A fake POD installation with mixed-case names (as real installs have), for the locator's
// tests and the tool's: circuit and car lists written by our list writers, cars by write_car.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "support/temp_dir.h"

namespace unpod::test {

struct SampleInstall {
  std::filesystem::path root;
  // Relative paths of what was written, as stored (mixed case).
  std::filesystem::path circuits_bin;
  std::vector<std::string> listed_circuits;  // CIRCUITS.BIN names, in order
  std::vector<std::filesystem::path> circuit_files;
  std::string unlisted_circuit;          // a circuit file CIRCUITS.BIN does not name
  std::vector<std::string> listed_cars;  // VOITURES.BIN then VOITURE2.BIN's new names
  std::vector<std::filesystem::path> car_files;
  std::string unlisted_car;  // a car file no list names
};

// Writes the installation into `dir`/`sub` (`sub` may be empty). `bl3`: .BL3/.BV3 files (the
// palettised flavour) instead of .BL4/.BV4. Every circuit file is the same sample circuit
// (tests/support/sample_circuit.h) under its own name.
SampleInstall write_sample_install(const TempDir& dir, const std::string& sub = "Pod Gold",
                                   bool bl3 = false);

}  // namespace unpod::test

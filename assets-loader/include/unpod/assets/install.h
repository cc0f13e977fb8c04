// The install locator: finds a POD installation's data case-insensitively (real installs mix
// cases; Linux is case-sensitive), tells its flavour and lists its circuits and cars
// (docs/pod-formats.md §1).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/error.h"

namespace unpod::assets {

enum class CircuitFlavour { kBL4, kBL3 };

struct InstalledCircuit {
  std::string name;            // base name from CIRCUITS.BIN (e.g. "Beltane")
  std::string display_name;    // menu text
  std::filesystem::path file;  // the .BL4/.BL3 found for it; empty when missing
  int laps = 0;                // CIRCUITS.BIN +0x84
  int32_t length = 0;          // metres, for display
  bool available = false;      // flags bit 0
  bool mirror = false;         // flags bit 1: a mirror variant exists
  int level = 0;
};

struct InstalledCar {
  std::string name;  // base name (file name without extension)
  std::string display_name;
  std::filesystem::path file;  // the .BV4/.BV3 found for it; empty when missing
  std::string list;            // which list named it: VOITURES.BIN or VOITURE2.BIN; empty when
                               // only its file was found (VOIRESET.BIN holds defaults, unused)
};

struct Installation {
  std::filesystem::path root;
  CircuitFlavour flavour = CircuitFlavour::kBL4;
  std::filesystem::path circuits_bin;  // where CIRCUITS.BIN was found
  std::vector<InstalledCircuit> circuits;
  std::vector<InstalledCar> cars;
  std::vector<std::string> warnings;  // e.g. a listed circuit whose file is missing
};

// A case-insensitive index of a folder tree: finds "DATA/BINARY/CIRCUITS/x.bl4" as stored in
// any case. Built once; lookups are by relative path with '/' separators.
class CaseInsensitiveTree {
 public:
  explicit CaseInsensitiveTree(const std::filesystem::path& root, int max_depth = 8);
  // The real path for `relative` (any case), or nullopt.
  std::optional<std::filesystem::path> find(const std::string& relative) const;
  // Files directly inside `relative_dir` whose extension equals `ext` (case-insensitive,
  // with the dot, e.g. ".BL4"), sorted by name.
  std::vector<std::filesystem::path> list(const std::string& relative_dir,
                                          const std::string& ext) const;
  // Every file named `file_name` (any case) anywhere in the tree, shallowest first: for files
  // whose folder is unknown (CIRCUITS.BIN, VOITURES.BIN, §1.1).
  std::vector<std::filesystem::path> find_named(const std::string& file_name) const;
  const std::filesystem::path& root() const { return root_; }
  // Entries indexed; the walk stops at kMaxEntries so a wrong folder (say /) cannot take long.
  size_t size() const { return entries_.size(); }
  static constexpr size_t kMaxEntries = 200000;

 private:
  std::filesystem::path root_;
  std::vector<std::pair<std::string, std::filesystem::path>> entries_;  // lower-case key, path
};

// Opens an installation at `dir`. When `dir` is empty, uses $UNPOD_DATA. A folder that is not an
// installation gives one error that lists what was looked for and where.
Result<Installation> locate_installation(const std::filesystem::path& dir);

}  // namespace unpod::assets

// The install locator (docs/pod-formats.md §1): one case-insensitive index of the install tree,
// then the circuit and car lists resolved against it.
// DEVIATION 1: found case-insensitively anywhere under the installation folder.
#include "unpod/assets/install.h"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <system_error>

#include "unpod/assets/file_io.h"
#include "unpod/assets/lists.h"
#include "unpod/assets/serial.h"

namespace fs = std::filesystem;

namespace unpod::assets {
namespace {

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return s;
}

// "DATA\\Binary/" -> "data/binary"
std::string normalise(const std::string& relative) {
  std::string s = lower(relative);
  std::replace(s.begin(), s.end(), '\\', '/');
  while (s.starts_with("./")) s.erase(0, 2);
  while (s.starts_with('/')) s.erase(0, 1);
  while (s.ends_with('/')) s.pop_back();
  return s;
}

bool key_less(const std::pair<std::string, fs::path>& a, const std::string& key) {
  return a.first < key;
}

constexpr const char* kCircuitsDir = "data/binary/circuits";
constexpr const char* kCarsDir = "data/binary/voitures";

}  // namespace

CaseInsensitiveTree::CaseInsensitiveTree(const fs::path& root, int max_depth) : root_(root) {
  // Folders already walked, by canonical path: a symbolic link back up the tree is seen once.
  std::set<fs::path> seen;
  struct Pending {
    fs::path dir;
    std::string key;
    int depth;
  };
  std::vector<Pending> todo{{root, "", 0}};
  std::error_code ec;
  while (!todo.empty() && entries_.size() < kMaxEntries) {
    Pending cur = std::move(todo.back());
    todo.pop_back();
    const fs::path canon = fs::canonical(cur.dir, ec);
    if (ec || !seen.insert(canon).second) continue;
    fs::directory_iterator it(cur.dir, fs::directory_options::skip_permission_denied, ec);
    if (ec) continue;
    for (; it != fs::directory_iterator() && entries_.size() < kMaxEntries; it.increment(ec)) {
      if (ec) break;
      const fs::path& p = it->path();
      const std::string name = lower(p.filename().string());
      std::string key = cur.key.empty() ? name : cur.key + "/" + name;
      std::error_code dir_ec;
      if (cur.depth + 1 < max_depth && it->is_directory(dir_ec) && !dir_ec)
        todo.push_back({p, key, cur.depth + 1});
      entries_.emplace_back(std::move(key), p);
    }
  }
  std::sort(entries_.begin(), entries_.end());
}

std::optional<fs::path> CaseInsensitiveTree::find(const std::string& relative) const {
  const std::string key = normalise(relative);
  auto it = std::lower_bound(entries_.begin(), entries_.end(), key, key_less);
  if (it == entries_.end() || it->first != key) return std::nullopt;
  return it->second;
}

std::vector<fs::path> CaseInsensitiveTree::list(const std::string& relative_dir,
                                                const std::string& ext) const {
  const std::string dir = normalise(relative_dir);
  const std::string prefix = dir.empty() ? "" : dir + "/";
  const std::string lext = lower(ext);
  std::vector<fs::path> out;
  for (auto it = std::lower_bound(entries_.begin(), entries_.end(), prefix, key_less);
       it != entries_.end() && it->first.starts_with(prefix); ++it) {
    const std::string_view rest = std::string_view(it->first).substr(prefix.size());
    if (rest.find('/') != std::string_view::npos || !rest.ends_with(lext)) continue;
    if (rest.size() == lext.size()) continue;  // a file named only ".bl4"
    std::error_code ec;
    if (fs::is_regular_file(it->second, ec)) out.push_back(it->second);
  }
  return out;
}

std::vector<fs::path> CaseInsensitiveTree::find_named(const std::string& file_name) const {
  const std::string name = lower(file_name);
  std::vector<std::pair<size_t, const std::pair<std::string, fs::path>*>> hits;
  for (const auto& e : entries_) {
    const size_t slash = e.first.rfind('/');
    const std::string_view base = slash == std::string::npos
                                      ? std::string_view(e.first)
                                      : std::string_view(e.first).substr(slash + 1);
    if (base != name) continue;
    std::error_code ec;
    if (fs::is_regular_file(e.second, ec))
      hits.emplace_back(size_t(std::count(e.first.begin(), e.first.end(), '/')), &e);
  }
  std::stable_sort(hits.begin(), hits.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<fs::path> out;
  for (const auto& h : hits) out.push_back(h.second->second);
  return out;
}

namespace {

LoadError locator_error(const fs::path& where, std::string message) {
  return LoadError{where.string(), "install locator", 0, std::move(message)};
}

// The circuits: CIRCUITS.BIN's records in order, then circuit files it does not name.
Result<bool> add_circuits(const CaseInsensitiveTree& tree, const std::vector<fs::path>& files,
                          const std::string& ext, Installation& inst) {
  if (!inst.circuits_bin.empty()) {
    auto bytes = read_file(inst.circuits_bin);
    if (!bytes) return bytes.error();
    auto list = read_circuit_list(*bytes, inst.circuits_bin.string());
    if (!list) return list.error();
    for (const CircuitListEntry& e : *list) {
      InstalledCircuit c;
      c.name = e.name;
      c.display_name = e.display_name;
      c.laps = e.laps;
      c.length = e.length;
      c.available = e.available();
      c.mirror = e.mirror();
      c.level = e.level;
      const auto f =
          e.name.empty() ? std::nullopt : tree.find(std::string(kCircuitsDir) + "/" + e.name + ext);
      if (f)
        c.file = *f;
      else
        inst.warnings.push_back("circuit \"" + e.name + "\" listed in CIRCUITS.BIN has no file " +
                                "DATA/BINARY/CIRCUITS/" + e.name + ext);
      inst.circuits.push_back(std::move(c));
    }
  } else {
    inst.warnings.push_back("CIRCUITS.BIN not found: circuits are listed from their files");
  }
  for (const fs::path& f : files) {
    const std::string stem = f.stem().string();
    const bool listed =
        std::any_of(inst.circuits.begin(), inst.circuits.end(),
                    [&](const InstalledCircuit& c) { return iequals(c.name, stem); });
    if (listed) continue;
    InstalledCircuit c;
    c.name = stem;
    c.display_name = stem;
    c.file = f;
    c.available = true;
    if (!inst.circuits_bin.empty())
      inst.warnings.push_back("circuit file " + f.filename().string() +
                              " is not listed in CIRCUITS.BIN; added as \"" + stem + "\"");
    inst.circuits.push_back(std::move(c));
  }
  return true;
}

// The cars: VOITURES.BIN, then VOITURE2.BIN (names already seen skipped), then unlisted files.
Result<bool> add_cars(const CaseInsensitiveTree& tree, const std::vector<fs::path>& files,
                      const std::string& ext, const std::string& other_ext, Installation& inst) {
  auto known = [&](const std::string& name) {
    return std::any_of(inst.cars.begin(), inst.cars.end(),
                       [&](const InstalledCar& c) { return iequals(c.name, name); });
  };
  for (const char* list_name : {"VOITURES.BIN", "VOITURE2.BIN"}) {
    const auto found = tree.find_named(list_name);
    if (found.empty()) continue;
    auto bytes = read_file(found.front());
    if (!bytes) return bytes.error();
    auto list = read_car_list(*bytes, found.front().string());
    if (!list) return list.error();
    for (const CarListEntry& e : *list) {
      if (known(e.name)) continue;
      InstalledCar c;
      c.name = e.name;
      c.display_name = e.display_name;
      c.list = list_name;
      const std::string base = std::string(kCarsDir) + "/" + e.name;
      if (!e.name.empty()) {
        if (auto f = tree.find(base + ext))
          c.file = *f;
        else if (auto g = tree.find(base + other_ext))
          c.file = *g;
      }
      if (c.file.empty())
        inst.warnings.push_back("car \"" + e.name + "\" listed in " + list_name +
                                " has no file DATA/BINARY/VOITURES/" + e.name + ext);
      inst.cars.push_back(std::move(c));
    }
  }
  for (const fs::path& f : files) {
    const std::string stem = f.stem().string();
    if (known(stem)) continue;
    inst.warnings.push_back("car file " + f.filename().string() +
                            " is not listed in VOITURES.BIN or VOITURE2.BIN; added as \"" + stem +
                            "\"");
    inst.cars.push_back(InstalledCar{stem, stem, f, ""});
  }
  return true;
}

}  // namespace

Result<Installation> locate_installation(const fs::path& dir_in) {
  fs::path dir = dir_in;
  if (dir.empty()) {
    const char* env = std::getenv("UNPOD_DATA");
    if (env == nullptr || *env == '\0')
      return locator_error("", "no installation folder was given and UNPOD_DATA is not set");
    dir = env;
  }
  std::error_code ec;
  const fs::path root = fs::absolute(dir, ec).lexically_normal();
  const std::string what =
      "Looked (ignoring case) in " + root.string() +
      " for: CIRCUITS.BIN (anywhere below it), DATA/BINARY/CIRCUITS/*.BL4|*.BL3 and "
      "DATA/BINARY/VOITURES/*.BV4|*.BV3";
  if (!fs::is_directory(root, ec))
    return locator_error(
        root, root.string() + " is not a POD installation: it is not a folder. " + what + ".");

  const CaseInsensitiveTree tree(root);
  Installation inst;
  inst.root = root;
  const auto bins = tree.find_named("CIRCUITS.BIN");
  if (!bins.empty()) inst.circuits_bin = bins.front();
  const auto bl4 = tree.list(kCircuitsDir, ".bl4");
  const auto bl3 = tree.list(kCircuitsDir, ".bl3");
  inst.flavour = bl4.empty() && !bl3.empty() ? CircuitFlavour::kBL3 : CircuitFlavour::kBL4;
  const bool v4 = inst.flavour == CircuitFlavour::kBL4;
  const auto& circuit_files = v4 ? bl4 : bl3;
  // Cars of the circuits' flavour first; a car only present in the other flavour still counts.
  std::vector<fs::path> car_files = tree.list(kCarsDir, v4 ? ".bv4" : ".bv3");
  for (const fs::path& f : tree.list(kCarsDir, v4 ? ".bv3" : ".bv4")) {
    const bool dup = std::any_of(car_files.begin(), car_files.end(), [&](const fs::path& g) {
      return iequals(g.stem().string(), f.stem().string());
    });
    if (!dup) car_files.push_back(f);
  }

  if (circuit_files.empty() || car_files.empty()) {
    auto status = [](bool found) { return found ? "found" : "not found"; };
    return locator_error(root, root.string() + " is not a POD installation. " + what +
                                   ". Found: CIRCUITS.BIN " + status(!inst.circuits_bin.empty()) +
                                   ", circuit files " + status(!circuit_files.empty()) +
                                   ", car files " + status(!car_files.empty()) + ".");
  }

  auto circuits = add_circuits(tree, circuit_files, v4 ? ".BL4" : ".BL3", inst);
  if (!circuits) return circuits.error();
  auto cars = add_cars(tree, car_files, v4 ? ".BV4" : ".BV3", v4 ? ".BV3" : ".BV4", inst);
  if (!cars) return cars.error();
  return inst;
}

}  // namespace unpod::assets

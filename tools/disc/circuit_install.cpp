// add_circuit and remove_circuit: CIRCUITS.BIN is rewritten from its own records (only the one
// that changes is encoded anew), the circuit file goes where the installation keeps its others,
// and both are swapped in with the old files kept aside until the installation reads back right.
#include "circuit_install.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <optional>
#include <random>
#include <system_error>
#include <utility>

#include "disc.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/install.h"
#include "unpod/assets/lists.h"
#include "unpod/assets/serial.h"

namespace unpod::disc {
namespace {

namespace fs = std::filesystem;

constexpr uint8_t kVersion = 4;  // the compiler writes BL4 circuits (16-bit textures)
constexpr size_t kCountBytes = 4;

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// CIRCUITS.BIN as stored: each record's bytes untouched, and whatever follows the last record.
struct StoredList {
  std::vector<assets::CircuitListEntry> entries;
  std::vector<std::vector<uint8_t>> records;  // kCircuitRecordSize bytes each, still XORed
  std::vector<uint8_t> tail;
};

std::string read_stored_list(const fs::path& file, StoredList& out) {
  auto bytes = assets::read_file(file);
  if (!bytes) return bytes.error().to_string();
  auto entries = assets::read_circuit_list(*bytes, file.string());
  if (!entries) return entries.error().to_string();
  out.entries = std::move(*entries);
  // read_circuit_list has checked the count against the file's size.
  const size_t end = kCountBytes + out.entries.size() * assets::kCircuitRecordSize;
  for (size_t at = kCountBytes; at < end; at += assets::kCircuitRecordSize)
    out.records.emplace_back(bytes->begin() + long(at),
                             bytes->begin() + long(at + assets::kCircuitRecordSize));
  out.tail.assign(bytes->begin() + long(end), bytes->end());
  return "";
}

std::vector<uint8_t> stored_bytes(const StoredList& list) {
  const auto count = static_cast<uint32_t>(list.records.size());
  std::vector<uint8_t> out = {uint8_t(count), uint8_t(count >> 8), uint8_t(count >> 16),
                              uint8_t(count >> 24)};
  for (const auto& r : list.records) out.insert(out.end(), r.begin(), r.end());
  out.insert(out.end(), list.tail.begin(), list.tail.end());
  return out;
}

// One record encoded as the list writer encodes it.
std::vector<uint8_t> record_bytes(const assets::CircuitListEntry& e) {
  const std::vector<uint8_t> one = assets::write_circuit_list({e});
  return std::vector<uint8_t>(one.begin() + long(kCountBytes),
                              one.begin() + long(kCountBytes + assets::kCircuitRecordSize));
}

std::optional<size_t> record_named(const StoredList& list, const std::string& name) {
  for (size_t i = 0; i < list.entries.size(); ++i)
    if (assets::iequals(list.entries[i].name, name)) return i;
  return std::nullopt;
}

std::string names_of(const StoredList& list) {
  std::string out;
  for (const auto& e : list.entries) out += (out.empty() ? "" : ", ") + e.name;
  return out;
}

// The smallest id above every other record's, else the smallest unused one.
std::optional<uint8_t> free_id(const StoredList& list) {
  int top = 0;
  std::vector<bool> used(256, false);
  for (const auto& e : list.entries) {
    top = std::max(top, int(e.id));
    used[e.id] = true;
  }
  if (top < 255) return uint8_t(top + 1);
  for (int id = 1; id < 256; ++id)
    if (!used[size_t(id)]) return uint8_t(id);
  return std::nullopt;
}

fs::path beside(const fs::path& file, const std::string& what) {
  std::random_device rd;
  std::string name = ".";
  name.append(file.filename().string()).append(".").append(what).append("-");
  name.append(std::to_string(rd() % 1000000));
  return file.parent_path() / name;
}

// Temporary files removed on the way out unless they were renamed into place.
class Scratch {
 public:
  Scratch() = default;
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  ~Scratch() {
    for (const fs::path& p : paths_) {
      std::error_code ignored;
      fs::remove(p, ignored);
    }
  }
  fs::path add(fs::path p) { return paths_.emplace_back(std::move(p)); }

 private:
  std::vector<fs::path> paths_;
};

// Each (source, target) in turn: the target moved aside, the source renamed over it (an empty
// source only removes the target). Then `check` reads the installation: when it or any step
// fails, every step is undone and the old files are back. On success the old files go.
struct Swap {
  fs::path source, target;
};
std::string swap_in(const std::vector<Swap>& swaps, const std::function<std::string()>& check) {
  struct Done {
    fs::path target, aside;
    bool placed = false;
  };
  std::vector<Done> done;
  const auto undo = [&] {
    for (auto it = done.rbegin(); it != done.rend(); ++it) {
      std::error_code ignored;
      if (it->placed) fs::remove(it->target, ignored);
      if (!it->aside.empty()) fs::rename(it->aside, it->target, ignored);
    }
  };
  std::error_code ec;
  for (const Swap& s : swaps) {
    Done d{s.target, {}, false};
    if (fs::exists(s.target, ec)) {
      d.aside = beside(s.target, "old");
      fs::rename(s.target, d.aside, ec);
      if (ec) {
        undo();
        return "cannot move " + s.target.string() + " aside: " + ec.message();
      }
    }
    done.push_back(d);
    if (s.source.empty()) continue;
    fs::rename(s.source, s.target, ec);
    if (ec) {
      undo();
      return "cannot rename " + s.source.string() + " to " + s.target.string() + ": " +
             ec.message();
    }
    done.back().placed = true;
  }
  if (std::string e = check(); !e.empty()) {
    undo();
    return e + " (the installation is left as it was)";
  }
  for (const Done& d : done)
    if (!d.aside.empty()) fs::remove(d.aside, ec);
  return "";
}

// Competitors whose car the installation lacks: said, not refused (the race picks the cars).
void note_missing_cars(const TrackDesc& desc, const assets::Installation& inst,
                       std::vector<std::string>& notes) {
  std::vector<std::string> missing;
  for (const auto& list : desc.competitors)
    for (const CompetitorDesc& c : list) {
      bool found = false;
      for (const auto& car : inst.cars) found = found || assets::iequals(car.name, c.car);
      for (const std::string& m : missing) found = found || assets::iequals(m, c.car);
      if (!found) missing.push_back(c.car);
    }
  if (missing.empty()) return;
  std::string cars, have;
  for (const std::string& m : missing) cars += (cars.empty() ? "" : ", ") + m;
  for (const auto& car : inst.cars) have += (have.empty() ? "" : ", ") + car.name;
  notes.push_back("competitors drive " + cars +
                  ", which this installation does not have (its cars: " + have + ")");
}

}  // namespace

std::string add_circuit(const fs::path& install, const fs::path& desc, CircuitChange& change) {
  auto inst = assets::locate_installation(install);
  if (!inst) return inst.error().to_string();
  if (inst->circuits_bin.empty())
    return install.string() + ": no CIRCUITS.BIN to list the circuit in";
  if (inst->flavour != assets::CircuitFlavour::kBL4)
    return install.string() +
           ": the installation's circuits are .BL3 files (the software flavour); the track "
           "compiler writes .BL4 only";
  TrackDesc parsed;
  CompiledTrack compiled;
  if (auto e = compile_circuit_file(desc, parsed, compiled); !e.empty()) return e;
  StoredList list;
  if (auto e = read_stored_list(inst->circuits_bin, list); !e.empty()) return e;

  // The record it replaces, and the file: the one the installation has under that name (a file
  // not listed in CIRCUITS.BIN included), else NAME.BL4 beside the other circuits' files.
  const std::optional<size_t> at = record_named(list, parsed.name);
  fs::path target, folder;
  for (const auto& c : inst->circuits) {
    if (c.file.empty()) continue;
    if (folder.empty()) folder = c.file.parent_path();
    if (target.empty() && assets::iequals(c.name, parsed.name)) target = c.file;
  }
  if (folder.empty()) return install.string() + ": no circuit file found to put this one beside";
  if (target.empty()) target = folder / (upper(parsed.name) + ".BL4");

  assets::CircuitListEntry entry;
  if (at) {
    entry = list.entries[*at];  // keeps its place, name, id and pictures
  } else {
    const auto id = free_id(list);
    if (!id) return inst->circuits_bin.string() + ": no free circuit id (255 records)";
    entry.name = upper(parsed.name);
    entry.version = kVersion;
    entry.id = *id;
  }
  entry.display_name = parsed.display_name;
  entry.flags = uint8_t((entry.flags & ~3u) | 1u | (parsed.mirror ? 2u : 0u));  // §8.1
  entry.length = static_cast<int32_t>(std::lround(compiled.main.length));
  entry.laps = static_cast<uint8_t>(parsed.laps);
  entry.level = static_cast<uint8_t>(parsed.level);

  StoredList changed = list;
  std::vector<assets::CircuitListEntry> expected = list.entries;
  if (at) {
    changed.records[*at] = record_bytes(entry);
    expected[*at] = entry;
  } else {
    changed.records.push_back(record_bytes(entry));
    expected.push_back(entry);
  }
  const std::vector<uint8_t> list_bytes = stored_bytes(changed);
  auto back = assets::read_circuit_list(list_bytes, inst->circuits_bin.string());
  if (!back || *back != expected)
    return inst->circuits_bin.string() + ": the new list does not read back as written";

  Scratch scratch;
  const fs::path new_file = scratch.add(beside(target, "new"));
  if (auto e = write_circuit_file(desc, compiled.circuit, new_file); !e.empty()) return e;
  const fs::path new_list = scratch.add(beside(inst->circuits_bin, "new"));
  if (auto e = assets::write_file_atomic(new_list, list_bytes); !e.empty()) return e;

  const std::string name = entry.name;
  const int laps = parsed.laps;
  const auto check = [&]() -> std::string {
    auto now = assets::locate_installation(install);
    if (!now) return "the installation no longer reads: " + now.error().to_string();
    for (const auto& c : now->circuits)
      if (c.name == name) {
        std::error_code ec;
        if (c.file.empty() || !fs::equivalent(c.file, target, ec))
          return "the installation does not find " + target.string() + " for " + name;
        if (c.laps != laps) return "the installation reads the wrong record for " + name;
        return "";
      }
    return "the installation does not list " + name;
  };
  if (auto e = swap_in({{new_file, target}, {new_list, inst->circuits_bin}}, check); !e.empty())
    return e;

  change.name = entry.name;
  change.display_name = entry.display_name;
  change.file = target;
  change.circuit_list = inst->circuits_bin;
  change.replaced = at.has_value();
  change.circuits = expected.size();
  change.laps = laps;
  change.length = entry.length;
  note_missing_cars(parsed, *inst, change.notes);
  return "";
}

std::string remove_circuit(const fs::path& install, const std::string& name,
                           CircuitChange& change) {
  auto inst = assets::locate_installation(install);
  if (!inst) return inst.error().to_string();
  if (inst->circuits_bin.empty())
    return install.string() + ": no CIRCUITS.BIN to remove the circuit from";
  StoredList list;
  if (auto e = read_stored_list(inst->circuits_bin, list); !e.empty()) return e;
  const std::optional<size_t> at = record_named(list, name);
  if (!at)
    return inst->circuits_bin.string() + " lists no circuit named '" + name +
           "' (circuits: " + names_of(list) + ")";
  if (list.entries.size() == 1)
    return "'" + list.entries[*at].name +
           "' is the installation's only circuit: an installation needs one";

  // The locator lists CIRCUITS.BIN's records first, in their order.
  const fs::path file = *at < inst->circuits.size() ? inst->circuits[*at].file : fs::path();
  bool shared = false;  // another record naming the same file keeps it
  for (size_t i = 0; i < list.entries.size(); ++i)
    shared = shared || (i != *at && assets::iequals(list.entries[i].name, list.entries[*at].name));

  StoredList changed = list;
  changed.entries.erase(changed.entries.begin() + long(*at));
  changed.records.erase(changed.records.begin() + long(*at));
  const std::vector<uint8_t> list_bytes = stored_bytes(changed);
  auto back = assets::read_circuit_list(list_bytes, inst->circuits_bin.string());
  if (!back || *back != changed.entries)
    return inst->circuits_bin.string() + ": the new list does not read back as written";

  Scratch scratch;
  const fs::path new_list = scratch.add(beside(inst->circuits_bin, "new"));
  if (auto e = assets::write_file_atomic(new_list, list_bytes); !e.empty()) return e;
  std::vector<Swap> swaps = {{new_list, inst->circuits_bin}};
  if (!file.empty() && !shared) swaps.push_back({{}, file});
  const std::string removed = list.entries[*at].name;
  const auto check = [&]() -> std::string {
    auto now = assets::locate_installation(install);
    if (!now) return "the installation would no longer read: " + now.error().to_string();
    for (const auto& c : now->circuits)
      if (assets::iequals(c.name, removed) && !shared)
        return "the installation still lists " + removed;
    return "";
  };
  if (auto e = swap_in(swaps, check); !e.empty()) return e;

  change.name = removed;
  change.display_name = list.entries[*at].display_name;
  change.file = shared ? fs::path() : file;
  change.circuit_list = inst->circuits_bin;
  change.circuits = changed.entries.size();
  change.laps = list.entries[*at].laps;
  change.length = list.entries[*at].length;
  return "";
}

}  // namespace unpod::disc

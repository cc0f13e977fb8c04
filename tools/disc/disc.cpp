// The demo disc builder: descriptions in, an installation-shaped folder out, every file read
// back through the loaders before the folder is put in place (pod-formats.md §1, §8).
#include "disc.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iostream>
#include <optional>
#include <random>
#include <set>
#include <system_error>
#include <vector>

#include "car_compiler.h"
#include "disc_sounds.h"
#include "menu_pictures.h"
#include "sound_synth.h"
#include "track_compiler.h"
#include "track_desc.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/install.h"
#include "unpod/assets/lists.h"
#include "unpod/assets/menu_image.h"
#include "unpod/assets/pbdf.h"
#include "unpod/assets/wav.h"

namespace unpod::disc {

namespace {

namespace fs = std::filesystem;

// Where an installation keeps its data files (pod-formats.md §1).
constexpr const char* kCircuitDir = "DATA/BINARY/CIRCUITS";
constexpr const char* kCarDir = "DATA/BINARY/VOITURES";
constexpr const char* kCircuitList = "CIRCUITS.BIN";
constexpr const char* kCarList = "VOITURES.BIN";
constexpr int kDiscFormatVersion = 4;  // BL4/BV4: 16-bit textures

// "file: message" (line 0) or "file:line: message", as the description parser words it.
std::string at(const fs::path& file, int line, const std::string& message) {
  return DescError{line, message}.to_string(file.string());
}

std::string upper_ascii(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// A base name becomes a file name on every system and fits the lists' 20-byte field.
bool fits_list_name_field(const std::string& name) {
  if (name.empty() || name.size() > 19) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

std::string read_text(const fs::path& file, std::string& text) {
  auto bytes = assets::read_file(file);
  if (!bytes) return bytes.error().to_string();
  text.assign(bytes->begin(), bytes->end());
  return "";
}

// Regular files in `dir` with extension `ext` (any case), sorted by name so the lists' order
// does not depend on the file system.
std::vector<fs::path> descriptions(const fs::path& dir, const std::string& ext) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->is_regular_file(ec) && upper_ascii(it->path().extension().string()) == upper_ascii(ext))
      files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The first section where two circuits differ, for a self-check message; "" when equal.
std::string circuit_difference(const assets::Circuit& a, const assets::Circuit& b) {
  if (a.flavour != b.flavour) return "flavour";
  if (a.unused_word != b.unused_word) return "unused word";
  if (a.actions != b.actions) return "actions";
  if (a.macros != b.macros) return "macros";
  if (a.track_name != b.track_name) return "track name";
  if (a.texture_lod != b.texture_lod) return "texture lod";
  if (a.texture_list_name != b.texture_list_name || a.textures != b.textures) return "textures";
  if (a.named_sector_faces != b.named_sector_faces) return "named sector faces";
  if (a.sectors.size() != b.sectors.size()) return "sector count";
  for (size_t i = 0; i < a.sectors.size(); ++i)
    if (a.sectors[i] != b.sectors[i]) return "sector " + std::to_string(i);
  if (a.visibility != b.visibility) return "visibility";
  if (a.environment != b.environment) return "environment";
  if (a.lights != b.lights) return "lights";
  if (a.animations != b.animations) return "animations";
  if (a.speakers != b.speakers) return "speakers";
  if (a.fog != b.fog) return "fog";
  if (a.sky != b.sky) return "sky";
  if (a.surface_animations != b.surface_animations) return "surface animations";
  if (a.odd_entry_word != b.odd_entry_word) return "entry word";
  if (a.repair_zones != b.repair_zones) return "repair zones";
  for (size_t d = 0; d < a.directions.size(); ++d)
    if (a.directions[d] != b.directions[d]) return "direction " + std::to_string(d);
  for (size_t k = 0; k < a.competitors.size(); ++k)
    if (a.competitors[k] != b.competitors[k]) return "competitors " + std::to_string(k);
  if (a != b) return "warnings";
  return "";
}

std::string car_difference(const assets::Car& a, const assets::Car& b) {
  if (a.flavour != b.flavour) return "flavour";
  if (a.name != b.name) return "name";
  if (a.physics != b.physics) return "physics";
  if (a.torque_curve != b.torque_curve) return "torque curve";
  if (a.texture_list_name != b.texture_list_name || a.textures != b.textures) return "textures";
  if (a.named_faces != b.named_faces) return "named faces";
  for (size_t i = 0; i < a.parts.size(); ++i)
    if (a.parts[i] != b.parts[i]) return "part " + std::to_string(i);
  if (a.shadows != b.shadows) return "shadows";
  if (a.extra_objects != b.extra_objects) return "extra objects";
  if (a.sounds != b.sounds) return "sounds";
  if (a.ratings != b.ratings) return "ratings";
  if (a.light != b.light) return "light";
  return "";
}

// Writes a compiled circuit to `out`, reads the file back (PBDF checksums, every section) and
// compares it with the model. Errors are worded against the description `desc`.
std::string write_circuit_checked(const fs::path& desc, const assets::Circuit& circuit,
                                  const fs::path& out) {
  auto bytes = assets::write_circuit(circuit);
  if (!bytes) return at(desc, 0, "cannot encode the circuit: " + bytes.error().to_string());
  if (auto e = assets::write_file_atomic(out, *bytes); !e.empty()) return at(desc, 0, e);
  auto stored = assets::read_file(out);
  if (!stored) return at(desc, 0, stored.error().to_string());
  auto back = assets::read_circuit(*stored, out.string(), kDiscFormatVersion);
  if (!back) return at(desc, 0, "written circuit does not read back: " + back.error().to_string());
  if (!back->warnings.empty())
    return at(desc, 0, "written circuit reads back with a warning: " + back->warnings.front());
  // What the writer fills in itself: the default key, and the free word it may bump to make
  // the checksums come out (pod-formats.md §3.8 step 7).
  assets::Circuit expected = circuit;
  if (expected.flavour.key == 0) expected.flavour.key = assets::kCircuitKey;
  expected.unused_word = back->unused_word;
  if (auto d = circuit_difference(expected, *back); !d.empty())
    return at(desc, 0, "written circuit reads back different from the compiled one (" + d + ")");
  return "";
}

std::string write_car_checked(const fs::path& desc, const assets::Car& car, const fs::path& out) {
  auto bytes = assets::write_car(car);
  if (!bytes) return at(desc, 0, "cannot encode the car: " + bytes.error().to_string());
  if (auto e = assets::write_file_atomic(out, *bytes); !e.empty()) return at(desc, 0, e);
  auto stored = assets::read_file(out);
  if (!stored) return at(desc, 0, stored.error().to_string());
  auto back = assets::read_car(*stored, out.string(), kDiscFormatVersion);
  if (!back) return at(desc, 0, "written car does not read back: " + back.error().to_string());
  assets::Car expected = car;
  if (expected.flavour.key == 0) expected.flavour.key = assets::kCarKey;
  if (auto d = car_difference(expected, *back); !d.empty())
    return at(desc, 0, "written car reads back different from the compiled one (" + d + ")");
  return "";
}

struct DiscCar {
  fs::path desc;
  CompiledCar compiled;
};

struct DiscCircuit {
  fs::path desc;
  TrackDesc track_desc;
  CompiledTrack compiled;
};

std::string compile_car_file(const fs::path& desc, CompiledCar& out) {
  std::string text;
  if (auto e = read_text(desc, text); !e.empty()) return e;
  DescError error;
  auto car = compile_car(text, error);
  if (!car) return error.to_string(desc.string());
  if (!fits_list_name_field(car->name))
    return at(desc, 0,
              "car name '" + car->name + "' is not a file name of 1 to 19 letters, digits, _ or -");
  car->car.flavour.version = kDiscFormatVersion;
  out = std::move(*car);
  return "";
}

std::string parse_circuit_file(const fs::path& desc, TrackDesc& out) {
  std::string text;
  if (auto e = read_text(desc, text); !e.empty()) return e;
  DescError error;
  auto parsed = parse_track_desc(text, error);
  if (!parsed) return error.to_string(desc.string());
  if (!fits_list_name_field(parsed->name))
    return at(desc, 0,
              "circuit name '" + parsed->name +
                  "' is not a file name of 1 to 19 letters, digits, _ or -");
  out = std::move(*parsed);
  return "";
}

std::string compile_circuit(const fs::path& desc, const TrackDesc& track_desc, CompiledTrack& out) {
  DescError error;
  auto compiled = compile_track(track_desc, error);
  if (!compiled) return error.to_string(desc.string());
  // The warnings go to the person running the tool; the circuit compiles all the same.
  for (const DescError& w : compiled->warnings) std::cerr << w.to_string(desc.string()) << "\n";
  compiled->circuit.flavour.version = kDiscFormatVersion;
  out = std::move(*compiled);
  return "";
}

// Competitors race cars of the disc: a name the disc lacks would leave an empty grid slot.
std::string check_competitor_cars(const DiscCircuit& c, const std::set<std::string>& cars,
                                  const std::string& car_names) {
  static const char* const kLevels[] = {"easy", "normal", "hard"};
  for (size_t k = 0; k < c.track_desc.competitors.size(); ++k)
    for (const auto& competitor : c.track_desc.competitors[k])
      if (!cars.contains(upper_ascii(competitor.car)))
        return at(c.desc, competitor.line,
                  "competitor \"" + competitor.name + "\" (" + kLevels[k] + "): car '" +
                      competitor.car + "' is not on the disc (cars: " + car_names + ")");
  return "";
}

// The disc's own sounds (disc_sounds.h), each read back to the bytes meant.
std::string write_sounds(const fs::path& dir) {
  for (const auto& sound : disc_sounds()) {
    const auto bytes = assets::encode_wav_pcm16(sound.samples, synth::kSoundRate);
    const fs::path file = dir / sound.file;
    if (auto e = assets::write_file_atomic(file, bytes); !e.empty()) return e;
    auto back = assets::read_file(file);
    if (!back || *back != bytes) return file.string() + " does not read back to the sound written";
  }
  return "";
}

// A menu picture (menu_pictures.h) written and read back to the same images.
std::string write_picture_checked(const assets::MenuImageFile& picture, const fs::path& file) {
  auto bytes = assets::write_menu_image(picture);
  if (!bytes) return file.string() + ": " + bytes.error().to_string();
  if (auto e = assets::write_file_atomic(file, *bytes); !e.empty()) return e;
  auto back = assets::read_file(file);
  if (!back) return back.error().to_string();
  auto image = assets::read_menu_image(*back, file.string());
  if (!image || *image != picture)
    return file.string() + " does not read back to the picture drawn";
  return "";
}

// A folder a failed build leaves behind is removed on the way out.
class TempFolder {
 public:
  explicit TempFolder(fs::path p) : path_(std::move(p)) {}
  ~TempFolder() {
    if (path_.empty()) return;
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
  const fs::path& path() const { return path_; }
  void release() { path_.clear(); }

 private:
  fs::path path_;
};

fs::path sibling(const fs::path& out, const std::string& what) {
  std::random_device rd;
  return out.parent_path() /
         ("." + out.filename().string() + "." + what + "-" + std::to_string(rd() % 1000000));
}

// An existing output folder is replaced only when nothing of the user's would go with it.
std::string check_replaceable(const fs::path& out) {
  std::error_code ec;
  if (!fs::exists(out, ec)) return "";
  if (!fs::is_directory(out, ec)) return out.string() + " exists and is not a folder";
  static const std::set<std::string> kOwn = {"CIRCUITS.BIN", "VOITURES.BIN", "DATA"};
  for (fs::directory_iterator it(out, ec), end; !ec && it != end; it.increment(ec))
    if (!kOwn.contains(upper_ascii(it->path().filename().string())))
      return out.string() + " holds " + it->path().filename().string() +
             ", which is not part of a disc: not replacing it";
  if (ec) return "cannot list " + out.string() + ": " + ec.message();
  return "";
}

// Renames `built` to `out`, moving a previous disc aside first and removing it after.
std::string put_in_place(const fs::path& built, const fs::path& out) {
  std::error_code ec;
  fs::path old;
  if (fs::exists(out, ec)) {
    old = sibling(out, "old");
    fs::rename(out, old, ec);
    if (ec) return "cannot move the previous " + out.string() + " aside: " + ec.message();
  }
  fs::rename(built, out, ec);
  if (ec) {
    const std::string message =
        "cannot rename " + built.string() + " to " + out.string() + ": " + ec.message();
    std::error_code ignored;
    if (!old.empty()) fs::rename(old, out, ignored);
    return message;
  }
  if (!old.empty()) fs::remove_all(old, ec);
  return "";
}

// The disc seen as the game sees it: the locator finds every listed file, with no warning.
std::string check_installation(const fs::path& dir, size_t circuits, size_t cars) {
  auto found = assets::locate_installation(dir);
  if (!found) return "the disc is not an installation: " + found.error().to_string();
  if (!found->warnings.empty()) return "the disc reads with a warning: " + found->warnings.front();
  if (found->flavour != assets::CircuitFlavour::kBL4 || found->circuits.size() != circuits ||
      found->cars.size() != cars)
    return "the locator lists " + std::to_string(found->circuits.size()) + " circuits and " +
           std::to_string(found->cars.size()) + " cars, the disc holds " +
           std::to_string(circuits) + " and " + std::to_string(cars);
  return "";
}

}  // namespace

std::string build_track_file(const fs::path& desc, const fs::path& out) {
  TrackDesc track_desc;
  CompiledTrack compiled;
  if (auto e = compile_circuit_file(desc, track_desc, compiled); !e.empty()) return e;
  return write_circuit_checked(desc, compiled.circuit, out);
}

std::string compile_circuit_file(const fs::path& desc, TrackDesc& parsed, CompiledTrack& compiled) {
  if (auto e = parse_circuit_file(desc, parsed); !e.empty()) return e;
  return compile_circuit(desc, parsed, compiled);
}

std::string write_circuit_file(const fs::path& desc, const assets::Circuit& circuit,
                               const fs::path& out) {
  return write_circuit_checked(desc, circuit, out);
}

std::string build_car_file(const fs::path& desc, const fs::path& out) {
  CompiledCar car;
  if (auto e = compile_car_file(desc, car); !e.empty()) return e;
  return write_car_checked(desc, car.car, out);
}

std::string build_disc(const fs::path& sources, const fs::path& out_arg) {
  std::error_code ec;
  fs::path out = fs::absolute(out_arg, ec).lexically_normal();
  if (ec) return "cannot resolve " + out_arg.string() + ": " + ec.message();
  if (out.filename().empty()) out = out.parent_path();  // "DIR/"

  const fs::path circuits_dir = sources / "circuits", cars_dir = sources / "cars";
  const auto car_files = descriptions(cars_dir, ".car");
  const auto circuit_files = descriptions(circuits_dir, ".track");
  if (car_files.empty()) return cars_dir.string() + ": no car descriptions (*.car)";
  if (circuit_files.empty()) return circuits_dir.string() + ": no circuit descriptions (*.track)";
  if (car_files.size() > kMaxDiscCars)
    return cars_dir.string() + ": " + std::to_string(car_files.size()) +
           " car descriptions, the car list holds at most " + std::to_string(kMaxDiscCars);

  // Cars first: the circuits' competitors must name them.
  std::vector<DiscCar> cars(car_files.size());
  std::set<std::string> car_names;
  std::string car_list;
  for (size_t i = 0; i < car_files.size(); ++i) {
    cars[i].desc = car_files[i];
    if (auto e = compile_car_file(car_files[i], cars[i].compiled); !e.empty()) return e;
    if (!car_names.insert(upper_ascii(cars[i].compiled.name)).second)
      return at(car_files[i], 0, "a second car named '" + cars[i].compiled.name + "'");
    car_list += (car_list.empty() ? "" : ", ") + cars[i].compiled.name;
  }

  std::vector<DiscCircuit> circuits(circuit_files.size());
  std::set<std::string> circuit_names;
  for (size_t i = 0; i < circuit_files.size(); ++i) {
    DiscCircuit& c = circuits[i];
    c.desc = circuit_files[i];
    if (auto e = parse_circuit_file(c.desc, c.track_desc); !e.empty()) return e;
    if (!circuit_names.insert(upper_ascii(c.track_desc.name)).second)
      return at(c.desc, 0, "a second circuit named '" + c.track_desc.name + "'");
    if (auto e = check_competitor_cars(c, car_names, car_list); !e.empty()) return e;
    if (auto e = compile_circuit(c.desc, c.track_desc, c.compiled); !e.empty()) return e;
  }

  if (auto e = check_replaceable(out); !e.empty()) return e;
  fs::create_directories(out.parent_path(), ec);
  if (ec) return "cannot create " + out.parent_path().string() + ": " + ec.message();
  TempFolder temp(sibling(out, "tmp"));
  for (const char* dir : {kCircuitDir, kCarDir, kSoundDir, kMenuPictureDir}) {
    fs::create_directories(temp.path() / dir, ec);
    if (ec) return "cannot create " + (temp.path() / dir).string() + ": " + ec.message();
  }

  std::vector<assets::CircuitListEntry> circuit_entries;
  for (const auto& c : circuits) {
    const std::string file = upper_ascii(c.track_desc.name) + ".BL4";
    if (auto e =
            write_circuit_checked(c.desc, c.compiled.circuit, temp.path() / kCircuitDir / file);
        !e.empty())
      return e;
    assets::CircuitListEntry entry;
    entry.name = upper_ascii(c.track_desc.name);
    entry.display_name = c.track_desc.display_name;
    entry.flags = uint8_t(1 | (c.track_desc.mirror ? 2 : 0));  // available, mirror (§8.1)
    entry.version = kDiscFormatVersion;
    entry.id = static_cast<uint8_t>(circuit_entries.size() + 1);
    entry.length = static_cast<int32_t>(std::lround(c.compiled.main.length));
    entry.laps = static_cast<uint8_t>(c.track_desc.laps);
    entry.level = static_cast<uint8_t>(std::clamp(c.track_desc.level, 0, 255));
    circuit_entries.push_back(entry);
  }
  std::vector<assets::CarListEntry> car_entries;
  for (const auto& c : cars) {
    const std::string file = upper_ascii(c.compiled.name) + ".BV4";
    if (auto e = write_car_checked(c.desc, c.compiled.car, temp.path() / kCarDir / file);
        !e.empty())
      return e;
    assets::CarListEntry entry;
    entry.name = upper_ascii(c.compiled.name);
    entry.display_name = c.compiled.display_name;
    car_entries.push_back(entry);
  }

  if (auto e = write_sounds(temp.path() / kSoundDir); !e.empty()) return e;
  if (auto e =
          write_picture_checked(disc_backdrop(), temp.path() / kMenuPictureDir / kBackdropFile);
      !e.empty())
    return e;
  for (const auto& c : circuits)
    if (auto e = write_picture_checked(
            circuit_picture(c.compiled.main, c.compiled.routes),
            temp.path() / kMenuPictureDir / (upper_ascii(c.track_desc.name) + ".IMG"));
        !e.empty())
      return e;

  const auto circuit_list = assets::write_circuit_list(circuit_entries);
  const auto car_list_bytes = assets::write_car_list(car_entries);
  if (auto e = assets::write_file_atomic(temp.path() / kCircuitList, circuit_list); !e.empty())
    return e;
  if (auto e = assets::write_file_atomic(temp.path() / kCarList, car_list_bytes); !e.empty())
    return e;
  // The lists read back to what was meant.
  auto circuit_back = assets::read_circuit_list(circuit_list, kCircuitList);
  auto car_back = assets::read_car_list(car_list_bytes, kCarList);
  if (!circuit_back || *circuit_back != circuit_entries)
    return std::string(kCircuitList) + " does not read back to the circuits written";
  if (!car_back || *car_back != car_entries)
    return std::string(kCarList) + " does not read back to the cars written";
  if (auto e = check_installation(temp.path(), circuits.size(), cars.size()); !e.empty()) return e;

  if (auto e = put_in_place(temp.path(), out); !e.empty()) return e;
  temp.release();
  return "";
}

}  // namespace unpod::disc

// The corruption sweep: 200 damaged copies of the demo disc, one file each (the lists, every
// circuit and every car, textures included), each loaded as the game loads an installation:
// the locator and the lists, the shell's check of the damaged file (of every file for a list),
// a race on the damaged circuit (or with the damaged car) set up and started, and the CPU side
// of the renderer (texture pages, meshes, animations, sky). Each load either succeeds or fails
// with a message that names the damaged file; a crash, a hang or a sanitizer report fails the
// run (it runs under ASan and UBSan in the sanitizer build).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "race/race_frame.h"
#include "race/race_load.h"
#include "shell/installation_check.h"
#include "shell/installation_status.h"
#include "support/temp_dir.h"
#include "unpod/assets/pbdf.h"
#include "unpod/engine/car_mesh.h"
#include "unpod/engine/circuit_animation.h"
#include "unpod/engine/circuit_mesh.h"
#include "unpod/engine/sky.h"
#include "unpod/engine/texture_animation.h"
#include "unpod/engine/texture_page.h"

using namespace unpod;
namespace fs = std::filesystem;

namespace {

constexpr int kCases = 200;
constexpr uint32_t kSeed = 0x5EED13;
// Frames of the race run after its start (40 ms each): the settling and the countdown.
constexpr int kRaceFrames = 40;

std::vector<uint8_t> read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const fs::path& p, const std::vector<uint8_t>& bytes) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// Every file of the demo disc, relative to its root, sorted.
std::vector<fs::path> disc_files(const fs::path& root) {
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file()) files.push_back(e.path().lexically_relative(root));
  std::sort(files.begin(), files.end());
  return files;
}

// `disc`'s tree at `to` as hard links, or copies where the two lie on different file systems.
void install_links(const fs::path& disc, const fs::path& to) {
  std::error_code error;
  fs::copy(disc, to, fs::copy_options::recursive | fs::copy_options::create_hard_links, error);
  if (!error) return;
  for (const auto& e : fs::directory_iterator(to)) fs::remove_all(e.path());
  fs::copy(disc, to, fs::copy_options::recursive);
}

bool is_pbdf(const fs::path& file) {
  const std::string ext = upper(file.extension().string());
  return ext == ".BL4" || ext == ".BL3" || ext == ".BV4" || ext == ".BV3";
}

// One damage: what it did, for the failure message, and the damaged bytes. Kinds, in turn:
// a byte of the file as stored changed; the file cut short; a byte of the decoded stream
// changed and the file encoded again (so the damage passes the checksums and reaches the
// parser: most of a circuit is texture pages); a word of the decoded stream set to a random value
// (counts, offsets, indices). The lists are not PBDF: their byte and word changes apply as stored.
struct Damage {
  std::string what;
  std::vector<uint8_t> bytes;
};

Damage damage(const std::vector<uint8_t>& original, bool pbdf, int kind, std::mt19937& rng) {
  Damage d{{}, original};
  std::ostringstream what;
  const auto pick = [&rng](size_t n) { return n == 0 ? 0 : static_cast<size_t>(rng() % n); };
  const auto nonzero_byte = [&rng] { return static_cast<uint8_t>(1 + rng() % 255); };
  if (kind == 1) {
    const size_t length = pick(original.size());
    d.bytes.resize(length);
    what << "truncated to " << length << " of " << original.size() << " bytes";
  } else if (kind == 0 || !pbdf) {
    const size_t at = pick(original.size());
    if (kind == 3 && at + 4 <= original.size()) {
      const auto v = static_cast<uint32_t>(rng());
      for (int i = 0; i < 4; ++i) d.bytes[at + size_t(i)] = static_cast<uint8_t>(v >> (8 * i));
      what << "word at stored offset 0x" << std::hex << at << " set to 0x" << v;
    } else {
      const uint8_t x = nonzero_byte();
      d.bytes[at] ^= x;
      what << "byte at stored offset 0x" << std::hex << at << " XOR 0x" << int(x);
    }
  } else {
    auto file = assets::pbdf_decode(original, "sweep");
    REQUIRE(file);
    std::vector<uint8_t> body(file->body().begin(), file->body().end());
    std::vector<uint32_t> slots;
    for (size_t i = 0; i < file->offsets.size(); ++i)
      slots.push_back(static_cast<uint32_t>(file->body_position(i)));
    const size_t at = pick(body.size());
    if (kind == 3 && at + 4 <= body.size()) {
      const auto v = static_cast<uint32_t>(rng());
      for (int i = 0; i < 4; ++i) body[at + size_t(i)] = static_cast<uint8_t>(v >> (8 * i));
      what << "word at decoded body offset 0x" << std::hex << at << " set to 0x" << v;
    } else {
      const uint8_t x = nonzero_byte();
      body[at] ^= x;
      what << "byte at decoded body offset 0x" << std::hex << at << " XOR 0x" << int(x);
    }
    auto encoded = assets::pbdf_encode(body, slots, file->layout.key, file->layout.block_size);
    if (encoded) {
      d.bytes = std::move(encoded.value());
    } else {  // the writer refuses the body (rare): damage the file as stored instead
      const size_t stored = pick(original.size());
      d.bytes[stored] ^= 0xFF;
      what << " (not encodable: byte at stored offset 0x" << stored << " XOR 0xff instead)";
    }
  }
  d.what = what.str();
  return d;
}

// The renderer's work before its first upload, as CircuitRenderer, AnimationRenderer and
// CarRenderer do it: every texture page decoded, the meshes built, the animations, sky and fog.
size_t prepare_circuit_drawing(const assets::Circuit& circuit) {
  size_t texels = 0;
  for (size_t p = 0; p < circuit.textures.pages.size(); ++p)
    texels += engine::decode_texture_page(circuit.textures, p).rgba.size();
  const uint32_t side = circuit.textures.size == 0 ? 256u : circuit.textures.size;
  const engine::CircuitMesh mesh =
      engine::build_circuit_mesh(circuit.sectors, circuit.textures.pages.size(), side);
  const engine::AnimationSet animations = engine::build_animation_set(circuit);
  const engine::CircuitTextureAnimations texture_animations =
      engine::collect_texture_animations(circuit);
  (void)engine::fog_range(circuit);
  (void)engine::toward_sun(circuit);
  if (!circuit.fog.background.pages.empty())
    texels += engine::decode_texture_page(circuit.fog.background, 0).rgba.size();
  if (!circuit.sky.textures.pages.empty())
    texels += engine::decode_texture_page(circuit.sky.textures, 0).rgba.size();
  return texels + mesh.vertices.size() + animations.pages.size() + texture_animations.faces.size();
}

size_t prepare_car_drawing(const assets::Car& car) {
  size_t texels = engine::build_car_mesh(car).vertices.size();
  if (car.textures)
    for (size_t p = 0; p < car.textures->pages.size(); ++p)
      texels += engine::decode_car_page(*car.textures, p).rgba.size();
  return texels;
}

// A message about the damaged file names it (its path, or for a circuit or car its base name,
// which is also the name the game gives it).
bool names(const std::string& message, const fs::path& file) {
  return upper(message).find(upper(file.stem().string())) != std::string::npos;
}

struct Tally {
  int loaded = 0;    // the whole installation loaded and the race ran
  int refused = 0;   // a load failed, naming the damaged file
  int foretold = 0;  // cases the container's rules decide: refused, as they say
};

// The installation as the shell's check (game::damaged_files) sees it, its lists cut to the
// damaged file: the other files are the demo disc's own bytes, which the tests that read the disc
// load, and loading every circuit and car again in each of the 200 cases was two thirds of the
// sweep's time. A damaged list keeps every entry: any of
// them may have changed.
assets::Installation listing_only_damaged(const assets::Installation& inst,
                                          const fs::path& damaged) {
  if (upper(damaged.extension().string()) == ".BIN") return inst;
  assets::Installation cut = inst;
  const auto other = [&](const auto& entry) { return entry.file.filename() != damaged.filename(); };
  std::erase_if(cut.circuits, other);
  std::erase_if(cut.cars, other);
  return cut;
}

// `must_refuse`: what pod-formats.md's PBDF rules say of the damage: a byte changed as stored
// breaks its block's checksum (every byte of the file lies in a block's payload or its checksum),
// and a file cut short is no whole number of blocks, so either is refused whatever the parser
// would make of it.
void load_as_the_game_does(const fs::path& root, const fs::path& damaged, bool must_refuse,
                           Tally& tally) {
  const game::InstallationStatus status = game::find_installation(root, {});
  if (!status.installation) {
    INFO("the locator's reason: " << status.reason);
    CHECK(names(status.reason, damaged));
    ++tally.refused;
    if (must_refuse) ++tally.foretold;
    return;
  }
  const assets::Installation& inst = *status.installation;
  const std::vector<game::DamagedFile> bad =
      game::damaged_files(listing_only_damaged(inst, damaged));
  // One damaged file, one message (a damaged list may take its entries' files with it).
  if (upper(damaged.extension().string()) != ".BIN") CHECK(bad.size() <= 1);
  for (const game::DamagedFile& file : bad) {
    INFO("the shell's message: " << file.detail());
    CHECK(names(file.detail(), damaged));
    CHECK_THAT(file.in_words(), Catch::Contains(damaged.filename().string()));
  }

  // The renderer's preparation of the damaged file when it loads (the others are the disc's own,
  // drawn by the other tests).
  for (const auto& c : inst.circuits)
    if (c.file.filename() == damaged.filename())
      if (auto circuit = assets::load_circuit(c.file)) CHECK(prepare_circuit_drawing(*circuit) > 0);
  for (const auto& c : inst.cars)
    if (c.file.filename() == damaged.filename())
      if (auto car = assets::load_car(c.file)) CHECK(prepare_car_drawing(*car) > 0);

  // A race as `unpod --track` starts it: on the damaged circuit, or with the damaged car on the
  // first circuit (for a list, on every circuit listed).
  bool race_refused = false;
  for (const auto& c : inst.circuits) {
    const bool circuit_damaged = c.file.filename() == damaged.filename();
    const bool car_damaged = upper(damaged.extension().string()).starts_with(".BV");
    const bool list_damaged = upper(damaged.extension().string()) == ".BIN";
    if (!circuit_damaged && !(car_damaged && &c == &inst.circuits.front()) && !list_damaged)
      continue;
    game::Options options;
    options.track = c.name;
    if (car_damaged) options.car = damaged.stem().string();
    std::string error;
    auto race = game::load_race(inst, options, error);
    if (!race) {
      INFO("the race's message: " << error);
      CHECK(names(error, damaged));
      race_refused = true;
      continue;
    }
    game::start_race(*race);
    const game::PlayerDevices devices{};
    for (int f = 1; f <= kRaceFrames; ++f) game::race_frame(*race, devices, uint32_t(f) * 40);
  }
  const bool refused = !bad.empty() || race_refused;
  if (must_refuse) {
    CHECK(refused);
    if (refused) ++tally.foretold;
  }
  ++(refused ? tally.refused : tally.loaded);
}

}  // namespace

TEST_CASE("a damaged file of the demo disc loads or is refused by name, never crashes",
          "[game][corruption]") {
  const fs::path disc = UNPOD_DEMO_DISC;
  const std::vector<fs::path> files = disc_files(disc);
  REQUIRE(files.size() >= 8);  // the two lists, two circuits, four cars
  std::vector<std::vector<uint8_t>> originals;
  for (const fs::path& file : files) originals.push_back(read_bytes(disc / file));
  std::mt19937 rng(kSeed);
  Tally tally;
  int must_refuse = 0;
  for (int i = 0; i < kCases; ++i) {
    const fs::path& file = files[size_t(i) % files.size()];
    const int kind = (i / static_cast<int>(files.size())) % 4;
    const Damage d = damage(originals[size_t(i) % files.size()], is_pbdf(file), kind, rng);
    INFO("case " << i << ": " << file.generic_string() << ", " << d.what);
    // The installation as hard links to the disc's files (no 10 MB copy per case), the damaged
    // file's link replaced by a file of its own: the disc itself is never written.
    const test::TempDir copy;
    install_links(disc, copy.path());
    fs::remove(copy.path() / file);
    write_bytes(copy.path() / file, d.bytes);
    // A PBDF file (a circuit, a car) changed as stored or cut short: refused by its checksums.
    const bool refuse = is_pbdf(file) && (kind == 0 || kind == 1);
    must_refuse += refuse ? 1 : 0;
    load_as_the_game_does(copy.path(), file, refuse, tally);
  }
  // The disc the links pointed at is as it was.
  for (size_t f = 0; f < files.size(); ++f) {
    INFO(files[f].generic_string());
    CHECK(fs::hard_link_count(disc / files[f]) == 1);
    CHECK(read_bytes(disc / files[f]) == originals[f]);
  }
  WARN("corruption sweep: " << kCases << " damaged installations, " << tally.loaded
                            << " loaded whole, " << tally.refused << " refused by name; "
                            << tally.foretold << " of the " << must_refuse
                            << " the checksums must refuse refused");
  CHECK(must_refuse > 20);
  CHECK(tally.foretold == must_refuse);
  // The sweep reaches past the checksums: some damage must load (texture pixels), some be refused.
  CHECK(tally.loaded > 0);
  CHECK(tally.refused > must_refuse);
}

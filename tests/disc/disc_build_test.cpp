// The demo disc builder (tools/disc/disc.h): the shipped descriptions become a folder the
// install locator reads like a real installation, every file reads back to the compiled model,
// and broken descriptions stop the build with "file:line: message", leaving the previous disc.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "car_compiler.h"
#include "disc.h"
#include "disc_sounds.h"
#include "support/temp_dir.h"
#include "track_compiler.h"
#include "track_desc.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/install.h"
#include "unpod/assets/pbdf.h"

using namespace unpod;
namespace fs = std::filesystem;

namespace {

const fs::path kSources = UNPOD_DISC_SOURCES;

std::string read_built_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_text(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out << text;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& l : lines) text += l + "\n";
  return text;
}

// A copy of the shipped descriptions to break.
fs::path copy_sources(const test::TempDir& dir) {
  const fs::path copy = dir.path() / "sources";
  fs::create_directories(copy);
  fs::copy(kSources / "circuits", copy / "circuits", fs::copy_options::recursive);
  fs::copy(kSources / "cars", copy / "cars", fs::copy_options::recursive);
  return copy;
}

fs::path circuit_desc(const fs::path& sources, const std::string& name) {
  for (const auto& e : fs::directory_iterator(sources / "circuits")) {
    std::string stem = e.path().stem().string();
    for (auto& c : stem) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (stem == name) return e.path();
  }
  FAIL("no description for circuit " << name);
  return {};
}

disc::TrackDesc parse(const fs::path& file) {
  disc::DescError error;
  auto desc = disc::parse_track_desc(read_built_text(file), error);
  INFO(error.to_string(file.string()));
  REQUIRE(desc);
  return *desc;
}

disc::CompiledTrack compile(const fs::path& file) {
  disc::DescError error;
  auto track = disc::compile_track(parse(file), error);
  INFO(error.to_string(file.string()));
  REQUIRE(track);
  return std::move(*track);
}

// Sibling folders a build leaves behind (".NAME.tmp-N", ".NAME.old-N").
size_t leftovers(const fs::path& out) {
  const std::string name = out.filename().string();
  size_t n = 0;
  for (const auto& e : fs::directory_iterator(out.parent_path())) {
    const std::string other = e.path().filename().string();
    if (other.size() > name.size() + 2 && other[0] == '.' &&
        other.compare(1, name.size(), name) == 0 && other[name.size() + 1] == '.')
      ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("build_disc lays the shipped descriptions out like an installation") {
  test::TempDir dir;
  const fs::path out = dir.path() / "demo-disc";
  const std::string error = disc::build_disc(kSources, out);
  INFO(error);
  REQUIRE(error.empty());

  CHECK(fs::is_regular_file(out / "CIRCUITS.BIN"));
  CHECK(fs::is_regular_file(out / "VOITURES.BIN"));
  for (const char* circuit : {"DUSKRING", "QUARRY"})
    CHECK(fs::is_regular_file(out / "DATA/BINARY/CIRCUITS" / (std::string(circuit) + ".BL4")));
  for (const char* car : {"ZEPHYR", "BULWARK", "MANTIS", "CINDER"})
    CHECK(fs::is_regular_file(out / "DATA/BINARY/VOITURES" / (std::string(car) + ".BV4")));
  for (const auto& sound : disc::disc_sounds())
    CHECK(fs::is_regular_file(out / "DATA/SOUNDS" / sound.file));
  // The menus' backdrop and each circuit's picture, named as the game looks for them.
  for (const char* picture : {"MENU", "DUSKRING", "QUARRY"})
    CHECK(fs::is_regular_file(out / "DATA/BINARY/MIMG" / (std::string(picture) + ".IMG")));
  CHECK(leftovers(out) == 0);

  auto install = assets::locate_installation(out);
  INFO((install ? "" : install.error().to_string()));
  REQUIRE(install);
  CHECK(install->flavour == assets::CircuitFlavour::kBL4);
  CHECK(install->warnings.empty());
  REQUIRE(install->circuits.size() == 2);
  REQUIRE(install->cars.size() == 4);

  std::map<std::string, const assets::InstalledCircuit*> circuits;
  for (const auto& c : install->circuits) circuits[c.name] = &c;
  REQUIRE(circuits.count("DUSKRING"));
  REQUIRE(circuits.count("QUARRY"));
  CHECK(circuits["DUSKRING"]->display_name == "Dusk Ring");
  CHECK(circuits["QUARRY"]->display_name == "Quarry Run");
  CHECK(circuits["DUSKRING"]->laps == 3);
  CHECK(circuits["QUARRY"]->laps == 4);
  for (const auto& [name, c] : circuits) {
    CAPTURE(name);
    CHECK(c->available);
    CHECK_FALSE(c->file.empty());
    // The list's length is the compiled lap in metres.
    const auto track = compile(circuit_desc(kSources, name));
    CHECK(c->length == std::lround(track.main.length));
    CHECK(c->length > 300);
  }
  std::set<std::string> cars;
  for (const auto& c : install->cars) {
    CHECK_FALSE(c.file.empty());
    CHECK_FALSE(c.display_name.empty());
    CHECK(c.list == "VOITURES.BIN");
    cars.insert(c.name);
  }
  CHECK(cars == std::set<std::string>{"BULWARK", "CINDER", "MANTIS", "ZEPHYR"});
}

TEST_CASE("every disc file passes the full read and equals the compiled model") {
  test::TempDir dir;
  const fs::path out = dir.path() / "disc";
  REQUIRE(disc::build_disc(kSources, out).empty());

  for (const auto& entry : fs::directory_iterator(kSources / "circuits")) {
    CAPTURE(entry.path().string());
    const auto track = compile(entry.path());
    const auto desc = parse(entry.path());
    std::string file = desc.name;
    for (auto& c : file) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto back = assets::load_circuit(out / "DATA/BINARY/CIRCUITS" / (file + ".BL4"));
    INFO((back ? "" : back.error().to_string()));
    REQUIRE(back);
    CHECK(back->warnings.empty());
    assets::Circuit expected = track.circuit;
    expected.flavour = {4, assets::kCircuitKey};
    expected.unused_word = back->unused_word;  // the writer's checksum word (§3.8)
    CHECK(back->sectors.size() == expected.sectors.size());
    CHECK(back->directions == expected.directions);
    CHECK(back->competitors == expected.competitors);
    CHECK(*back == expected);
  }
  for (const auto& entry : fs::directory_iterator(kSources / "cars")) {
    CAPTURE(entry.path().string());
    disc::DescError error;
    auto car = disc::compile_car(read_built_text(entry.path()), error);
    INFO(error.to_string(entry.path().string()));
    REQUIRE(car);
    std::string file = car->name;
    for (auto& c : file) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto back = assets::load_car(out / "DATA/BINARY/VOITURES" / (file + ".BV4"));
    INFO((back ? "" : back.error().to_string()));
    REQUIRE(back);
    assets::Car expected = car->car;
    expected.flavour = {4, assets::kCarKey};
    CHECK(back->physics == expected.physics);
    CHECK(*back == expected);
  }
}

TEST_CASE("a competitor naming a car missing from the disc is an error on its line") {
  test::TempDir dir;
  const fs::path sources = copy_sources(dir);
  const fs::path file = circuit_desc(sources, "QUARRY");
  const auto desc = parse(file);
  const disc::CompetitorDesc& competitor = desc.competitors[1].at(2);
  REQUIRE(competitor.line > 0);
  auto lines = lines_of(read_built_text(file));
  std::string& line = lines.at(size_t(competitor.line - 1));
  const auto at = line.find(competitor.car);
  REQUIRE(at != std::string::npos);
  line.replace(at, competitor.car.size(), "NOSUCHCAR");
  write_text(file, joined(lines));

  const std::string error = disc::build_disc(sources, dir.path() / "out");
  CAPTURE(error);
  CHECK(error.starts_with(file.string() + ":" + std::to_string(competitor.line) + ": "));
  CHECK(error.find("NOSUCHCAR") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.path() / "out"));
  CHECK(leftovers(dir.path() / "out") == 0);
}

TEST_CASE("a bad directive in a circuit or a car description is an error on its line") {
  for (const char* kind : {"circuits", "cars"}) {
    CAPTURE(kind);
    test::TempDir dir;
    const fs::path sources = copy_sources(dir);
    fs::path file;
    for (const auto& e : fs::directory_iterator(sources / kind)) file = e.path();
    auto lines = lines_of(read_built_text(file));
    lines.push_back("frobnicate 1 2 3");
    write_text(file, joined(lines));

    const std::string error = disc::build_disc(sources, dir.path() / "out");
    CAPTURE(error);
    CHECK(error.starts_with(file.string() + ":" + std::to_string(lines.size()) + ": "));
    CHECK(error.find("frobnicate") != std::string::npos);
    CHECK_FALSE(fs::exists(dir.path() / "out"));
  }
}

TEST_CASE("more cars than VOITURES.BIN holds are refused") {
  test::TempDir dir;
  const fs::path sources = copy_sources(dir);
  const fs::path one = fs::directory_iterator(sources / "cars")->path();
  for (size_t i = 0; i < disc::kMaxDiscCars; ++i)
    fs::copy_file(one, sources / "cars" / ("EXTRA" + std::to_string(i) + ".car"));
  const std::string error = disc::build_disc(sources, dir.path() / "out");
  CAPTURE(error);
  CHECK(error.find("at most 8") != std::string::npos);
}

TEST_CASE("a failed build leaves the previous disc in place, a second build replaces it") {
  test::TempDir dir;
  const fs::path out = dir.path() / "disc";
  REQUIRE(disc::build_disc(kSources, out).empty());
  const auto circuits_bin = fs::last_write_time(out / "CIRCUITS.BIN");

  const fs::path sources = copy_sources(dir);
  fs::path car;
  for (const auto& e : fs::directory_iterator(sources / "cars")) car = e.path();
  write_text(car, read_built_text(car) + "frobnicate\n");
  CHECK_FALSE(disc::build_disc(sources, out).empty());
  CHECK(fs::last_write_time(out / "CIRCUITS.BIN") == circuits_bin);
  CHECK(assets::locate_installation(out));
  CHECK(leftovers(out) == 0);

  REQUIRE(disc::build_disc(kSources, out).empty());
  auto install = assets::locate_installation(out);
  REQUIRE(install);
  CHECK(install->circuits.size() == 2);
  CHECK(leftovers(out) == 0);
}

TEST_CASE("build_disc will not replace a folder holding anything but a disc") {
  test::TempDir dir;
  const fs::path out = dir.path() / "mine";
  write_text(out / "notes.txt", "keep me");
  const std::string error = disc::build_disc(kSources, out);
  CHECK(error.find("notes.txt") != std::string::npos);
  CHECK(read_built_text(out / "notes.txt") == "keep me");
}

TEST_CASE("build_track_file and build_car_file write one checked file each") {
  test::TempDir dir;
  const fs::path track = circuit_desc(kSources, "DUSKRING");
  REQUIRE(disc::build_track_file(track, dir.path() / "DUSK.BL4").empty());
  auto circuit = assets::load_circuit(dir.path() / "DUSK.BL4");
  REQUIRE(circuit);
  CHECK(*circuit == [&] {
    auto c = compile(track).circuit;
    c.flavour = {4, assets::kCircuitKey};
    c.unused_word = circuit->unused_word;
    return c;
  }());

  const fs::path car = fs::directory_iterator(kSources / "cars")->path();
  REQUIRE(disc::build_car_file(car, dir.path() / "CAR.BV4").empty());
  CHECK(assets::load_car(dir.path() / "CAR.BV4"));

  const std::string missing = disc::build_car_file(dir.path() / "none.car", dir.path() / "X.BV4");
  CHECK(missing.find("none.car") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.path() / "X.BV4"));
}

// unpod-tool build-track, build-car and build-disc: the shipped descriptions compile into files
// the other commands read (info lists the disc like an installation, export writes every
// sector), broken ones give "file:line: message" on stderr and a non-zero exit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "support/json_reader.h"
#include "support/temp_dir.h"
#include "tool_runner.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"

using namespace unpod;
using test::parse_json;
using test::run_tool;
namespace fs = std::filesystem;

namespace {

// The repository's disc/ folder, found from this file (tests/tools/ -> the root).
const fs::path kSources = fs::path(__FILE__).parent_path().parent_path().parent_path() / "disc";

fs::path first_description(const std::string& folder, const std::string& stem) {
  for (const auto& e : fs::directory_iterator(kSources / folder)) {
    std::string s = e.path().stem().string();
    for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (s == stem) return e.path();
  }
  FAIL("no description " << stem << " in " << (kSources / folder).string());
  return {};
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

size_t line_count(const std::string& text) {
  return size_t(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

TEST_CASE("build-disc writes the demo disc and info lists it like an installation") {
  test::TempDir dir;
  const fs::path out = dir.path() / "demo-disc";
  const auto built = run_tool({"build-disc", "--sources", kSources.string(), out.string()});
  INFO(built.err);
  REQUIRE(built.exit_code == 0);
  CHECK(built.out.find("2 circuits, 4 cars") != std::string::npos);

  const auto r = run_tool({"info", out.string(), "--json"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto doc = parse_json(r.out);
  CHECK(doc["flavour"].string == "BL4");
  CHECK(doc["warnings"].size() == 0);
  const auto& circuits = doc["circuits"];
  REQUIRE(circuits.size() == 2);
  std::map<std::string, const test::Json*> by_name;
  for (const auto& c : circuits.items) by_name[c["name"].string] = &c;
  REQUIRE(by_name.count("DUSKRING"));
  REQUIRE(by_name.count("QUARRY"));
  CHECK((*by_name["DUSKRING"])["display_name"].string == "Dusk Ring");
  CHECK((*by_name["DUSKRING"])["laps"].number == 3);
  CHECK((*by_name["QUARRY"])["display_name"].string == "Quarry Run");
  CHECK((*by_name["QUARRY"])["laps"].number == 4);
  for (const auto& c : circuits.items) {
    CHECK(c["length"].number > 300);
    CHECK(c["available"].boolean);
    CHECK(c["file"].kind == test::Json::Kind::kString);
  }
  const auto& cars = doc["cars"];
  REQUIRE(cars.size() == 4);
  std::set<std::string> names;
  for (const auto& c : cars.items) {
    names.insert(c["name"].string);
    CHECK(c["list"].string == "VOITURES.BIN");
  }
  CHECK(names == std::set<std::string>{"BULWARK", "CINDER", "MANTIS", "ZEPHYR"});
}

TEST_CASE("build-disc without --sources uses the repository's descriptions") {
  test::TempDir dir;
  const auto r = run_tool({"build-disc", (dir.path() / "disc").string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(fs::is_regular_file(dir.path() / "disc" / "CIRCUITS.BIN"));
}

TEST_CASE("export of a generated circuit: counts equal the circuit's, coordinates in its bounds") {
  test::TempDir dir;
  const fs::path bl4 = dir.path() / "QUARRY.BL4";
  const auto built =
      run_tool({"build-track", first_description("circuits", "QUARRY").string(), bl4.string()});
  INFO(built.err);
  REQUIRE(built.exit_code == 0);
  auto circuit = assets::load_circuit(bl4);
  REQUIRE(circuit);

  const fs::path out = dir.path() / "export";
  const auto r = run_tool({"export", bl4.string(), out.string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);

  size_t vertices = 0, faces = 0;
  std::array<double, 3> lo{}, hi{};
  lo.fill(std::numeric_limits<double>::max());
  hi.fill(std::numeric_limits<double>::lowest());
  for (const auto& s : circuit->sectors) {
    vertices += s.object.positions.size();
    faces += s.object.faces.size();
    // The circuit's own vertices (the terrain reaches beyond the sector boxes, which keep to the
    // road), in OBJ's y-up axes (x, z, -y).
    for (const assets::Vec3& p : s.object.positions) {
      const std::array<double, 3> a{p.x / 65536.0, p.z / 65536.0, -p.y / 65536.0};
      for (size_t k = 0; k < 3; ++k) lo[k] = std::min(lo[k], a[k]), hi[k] = std::max(hi[k], a[k]);
    }
  }
  REQUIRE(vertices > 0);

  std::ifstream obj(out / "QUARRY.obj");
  REQUIRE(obj);
  size_t objects = 0, obj_vertices = 0, obj_faces = 0, outside = 0;
  std::set<std::string> materials;
  for (std::string line; std::getline(obj, line);) {
    std::istringstream s(line);
    std::string tag;
    s >> tag;
    if (tag == "o") ++objects;
    if (tag == "f") ++obj_faces;
    if (tag == "usemtl") materials.insert(line.substr(7));
    if (tag != "v") continue;
    ++obj_vertices;
    std::array<double, 3> v{};
    s >> v[0] >> v[1] >> v[2];
    for (size_t k = 0; k < 3; ++k)
      if (v[k] < lo[k] - 1e-3 || v[k] > hi[k] + 1e-3) ++outside;
  }
  CHECK(objects == circuit->sectors.size());
  CHECK(obj_vertices == vertices);
  CHECK(obj_faces == faces);
  CHECK(outside == 0);
  // Textured: the procedural pages come out as PNG files.
  size_t pngs = 0;
  for (const auto& m : materials)
    if (m.rfind("page_", 0) == 0) {
      CHECK(fs::is_regular_file(out / ("QUARRY_" + m + ".png")));
      ++pngs;
    }
  CHECK(pngs > 0);
}

TEST_CASE("build-car writes a car the loader reads") {
  test::TempDir dir;
  const fs::path bv4 = dir.path() / "ZEPHYR.BV4";
  const auto r =
      run_tool({"build-car", first_description("cars", "ZEPHYR").string(), bv4.string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  auto car = assets::load_car(bv4);
  INFO((car ? "" : car.error().to_string()));
  REQUIRE(car);
  CHECK(r.out.find("wrote " + bv4.string()) != std::string::npos);
}

TEST_CASE("build commands report a broken description as file:line: message") {
  test::TempDir dir;
  const fs::path track = dir.path() / "broken.track";
  std::string text = read_text(first_description("circuits", "DUSKRING")) + "frobnicate 1 2 3\n";
  { std::ofstream(track, std::ios::binary) << text; }
  const auto r = run_tool({"build-track", track.string(), (dir.path() / "B.BL4").string()});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find(track.string() + ":" + std::to_string(line_count(text)) + ": ") !=
        std::string::npos);
  CHECK_FALSE(fs::exists(dir.path() / "B.BL4"));

  const fs::path car = dir.path() / "broken.car";
  text = read_text(first_description("cars", "MANTIS")) + "frobnicate\n";
  { std::ofstream(car, std::ios::binary) << text; }
  const auto c = run_tool({"build-car", car.string(), (dir.path() / "B.BV4").string()});
  CHECK(c.exit_code == 1);
  CHECK(c.err.find(car.string() + ":" + std::to_string(line_count(text)) + ": ") !=
        std::string::npos);
}

TEST_CASE("build commands refuse wrong arguments with exit 2 and show --help") {
  CHECK(run_tool({"build-disc"}).exit_code == 2);
  CHECK(run_tool({"build-disc", "--sources"}).exit_code == 2);
  CHECK(run_tool({"build-track", "only-one"}).exit_code == 2);
  CHECK(run_tool({"build-track", "a.track", "OUT.BV4"}).exit_code == 2);
  CHECK(run_tool({"build-car", "a.car", "OUT.BL4"}).exit_code == 2);
  for (const char* command : {"build-track", "build-car", "build-disc"}) {
    const auto r = run_tool({command, "--help"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find(std::string("usage: unpod-tool ") + command) != std::string::npos);
  }
  const auto help = run_tool({"--help"});
  CHECK(help.out.find("build-disc") != std::string::npos);
}

TEST_CASE("generate-track and generate-car write descriptions that build, the same for a seed") {
  test::TempDir dir;
  for (const auto& [command, build, out, file] :
       {std::array<std::string, 4>{"generate-track", "build-track", "GEN5.track", "GEN5.BL4"},
        std::array<std::string, 4>{"generate-car", "build-car", "GENCAR5.car", "GENCAR5.BV4"}}) {
    INFO(command);
    const auto printed = run_tool({command, "5"});
    REQUIRE(printed.exit_code == 0);
    CHECK(printed.out == run_tool({command, "5"}).out);
    CHECK(printed.out != run_tool({command, "6"}).out);
    const fs::path desc = dir.path() / out;
    const auto written = run_tool({command, "5", desc.string()});
    INFO(written.err);
    REQUIRE(written.exit_code == 0);
    CHECK(read_text(desc) == printed.out);
    const auto built = run_tool({build, desc.string(), (dir.path() / file).string()});
    INFO(built.err);
    CHECK(built.exit_code == 0);
    // A seed that is no number is a usage error.
    const auto bad = run_tool({command, "five"});
    CHECK(bad.exit_code == 2);
    CHECK(bad.err.find("SEED") != std::string::npos);
  }
}

TEST_CASE("build-track warns of a bend tighter than the computer cars take, and builds it") {
  test::TempDir dir;
  const auto r = run_tool({"build-track", first_description("circuits", "QUARRY").string(),
                           (dir.path() / "QUARRY.BL4").string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  // The Quarry's four corners, each at its point's line: "quarry.track:28: warning: ...".
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 4);
  CHECK(r.err.find("quarry.track:28: warning: a bend of radius ") != std::string::npos);
  CHECK(r.err.find("20 units/s") != std::string::npos);
}

// unpod-tool export: OBJ with one object per sector or car part, y-up positions, an MTL with
// one material per page and colour, PNG pages.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "support/sample_car.h"
#include "support/sample_circuit.h"
#include "support/temp_dir.h"
#include "tool_runner.h"

using namespace unpod;
using test::run_tool;

namespace {

struct ObjCounts {
  size_t objects = 0, vertices = 0, faces = 0;
  std::vector<std::string> mtllib, usemtl;
  std::vector<std::array<double, 3>> positions;
};

ObjCounts read_obj(const std::filesystem::path& p) {
  std::ifstream in(p);
  ObjCounts c;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream s(line);
    std::string tag;
    s >> tag;
    if (tag == "o") ++c.objects;
    if (tag == "v") {
      ++c.vertices;
      std::array<double, 3> v{};
      s >> v[0] >> v[1] >> v[2];
      c.positions.push_back(v);
    }
    if (tag == "f") ++c.faces;
    if (tag == "mtllib") c.mtllib.push_back(line.substr(7));
    if (tag == "usemtl") c.usemtl.push_back(line.substr(7));
  }
  return c;
}

bool is_png(const std::filesystem::path& p) {
  const auto b = test::file_bytes(p.string());
  const std::vector<uint8_t> sig = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  return b.size() > sig.size() && std::equal(sig.begin(), sig.end(), b.begin());
}

}  // namespace

TEST_CASE("export of a circuit writes every sector as an object, y-up, with PNG pages") {
  test::SampleCircuitOptions options;
  options.sectors = 3;
  options.texture_pages = 2;
  const assets::Circuit circuit = test::make_sample_circuit(options);
  auto file = assets::write_circuit(circuit);
  REQUIRE(file.ok());
  test::TempDir dir;
  const auto path = dir.write("SAMPLE.BL4", *file);
  const auto out = dir.path() / "export";

  const auto r = run_tool({"export", path.string(), out.string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const ObjCounts obj = read_obj(out / "SAMPLE.obj");
  size_t vertices = 0, faces = 0;
  for (const auto& s : circuit.sectors) {
    vertices += s.object.positions.size();
    faces += s.object.faces.size();
  }
  CHECK(obj.objects == circuit.sectors.size());
  CHECK(obj.vertices == vertices);
  CHECK(obj.faces == faces);
  REQUIRE(obj.mtllib == std::vector<std::string>{"SAMPLE.mtl"});

  // POD (x, y, z) z-up -> OBJ (x, z, -y).
  const auto& p0 = circuit.sectors[0].object.positions[0];
  CHECK(obj.positions[0][0] == Approx(p0.x / 65536.0).margin(1e-4));
  CHECK(obj.positions[0][1] == Approx(p0.z / 65536.0).margin(1e-4));
  CHECK(obj.positions[0][2] == Approx(-p0.y / 65536.0).margin(1e-4));

  std::ifstream mtl_in(out / "SAMPLE.mtl");
  const std::string mtl((std::istreambuf_iterator<char>(mtl_in)), {});
  bool textured = false;
  for (const auto& name : obj.usemtl) {
    CHECK(mtl.find("newmtl " + name + "\n") != std::string::npos);
    if (name.rfind("page_", 0) == 0) {
      textured = true;
      CHECK(mtl.find("map_Kd SAMPLE_" + name + ".png") != std::string::npos);
      CHECK(is_png(out / ("SAMPLE_" + name + ".png")));
    }
  }
  CHECK(textured);
}

TEST_CASE("export of a car writes the six good-state parts and the four wheels") {
  const assets::Car car = test::make_sample_car();
  auto file = assets::write_car(car);
  REQUIRE(file.ok());
  test::TempDir dir;
  const auto path = dir.write("MIRAGE.BV4", *file);
  const auto out = dir.path() / "car";

  const auto r = run_tool({"export", path.string(), out.string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const ObjCounts obj = read_obj(out / "MIRAGE.obj");
  size_t vertices = 0, faces = 0;
  for (size_t i : {0, 1, 2, 3, 4, 5, 18, 19, 20, 21}) {
    vertices += car.parts[i].object.positions.size();
    faces += car.parts[i].object.faces.size();
  }
  CHECK(obj.objects == 10);
  CHECK(obj.vertices == vertices);
  CHECK(obj.faces == faces);
  for (const auto& name : obj.usemtl)
    if (name.rfind("page_", 0) == 0) CHECK(is_png(out / ("MIRAGE_" + name + ".png")));
}

TEST_CASE("export of an unsupported file type is refused") {
  test::TempDir dir;
  const auto path = dir.write("NOTES.TXT", std::vector<uint8_t>{'h', 'i'});
  const auto r = run_tool({"export", path.string(), (dir.path() / "x").string()});
  CHECK(r.exit_code != 0);
  CHECK(r.err.find("NOTES.TXT") != std::string::npos);
}

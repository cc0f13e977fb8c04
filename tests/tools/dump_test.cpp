// unpod-tool dump: --json output is valid JSON holding the counts and names of the file's
// sections; the text output names the same things.
#include <catch2/catch.hpp>

#include "support/json_reader.h"
#include "support/sample_car.h"
#include "support/sample_circuit.h"
#include "support/temp_dir.h"
#include "tool_runner.h"

using namespace unpod;
using test::Json;
using test::parse_json;
using test::run_tool;

TEST_CASE("dump --json of a car gives its name, every physics field by name and the counts") {
  assets::Car car = test::make_sample_car(4, assets::kCarKey);
  // Quotes, backslashes and a Latin-1 letter must come out escaped and as UTF-8.
  car.name = "Mir\"age\\ \xE9t\xE9";
  auto file = assets::write_car(car);
  REQUIRE(file.ok());
  test::TempDir dir;
  const auto path = dir.write("MIRAGE.BV4", *file);

  const auto r = run_tool({"dump", path.string(), "--json"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const Json doc = parse_json(r.out);
  CHECK(doc["kind"].string == "car");
  const Json& c = doc["car"];
  CHECK(c["name"].string == "Mir\"age\\ \xC3\xA9t\xC3\xA9");
  CHECK(c["format"].string == "BV4");

  const Json& physics = c["physics"];
  CHECK(physics.size() == assets::car_field_offsets().size());
  CHECK(physics["steer_max"].number == Approx(car.physics.steer_max / 65536.0));
  CHECK(physics["mass"].number == Approx(car.physics.mass / 65536.0));
  CHECK(physics["drive"].number == car.physics.drive);
  for (const auto& info : assets::car_field_offsets()) CHECK(physics.has(info.name));

  REQUIRE(c["parts"].size() == assets::kCarPartCount);
  for (size_t i = 0; i < assets::kCarPartCount; ++i) {
    CHECK(c["parts"][i]["name"].string == std::string(assets::car_part_name(i)));
    CHECK(c["parts"][i]["quads"].number == double(car.parts[i].object.quad_count()));
  }
  CHECK(c["shadows"].size() == assets::kCarShadowCount);
  CHECK(c["textures"]["pages"].number == double(car.textures->pages.size()));
  CHECK(c["torque_curve"]["entries"].number == double(car.torque_curve.size()));
}

TEST_CASE("dump --json of a circuit gives sectors, faces, beacons, graphs and competitors") {
  for (const int version : {4, 3}) {
    CAPTURE(version);
    test::SampleCircuitOptions options;
    options.version = version;
    options.sectors = 3;
    const assets::Circuit circuit = test::make_sample_circuit(options);
    auto file = assets::write_circuit(circuit);
    REQUIRE(file.ok());
    test::TempDir dir;
    const auto path = dir.write(version == 4 ? "SAMPLE.BL4" : "SAMPLE.BL3", *file);

    const auto r = run_tool({"dump", "--json", path.string()});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    const Json doc = parse_json(r.out);
    REQUIRE(doc["kind"].string == "circuit");
    const Json& c = doc["circuit"];
    CHECK(c["format"].string == (version == 4 ? "BL4" : "BL3"));
    CHECK(c["track_name"].string == circuit.track_name);

    size_t faces = 0, tris = 0, quads = 0;
    for (const auto& s : circuit.sectors) {
      faces += s.object.faces.size();
      tris += s.object.triangle_count();
      quads += s.object.quad_count();
    }
    CHECK(c["sectors"]["count"].number == 3);
    CHECK(c["sectors"]["faces"].number == double(faces));
    CHECK(c["sectors"]["triangles"].number == double(tris));
    CHECK(c["sectors"]["quads"].number == double(quads));
    CHECK(c["textures"]["pages"].number == double(circuit.textures.pages.size()));
    CHECK(c["actions"]["count"].number == double(circuit.actions.size()));

    REQUIRE(c["directions"].size() == 2);
    for (size_t d = 0; d < 2; ++d) {
      const auto& dir_in = circuit.directions[d];
      const Json& dj = c["directions"][d];
      REQUIRE(dir_in.beacons.value);
      CHECK(dj["beacons"]["beacons"].number == double(dir_in.beacons.value->beacons.size()));
      CHECK(dj["beacons"]["checkpoints"].number ==
            double(dir_in.beacons.value->checkpoints.size()));
      const auto& phases = dir_in.beacons.value->phases;
      REQUIRE(dj["beacons"]["phases"].size() == phases.size());
      for (size_t i = 0; i < phases.size(); ++i)
        CHECK(dj["beacons"]["phases"][i].string == phases[i].name);
      for (size_t k = 0; k < 3; ++k) {
        const auto& diff = dir_in.difficulties[k];
        const Json& dk = dj["difficulties"][k];
        if (diff.graph.value) {
          CHECK(dk["graph"]["nodes"].number == double(diff.graph.value->nodes.size()));
          CHECK(dk["graph"]["arcs"].number == double(diff.graph.value->arcs.size()));
        }
        if (diff.lanes.value)
          CHECK(dk["lanes"]["sections"].number == double(diff.lanes.value->sections.size()));
      }
    }
    REQUIRE(c["competitor_lists"].size() == 3);
    for (size_t k = 0; k < 3; ++k) {
      const auto& list = circuit.competitors[k];
      const Json& lj = c["competitor_lists"][k]["competitors"];
      const size_t n = list.competitors.value ? list.competitors.value->size() : 0;
      REQUIRE(lj.size() == n);
      for (size_t i = 0; i < n; ++i) {
        const auto& comp = (*list.competitors.value)[i];
        CHECK(lj[i]["name"].string == comp.name);
        CHECK(lj[i]["lane"].number == comp.lane);
        CHECK(lj[i]["attacks"].size() == comp.attacks.size());
      }
    }
  }
}

TEST_CASE("dump without --json prints indented key: value text") {
  auto file = assets::write_car(test::make_sample_car());
  REQUIRE(file.ok());
  test::TempDir dir;
  const auto path = dir.write("MIRAGE.BV4", *file);
  const auto r = run_tool({"dump", path.string()});
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("kind: car\n") != std::string::npos);
  CHECK(r.out.find("  name: Mirage\n") != std::string::npos);
  CHECK(r.out.find("steer_max: ") != std::string::npos);
}

// Every listed circuit and car loads, and `unpod-tool dump --json` prints valid JSON that names
// what was loaded: the file, its kind, the circuit's track name, sectors and texture pages, the
// car's name and texture pages, as the loaders read them. The lists dump with the installation's
// names.
#include <catch2/catch.hpp>

#include <algorithm>

#include "installation.h"
#include "support/json_reader.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/install.h"

using namespace unpod;
using installation::run_tool;
using test::Json;

namespace {

// The dump of `file` as JSON, checked for its file and kind; a null Json when it did not dump.
Json dump_json(const std::filesystem::path& file, const std::string& kind) {
  const auto run = run_tool({"dump", file.string(), "--json"});
  INFO(run.describe());
  REQUIRE(run.exit_code == 0);
  Json doc;
  try {
    doc = test::parse_json(run.out);
  } catch (const std::exception& e) {
    FAIL("dump --json of " << file.string() << " is not JSON: " << e.what());
  }
  CHECK(doc["file"].string == file.string());
  CHECK(doc["kind"].string == kind);
  REQUIRE(doc.has(kind));
  return doc[kind];
}

}  // namespace

TEST_CASE("every circuit loads and dumps as JSON naming what was loaded", "[dump]") {
  for (const auto& entry : installation::circuits()) DYNAMIC_SECTION("circuit " << entry.name) {
      INFO(entry.file.string());
      auto circuit = assets::load_circuit(entry.file);
      if (!circuit) FAIL(circuit.error().to_string());
      CHECK_FALSE(circuit->sectors.empty());
      const Json dumped = dump_json(entry.file, "circuit");
      CHECK(dumped["track_name"].string == circuit->track_name);
      CHECK(dumped["format"].string == (circuit->flavour.version == 3 ? "BL3" : "BL4"));
      CHECK(dumped["sectors"]["count"].number == double(circuit->sectors.size()));
      CHECK(dumped["textures"]["pages"].number == double(circuit->textures.pages.size()));
      CHECK(dumped["textures"]["list_name"].string == circuit->texture_list_name);
    }
}

TEST_CASE("every car loads and dumps as JSON naming what was loaded", "[dump]") {
  for (const auto& entry : installation::cars()) DYNAMIC_SECTION("car " << entry.name) {
      INFO(entry.file.string());
      auto car = assets::load_car(entry.file);
      if (!car) FAIL(car.error().to_string());
      const Json dumped = dump_json(entry.file, "car");
      CHECK(dumped["name"].string == car->name);
      CHECK(dumped["format"].string == (car->flavour.version == 3 ? "BV3" : "BV4"));
      if (car->textures)
        CHECK(dumped["textures"]["pages"].number == double(car->textures->pages.size()));
      CHECK(dumped["parts"].size() == car->parts.size());
    }
}

TEST_CASE("the circuit and car lists dump as JSON with the installation's names", "[dump]") {
  const auto& inst = installation::installation();
  // Every entry of CIRCUITS.BIN is a circuit of the installation, with its laps (the locator adds
  // circuit files the list does not name after them).
  const Json circuits = dump_json(inst.circuits_bin, "circuit_list");
  CHECK(circuits["entries"].size() > 0);
  for (size_t i = 0; i < circuits["entries"].size(); ++i) {
    const Json& e = circuits["entries"][i];
    INFO("CIRCUITS.BIN entry " << i << ": " << e["name"].string);
    const auto it = std::find_if(inst.circuits.begin(), inst.circuits.end(),
                                 [&](const assets::InstalledCircuit& c) {
                                   return assets::iequals(c.name, e["name"].string);
                                 });
    REQUIRE(it != inst.circuits.end());
    CHECK(e["laps"].number == it->laps);
  }
  // Each list a car came from: every one of its names is a car of the installation.
  const assets::CaseInsensitiveTree tree(inst.root);
  std::vector<std::string> lists;
  for (const auto& car : inst.cars)
    if (!car.list.empty() && std::find(lists.begin(), lists.end(), car.list) == lists.end())
      lists.push_back(car.list);
  for (const auto& list : lists) {
    INFO("car list " << list);
    const auto found = tree.find_named(list);
    REQUIRE_FALSE(found.empty());
    const Json dumped = dump_json(found.front(), "car_list");
    CHECK(dumped["count"].number > 0);
    for (size_t i = 0; i < dumped["entries"].size(); ++i) {
      const std::string name = dumped["entries"][i]["name"].string;
      INFO("entry " << i << ": " << name);
      CHECK(std::any_of(inst.cars.begin(), inst.cars.end(), [&](const assets::InstalledCar& c) {
        return assets::iequals(c.name, name);
      }));
    }
  }
}

// unpod-tool info: the circuits and cars of a (generated, mixed-case) installation, from a
// folder argument or from UNPOD_DATA; a folder that is not an installation is an error.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "support/json_reader.h"
#include "support/sample_install.h"
#include "support/scoped_env.h"
#include "support/temp_dir.h"
#include "tool_runner.h"

using namespace unpod;
using test::parse_json;
using test::run_tool;

TEST_CASE("info --json lists the installation's circuits and cars") {
  test::TempDir dir;
  const test::SampleInstall install = test::write_sample_install(dir);
  const auto r = run_tool({"info", install.root.string(), "--json"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto doc = parse_json(r.out);
  CHECK(doc["flavour"].string == "BL4");
  const auto& circuits = doc["circuits"];
  // The listed circuits in list order; a circuit file no list names comes after them.
  REQUIRE(circuits.size() >= install.listed_circuits.size());
  for (size_t i = 0; i < install.listed_circuits.size(); ++i) {
    CHECK(circuits[i]["name"].string == install.listed_circuits[i]);
    CHECK(circuits[i]["laps"].number > 0);
  }
  CHECK(circuits[0]["display_name"].string == "Beltane");
  CHECK(circuits[0]["laps"].number == 4);
  CHECK(circuits[0]["length"].number == 3120);
  bool unlisted = false;
  for (const auto& c : circuits.items)
    unlisted = unlisted || c["name"].string == install.unlisted_circuit;
  CHECK(unlisted);
  const auto& cars = doc["cars"];
  REQUIRE(cars.size() >= install.listed_cars.size());
  for (size_t i = 0; i < install.listed_cars.size(); ++i)
    CHECK(cars[i]["name"].string == install.listed_cars[i]);
  CHECK(cars[0]["list"].string.find(".BIN") != std::string::npos);
}

TEST_CASE("info reads UNPOD_DATA when no folder is given and prints text") {
  test::TempDir dir;
  const test::SampleInstall install = test::write_sample_install(dir, "pod", true);
  test::ToolRun r;
  {
    const test::ScopedEnv data("UNPOD_DATA", install.root.string());
    r = run_tool({"info"});
  }
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("flavour: BL3\n") != std::string::npos);
  CHECK(r.out.find("display_name: Arkham Ruins\n") != std::string::npos);
}

TEST_CASE("info on a folder that is not an installation fails and says where it looked") {
  test::TempDir dir;
  const auto r = run_tool({"info", dir.path().string()});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find(dir.path().string()) != std::string::npos);
  CHECK(r.out.empty());
}

// Every circuit raced headless for one lap at each difficulty by `unpod-tool race`: 8 computer
// cars (or as many as the grid has places), every one finishing within a time proportional to
// the lap; the same race again gives the same state hash; the recorded race verifies step by
// step with `unpod-tool replay --verify`.
//
// The bound: the lap's length from the difficulty's race graph (the race paths' lap length, in
// the circuit's units, about metres) at 5 units a second, walking pace for a car. The demo
// disc's cars lap at 25 to 50 units a second (tests/sim/session_race_test.cpp bounds a best lap
// to length / 70 .. length / 20), so only a car that is stuck, lost or driving the wrong way
// misses it, whatever the circuit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "installation.h"
#include "support/json_reader.h"
#include "unpod/assets/circuit.h"

using namespace unpod;
using installation::run_tool;

namespace {

constexpr double kSlowestUnitsPerSecond = 5;
const char* const kDifficulties[3] = {"easy", "normal", "hard"};

test::Json parse(const installation::ProcessRun& run) {
  try {
    return test::parse_json(run.out);
  } catch (const std::exception& e) {
    FAIL("not JSON (" << e.what() << "): " << run.describe());
  }
  return {};
}

void race_once(const assets::InstalledCircuit& entry, int d, const std::string& data,
               const std::filesystem::path& work) {
  auto circuit = assets::load_circuit(entry.file);
  if (!circuit) FAIL(circuit.error().to_string());
  const auto& forward = circuit->directions[0];
  const size_t cars = std::min<size_t>(8, forward.start_grid.size());
  const auto& graph = forward.difficulties[size_t(d)].graph;
  if (!graph.value || graph.value->lap_length <= 0)
    FAIL("the circuit has no race graph at this difficulty (" << graph.name
                                                              << "): computer cars cannot race it");
  const double lap_length = double(graph.value->lap_length) / 65536.0;
  const double limit_s = lap_length / kSlowestUnitsPerSecond;
  // The race stops itself a minute past the bound, so a car that never finishes ends it.
  const int max_minutes = std::clamp(int(std::ceil(limit_s / 60)) + 1, 1, 600);
  INFO("lap length " << lap_length << " units, every car home within " << limit_s << " s");
  const std::string replay = (work / (entry.name + "-" + kDifficulties[d] + ".rpl")).string();
  const std::vector<std::string> race = {"race",
                                         "--data",
                                         data,
                                         "--track",
                                         entry.name,
                                         "--laps",
                                         "1",
                                         "--difficulty",
                                         kDifficulties[d],
                                         "--max-minutes",
                                         std::to_string(max_minutes),
                                         "--json"};
  auto recorded_args = race;
  recorded_args.insert(recorded_args.end(), {"--record", replay});
  const auto first = run_tool(recorded_args, 300);
  INFO(first.describe());
  REQUIRE(first.exit_code == 0);
  const auto doc = parse(first);
  const auto& results = doc["results"];
  CHECK(results.size() == cars);
  for (size_t i = 0; i < results.size(); ++i) {
    const auto& r = results[i];
    INFO("place " << i + 1 << ": " << r["driver"].string << " in " << r["car"].string);
    CHECK(r["finished"].boolean);
    CHECK(r["laps"].number == 1);
    CHECK(r["race_time"].number > 0);
    CHECK(r["race_time"].number < limit_s);
  }
  const auto second = run_tool(race, 300);
  INFO(second.describe());
  REQUIRE(second.exit_code == 0);
  CHECK(parse(second)["state_hash"].string == doc["state_hash"].string);
  const auto verified = run_tool({"replay", replay, "--data", data, "--verify", "--json"}, 300);
  INFO(verified.describe());
  CHECK(verified.exit_code == 0);
  const auto played = parse(verified);
  CHECK(played["verified"].boolean);
  CHECK(played["state_hash"].string == doc["state_hash"].string);
}

}  // namespace

TEST_CASE("every circuit races one lap at each difficulty, the same twice, and its replay verifies",
          "[race]") {
  const auto work = installation::work_dir("races");
  const std::string data = installation::installation().root.string();
  // One section each: a circuit that cannot be raced does not hide how the others race.
  for (const auto& entry : installation::circuits()) {
    for (int d = 0; d < 3; ++d) {
      DYNAMIC_SECTION("circuit " << entry.name << ", difficulty " << kDifficulties[d]) {
        race_once(entry, d, data, work);
      }
    }
  }
}

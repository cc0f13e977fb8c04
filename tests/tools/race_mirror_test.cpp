// unpod-tool race --mirror: a whole race the other way round a circuit whose CIRCUITS.BIN entry
// offers the mirror (the Dusk Ring on the demo disc): every car finishes its laps in lap times of
// cars racing, a race of its own (not the forward one), and the recording verifies. A circuit that
// offers none (the Quarry) is refused with one message and nothing raced.
#include <catch2/catch.hpp>

#include <filesystem>

#include "support/demo_disc.h"
#include "support/json_reader.h"
#include "support/temp_dir.h"
#include "tool_runner.h"

using namespace unpod;
using test::parse_json;
using test::run_tool;
namespace fs = std::filesystem;

namespace {

// The circuit's entry in `unpod-tool info --json`.
test::Json circuit_info(const std::string& name) {
  const auto info = run_tool({"info", test::demo_disc().string(), "--json"});
  REQUIRE(info.exit_code == 0);
  const auto doc = parse_json(info.out);
  const auto& circuits = doc["circuits"];
  for (size_t i = 0; i < circuits.size(); ++i)
    if (circuits[i]["name"].string == name) return circuits[i];
  FAIL("no circuit " << name << " in info");
  return {};
}

}  // namespace

TEST_CASE("race --mirror: eight cars race the Dusk Ring the other way and all finish",
          "[race][mirror]") {
  REQUIRE(circuit_info("DUSKRING")["mirror"].boolean);
  test::TempDir dir;
  const fs::path rec = dir.path() / "mirror.rpl";
  const std::vector<std::string> common = {
      "race", "--data", test::demo_disc().string(), "--track", "duskring", "--laps", "2", "--json"};
  auto args = common;
  args.insert(args.end(), {"--mirror", "--record", rec.string()});
  const auto m = run_tool(args);
  INFO(m.err);
  REQUIRE(m.exit_code == 0);
  const auto mirrored = parse_json(m.out);
  const auto f = run_tool(common);
  REQUIRE(f.exit_code == 0);
  const auto forward = parse_json(f.out);

  const auto& results = mirrored["results"];
  REQUIRE(results.size() == 8);
  const double winner = results[0]["race_time"].number;
  const double forward_winner = forward["results"][0]["race_time"].number;
  INFO("mirrored winner " << winner << " s, forward winner " << forward_winner << " s");
  for (size_t i = 0; i < 8; ++i) {
    const auto& r = results[i];
    CHECK(r["place"].number == double(i + 1));
    CHECK(r["finished"].boolean);
    CHECK(r["laps"].number == 2);
    // Laps of cars racing: the same circuit's length, so within reach of the forward race's.
    CHECK(r["best_lap"].number > 0.5 * forward_winner / 2);
    CHECK(r["race_time"].number >= 2 * r["best_lap"].number - 1e-3);
    CHECK(r["race_time"].number < 2 * winner);
  }
  CHECK(winner > 0.6 * forward_winner);
  CHECK(winner < 1.6 * forward_winner);
  // Another race than the forward one.
  CHECK(mirrored["state_hash"].string != forward["state_hash"].string);
  // The text says so; the recording says so and verifies.
  const auto text =
      run_tool({"replay", rec.string(), "--data", test::demo_disc().string(), "--verify"});
  INFO(text.out << text.err);
  CHECK(text.exit_code == 0);
  CHECK(text.out.find("Dusk Ring (DUSKRING), 2 laps, EASY, mirrored, 8 cars") != std::string::npos);
  CHECK(text.out.find("verified: ") != std::string::npos);
}

TEST_CASE("race --mirror on a circuit that offers no mirror is refused, nothing raced",
          "[race][mirror]") {
  REQUIRE_FALSE(circuit_info("QUARRY")["mirror"].boolean);
  test::TempDir dir;
  const fs::path rec = dir.path() / "never.rpl";
  const auto r = run_tool({"race", "--data", test::demo_disc().string(), "--track", "quarry",
                           "--mirror", "--record", rec.string()});
  CHECK(r.exit_code == 1);
  CHECK(r.out.empty());
  CHECK(r.err.find("circuit QUARRY has no mirrored direction") != std::string::npos);
  CHECK(r.err.find('\n') == r.err.size() - 1);  // one line
  CHECK_FALSE(fs::exists(rec));
}

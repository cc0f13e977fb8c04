// unpod-tool race and replay: a whole race headless on the demo disc, printed as results or one
// JSON object; the same command twice gives the same state hash; a recorded race verifies on
// replay, and a damaged recording names the step and the racer where it diverges; bad
// arguments and bad scripts are named.
#include <catch2/catch.hpp>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/demo_disc.h"
#include "support/json_reader.h"
#include "support/temp_dir.h"
#include "tool_runner.h"
#include "unpod/assets/replay.h"

using namespace unpod;
using test::parse_json;
using test::run_tool;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> race_args(std::vector<std::string> more) {
  std::vector<std::string> a = {"race", "--data", test::demo_disc().string()};
  a.insert(a.end(), more.begin(), more.end());
  return a;
}

void write_text(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

}  // namespace

TEST_CASE("race --json: eight computer cars finish the Quarry's laps, the same way every time",
          "[race]") {
  const auto a =
      run_tool(race_args({"--track", "quarry", "--laps", "2", "--difficulty", "normal", "--json"}));
  INFO(a.err);
  REQUIRE(a.exit_code == 0);
  const auto doc = parse_json(a.out);
  const auto& results = doc["results"];
  REQUIRE(results.size() == 8);
  double contacts = 0;
  for (size_t i = 0; i < 8; ++i) {
    const auto& r = results[i];
    // What befell each car: a few put-backs at most, and contacts counted in steps.
    CHECK(r["put_backs"].number >= 0);
    CHECK(r["put_backs"].number <= 5);
    CHECK(r["car_contacts"].number >= 0);
    contacts += r["car_contacts"].number;
    CHECK(r["place"].number == double(i + 1));
    CHECK_FALSE(r["driver"].string.empty());
    CHECK_FALSE(r["car"].string.empty());
    CHECK(r["finished"].boolean);
    CHECK(r["laps"].number == 2);
    CHECK(r["best_lap"].number > 20);
    CHECK(r["race_time"].number >= 2 * r["best_lap"].number - 1e-3);
    if (i > 0) CHECK(r["race_time"].number >= results[i - 1]["race_time"].number);
  }
  CHECK(contacts > 0);                           // eight cars leaving one grid touch
  CHECK(doc["state_hash"].string.size() == 18);  // 0x and 16 hex digits
  CHECK(doc["sim_seconds"].number > 60);
  CHECK(doc["wall_seconds"].number > 0);
  // Frame times from a fixed seed: the same race again.
  const auto b =
      run_tool(race_args({"--track", "QUARRY", "--laps", "2", "--difficulty", "normal", "--json"}));
  CHECK(parse_json(b.out)["state_hash"].string == doc["state_hash"].string);
  // Another seed, another race.
  const auto c = run_tool(race_args(
      {"--track", "quarry", "--laps", "2", "--difficulty", "normal", "--seed", "5", "--json"}));
  CHECK(parse_json(c.out)["state_hash"].string != doc["state_hash"].string);
}

TEST_CASE("race prints the results as the game formats them", "[race]") {
  const auto r = run_tool(
      race_args({"--track", "duskring", "--laps", "1", "--cars", "4", "--frame-ms", "16"}));
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("Dusk Ring (DUSKRING), 1 lap, EASY, 4 cars") != std::string::npos);
  CHECK(r.out.find("place  driver") != std::string::npos);
  CHECK(r.out.find("    1  ") != std::string::npos);
  CHECK(r.out.find("    4  ") != std::string::npos);
  CHECK(r.out.find("    5  ") == std::string::npos);
  CHECK(r.out.find("'") != std::string::npos);  // times as 1'02"98
  CHECK(r.out.find("state hash 0x") != std::string::npos);
  CHECK(r.out.find("x real time") != std::string::npos);
}

TEST_CASE("race marks the results the end's run to the line gave, in the JSON and the table",
          "[race]") {
  // No humans: the end timer starts at the first finish and runs 3 s (pod-race.md "The end"),
  // then every car still racing is driven to the line.
  const std::vector<std::string> setup = {"--track", "duskring", "--laps", "1", "--frame-ms", "16"};
  std::vector<std::string> json_args = setup;
  json_args.push_back("--json");
  const auto j = run_tool(race_args(json_args));
  INFO(j.err);
  REQUIRE(j.exit_code == 0);
  const auto doc = parse_json(j.out);  // kept: results refers into it
  const auto& results = doc["results"];
  REQUIRE(results.size() == 8);
  const double winner = results[0]["race_time"].number;
  CHECK_FALSE(results[0]["driven_to_line"].boolean);
  size_t driven = 0;
  for (size_t i = 0; i < results.size(); ++i) {
    const auto& r = results[i];
    INFO("place " << i + 1 << ", race time " << r["race_time"].number);
    REQUIRE(r["finished"].boolean);
    if (r["driven_to_line"].boolean) {
      ++driven;
      CHECK(r["race_time"].number >= winner + 3.0);  // still racing when the timer ran out
    } else {
      CHECK(r["race_time"].number < winner + 3.1);  // finished before it (a frame's slack)
      CHECK(driven == 0);                           // finishers come before the driven cars
    }
  }
  CHECK(driven > 0);  // eight cars on one lap are not all within 3 s of the winner

  // The table marks the same results and says what the mark means.
  const auto t = run_tool(race_args(setup));
  REQUIRE(t.exit_code == 0);
  size_t marked = 0, rows = 0;
  std::istringstream lines(t.out);
  for (std::string line; std::getline(lines, line);) {
    // A result row: the place right-aligned in 5 columns, then two spaces.
    const bool row = line.size() > 7 && std::isdigit(static_cast<unsigned char>(line[4])) &&
                     line.compare(5, 2, "  ") == 0;
    rows += row;
    marked += row && line.find('*') != std::string::npos;
  }
  CHECK(rows == 8);
  CHECK(marked == driven);
  CHECK(t.out.find("* driven to the line by the end's run") != std::string::npos);
}

TEST_CASE("race --record, then replay --verify: every step's hash as recorded", "[race][replay]") {
  test::TempDir dir;
  const fs::path script = dir.path() / "humans.txt";
  write_text(script,
             "# player 1 drives off at GO, steers a little, brakes\n"
             "0 1 accelerate\n"
             "2500 1 accelerate left\n"
             "2900 1 accelerate\n"
             "9000 1 brake\n");
  const fs::path rec = dir.path() / "race.rpl";
  const auto r = run_tool(
      race_args({"--track", "duskring", "--cars", "3", "--humans", "1", "--human-script",
                 script.string(), "--max-minutes", "1", "--record", rec.string(), "--json"}));
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto doc = parse_json(r.out);
  REQUIRE(fs::is_regular_file(rec));
  // About 100 KiB per minute at most.
  CHECK(double(fs::file_size(rec)) < 100 * 1024 * (doc["sim_seconds"].number / 60 + 1));
  const auto v =
      run_tool({"replay", rec.string(), "--data", test::demo_disc().string(), "--verify"});
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
  CHECK(v.out.find("verified: ") != std::string::npos);
  const auto j = run_tool(
      {"replay", rec.string(), "--data", test::demo_disc().string(), "--verify", "--json"});
  const auto jd = parse_json(j.out);
  CHECK(jd["verified"].boolean);
  CHECK(jd["state_hash"].string == doc["state_hash"].string);
  CHECK(jd["steps"].number == doc["steps"].number);
  CHECK(jd["sim_seconds"].number == doc["sim_seconds"].number);  // both from the first frame

  // One frame's input changed: the replay no longer verifies, and says where and who.
  auto replay = assets::read_replay(rec);
  REQUIRE(replay);
  replay->frames[700].inputs[0].keys = 1u << 3;  // right, without the throttle
  const fs::path bad = dir.path() / "bad.rpl";
  REQUIRE(assets::write_replay(bad, *replay).empty());
  const auto d =
      run_tool({"replay", bad.string(), "--data", test::demo_disc().string(), "--verify"});
  CHECK(d.exit_code == 3);
  CHECK(d.out.find("diverged at step ") != std::string::npos);
  CHECK(d.out.find("racer 0 (PLAYER 1)") != std::string::npos);
  // Played without --verify it runs to the end and notes the different final hash.
  const auto p = run_tool({"replay", bad.string(), "--data", test::demo_disc().string()});
  CHECK(p.exit_code == 0);
  CHECK(p.out.find("final state hash differs") != std::string::npos);
}

TEST_CASE("race --until-all-finish: every car finishes by itself, recorded and verified",
          "[race][replay]") {
  // The same race as above, run until its last car is home: no result from the run to the line,
  // and the places follow the finishing times.
  test::TempDir dir;
  const fs::path rec = dir.path() / "all.rpl";
  const auto j = run_tool(race_args({"--track", "duskring", "--laps", "1", "--frame-ms", "16",
                                     "--until-all-finish", "--json", "--record", rec.string()}));
  INFO(j.err);
  REQUIRE(j.exit_code == 0);
  const auto doc = parse_json(j.out);
  const auto& results = doc["results"];
  REQUIRE(results.size() == 8);
  for (size_t i = 0; i < results.size(); ++i) {
    INFO("place " << i + 1);
    CHECK(results[i]["finished"].boolean);
    CHECK_FALSE(results[i]["driven_to_line"].boolean);
    if (i) CHECK(results[i]["race_time"].number >= results[i - 1]["race_time"].number);
  }
  const auto replay = assets::read_replay(rec);
  REQUIRE(replay);
  CHECK(replay->until_all_finish);
  const auto v =
      run_tool({"replay", rec.string(), "--data", test::demo_disc().string(), "--verify"});
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
}

TEST_CASE("race --walls-push-back is recorded in the replay, which verifies with it",
          "[race][replay]") {
  test::TempDir dir;
  const fs::path rec = dir.path() / "walls.rpl";
  const auto r = run_tool(race_args({"--track", "duskring", "--cars", "2", "--laps", "1",
                                     "--walls-push-back", "--record", rec.string()}));
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto replay = assets::read_replay(rec);
  REQUIRE(replay);
  CHECK(replay->walls_push_back);
  const auto v =
      run_tool({"replay", rec.string(), "--data", test::demo_disc().string(), "--verify"});
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
  // Without the switch the recording says the original's walls.
  const fs::path plain = dir.path() / "plain.rpl";
  REQUIRE(run_tool(race_args({"--track", "duskring", "--cars", "2", "--laps", "1", "--record",
                              plain.string()}))
              .exit_code == 0);
  CHECK_FALSE(assets::read_replay(plain)->walls_push_back);
  CHECK_FALSE(assets::read_replay(plain)->long_lengths);
}

TEST_CASE("race --long-lengths is recorded in the replay, which verifies with it",
          "[race][replay]") {
  test::TempDir dir;
  const fs::path rec = dir.path() / "lengths.rpl";
  const auto r =
      run_tool(race_args({"--track", "duskring", "--cars", "3", "--laps", "1", "--long-lengths",
                          "--walls-push-back", "--record", rec.string()}));
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto replay = assets::read_replay(rec);
  REQUIRE(replay);
  CHECK(replay->long_lengths);
  CHECK(replay->walls_push_back);
  const auto v =
      run_tool({"replay", rec.string(), "--data", test::demo_disc().string(), "--verify"});
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
}

TEST_CASE("race and replay name what is wrong", "[race]") {
  const auto no_track = run_tool(race_args({"--track", "nowhere"}));
  CHECK(no_track.exit_code == 1);
  CHECK(no_track.err.find("no circuit named 'nowhere'") != std::string::npos);
  CHECK(no_track.err.find("DUSKRING") != std::string::npos);
  CHECK(run_tool(race_args({})).exit_code == 2);  // --track is required
  CHECK(run_tool(race_args({"--track", "duskring", "--humans", "1"})).exit_code == 2);
  CHECK(run_tool(race_args({"--track", "duskring", "--laps", "0"})).exit_code == 2);
  // A race record times 8 laps: the tool offers no more (docs/TRACK-FORMAT.md, laps).
  const auto nine = run_tool(race_args({"--track", "duskring", "--laps", "9"}));
  CHECK(nine.exit_code == 2);
  CHECK(nine.err.find("--laps must be a number from 1 to 8, not '9'") != std::string::npos);
  CHECK(run_tool(race_args({"--track", "duskring", "--difficulty", "silly"})).exit_code == 2);
  CHECK(run_tool(race_args({"--track", "duskring", "--frame-ms", "16", "--frame-ms-file", "f"}))
            .exit_code == 2);
  test::TempDir dir;
  const fs::path script = dir.path() / "bad.txt";
  write_text(script, "0 1 accelerate\n100 1 fly\n");
  const auto s = run_tool(
      race_args({"--track", "duskring", "--humans", "1", "--human-script", script.string()}));
  CHECK(s.exit_code == 1);
  CHECK(s.err.find("bad.txt:2: unknown control 'fly'") != std::string::npos);
  write_text(script, "0 2 accelerate\n");
  CHECK(run_tool(
            race_args({"--track", "duskring", "--humans", "1", "--human-script", script.string()}))
            .err.find("bad.txt:1: player '2'") != std::string::npos);
  const fs::path frames = dir.path() / "frames.txt";
  write_text(frames, "16 17 x\n");
  const auto f = run_tool(race_args({"--track", "duskring", "--frame-ms-file", frames.string()}));
  CHECK(f.exit_code == 1);
  CHECK(f.err.find("frame 3: 'x'") != std::string::npos);
  const fs::path junk = dir.path() / "junk.rpl";
  write_text(junk, "not a replay at all, just words");
  const auto j = run_tool({"replay", junk.string(), "--data", test::demo_disc().string()});
  CHECK(j.exit_code == 1);
  CHECK(j.err.find("junk.rpl") != std::string::npos);
  CHECK(j.err.find("not an Un-POD replay") != std::string::npos);
}

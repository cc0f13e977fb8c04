// unpod-tool replay FILE --inputs: a recorded race's humans' controls as --human-script lines, a
// line per change. The round trip: a scripted race recorded, its --inputs raced again with the
// same frame times, gives the same controls frame by frame and the same state hash; one human
// and two (the split screen's players).
#include <catch2/catch.hpp>

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

struct InputsLine {
  int64_t at_ms = 0;
  int player = 0;
  std::string controls;  // the words after the player, space-separated
};

// The script's lines, its comments left out.
std::vector<InputsLine> inputs_lines(const std::string& text) {
  std::vector<InputsLine> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    InputsLine l;
    words >> l.at_ms >> l.player;
    for (std::string w; words >> w;) l.controls += (l.controls.empty() ? "" : " ") + w;
    out.push_back(l);
  }
  return out;
}

// Races `script` on the Dusk Ring (four cars, one lap, a minute of race time at most) with
// 17 ms frames, recorded to `record`; returns the JSON results.
test::Json scripted_race(const fs::path& dir, const std::string& name, int humans,
                         const std::string& script, const fs::path& record) {
  const fs::path file = dir / (name + ".txt");
  std::ofstream(file, std::ios::binary) << script;
  const auto r = run_tool({"race",
                           "--data",
                           test::demo_disc().string(),
                           "--track",
                           "duskring",
                           "--cars",
                           "4",
                           "--laps",
                           "1",
                           "--humans",
                           std::to_string(humans),
                           "--human-script",
                           file.string(),
                           "--frame-ms",
                           "17",
                           "--max-minutes",
                           "1",
                           "--record",
                           record.string(),
                           "--json"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return parse_json(r.out);
}

std::string inputs_of(const fs::path& replay) {
  const auto r =
      run_tool({"replay", replay.string(), "--data", test::demo_disc().string(), "--inputs"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

// Races `script`, prints its --inputs, races those again: the same readings in every frame and
// the same state hash. Returns the printed script's lines.
std::vector<InputsLine> round_trip(int humans, const std::string& script) {
  test::TempDir dir;
  const fs::path first = dir.path() / "first.rpl", again = dir.path() / "again.rpl";
  const auto doc1 = scripted_race(dir.path(), "script", humans, script, first);
  const std::string printed = inputs_of(first);
  INFO(printed);
  const auto doc2 = scripted_race(dir.path(), "printed", humans, printed, again);
  CHECK(doc2["state_hash"].string == doc1["state_hash"].string);
  const auto a = assets::read_replay(first);
  const auto b = assets::read_replay(again);
  REQUIRE(a);
  REQUIRE(b);
  REQUIRE(a->frames.size() == b->frames.size());
  for (size_t f = 0; f < a->frames.size(); ++f) {
    INFO("frame " << f);
    REQUIRE(a->frames[f].ms == b->frames[f].ms);
    REQUIRE(a->frames[f].inputs == b->frames[f].inputs);
  }
  // The race raced again prints the same script.
  CHECK(inputs_of(again) == printed);
  return inputs_lines(printed);
}

}  // namespace

TEST_CASE("replay --inputs: one human's changes, a line each, raced again the same",
          "[replay][inputs]") {
  // Changes between frames (17 ms): each is printed at the first frame whose race clock has
  // reached it, within a frame and a step (17 + 17 ms) of the script's time.
  const auto lines = round_trip(1,
                                "0     1 accelerate\n"
                                "2505  1 accelerate left\n"
                                "2811  1 accelerate\n"
                                "7003  1 brake gear-down\n"
                                "9000  1 none\n");
  REQUIRE(lines.size() == 5);
  const int64_t at[] = {0, 2505, 2811, 7003, 9000};
  const char* const controls[] = {"accelerate", "accelerate left", "accelerate", "brake gear-down",
                                  "none"};
  for (size_t i = 0; i < lines.size(); ++i) {
    INFO("line " << i);
    CHECK(lines[i].player == 1);
    CHECK(lines[i].controls == controls[i]);
    CHECK(lines[i].at_ms >= at[i]);
    CHECK(lines[i].at_ms < at[i] + 34);
  }
}

TEST_CASE("replay --inputs: both players' changes, raced again the same", "[replay][inputs]") {
  const auto lines = round_trip(2,
                                "0     1 accelerate\n"
                                "3000  1 accelerate right\n"
                                "3300  1 accelerate\n"
                                "1500  2 accelerate\n"
                                "4000  2 brake left\n"
                                "6000  2 retire\n");
  int player1 = 0, player2 = 0;
  for (const InputsLine& l : lines) (l.player == 1 ? player1 : player2) += 1;
  CHECK(player1 == 3);
  CHECK(player2 == 3);
  REQUIRE_FALSE(lines.empty());
  CHECK(lines.back().controls.find("retire") != std::string::npos);
}

TEST_CASE("replay --inputs: a race nobody drove has no controls", "[replay][inputs]") {
  const auto lines = round_trip(1, "0 1 none\n");
  CHECK(lines.empty());
}

TEST_CASE("replay --inputs prints a script, not with --verify or --json", "[replay][inputs]") {
  test::TempDir dir;
  const fs::path rec = dir.path() / "r.rpl";
  scripted_race(dir.path(), "s", 1, "0 1 accelerate\n", rec);
  for (const char* other : {"--verify", "--json"}) {
    const auto r =
        run_tool({"replay", rec.string(), "--data", test::demo_disc().string(), "--inputs", other});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("--inputs") != std::string::npos);
  }
}

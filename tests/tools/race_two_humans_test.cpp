// unpod-tool race with two scripted humans (the split screen's two players): each player's lines
// reach its own car, both are placed, and the recorded race verifies on replay; a change to one
// player's keys in the recording diverges, and what differs is that player's car only.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <stdexcept>

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

void write_script_text(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

// Bits of the key map's slots (docs/REPLAY-FORMAT.md, the frames).
constexpr uint32_t kAccelerate = 1u << 0, kLeft = 1u << 2, kRight = 1u << 3;

// Four cars on the Dusk Ring, players 1 and 2 scripted; a minute of race time, then the cars still
// racing are driven to the line. Returns the JSON results.
test::Json race_with(const fs::path& dir, const std::string& name, const std::string& script,
                     const fs::path& record = {}) {
  const fs::path file = dir / (name + ".txt");
  write_script_text(file, script);
  std::vector<std::string> args = {"race", "--data", test::demo_disc().string(), "--track",
                                   "duskring"};
  args.insert(args.end(), {"--cars", "4", "--laps", "1", "--humans", "2", "--human-script",
                           file.string(), "--max-minutes", "1", "--json"});
  if (!record.empty()) {
    args.push_back("--record");
    args.push_back(record.string());
  }
  const auto r = run_tool(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return parse_json(r.out);
}

// A human's entry in the results.
const test::Json& result_of(const test::Json& doc, const std::string& driver) {
  const auto& results = doc["results"];
  for (size_t i = 0; i < results.size(); ++i)
    if (results[i]["driver"].string == driver) return results[i];
  throw std::runtime_error("no result for " + driver);
}

// Player 1 drives off at "GO!", steers left a moment and stops on the way; player 2 waits 4 s,
// then does the same the other way.
const char* const kBothDrive =
    "0     1 accelerate\n"
    "2500  1 accelerate left\n"
    "2800  1 accelerate\n"
    "9000  1 brake\n"
    "12000 1 none\n"
    "4000  2 accelerate\n"
    "6000  2 accelerate right\n"
    "6300  2 accelerate\n"
    "13000 2 brake\n"
    "16000 2 none\n";

}  // namespace

TEST_CASE("race --humans 2: the recorded race verifies, with both players' keys in it",
          "[race][replay][humans]") {
  test::TempDir dir;
  const fs::path rec = dir.path() / "two.rpl";
  const auto doc = race_with(dir.path(), "both", kBothDrive, rec);
  // Both humans placed, ahead of or among the computer drivers.
  REQUIRE(doc["results"].size() == 4);
  for (const char* who : {"PLAYER 1", "PLAYER 2"}) {
    const auto& r = result_of(doc, who);
    CHECK(r["human"].boolean);
    CHECK(r["place"].number >= 1);
    CHECK(r["place"].number <= 4);
  }
  // The replay holds both players' readings as the script gave them.
  auto replay = assets::read_replay(rec);
  REQUIRE(replay);
  REQUIRE(replay->humans == 2);
  REQUIRE(replay->devices.size() == 2);
  bool left1 = false, right2 = false, both = false;
  for (size_t f = 0; f < replay->frames.size(); ++f) {
    const auto& in = replay->frames[f].inputs;
    REQUIRE(in.size() == 2);
    left1 |= in[0].keys == (kAccelerate | kLeft);
    right2 |= in[1].keys == (kAccelerate | kRight);
    both |= (in[0].keys & kAccelerate) && (in[1].keys & kAccelerate);
  }
  CHECK(left1);
  CHECK(right2);
  CHECK(both);

  const auto v = run_tool(
      {"replay", rec.string(), "--data", test::demo_disc().string(), "--verify", "--json"});
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
  const auto vd = parse_json(v.out);
  CHECK(vd["verified"].boolean);
  CHECK(vd["state_hash"].string == doc["state_hash"].string);
}

TEST_CASE("race --humans 2: each player's keys drive its own car, not the other's",
          "[race][replay][humans]") {
  // One player's keys changed for half a second, a second after that player set off: the
  // replay diverges there, and what differs at the next checkpoint is that player's car only.
  test::TempDir dir;
  const fs::path rec = dir.path() / "two.rpl";
  race_with(dir.path(), "both", kBothDrive, rec);
  const auto replay = assets::read_replay(rec);
  REQUIRE(replay);
  for (size_t player = 0; player < 2; ++player) {
    size_t first = 0;  // the first frame the player accelerates
    while (first < replay->frames.size() &&
           !(replay->frames[first].inputs[player].keys & kAccelerate))
      ++first;
    REQUIRE(first + 90 < replay->frames.size());
    auto changed = *replay;
    for (size_t f = first + 60; f < first + 90; ++f)
      changed.frames[f].inputs[player].keys = uint16_t(player == 0 ? kRight : kLeft);
    const fs::path bad = dir.path() / ("changed" + std::to_string(player) + ".rpl");
    REQUIRE(assets::write_replay(bad, changed).empty());
    const auto d = run_tool(
        {"replay", bad.string(), "--data", test::demo_disc().string(), "--verify", "--json"});
    CHECK(d.exit_code == 3);
    const auto doc = parse_json(d.out);
    CHECK_FALSE(doc["verified"].boolean);
    const auto& differing = doc["differing"];
    REQUIRE(differing.size() > 0);
    const std::string mine = player == 0 ? "racer 0 (PLAYER 1)" : "racer 1 (PLAYER 2)";
    const std::string other = player == 0 ? "racer 1 (PLAYER 2)" : "racer 0 (PLAYER 1)";
    bool seen = false;
    for (size_t i = 0; i < differing.size(); ++i) {
      INFO("player " << player + 1 << ": " << differing[i].string);
      seen |= differing[i].string.rfind(mine, 0) == 0;
      CHECK(differing[i].string.rfind(other, 0) != 0);
    }
    CHECK(seen);
  }
}

TEST_CASE("race --humans 2: both players retire, the race ends, the replay verifies",
          "[race][replay][humans][retire]") {
  test::TempDir dir;
  const fs::path rec = dir.path() / "retire.rpl";
  const auto doc = race_with(dir.path(), "retire",
                             "0     1 accelerate\n"
                             "0     2 accelerate\n"
                             "8000  1 retire\n"
                             "12000 2 none retire\n",
                             rec);
  REQUIRE(doc["results"].size() == 4);
  // The two computer cars placed first and second, the players after them unplaced.
  for (size_t i = 0; i < 2; ++i) {
    CHECK_FALSE(doc["results"][i]["human"].boolean);
    CHECK(doc["results"][i]["place"].number == double(i + 1));
    CHECK(doc["results"][i]["finished"].boolean);
  }
  for (const char* who : {"PLAYER 1", "PLAYER 2"}) {
    const auto& r = result_of(doc, who);
    CHECK(r["place"].number == 0);
    CHECK(r["retired"].boolean);
    CHECK_FALSE(r["finished"].boolean);
  }
  auto replay = assets::read_replay(rec);
  REQUIRE(replay);
  // Player 1's reading carries the retirement from 8 s on, player 2's from 12 s.
  size_t first1 = 0, first2 = 0;
  for (size_t f = replay->frames.size(); f-- > 0;) {
    if (replay->frames[f].inputs[0].keys & assets::kReplayRetireBit) first1 = f;
    if (replay->frames[f].inputs[1].keys & assets::kReplayRetireBit) first2 = f;
  }
  CHECK(first1 > 0);
  CHECK(first2 > first1);
  const auto v =
      run_tool({"replay", rec.string(), "--data", test::demo_disc().string(), "--verify"});
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
}

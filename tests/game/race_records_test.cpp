// A race's best times on the game's side (game/modes/race_records): the circuit's file made on
// the first race, records marked only when they are the circuit's best, the file read back, a
// damaged file kept aside, and the lists of the "Best times" screen.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "modes/race_records.h"
#include "support/temp_dir.h"

using namespace unpod;
namespace md = game::modes;

namespace records {

constexpr int32_t kSec = 65536;

// A finished racer: place, racer, race time and best lap in seconds (whole or tenths).
sim::race::RaceResult finisher(int32_t place, int32_t racer, double race_s, double lap_s) {
  sim::race::RaceResult r;
  r.place = place;
  r.racer = racer;
  r.human = racer == 0;
  r.finished = true;
  r.race_time = static_cast<int32_t>(race_s * kSec);
  r.best_lap = static_cast<int32_t>(lap_s * kSec);
  r.laps = 3;
  return r;
}

sim::race::RaceResult not_finished(int32_t place, int32_t racer) {
  sim::race::RaceResult r;
  r.place = place;
  r.racer = racer;
  r.best_lap = 95 * kSec;  // a lap done, but not the race: not saved
  r.laps = 1;
  return r;
}

const std::vector<sim::race::RacerName> kNames = {
    {"PLAYER 1", "Tiger Shark"}, {"Maverick", "Cobra"}, {"Bonnie", "Zephyr"}, {"Clyde", "Cobra"}};

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

md::RaceRecords save(const std::filesystem::path& path,
                     const std::vector<sim::race::RaceResult>& results) {
  md::RaceRecords r =
      md::save_race_records(path, "Beltane", assets::CircuitDirection::forward, 3, results, kNames);
  INFO(r.error);
  CHECK(r.error.empty());
  return r;
}

}  // namespace records

TEST_CASE("Best times file: one per circuit and direction, named in lower case",
          "[game][race-records]") {
  CHECK(md::best_times_path("/d", "Beltane", assets::CircuitDirection::forward) ==
        "/d/beltane.best");
  CHECK(md::best_times_path("/d", "Beltane", assets::CircuitDirection::reverse) ==
        "/d/beltane.reverse.best");
}

TEST_CASE("Race records: the first race makes them, a slower one does not, a faster one does",
          "[game][race-records]") {
  test::TempDir dir;
  const auto path =
      md::best_times_path(dir.path() / "best", "Beltane", assets::CircuitDirection::forward);

  // Maverick wins (300 s, best lap 98 s); the player is second but has the fastest lap (97 s);
  // Bonnie does not finish.
  md::RaceRecords first =
      records::save(path, {records::finisher(1, 1, 300, 98), records::finisher(2, 0, 305, 97),
                           records::not_finished(3, 2)});
  REQUIRE(first.marks.size() == 3);
  CHECK(first.warnings.empty());
  CHECK(first.marks[0] == md::RecordMark{1, 0});  // the race record, second lap
  CHECK(first.marks[1] == md::RecordMark{0, 1});  // the lap record
  CHECK(first.marks[2] == md::RecordMark{-1, -1});
  CHECK(first.marks[0].new_race_record());
  CHECK_FALSE(first.marks[0].new_lap_record());
  CHECK(first.marks[1].new_lap_record());
  CHECK_FALSE(first.marks[1].new_race_record());
  // The file reads back as saved.
  auto read = assets::read_best_times(path);
  REQUIRE(read);
  CHECK(read.value() == first.times);
  CHECK(read->circuit == "beltane");
  REQUIRE(read->laps.size() == 2);
  CHECK(read->laps[0] == assets::BestTimeEntry{97 * records::kSec, 305 * records::kSec, 3,
                                               "PLAYER 1", "Tiger Shark"});
  CHECK(read->laps[1] ==
        assets::BestTimeEntry{98 * records::kSec, 300 * records::kSec, 3, "Maverick", "Cobra"});
  REQUIRE(read->races.size() == 2);
  CHECK(read->races[0].driver == "Maverick");

  // Slower in every way: into the tables, no record.
  const md::RaceRecords slower =
      records::save(path, {records::finisher(1, 2, 310, 99), records::finisher(2, 1, 311, 100)});
  CHECK(slower.marks[0] == md::RecordMark{2, 2});
  CHECK(slower.marks[1] == md::RecordMark{3, 3});
  for (const md::RecordMark& m : slower.marks) {
    CHECK_FALSE(m.new_lap_record());
    CHECK_FALSE(m.new_race_record());
  }
  read = assets::read_best_times(path);
  REQUIRE(read);
  CHECK(read->laps.size() == 4);
  CHECK(read->laps[0].driver == "PLAYER 1");

  // Faster: both finishers beat the old lap record (97 s); only the faster (Clyde, 89 s) holds it.
  const md::RaceRecords faster =
      records::save(path, {records::finisher(1, 0, 290, 90), records::finisher(2, 3, 291, 89)});
  CHECK(faster.marks[0] == md::RecordMark{1, 0});
  CHECK(faster.marks[1] == md::RecordMark{0, 1});
  read = assets::read_best_times(path);
  REQUIRE(read);
  CHECK(read->laps[0].driver == "Clyde");
  CHECK(read->laps[1].driver == "PLAYER 1");
  CHECK(read->races[0].driver == "PLAYER 1");
  CHECK(read->races[0].race_time == 290 * records::kSec);
  CHECK(read.value() == faster.times);
}

TEST_CASE("Race records: a time pushed out of a full table by the same race has no rank",
          "[game][race-records]") {
  test::TempDir dir;
  const auto path = md::best_times_path(dir.path(), "Beltane", assets::CircuitDirection::forward);
  // Nine races of 200 s to 208 s (laps of 60 s to 68 s) fill nine places of ten.
  for (int32_t i = 0; i < 9; ++i) records::save(path, {records::finisher(1, 1, 200 + i, 60 + i)});
  // The winner enters last of all (the tenth place); the second, faster on its lap only, enters
  // the lap table before it and pushes it out.
  const md::RaceRecords r =
      records::save(path, {records::finisher(1, 2, 209, 69), records::finisher(2, 3, 210, 50)});
  CHECK(r.marks[0].lap_rank == -1);
  CHECK(r.marks[0].race_rank == 9);
  CHECK(r.marks[1].lap_rank == 0);
  CHECK(r.marks[1].race_rank == -1);  // 210 s: past the tenth
  auto read = assets::read_best_times(path);
  REQUIRE(read);
  CHECK(read->laps.size() == assets::kBestTimesKept);
  CHECK(read->laps.back().best_lap == 68 * records::kSec);
}

TEST_CASE("Race records: a damaged file is kept aside and the race starts a new one",
          "[game][race-records]") {
  test::TempDir dir;
  const auto path = md::best_times_path(dir.path(), "Beltane", assets::CircuitDirection::forward);
  const std::string garbage = "unpod-best-times\t1\ncircuit\tbeltane\nlap\tnot a number\n";
  records::write_text(path, garbage);
  const md::RaceRecords r = records::save(path, {records::finisher(1, 0, 300, 98)});
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].find("beltane.best.corrupt-1") != std::string::npos);
  CHECK(r.warnings[0].find("line 3") != std::string::npos);
  CHECK(records::file_text(dir.path() / "beltane.best.corrupt-1") == garbage);
  CHECK(r.marks[0] == md::RecordMark{0, 0});
  const auto read = assets::read_best_times(path);
  REQUIRE(read);
  CHECK(read->laps.size() == 1);

  // Another circuit's file under this name: left as it is, nothing written.
  const auto other = md::best_times_path(dir.path(), "Azthec", assets::CircuitDirection::forward);
  std::filesystem::copy_file(path, other);
  const md::RaceRecords refused =
      md::save_race_records(other, "Azthec", assets::CircuitDirection::forward, 3,
                            {records::finisher(1, 0, 100, 30)}, records::kNames);
  CHECK(refused.error.find("holds the times of beltane") != std::string::npos);
  CHECK(records::file_text(other) == records::file_text(path));
}

TEST_CASE("Best times lists: the lap table, the race tables by length, per car",
          "[game][race-records]") {
  test::TempDir dir;
  const auto path = md::best_times_path(dir.path(), "Beltane", assets::CircuitDirection::reverse);
  CHECK(md::list_best_times(path).laps.empty());  // no file yet
  CHECK(md::list_best_times(path).problem.empty());

  const auto save_laps = [&](int32_t laps, const std::vector<sim::race::RaceResult>& results) {
    const md::RaceRecords r = md::save_race_records(
        path, "Beltane", assets::CircuitDirection::reverse, laps, results, records::kNames);
    REQUIRE(r.error.empty());
  };
  save_laps(3, {records::finisher(1, 1, 300, 98), records::finisher(2, 0, 305, 97),
                records::finisher(3, 3, 306, 99)});
  save_laps(5, {records::finisher(1, 0, 500, 96)});

  const md::BestTimesList all = md::list_best_times(path);
  CHECK(all.problem.empty());
  REQUIRE(all.laps.size() == 4);
  CHECK(all.laps[0].best_lap == 96 * records::kSec);
  CHECK(all.laps[3].driver == "Clyde");
  REQUIRE(all.races.size() == 2);
  CHECK(all.races[0].laps == 3);
  CHECK(all.races[0].entries.size() == 3);
  CHECK(all.races[1].laps == 5);
  CHECK(all.races[1].entries.size() == 1);
  CHECK(all.cars == std::vector<std::string>{"Tiger Shark", "Cobra"});

  const md::BestTimesList cobra = md::list_best_times(path, "COBRA");
  REQUIRE(cobra.laps.size() == 2);
  CHECK(cobra.laps[0].driver == "Maverick");
  CHECK(cobra.laps[1].driver == "Clyde");
  REQUIRE(cobra.races.size() == 1);
  CHECK(cobra.races[0].laps == 3);
  CHECK(cobra.races[0].entries.size() == 2);

  // A damaged file: a problem, and the file is not touched by listing.
  records::write_text(path, "nonsense\n");
  const md::BestTimesList bad = md::list_best_times(path);
  CHECK_FALSE(bad.problem.empty());
  CHECK(bad.laps.empty());
  CHECK(records::file_text(path) == "nonsense\n");
}

// The best-times file (docs/formats/best-times.md): round trip, the tables' order, and a corrupt
// or truncated file set aside, never lost.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

#include "unpod/assets/best_times.h"
#include "unpod/assets/file_io.h"

namespace fs = std::filesystem;
using namespace unpod::assets;

namespace {

// A fresh, empty folder per test, removed afterwards.
struct TimesDir {
  fs::path dir;
  TimesDir() {
    std::random_device rd;
    std::string name = "unpod-best-times-";  // appended: GCC 12's -Wrestrict misfires on +
    name += std::to_string(rd());
    dir = fs::temp_directory_path() / name;
    fs::create_directories(dir);
  }
  ~TimesDir() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void spill(const fs::path& p, const std::string& s) {
  std::ofstream out(p, std::ios::binary);
  out << s;
}

BestTimeEntry entry(Fx lap, Fx race, int32_t laps, std::string driver, std::string car = "Ivory") {
  return {lap, race, laps, std::move(driver), std::move(car)};
}

BestTimes sample() {
  BestTimes t;
  t.circuit = "duskring";
  t.direction = CircuitDirection::reverse;
  t.update(entry(107 * 65536 + 49152, 331 * 65536 + 1966, 3, "Maverick", "Tiger Shark"));
  t.update(entry(110 * 65536, 340 * 65536, 3, "Kim", "Ivory"));
  t.update(entry(60 * 65536, 62 * 65536, 1, "Player One", "Ivory"));
  return t;
}

}  // namespace

TEST_CASE("best times: a table written and read back is the same table") {
  TimesDir tmp;
  const auto path = tmp.dir / "duskring.best";
  const BestTimes t = sample();
  REQUIRE(write_best_times(path, t).empty());
  auto back = read_best_times(path);
  REQUIRE(back.ok());
  CHECK(*back == t);
  CHECK(back->direction == CircuitDirection::reverse);
  CHECK(back->laps.size() == 3);
  CHECK(back->races.size() == 3);
  // The text is the documented one, byte for byte.
  CHECK(slurp(path) == best_times_text(t));
  CHECK(slurp(path).rfind("unpod-best-times\t1\ncircuit\tduskring\ndirection\treverse\n", 0) == 0);
}

TEST_CASE("best times: update keeps the best laps in order, ties after the holder") {
  BestTimes t;
  CHECK(t.update(entry(500, 2000, 3, "a")).lap == 0);
  CHECK(t.update(entry(300, 2100, 3, "b")).lap == 0);
  CHECK(t.update(entry(400, 1900, 3, "c")).lap == 1);
  const auto tie = t.update(entry(400, 1900, 3, "d"));
  CHECK(tie.lap == 2);   // after "c", who set 400 first
  CHECK(tie.race == 1);  // after "c" too
  REQUIRE(t.laps.size() == 4);
  CHECK(t.laps[0].driver == "b");
  CHECK(t.laps[1].driver == "c");
  CHECK(t.laps[2].driver == "d");
  CHECK(t.laps[3].driver == "a");
  REQUIRE(t.races.size() == 4);
  CHECK(t.races[0].driver == "c");
  CHECK(t.races[1].driver == "d");
  CHECK(t.races[2].driver == "a");
  CHECK(t.races[3].driver == "b");
}

TEST_CASE("best times: only the best ten are kept, race times ranked per lap count") {
  BestTimes t;
  for (int i = 0; i < 15; ++i) t.update(entry(1000 - i, 5000 - i, 3, std::to_string(i)));
  REQUIRE(t.laps.size() == kBestTimesKept);
  CHECK(t.laps.front().best_lap == 986);
  CHECK(t.laps.back().best_lap == 995);
  // A slower lap does not enter; a 5-lap race starts its own run and is its first.
  const auto slow = t.update(entry(2000, 9000, 5, "slow"));
  CHECK(slow.lap == -1);
  CHECK(slow.race == 0);
  CHECK(t.update(entry(2000, 9999, 3, "slow3")).race == -1);
  REQUIRE(t.races.size() == kBestTimesKept + 1);
  for (size_t i = 0; i + 1 < kBestTimesKept; ++i) {
    CHECK(t.races[i].laps == 3);
    CHECK(t.races[i].race_time < t.races[i + 1].race_time);
  }
  CHECK(t.races.back().laps == 5);
  // Invalid entries enter nothing; names are cleaned so the file stays readable.
  CHECK(t.update(entry(0, 10, 3, "zero")).lap == -1);
  CHECK(t.update(entry(10, 10, 0, "no laps")).race == -1);
  BestTimes n;
  n.circuit = "x";
  n.update(entry(5, 5, 1, std::string("tab\there\nand a very long name beyond thirty-two bytes")));
  CHECK(n.laps[0].driver == "tab here and a very long name be");
  auto back = parse_best_times(best_times_text(n), "memory");
  REQUIRE(back.ok());
  CHECK(*back == n);
}

TEST_CASE("best times: a corrupt file is kept aside under a new name with a warning") {
  TimesDir tmp;
  const auto path = tmp.dir / "duskring.best";
  const std::string garbage = "unpod-best-times\t1\ncircuit\tduskring\nnonsense\x01\xff\n";
  spill(path, garbage);
  // An earlier set-aside file is never overwritten.
  spill(tmp.dir / "duskring.best.corrupt-1", "older");

  std::vector<std::string> warnings;
  const BestTimes t = load_best_times_or_set_aside(path, warnings);
  CHECK(t == BestTimes{});
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].find("duskring.best.corrupt-2") != std::string::npos);
  CHECK(warnings[0].find("line 3") != std::string::npos);
  CHECK_FALSE(fs::exists(path));
  CHECK(slurp(tmp.dir / "duskring.best.corrupt-2") == garbage);
  CHECK(slurp(tmp.dir / "duskring.best.corrupt-1") == "older");

  // A missing file is simply an empty table, no warning; a good one loads.
  warnings.clear();
  CHECK(load_best_times_or_set_aside(path, warnings) == BestTimes{});
  CHECK(warnings.empty());
  REQUIRE(write_best_times(path, sample()).empty());
  CHECK(load_best_times_or_set_aside(path, warnings) == sample());
  CHECK(warnings.empty());
}

TEST_CASE("best times: a truncated file is an error naming the file, line and offset") {
  const std::string text = best_times_text(sample());
  // Every cut short of the whole file fails, none crashes.
  for (size_t n = 0; n < text.size(); ++n) {
    auto r = parse_best_times(text.substr(0, n), "cut.best");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().file == "cut.best");
    CHECK(r.error().offset <= n);
  }
  const auto lines_before_end = text.rfind("end\t");
  auto r = parse_best_times(text.substr(0, lines_before_end), "cut.best");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().section == "line 10");
  CHECK(r.error().offset == lines_before_end);
  CHECK(r.error().message.find("truncated") != std::string::npos);
  // A line dropped from the middle is caught by the end line's count.
  std::string dropped = text;
  const auto second = dropped.find("lap\t");
  dropped.erase(second, dropped.find('\n', second) + 1 - second);
  CHECK_FALSE(parse_best_times(dropped, "x").ok());
  // Out-of-order entries and bad numbers are refused.
  CHECK_FALSE(parse_best_times("unpod-best-times\t2\n", "x").ok());
  CHECK_FALSE(parse_best_times("unpod-best-times\t1\ncircuit\ta\ndirection\tforward\n"
                               "lap\t9\t9\t1\td\tc\nlap\t8\t9\t1\td\tc\nend\t2\n",
                               "x")
                  .ok());
  CHECK_FALSE(parse_best_times("unpod-best-times\t1\ncircuit\ta\ndirection\tforward\n"
                               "lap\t9x\t9\t1\td\tc\nend\t1\n",
                               "x")
                  .ok());
  CHECK(parse_best_times("unpod-best-times\t1\ncircuit\ta\ndirection\tforward\n"
                         "lap\t8\t9\t1\td\tc\nlap\t9\t9\t1\td\tc\nend\t2\n",
                         "x")
            .ok());
}

TEST_CASE("best times: the atomic write leaves no temporary file behind") {
  TimesDir tmp;
  const auto path = tmp.dir / "duskring.best";
  spill(path, "old contents");
  REQUIRE(write_best_times(path, sample()).empty());
  REQUIRE(write_best_times(path, sample()).empty());
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(tmp.dir))
    names.push_back(e.path().filename().string());
  REQUIRE(names.size() == 1);
  CHECK(names[0] == "duskring.best");
  CHECK(read_best_times(path).ok());
  // A folder that does not exist is an error message, not a crash, and writes nothing.
  CHECK_FALSE(write_best_times(tmp.dir / "missing" / "x.best", sample()).empty());
}

// Files written whole or not at all (assets::write_file_atomic, the one writer of every file the
// game and the tools write): a write that fails part-way leaves the old file whole and no
// temporary file behind, and a reader never sees a half-written file while a write runs. For
// each kind of file here (best times, replays); the game's own (settings, the championship) are
// in tests/game/atomic_files_test.cpp. A writer that wrote in place would fail these.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "support/sample_replay.h"
#include "support/temp_dir.h"
#include "unpod/assets/best_times.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/replay.h"

using namespace unpod;
namespace fs = std::filesystem;

namespace {

std::vector<uint8_t> bytes_of(const fs::path& p) {
  auto b = assets::read_file(p);
  REQUIRE(b.ok());
  return *b;
}

// Every file in `dir` other than `keep`: a temporary file left behind would be one.
std::vector<std::string> strays(const fs::path& dir, const fs::path& keep) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename() != keep.filename()) out.push_back(e.path().filename().string());
  return out;
}

assets::BestTimes times_with(const std::string& driver) {
  assets::BestTimes t;
  t.circuit = "duskring";
  t.update({65536 * 70, 65536 * 215, 3, driver, "ZEPHYR"});
  return t;
}

}  // namespace

TEST_CASE("a write that fails part-way leaves the old file whole and nothing beside it",
          "[file-io][atomic]") {
  test::TempDir dir;
  const fs::path file = dir.path() / "data.bin";
  const std::vector<uint8_t> old(5000, 0x11), fresh(9000, 0x22);
  REQUIRE(assets::write_file_atomic(file, old).empty());
  for (size_t after : {size_t(0), size_t(1), size_t(4999), size_t(8999)}) {
    INFO("the disk full after " << after << " bytes");
    assets::fail_next_write_after(after);
    const std::string error = assets::write_file_atomic(file, fresh);
    CHECK_FALSE(error.empty());
    CHECK(bytes_of(file) == old);
    CHECK(strays(dir.path(), file).empty());
  }
  // The next write is whole again (the failure is once).
  REQUIRE(assets::write_file_atomic(file, fresh).empty());
  CHECK(bytes_of(file) == fresh);
  CHECK(strays(dir.path(), file).empty());
}

TEST_CASE("best times and replays: a failed write keeps the old file, which still reads",
          "[file-io][atomic]") {
  test::TempDir dir;
  SECTION("best times") {
    const fs::path file = dir.path() / "duskring.txt";
    REQUIRE(assets::write_best_times(file, times_with("ANNA")).empty());
    const std::vector<uint8_t> old = bytes_of(file);
    assets::fail_next_write_after(20);
    CHECK_FALSE(assets::write_best_times(file, times_with("BORIS")).empty());
    CHECK(bytes_of(file) == old);
    auto read = assets::read_best_times(file);
    REQUIRE(read.ok());
    CHECK(read->laps.at(0).driver == "ANNA");
    CHECK(strays(dir.path(), file).empty());
  }
  SECTION("a replay") {
    const fs::path file = dir.path() / "race.rpl";
    assets::Replay replay = test::sample_replay();
    REQUIRE(assets::write_replay(file, replay).empty());
    const std::vector<uint8_t> old = bytes_of(file);
    replay.frames.resize(replay.frames.size() / 2);
    assets::fail_next_write_after(old.size() / 3);
    CHECK_FALSE(assets::write_replay(file, replay).empty());
    CHECK(bytes_of(file) == old);
    CHECK(assets::read_replay(file).ok());
    CHECK(strays(dir.path(), file).empty());
  }
}

TEST_CASE("a reader never sees a half-written file while writes run", "[file-io][atomic]") {
  test::TempDir dir;
  const fs::path file = dir.path() / "big.bin";
  // Two whole versions, large enough that a write takes many of the reader's reads.
  const std::vector<uint8_t> a(4 << 20, 'a'), b(3 << 20, 'b');
  REQUIRE(assets::write_file_atomic(file, a).empty());
  std::atomic<bool> done{false};
  std::atomic<int> writes{0};
  std::thread writer([&] {
    // Bounded in count and in time.
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    for (int i = 0; i < 60 && std::chrono::steady_clock::now() < until; ++i) {
      if (!assets::write_file_atomic(file, i % 2 ? a : b).empty()) break;
      ++writes;
    }
    done = true;
  });
  int reads = 0, torn = 0, missing = 0;
  while (!done && reads + missing < 100000) {
    auto read = assets::read_file(file);
    if (!read.ok()) {
      ++missing;  // a rename replaces the file in one step: the name never goes
      continue;
    }
    ++reads;
    if (*read != a && *read != b) ++torn;
  }
  writer.join();
  INFO(writes << " writes, " << reads << " reads");
  CHECK(writes >= 10);
  CHECK(reads >= 10);
  CHECK(torn == 0);
  CHECK(missing == 0);
  CHECK(strays(dir.path(), file).empty());
}

// The replays the game keeps (game/shell/replay_files.h): a race recorded in memory (every race the
// game plays) saved from the results screen into the replays folder under its circuit and time,
// atomically, and the file plays back to the recorded hashes; the replays screen's list, newest
// first, with a damaged file and one recorded on another circuit file each reported with its
// reason.
#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <stdexcept>

#include "race/race_frame.h"
#include "race/race_load.h"
#include "race/race_recording.h"
#include "shell/replay_files.h"
#include "support/temp_dir.h"
#include "unpod/sim/session/replay.h"

using namespace unpod;

namespace {

const assets::Installation& replays_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

// A race of the Dusk Ring played `frames` frames of 17 ms as the window plays one (player 1
// accelerating from frame 250), recorded in memory only, then left as the game's end leaves it.
assets::Replay replays_race(uint32_t frames) {
  game::Options o;
  o.track = "duskring";
  o.opponents = 1;
  o.laps = 1;
  std::string error;
  auto race = game::load_race(replays_disc(), o, error);
  INFO(error);
  REQUIRE(race);
  REQUIRE(game::start_recording(*race, {}).empty());
  game::start_race(*race);
  for (uint32_t k = 0; k < frames && !race->finished; ++k) {
    game::PlayerDevices d{};
    d[0].frame.keys[sim::controls::key_slot::kAccelerate] = k >= 250;
    game::race_frame(*race, d, 1000 + 17 * k);
  }
  REQUIRE(game::end_race(*race));
  REQUIRE(race->recorded);
  CHECK_FALSE(race->recorder);
  return *race->recorded;
}

std::time_t replays_time(int year, int month, int day, int hour, int minute, int second) {
  std::tm t{};
  t.tm_year = year - 1900;
  t.tm_mon = month - 1;
  t.tm_mday = day;
  t.tm_hour = hour;
  t.tm_min = minute;
  t.tm_sec = second;
  t.tm_isdst = -1;
  return std::mktime(&t);  // local time, as the names are
}

std::vector<std::string> replays_names_in(const std::filesystem::path& folder) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(folder))
    names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

TEST_CASE("SAVE REPLAY writes the race under its circuit and time, and it plays back as recorded",
          "[game][replays]") {
  test::TempDir dir;
  const assets::Replay replay = replays_race(600);
  CHECK(replay.frames.size() == 600);
  const std::time_t when = replays_time(2026, 12, 2, 9, 5, 7);
  const game::SavedReplay saved = game::save_replay(dir.path() / "replays", replay, when);
  REQUIRE(saved.error.empty());
  CHECK(saved.path == dir.path() / "replays" / "DUSKRING-20261202-090507.rpl");
  // Atomically: nothing but the replay is left in the folder (no temporary file).
  CHECK(replays_names_in(dir.path() / "replays") ==
        std::vector<std::string>{"DUSKRING-20261202-090507.rpl"});
  // A second save in the same second keeps the first.
  const game::SavedReplay again = game::save_replay(dir.path() / "replays", replay, when);
  REQUIRE(again.error.empty());
  CHECK(again.path.filename() == "DUSKRING-20261202-090507-2.rpl");

  auto read = assets::read_replay(saved.path);
  REQUIRE(read);
  CHECK(*read == replay);
  std::string error;
  auto race = game::load_race(replays_disc(), *read, error);
  INFO(error);
  REQUIRE(race);
  const sim::session::Playback played = sim::session::play(*race->session, *read, true);
  INFO(played.note);
  CHECK(played.matched);
  CHECK(played.steps == read->step_hashes.size());
}

TEST_CASE("save_replay_line saves into the user's replays folder and says so", "[game][replays]") {
  test::TempDir dir;
  const std::string line = game::save_replay_line(dir.path(), replays_race(300));
  CHECK(line.rfind("REPLAY SAVED: DUSKRING-", 0) == 0);
  const auto names = replays_names_in(dir.path() / game::kReplaysFolder);
  REQUIRE(names.size() == 1);
  CHECK(line == "REPLAY SAVED: " + names[0]);
}

TEST_CASE("a race recorded in memory goes on when a device changes, unrecorded",
          "[game][replays]") {
  game::Options o;
  o.track = "duskring";
  o.opponents = 1;
  std::string error;
  auto race = game::load_race(replays_disc(), o, error);
  REQUIRE(race);
  REQUIRE(game::start_recording(*race, {}).empty());
  game::start_race(*race);
  game::PlayerDevices d{};
  for (uint32_t k = 0; k < 100; ++k) game::race_frame(*race, d, 1000 + 17 * k);
  d[0].device = game::controls::pad_device(game::controls::Steering::kLinear);
  const game::RaceFrame frame = game::race_frame(*race, d, 1000 + 17 * 100);
  CHECK_FALSE(race->finished);  // the race goes on (with --record it would end here)
  CHECK_FALSE(frame.end);
  CHECK_FALSE(race->recorder);
  CHECK(race->unrecorded == "a player's device changed mid-race");
  game::race_frame(*race, d, 1000 + 17 * 101);  // no recorder's observer left behind
  REQUIRE(game::end_race(*race));
  CHECK_FALSE(race->recorded);
}

TEST_CASE("the replays list: newest first, a damaged or foreign file with its reason",
          "[game][replays]") {
  test::TempDir dir;
  const auto folder = dir.path() / "replays";
  const assets::Replay replay = replays_race(300);
  REQUIRE(game::save_replay(folder, replay, replays_time(2025, 3, 1, 10, 0, 0)).error.empty());
  REQUIRE(game::save_replay(folder, replay, replays_time(2025, 3, 4, 8, 30, 0)).error.empty());
  REQUIRE(game::save_replay(folder, replay, replays_time(2024, 12, 31, 23, 59, 59)).error.empty());
  assets::Replay foreign = replay;
  foreign.circuit_crc ^= 1;  // recorded on another DUSKRING
  REQUIRE(game::save_replay(folder, foreign, replays_time(2025, 1, 1, 0, 0, 0)).error.empty());
  // A damaged file, named by no date: its file's time (now) dates it, the newest.
  std::vector<uint8_t> bytes = assets::encode_replay(replay);
  bytes.resize(bytes.size() / 2);
  test::TempDir other;
  const auto cut = other.path() / "cut.rpl";
  {
    std::ofstream(cut, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), long(bytes.size()));
  }
  std::filesystem::copy_file(cut, folder / "cut.rpl");
  std::filesystem::last_write_time(folder / "cut.rpl",
                                   std::filesystem::file_time_type::clock::now());
  { std::ofstream(folder / "notes.txt") << "not a replay\n"; }

  game::InstallationPrints prints(replays_disc());
  const auto list = game::list_replays(folder, &prints);
  REQUIRE(list.size() == 5);
  CHECK(list[0].path.filename() == "cut.rpl");
  CHECK(list[0].circuit.empty());
  CHECK(list[0].problem.find("cut.rpl") != std::string::npos);  // the loader names the file
  CHECK(list[1].path.filename() == "DUSKRING-20250304-083000.rpl");
  CHECK(list[1].stamp == "20250304-083000");
  CHECK(game::stamp_text(list[1].stamp) == "2025-03-04 08:30");
  CHECK(list[1].problem.empty());
  CHECK(list[1].circuit == "DUSKRING");
  CHECK(list[1].laps == 1);
  CHECK(list[1].cars == 2);
  CHECK(list[1].humans == std::vector<std::string>{replay.racers[0].driver});
  CHECK(list[2].path.filename() == "DUSKRING-20250301-100000.rpl");
  CHECK(list[3].path.filename() == "DUSKRING-20250101-000000.rpl");
  CHECK(list[3].problem == "recorded on another DUSKRING (CRC-32 differs)");
  CHECK(list[4].path.filename() == "DUSKRING-20241231-235959.rpl");
  CHECK(list[4].problem.empty());
  // Unchecked (no installation): only the damaged file has a problem.
  const auto unchecked = game::list_replays(folder, nullptr);
  REQUIRE(unchecked.size() == 5);
  CHECK(unchecked[3].problem.empty());
  CHECK_FALSE(unchecked[0].problem.empty());
  // No folder yet: an empty list.
  CHECK(game::list_replays(dir.path() / "none", &prints).empty());
}

TEST_CASE("a replay naming a car the installation lacks is reported, not loaded",
          "[game][replays]") {
  assets::Replay replay = replays_race(200);
  replay.racers[1].car = "NOSUCHCAR";
  game::InstallationPrints prints(replays_disc());
  CHECK(prints.mismatch(replay) == "car NOSUCHCAR is not in this installation");
  replay.circuit = "NOWHERE";
  CHECK(prints.mismatch(replay) == "circuit NOWHERE is not in this installation");
}

// unpod --record: a race played frame by frame as the window plays it, recorded through the sim's
// Recorder, is written as a replay that plays back to the same hashes on a race loaded afresh:
// quit mid-race or run to its end, with one human or two (both players' readings in it), and a
// device changed mid-race ends the recording.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "race/race_frame.h"
#include "race/race_load.h"
#include "race/race_recording.h"
#include "support/temp_dir.h"
#include "unpod/sim/session/replay.h"

using namespace unpod;

namespace {

const assets::Installation& recording_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

// The replay's key bits (docs/REPLAY-FORMAT.md, the frames: bit i, key map slot i).
constexpr uint16_t kRecAccelerate = 1 << 0, kRecBrake = 1 << 1, kRecLeft = 1 << 2;

game::Options recording_options(int players) {
  game::Options o;
  o.track = "duskring";
  o.players = players;
  o.opponents = 2;
  o.laps = 1;
  return o;
}

// Frame k's keys: player 1 accelerates from frame 300 and steers left for a while, player 2
// accelerates from frame 400 and brakes from 700.
game::PlayerDevices recording_devices(uint32_t k) {
  namespace slot = sim::controls::key_slot;
  game::PlayerDevices d{};
  d[0].frame.keys[slot::kAccelerate] = k >= 300;
  d[0].frame.keys[slot::kLeft] = k >= 500 && k < 540;
  d[1].frame.keys[slot::kAccelerate] = k >= 400 && k < 700;
  d[1].frame.keys[slot::kBrake] = k >= 700;
  return d;
}

// Plays `frames` frames of 17 ms (fewer when the race ends first) with --record to `path`, then
// quits as the window does; returns the replay read back.
assets::Replay recorded_race(int players, uint32_t frames, const std::filesystem::path& path) {
  std::string error;
  auto race = game::load_race(recording_disc(), recording_options(players), error);
  INFO(error);
  REQUIRE(race);
  REQUIRE(game::start_recording(*race, path).empty());
  game::start_race(*race);
  for (uint32_t k = 0; k < frames && !race->finished; ++k)
    game::race_frame(*race, recording_devices(k), 1000 + 17 * k);
  sim::race::DriveReport end;
  if (race->recorder) REQUIRE(game::finish_recording(*race, end));
  CHECK(race->finished);
  auto replay = assets::read_replay(path);
  INFO((replay ? "" : replay.error().to_string()));
  REQUIRE(replay);
  return std::move(replay.value());
}

// The replay played back through a race loaded afresh (the game's own setup) and verified.
sim::session::Playback played_back(int players, const assets::Replay& replay) {
  std::string error;
  auto race = game::load_race(recording_disc(), recording_options(players), error);
  REQUIRE(race);
  return sim::session::play(*race->session, replay, true);
}

}  // namespace

TEST_CASE("a race quit mid-race is recorded: its frames, its keys, and it verifies",
          "[game][record]") {
  test::TempDir dir;
  const auto replay = recorded_race(1, 900, dir.path() / "quit.rpl");
  CHECK(replay.circuit == "DUSKRING");  // CIRCUITS.BIN's name
  CHECK(replay.humans == 1);
  CHECK(replay.computers == 2);
  CHECK(replay.walls_push_back);
  CHECK(replay.long_lengths);
  REQUIRE(replay.frames.size() == 900);  // the recording stops at the quit
  CHECK(replay.frames.front().ms == 1000);
  CHECK(replay.frames.back().ms == 1000 + 17 * 899);
  CHECK(replay.frames[299].inputs[0].keys == 0);
  CHECK(replay.frames[300].inputs[0].keys == kRecAccelerate);  // accelerate
  CHECK(replay.frames[500].inputs[0].keys == (kRecAccelerate | kRecLeft));
  const auto played = played_back(1, replay);
  INFO(played.note);
  CHECK(played.matched);
  CHECK(played.steps == replay.step_hashes.size());
}

TEST_CASE("split screen: both players' readings are recorded and the race verifies",
          "[game][record]") {
  test::TempDir dir;
  const auto replay = recorded_race(2, 800, dir.path() / "two.rpl");
  REQUIRE(replay.humans == 2);
  REQUIRE(replay.devices.size() == 2);
  REQUIRE(replay.frames.size() == 800);
  CHECK(replay.frames[450].inputs.size() == 2);
  CHECK(replay.frames[450].inputs[0].keys == kRecAccelerate);
  CHECK(replay.frames[450].inputs[1].keys == kRecAccelerate);
  CHECK(replay.frames[750].inputs[1].keys == kRecBrake);  // player 2 brakes
  const auto played = played_back(2, replay);
  INFO(played.note);
  CHECK(played.matched);
}

TEST_CASE("a device changed mid-race ends the recording there", "[game][record]") {
  test::TempDir dir;
  const std::filesystem::path path = dir.path() / "pad.rpl";
  std::string error;
  auto race = game::load_race(recording_disc(), recording_options(2), error);
  REQUIRE(race);
  REQUIRE(game::start_recording(*race, path).empty());
  game::start_race(*race);
  for (uint32_t k = 0; k < 200; ++k) game::race_frame(*race, recording_devices(k), 1000 + 17 * k);
  REQUIRE_FALSE(race->finished);
  game::PlayerDevices pad = recording_devices(200);
  pad[1].device =
      game::controls::pad_device(game::controls::Steering::kLinear);  // player 2's pad plugged in
  game::race_frame(*race, pad, 1000 + 17 * 200);
  CHECK(race->finished);
  CHECK_FALSE(race->recorder);
  auto replay = assets::read_replay(path);
  REQUIRE(replay);
  CHECK(replay->frames.size() == 200);
  CHECK(played_back(2, *replay).matched);
}

TEST_CASE("a race that ends by its rules is recorded to its last frame and verifies",
          "[game][record]") {
  // Player 1 retires (Backspace) at frame 450, after "GO!": the race ends there (every human out),
  // the frame that ended it writes the replay, and the frames stop at that frame.
  test::TempDir dir;
  const std::filesystem::path path = dir.path() / "retired.rpl";
  std::string error;
  auto race = game::load_race(recording_disc(), recording_options(1), error);
  REQUIRE(race);
  REQUIRE(game::start_recording(*race, path).empty());
  game::start_race(*race);
  uint32_t k = 0;
  for (; k < 3000 && !race->finished; ++k) {
    game::PlayerDevices d = recording_devices(k);
    d[0].frame.retire = k >= 450;
    game::race_frame(*race, d, 1000 + 17 * k);
  }
  REQUIRE(race->finished);
  CHECK_FALSE(race->recorder);  // written and detached by the frame that ended the race
  auto replay = assets::read_replay(path);
  REQUIRE(replay);
  CHECK(replay->frames.size() == k);
  CHECK(replay->frames.size() > 450);
  CHECK((replay->frames.back().inputs[0].keys & assets::kReplayRetireBit) != 0);
  CHECK(played_back(1, *replay).matched);
}

// The time trial's ghost (game/modes/ghost.h, docs/GHOSTS.md): a two-lap time trial of one car
// alone on the Dusk Ring, driven by the computer driver, is recorded through the sim's Recorder;
// the replay plays back bit for bit; its best lap becomes the ghost, from the line to the line,
// timed as the race record timed it; a player's run (scripted keys) plays back through the ghost's
// playback too; the ghost beside the player never touches the player's race; the ghost file
// keeps the best run and a damaged or foreign one is set aside.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>

#include "modes/ghost.h"
#include "modes/ghost_view.h"
#include "support/demo_disc.h"
#include "support/temp_dir.h"
#include "unpod/engine/car_pose.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/replay.h"

using namespace unpod;

namespace {

namespace slot = sim::controls::key_slot;

constexpr const char* kGhostCar = "zephyr";
constexpr uint32_t kGhostCircuitCrc = 0x1234abcd, kGhostCarCrc = 0x5678ef01;
constexpr uint32_t kGhostFrameMs = 17;
constexpr int kGhostMaxFrames = 20000;  // 5.7 minutes: far more than two laps take

game::GhostKey ghost_key() {
  return {"DUSKRING", kGhostCircuitCrc, 0, kGhostCar, kGhostCarCrc};
}

const assets::Circuit& ghost_circuit() {
  return test::dusk_ring().circuit;
}

const assets::Car& ghost_car() {
  return test::demo_car(kGhostCar);
}

// A time trial of the demo car alone, two laps, at `difficulty`, as the replay describes it: the
// computer's car (the computer driver drives it round) or the player's (a keyboard).
assets::Replay trial_setup(bool computer, int32_t difficulty = 0) {
  assets::Replay r;
  r.circuit = "DUSKRING";
  r.circuit_crc = kGhostCircuitCrc;
  r.difficulty = difficulty;
  r.laps = 2;
  r.humans = computer ? 0 : 1;
  r.computers = computer ? 1 : 0;
  r.time_trial = true;
  r.view_step = int32_t(sim::race::ViewStep::kFar);
  r.racers.push_back({computer ? "DRIVER" : "PLAYER", kGhostCar, kGhostCarCrc, !computer, 0, {}});
  if (!computer) r.devices.push_back({});  // a keyboard
  return r;
}

std::unique_ptr<sim::session::RaceSession> trial_race(const assets::Replay& r) {
  sim::session::SessionSetup s;
  s.race.humans = r.humans;
  s.race.computers = r.computers;
  s.race.laps = r.laps;
  s.race.time_trial = r.time_trial;
  s.difficulty = r.difficulty;
  s.physics.difficulty = r.difficulty;
  s.view = static_cast<sim::race::ViewStep>(r.view_step);
  sim::session::RacerEntry e;
  e.car = &ghost_car();
  e.car_name = kGhostCar;
  e.driver = r.racers[0].driver;
  e.human = r.racers[0].human;
  std::vector<sim::session::RacerEntry> racers;
  racers.push_back(std::move(e));
  auto made = sim::session::RaceSession::make(ghost_circuit(), s, std::move(racers));
  REQUIRE(made);
  return std::move(made).value();
}

struct TrialRun {
  assets::Replay replay;
  std::vector<sim::race::RaceResult> results;
  uint64_t hash_after_frames = 0;
};

// Runs a time trial to its end (or kGhostMaxFrames) at 17 ms a frame and records it; a human
// holds `keys` (key map slots) from the first frame.
TrialRun run_trial(const assets::Replay& setup, std::initializer_list<int> keys = {},
                   int max_frames = kGhostMaxFrames) {
  auto race = trial_race(setup);
  sim::session::Recorder rec(*race, setup, 32);
  race->start();
  uint32_t now = 1000;
  for (int f = 0; f < max_frames && !race->over(); ++f, now += kGhostFrameMs) {
    if (setup.humans == 1) {
      sim::controls::PlayerDevice d = race->device(0);
      d.frame = {};
      for (int k : keys) d.frame.keys[size_t(k)] = true;
      race->set_device(0, d);
    }
    rec.frame(now);
  }
  TrialRun out;
  out.hash_after_frames = race->hash();
  out.replay = rec.finish();
  out.results = race->results();
  return out;
}

const TrialRun& easy_trial() {
  static const TrialRun run = run_trial(trial_setup(true, 0));
  return run;
}

const TrialRun& hard_trial() {
  static const TrialRun run = run_trial(trial_setup(true, 2));
  return run;
}

double ghost_unit(int32_t v) {
  return double(v) / 65536.0;
}

// Along the lap line's heading, how far `p` stands past the line (units).
double past_line(const sim::fx::Vec16& p) {
  const assets::Vec3 at = test::on_lap(0), h = test::heading(0);
  return (ghost_unit(p[0]) - ghost_unit(at.x)) * ghost_unit(h.x) +
         (ghost_unit(p[1]) - ghost_unit(at.y)) * ghost_unit(h.y) +
         (ghost_unit(p[2]) - ghost_unit(at.z)) * ghost_unit(h.z);
}

// A player's time trial: the keyboard holds accelerate from the first frame.
TrialRun player_trial(int frames) {
  return run_trial(trial_setup(false), {slot::kAccelerate}, frames);
}

// Plays `replay`'s frames into `race` (started here), calling `after` after every frame.
template <class After>
void replay_frames(sim::session::RaceSession& race, const assets::Replay& replay, After after) {
  if (replay.humans == 1) {
    sim::controls::PlayerDevice d;
    d.device = sim::session::device_of(replay.devices[0]);
    race.set_device(0, d);
  }
  race.start();
  for (const assets::ReplayFrame& f : replay.frames) {
    if (race.over()) break;
    if (replay.humans == 1) {
      sim::controls::PlayerDevice d = race.device(0);
      d.frame = sim::session::frame_of(f.inputs[0]);
      race.set_device(0, d);
    }
    race.frame(f.ms);
    after();
  }
}

}  // namespace

TEST_CASE("ghost: a two-lap time trial is recorded and plays back bit for bit", "[game][ghost]") {
  const TrialRun& run = easy_trial();
  REQUIRE(run.results.size() == 1);
  INFO("laps " << run.results[0].laps << ", race time " << run.results[0].race_time);
  CHECK(run.results[0].finished);
  CHECK_FALSE(run.results[0].driven_to_end);  // both laps in the frames, not the end's run
  CHECK(run.results[0].laps == 2);
  CHECK(run.replay.time_trial);
  // Through the file's bytes and back, then played: every step's hash as recorded.
  auto read = assets::decode_replay(assets::encode_replay(run.replay), "trial.rpl");
  REQUIRE(read);
  REQUIRE(*read == run.replay);
  auto again = trial_race(*read);
  const sim::session::Playback p = sim::session::play(*again, *read, true);
  INFO(p.note);
  CHECK(p.matched);
  CHECK_FALSE(p.divergence);
  CHECK(p.steps == run.replay.step_hashes.size());
  // The ghost's own playback checks the same hashes.
  const game::GhostRun ghost = game::replay_ghost(ghost_circuit(), ghost_car(), *read);
  CHECK(ghost.error.empty());
  CHECK(ghost.best);
}

TEST_CASE("ghost: the ghost lap is the run's best lap, from the line to the line",
          "[game][ghost]") {
  const TrialRun& run = easy_trial();
  const game::GhostRun ghost = game::replay_ghost(ghost_circuit(), ghost_car(), run.replay);
  INFO(ghost.error);
  REQUIRE(ghost.best);
  const game::GhostLap& lap = *ghost.best;
  REQUIRE(run.results.size() == 1);
  CHECK(lap.time == run.results[0].best_lap);
  CHECK(lap.time > 0);
  CHECK((lap.lap == 1 || lap.lap == 2));
  REQUIRE(lap.poses.size() > 100);
  // One pose a step, the race time growing, from just past the start of the lap to its end.
  for (size_t i = 1; i < lap.poses.size(); ++i)
    REQUIRE(lap.poses[i].race_time > lap.poses[i - 1].race_time);
  const int32_t first_into = lap.poses.front().race_time - lap.start;
  const int32_t last_into = lap.poses.back().race_time - lap.start;
  CHECK(first_into > 0);
  CHECK(first_into <= int32_t(kGhostFrameMs * 65));  // within the first frame (65 a millisecond)
  CHECK(last_into >= lap.time);                      // the crossing frame ends the lap
  CHECK(last_into <= lap.time + int32_t(kGhostFrameMs * 65));
  // The first and the last step crossed the lap line: each stands just past it (a step of the
  // car's travel, at most a few units).
  const double first = past_line(lap.poses.front().position);
  const double last = past_line(lap.poses.back().position);
  INFO("first pose " << first << " units past the line, last " << last);
  CHECK(first >= -0.5);
  CHECK(first < 4);
  CHECK(last >= -0.5);
  CHECK(last < 4);
  // Half a lap in, the car is far from the line (measured from the line's middle: the lap may
  // come back across the line's plane far from it).
  const sim::fx::Vec16& half = lap.poses[lap.poses.size() / 2].position;
  const assets::Vec3 line = test::on_lap(0);
  CHECK(std::hypot(ghost_unit(half[0]) - ghost_unit(line.x),
                   ghost_unit(half[1]) - ghost_unit(line.y)) > 100);
}

TEST_CASE("ghost: in a race, no time trial, the laps are the record's laps too", "[game][ghost]") {
  // Lap 1 of a race is timed from "GO!", not from the first crossing (pod-race.md, FUN_0042c684).
  assets::Replay setup = trial_setup(true, 0);
  setup.time_trial = false;
  const TrialRun run = run_trial(setup);
  REQUIRE(run.results.size() == 1);
  REQUIRE(run.results[0].laps == 2);
  const game::GhostRun ghost = game::replay_ghost(ghost_circuit(), ghost_car(), run.replay);
  INFO(ghost.error);
  REQUIRE(ghost.best);
  CHECK(ghost.best->time == run.results[0].best_lap);
  if (ghost.best->lap == 1) {
    CHECK(ghost.best->start == 0);                                // "GO!"
    CHECK(past_line(ghost.best->poses.front().position) < -0.5);  // from the grid, behind the line
  }
}

TEST_CASE("ghost: a player's time trial plays back through the ghost, a run with no lap gives none",
          "[game][ghost]") {
  const TrialRun run = player_trial(900);  // 15 s: over the line, not round the lap
  REQUIRE(run.replay.humans == 1);
  REQUIRE(run.replay.frames.size() == 900);
  CHECK(run.replay.frames[10].inputs[0].keys == 1u << slot::kAccelerate);
  REQUIRE(run.results.size() == 1);
  const game::GhostRun ghost = game::replay_ghost(ghost_circuit(), ghost_car(), run.replay);
  INFO(ghost.error);
  CHECK(ghost.error.empty());  // every step's hash as recorded
  CHECK_FALSE(ghost.best);
  // The same keys read differently diverge.
  assets::Replay changed = run.replay;
  for (size_t f = 300; f < changed.frames.size(); ++f)
    changed.frames[f].inputs[0].keys = 1u << slot::kLeft;
  CHECK_THAT(game::replay_ghost(ghost_circuit(), ghost_car(), changed).error,
             Catch::Contains("does not play back"));
  test::TempDir dir;
  const game::KeptGhost kept =
      game::keep_best(dir.path(), ghost_key(), ghost_circuit(), ghost_car(), run.replay, {});
  CHECK_FALSE(kept.replaced);
  CHECK_THAT(kept.message, Catch::Contains("no lap"));
  CHECK_FALSE(std::filesystem::exists(game::ghost_file(dir.path(), ghost_key())));
}

TEST_CASE("ghost: the player's race is the same with and without the ghost beside it",
          "[game][ghost]") {
  const game::GhostRun ghost =
      game::replay_ghost(ghost_circuit(), ghost_car(), easy_trial().replay);
  REQUIRE(ghost.best);
  const game::GhostLap& lap = *ghost.best;
  // The player's run played twice, frame by frame: once alone, once with the ghost placed beside
  // the player after every frame, as the race screen does.
  const TrialRun run = player_trial(1500);
  auto alone = trial_race(run.replay);
  auto beside = trial_race(run.replay);
  replay_frames(*alone, run.replay, [] {});
  int shown = 0, hidden = 0;
  double farthest = 0;
  replay_frames(*beside, run.replay, [&] {
    const std::optional<engine::CarPose> pose = game::ghost_beside(lap, beside->race(), 0);
    if (!pose) {
      ++hidden;
      return;
    }
    ++shown;
    const auto& racer = beside->simulation().racers()[0];
    const engine::CarPose car = engine::physics_pose(racer.car, racer.object);
    farthest = std::max(farthest, double(engine::length(pose->position - car.position)));
  });
  CHECK(alone->hash() == run.hash_after_frames);
  CHECK(beside->hash() == run.hash_after_frames);
  INFO("shown " << shown << ", hidden " << hidden << ", at most " << farthest << " units away");
  CHECK(shown > 500);   // from the first crossing on
  CHECK(hidden > 0);    // the run-up to the line
  CHECK(farthest > 5);  // the ghost drives its own lap, through the player's car
}

TEST_CASE("ghost: played beside its own run, the ghost stands where the car is in its lap",
          "[game][ghost]") {
  const TrialRun& run = easy_trial();
  const game::GhostRun ghost = game::replay_ghost(ghost_circuit(), ghost_car(), run.replay);
  REQUIRE(ghost.best);
  const game::GhostLap& lap = *ghost.best;
  auto race = trial_race(run.replay);
  int before_line = 0, in_lap = 0, other_lap = 0, done = 0;
  double worst = 0;
  game::GhostFx last_into = 0;
  replay_frames(*race, run.replay, [&] {
    const sim::race::RaceRecord& r = race->race().rules().state().records[0];
    const std::optional<engine::CarPose> pose = game::ghost_beside(lap, race->race(), 0);
    if (r.crossings == 0 || r.finished) {
      CHECK_FALSE(pose);  // no lap running: the run-up, and past the finish
      (r.crossings == 0 ? before_line : done) += 1;
      return;
    }
    if (r.crossings != lap.lap) {
      other_lap += pose ? 1 : 0;
      return;
    }
    REQUIRE(pose);
    const auto& racer = race->simulation().racers()[0];
    const engine::CarPose car = engine::physics_pose(racer.car, racer.object);
    worst = std::max(worst, double(engine::length(pose->position - car.position)));
    worst = std::max(worst, double(engine::length(pose->forward - car.forward)));
    last_into = *game::time_into_lap(race->race(), 0);
    ++in_lap;
  });
  INFO("before the line " << before_line << ", in its lap " << in_lap << ", in the other "
                          << other_lap << ", finished " << done);
  CHECK(before_line > 0);
  CHECK(in_lap > 100);
  CHECK(other_lap > 100);
  CHECK(worst < 1e-3);
  // The lap line stamps the lap with the clock at the start of the frame that crossed it: the
  // clock at the end of the lap's last frame.
  CHECK(last_into == lap.time);
}
TEST_CASE("ghost: a place between two steps is interpolated, none past the lap", "[game][ghost]") {
  game::GhostLap lap;
  lap.start = 0x10000;
  game::GhostPose a, b;
  a.race_time = 0x10000 + 1000;
  a.position = {0, 0, 0};
  a.forward = {0x10000, 0, 0};
  a.left = {0, 0x10000, 0};
  a.up = {0, 0, 0x10000};
  b = a;
  b.race_time = 0x10000 + 3000;
  b.position = {4 * 0x10000, 2 * 0x10000, 0};
  lap.poses = {a, b};
  const auto half = game::ghost_pose_at(lap, 2000);
  REQUIRE(half);
  CHECK(half->position.x == Approx(2.0f));
  CHECK(half->position.y == Approx(1.0f));
  CHECK(half->forward.x == Approx(1.0f));
  CHECK(half->up.z == Approx(1.0f));
  const auto before = game::ghost_pose_at(lap, 10);  // before the first step: the first place
  REQUIRE(before);
  CHECK(before->position.x == Approx(0.0f));
  const auto end = game::ghost_pose_at(lap, 3000);
  REQUIRE(end);
  CHECK(end->position.x == Approx(4.0f));
  CHECK_FALSE(game::ghost_pose_at(lap, 3001));  // its lap is done
  CHECK_FALSE(game::ghost_pose_at(lap, -1));
}

TEST_CASE("ghost: the file is named for the circuit, the direction and the car", "[game][ghost]") {
  game::GhostKey key = ghost_key();
  CHECK(game::ghost_file("/data", key) ==
        std::filesystem::path("/data/ghosts/DUSKRING-zephyr.rpl"));
  key.direction = 1;
  CHECK(game::ghost_file("/data", key) ==
        std::filesystem::path("/data/ghosts/DUSKRING-MIRROR-zephyr.rpl"));
  // The key a race's description gives: its circuit, direction and car, with their CRC-32.
  const game::GhostKey of = game::ghost_key_of(easy_trial().replay);
  CHECK(of.circuit == "DUSKRING");
  CHECK(of.circuit_crc == kGhostCircuitCrc);
  CHECK(of.direction == 0);
  CHECK(of.car == kGhostCar);
  CHECK(of.car_crc == kGhostCarCrc);
  CHECK(game::foreign_ghost(easy_trial().replay, of).empty());
  key = {"../A B", 0, 0, "C/D", 0};
  CHECK(game::ghost_file("/data", key) == std::filesystem::path("/data/ghosts/___A_B-C_D.rpl"));
}

TEST_CASE("ghost: keep the best, a slower run keeps the file and a faster one replaces it",
          "[game][ghost]") {
  // The computer's car on EASY and on HARD (another catch-up and other paths): two best laps.
  const game::GhostRun easy = game::replay_ghost(ghost_circuit(), ghost_car(), easy_trial().replay);
  const game::GhostRun hard = game::replay_ghost(ghost_circuit(), ghost_car(), hard_trial().replay);
  REQUIRE(easy.best);
  REQUIRE(hard.best);
  INFO("EASY's best lap " << easy.best->time << ", HARD's " << hard.best->time);
  REQUIRE(easy.best->time != hard.best->time);
  const bool easy_faster = easy.best->time < hard.best->time;
  const TrialRun& fast = easy_faster ? easy_trial() : hard_trial();
  const TrialRun& slow = easy_faster ? hard_trial() : easy_trial();
  const game::GhostRun& fast_lap = easy_faster ? easy : hard;
  const game::GhostRun& slow_lap = easy_faster ? hard : easy;

  test::TempDir dir;
  const game::GhostKey key = ghost_key();
  const std::filesystem::path file = game::ghost_file(dir.path(), key);
  // No ghost yet: nothing, and nothing said.
  game::StoredGhost stored = game::load_ghost(dir.path(), key, ghost_circuit(), ghost_car());
  CHECK_FALSE(stored.lap);
  CHECK(stored.note.empty());
  // The slow run is the first ghost.
  game::KeptGhost kept =
      game::keep_best(dir.path(), key, ghost_circuit(), ghost_car(), slow.replay, stored.lap);
  INFO(kept.message);
  CHECK(kept.replaced);
  REQUIRE(kept.lap);
  CHECK(kept.lap->time == slow_lap.best->time);
  CHECK_THAT(kept.message, Catch::Contains("new ghost"));
  REQUIRE(std::filesystem::exists(file));
  stored = game::load_ghost(dir.path(), key, ghost_circuit(), ghost_car());
  REQUIRE(stored.lap);
  CHECK(*stored.lap == *slow_lap.best);
  // The faster run replaces it.
  kept = game::keep_best(dir.path(), key, ghost_circuit(), ghost_car(), fast.replay, stored.lap);
  CHECK(kept.replaced);
  CHECK(*assets::read_replay(file) == fast.replay);
  stored = game::load_ghost(dir.path(), key, ghost_circuit(), ghost_car());
  REQUIRE(stored.lap);
  CHECK(stored.lap->time == fast_lap.best->time);
  // The slow run again: the fast ghost stands, the file as it was.
  kept = game::keep_best(dir.path(), key, ghost_circuit(), ghost_car(), slow.replay, stored.lap);
  CHECK_FALSE(kept.replaced);
  REQUIRE(kept.lap);
  CHECK(kept.lap->time == fast_lap.best->time);
  CHECK_THAT(kept.message, Catch::Contains("stands"));
  CHECK(*assets::read_replay(file) == fast.replay);
  // No temporary file is left beside it.
  int files = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(file.parent_path()))
    ++files;
  CHECK(files == 1);
}

TEST_CASE("ghost: a damaged or foreign ghost file is reported, set aside as .bad and ignored",
          "[game][ghost]") {
  const TrialRun& fast = easy_trial();
  const game::GhostKey key = ghost_key();
  test::TempDir dir;
  const std::filesystem::path file = game::ghost_file(dir.path(), key);
  std::filesystem::path bad = file;
  bad += ".bad";
  std::filesystem::create_directories(file.parent_path());
  const std::vector<uint8_t> good = assets::encode_replay(fast.replay);
  auto write = [&](const std::vector<uint8_t>& bytes) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  };
  auto expect_set_aside = [&](const char* what) {
    const game::StoredGhost stored =
        game::load_ghost(dir.path(), key, ghost_circuit(), ghost_car());
    INFO(what << ": " << stored.note);
    CHECK_FALSE(stored.lap);
    CHECK_THAT(stored.note, Catch::Contains("ignored"));
    CHECK_THAT(stored.note, Catch::Contains("set aside"));
    CHECK_FALSE(std::filesystem::exists(file));
    CHECK(std::filesystem::exists(bad));
    // Nothing is there now: a new run is kept.
    const game::KeptGhost kept =
        game::keep_best(dir.path(), key, ghost_circuit(), ghost_car(), fast.replay, stored.lap);
    CHECK(kept.replaced);
    CHECK(std::filesystem::exists(file));
  };
  // Cut short.
  write(std::vector<uint8_t>(good.begin(), good.begin() + long(good.size() / 2)));
  expect_set_aside("cut short");
  // Not a replay at all.
  write(std::vector<uint8_t>(300, 0x5a));
  expect_set_aside("noise");
  // Another car's file under this car's name.
  assets::Replay other = fast.replay;
  other.racers[0].car_crc ^= 1;
  write(assets::encode_replay(other));
  expect_set_aside("another car");
  // Another circuit.
  other = fast.replay;
  other.circuit_crc ^= 1;
  write(assets::encode_replay(other));
  expect_set_aside("another circuit");
  // A replay that does not play back to its hashes (a frame's time changed mid-lap).
  other = fast.replay;
  other.frames[other.frames.size() / 2].ms += 9;
  write(assets::encode_replay(other));
  expect_set_aside("diverges");
  // A race of two cars is no ghost either.
  other = fast.replay;
  other.computers = 2;
  write(assets::encode_replay(other));
  expect_set_aside("not a time trial");
}

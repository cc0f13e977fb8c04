// Recording a race and playing it back (sim::session::Recorder, play): the same frames give the
// same hash after every step; a replay whose frames were changed diverges at the step the change
// reaches, and the checkpoint after it names the racer and the part of its state that differ.
#include <catch2/catch.hpp>

#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/session/racers.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/session/runner.h"

namespace unpod::session_test {
namespace {

namespace session = sim::session;
namespace slot = sim::controls::key_slot;

// One human and three computer drivers on the Dusk Ring, NORMAL, damage on; the replay's setup.
assets::Replay race_setup() {
  assets::Replay r;
  r.circuit = "DUSKRING";
  r.difficulty = 1;
  r.laps = 1;
  r.humans = 1;
  r.computers = 3;
  r.view_step = int32_t(sim::race::ViewStep::kFar);
  r.damage = true;
  r.damage_mode = 2;
  sim::race::RaceSetup rs;
  rs.humans = 1;
  rs.computers = 3;
  for (const auto& c :
       session::choose_racers(test::dusk_ring().circuit, 1, rs, test::demo_car_names(), 0))
    r.racers.push_back({c.driver, test::demo_car_names()[c.car], 0, c.human, c.lane, c.attacks});
  r.devices.push_back({});  // a keyboard
  return r;
}

// 25 s of frames: the human accelerates from "GO!", steers left a while, brakes; then the end.
// `record`: through the recorder, into a replay.
session::RunResult run_race(bool record) {
  auto race = test::dusk_ring_replay_session(race_setup());
  session::RunOptions o;
  if (record) o.record = race_setup();
  o.max_frames = 1500;
  o.readings = [](int32_t, uint32_t f, int64_t) {
    sim::controls::DeviceFrame d;
    d.keys[slot::kAccelerate] = f > 420;
    d.keys[slot::kLeft] = f > 700 && f < 760;
    d.keys[slot::kBrake] = f > 1200 && f < 1300;
    return d;
  };
  session::FrameSource frames = session::FrameSource::seeded(11);
  return session::run(*race, frames, std::move(o));
}

assets::Replay record_race() {
  session::RunResult ran = run_race(true);
  REQUIRE(ran.replay);
  return std::move(*ran.replay);
}

}  // namespace

TEST_CASE("a recorded race plays back with the same hash after every step", "[session][replay]") {
  const assets::Replay r = record_race();
  REQUIRE(r.frames.size() == 1500);
  REQUIRE(r.step_hashes.size() > 1500);
  CHECK(r.checkpoints.size() == r.step_hashes.size() / 32);
  CHECK(r.checkpoints.front().parts.size() == 4 * 15 + 3);
  // The human's keys went in with the frames.
  CHECK(r.frames[500].inputs[0].keys == 1u << slot::kAccelerate);
  CHECK(r.frames[730].inputs[0].keys == (1u << slot::kAccelerate | 1u << slot::kLeft));
  // Through the file and back.
  auto read = assets::decode_replay(assets::encode_replay(r), "race.rpl");
  REQUIRE(read);
  REQUIRE(*read == r);
  auto again = test::dusk_ring_replay_session(*read);
  const session::Playback p = session::play(*again, *read, true);
  INFO(p.note);
  CHECK(p.matched);
  CHECK_FALSE(p.divergence);
  CHECK(p.steps == r.step_hashes.size());
  CHECK(p.final_hash == r.final_hash);
  // Without verifying, the final hash is still compared.
  auto third = test::dusk_ring_replay_session(*read);
  CHECK(session::play(*third, *read, false).matched);
}

TEST_CASE("a replay whose human input was changed diverges where it bites, and names racer 0",
          "[session][replay]") {
  assets::Replay r = record_race();
  // Player 1 steers right for a frame instead of going straight.
  r.frames[900].inputs[0].keys |= 1u << slot::kRight;
  auto race = test::dusk_ring_replay_session(r);
  const session::Playback p = session::play(*race, r, true);
  CHECK_FALSE(p.matched);
  REQUIRE(p.divergence);
  INFO("diverged at step " << p.divergence->step << ", checkpoint "
                           << p.divergence->checkpoint_step);
  // Frame 900 comes after step 900 (at least a step a frame from the start).
  CHECK(p.divergence->step > 900);
  CHECK(p.divergence->checkpoint_step >= p.divergence->step);
  CHECK(p.divergence->checkpoint_step < p.divergence->step + 32);
  REQUIRE_FALSE(p.divergence->parts.empty());
  bool racer0 = false;
  for (const std::string& part : p.divergence->parts) racer0 |= part.rfind("racer 0 (", 0) == 0;
  CHECK(racer0);
}

TEST_CASE("a replay whose frame times were changed diverges", "[session][replay]") {
  assets::Replay r = record_race();
  for (size_t f = 600; f < r.frames.size(); ++f) r.frames[f].ms += 9;  // one frame 9 ms longer
  auto race = test::dusk_ring_replay_session(r);
  const session::Playback p = session::play(*race, r, true);
  CHECK_FALSE(p.matched);
  REQUIRE(p.divergence);
  CHECK(p.divergence->step > 600);
  CHECK_FALSE(p.divergence->parts.empty());
}

TEST_CASE("the runner counts the simulated time and the frames as a replay's playback does",
          "[session][replay]") {
  const session::RunResult plain = run_race(false);
  const session::RunResult recorded = run_race(true);
  REQUIRE(recorded.replay);
  const assets::Replay& r = *recorded.replay;
  CHECK(plain.time.frames == 1500);
  // From the first frame's reading to the last's: 1499 frame lengths, about 25 s.
  CHECK(plain.time.frame_ms == r.frames.back().ms - r.frames.front().ms);
  CHECK(plain.time.frame_ms > 24000);
  CHECK(plain.time.run_to_line > 0);  // one lap: the cars are driven to the line
  CHECK(recorded.time.frames == plain.time.frames);
  CHECK(recorded.time.frame_ms == plain.time.frame_ms);
  CHECK(recorded.time.run_to_line == plain.time.run_to_line);
  auto again = test::dusk_ring_replay_session(r);
  const session::Playback p = session::play(*again, r, true);
  CHECK(p.matched);
  CHECK(p.time.frames == plain.time.frames);
  CHECK(p.time.frame_ms == plain.time.frame_ms);
  CHECK(p.time.run_to_line == plain.time.run_to_line);
  CHECK(p.steps == uint32_t(again->steps()));
  CHECK(again->hash() == r.final_hash);
}

}  // namespace unpod::session_test

// Retiring (race/inferred.h, "Retiring": ours, #15): a human still racing leaves the race from its
// device's reading; the race ends at once when no human is left racing, the others are driven to
// the line with their results kept, and the retired human is listed last, unplaced. A recorded
// race with a retirement plays back step for step.
#include <catch2/catch.hpp>

#include <algorithm>

#include "race_straight.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/race/results.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/session/runner.h"

namespace unpod::session_test {
namespace {

namespace session = sim::session;
namespace slot = sim::controls::key_slot;

// Human n accelerates from "GO!" and retires at frame `retire_at[n]` (a reading held from then).
session::RunOptions retiring(std::vector<uint32_t> retire_at, bool record, int32_t humans,
                             int32_t computers) {
  session::RunOptions o;
  if (record) o.record = test::dusk_ring_setup(humans, computers);
  o.max_frames = 6000;
  o.readings = [retire_at](int32_t human, uint32_t f, int64_t) {
    sim::controls::DeviceFrame d;
    d.keys[slot::kAccelerate] = f > 300;
    d.retire = f >= retire_at[size_t(human)];
    return d;
  };
  return o;
}

}  // namespace

TEST_CASE("the rules: only a human still racing retires, once", "[race][retire]") {
  sim::race::RaceSetup setup;
  setup.humans = 2;
  setup.computers = 2;
  sim::race::RaceRules rules(unpod::race_test::straight(), setup);
  CHECK_FALSE(rules.retire(2));  // a computer car
  CHECK_FALSE(rules.retire(-1));
  CHECK(rules.retire(1));
  CHECK(rules.retired(1));
  CHECK_FALSE(rules.retire(1));  // once
  CHECK_FALSE(rules.retired(0));
  CHECK(rules.state().records[1].word0 == -1);
  // One human is still racing: the race goes on.
  CHECK_FALSE(rules.state().humans_done);
  CHECK(rules.retire(0));
  CHECK(rules.state().humans_done);
  CHECK(rules.state().end_timer == 0);
}

TEST_CASE(
    "a human who retires ends the race at once: the others driven home and placed, the "
    "human last and unplaced",
    "[session][retire]") {
  auto race = test::dusk_ring_replay_session(test::dusk_ring_setup(1, 7));
  session::FrameSource frames = session::FrameSource::seeded(5);
  // About 10 s after the start (60 frames a second): well before anyone can finish a lap.
  const session::RunResult ran = session::run(*race, frames, retiring({900}, false, 1, 7));
  CHECK(ran.over);                    // ended by the rules, not by the frame limit
  CHECK(ran.time.frames <= 902);      // the frame after the retirement
  CHECK(ran.end.cars_finished == 7);  // every computer car driven to the line
  const std::vector<sim::race::RaceResult> results = race->results();
  REQUIRE(results.size() == 8);
  for (size_t p = 0; p < 7; ++p) {
    INFO("place " << p + 1);
    CHECK(results[p].place == int32_t(p) + 1);
    CHECK_FALSE(results[p].human);
    CHECK(results[p].finished);
    CHECK(results[p].race_time > 0);
  }
  CHECK(results[7].racer == 0);
  CHECK(results[7].retired);
  CHECK(results[7].place == 0);
  CHECK_FALSE(results[7].finished);
  CHECK(race->race().rules().retired(0));
}

TEST_CASE("two humans: one retires and the race goes on, the second's retirement ends it",
          "[session][retire]") {
  auto race = test::dusk_ring_replay_session(test::dusk_ring_setup(2, 4));
  session::FrameSource frames = session::FrameSource::seeded(6);
  const session::RunResult ran = session::run(*race, frames, retiring({600, 1200}, false, 2, 4));
  CHECK(ran.over);
  CHECK(ran.time.frames > 1100);  // player 1's retirement at frame 600 did not end it
  CHECK(ran.time.frames <= 1202);
  const std::vector<sim::race::RaceResult> results = race->results();
  REQUIRE(results.size() == 6);
  for (size_t p = 0; p < 4; ++p) CHECK(results[p].place == int32_t(p) + 1);
  CHECK(results[4].retired);
  CHECK(results[5].retired);
  CHECK(results[4].place == 0);
  CHECK(results[5].place == 0);
}

TEST_CASE("a race with a retirement is recorded and plays back step for step",
          "[session][retire][replay]") {
  auto race = test::dusk_ring_replay_session(test::dusk_ring_setup(1, 3));
  session::FrameSource frames = session::FrameSource::seeded(7);
  const session::RunResult ran = session::run(*race, frames, retiring({700}, true, 1, 3));
  REQUIRE(ran.replay);
  const assets::Replay& r = *ran.replay;
  CHECK((r.frames[699].inputs[0].keys & assets::kReplayRetireBit) == 0);
  CHECK((r.frames[700].inputs[0].keys & assets::kReplayRetireBit) != 0);
  auto read = assets::decode_replay(assets::encode_replay(r), "retire.rpl");
  REQUIRE(read);
  auto again = test::dusk_ring_replay_session(*read);
  const session::Playback p = session::play(*again, *read, true);
  INFO(p.note);
  CHECK(p.matched);
  CHECK(again->race().rules().retired(0));
  CHECK(again->results().back().retired);
}

}  // namespace unpod::session_test

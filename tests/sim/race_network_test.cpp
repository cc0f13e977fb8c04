// POD's rules for a network race (pod-race.md "The end", DAT_0061d5b4 & 4; race/inferred.h "A
// network race's end", "Leaving a network race"): the first human to finish starts a 60-second
// end timer (0x3c0000) instead of the last one a 3-second one; the run to the line lasts up to
// 60 s of game time, not 300; a human whose machine left is out (+0x04 bit 1), unplaced and not
// waited for. The cars are scripted on the hand-made straight (each step moves a car by its
// speed); the session's part on the Dusk Ring, recorded and played back.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "race_straight.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/race/results.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/session/runner.h"

namespace unpod::session_test {
namespace {

using sim::race::Fx;
using unpod::race_test::kUnit;
namespace race = sim::race;
namespace session = sim::session;
namespace slot = sim::controls::key_slot;

// A race on the straight: each racer a speed (units/s), humans first; past x = 250 a car goes
// round, away from the gates, to x = -10. One-lap races at 12 ms frames.
struct StraightRace {
  race::Race race;
  std::vector<Fx> x, speed;
  StraightRace(int32_t humans, std::vector<Fx> speeds, bool network)
      : race(unpod::race_test::straight(), setup(humans, speeds, network), race::ViewStep::kFar) {
    for (Fx s : speeds) {
      x.push_back(-10 * kUnit);
      speed.push_back(s * kUnit);
    }
  }
  static race::RaceSetup setup(int32_t humans, const std::vector<Fx>& speeds, bool network) {
    race::RaceSetup s;
    s.humans = humans;
    s.computers = int32_t(speeds.size()) - humans;
    s.laps = 1;
    s.network = network;
    return s;
  }
  race::Race::Stepper stepper(bool racing) {
    return [this, racing](race::RaceRules& rules, Fx dt) {
      if (!racing) return;
      for (size_t i = 0; i < x.size(); ++i) {
        if (rules.state().records[i].finished || rules.retired(int32_t(i))) continue;
        const auto to = Fx(x[i] + ((int64_t{speed[i]} * dt) >> 16));
        rules.move_car(int32_t(i), {x[i], 0, kUnit}, {to, 0, kUnit});
        x[i] = to;
        if (x[i] > 250 * kUnit) {
          rules.move_car(int32_t(i), {x[i], 0, kUnit}, {x[i], 1000 * kUnit, kUnit});
          rules.move_car(int32_t(i), {x[i], 1000 * kUnit, kUnit},
                         {-10 * kUnit, 1000 * kUnit, kUnit});
          rules.move_car(int32_t(i), {-10 * kUnit, 1000 * kUnit, kUnit}, {-10 * kUnit, 0, kUnit});
          x[i] = -10 * kUnit;
        }
      }
    };
  }
  // Frames until the race is over (or `frames` run); `each` after every frame. Returns the
  // frames run.
  template <class Each>
  int run(int frames, Each each) {
    uint32_t now = 0;
    race.frame(now, stepper(false));
    int f = 0;
    for (; f < frames && !race.rules().race_over(); ++f) {
      const bool racing = race.countdown().phase() == race::CountdownPhase::kOff;
      race.frame(now += 12, stepper(racing));
      each(f);
    }
    return f;
  }
  const race::RaceRecord& record(size_t r) const { return race.rules().state().records[r]; }
};

}  // namespace

TEST_CASE(
    "network: the first human to finish starts the 60-second end timer, the others "
    "still racing",
    "[race][network]") {
  // Human 0 laps the straight at 100 units/s; human 1 stands on the grid.
  StraightRace r(2, {100, 0}, true);
  Fx finish_clock = -1, timer_started = -1;
  const int frames = r.run(20000, [&](int) {
    for (const race::Event& e : r.race.rules().events())
      if (e.kind == race::EventKind::kEndTimer) {
        timer_started = e.clock;
        CHECK(e.value == 0x3c0000);
        CHECK(e.racer == 0);
      }
    if (finish_clock < 0 && r.record(0).finished) finish_clock = r.record(0).last_lap_clock;
  });
  REQUIRE(r.race.rules().race_over());
  REQUIRE(finish_clock > 0);
  REQUIRE(timer_started >= 0);
  CHECK_FALSE(r.record(1).finished);
  // The race ends at the first frame end at or past the finish's frame + 60 s (FUN_0047f56c):
  // the clock stands 60 s and at most two frames after the finish.
  const Fx after = r.race.rules().state().clock - finish_clock;
  INFO("the race ended " << after / 65536.0 << " s after the finish, " << frames << " frames");
  CHECK(after >= 0x3c0000);
  CHECK(after <= 0x3c0000 + 2 * 786 * 2);

  // The same race on one machine waits for the second human: no timer, not over.
  StraightRace local(2, {100, 0}, false);
  local.run(20000, [](int) {});
  CHECK(local.record(0).finished);
  CHECK_FALSE(local.race.rules().state().humans_done);
  CHECK_FALSE(local.race.rules().race_over());
}

TEST_CASE("network: every human in before the 60 s run out leaves 3 s at most", "[race][network]") {
  // Human 1 finishes about 2.5 s after human 0 (the lap line at x = 0, 260 units to the end of
  // the straight and round: 100 and 90 units/s).
  StraightRace r(2, {100, 90}, true);
  Fx second_finish = -1;
  r.run(20000, [&](int) {
    if (second_finish < 0 && r.record(1).finished) second_finish = r.record(1).last_lap_clock;
  });
  REQUIRE(r.race.rules().race_over());
  REQUIRE(second_finish > r.record(0).last_lap_clock);
  CHECK(r.race.rules().state().network_all_in);
  const Fx after = r.race.rules().state().clock - second_finish;
  CHECK(after >= race::kEndTimer);
  CHECK(after <= race::kEndTimer + 4 * 786);
}

TEST_CASE("network: the run to the line lasts up to 60 s of game time, not 300",
          "[race][network][end]") {
  // A computer car stuck on the grid is driven to the line and never gets there.
  for (const bool network : {true, false}) {
    INFO((network ? "network" : "one machine"));
    StraightRace r(1, {100, 0}, network);
    r.run(20000, [](int) {});
    REQUIRE(r.race.rules().race_over());
    const race::DriveReport report = r.race.drive_to_line(r.stepper(true));
    const Fx step = 3 * Fx(race::ViewStep::kFar);
    const Fx limit = network ? 60 * 0x10000 : 300 * 0x10000;
    CHECK(report.game_time >= limit);
    CHECK(report.game_time - step < limit);
    CHECK_FALSE(r.record(1).finished);
  }
}

TEST_CASE("network: a human whose machine left is out, unplaced, and not waited for",
          "[race][network]") {
  race::RaceSetup one_machine;
  one_machine.humans = 2;
  one_machine.computers = 1;
  race::RaceRules local(unpod::race_test::straight(), one_machine);
  CHECK_FALSE(local.leave(1));  // only a network race has machines to leave
  CHECK_FALSE(local.state().records[1].out);

  StraightRace r(2, {100, 100, 40}, true);
  bool left = false;
  r.run(20000, [&](int f) {
    if (f == 470) {  // just past "GO!", before anyone's finish
      left = r.race.rules().leave(1);
      CHECK_FALSE(r.race.rules().leave(1));  // once
      CHECK_FALSE(r.race.rules().leave(2));  // a computer car has no machine
    }
  });
  REQUIRE(left);
  CHECK(r.record(1).out);
  CHECK(r.race.rules().retired(1));
  REQUIRE(r.race.rules().race_over());
  // Human 0's finish started the 60 s; with human 1 out nobody was left racing: 3 s more.
  CHECK(r.race.rules().state().network_all_in);
  CHECK(r.race.rules().state().clock - r.record(0).last_lap_clock <= race::kEndTimer + 4 * 786);
  const std::vector<race::RaceResult> res =
      race::results(r.race.rules().state(), r.race.rules().setup());
  REQUIRE(res.size() == 3);
  CHECK(res[0].racer == 0);
  CHECK(res[0].place == 1);
  CHECK(res[2].racer == 1);
  CHECK(res[2].out);
  CHECK(res[2].retired);
  CHECK(res[2].place == 0);
}

TEST_CASE("network: a race with a machine that left is recorded and plays back step for step",
          "[session][network][replay]") {
  const assets::Replay setup = test::dusk_ring_setup(2, 2, 1, true);
  auto run_race = test::dusk_ring_replay_session(setup);
  REQUIRE(run_race->race().rules().setup().network);
  session::RunOptions o;
  o.record = setup;
  o.max_frames = 3000;
  // Both accelerate from "GO!"; human 1's machine leaves at frame 700, about 6 s into the race.
  o.readings = [](int32_t human, uint32_t f, int64_t) {
    sim::controls::DeviceFrame d;
    d.keys[slot::kAccelerate] = f > 300;
    d.left = human == 1 && f >= 700;
    return d;
  };
  session::FrameSource frames = session::FrameSource::seeded(11);
  const session::RunResult ran = session::run(*run_race, frames, o);
  REQUIRE(ran.replay);
  CHECK(run_race->race().rules().state().records[1].out);
  CHECK((ran.replay->frames[699].inputs[1].keys & assets::kReplayLeftBit) == 0);
  CHECK((ran.replay->frames[700].inputs[1].keys & assets::kReplayLeftBit) != 0);
  auto read = assets::decode_replay(assets::encode_replay(*ran.replay), "network.rpl");
  REQUIRE(read);
  CHECK(read->network);
  auto again = test::dusk_ring_replay_session(*read);
  const session::Playback p = session::play(*again, *read, true);
  INFO(p.note);
  CHECK(p.matched);
  CHECK(again->race().rules().state().records[1].out);
}

}  // namespace unpod::session_test

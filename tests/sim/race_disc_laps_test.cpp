// Checkpoints and laps (pod-race.md "Beacons, checkpoints and laps",
// POD FUN_0042c684 and FUN_0042c3a0) on the demo disc's Dusk Ring, the cars moved
// along the compiled centre line by a scripted mover: every step each car goes
// `speed` units further, then the clock moves on.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "race_disc_fixture.h"
#include "unpod/sim/race/race_rules.h"

using namespace unpod;
using namespace unpod::sim::race;

namespace {

constexpr Fx kDiscStep = 780;  // 12 ms frames, one step each

struct Mover {
  double distance;  // along the lap from the lap line; negative: behind it on
                    // the grid
  double speed;     // units per step
};

// Runs `steps` steps; returns the step indices at which each car passed the lap
// line (distance crossing a whole number of laps), worked out from the
// distances alone.
std::vector<std::vector<int>> drive(RaceRules& race, std::vector<Mover>& cars, int steps) {
  std::vector<std::vector<int>> crossings(cars.size());
  const double lap = race_test::lap_length();
  for (int s = 0; s < steps; ++s) {
    for (size_t i = 0; i < cars.size(); ++i) {
      Mover& m = cars[i];
      const double to = m.distance + m.speed;
      if (std::floor(to / lap) > std::floor(m.distance / lap)) crossings[i].push_back(s);
      race.move_car(static_cast<int32_t>(i), race_test::on_lap(m.distance), race_test::on_lap(to));
      m.distance = to;
    }
    race.advance_clock(kDiscStep);
  }
  return crossings;
}

size_t count_kind(const std::vector<Event>& events, EventKind kind, int32_t racer = -1) {
  size_t n = 0;
  for (const Event& e : events)
    if (e.kind == kind && (racer < 0 || e.racer == racer)) ++n;
  return n;
}

RaceSetup one_human_setup(int laps = 3) {
  RaceSetup s;
  s.humans = 1;
  s.computers = 0;
  s.laps = laps;
  return s;
}

}  // namespace

TEST_CASE("Dusk Ring laps: the first crossing only starts the count", "[race][laps]") {
  RaceRules race(race_test::dusk_course(), one_human_setup());
  std::vector<Mover> cars{{-20.3, 1.7}};
  const auto crossed = drive(race, cars, 20);
  REQUIRE(crossed[0].size() == 1);
  const RaceRecord& r = race.state().records[0];
  CHECK(r.crossings == 1);
  CHECK(r.first_crossing == crossed[0][0] * kDiscStep);  // "GO!" to the first crossing
  CHECK(r.lap_times[0] == 0);
  CHECK(r.last_lap_clock == 0);  // lap 1 stays timed from "GO!"
  CHECK(count_kind(race.events(), EventKind::kFirstCrossing) == 1);
  CHECK(count_kind(race.events(), EventKind::kLap) == 0);
}

TEST_CASE("Dusk Ring laps: a lap counts only after the last checkpoint", "[race][laps]") {
  RaceRules race(race_test::dusk_course(), one_human_setup());
  std::vector<Mover> cars{{-5.1, 2.3}};
  drive(race, cars, 10);
  REQUIRE(race.state().records[0].crossings == 1);
  // Back behind the line without driving the lap (no checkpoint passed), and
  // over it again.
  race.move_car(0, race_test::on_lap(10.2),
                race_test::on_lap(-3.1));  // backwards: no lap
  race.move_car(0, race_test::on_lap(-3.1), race_test::on_lap(2.9));
  CHECK(race.state().records[0].crossings == 1);
  CHECK(race.state().records[0].lap_times[0] == 0);
  // The same after the first checkpoint only.
  const double lap = race_test::lap_length();
  cars = {{3.0, 2.1}};
  while (race.state().records[0].next_checkpoint < 2) drive(race, cars, 1);
  race.move_car(0, race_test::on_lap(cars[0].distance), race_test::on_lap(lap - 3.1));
  race.move_car(0, race_test::on_lap(lap - 3.1), race_test::on_lap(lap + 2.9));
  CHECK(race.state().records[0].crossings == 1);
  // Driving on through the last checkpoint, the next crossing counts.
  cars = {{lap + 2.9, 2.1}};
  drive(race, cars, static_cast<int>(lap / 2.1) + 2);
  CHECK(race.state().records[0].crossings == 2);
  CHECK(count_kind(race.events(), EventKind::kCheckpoint) == 2);  // checkpoints 1 and 2, once each
}

TEST_CASE("Dusk Ring laps: lap 1 is timed from GO!, the race time is the sum of the laps",
          "[race][laps]") {
  RaceRules race(race_test::dusk_course(), one_human_setup(3));
  std::vector<Mover> cars{{-20.3, 3.3}};
  const double lap = race_test::lap_length();
  const auto crossed = drive(race, cars, static_cast<int>((3 * lap + 40) / 3.3));
  REQUIRE(crossed[0].size() >= 4);
  const RaceRecord& r = race.state().records[0];
  CHECK(r.finished);
  CHECK(r.crossings == 4);  // laps + 1 at the finish
  CHECK(r.word0 == -1);     // a human has finished
  CHECK(r.lap_times[0] == crossed[0][1] * kDiscStep);
  CHECK(r.lap_times[1] == (crossed[0][2] - crossed[0][1]) * kDiscStep);
  CHECK(r.lap_times[2] == (crossed[0][3] - crossed[0][2]) * kDiscStep);
  CHECK(r.lap_times[3] == 0);
  CHECK(r.last_lap_clock == r.lap_times[0] + r.lap_times[1] + r.lap_times[2]);
  for (int lap_i = 0; lap_i < 3; ++lap_i) {
    const auto& s = r.splits[static_cast<size_t>(lap_i)];
    CHECK(s[0] + s[1] + s[2] == r.lap_times[static_cast<size_t>(lap_i)]);  // splits add up
    CHECK(s[3] == 0);
  }
  CHECK(race.state().best_lap == std::min({r.lap_times[0], r.lap_times[1], r.lap_times[2]}));
  CHECK(race.state().best_lap_racer == 0);
  // The events: lap 2, the last lap, the finish, the end timer; a checkpoint
  // twice a lap.
  CHECK(count_kind(race.events(), EventKind::kLap) == 1);
  CHECK(count_kind(race.events(), EventKind::kLastLap) == 1);
  CHECK(count_kind(race.events(), EventKind::kFinish) == 1);
  CHECK(count_kind(race.events(), EventKind::kCheckpoint) == 6);
  CHECK(count_kind(race.events(), EventKind::kHumansFinished) == 1);
  CHECK(race.state().humans_done);
  CHECK(race.state().end_timer == kEndTimer);
  // A finished racer's crossings no longer count.
  const RaceRecord before = r;
  drive(race, cars, static_cast<int>(lap / 3.3) + 2);
  CHECK(race.state().records[0] == before);
}

TEST_CASE("Dusk Ring laps: going backwards through the lap line runs its back chain",
          "[race][laps]") {
  RaceRules race(race_test::dusk_course(), one_human_setup());
  std::vector<Mover> cars{{15.7, -1.9}};  // past the line, driving the wrong way
  drive(race, cars, 20);
  CHECK(count_kind(race.events(), EventKind::kLapBackward) == 1);
  CHECK(count_kind(race.events(), EventKind::kFirstCrossing) == 0);
  CHECK(race.state().records[0].crossings == 0);
  // And forwards again: the front chain (the lap line, then Troncon with node
  // 0).
  race.clear_events();
  cars[0].speed = 1.9;
  drive(race, cars, 20);
  CHECK(count_kind(race.events(), EventKind::kFirstCrossing) == 1);
  bool section0 = false;
  for (const Event& e : race.events())
    if (e.kind == EventKind::kSection && e.value == 0) section0 = true;
  CHECK(section0);
}

TEST_CASE(
    "Dusk Ring laps: three cars, three laps, finishing in speed order with known "
    "lap times",
    "[race][laps]") {
  RaceSetup setup;
  setup.humans = 1;
  setup.computers = 2;
  setup.laps = 3;
  RaceRules race(race_test::dusk_course(), setup);
  // The human is slowest and starts at the back; the order at the end is the
  // finishing order.
  std::vector<Mover> cars{{-30.1, 2.9}, {-20.2, 3.7}, {-10.3, 3.1}};
  const double lap = race_test::lap_length();
  const auto crossed = drive(race, cars, static_cast<int>((3 * lap + 40) / 2.9));
  CHECK(race.state().order == std::vector<int32_t>{1, 2, 0});
  CHECK(race.state().cars_finished == 3);
  for (size_t i = 0; i < 3; ++i) {
    const RaceRecord& r = race.state().records[i];
    INFO("racer " << i);
    CHECK(r.finished);
    CHECK(r.lap_times[0] == crossed[i][1] * kDiscStep);
    CHECK(r.last_lap_clock == crossed[i][3] * kDiscStep);
  }
  CHECK(race.state().records[1].place == 1);
  CHECK(race.state().records[2].place == 2);
  CHECK(race.state().records[0].place == 3);
}

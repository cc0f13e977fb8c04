// A whole scripted race on the demo disc's Dusk Ring: one human and seven computer cars, three
// laps, frames of 16 ms through Race::frame, every car moved at its own constant speed along the
// centre line. The settling is skipped (no physics yet); everything else runs as the race loop
// runs it: countdown, steps, trackers and the human's follower, gates and macros, places at gates
// and between them, the end timer, and the cars still racing driven to the line.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "race_disc_fixture.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/race/results.h"

using namespace unpod;
using sim::race::CarView;
using sim::race::EventKind;
using sim::race::Fx;
using sim::race::Race;
using sim::race::RaceRules;
using sim::race::RaceSetup;

namespace {

constexpr int kCars = 8;
constexpr uint32_t kFrameMs = 16;   // 16 ms frames: 16 × 65 = 1040 of game time, one step each
constexpr double kHumanSpeed = 45;  // units per second
constexpr double grid(int r) {      // pole 6 units behind the line, then 4 apart
  return -6.0 - 4.0 * r;
}
constexpr double speed(int r) {  // the human mid-field; computer cars faster down the grid
  return r == 0 ? kHumanSpeed : 30.0 + 3.0 * r;
}

struct ScriptedRace {
  Race race;
  std::vector<double> at;
  int swaps_between_gates = 0;

  ScriptedRace() : race(race_test::dusk_course(), setup(), sim::race::ViewStep::kFar), at(kCars) {
    std::vector<sim::race::Vec3> positions;
    for (int r = 0; r < kCars; ++r) {
      at[size_t(r)] = grid(r);
      positions.push_back(race_test::on_lap(grid(r)));
    }
    race.set_paths(race_test::dusk_paths(), positions);
  }

  static RaceSetup setup() {
    RaceSetup s;
    s.humans = 1;
    s.computers = kCars - 1;
    s.laps = 3;
    return s;
  }

  // The stepper: each car not yet finished moves speed × step along the line; computer cars
  // run their path follower (their controller's job). While the countdown runs the cars stand,
  // as the original holds them with input +0x7c at 0.
  void step(RaceRules& rules, Fx dt) {
    if (race.countdown().phase() != sim::race::CountdownPhase::kOff) return;
    for (int r = 0; r < kCars; ++r) {
      if (rules.state().records[size_t(r)].finished) continue;
      const double to = at[size_t(r)] + speed(r) * dt / 65536.0;
      const Fx v = static_cast<Fx>(speed(r) * 65536);
      rules.move_car(r, race_test::on_lap(at[size_t(r)]), race_test::on_lap(to), v);
      if (r > 0) rules.follow_path(r, race_test::on_lap(to));
      at[size_t(r)] = to;
    }
  }

  CarView view(int32_t r) const {
    return CarView{race_test::on_lap(at[size_t(r)]), race_test::heading(at[size_t(r)]), false,
                   true};
  }
};

}  // namespace

TEST_CASE(
    "a whole scripted race: 8 cars, 3 laps, the finishing order of their speeds and lap "
    "times of the distance over the speed",
    "[race][disc][whole race]") {
  ScriptedRace s;
  const auto stepper = [&](RaceRules& rules, Fx dt) { s.step(rules, dt); };
  const auto views = [&](int32_t r) { return s.view(r); };

  // The start: the settling's steps (2 s in steps of 3 × 0x3a8), then "Depart" (on the Dusk Ring:
  // Wrong-Way OFF, Aff Env ON, then "Son Localisé" for each of its four speakers, records 0 to 3).
  int settle_steps = 0;
  s.race.start([&](RaceRules&, Fx dt) {
    CHECK(dt == 3 * 0x3a8);
    ++settle_steps;
  });
  CHECK(settle_steps == 47);  // ceil(0x20000 / 0xaf8)
  REQUIRE(s.race.rules().events().size() == 6);
  CHECK(s.race.rules().events()[0].kind == EventKind::kWrongWayOff);
  CHECK(s.race.rules().events()[1].kind == EventKind::kEffect);
  for (int32_t k = 0; k < 4; ++k) {
    const sim::race::Event& e = s.race.rules().events()[size_t(2 + k)];
    CHECK(e.kind == EventKind::kEffect);
    CHECK(s.race.rules().course().action_names[size_t(e.value)] == "Son Localis\xE9");
    CHECK(e.record == k);
  }

  uint32_t now = 1000;
  int frames = 0;
  bool go = false;
  while (frames < 100000) {
    const std::vector<int32_t> before = s.race.rules().state().order;
    const auto report = s.race.frame(now, stepper, views);
    now += kFrameMs;
    ++frames;
    const auto& events = s.race.rules().events();
    const auto has = [&](EventKind k) {
      return std::any_of(events.begin(), events.end(),
                         [&](const sim::race::Event& e) { return e.kind == k; });
    };
    if (has(EventKind::kGo)) go = true;
    // Before "GO!" the countdown rewrites the grid order every frame.
    if (go && s.race.rules().state().order != before && !has(EventKind::kFirstCrossing) &&
        !has(EventKind::kCheckpoint) && !has(EventKind::kLap) && !has(EventKind::kLastLap) &&
        !has(EventKind::kFinish))
      ++s.swaps_between_gates;
    if (report.race_over) break;
  }
  REQUIRE(s.race.rules().race_over());
  const auto& state = s.race.rules().state();
  // The human finished; the cars slower than it were still racing and are driven to the line.
  REQUIRE(state.records[0].finished);
  const int32_t still_racing = kCars - state.cars_finished;
  const auto drive = s.race.drive_to_line(stepper);
  // "FinCourse" ran first: the Dusk Ring's stops the track's sounds.
  REQUIRE(s.race.rules().events().size() >= 2);
  CHECK(s.race.rules().course().action_names[size_t(s.race.rules().events()[0].value)] ==
        "Tue Sons Statiques");
  CHECK(drive.cars_driven == still_racing);
  CHECK(drive.cars_finished == still_racing);
  CHECK(still_racing == 4);  // speeds 33, 36, 39 and 42 are below the human's 45

  // The finishing order is the order of the speeds.
  std::vector<int32_t> by_speed(kCars);
  std::iota(by_speed.begin(), by_speed.end(), 0);
  std::stable_sort(by_speed.begin(), by_speed.end(),
                   [](int32_t a, int32_t b) { return speed(a) > speed(b); });
  const auto results = sim::race::results(state, ScriptedRace::setup());
  REQUIRE(results.size() == size_t(kCars));
  for (int p = 0; p < kCars; ++p) {
    INFO("place " << p + 1);
    CHECK(results[size_t(p)].racer == by_speed[size_t(p)]);
    CHECK(results[size_t(p)].finished);
    CHECK(results[size_t(p)].laps == 3);
  }

  // Lap times: the distance over the speed, to within one step of the clock (a frame's 1040 in
  // the race, a coarse step of 3 × 0x3a8 in the run to the line). Lap 1 is timed from "GO!" and
  // covers the way from the grid too; the race time is the sum of the laps.
  const double lap = race_test::lap_length();
  for (int r = 0; r < kCars; ++r) {
    INFO("racer " << r);
    const auto& rec = state.records[size_t(r)];
    const bool driven = rec.driven_to_end;
    CHECK(driven == (speed(r) < kHumanSpeed));
    const double tolerance = 2.0 * (driven ? 3 * 0x3a8 : 1040);
    for (int l = 0; l < 3; ++l) {
      const double distance = l == 0 ? lap - grid(r) : lap;
      CHECK(std::abs(rec.lap_times[size_t(l)] - distance / speed(r) * 65536) <= tolerance);
    }
    CHECK(rec.last_lap_clock == rec.lap_times[0] + rec.lap_times[1] + rec.lap_times[2]);
  }
  // The best lap of the race is the fastest car's quickest.
  CHECK(state.best_lap_racer == by_speed[0]);
  // Places changed on the road, away from the gates, as the faster cars came through.
  CHECK(s.swaps_between_gates > 0);
  // No human went the wrong way.
  CHECK(state.records[0].word0 == -1);
}

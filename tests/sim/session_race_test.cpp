// Whole races of eight computer cars (sim::session::RaceSession): on each demo circuit and
// difficulty every car finishes three laps, none is put back more than a few times, the lap
// times are those of cars racing (not crawling), places change on the way, and on NORMAL and
// HARD the opponents' rules fire while EASY's opponents, who carry none, only follow their lanes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "sim/fin_course_circuit.h"
#include "sim/physics_fixtures.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/physics/catch_up.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/runner.h"

namespace unpod::session_test {
namespace {

namespace session = sim::session;
using test::demo_racers;

struct RaceSummary {
  std::vector<sim::race::RaceResult> results;
  std::vector<int> put_backs;  // per racer
  int order_changes = 0;       // steps after which the order table differs from before
  int draws = 0, rules_taken = 0;
  double lap_length = 0;
  double sim_seconds = 0;
};

std::unique_ptr<session::RaceSession> eight_computers(const assets::Circuit& circuit,
                                                      int difficulty, int laps) {
  return test::demo_session(circuit, test::computers_race(8, difficulty, laps));
}

// A guard only: the races end in four to six minutes of race time.
session::RunOptions within(int minutes) {
  session::RunOptions o;
  o.max_race_ms = int64_t(minutes) * 60 * 1000;
  return o;
}

RaceSummary race_on(const std::string& track, int difficulty) {
  const auto& compiled = test::demo_track(track);
  auto race = eight_computers(compiled.circuit, difficulty, 3);
  RaceSummary out;
  out.lap_length = compiled.main.length;
  out.put_backs.assign(8, 0);
  std::vector<int32_t> order = race->race().rules().state().order;
  race->set_step_observer([&] {
    for (size_t r = 0; r < 8; ++r) out.put_backs[r] += race->simulation().events()[r].put_back;
    if (race->race().rules().state().order != order) {
      ++out.order_changes;
      order = race->race().rules().state().order;
    }
  });
  session::FrameSource frames = session::FrameSource::seeded(1997);
  const session::RunResult ran = session::run(*race, frames, within(30));
  REQUIRE(ran.over);
  out.results = race->results();
  for (const auto& c : race->computers()) {
    out.draws += c.behaviour_changes;
    out.rules_taken += c.rules_taken;
  }
  out.sim_seconds = ran.time.frame_ms / 1000.0;
  return out;
}

double seconds(sim::physics::Fx t) {
  return t / 65536.0;
}

}  // namespace

TEST_CASE("eight computer cars race three laps of each demo circuit at every difficulty",
          "[session][race]") {
  for (const std::string track : {"duskring", "quarry"}) {
    for (int difficulty = 0; difficulty < 3; ++difficulty) {
      INFO(track << ", difficulty " << difficulty);
      const RaceSummary s = race_on(track, difficulty);
      REQUIRE(s.results.size() == 8);
      double fastest = 1e9, slowest = 0, best_lap_low = 1e9, best_lap_high = 0;
      for (const auto& r : s.results) {
        INFO("place " << r.place << ": racer " << r.racer << ", " << seconds(r.race_time)
                      << " s, best lap " << seconds(r.best_lap) << " s, " << r.laps << " laps, "
                      << s.put_backs[size_t(r.racer)] << " put back");
        CHECK(r.finished);
        CHECK(r.laps == 3);
        CHECK(s.put_backs[size_t(r.racer)] <= 5);  // a few: a spin in a hairpin, a roll
        // A lap at 20 to 70 units/s on average: cars racing, neither crawling nor flying.
        CHECK(seconds(r.best_lap) > s.lap_length / 70);
        CHECK(seconds(r.best_lap) < s.lap_length / 20);
        fastest = std::min(fastest, seconds(r.race_time));
        slowest = std::max(slowest, seconds(r.race_time));
        best_lap_low = std::min(best_lap_low, seconds(r.best_lap));
        best_lap_high = std::max(best_lap_high, seconds(r.best_lap));
      }
      // The cars' pace is alike (the slowest best lap within 60 % of the fastest), and even a
      // car that lost time in a spin comes home within twice the winner's time.
      CHECK(best_lap_high < 1.6 * best_lap_low);
      CHECK(slowest < 2 * fastest);
      // Places change on the road, not only at the start.
      CHECK(s.order_changes >= 8);
      INFO(s.draws << " draws, " << s.rules_taken << " rules taken");
      CHECK(s.draws > 0);  // the situation changes, so every difficulty draws
      if (difficulty == 0)
        CHECK(s.rules_taken == 0);  // EASY's opponents carry no rules
      else
        CHECK(s.rules_taken > 0);  // NORMAL's and HARD's rules fire
    }
  }
}

TEST_CASE("a race's end: the first finisher starts the end timer, the rest are driven home",
          "[session][race]") {
  auto race = eight_computers(test::dusk_ring().circuit, 1, 1);
  session::FrameSource frames = session::FrameSource::seeded(7);
  int finished_when_over = 0;
  // Counted at the last frame, before the end drives the rest home.
  session::RunOptions options = within(10);
  options.after_frame = [&](const sim::race::FrameReport&) {
    if (!race->over()) return;
    for (const auto& r : race->race().rules().state().records) finished_when_over += r.finished;
  };
  const session::RunResult ran = session::run(*race, frames, std::move(options));
  REQUIRE(ran.over);
  CHECK(finished_when_over >= 1);  // the timer started at the first finish
  CHECK(ran.end.cars_finished == 8 - finished_when_over);
  int driven_to_end = 0;
  for (const auto& r : race->results()) {
    CHECK(r.finished);
    driven_to_end += r.driven_to_end;
  }
  CHECK(driven_to_end == 8 - finished_when_over);
}

TEST_CASE("a human's car is driven by its device: nothing held, nothing asked, accelerate, away",
          "[session][race]") {
  const auto& circuit = test::dusk_ring().circuit;
  session::SessionSetup setup;
  setup.race.humans = 1;
  setup.race.computers = 0;  // nobody behind to push it
  setup.race.laps = 1;
  auto made = session::RaceSession::make(circuit, setup, demo_racers(circuit, 0, setup.race));
  REQUIRE(made);
  session::RaceSession& race = **made;
  race.start();
  uint32_t now = 1000;
  for (int f = 0; f < 60 * 8; ++f, now += 17) race.frame(now);  // past "GO!"
  const auto& car = race.simulation().racers()[0];
  // No buttons, the wheels centred: steering index 15 in the high half, the bias alone below.
  CHECK(car.driver.input == (15u << 16 | 8));
  CHECK(race.computer_drives(0) == false);
  CHECK(physics_test::speed(car.car.velocity) < 0.5);
  sim::controls::PlayerDevice held;
  held.frame.keys[sim::controls::key_slot::kAccelerate] = true;
  race.set_device(0, held);
  for (int f = 0; f < 60 * 4; ++f, now += 17) race.frame(now);
  CHECK(car.driver.input == (15u << 16 | (1 + 8)));  // accelerate, centred
  CHECK(physics_test::speed(car.car.velocity) > 10);
  // Once the car is given to the computer (FUN_00422788, at "Fin Course"), the computer drives
  // it along its lanes, whatever the device holds; the driver's lane becomes 0.
  sim::controls::PlayerDevice nothing;
  race.set_device(0, nothing);
  for (int f = 0; f < 60 * 3; ++f, now += 17) race.frame(now);  // coast to a stop, or nearly
  race.give_to_computer(0);
  CHECK(race.computer_drives(0));
  CHECK(race.race().rules().state().paths[0].driver_lane == 0);
  const sim::physics::Vec16 at = car.car.centre;
  for (int f = 0; f < 60 * 6; ++f, now += 17) race.frame(now);
  // About 58 units since the compiler's derived speed limits (docs/TRACK-FORMAT.md), 60 and
  // more before; either way the car is driven, not coasting (it had all but stopped).
  CHECK(physics_test::real(sim::physics::length(sim::physics::sub(car.car.centre, at))) > 50);
  CHECK((car.driver.input & 0xffff) != 8);  // the computer's throttle, not the empty device
  // The humans come first: a setup that puts a computer there is refused, naming the racer.
  session::SessionSetup two = setup;
  two.race.computers = 1;
  std::vector<session::RacerEntry> swapped = demo_racers(circuit, 0, two.race);
  REQUIRE(swapped.size() == 2);
  std::swap(swapped[0].human, swapped[1].human);
  auto refused = session::RaceSession::make(circuit, two, swapped);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().message.find("racer 0") != std::string::npos);
}

TEST_CASE(
    "a human's car is given to the computer at a \"Fin Course\" gate only once it has finished",
    "[session][race]") {
  // pod-controllers.md: "Fin Course" (FUN_00455bb8) hands a human's car to the computer with
  // lane 0 (FUN_00422788): "after the finish the computer drives the player's car". The demo disc
  // has no "Fin Course" gate; fin_course_circuit.h puts one on every gate, so in a one-lap race
  // the car's first gate starts the count (still racing: the car stays the player's) and its next
  // gate finishes it (the car goes to the computer).
  const assets::Circuit circuit = test::fin_course_circuit();

  session::SessionSetup setup;
  setup.race.humans = 1;
  setup.race.computers = 0;
  setup.race.laps = 1;
  auto made = session::RaceSession::make(circuit, setup, demo_racers(circuit, 0, setup.race));
  REQUIRE(made);
  session::RaceSession& race = **made;
  const auto& rules = race.race().rules();
  const auto& record = rules.state().records[0];
  // After each step: each "Fin Course" the human crossed, whether it had finished then, and
  // whether the computer drives its car after that step.
  struct Crossing {
    bool finished, computer_drives;
  };
  std::vector<Crossing> crossings;
  size_t seen = 0;
  race.set_step_observer([&] {
    const auto& events = rules.events();
    if (events.size() < seen) seen = 0;  // a new frame cleared them
    for (; seen < events.size(); ++seen)
      if (events[seen].kind == sim::race::EventKind::kPathEnd && events[seen].racer == 0)
        crossings.push_back({record.finished, race.computer_drives(0)});
  });
  race.start();
  sim::controls::PlayerDevice held;
  held.frame.keys[sim::controls::key_slot::kAccelerate] = true;
  race.set_device(0, held);
  uint32_t now = 1000;
  for (int f = 0; f < 60 * 30 && !record.finished; ++f, now += 17) race.frame(now);
  REQUIRE(record.finished);
  REQUIRE(crossings.size() == 2);
  // The first gate: a lap started, the racer still racing, no hand-over.
  CHECK_FALSE(crossings[0].finished);
  CHECK_FALSE(crossings[0].computer_drives);
  // The second: "Fin Course" runs before the lap line that finishes the racer, and the car is
  // handed over at that crossing, the record read after the step.
  CHECK(crossings[1].finished);
  CHECK(crossings[1].computer_drives);
  CHECK(race.computer_drives(0));
  CHECK(rules.state().paths[0].driver_lane == 0);
}

TEST_CASE(
    "the computer cars catch up towards racer 0, the first human, and without humans no car "
    "catches up",
    "[session][race][catch_up]") {
  // pod-car-physics.md "Catch-up": a computer car's time scale keeps it near the racer its
  // record targets (FUN_00422918); ai/inferred.h: racer 0, the first human, and none in a race
  // without humans.
  const assets::Circuit& circuit = test::dusk_ring().circuit;
  session::SessionSetup one = test::computers_race(2, 1, 1);
  one.race.humans = 1;
  one.race.computers = 2;
  auto with_human = test::demo_session(circuit, one);
  const auto& racers = with_human->simulation().racers();
  CHECK(racers[0].driver.catch_up.target == -1);  // the human's time is its own
  CHECK(racers[1].driver.catch_up.target == 0);
  CHECK(racers[2].driver.catch_up.target == 0);
  with_human->start();
  uint32_t now = 1000;
  for (int f = 0; f < 60 * 10; ++f, now += 17) with_human->frame(now);
  // Normal (base 3000): the scales have left 1.0 within base + 0.90 .. base + 1.008.
  for (const int r : {1, 2}) {
    const sim::physics::Fx scale = racers[size_t(r)].driver.catch_up.scale;
    CHECK(scale != sim::physics::kOne);
    CHECK(scale <= 3000 + sim::physics::kCatchUpHigh);
  }

  // Racer 0 a computer car: no target, every step at the race's own time.
  auto computers = test::demo_session(circuit, test::computers_race(3, 1, 1));
  computers->start();
  now = 1000;
  for (int f = 0; f < 60 * 10; ++f, now += 17) computers->frame(now);
  for (const auto& r : computers->simulation().racers()) {
    CHECK(r.driver.catch_up.target == -1);
    CHECK(r.driver.catch_up.scale == sim::physics::kOne);
  }
}

}  // namespace unpod::session_test

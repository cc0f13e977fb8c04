// The HUD's model: what a racer's HUD shows, read from the race rules, the countdown and the
// frame's events, on the hand-made straight of the race tests (lap line at x = 0, checkpoints at
// x = 100 and 200).
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "sim/race_straight.h"
#include "unpod/engine/hud_model.h"

using namespace unpod::engine;
using unpod::race_test::kUnit;
using unpod::race_test::straight;
using unpod::sim::race::Countdown;
using unpod::sim::race::Event;
using unpod::sim::race::EventKind;
using unpod::sim::race::RaceRules;
using unpod::sim::race::RaceSetup;

namespace {

RaceSetup setup(int32_t humans, int32_t computers, int32_t laps) {
  RaceSetup s;
  s.humans = humans;
  s.computers = computers;
  s.laps = laps;
  return s;
}

// The game's side of one racer's HUD: the rules, a countdown, the timers and the clock.
struct Session {
  RaceRules rules;
  Countdown countdown{false};
  HudTimers timers;
  HudInputs inputs;
  int32_t racer = 0;
  explicit Session(RaceSetup s) : rules(straight(), s) {}
  // The end of a frame at `now_ms`: the events go to the timers, then are cleared.
  void end_frame(uint32_t now_ms) {
    inputs.now_ms = now_ms;
    timers.update(rules.events(), rules.state(), racer, now_ms);
    rules.clear_events();
  }
  HudModel model() const { return hud_model(rules, racer, countdown, timers, inputs); }
  // A racer drives over the lap line (x -1 -> 1) or a checkpoint.
  void cross(int32_t who, int32_t x) {
    rules.move_car(who, {(x - 1) * kUnit, 0, kUnit}, {(x + 1) * kUnit, 0, kUnit});
  }
  // One whole lap from before the line: the two checkpoints, then the line, `seconds` after
  // the previous lap's line.
  void lap(int32_t who, int32_t seconds) {
    rules.advance_clock(seconds * kUnit / 2);
    cross(who, 100);
    cross(who, 200);
    rules.advance_clock(seconds * kUnit - seconds * kUnit / 2);
    cross(who, 0);
  }
};

}  // namespace

TEST_CASE("HUD: the countdown shows 5 to 1, then GO! for about a second", "[engine][hud][model]") {
  Session s(setup(1, 1, 3));
  std::vector<int32_t> shown;
  uint32_t go_at = 0;
  for (uint32_t now = 0; now <= 5600; now += 100) {
    s.rules.apply_countdown(s.countdown.frame(now));
    s.end_frame(now);
    const HudModel m = s.model();
    if (m.countdown > 0 && (shown.empty() || shown.back() != m.countdown))
      shown.push_back(m.countdown);
    if (m.go && go_at == 0) go_at = now;
    if (m.countdown > 0) CHECK_FALSE(m.go);
  }
  CHECK(shown == std::vector<int32_t>{5, 4, 3, 2, 1});
  CHECK(go_at == 5600);  // the first frame past 5500 ms
  s.end_frame(go_at + kGoShownMs - 1);
  CHECK(s.model().go);
  s.end_frame(go_at + kGoShownMs);
  CHECK_FALSE(s.model().go);
  CHECK(s.model().countdown == 0);
}

TEST_CASE("HUD: the race time reads zero while counting, then the race clock",
          "[engine][hud][model]") {
  Session s(setup(1, 0, 3));
  s.rules.apply_countdown(s.countdown.frame(0));
  s.rules.advance_clock(3 * kUnit);  // the clock runs during the countdown, GO! zeroes it
  CHECK(s.model().race_time == 0);
  s.rules.apply_countdown(s.countdown.frame(5501));
  s.rules.advance_clock(2 * kUnit);
  CHECK(s.model().race_time == 2 * kUnit);
  CHECK(s.model().lap_time == 2 * kUnit);  // lap 1 runs from GO!
}

TEST_CASE("HUD: lap 1/N before the first crossing, n/N after each lap, LAST LAP on the last",
          "[engine][hud][model]") {
  Session s(setup(1, 0, 3));
  HudModel m = s.model();
  CHECK(m.lap == 1);
  CHECK(m.laps == 3);
  CHECK_FALSE(m.last_lap);
  s.cross(0, 0);  // the first crossing only starts the count
  s.end_frame(0);
  CHECK(s.model().lap == 1);
  s.lap(0, 60);
  s.end_frame(1000);
  m = s.model();
  CHECK(m.lap == 2);
  CHECK(m.banner == HudBanner::kLap);
  CHECK(m.banner_lap == 2);
  CHECK_FALSE(m.last_lap);
  s.lap(0, 58);
  s.end_frame(70000);
  m = s.model();
  CHECK(m.lap == 3);
  CHECK(m.last_lap);
  CHECK(m.banner == HudBanner::kLastLap);
  s.end_frame(70000 + kLapBannerMs);
  CHECK(s.model().banner == HudBanner::kNone);
  CHECK(s.model().last_lap);  // the lap counter says so all lap long
}

TEST_CASE("HUD: the lap times come from the record, the best lap is the least of them",
          "[engine][hud][model]") {
  Session s(setup(1, 0, 3));
  s.cross(0, 0);
  s.lap(0, 61);
  s.lap(0, 59);
  s.end_frame(2000);
  const HudModel m = s.model();
  REQUIRE(m.laps_timed == 2);
  CHECK(m.lap_times[0] == 61 * kUnit);
  CHECK(m.lap_times[1] == 59 * kUnit);
  CHECK(m.best_lap == 59 * kUnit);
  CHECK(m.race_time == 120 * kUnit);
  CHECK(m.lap_time == 0);  // the third lap has just begun
  // The lap just completed flashes with its time, for a fixed time.
  CHECK(m.lap_flash);
  CHECK(m.flash_lap == 2);
  CHECK(m.flash_lap_time == 59 * kUnit);
  s.end_frame(2000 + kLapTimeFlashMs);
  CHECK_FALSE(s.model().lap_flash);
}

TEST_CASE("HUD: a checkpoint flashes its split", "[engine][hud][model]") {
  Session s(setup(1, 0, 3));
  s.cross(0, 0);
  s.end_frame(0);
  s.rules.advance_clock(20 * kUnit);
  s.cross(0, 100);
  s.end_frame(500);
  HudModel m = s.model();
  CHECK(m.split_flash);
  CHECK(m.split_checkpoint == 1);
  CHECK(m.split_time == 20 * kUnit);
  s.rules.advance_clock(15 * kUnit);
  s.cross(0, 200);
  s.end_frame(900);
  m = s.model();
  CHECK(m.split_checkpoint == 2);
  CHECK(m.split_time == 15 * kUnit);
  s.end_frame(900 + kSplitFlashMs);
  CHECK_FALSE(s.model().split_flash);
}

TEST_CASE("HUD: place n/N is the place in the record", "[engine][hud][model]") {
  Session s(setup(1, 1, 3));
  CHECK(s.model().place == 1);
  CHECK(s.model().racers == 2);
  s.racer = 1;
  CHECK(s.model().place == 2);
  s.cross(1, 0);  // the computer car crosses first and moves up
  CHECK(s.model().place == 1);
  s.racer = 0;
  CHECK(s.model().place == 2);
}

TEST_CASE("HUD: the finished message, and the race time stops at the line",
          "[engine][hud][model]") {
  Session s(setup(1, 1, 2));
  s.cross(0, 0);
  s.lap(0, 50);
  s.lap(0, 52);
  s.end_frame(100);
  s.rules.advance_clock(7 * kUnit);
  const HudModel m = s.model();
  CHECK(m.finished);
  CHECK(m.banner == HudBanner::kFinished);
  CHECK(m.place == 1);
  CHECK(m.race_time == 102 * kUnit);
  CHECK(m.lap == 2);
  CHECK_FALSE(m.last_lap);
  CHECK(m.lap_flash);  // the last lap's time
  CHECK(m.flash_lap == 2);
  CHECK(m.flash_lap_time == 52 * kUnit);
  CHECK_FALSE(m.show_results);  // not until the race is over
}

TEST_CASE(
    "HUD: in a network race the first human's finish shows POD's 60-second end timer to every "
    "racer, counting down, and a race on one machine shows none",
    "[engine][hud][model]") {
  RaceSetup network = setup(2, 1, 1);
  network.network = true;
  Session s(network);
  s.racer = 1;  // the other human, still racing
  s.cross(0, 0);
  s.cross(1, 0);
  CHECK(s.model().end_seconds == -1);
  s.lap(0, 50);
  s.end_frame(100);
  CHECK(s.model().end_seconds == 60);
  s.rules.end_timer_frame(15 * kUnit + kUnit / 2);  // 44.5 s left: shown as 45
  CHECK(s.model().end_seconds == 45);
  s.racer = 0;  // the finisher sees it too
  CHECK(s.model().end_seconds == 45);

  Session local(setup(2, 1, 1));
  local.cross(0, 0);
  local.lap(0, 50);
  local.end_frame(100);
  CHECK(local.model().end_seconds == -1);
}

TEST_CASE("HUD: the results table once the race is over, unfinished cars marked",
          "[engine][hud][model]") {
  Session s(setup(1, 1, 1));
  const std::vector<std::string> names = {"VANESSA", ""};
  s.inputs.driver_names = names;
  s.cross(1, 0);
  s.cross(0, 0);
  s.lap(0, 45);  // the human finishes; the computer car does not
  while (!s.rules.end_timer_frame(0x8000)) {
  }
  const HudModel m = s.model();
  REQUIRE(m.show_results);
  REQUIRE(m.results.size() == 2);
  CHECK(m.results[0].place == 1);
  CHECK(m.results[0].driver == "VANESSA");
  CHECK(m.results[0].human);
  CHECK(m.results[0].finished);
  CHECK(m.results[0].race_time == 45 * kUnit);
  CHECK(m.results[0].best_lap == 45 * kUnit);
  CHECK(m.results[0].laps == 1);
  CHECK(m.results[1].driver == "RACER 2");  // no name given
  CHECK_FALSE(m.results[1].finished);
  CHECK(m.results[1].laps == 0);
}

TEST_CASE("HUD: WRONG WAY from the Wrong-Way ON macro until its OFF, for that racer only",
          "[engine][hud][model]") {
  Session s(setup(2, 0, 3));
  const std::vector<Event> on = {{EventKind::kWrongWayOn, 0, 4, 0, 0, -1}};
  const std::vector<Event> other = {{EventKind::kWrongWayOn, 1, 4, 0, 0, -1}};
  const std::vector<Event> off = {{EventKind::kWrongWayOff, 0, 5, 0, 0, -1}};
  s.timers.update(other, s.rules.state(), 0, 10);
  CHECK_FALSE(s.model().wrong_way);
  s.timers.update(on, s.rules.state(), 0, 20);
  CHECK(s.model().wrong_way);
  s.timers.update({}, s.rules.state(), 0, 60000);  // it stays until the track says otherwise
  CHECK(s.model().wrong_way);
  s.timers.update(off, s.rules.state(), 0, 60010);
  CHECK_FALSE(s.model().wrong_way);
}

TEST_CASE("HUD: a new lap record flashes, other ranks say their place", "[engine][hud][model]") {
  Session s(setup(1, 0, 3));
  CHECK(s.model().lap_record_rank == -1);
  const std::vector<Event> record = {{EventKind::kLapRecord, 0, 0, 0, 0, -1}};
  s.timers.update(record, s.rules.state(), 0, 100);
  s.inputs.now_ms = 100;
  CHECK(s.model().lap_record_rank == 0);
  s.inputs.now_ms = 100 + kLapRecordFlashMs;
  CHECK(s.model().lap_record_rank == -1);
  const std::vector<Event> third = {{EventKind::kLapRecord, 0, 0, 2, 0, -1}};
  s.timers.update(third, s.rules.state(), 0, 9000);
  s.inputs.now_ms = 9000;
  CHECK(s.model().lap_record_rank == 2);
}

TEST_CASE("HUD: speed, gear and damage come from the game, health kept in 0..1",
          "[engine][hud][model]") {
  Session s(setup(1, 0, 3));
  HudModel m = s.model();
  CHECK(m.speed_kmh == 0);
  CHECK(m.gear == 0);
  CHECK_FALSE(m.damage_on);
  s.inputs.speed_kmh = 187;
  s.inputs.gear = 4;
  s.inputs.damage_on = true;
  s.inputs.health = {1.0f, 0.5f, 0.0f, 2.0f, -1.0f, std::numeric_limits<float>::quiet_NaN()};
  m = s.model();
  CHECK(m.speed_kmh == 187);
  CHECK(m.gear == 4);
  CHECK(m.damage_on);
  CHECK(m.health == std::array<float, kDamagePartCount>{1.0f, 0.5f, 0.0f, 1.0f, 0.0f, 0.0f});
}

TEST_CASE("HUD: a physics car gives its speed in km/h, its gear and its parts' health",
          "[engine][hud][model]") {
  namespace physics = unpod::sim::physics;
  physics::CarState car;
  physics::CarObject object;
  car.velocity = {30 * kUnit, -40 * kUnit, 0};  // 50 units/s
  car.gear = 3;
  object.parts[1].state = 1;  // damaged, its health whole again
  object.parts[2].state = 2;  // ruined and run out
  object.parts[2].health = 0;
  object.parts[3].health = physics::kPartHealth / 2;
  HudInputs in = car_inputs(car, object, true);
  CHECK(in.speed_kmh == 180);
  CHECK(in.gear == 3);
  CHECK(in.damage_on);
  CHECK(in.health[0] == Approx(1.0f));
  CHECK(in.health[1] == Approx(2.0f / 3).margin(1e-4));
  CHECK(in.health[2] == Approx(0.0f));
  CHECK(in.health[3] == Approx(5.0f / 6).margin(1e-4));
  car.gear = physics::kReverseGear;
  car.velocity = {0, 0, kUnit / 100};
  in = car_inputs(car, object, false);
  CHECK(in.gear == -1);
  CHECK(in.speed_kmh == 0);
  CHECK_FALSE(in.damage_on);
  car.gear = physics::kNeutralGear;
  CHECK(car_inputs(car, object, false).gear == 0);
}

TEST_CASE("HUD: a racer out of range shows the lap count of the race and no record",
          "[engine][hud][model]") {
  Session s(setup(1, 0, 3));
  s.racer = 7;
  const HudModel m = s.model();
  CHECK(m.lap == 1);
  CHECK(m.laps == 3);
  CHECK(m.place == 1);
  CHECK_FALSE(m.finished);
}

TEST_CASE("HUD: another racer's finish is announced with its place and time for 5 s",
          "[engine][hud][model]") {
  Session s(setup(1, 2, 1));
  const std::vector<std::string> names = {"YOU", "ADA BRENNOCK", "NINA OAKHURST"};
  s.inputs.driver_names = names;
  for (int32_t r = 0; r < 3; ++r) s.cross(r, 0);
  s.end_frame(1000);
  s.lap(2, 71);  // racer 2 finishes first, 71 s in
  s.end_frame(72000);
  HudModel m = s.model();
  REQUIRE(m.finishers.size() == 1);
  CHECK(m.finishers[0].place == 1);
  CHECK(m.finishers[0].driver == "NINA OAKHURST");
  CHECK(m.finishers[0].time == 71 * kUnit);
  s.lap(1, 3);  // racer 1 second, 74 s in: the newest first
  s.end_frame(75000);
  m = s.model();
  REQUIRE(m.finishers.size() == 2);
  CHECK(m.finishers[0].place == 2);
  CHECK(m.finishers[0].driver == "ADA BRENNOCK");
  CHECK(m.finishers[0].time == 74 * kUnit);
  CHECK_FALSE(m.finished);  // the player's own race goes on
  // 5 s after each: the first gone, then both.
  s.inputs.now_ms = 77500;
  CHECK(s.model().finishers.size() == 1);
  s.inputs.now_ms = 80500;
  CHECK(s.model().finishers.empty());
}

TEST_CASE("HUD: a retired human sees RETIRED, then the results with itself unplaced",
          "[engine][hud][model]") {
  Session s(setup(1, 1, 1));
  s.cross(0, 0);
  s.cross(1, 0);
  s.lap(1, 40);  // the computer car finishes
  REQUIRE(s.rules.retire(0));
  s.end_frame(50000);
  HudModel m = s.model();
  CHECK(m.banner == HudBanner::kRetired);
  CHECK_FALSE(m.show_results);
  s.rules.end_timer_frame(0x8000);  // the end at once: the next frame's end timer
  m = s.model();
  REQUIRE(m.show_results);
  REQUIRE(m.results.size() == 2);
  CHECK(m.results[0].racer == 1);
  CHECK(m.results[0].place == 1);
  CHECK(m.results[1].racer == 0);
  CHECK(m.results[1].retired);
  CHECK(m.results[1].place == 0);
}

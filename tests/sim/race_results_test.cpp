// The results and the track's records (pod-race.md "The end", "The race record", "Positions"):
// the results list the cars by the order table, finishers first in finishing order, each with
// its race time (the sum of its laps) and best lap; a counted lap and a finish are checked
// against the track's records (POD FUN_004b26f8, FUN_004b24fc) for the HUD; the finished race
// goes into the best times the game saves (save_records, FUN_004b23f4).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "race_straight.h"
#include "unpod/sim/race/race_rules.h"
#include "unpod/sim/race/results.h"
#include "unpod/sim/race/track_records.h"

using namespace unpod;
using namespace unpod::sim::race;
using unpod::race_test::kUnit;
using unpod::race_test::straight;

namespace {

constexpr Fx kResultStep = 780;  // 12 ms frames, one step each

RaceSetup setup(int32_t humans, int32_t computers, int32_t laps) {
  RaceSetup s;
  s.humans = humans;
  s.computers = computers;
  s.laps = laps;
  return s;
}

// A car on the straight, x in whole units; past x = 250 it goes round to x = -10 away from the
// gates.
struct ResultCar {
  Fx x = -10;
};

void step(RaceRules& race, int32_t racer, ResultCar& car, Fx speed) {
  const Fx to = car.x + speed;
  race.move_car(racer, {car.x * kUnit, 0, kUnit}, {to * kUnit, 0, kUnit});
  car.x = to;
  if (car.x > 250) {
    race.move_car(racer, {car.x * kUnit, 0, kUnit}, {car.x * kUnit, 1000 * kUnit, kUnit});
    race.move_car(racer, {car.x * kUnit, 1000 * kUnit, kUnit}, {-10 * kUnit, 1000 * kUnit, kUnit});
    race.move_car(racer, {-10 * kUnit, 1000 * kUnit, kUnit}, {-10 * kUnit, 0, kUnit});
    car.x = -10;
  }
}

// Runs every car at its speed (units per step; a speed of 0 stands still) until `finishers` cars
// have finished; a car's speed may depend on the laps it has begun (crossings).
template <typename Speed>
void run(RaceRules& race, std::vector<ResultCar>& cars, Speed speed, int32_t finishers) {
  for (int s = 0; s < 5000 && race.state().cars_finished < finishers; ++s) {
    for (size_t i = 0; i < cars.size(); ++i) {
      const auto racer = static_cast<int32_t>(i);
      const Fx v = speed(racer, race.state().records[i].crossings);
      if (v > 0 && !race.state().records[i].finished) step(race, racer, cars[i], v);
    }
    race.advance_clock(kResultStep);
  }
}

// The lap times of a racer as the events stamp them: from "GO!" (clock 0) to each lap line that
// counted (kLap, kLastLap or kFinish).
std::vector<Fx> laps_from_events(const std::vector<Event>& events, int32_t racer) {
  std::vector<Fx> laps;
  Fx last = 0;
  for (const Event& e : events) {
    if (e.racer != racer) continue;
    if (e.kind == EventKind::kLap || e.kind == EventKind::kLastLap ||
        e.kind == EventKind::kFinish) {
      laps.push_back(e.clock - last);
      last = e.clock;
    }
  }
  return laps;
}

std::vector<Event> of_kind(const std::vector<Event>& events, EventKind kind, int32_t racer = -1) {
  std::vector<Event> out;
  for (const Event& e : events)
    if (e.kind == kind && (racer < 0 || e.racer == racer)) out.push_back(e);
  return out;
}

assets::BestTimeEntry entry(Fx lap, Fx race, int32_t laps, const char* driver) {
  return {lap, race, laps, driver, "Car"};
}

}  // namespace

TEST_CASE("results: finishers in finishing order, race time = sum of laps, best lap the least",
          "[race][results]") {
  RaceRules race(straight(), setup(1, 2, 3));
  std::vector<ResultCar> cars(3);
  // Racer 0 drives its second lap fast; racer 1 is steady and fastest overall; racer 2 is slow and
  // does not finish.
  const auto speed = [](int32_t racer, uint8_t crossings) -> Fx {
    if (racer == 0) return crossings == 2 ? 6 : 3;
    return racer == 1 ? 4 : 2;
  };
  run(race, cars, speed, 2);
  REQUIRE(race.state().cars_finished == 2);
  REQUIRE_FALSE(race.state().records[2].finished);

  const std::vector<RaceResult> res = results(race.state(), race.setup());
  REQUIRE(res.size() == 3);
  const std::vector<Event> finishes = of_kind(race.events(), EventKind::kFinish);
  REQUIRE(finishes.size() == 2);
  for (size_t p = 0; p < 2; ++p) {
    const RaceResult& r = res[p];
    CHECK(r.place == static_cast<int32_t>(p) + 1);
    CHECK(r.racer == finishes[p].racer);  // finishing order
    CHECK(r.finished);
    CHECK(r.laps == 3);
    CHECK(r.race_time == finishes[p].clock);  // the clock at its last lap line
    const std::vector<Fx> laps = laps_from_events(race.events(), r.racer);
    REQUIRE(laps.size() == 3);
    CHECK(r.race_time == laps[0] + laps[1] + laps[2]);
    CHECK(r.best_lap == *std::min_element(laps.begin(), laps.end()));
  }
  CHECK(res[0].racer == 1);
  CHECK(res[0].human == false);
  CHECK(res[1].racer == 0);
  CHECK(res[1].human == true);
  // Racer 0's best lap is its fast second one, not its last.
  CHECK(res[1].best_lap == laps_from_events(race.events(), 0)[1]);
  CHECK(res[1].best_lap < laps_from_events(race.events(), 0)[2]);

  const RaceResult& slow = res[2];
  CHECK(slow.place == 3);
  CHECK(slow.racer == 2);
  CHECK_FALSE(slow.finished);
  CHECK(slow.race_time == 0);
  CHECK(slow.laps == static_cast<int32_t>(laps_from_events(race.events(), 2).size()));
  CHECK(slow.laps == 1);
}

TEST_CASE("track records: a lap faster than the track's best is the new record (rank 0)",
          "[race][results][records]") {
  // Lap times on the straight: about 87 steps at 3 units a step (1.04 s), 66 at 4 (0.79 s).
  assets::BestTimes best;
  best.circuit = "straight";
  best.laps = {entry(60000, 400000, 3, "Old"), entry(80000, 410000, 3, "Older")};
  RaceRules race(straight(), setup(1, 0, 3));
  race.set_track_records(TrackRecords(best, 3));
  std::vector<ResultCar> cars(1);
  const auto fast = [](int32_t, uint8_t) -> Fx { return 4; };
  run(race, cars, fast, 1);
  const std::vector<Fx> laps = laps_from_events(race.events(), 0);
  REQUIRE(laps.size() == 3);
  REQUIRE(laps[1] < 60000);  // the scripted laps 2 and 3 beat the track's best
  REQUIRE(laps[0] > laps[1]);
  REQUIRE(laps[2] == laps[1]);

  const std::vector<Event> lap_records = of_kind(race.events(), EventKind::kLapRecord, 0);
  // Lap 1 (timed from GO!, longer) enters; lap 2 beats the table's best and the racer's own
  // entry; lap 3, no better than its own entry, does not enter again.
  REQUIRE(lap_records.size() == 2);
  CHECK(lap_records[1].value == 0);
  CHECK(lap_records[0].value == (laps[0] < 60000 ? 0 : laps[0] < 80000 ? 1 : 2));
  const TrackRecords& t = *race.track_records();
  REQUIRE(t.laps().size() == 3);  // one place per racer
  CHECK(t.laps()[0] == RecordTime{laps[1], 0});
  CHECK(t.laps()[1] == RecordTime{60000, -1});
  CHECK(t.laps()[2] == RecordTime{80000, -1});
  // The check comes at the lap line, before the lap's own event and stamped with its clock.
  const std::vector<Event>& ev = race.events();
  for (size_t i = 0; i < ev.size(); ++i) {
    if (ev[i].kind != EventKind::kLapRecord) continue;
    CHECK(ev[i].beacon == 0);
    REQUIRE(i + 1 < ev.size());
    CHECK((ev[i + 1].kind == EventKind::kLap || ev[i + 1].kind == EventKind::kLastLap));
    CHECK(ev[i + 1].clock == ev[i].clock);
  }
}

TEST_CASE("track records: a slower lap gets a later rank, or none when the table is full",
          "[race][results][records]") {
  assets::BestTimes best;
  best.circuit = "straight";
  for (Fx i = 0; i < 9; ++i) best.laps.push_back(entry(10000 + 1000 * i, 400000, 3, "Old"));
  RaceRules race(straight(), setup(1, 1, 3));
  race.set_track_records(TrackRecords(best, 3));
  std::vector<ResultCar> cars(2);
  // Racer 0 laps in about 1.04 s, racer 1 in about 3 s: both slower than every stored lap.
  const auto speed = [](int32_t racer, uint8_t) -> Fx { return racer == 0 ? 3 : 1; };
  run(race, cars, speed, 2);
  REQUIRE(race.state().cars_finished == 2);
  const std::vector<Event> fast = of_kind(race.events(), EventKind::kLapRecord, 0);
  REQUIRE_FALSE(fast.empty());
  CHECK(fast[0].value == 9);  // the tenth and last place of the table
  // Racer 1's laps come after the table is full with times better than its own: none enters.
  CHECK(of_kind(race.events(), EventKind::kLapRecord, 1).empty());
  CHECK(race.track_records()->laps().size() == assets::kBestTimesKept);
}

TEST_CASE("track records: the race time is checked at the finish against races of its length",
          "[race][results][records]") {
  assets::BestTimes best;
  best.circuit = "straight";
  // A very fast 2-lap race does not count against a 3-lap race.
  best.races = {entry(20000, 50000, 2, "Short"), entry(70000, 400000, 3, "Old")};
  RaceRules race(straight(), setup(1, 2, 3));
  race.set_track_records(TrackRecords(best, 3));
  REQUIRE(race.track_records()->races().size() == 1);
  std::vector<ResultCar> cars(3);
  // Races of about 2.4 s, 3.1 s and 1.9 s (the race table's 400000 is 6.1 s).
  const auto speed = [](int32_t racer, uint8_t) -> Fx {
    return racer == 0 ? 4 : racer == 1 ? 3 : 5;
  };
  run(race, cars, speed, 3);
  const std::vector<Event> finishes = of_kind(race.events(), EventKind::kFinish);
  const std::vector<Event> race_records = of_kind(race.events(), EventKind::kRaceRecord);
  REQUIRE(finishes.size() == 3);
  REQUIRE(race_records.size() == 3);
  for (size_t i = 0; i < 3; ++i) {
    CHECK(race_records[i].racer == finishes[i].racer);
    CHECK(race_records[i].clock == finishes[i].clock);
    // Each finisher is slower than those before it and faster than the stored race.
    CHECK(race_records[i].value == static_cast<int32_t>(i));
  }
  CHECK(race.track_records()->races().back() == RecordTime{400000, -1});
}

TEST_CASE("track records: without records the rules check none", "[race][results][records]") {
  RaceRules race(straight(), setup(1, 0, 2));
  std::vector<ResultCar> cars(1);
  run(
      race, cars, [](int32_t, uint8_t) -> Fx { return 4; }, 1);
  REQUIRE(race.state().cars_finished == 1);
  CHECK_FALSE(race.track_records().has_value());
  CHECK(of_kind(race.events(), EventKind::kLapRecord).empty());
  CHECK(of_kind(race.events(), EventKind::kRaceRecord).empty());
}

TEST_CASE("record table: a time equal to a stored one goes after it, the table keeps its size",
          "[race][results][records]") {
  std::vector<RecordTime> t;
  CHECK(insert_time(t, {500, 0}, 3) == 0);
  CHECK(insert_time(t, {300, 1}, 3) == 0);
  CHECK(insert_time(t, {500, 2}, 3) == 2);  // after the earlier 500
  CHECK(t == std::vector<RecordTime>{{300, 1}, {500, 0}, {500, 2}});
  CHECK(insert_time(t, {500, 3}, 3) == -1);  // full, and no better than the last
  CHECK(insert_time(t, {400, 4}, 3) == 1);
  CHECK(t == std::vector<RecordTime>{{300, 1}, {400, 4}, {500, 0}});
  CHECK(insert_time(t, {0, 5}, 3) == -1);  // no time
}

TEST_CASE("best times: a finished race's results go into the file's tables in the right places",
          "[race][results][records]") {
  assets::BestTimes best;
  best.circuit = "straight";
  best.laps = {entry(60000, 300000, 3, "Fast lap"), entry(200000, 900000, 3, "Slow lap")};
  best.races = {entry(10000, 20000, 1, "One lap"), entry(70000, 150000, 3, "Fast race"),
                entry(90000, 800000, 3, "Slow race")};
  RaceRules race(straight(), setup(1, 2, 3));
  race.set_track_records(TrackRecords(best, 3));
  std::vector<ResultCar> cars(3);
  const auto speed = [](int32_t racer, uint8_t) -> Fx {
    return racer == 0 ? 3 : racer == 1 ? 4 : 0;
  };
  run(race, cars, speed, 2);
  const std::vector<RaceResult> res = results(race.state(), race.setup());
  const std::vector<RacerName> names = {
      {"Player", "Tiger Shark"}, {"Maverick", "Cobra"}, {"Stuck", "Brick"}};

  assets::BestTimes saved = best;
  const std::vector<assets::BestTimesRank> ranks = record_results(saved, res, 3, names);
  REQUIRE(ranks.size() == 3);
  // Racer 1 (2.38 s, laps of 0.79 s) then racer 0 (3.14 s, laps of 1.04 s).
  REQUIRE(res[0].racer == 1);
  REQUIRE(res[1].racer == 0);
  CHECK(ranks[0].lap == 0);   // 0.79 s beats 0.92 s
  CHECK(ranks[1].lap == 2);   // 1.04 s: after the new record and 0.92 s
  CHECK(ranks[0].race == 1);  // between the fast (2.29 s) and the slow (12.2 s) 3-lap race
  CHECK(ranks[1].race == 2);
  CHECK(ranks[2].lap == -1);  // racer 2 did not finish: not saved
  CHECK(ranks[2].race == -1);

  REQUIRE(saved.laps.size() == 4);
  CHECK(saved.laps[0] ==
        assets::BestTimeEntry{res[0].best_lap, res[0].race_time, 3, "Maverick", "Cobra"});
  CHECK(saved.laps[1].driver == "Fast lap");
  CHECK(saved.laps[2] ==
        assets::BestTimeEntry{res[1].best_lap, res[1].race_time, 3, "Player", "Tiger Shark"});
  CHECK(saved.laps[3].driver == "Slow lap");
  REQUIRE(saved.races.size() == 5);
  CHECK(saved.races[0].driver == "One lap");  // races of 1 lap come first, untouched
  CHECK(saved.races[1].driver == "Fast race");
  CHECK(saved.races[2].driver == "Maverick");
  CHECK(saved.races[3].driver == "Player");
  CHECK(saved.races[4].driver == "Slow race");
  // The HUD's race rank during the race is where the saved file puts the time.
  const std::vector<Event> race_records = of_kind(race.events(), EventKind::kRaceRecord);
  REQUIRE(race_records.size() == 2);
  CHECK(race_records[0].value == ranks[0].race);
  CHECK(race_records[1].value == ranks[1].race);
  // The saved tables read back through the file's text.
  const auto text = assets::best_times_text(saved);
  const auto parsed = assets::parse_best_times(text, "straight.best");
  REQUIRE(parsed);
  CHECK(parsed.value() == saved);
}

// The order between gates (pod-race.md "The race paths and the order between them", "Going the
// wrong way"; POD FUN_004afd3c / FUN_004aad68, FUN_004ab418) and the network's order at a gate
// (POD FUN_0042ceac). Each case builds the race state as the player would see it: who is where
// in the order, on which lap and checkpoint, and how far each tracker is along the lap.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "race_straight.h"
#include "unpod/sim/fx/watcom_rand.h"
#include "unpod/sim/race/order.h"
#include "unpod/sim/race/race_rules.h"

using namespace unpod::sim::race;

namespace {

using unpod::race_test::kUnit;

// A racer's record as the order compares it.
struct OrderCar {
  uint8_t crossings = 1;
  uint8_t checkpoint = 1;
  bool finished = false;
  Fx last_gate_clock = 0;
};

// The race state with cars[r] for racer r and `order` from first to last place.
RaceState table(const std::vector<OrderCar>& cars, const std::vector<int32_t>& order,
                int32_t finished = 0) {
  RaceState s;
  s.records.resize(cars.size());
  for (size_t r = 0; r < cars.size(); ++r) {
    s.records[r].crossings = cars[r].crossings;
    s.records[r].next_checkpoint = cars[r].checkpoint;
    s.records[r].finished = cars[r].finished;
    s.records[r].last_gate_clock = cars[r].last_gate_clock;
  }
  s.order = order;
  for (size_t p = 0; p < order.size(); ++p)
    s.records[static_cast<size_t>(order[p])].place = static_cast<uint8_t>(p + 1);
  s.cars_finished = finished;
  return s;
}

// Path values in whole units still to go to the lap line, racer by racer.
std::vector<Fx> to_go(std::vector<int32_t> units) {
  std::vector<Fx> v;
  for (const int32_t u : units) v.push_back(u * kUnit);
  return v;
}

// Each record's place nibble says where the order table has it.
bool places_match(const RaceState& s) {
  for (size_t p = 0; p < s.order.size(); ++p)
    if (s.records[static_cast<size_t>(s.order[p])].place != ((p + 1) & 0xF)) return false;
  return true;
}

using Order = std::vector<int32_t>;

}  // namespace

TEST_CASE("between gates a computer car further along passes the computer car just ahead",
          "[race][order]") {
  // Racer 2 runs third on the same lap and checkpoint as racer 1, 100 units closer to the line.
  RaceState s = table({{}, {}, {}}, {0, 1, 2});
  order_after_move_on(s, 2, to_go({500, 1200, 1100}));
  CHECK(s.order == Order{0, 2, 1});
  CHECK(s.records[2].place == 2);
  CHECK(s.records[1].place == 3);
  // Racer 0 stays in front: it is further along than racer 2.
  CHECK(s.records[0].place == 1);

  // A tracker still behind the car ahead leaves the order alone.
  RaceState behind = table({{}, {}, {}}, {0, 1, 2});
  order_after_move_on(behind, 2, to_go({500, 1100, 1200}));
  CHECK(behind.order == Order{0, 1, 2});
}

TEST_CASE(
    "between gates a car ahead with fewer lap-line crossings or an earlier checkpoint "
    "is passed, whatever the path values",
    "[race][order]") {
  // Racer 0 is a lap down, though its tracker is nearer its line.
  RaceState lap_down = table({{.crossings = 1}, {.crossings = 2}}, {0, 1});
  order_after_move_on(lap_down, 1, to_go({100, 5000}));
  CHECK(lap_down.order == Order{1, 0});
  CHECK(places_match(lap_down));

  // Same lap, racer 0 has still to reach checkpoint 2, which racer 1 has passed.
  RaceState checkpoint = table({{.checkpoint = 2}, {.checkpoint = 3}}, {0, 1});
  order_after_move_on(checkpoint, 1, to_go({100, 5000}));
  CHECK(checkpoint.order == Order{1, 0});

  // A car ahead with more crossings stops the racer: it is not examined, nor any above it.
  RaceState lap_up = table({{.crossings = 1}, {.crossings = 3}, {.crossings = 2}}, {0, 1, 2});
  order_after_move_on(lap_up, 2, to_go({9000, 9000, 100}));
  CHECK(lap_up.order == Order{0, 1, 2});
}

TEST_CASE(
    "between gates a computer car with a later next checkpoint is passed by a computer car "
    "with less of the lap to go (the notes' \"or else ... a higher path value\")",
    "[race][order]") {
  // pod-race.md: the car passes each one "with fewer crossings or an earlier next checkpoint,
  // or else, for two computer cars, a higher path value" (race/inferred.h: a chain of three
  // tests, the third reached whenever the first two fail). Same lap; racer 0, in front, has
  // passed checkpoint 2 (its next is 3), racer 1 has not (its next is 2), yet racer 0's tracker
  // has 5,000 units to go and racer 1's 100.
  RaceState s = table({{.checkpoint = 3}, {.checkpoint = 2}}, {0, 1});
  order_after_move_on(s, 1, to_go({5000, 100}));
  CHECK(s.order == Order{1, 0});
  CHECK(places_match(s));
  // With the path values the other way round the later checkpoint keeps its place.
  RaceState kept = table({{.checkpoint = 3}, {.checkpoint = 2}}, {0, 1});
  order_after_move_on(kept, 1, to_go({100, 5000}));
  CHECK(kept.order == Order{0, 1});
  // Moving back (FUN_004ab418), the mirror: racer 0 with an earlier next checkpoint than racer 1
  // behind it drops behind racer 1 when racer 1 has less to go ("or else a lower path value").
  RaceState back = table({{.checkpoint = 2}, {.checkpoint = 3}}, {0, 1});
  order_after_move_back(back, 0, to_go({5000, 100}));
  CHECK(back.order == Order{1, 0});
}

TEST_CASE("between gates the finished cars keep the top places whatever their records",
          "[race][order]") {
  // Racer 0 has finished (one car finished); its record would otherwise be passed: as many
  // crossings, an earlier checkpoint. Racer 2 passes racer 1 and stops below the winner.
  RaceState s = table({{.checkpoint = 1, .finished = true}, {.checkpoint = 2}, {.checkpoint = 2}},
                      {0, 1, 2}, 1);
  order_after_move_on(s, 2, to_go({5000, 900, 800}));
  CHECK(s.order == Order{0, 2, 1});
  CHECK(s.records[0].place == 1);
}

TEST_CASE("between gates a pass jumps a car the racer does not pass (quirk 1)", "[race][order]") {
  // Same lap and checkpoint: racer 1 is further along than racer 2, racer 0 is behind both but
  // still holds first place. Racer 2 is not let past racer 1 and goes on to pass racer 0: it
  // takes first place, racer 0 takes its third place and racer 1 stays second.
  RaceState s = table({{}, {}, {}}, {0, 1, 2});
  order_after_move_on(s, 2, to_go({1300, 1000, 1200}));
  CHECK(s.order == Order{2, 1, 0});
  CHECK(places_match(s));
  CHECK(s.records[1].place == 2);
}

TEST_CASE(
    "between gates past the first car only cars on the same lap count are examined "
    "(quirk 2)",
    "[race][order]") {
  // Racer 0 leads a lap down. With nothing between, racer 2 passes it (the case above); with
  // racer 1 between them, further along on racer 2's lap, racer 1 is not passed and the test to
  // go on, past the first car, stops at racer 0's fewer crossings.
  RaceState s = table({{.crossings = 1}, {.crossings = 2}, {.crossings = 2}}, {0, 1, 2});
  order_after_move_on(s, 2, to_go({100, 800, 900}));
  CHECK(s.order == Order{0, 1, 2});

  // On the same lap as both, racer 0 would have been passed: the jump of quirk 1.
  RaceState same_lap = table({{.crossings = 2}, {.crossings = 2}, {.crossings = 2}}, {0, 1, 2});
  order_after_move_on(same_lap, 2, to_go({1000, 800, 900}));
  CHECK(same_lap.order == Order{2, 1, 0});
}

TEST_CASE("between gates a human is compared by its path value too (DEVIATION 8)",
          "[race][order][deviation]") {
  // Two humans (split screen): racer 1 further along passes racer 0 between gates.
  RaceState humans = table({{}, {}, {}}, {0, 1, 2});
  order_after_move_on(humans, 1, to_go({1200, 1000, 1500}), 2, true);
  CHECK(humans.order == Order{1, 0, 2});
  // A computer car passes a human left behind (racer 0 idle on the grid)...
  RaceState idle = table({{}, {}}, {0, 1});
  order_after_move_on(idle, 1, to_go({1200, 1000}), 1, true);
  CHECK(idle.order == Order{1, 0});
  // ...and a human overtaking a computer car takes its place at once.
  RaceState overtaking = table({{}, {}}, {1, 0});
  order_after_move_on(overtaking, 0, to_go({1000, 1200}), 1, true);
  CHECK(overtaking.order == Order{0, 1});
  // Laps and checkpoints still come first: a later checkpoint is not passed by a shorter way
  // to go when the crossings differ.
  RaceState lap_ahead = table({{.crossings = 2}, {.crossings = 1}}, {0, 1});
  order_after_move_on(lap_ahead, 1, to_go({5000, 100}), 1, true);
  CHECK(lap_ahead.order == Order{0, 1});
}

TEST_CASE("between gates the notes' rule compares path values between two computer cars only",
          "[race][order]") {
  // "or else, for two computer cars, a higher path value": racer 0 is the human.
  RaceState idle = table({{}, {}, {}}, {0, 1, 2});
  order_after_move_on(idle, 1, to_go({1200, 1000, 1500}), 1, false);
  CHECK(idle.order == Order{0, 1, 2});  // a computer car further along does not pass the human
  order_after_move_on(idle, 2, to_go({1200, 1000, 900}), 1, false);
  CHECK(idle.order == Order{0, 2, 1});  // it passes the computer car, and stops at the human
  RaceState overtaking = table({{}, {}}, {1, 0});
  order_after_move_on(overtaking, 0, to_go({1000, 1200}), 1, false);
  CHECK(overtaking.order == Order{1, 0});  // nor does the human pass by path value
  // A later checkpoint passes whoever it is.
  RaceState checkpoint = table({{}, {.checkpoint = 2}}, {0, 1});
  order_after_move_on(checkpoint, 1, to_go({1000, 1200}), 1, false);
  CHECK(checkpoint.order == Order{1, 0});
}

TEST_CASE("going the wrong way a car drops behind the car behind it that is further along",
          "[race][order]") {
  // Racer 1 turned round: its tracker is now behind racer 2's, not racer 3's.
  RaceState s = table({{}, {}, {}, {}}, {0, 1, 2, 3});
  order_after_move_back(s, 1, to_go({100, 1200, 1100, 1300}));
  CHECK(s.order == Order{0, 2, 1, 3});
  CHECK(places_match(s));

  // A car behind with more crossings or a later checkpoint is let by too, whatever its tracker.
  RaceState lap = table({{}, {.crossings = 2}}, {0, 1});
  order_after_move_back(lap, 0, to_go({500, 9000}));
  CHECK(lap.order == Order{1, 0});

  // A car behind with fewer crossings stops the drop.
  RaceState lap_down = table({{.crossings = 2}, {.crossings = 1}, {.crossings = 2}}, {0, 1, 2});
  order_after_move_back(lap_down, 0, to_go({1500, 9000, 100}));
  CHECK(lap_down.order == Order{0, 1, 2});

  // A finished car does not drop.
  RaceState finished = table({{.finished = true}, {}}, {0, 1}, 1);
  order_after_move_back(finished, 0, to_go({1500, 100}));
  CHECK(finished.order == Order{0, 1});
}

TEST_CASE("going the wrong way a drop jumps a car it does not drop behind", "[race][order]") {
  // Racer 0 turned round behind racer 2 but still ahead of racer 1: it takes third place and
  // racer 2 takes its first, racer 1 staying second.
  RaceState s = table({{}, {}, {}}, {0, 1, 2});
  order_after_move_back(s, 0, to_go({1200, 1300, 1100}));
  CHECK(s.order == Order{2, 1, 0});
  CHECK(places_match(s));
}

TEST_CASE("network order at a gate: on the same lap and checkpoint the car there first leads",
          "[race][order]") {
  // Racer 1's message says it reached the checkpoint at 20 s, racer 0 at 21 s.
  RaceState later =
      table({{.last_gate_clock = 21 * kUnit}, {.last_gate_clock = 20 * kUnit}}, {0, 1});
  order_at_gate_network(later, 1);
  CHECK(later.order == Order{1, 0});
  CHECK(places_match(later));

  RaceState earlier =
      table({{.last_gate_clock = 19 * kUnit}, {.last_gate_clock = 20 * kUnit}}, {0, 1});
  order_at_gate_network(earlier, 1);
  CHECK(earlier.order == Order{0, 1});

  RaceState tie = table({{.last_gate_clock = 20 * kUnit}, {.last_gate_clock = 20 * kUnit}}, {0, 1});
  order_at_gate_network(tie, 1);
  CHECK(tie.order == Order{0, 1});

  // As at any gate: past every car with fewer crossings, never past a finished one.
  RaceState gate = table({{.crossings = 3, .finished = true},
                          {.crossings = 1, .last_gate_clock = 1},
                          {.crossings = 1, .last_gate_clock = 2},
                          {.crossings = 2, .last_gate_clock = 3}},
                         {0, 1, 2, 3}, 1);
  order_at_gate_network(gate, 3);
  CHECK(gate.order == Order{0, 3, 1, 2});
}

TEST_CASE("the race rules apply the order between gates with the race's humans", "[race][order]") {
  RaceSetup setup;
  setup.humans = 1;
  setup.computers = 3;
  // The notes' rule (the default): racer 1 further along than the human stays behind it.
  {
    RaceRules notes(unpod::race_test::straight(), setup);
    notes.order_between_gates(1, false, to_go({1000, 900, 1100, 1050}));
    CHECK(notes.state().order == Order{0, 1, 2, 3});
  }
  setup.human_path_order = true;  // DEVIATION 8, the game's
  RaceRules race(unpod::race_test::straight(), setup);
  // Before the first crossing every car is on lap count 0: the trackers alone order them.
  race.order_between_gates(3, false, to_go({1000, 900, 1100, 1050}));
  CHECK(race.state().order == Order{0, 1, 3, 2});
  // Racer 1 is further along than the human in first place: it passes the human (DEVIATION 8).
  race.order_between_gates(1, false, to_go({1000, 900, 1100, 1050}));
  CHECK(race.state().order == Order{1, 0, 3, 2});
  // Racer 3 turns round behind racer 2.
  race.order_between_gates(3, true, to_go({1000, 900, 1100, 1150}));
  CHECK(race.state().order == Order{1, 0, 2, 3});
  // A racer out of range changes nothing.
  race.order_between_gates(4, false, to_go({1000, 900, 1100, 1150}));
  race.order_between_gates(-1, true, to_go({1000, 900, 1100, 1150}));
  CHECK(race.state().order == Order{1, 0, 2, 3});
}

TEST_CASE("on any table the order updates keep one place per car and the places in the records",
          "[race][order]") {
  unpod::sim::fx::WatcomRand rng;
  rng.seed(0x4afd3c);
  const auto draw = [&](int32_t n) { return rng.next() % n; };
  for (int trial = 0; trial < 20000; ++trial) {
    const int32_t n = 1 + draw(8);
    std::vector<OrderCar> cars(static_cast<size_t>(n));
    Order order(static_cast<size_t>(n));
    for (int32_t i = 0; i < n; ++i) order[static_cast<size_t>(i)] = i;
    for (int32_t i = n - 1; i > 0; --i)
      std::swap(order[static_cast<size_t>(i)], order[static_cast<size_t>(draw(i + 1))]);
    const int32_t finished = draw(n + 1) / 2;  // the top places, as a race leaves them
    for (int32_t p = 0; p < n; ++p) {
      OrderCar& c = cars[static_cast<size_t>(order[static_cast<size_t>(p)])];
      c.crossings = static_cast<uint8_t>(draw(5));
      c.checkpoint = static_cast<uint8_t>(1 + draw(4));
      c.finished = p < finished;
      c.last_gate_clock = draw(4) * kUnit;
    }
    std::vector<Fx> values;
    for (int32_t i = 0; i < n; ++i) values.push_back(draw(4) * 1000 * kUnit + draw(2));
    const int32_t racer = draw(n);
    const int32_t kind = draw(3);

    RaceState s = table(cars, order, finished);
    const Order before = s.order;
    const auto place = [](const Order& o, int32_t r) {
      return std::find(o.begin(), o.end(), r) - o.begin();
    };
    if (kind == 0)
      order_after_move_on(s, racer, values);
    else if (kind == 1)
      order_after_move_back(s, racer, values);
    else
      order_at_gate_network(s, racer);

    Order sorted = s.order;
    std::sort(sorted.begin(), sorted.end());
    bool permutation = true;
    for (int32_t i = 0; i < n; ++i) permutation &= sorted[static_cast<size_t>(i)] == i;
    REQUIRE(permutation);
    REQUIRE(places_match(s));
    // Moving on or passing at a gate never puts the racer further back nor another car further
    // up; moving back the other way round. The finished cars keep their places.
    for (int32_t r = 0; r < n; ++r) {
      const auto was = place(before, r);
      const auto now = place(s.order, r);
      const bool up = (kind != 1) == (r == racer);
      if (up)
        REQUIRE(now <= was);
      else
        REQUIRE(now >= was);
      if (was < finished) REQUIRE(now == was);
    }
  }
}

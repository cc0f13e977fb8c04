// The race paths on the demo disc's Dusk Ring: trackers of computer cars and of a human driven by
// a scripted mover along the centre line, "Troncon" at the lap line, and places between gates.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "race_disc_fixture.h"
#include "unpod/sim/race/race.h"

using namespace unpod;
using sim::race::CarView;
using sim::race::EventKind;
using sim::race::RaceRules;
using sim::race::RaceSetup;

namespace {

constexpr sim::race::Fx kPathUnit = 0x10000;

RaceSetup computer_setup(int32_t n) {
  RaceSetup s;
  s.humans = 0;
  s.computers = n;
  s.laps = 3;
  return s;
}

bool any_event(const RaceRules& rules, EventKind kind) {
  return std::any_of(rules.events().begin(), rules.events().end(),
                     [&](const sim::race::Event& e) { return e.kind == kind; });
}

}  // namespace

TEST_CASE(
    "the Dusk Ring's race paths load: values fall along every link, the lap line's node "
    "holds the lap's length",
    "[race][paths][disc]") {
  const sim::race::Paths paths = race_test::dusk_paths();
  const auto& graph = *race_test::dusk_ring().circuit.directions[0].difficulties[0].graph.value;
  REQUIRE_FALSE(paths.empty());
  CHECK(paths.nodes.size() == graph.nodes.size());
  CHECK(paths.links.size() == graph.arcs.size());
  CHECK(paths.nodes[0].value == paths.lap_length);
  for (const auto& link : paths.links)
    for (size_t i = 1; i < link.values.size(); ++i) CHECK(link.values[i] < link.values[i - 1]);
  CHECK(paths.put_back_shift == 1);  // not Beltane
}

TEST_CASE(
    "a computer car's tracker follows it round the lap, falling in value, and passes the "
    "lap line only at its Troncon",
    "[race][paths][disc][troncon]") {
  RaceRules rules(race_test::dusk_course(), computer_setup(1));
  const std::vector<sim::race::Vec3> grid{race_test::on_lap(-8)};
  rules.set_paths(race_test::dusk_paths(), grid);
  const auto& paths = rules.paths();
  const double lap = race_test::lap_length();
  sim::race::Fx last_value = paths.value(rules.state().paths[0].tracker);
  CHECK(last_value < 20 * kPathUnit);  // on the grid, just before the line
  int line_jumps = 0;
  int64_t worst = 0;
  for (double d = -8; d < 1.5 * lap; d += 1.0) {
    rules.clear_events();
    rules.move_car(0, race_test::on_lap(d), race_test::on_lap(d + 1), 50 * kPathUnit);
    rules.follow_path(0, race_test::on_lap(d + 1));
    const auto& t = rules.state().paths[0].tracker;
    const sim::race::Fx v = paths.value(t);
    if (any_event(rules, EventKind::kFirstCrossing) || any_event(rules, EventKind::kLap)) {
      ++line_jumps;
      CHECK(v > paths.lap_length - 20 * kPathUnit);  // on the lap line's first link out
      CHECK(rules.state().paths[0].lane_node == 0);
    } else {
      CHECK(v <= last_value);  // between the line's crossings the value only falls
    }
    last_value = v;
    worst = std::max(worst, sim::race::manhattan2(paths.point(t), race_test::on_lap(d + 1)));
  }
  CHECK(line_jumps == 2);
  CHECK(worst < 12 * kPathUnit);  // the tracker stays by the car
}

TEST_CASE(
    "places change between gates: a faster computer car passes a slower one away from any "
    "gate",
    "[race][paths][disc][order]") {
  RaceRules rules(race_test::dusk_course(), computer_setup(2));
  // Racer 0 on pole, racer 1 behind it; both cross the line, then racer 1 runs faster.
  std::vector<double> at{-6, -14};
  const std::vector<sim::race::Vec3> grid{race_test::on_lap(at[0]), race_test::on_lap(at[1])};
  rules.set_paths(race_test::dusk_paths(), grid);
  const double speed[2] = {1.0, 1.5};
  int swaps_between_gates = 0, swaps_at_gates = 0;
  while (at[1] < 500) {
    rules.clear_events();
    const std::vector<int32_t> before = rules.state().order;
    for (int r = 0; r < 2; ++r) {
      const double to = at[size_t(r)] + speed[r];
      rules.move_car(r, race_test::on_lap(at[size_t(r)]), race_test::on_lap(to), 40 * kPathUnit);
      rules.follow_path(r, race_test::on_lap(to));
      at[size_t(r)] = to;
    }
    if (rules.state().order != before) {
      const bool gate = any_event(rules, EventKind::kFirstCrossing) ||
                        any_event(rules, EventKind::kCheckpoint) ||
                        any_event(rules, EventKind::kLap);
      (gate ? swaps_at_gates : swaps_between_gates) += 1;
    }
  }
  CHECK(swaps_between_gates == 1);
  CHECK(rules.state().order == std::vector<int32_t>{1, 0});
  CHECK(rules.state().records[1].place == 1);
  CHECK(rules.state().records[0].place == 2);
}

TEST_CASE(
    "a human's follower moves the tracker once the car has moved 10 units, driven backwards "
    "it runs the backward tracker and word 0 counts the wrong-way frames",
    "[race][paths][disc][wrong way]") {
  RaceSetup setup;
  setup.humans = 1;
  setup.computers = 0;
  RaceRules rules(race_test::dusk_course(), setup);
  double d = 30;
  const std::vector<sim::race::Vec3> grid{race_test::on_lap(d)};
  rules.set_paths(race_test::dusk_paths(), grid);
  const auto& paths = rules.paths();
  const auto view = [&](double at, bool reverse) {
    return CarView{race_test::on_lap(at), race_test::heading(at), reverse, true};
  };
  rules.follow_human(0, view(d, false));  // first run: the kept position starts at 0
  const sim::race::Fx start_value = paths.value(rules.state().paths[0].tracker);

  // Forward at 3 units a frame: the follower runs every fourth frame (10 units).
  int runs = 0;
  for (int frame = 0; frame < 40; ++frame) {
    d += 3;
    if (rules.follow_human(0, view(d, false)).ran) ++runs;
  }
  CHECK(runs == 10);
  const sim::race::Fx forward_value = paths.value(rules.state().paths[0].tracker);
  CHECK(forward_value < start_value - 100 * kPathUnit);
  CHECK(rules.state().records[0].word0 == 0);

  // Backwards in reverse gear: the wrong way.
  int wrong = 0;
  for (int frame = 0; frame < 40; ++frame) {
    d -= 3;
    rules.clear_events();
    const auto r = rules.follow_human(0, view(d, true));
    if (r.ran) {
      ++wrong;
      CHECK(r.wrong_way);
      CHECK(rules.state().records[0].word0 == wrong);
      CHECK(any_event(rules, EventKind::kWrongWay) == (wrong == 1));
    }
  }
  CHECK(wrong == 10);
  CHECK(paths.value(rules.state().paths[0].tracker) > forward_value + 100 * kPathUnit);

  // Forward again: word 0 back to 0.
  for (int frame = 0; frame < 8; ++frame) {
    d += 3;
    rules.follow_human(0, view(d, false));
  }
  CHECK(rules.state().records[0].word0 == 0);
}

TEST_CASE(
    "a human's follower clears bit 3 of byte +4 alone (and 0xf7) each time it runs and runs "
    "for a finished human too, whose word 0 stays -1",
    "[race][paths][disc][follower]") {
  // pod-race.md, the human's tracker, every frame: "Bit 3 of the record's byte +4 is cleared
  // with bits 0 to 2 (and 0xf0)", and moving forward "sets the record's word 0 to 0 (unless it
  // is -1, a finished human)".
  RaceSetup setup;
  setup.humans = 1;
  setup.computers = 0;
  setup.laps = 1;
  RaceRules rules(race_test::dusk_course(), setup);
  double d = 30;
  const std::vector<sim::race::Vec3> grid{race_test::on_lap(d)};
  rules.set_paths(race_test::dusk_paths(), grid);
  const auto& record = rules.state().records[0];
  const auto view = [&](double at) {
    return CarView{race_test::on_lap(at), race_test::heading(at), false, true};
  };
  rules.follow_human(0, view(d));  // first run: the kept position starts at 0

  // A human still racing: bit 2 (driven to the end) set; the next run keeps it (inferred.h: the
  // and 0xf7 clears bit 3 alone).
  REQUIRE(rules.mark_driven_to_end() == 1);
  REQUIRE(record.driven_to_end);
  d += 12;
  REQUIRE(rules.follow_human(0, view(d)).ran);
  CHECK(record.driven_to_end);
  CHECK_FALSE(record.off_path);
  CHECK_FALSE(record.finished);
  CHECK(record.word0 == 0);

  // The human finishes its one lap: the lap line, both checkpoints, the lap line (FUN_0042c684).
  const auto& checkpoints = rules.course().checkpoints;
  REQUIRE(checkpoints.size() == 3);
  const std::vector<sim::race::MacroNode> lap{{sim::race::MacroAction::kLapForward}};
  const std::vector<sim::race::MacroNode> split{{sim::race::MacroAction::kCheckpointForward}};
  rules.run_chain(lap, 0, 0, checkpoints[0]);
  rules.run_chain(split, 0, 0, checkpoints[1]);
  rules.run_chain(split, 0, 0, checkpoints[2]);
  rules.run_chain(lap, 0, 0, checkpoints[0]);
  REQUIRE(record.finished);
  REQUIRE(record.word0 == -1);
  REQUIRE(rules.state().humans_finished == 1);

  // Its follower still runs each time the car has moved 10 units: the tracker moves on, bit 0
  // stays, word 0 keeps its -1, and the racer is still finished.
  const sim::race::Fx before = rules.paths().value(rules.state().paths[0].tracker);
  int runs = 0;
  for (int frame = 0; frame < 40; ++frame) {
    d += 3;
    if (rules.follow_human(0, view(d)).ran) ++runs;
  }
  CHECK(runs == 10);
  CHECK(rules.paths().value(rules.state().paths[0].tracker) < before - 100 * kPathUnit);
  CHECK(record.finished);
  CHECK(record.word0 == -1);
  // Still finished for the rules: the lap line counts no more laps, and the run to the line
  // leaves the racer alone.
  rules.run_chain(split, 0, 0, checkpoints[1]);
  rules.run_chain(split, 0, 0, checkpoints[2]);
  rules.run_chain(lap, 0, 0, checkpoints[0]);
  CHECK(record.crossings == 2);
  CHECK(rules.state().cars_finished == 1);
  CHECK(rules.mark_driven_to_end() == 0);
}

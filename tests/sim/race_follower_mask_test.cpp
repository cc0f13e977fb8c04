// The human's follower clears bit 3 of the record's byte +4 "with bits 0 to 2 (and 0xf0)"
// (pod-race.md, FUN_004c688c step 2). The port reads it as and 0xf7 (race/inferred.h,
// kFollowerFlagsMask); this test shows that the literal and 0xf0 breaks what the notes state
// elsewhere: a human who has finished keeps its finished bit through the end (the final records
// of pod-beltane-e2e, whose human finished, are the original's in every word but bit 3), while the
// follower goes on running for it as its car is driven on after the finish.
#include <catch2/catch.hpp>

#include "sim/fin_course_circuit.h"
#include "support/demo_racers.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/race/results.h"
#include "unpod/sim/session/race_session.h"

using namespace unpod;

TEST_CASE("Follower mask: and 0xf7 keeps a finished human finished, the literal 0xf0 would not",
          "[race][follower]") {
  // The byte itself: place 2, finished, off the paths.
  sim::race::RaceRecord r;
  r.place = 2;
  r.finished = true;
  r.off_path = true;
  CHECK(r.flags_byte() == 0x29);
  sim::race::RaceRecord ours = r, literal = r;
  ours.set_flags_byte(uint8_t(r.flags_byte() & sim::race::kFollowerFlagsMask));
  literal.set_flags_byte(uint8_t(r.flags_byte() & 0xf0));
  CHECK(ours.flags_byte() == 0x21);  // bit 3 alone cleared; place and finished kept
  CHECK(literal.flags_byte() == 0x20);
  CHECK_FALSE(literal.finished);

  // A human who finishes a one-lap race in seconds, then the end timer's 3 s with the car
  // driven on by the computer ("Fin Course").
  const assets::Circuit circuit = test::fin_course_circuit();
  sim::session::SessionSetup setup;
  setup.race.humans = 1;
  setup.race.computers = 1;
  setup.race.laps = 1;
  auto made =
      sim::session::RaceSession::make(circuit, setup, test::demo_racers(circuit, 0, setup.race));
  REQUIRE(made);
  sim::session::RaceSession& race = **made;
  const auto& rules = race.race().rules();
  const sim::race::RaceRecord& record = rules.state().records[0];
  race.start();
  sim::controls::PlayerDevice held;
  held.frame.keys[sim::controls::key_slot::kAccelerate] = true;
  race.set_device(0, held);
  uint32_t now = 1000;
  for (int f = 0; f < 60 * 30 && !record.finished; ++f, now += 17) race.frame(now);
  REQUIRE(record.finished);
  const sim::race::Vec3 at_finish = rules.state().paths[0].follower.last;
  for (int f = 0; f < 60 * 10 && !race.over(); ++f, now += 17) race.frame(now);
  // The follower ran after the finish (it keeps the position it last ran at), and the human is
  // still finished, in its place: the results list it finished by itself.
  CHECK(rules.state().paths[0].follower.last != at_finish);
  CHECK(record.finished);
  CHECK(record.place >= 1);
  const auto ours_results = sim::race::results(rules.state(), setup.race);
  const auto human = [](const std::vector<sim::race::RaceResult>& results) {
    for (const auto& res : results)
      if (res.racer == 0) return res;
    return sim::race::RaceResult{};
  };
  CHECK(human(ours_results).finished);
  CHECK_FALSE(human(ours_results).driven_to_end);
  // With the literal mask the same frames would leave the human's bit 0 clear: the results
  // would count it unfinished, against the original's final records.
  sim::race::RaceState literal_state = rules.state();
  sim::race::RaceRecord& h = literal_state.records[0];
  h.set_flags_byte(uint8_t(h.flags_byte() & 0xf0));
  CHECK_FALSE(human(sim::race::results(literal_state, setup.race)).finished);
}

// The one way a race is set up (sim::session::plan_race and make_session), on the demo disc: what
// a request becomes, POD's damage rule, and the refusals a player reads.
#include <catch2/catch.hpp>

#include <algorithm>

#include "race/race_load.h"
#include "unpod/assets/install.h"
#include "unpod/sim/session/race_request.h"
#include "unpod/sim/session/racers.h"

using namespace unpod;
using sim::session::DamageRule;

namespace {

const assets::Installation& request_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

const sim::session::RaceData& dusk_ring_data() {
  static const sim::session::RaceData data = [] {
    sim::session::RaceData d;
    std::string error;
    if (!sim::session::load_race_data(request_disc(), "DuskRing", d, error))
      throw std::runtime_error(error);
    return d;
  }();
  return data;
}

sim::session::RaceRequest dusk_ring_request() {
  sim::session::RaceRequest r;
  r.circuit = "duskring";
  r.human_cars = {"mantis"};
  return r;
}

}  // namespace

TEST_CASE("a request planned: the humans first in their own cars, the laps from CIRCUITS.BIN",
          "[game][race-request]") {
  const sim::session::RaceData& data = dusk_ring_data();
  CHECK(data.entry.name == "DUSKRING");
  CHECK(data.car_names.size() == 4);
  sim::session::RaceRequest request = dusk_ring_request();
  request.human_cars = {"mantis", "ZEPHYR"};
  request.cars = 6;
  request.difficulty = 1;
  request.damage = DamageRule::kGlobal;
  std::string error;
  const auto plan = sim::session::plan_race(data, request, error);
  INFO(error);
  REQUIRE(plan);
  const assets::Replay& s = plan->setup;
  CHECK(s.circuit == "DUSKRING");
  CHECK(s.circuit_crc == data.circuit_crc);
  CHECK(s.laps == data.entry.laps);
  CHECK(s.humans == 2);
  CHECK(s.computers == 4);
  CHECK(s.damage);
  CHECK(s.damage_mode == 1);
  REQUIRE(s.racers.size() == 6);
  CHECK(s.racers[0].human);
  CHECK(s.racers[0].car == "MANTIS");
  CHECK(s.racers[1].human);
  CHECK(s.racers[1].car == "ZEPHYR");
  CHECK(s.devices.size() == 2);
  // The opponents as choose_racers picks them from the first player's car.
  sim::race::RaceSetup racers;
  racers.humans = 2;
  racers.computers = 4;
  const auto mantis = size_t(data.car_index("MANTIS"));
  const auto choices = sim::session::choose_racers(data.circuit, 1, racers, data.car_names, mantis);
  for (size_t r = 2; r < 6; ++r) {
    CHECK(s.racers[r].driver == choices[r].driver);
    CHECK(s.racers[r].car == data.car_names[choices[r].car]);
    CHECK(s.racers[r].lane == choices[r].lane);
  }
  // Laps asked for replace the circuit's.
  request.laps = 1;
  CHECK(sim::session::plan_race(data, request, error)->setup.laps == 1);
}

TEST_CASE("POD's damage rule: off only on easy, global or sector on normal, sector only on hard",
          "[game][race-request]") {
  using sim::session::damage_allowed;
  using sim::session::damage_for;
  CHECK(damage_allowed(0, DamageRule::kOff));
  CHECK_FALSE(damage_allowed(0, DamageRule::kGlobal));
  CHECK_FALSE(damage_allowed(0, DamageRule::kSector));
  CHECK_FALSE(damage_allowed(1, DamageRule::kOff));
  CHECK(damage_allowed(1, DamageRule::kGlobal));
  CHECK(damage_allowed(1, DamageRule::kSector));
  CHECK_FALSE(damage_allowed(2, DamageRule::kOff));
  CHECK_FALSE(damage_allowed(2, DamageRule::kGlobal));
  CHECK(damage_allowed(2, DamageRule::kSector));
  CHECK(damage_for(0, DamageRule::kSector) == DamageRule::kOff);
  CHECK(damage_for(1, DamageRule::kOff) == DamageRule::kSector);
  CHECK(damage_for(1, DamageRule::kGlobal) == DamageRule::kGlobal);
  CHECK(damage_for(2, DamageRule::kGlobal) == DamageRule::kSector);
  // A request against the rule is refused, saying the rule.
  sim::session::RaceRequest request = dusk_ring_request();
  request.difficulty = 2;
  request.damage = DamageRule::kGlobal;
  std::string error;
  CHECK_FALSE(sim::session::plan_race(dusk_ring_data(), request, error));
  CHECK(error.find("not offered on hard") != std::string::npos);
  // The session takes the rule's mode: sector on hard.
  request.damage = DamageRule::kSector;
  const auto plan = sim::session::plan_race(dusk_ring_data(), request, error);
  REQUIRE(plan);
  const auto setup = sim::session::session_setup_of(plan->setup);
  CHECK(setup.physics.damage.on);
  CHECK(setup.physics.damage.mode == 2);
}

TEST_CASE("the refusals a player reads: a car, a mirror, a grid too small, a count",
          "[game][race-request]") {
  std::string error;
  sim::session::RaceRequest request = dusk_ring_request();
  request.human_cars = {"hovercraft"};
  CHECK_FALSE(sim::session::plan_race(dusk_ring_data(), request, error));
  CHECK(error.find("no car named 'hovercraft'") != std::string::npos);
  CHECK(error.find("ZEPHYR") != std::string::npos);  // the names there are

  sim::session::RaceData data = dusk_ring_data();
  data.entry.mirror = false;
  request = dusk_ring_request();
  request.mirror = true;
  CHECK_FALSE(sim::session::plan_race(data, request, error));
  CHECK(error.find("no mirrored direction") != std::string::npos);
  data.entry.mirror = true;
  const auto mirrored = sim::session::plan_race(data, request, error);
  REQUIRE(mirrored);
  CHECK(mirrored->setup.direction == 1);

  // Three grid places: seven opponents give way (a warning), four humans cannot.
  data.circuit.directions[0].start_grid.resize(3);
  request = dusk_ring_request();
  const auto three = sim::session::plan_race(data, request, error);
  REQUIRE(three);
  CHECK(three->setup.racers.size() == 3);
  REQUIRE(three->warnings.size() >= 1);
  CHECK(three->warnings[0].find("3 grid places") != std::string::npos);
  request.human_cars = {"", "", "", ""};
  CHECK_FALSE(sim::session::plan_race(data, request, error));
  CHECK(error.find("fewer than the 4 players") != std::string::npos);

  request = dusk_ring_request();
  request.cars = 9;
  CHECK_FALSE(sim::session::plan_race(dusk_ring_data(), request, error));
  request.cars = 1;
  request.laps = 9;
  CHECK_FALSE(sim::session::plan_race(dusk_ring_data(), request, error));
  CHECK(error.find("laps") != std::string::npos);
}

TEST_CASE("a planned race and the replay file of its description make the same session",
          "[game][race-request]") {
  std::string error;
  const auto plan = sim::session::plan_race(dusk_ring_data(), dusk_ring_request(), error);
  REQUIRE(plan);
  const auto bytes = assets::encode_replay(plan->setup);
  const auto read = assets::decode_replay(bytes, "plan.rpl");
  REQUIRE(read);
  auto a = sim::session::make_session(dusk_ring_data(), plan->setup, error);
  auto b = sim::session::make_session(dusk_ring_data(), *read, error);
  REQUIRE(a);
  REQUIRE(b);
  a->start();
  b->start();
  for (uint32_t ms = 16; ms <= 3000; ms += 16) {
    a->frame(ms);
    b->frame(ms);
  }
  CHECK(a->hash() == b->hash());
  // The game's load_race of the same request gives the same description.
  const auto race = game::load_race(request_disc(), dusk_ring_request(), error);
  REQUIRE(race);
  CHECK(race->plan == plan->setup);
}

TEST_CASE("a time trial: one car alone, the description and the session marked",
          "[game][race-request]") {
  sim::session::RaceRequest request = dusk_ring_request();
  request.time_trial = true;
  std::string error;
  CHECK_FALSE(sim::session::plan_race(dusk_ring_data(), request, error));  // 8 cars asked
  CHECK(error.find("one car alone") != std::string::npos);
  request.cars = 1;
  const auto plan = sim::session::plan_race(dusk_ring_data(), request, error);
  REQUIRE(plan);
  CHECK(plan->setup.time_trial);
  CHECK(plan->setup.racers.size() == 1);
  CHECK(sim::session::session_setup_of(plan->setup).race.time_trial);
  // The replay file keeps it (header flags bit 2), so the race plays back as a time trial.
  const auto read = assets::decode_replay(assets::encode_replay(plan->setup), "trial.rpl");
  REQUIRE(read);
  CHECK(read->time_trial);
}

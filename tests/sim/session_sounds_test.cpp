// The sounds a frame starts, as the session reports them for the audio (RaceSession::
// frame_sounds): the steps' slots together, so a gear change, a press of accelerate or a brake
// within a frame of several steps is heard once, in that frame.
#include <catch2/catch.hpp>

#include <vector>

#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::session_sounds_test {

namespace session = sim::session;
using sim::physics::slot_bit;
using sim::physics::SoundSlot;

TEST_CASE("a frame's sounds: the accelerate press, each gear change, nothing between",
          "[session][sound]") {
  const auto& circuit = test::dusk_ring().circuit;
  session::SessionSetup setup;
  setup.race.humans = 1;
  setup.race.computers = 0;
  setup.race.laps = 1;
  auto made = session::RaceSession::make(circuit, setup, test::demo_racers(circuit, 0, setup.race));
  REQUIRE(made);
  session::RaceSession& race = **made;
  race.start();
  uint32_t now = 1000;
  // 50 ms frames: about three steps each, so a slot started by any of them must still show.
  for (int f = 0; f < 130; ++f, now += 50) race.frame(now);  // past "GO!"
  REQUIRE(race.race().countdown().phase() == sim::race::CountdownPhase::kOff);
  sim::controls::PlayerDevice held;
  held.frame.keys[sim::controls::key_slot::kAccelerate] = true;
  race.set_device(0, held);
  const auto& car = race.simulation().racers()[0].car;
  int8_t gear = car.gear;
  int ups = 0;
  for (int f = 0; f < 200; ++f, now += 50) {
    race.frame(now);
    const uint16_t s = race.frame_sounds()[0];
    INFO("frame " << f << " gear " << int(gear) << " -> " << int(car.gear));
    if (f == 0) CHECK((s & slot_bit(SoundSlot::kAccelerate)) != 0);
    if (f > 0) CHECK((s & slot_bit(SoundSlot::kAccelerate)) == 0);
    if (car.gear > gear && gear != sim::physics::kReverseGear) {
      CHECK((s & slot_bit(SoundSlot::kGearUp)) != 0);
      ++ups;
    } else if (car.gear == gear) {
      CHECK((s & (slot_bit(SoundSlot::kGearUp) | slot_bit(SoundSlot::kGearDown))) == 0);
    }
    gear = car.gear;
  }
  CHECK(ups >= 2);  // ten seconds flat out: first gear and at least two changes up
  race.set_device(0, sim::controls::PlayerDevice{});
  race.frame(now);
  CHECK((race.frame_sounds()[0] & slot_bit(SoundSlot::kAccelerateStop)) != 0);
}

}  // namespace unpod::session_sounds_test

// WRONG WAY on the road (issue 31: it stayed up a while after reversing and driving forwards
// again): player 1 reverses down the Dusk Ring's start straight until the follower counts the
// wrong way, then drives forwards; the HUD drops the warning within a moment of the car
// facing the right way in a forward gear, where the follower's own count (word 0) waits for the
// car to move 10 units from where it last ran.
#include <catch2/catch.hpp>

#include <string>

#include "race/race_frame.h"
#include "race/race_load.h"
#include "support/demo_disc.h"
#include "unpod/engine/hud_model.h"

using namespace unpod;

TEST_CASE("WRONG WAY goes as the car drives forwards the right way, not 10 units later",
          "[game][hud]") {
  game::Options o;
  o.track = "duskring";
  o.opponents = 0;
  o.laps = 1;
  std::string error;
  auto race = game::load_race(test::demo_installation(), o, error);
  INFO(error);
  REQUIRE(race);
  game::start_race(*race);
  namespace slot = sim::controls::key_slot;
  engine::HudTimers timers;
  const auto hud = [&](uint32_t ms) {
    const auto& rules = race->session->race().rules();
    timers.update(rules.events(), rules.state(), 0, ms);
    const auto& car = race->session->simulation().racers()[0];
    engine::HudInputs in = engine::car_inputs(car.car, car.object, false);
    in.now_ms = ms;
    return engine::hud_model(rules, 0, race->session->race().countdown(), timers, in);
  };
  uint32_t ms = 0;
  const auto frame = [&](bool brake, bool accelerate) {
    game::PlayerDevices d{};
    d[0].frame.keys[slot::kBrake] = brake;
    d[0].frame.keys[slot::kAccelerate] = accelerate;
    ms += 16;
    game::race_frame(*race, d, ms);
    return hud(ms);
  };
  // Past "GO!", then reversing (the brake held at a standstill) until the warning is up.
  for (int k = 0; k < 450; ++k) frame(false, false);
  bool warned = false;
  for (int k = 0; k < 600 && !warned; ++k) warned = frame(true, false).wrong_way;
  REQUIRE(warned);
  REQUIRE(race->session->race().rules().state().records[0].word0 > 0);
  // Forwards: the warning goes within half a second of the car moving in a forward gear.
  int hud_cleared = -1, count_cleared = -1, moving_forward = -1;
  for (int k = 0; k < 400; ++k) {
    const engine::HudModel m = frame(false, true);
    if (moving_forward < 0 && m.gear >= 1) moving_forward = k;
    if (hud_cleared < 0 && !m.wrong_way) hud_cleared = k;
    if (count_cleared < 0 && race->session->race().rules().state().records[0].word0 == 0)
      count_cleared = k;
  }
  INFO("forward gear at frame " << moving_forward << ", the HUD's warning gone at " << hud_cleared
                                << ", word 0 back to 0 at " << count_cleared);
  REQUIRE(moving_forward >= 0);
  REQUIRE(hud_cleared >= 0);
  CHECK(hud_cleared - moving_forward <= 30);  // 16 ms frames: half a second
  CHECK((count_cleared < 0 || hud_cleared <= count_cleared));
}

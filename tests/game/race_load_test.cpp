// Loading a race from the demo disc the build makes: the circuit by name in any case, the cars,
// the drivers, a sim race whose trackers start on the grid, and the physics whose cars settle
// onto their wheels at the start; then the race run headless, player 1 driving and the computer
// drivers racing.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "controls/player_devices.h"
#include "race/race_frame.h"
#include "race/race_load.h"
#include "unpod/platform/input_names.h"
#include "unpod/sim/session/racers.h"

using namespace unpod;

namespace {

const assets::Installation& demo_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

game::Options race_options(std::string track) {
  game::Options o;
  o.track = std::move(track);
  return o;
}

// The demo disc's race on `track` with the default options, loaded and started.
std::unique_ptr<game::LoadedRace> started_race(const std::string& track) {
  std::string error;
  auto race = game::load_race(demo_disc(), race_options(track), error);
  INFO(error);
  REQUIRE(race);
  game::start_race(*race);
  return race;
}

}  // namespace

TEST_CASE("a race on the Dusk Ring loads: eight racers, the player first, the grid's trackers",
          "[game][race]") {
  std::string error;
  const auto race = game::load_race(demo_disc(), race_options("DUSKRING"), error);
  REQUIRE(race);
  CHECK(error.empty());
  CHECK(race->racers.size() == 8);
  CHECK(race->racers[0].human);
  CHECK_FALSE(race->racers[1].human);
  CHECK(race->setup.laps == race->data.entry.laps);
  CHECK_FALSE(race->data.cars.empty());
  REQUIRE(race->session);
  CHECK(race->session->racers().size() == 8);
  const auto& rules = race->session->race().rules();
  REQUIRE(rules.state().paths.size() == 8);
  CHECK_FALSE(rules.paths().empty());
  // Every car's tracker starts just before the lap line (the grid lies behind it).
  for (const auto& p : rules.state().paths) CHECK(rules.paths().value(p.tracker) < 60 * 0x10000);
}

TEST_CASE("a loaded race has the physics: one car per grid slot used, each on its slot",
          "[game][race][physics]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    game::Options o = race_options(track);
    o.opponents = 5;
    std::string error;
    const auto race = game::load_race(demo_disc(), o, error);
    REQUIRE(race);
    REQUIRE(race->session);
    const auto& simulation = race->session->simulation();
    const auto& racers = simulation.racers();
    REQUIRE(racers.size() == race->racers.size());
    CHECK(racers.size() == 6);
    CHECK_FALSE(simulation.options().damage.on);
    CHECK(simulation.options().difficulty == race->difficulty);
    const auto& grid = race->data.circuit.directions[0].start_grid;
    for (size_t r = 0; r < racers.size(); ++r) {
      INFO("racer " << r);
      CHECK(racers[r].driver.human() == race->racers[r].human);
      // Over its slot, facing along it.
      const auto& centre = racers[r].car.centre;
      CHECK(std::hypot(centre[0] - grid[r].position.x, centre[1] - grid[r].position.y) <
            0.01 * 65536);
      CHECK(racers[r].car.forward[0] * int64_t{grid[r].axis_a.x} +
                racers[r].car.forward[1] * int64_t{grid[r].axis_a.y} >
            int64_t{60000} * 65536);
    }
  }
}

namespace {

// Every car of `race` stands on its four wheels, upright, down on the road under its slot (the
// slots stand 1 above the demo disc's roads); a human who holds nothing still. The computer
// drivers run through the hold, accelerating against the forced brake, and a human holding the
// accelerator does the same: those cars creep (about 0.2 units a second and 0.3 units off the
// slot after the settling, 1 unit by "GO!").
void check_at_rest(const game::LoadedRace& race, bool humans_accelerate = false) {
  const auto& grid = race.data.circuit.directions[0].start_grid;
  const auto& racers = race.session->simulation().racers();
  REQUIRE(racers.size() == 8);
  for (size_t r = 0; r < racers.size(); ++r) {
    INFO("racer " << r << ", " << race.data.car_names[static_cast<size_t>(race.racers[r].car)]);
    const auto& car = racers[r].car;
    for (size_t w = 0; w < 4; ++w) CHECK(car.points[w].touching);
    const double speed = std::hypot(car.velocity[0], car.velocity[1], car.velocity[2]) / 65536;
    const double off_slot =
        std::hypot(car.centre[0] - grid[r].position.x, car.centre[1] - grid[r].position.y) / 65536;
    if (race.racers[r].human && !humans_accelerate) {
      CHECK(speed < 0.05);
      CHECK(off_slot < 0.05);
    } else {
      CHECK(speed < 0.4);
      CHECK(off_slot < 1.5);
    }
    CHECK(car.up[2] > 0.99 * 65536);
    CHECK(car.centre[2] < grid[r].position.z);
    CHECK(car.gear != sim::physics::kReverseGear);
  }
}

}  // namespace

// The settling's steps are 3 x the view step (43 ms): coarse, and still every car comes to rest
// (the computer cars creeping, as check_at_rest says).
TEST_CASE("after the start's settling the cars rest on their wheels", "[game][race][physics]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    const auto race = started_race(track);
    check_at_rest(*race);
  }
}

TEST_CASE("held through the countdown, the cars rest on their wheels at \"GO!\"",
          "[game][race][physics]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    const auto race = started_race(track);
    // Player 1 holds the accelerator through the countdown: the cars are held all the same.
    game::PlayerDevices devices{};
    devices[0].frame.keys[sim::controls::key_slot::kAccelerate] = true;
    uint32_t ms = 0;
    while (race->session->race().countdown().phase() != sim::race::CountdownPhase::kOff &&
           ms < 10000)
      game::race_frame(*race, devices, ms += 16);
    CHECK(ms > sim::race::kCountdownMs);
    check_at_rest(*race, true);
  }
}

TEST_CASE("a race's options pick the car, the laps, the opponents and the players",
          "[game][race]") {
  game::Options o = race_options("quarry");
  o.car = "Bulwark";
  o.laps = 2;
  o.opponents = 3;
  o.players = 2;
  o.difficulty = game::Difficulty::kNormal;
  std::string error;
  const auto race = game::load_race(demo_disc(), o, error);
  REQUIRE(race);
  CHECK(race->racers.size() == 5);
  CHECK(race->racers[1].human);
  CHECK(lower(race->data.car_names[static_cast<size_t>(race->racers[0].car)]) == "bulwark");
  CHECK(race->setup.laps == 2);
  CHECK(race->difficulty == 1);
  // The opponents drive their competitor records' cars (the Quarry's NORMAL list begins with
  // CINDER, BULWARK, ZEPHYR); the session's racers are the same, each computer driver the k-th
  // record of the difficulty's list, read from the circuit file (its name, lane and rules), the
  // humans PLAYER 1 and PLAYER 2.
  std::vector<std::string> cars;
  for (const auto& r : race->racers)
    cars.push_back(lower(race->data.car_names[static_cast<size_t>(r.car)]));
  CHECK(cars == std::vector<std::string>{"bulwark", "bulwark", "cinder", "bulwark", "zephyr"});
  const auto& entries = race->session->racers();
  REQUIRE(entries.size() == race->racers.size());
  const auto& list = race->data.circuit.competitors[1].competitors.value;
  REQUIRE(list);
  REQUIRE(list->size() >= 3);
  for (size_t r = 0; r < entries.size(); ++r) {
    INFO("racer " << r);
    CHECK(entries[r].car == &race->data.cars[static_cast<size_t>(race->racers[r].car)]);
    CHECK(entries[r].driver == race->racers[r].driver);
    CHECK(entries[r].human == (r < 2));
    CHECK(entries[r].human == race->racers[r].human);
    if (r < 2) {
      CHECK(entries[r].driver == "PLAYER " + std::to_string(r + 1));
      CHECK(entries[r].lane == 0);
    } else {
      const assets::Competitor& record = (*list)[r - 2];
      CHECK(entries[r].driver == record.name);
      CHECK(lower(record.car) == cars[r]);
      CHECK(entries[r].lane == record.lane);
      CHECK(entries[r].attacks.size() == record.attacks.size());
    }
    CHECK(race->session->computer_drives(static_cast<int32_t>(r)) == !entries[r].human);
  }
}

TEST_CASE("an unknown circuit or car is an error that lists what there is", "[game][race]") {
  std::string error;
  CHECK_FALSE(game::load_race(demo_disc(), race_options("beltane"), error));
  CHECK(error.find("no circuit named 'beltane'") != std::string::npos);
  CHECK(lower(error).find("duskring") != std::string::npos);
  game::Options o = race_options("duskring");
  o.car = "delorean";
  CHECK_FALSE(game::load_race(demo_disc(), o, error));
  CHECK(error.find("no car named 'delorean'") != std::string::npos);
}

namespace {

// Where each car is and how far along the race paths it has come.
struct Place {
  double x = 0, y = 0;
  int64_t progress = 0;
};

std::vector<Place> places(const game::LoadedRace& race) {
  std::vector<Place> out;
  const auto& racers = race.session->simulation().racers();
  for (size_t r = 0; r < racers.size(); ++r)
    out.push_back({racers[r].car.centre[0] / 65536.0, racers[r].car.centre[1] / 65536.0,
                   race.session->race().rules().progress(static_cast<int32_t>(r))});
  return out;
}

}  // namespace

// Six seconds after "GO!" with player 1's accelerator held (the keyboard's Up, through
// its default binding and the keyboard's slot) the player's car has driven off forward along the
// track, and every computer car has driven off too.
TEST_CASE("a race runs headless: player 1 accelerating drives away, and so do the computer cars",
          "[game][race][drive]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    const auto race = started_race(track);
    platform::InputState up;
    up.keys_held = {*platform::key_from_name("Up")};
    const game::controls::Bindings bindings = game::controls::default_bindings();
    game::PlayerDevices devices;
    devices[0] = game::controls::player_device(
        game::controls::player_actions(up, bindings, 0, game::controls::DeviceOwner::keyboard(),
                                       {}),
        game::controls::DeviceOwner::keyboard(), {});
    REQUIRE(devices[0].frame.keys[sim::controls::key_slot::kAccelerate]);
    uint32_t ms = 0;
    while (race->session->race().countdown().phase() != sim::race::CountdownPhase::kOff &&
           ms < 10000)
      game::race_frame(*race, devices, ms += 16);
    const std::vector<Place> at_go = places(*race);
    for (const uint32_t end = ms + 6000; ms < end;) game::race_frame(*race, devices, ms += 16);
    const std::vector<Place> after = places(*race);
    CHECK_FALSE(race->finished);
    CHECK(race->session->steps() > 0);

    const auto& grid = race->data.circuit.directions[0].start_grid;
    REQUIRE(after.size() == 8);
    for (size_t r = 0; r < after.size(); ++r) {
      const double dx = after[r].x - at_go[r].x, dy = after[r].y - at_go[r].y;
      const double along = (dx * grid[r].axis_a.x + dy * grid[r].axis_a.y) / 65536.0;
      const double gained = static_cast<double>(after[r].progress - at_go[r].progress) / 65536.0;
      INFO("racer " << r << ": moved " << std::hypot(dx, dy) << " (" << along
                    << " along the grid slot), " << gained << " along the race paths");
      // From 36 to 92 units on the demo disc's circuits; the player 39 on the Dusk Ring (among
      // the opponents, who pass it between gates now and race it as a car ahead), 79 on the
      // Quarry.
      CHECK(std::hypot(dx, dy) > 20.0);
      CHECK(gained > 20.0);
      if (r == 0) CHECK(along > 20.0);  // off its slot forward, not backward
    }
  }
}

namespace {

// Player 1 as a crude driver on the keyboard: steers at the race path's point six points past
// its tracker, lifts off (and brakes when fast) in a sharp turn.
void drive_player_1(const game::LoadedRace& race, game::PlayerDevices& devices) {
  const auto& rules = race.session->race().rules();
  const auto& paths = rules.paths();
  const auto& car = race.session->simulation().racers()[0].car;
  sim::race::Tracker ahead = rules.state().paths[0].tracker;
  for (int k = 0; k < 6; ++k) {
    const auto on = paths.points_on(ahead);
    if (on.empty()) break;
    ahead = on.front();
  }
  const auto& p = paths.point(ahead);
  const double dx = (p.x - car.centre[0]) / 65536.0, dy = (p.y - car.centre[1]) / 65536.0;
  const double side = (dx * car.left[0] + dy * car.left[1]) / 65536.0;
  const double forward = (dx * car.forward[0] + dy * car.forward[1]) / 65536.0;
  const double angle = std::atan2(side, forward);  // positive: on the left
  const double speed = std::hypot(car.velocity[0], car.velocity[1]) / 65536.0;
  namespace slot = sim::controls::key_slot;
  auto& keys = devices[0].frame.keys;
  keys = {};
  keys[slot::kLeft] = angle > 0.05;
  keys[slot::kRight] = angle < -0.05;
  const bool sharp = std::fabs(angle) > 0.5;
  keys[slot::kAccelerate] = !(sharp && speed > 12);
  keys[slot::kBrake] = sharp && speed > 18;
}

}  // namespace

// A one-lap race to its end: once player 1 has finished and the end timer has run out the race
// is over, the end (RaceSession::finish) runs once on that frame, every car has a result, and
// the race stands from then on.
TEST_CASE("a one-lap race runs to its end: the end runs once, then the race stands",
          "[game][race][drive]") {
  game::Options o = race_options("duskring");
  o.laps = 1;
  std::string error;
  const auto race = game::load_race(demo_disc(), o, error);
  REQUIRE(race);
  game::start_race(*race);
  game::PlayerDevices devices;
  int ends = 0;
  uint32_t ms = 0;
  while (!race->finished && ms < 400000) {
    drive_player_1(*race, devices);
    const game::RaceFrame frame = game::race_frame(*race, devices, ms += 16);
    if (frame.end) ++ends;
    CHECK(frame.report.race_over == race->finished);
  }
  REQUIRE(race->finished);
  CHECK(ends == 1);
  CHECK(race->session->over());
  const auto results = race->session->results();
  REQUIRE(results.size() == 8);
  for (const auto& r : results) {
    INFO("racer " << r.racer << ", place " << r.place);
    CHECK(r.finished);
    CHECK(r.laps == 1);
  }
  // Later frames run nothing.
  const uint64_t hash = race->session->hash();
  const int32_t steps = race->session->steps();
  for (int f = 0; f < 10; ++f) {
    const game::RaceFrame frame = game::race_frame(*race, devices, ms += 16);
    CHECK_FALSE(frame.end);
    CHECK(frame.report.frame_time == 0);
  }
  CHECK(race->session->hash() == hash);
  CHECK(race->session->steps() == steps);
}

// POD's frame clock (pod-race.md, "the steps"): every frame shorter than 3 × the view step is one
// step of its own length, so on a 144 Hz display (frames of 7 and 6 ms, 6.94 ms on average)
// every frame drawn is a step of the race and every moving car stands somewhere new in it. No
// frame repeats another, and nothing is drawn between frames (docs/RENDERING.md, "High
// refresh rates").
TEST_CASE(
    "at 144 frames a second each frame is a step of its own: every moving car moves in "
    "every frame",
    "[game][race][drive]") {
  const auto race = started_race("duskring");
  game::PlayerDevices devices{};
  devices[0].frame.keys[sim::controls::key_slot::kAccelerate] = true;
  uint32_t ms = 0, frame = 0;
  // 144 Hz as a millisecond clock reads it: 7, 7, 7, 7, 7, 7, 6 ... (1000 / 144 = 6.94).
  const auto next_ms = [&] { return uint32_t(uint64_t(++frame) * 1000 / 144); };
  while (race->session->race().countdown().phase() != sim::race::CountdownPhase::kOff && ms < 10000)
    game::race_frame(*race, devices, ms = next_ms());
  for (int f = 0; f < 144; ++f) game::race_frame(*race, devices, ms = next_ms());  // under way
  int frames = 0, still = 0;
  std::vector<Place> before = places(*race);
  int32_t steps = race->session->steps();
  for (int f = 0; f < 144; ++f) {
    game::race_frame(*race, devices, ms = next_ms());
    const std::vector<Place> now = places(*race);
    CHECK(race->session->steps() == steps + 1);  // one step a frame
    steps = race->session->steps();
    for (size_t r = 0; r < now.size(); ++r)
      if (now[r].x == before[r].x && now[r].y == before[r].y) ++still;
    before = now;
    ++frames;
  }
  CHECK(frames == 144);
  CHECK(still == 0);  // 8 cars × 144 frames, each a new place
}

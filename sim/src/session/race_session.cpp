// A whole race: the rules, the physics, the computer drivers and the humans, frame by frame.
#include "unpod/sim/session/race_session.h"

#include <algorithm>
#include <utility>

#include "unpod/sim/ai/inferred.h"
#include "unpod/sim/controls/player.h"
#include "unpod/sim/fx/fnv.h"
#include "unpod/sim/race/course.h"
#include "unpod/sim/race/paths.h"
#include "unpod/sim/race/state_hash.h"

namespace unpod::sim::session {
namespace {

assets::Vec3 v3(const physics::Vec16& v) {
  return {v[0], v[1], v[2]};
}

assets::LoadError setup_error(const std::string& message) {
  return assets::LoadError{"circuit", "race setup", 0, message};
}

}  // namespace

RaceSession::RaceSession(race::Race race, physics::Simulation sim, std::vector<RacerEntry> entries,
                         const SessionSetup& setup)
    : race_(std::move(race)), sim_(std::move(sim)), entries_(std::move(entries)), setup_(setup) {}

assets::Result<std::unique_ptr<RaceSession>> RaceSession::make(const assets::Circuit& circuit,
                                                               const SessionSetup& setup,
                                                               std::vector<RacerEntry> racers) {
  if (setup.direction < 0 || size_t(setup.direction) >= circuit.directions.size())
    return setup_error("direction " + std::to_string(setup.direction) + " is not in the circuit");
  if (int32_t(racers.size()) != setup.race.racers())
    return setup_error(std::to_string(racers.size()) + " racers given for a race of " +
                       std::to_string(setup.race.racers()));
  const auto& grid = circuit.directions[size_t(setup.direction)].start_grid;
  if (racers.size() > grid.size())
    return setup_error(std::to_string(racers.size()) + " racers for a grid of " +
                       std::to_string(grid.size()));
  for (size_t r = 0; r < racers.size(); ++r) {
    if (racers[r].car == nullptr) return setup_error("racer " + std::to_string(r) + " has no car");
    // The humans come first, as the race numbers them (pod-race.md, the race block).
    if (racers[r].human != (int32_t(r) < setup.race.humans))
      return setup_error("racer " + std::to_string(r) + (racers[r].human ? " is" : " is not") +
                         " human, but the race has " + std::to_string(setup.race.humans) +
                         " humans first");
  }
  auto course = race::load_course(circuit, setup.direction, setup.difficulty);
  if (!course) return course.error();
  auto paths = race::load_paths(circuit, setup.direction, setup.difficulty);
  if (!paths) return paths.error();
  auto sim = physics::Simulation::of_circuit(circuit, setup.physics);
  if (!sim) return sim.error();
  race::Race race(std::move(course.value()), setup.race, setup.view);
  std::vector<assets::Vec3> places;
  std::vector<int32_t> lanes;
  for (size_t r = 0; r < racers.size(); ++r) {
    const RacerEntry& e = racers[r];
    sim->add_racer_on_grid(
        *e.car, e.human ? physics::DriverKind::kHuman : physics::DriverKind::kComputer, grid[r]);
    places.push_back(grid[r].position);
    lanes.push_back(e.human ? 0 : e.lane);
  }
  race.set_paths(std::move(paths.value()), places, lanes);
  std::unique_ptr<RaceSession> s(
      new RaceSession(std::move(race), std::move(sim.value()), std::move(racers), setup));
  s->grid_ = grid;
  s->computers_.resize(s->entries_.size());
  s->incidents_.resize(s->entries_.size());
  s->frame_sounds_.resize(s->entries_.size());
  s->frame_marks_.resize(s->entries_.size());
  s->devices_.resize(size_t(setup.race.humans));
  s->computer_.resize(s->entries_.size());
  for (size_t r = 0; r < s->entries_.size(); ++r) {
    s->computer_[r] = !s->entries_[r].human;
    s->computers_[r].rules = ai::rules_of(s->entries_[r].attacks);
    // inferred (ai/inferred.h): the computer cars keep near the first human.
    if (!s->entries_[r].human && setup.race.humans > 0)
      s->sim_.racer(int32_t(r)).driver.catch_up.target = ai::kCatchUpTarget;
  }
  RaceSession* self = s.get();
  s->sim_.set_controller(
      [self](const physics::Simulation::ControlContext& c) { self->control(c); });
  return s;
}

std::unique_ptr<RaceSession> RaceSession::copy() const {
  std::unique_ptr<RaceSession> s(new RaceSession(*this));
  s->observer_ = nullptr;
  RaceSession* self = s.get();
  s->sim_.set_controller(
      [self](const physics::Simulation::ControlContext& c) { self->control(c); });
  return s;
}

void RaceSession::set_device(int32_t human, const controls::PlayerDevice& device) {
  if (human >= 0 && size_t(human) < devices_.size()) devices_[size_t(human)] = device;
}

void RaceSession::control(const physics::Simulation::ControlContext& c) {
  if (computer_[size_t(c.racer)]) {
    if (c.rules) ai::computer_step(computers_[size_t(c.racer)], c, *c.rules, clock_);
  } else if (c.rules && c.rules->retired(c.racer)) {
    // A retired car gets no input (race/inferred.h, "Retiring"): it rolls to a stop.
    controls::player_controller(c.me.car, c.me.driver, controls::PlayerDevice{}, c.dt);
  } else if (size_t(c.racer) < devices_.size()) {
    controls::player_controller(c.me.car, c.me.driver, devices_[size_t(c.racer)], c.dt);
  }
}

// POD FUN_00422788: a human car that crosses the end of a path ("Fin Course", FUN_00455bb8)
// once its racer has finished is driven by the computer from then on, with lane 0 (pod-
// controllers.md: "after the finish the computer drives the player's car"). A racer still racing
// keeps its car: a circuit may put "Fin Course" on a gate crossed every lap. The record is read
// after the step, so a chain that runs "Fin Course" before the lap line that finishes the racer
// hands the car over at that same crossing.
void RaceSession::events(race::RaceRules& rules, size_t first) {
  const std::vector<race::Event>& all = rules.events();
  for (size_t i = first; i < all.size(); ++i) {
    const race::Event& e = all[i];
    if (e.kind != race::EventKind::kPathEnd || e.racer < 0 || size_t(e.racer) >= computer_.size())
      continue;
    if (!rules.state().records[size_t(e.racer)].has_finished()) continue;
    give_to_computer(e.racer);
  }
}

void RaceSession::give_to_computer(int32_t racer) {
  if (racer < 0 || size_t(racer) >= computer_.size() || computer_[size_t(racer)]) return;
  computer_[size_t(racer)] = true;
  if (race::RacerPath* p = race_.rules().racer_path(racer)) p->driver_lane = 0;
}

void RaceSession::step(race::RaceRules& rules, Fx dt) {
  // The events are the frame's; only this step's are acted on, so a "Fin Course" crossed
  // earlier in the frame is judged by the record as that step left it.
  const size_t first = rules.events().size();
  sim_.step(&rules, dt, held_);
  ++steps_;
  events(rules, first);
  for (size_t r = 0; r < incidents_.size(); ++r) {
    incidents_[r].put_backs += sim_.events()[r].put_back ? 1 : 0;
    incidents_[r].car_contacts += sim_.events()[r].car_contacts > 0 ? 1 : 0;
    frame_sounds_[r] |= sim_.events()[r].sounds;
    const physics::TyreMarks& marks = sim_.events()[r].marks;
    frame_marks_[r] |= marks.wheels;
    for (uint8_t w = 0; w < 4; ++w)
      if (marks.wheels & (1u << w)) frame_smoke_.push_back({int32_t(r), w, marks.smoke[w]});
  }
  // A computer car put back on the track (its tracker placed again by the rules) takes the
  // nearest line from where it now stands (pod-car-physics.md: FUN_00455ed0; ai/inferred.h).
  for (size_t r = 0; r < computer_.size(); ++r) {
    if (!computer_[r] || !sim_.events()[r].put_back || rules.paths().empty()) continue;
    race::RacerPath* p = rules.racer_path(int32_t(r));
    if (p == nullptr) continue;
    const physics::Vec16& at = sim_.racers()[r].car.points[physics::kChassisPoint].position;
    p->line = ai::find_line(rules.paths(), p->tracker, race::Vec3{at[0], at[1], at[2]});
  }
  if (observer_) observer_();
}

void RaceSession::clear_frame_marks() {
  std::fill(frame_marks_.begin(), frame_marks_.end(), uint8_t(0));
  frame_smoke_.clear();
}

void RaceSession::start() {
  held_ = true;
  std::fill(frame_sounds_.begin(), frame_sounds_.end(), uint16_t(0));
  clear_frame_marks();
  race_.start([this](race::RaceRules& rules, Fx dt) { step(rules, dt); });
}

race::FrameReport RaceSession::frame(uint32_t now_ms) {
  held_ = race_.countdown().phase() != race::CountdownPhase::kOff;
  std::fill(frame_sounds_.begin(), frame_sounds_.end(), uint16_t(0));
  clear_frame_marks();
  const auto view = [this](int32_t racer) {
    const physics::CarState& car = sim_.racers()[size_t(racer)].car;
    bool down = false;
    for (int i = 0; i < 4; ++i) down |= car.points[size_t(i)].touching;
    return race::CarView{v3(car.centre), v3(car.forward), car.gear == physics::kReverseGear, down};
  };
  race::FrameReport report = race_.frame(
      now_ms, [this](race::RaceRules& rules, Fx dt) { step(rules, dt); }, view);
  // A human whose reading asks to retire leaves the race after the frame's steps, its event
  // among the frame's (race/inferred.h, "Retiring"); the race ends at the next frame.
  // A human whose machine left a network race leaves it the same way, marked out (race/inferred.h,
  // "Leaving a network race"; DEVIATION 18: every car simulated here, from readings).
  for (size_t h = 0; h < devices_.size(); ++h) {
    if (devices_[h].frame.left) race_.rules().leave(int32_t(h));
    if (devices_[h].frame.retire) race_.rules().retire(int32_t(h));
  }
  return report;
}

race::DriveReport RaceSession::finish() {
  if (finished_) return {};
  finished_ = true;
  std::fill(frame_sounds_.begin(), frame_sounds_.end(), uint16_t(0));
  clear_frame_marks();
  held_ = false;
  sim_.set_controller_twice(true);
  const auto drive = [this](race::RaceRules& rules, Fx dt) {
    const auto& records = rules.state().records;
    for (size_t r = 0; r < records.size(); ++r) {
      if (records[r].has_finished() || rules.retired(int32_t(r))) sim_.set_frozen(int32_t(r), true);
      computer_[r] = true;  // everyone still racing is driven by the computer
    }
    step(rules, dt);
  };
  const race::DriveReport report = race_.drive_to_line(drive);
  sim_.set_controller_twice(false);
  return report;
}

std::vector<race::RaceResult> RaceSession::results() const {
  return race::results(race_.rules().state(), race_.rules().setup());
}

uint64_t RaceSession::hash() const {
  uint64_t h = sim_.hash();
  const race::RaceState& s = race_.rules().state();
  h = race::race_block_hash(s, h);
  for (const race::RaceRecord& r : s.records) h = race::record_hash(r, h);
  for (const race::RacerPath& p : s.paths) h = race::path_hash(p, h);
  auto mix = [&h](uint32_t v) { h = fx::fnv_mix(h, v); };
  for (size_t r = 0; r < computers_.size(); ++r) {
    const ai::ComputerDriver& c = computers_[r];
    mix(uint32_t(c.behaviour) | uint32_t(c.situation) << 8 | uint32_t(computer_[r]) << 16);
    mix(uint32_t(c.target_car));
    mix(uint32_t(c.last_distance));
  }
  mix(uint32_t(clock_.time));
  return h;
}

namespace {

constexpr size_t kRacerParts = physics::kCarGroups + 4;  // + parts, record, path, computer
const char* const kRacerExtras[4] = {"body parts (health and state)", "race record",
                                     "path state (tracker, line, lane)", "computer driver"};
const char* const kRaceParts[3] = {"race block (clock, order, finish, macros, random)",
                                   "props and the shared counter", "the draw clock"};

uint64_t computer_hash(const ai::ComputerDriver& c, bool driving) {
  uint64_t h = race::kHashSeed;
  auto mix = [&h](uint32_t v) { h = fx::fnv_mix(h, v); };
  mix(uint32_t(c.behaviour) | uint32_t(c.situation) << 8 | uint32_t(driving) << 16);
  mix(uint32_t(c.target_car));
  mix(uint32_t(c.last_distance));
  return h;
}

}  // namespace

std::vector<uint64_t> RaceSession::checkpoint() const {
  std::vector<uint64_t> out;
  const race::RaceState& s = race_.rules().state();
  for (size_t r = 0; r < entries_.size(); ++r) {
    const physics::Racer& racer = sim_.racers()[r];
    const physics::CarGroupHashes g = physics::group_hashes(racer.car, racer.driver);
    out.insert(out.end(), g.begin(), g.end());
    out.push_back(sim_.parts_hash(int32_t(r)));
    out.push_back(r < s.records.size() ? race::record_hash(s.records[r]) : 0);
    out.push_back(r < s.paths.size() ? race::path_hash(s.paths[r]) : 0);
    out.push_back(computer_hash(computers_[r], computer_[r]));
  }
  out.push_back(race::race_block_hash(s));
  out.push_back(sim_.shared_hash());
  out.push_back(fx::fnv_mix(0, uint32_t(clock_.time)));
  return out;
}

std::string RaceSession::checkpoint_part(size_t index) const {
  const size_t racer = index / kRacerParts, part = index % kRacerParts;
  if (racer < entries_.size()) {
    const std::string who = "racer " + std::to_string(racer) + " (" + entries_[racer].driver + ")";
    return who + ": " +
           (part < physics::kCarGroups ? physics::car_group_name(part)
                                       : kRacerExtras[part - physics::kCarGroups]);
  }
  const size_t rest = index - entries_.size() * kRacerParts;
  return rest < 3 ? kRaceParts[rest] : "?";
}

}  // namespace unpod::sim::session

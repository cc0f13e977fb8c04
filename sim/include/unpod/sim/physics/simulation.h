// The simulation step of a race (POD FUN_0049a89c, pod-car-physics.md "The step" and "After the
// step"): for each racer in turn its controller and physics step, the upside-down test and the
// wheels' roll; then the zones, the car-to-car collisions and the props. The race rules see each
// car's move (the beacon test) and each put-back.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/error.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/damage.h"
#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/length_rule.h"
#include "unpod/sim/physics/object.h"
#include "unpod/sim/physics/props.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/tyre_marks.h"
#include "unpod/sim/physics/wall_rule.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::race {
class RaceRules;
}

namespace unpod::sim::physics {

// One racer: its car record, driver record, drawn object and damage record.
struct Racer {
  CarState car;
  CarState made;  // as made from its file: what a repair gives back to the wheels
  DriverState driver;
  CarObject object;
  DamageRecord damage;
  Vec16 home{};         // where it was placed: a put-back's place when no face and no path give one
  bool frozen = false;  // not stepped (Simulation::set_frozen)
  bool operator==(const Racer&) const = default;
};

struct SimulationOptions {
  DamageOptions damage;  // [0x63334c] and its mode
  int difficulty = 0;    // 0 easy, 1 normal, 2 hard: the catch-up's base
  WallRule walls;        // DEVIATION 12: off (the original's walls) unless the game asks
  LengthRule lengths;    // DEVIATION 14: off (the original's wrapping lengths) unless the game asks
};

// What a step did to one racer, for the audio and the cameras.
struct RacerEvents {
  uint16_t sounds = 0;    // slot_bit of each of its sound slots started
  bool put_back = false;  // put back on the track (a human's chase camera is reset)
  int car_contacts = 0;   // contacts with other cars
  int prop_hits = 0;
  uint8_t broken = 0;  // body parts that ran out
  TyreMarks marks;     // the step's skid marks and smoke (drawing)
};

class Simulation {
 public:
  Simulation(world::World world, std::vector<Prop> props, assets::RepairZones zones,
             SimulationOptions options = {});
  // The world, props and repair zones of a loaded circuit.
  static assets::Result<Simulation> of_circuit(const assets::Circuit& circuit,
                                               SimulationOptions options = {});

  // A racer made from a car file and placed at `at` facing `heading` (FUN_00423538: the centre 1
  // above `at`). Returns its number.
  int32_t add_racer(const assets::Car& file, DriverKind kind, const Vec16& at, const Vec16& heading,
                    Gearbox gearbox = Gearbox::kAutomatic);
  // A racer on a start-grid slot (POD FUN_0049c13c, inferred: facing the slot's first axis, its
  // wheels resting on the slot's height at their rest travel).
  int32_t add_racer_on_grid(const assets::Car& file, DriverKind kind,
                            const assets::StartPlace& slot, Gearbox gearbox = Gearbox::kAutomatic);

  // The controller (driver +0xc), run for each racer at the start of its step with the racer's
  // step time: it writes the input word and the wheels' angles. None: the inputs stay as set.
  struct ControlContext {
    int32_t racer;
    Racer& me;
    Fx dt;                          // the racer's step time (after its catch-up)
    std::span<const Racer> racers;  // every racer, this one among them
    race::RaceRules* rules;         // nothing when stepped without race rules
    bool countdown_held;
    LengthRule lengths;  // DEVIATION 14, for the vectors the controllers measure
  };
  using Controller = std::function<void(const ControlContext&)>;
  void set_controller(Controller c) { controller_ = std::move(c); }

  // A frozen racer's step is skipped (its car stays as it is, the others still collide with it):
  // the run to the line steps only the cars still racing (FUN_0047831c).
  void set_frozen(int32_t racer, bool frozen) { racers_[size_t(racer)].frozen = frozen; }
  // The run to the line runs each controller twice a step (FUN_0047831c calls it, then the
  // physics step calls it again: 0x47849f, 0x4784a7).
  void set_controller_twice(bool twice) { controller_twice_ = twice; }

  // POD FUN_0049a89c: one simulation step of `dt`. With `rules`, each car's move is given to the
  // beacon test and a put-back to the rules; `countdown_held` forces the brake bit.
  void step(race::RaceRules* rules, Fx dt, bool countdown_held = false);

  const world::World& world() const { return *world_; }
  const std::vector<Racer>& racers() const { return racers_; }
  Racer& racer(int32_t n) { return racers_[size_t(n)]; }
  const std::vector<Prop>& props() const { return props_; }
  const assets::RepairZones& zones() const { return zones_; }
  const std::vector<RacerEvents>& events() const { return events_; }
  const SimulationOptions& options() const { return options_; }
  // A hash of every racer's car and driver, the props and the shared counter.
  uint64_t hash() const;
  // Parts of it, for a replay that diverges: a racer's body parts (their health and state), and
  // the props with the shared counter.
  uint64_t parts_hash(int32_t racer) const;
  uint64_t shared_hash() const;

 private:
  StepContext context(race::RaceRules* rules, int32_t racer, Fx dt, bool held);
  // POD FUN_0042196c (POD FUN_0042ed74 in the first edition): the collisions (simulation.cpp).
  void collisions(race::RaceRules* rules, Fx dt);

  // Shared by copies (RaceSession::copy): no step writes the world.
  std::shared_ptr<const world::World> world_;
  std::vector<Prop> props_;
  assets::RepairZones zones_;
  SimulationOptions options_;
  std::vector<Racer> racers_;
  std::vector<RacerEvents> events_;
  Controller controller_;
  uint32_t chassis_counter_ = 0;  // 0x4f3310
  bool controller_twice_ = false;
};

}  // namespace unpod::sim::physics

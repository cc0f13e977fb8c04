// A whole race as the race loop runs it (pod-race.md "The frame and its clock", "The start",
// "The end"): the race rules, the physics of every car, the computer drivers and the humans'
// controls, stepped frame by frame from the platform's milliseconds. The game runs one per race
// with the player's devices; `unpod-tool race` runs one headless with scripted or no humans.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/error.h"
#include "unpod/sim/ai/computer.h"
#include "unpod/sim/controls/device.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/race/results.h"

namespace unpod::sim::session {

using physics::Fx;

// One racer: its car file, its name, human or computer, and a computer's competitor record.
struct RacerEntry {
  const assets::Car* car = nullptr;
  std::string driver;
  std::string car_name;
  bool human = false;
  int32_t lane = 0;  // the competitor's lane (driver +0x44)
  std::vector<assets::Attack> attacks;
};

// What befell a racer over the session (settling, race and the end's run), counted from the
// physics' events: not part of the race's state (no rule reads it), for reports and tests.
struct Incidents {
  int32_t put_backs = 0;     // put back on the track (FUN_00415730: fallen through, upside down)
  int32_t car_contacts = 0;  // steps with a contact against another car
};

struct SessionSetup {
  race::RaceSetup race;  // humans, computers, laps
  int difficulty = 0;    // 0 easy, 1 normal, 2 hard: the race graph, lanes, competitors, catch-up
  int direction = 0;     // 0 forward, 1 the circuit driven backwards (mirror)
  physics::SimulationOptions physics;
  race::ViewStep view = race::ViewStep::kFar;
};

class RaceSession {
 public:
  // POD FUN_004980a4: each racer's controller by its entry kind, a computer's (POD FUN_00422698)
  // or a human's (POD FUN_00422728); the first edition's POD FUN_0042fa60 and POD FUN_0042fb38.
  // Everything from a loaded circuit: the course and paths of the direction and difficulty, the
  // world, the cars on the grid (racer n in slot n), the computer drivers' rules and lanes.
  // Errors name the circuit's section.
  static assets::Result<std::unique_ptr<RaceSession>> make(const assets::Circuit& circuit,
                                                           const SessionSetup& setup,
                                                           std::vector<RacerEntry> racers);

  // Human n's device and this frame's reading of it (humans are racers 0 .. humans − 1), read by
  // the player's controller (FUN_00415f9c) at each of the car's steps until the next call. A
  // human whose device was never set has a keyboard with nothing held.
  void set_device(int32_t human, const controls::PlayerDevice& device);
  const controls::PlayerDevice& device(int32_t human) const { return devices_[size_t(human)]; }

  // A copy of the session as it stands, to go on from later (a watched replay's seek points):
  // the same state and hash, its controller bound to the copy, no step observer; the world is
  // shared, not copied (no step writes it). The copy and the original go on independently.
  std::unique_ptr<RaceSession> copy() const;

  // POD FUN_0049f75c: the settling (the cars held) and "Depart".
  void start();
  // One frame at the platform's millisecond reading (FUN_0049d4c0).
  race::FrameReport frame(uint32_t now_ms);
  // The end (FUN_0049fba4, FUN_0047831c): "FinCourse", then the cars still racing driven to the
  // line with steps of 3 × the view step, the controllers run twice a step.
  // The controllers twice a step: POD FUN_00473240.
  // Runs once: a second call returns an empty report.
  race::DriveReport finish();
  bool finished() const { return finished_; }

  bool over() const { return race_.rules().race_over(); }
  std::vector<race::RaceResult> results() const;

  const race::Race& race() const { return race_; }
  const physics::Simulation& simulation() const { return sim_; }
  const std::vector<RacerEntry>& racers() const { return entries_; }
  const std::vector<ai::ComputerDriver>& computers() const { return computers_; }
  const ai::DrawClock& draw_clock() const { return clock_; }
  // The direction's start grid (every slot, racer n on slot n), for the overlay.
  const std::vector<assets::StartPlace>& grid() const { return grid_; }
  // Whether racer n is driven by the computer now (a human after "Fin Course" is: FUN_00422788).
  bool computer_drives(int32_t racer) const { return computer_[size_t(racer)]; }
  // POD FUN_00422788: the computer's controller for a human's car, with lane 0 (done when it
  // crosses the end of a path, "Fin Course", once its racer has finished).
  void give_to_computer(int32_t racer);
  int32_t steps() const { return steps_; }
  // Each racer's sound slots started since the last frame() began (the settling's until the first
  // frame): the steps' physics::RacerEvents::sounds together, for the audio, which reads them
  // once a frame beside the cars' sound bits (+0x4f9), engine speed and gear. Not race state.
  const std::vector<uint16_t>& frame_sounds() const { return frame_sounds_; }
  // The frame's skid marks and smoke (physics::tyre_marks, for the renderer; not race state):
  // per racer, the wheels that skidded on the ground in any of the frame's steps, and every
  // smoke particle drawn, in the order drawn.
  struct SmokePuff {
    int32_t racer = 0;
    uint8_t wheel = 0;
    uint8_t size = 0;  // 0..254
  };
  const std::vector<uint8_t>& frame_marks() const { return frame_marks_; }
  const std::vector<SmokePuff>& frame_smoke() const { return frame_smoke_; }
  // Racer n's tally (Incidents).
  const std::vector<Incidents>& incidents() const { return incidents_; }
  // Called after every step (the settling's, the race's and the run to the line's), e.g. by a
  // replay's recorder or checker.
  void set_step_observer(std::function<void()> f) { observer_ = std::move(f); }
  // The race's state as one number: every car, driver and computer record, the race rules' state
  // (records, order, clock, paths, macros, random), the draw clock.
  uint64_t hash() const;
  // The same state in parts (a replay's checkpoint): for each racer, the car's groups
  // (physics::car_group_name), its body parts, its race record, its path state and its computer
  // driver; then the race block, the props with the shared counter, and the draw clock.
  std::vector<uint64_t> checkpoint() const;
  // What entry `index` of a checkpoint covers, e.g. "racer 3 (Marek Dunmore): body (place, ...)".
  std::string checkpoint_part(size_t index) const;

 private:
  RaceSession(race::Race race, physics::Simulation sim, std::vector<RacerEntry> entries,
              const SessionSetup& setup);
  void step(race::RaceRules& rules, Fx dt);
  void control(const physics::Simulation::ControlContext& c);
  void events(race::RaceRules& rules, size_t first);
  void clear_frame_marks();

  race::Race race_;
  std::vector<assets::StartPlace> grid_;
  physics::Simulation sim_;
  std::vector<RacerEntry> entries_;
  SessionSetup setup_;
  std::vector<ai::ComputerDriver> computers_;
  std::vector<bool> computer_;
  ai::DrawClock clock_;
  std::vector<controls::PlayerDevice> devices_;
  std::function<void()> observer_;
  std::vector<Incidents> incidents_;
  std::vector<uint16_t> frame_sounds_;
  std::vector<uint8_t> frame_marks_;
  std::vector<SmokePuff> frame_smoke_;
  bool held_ = true;
  bool finished_ = false;
  int32_t steps_ = 0;
};

}  // namespace unpod::sim::session

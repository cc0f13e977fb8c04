// One frame of a race as the race loop runs it (pod-race.md "The frame and its clock",
// POD FUN_0049d4c0): the frame time, the steps (the caller's stepper moves the cars and reports
// their moves to the rules), the race clock, the countdown and the end timer. Physics and
// controllers plug in as the stepper; until they exist the tests script the moves.
#pragma once

#include <functional>
#include <utility>

#include "unpod/sim/race/countdown.h"
#include "unpod/sim/race/drive_to_line.h"
#include "unpod/sim/race/frame_clock.h"
#include "unpod/sim/race/race_rules.h"
#include "unpod/sim/race/settling.h"

namespace unpod::sim::race {

// What one frame did.
struct FrameReport {
  Fx frame_time = 0;  // DAT_0060be0c
  StepPlan steps;     // count 0 when the countdown's phase 3 held the cars
  bool race_over = false;
};

class Race {
 public:
  // One simulation step of `step` game time (POD FUN_0049e63c): move every car, calling
  // RaceRules::move_car for each move.
  using Stepper = std::function<void(RaceRules& rules, Fx step)>;

  Race(Course course, RaceSetup setup, ViewStep view);

  // What the human's follower reads of racer n's car, once a frame (follower.h).
  using CarViews = std::function<CarView(int32_t racer)>;

  // POD FUN_0049f75c, the race's start after the cars are placed: the settling (settling_plan:
  // steps of 3 × the view step through two seconds of game time, the stepper run with the cars
  // held at input 0x10 once physics exists), then the track's "Depart" macro. Its events are in
  // rules().events() until the first frame.
  void start(const Stepper& step);

  // One frame at the platform's millisecond reading. Events of the frame are in
  // rules().events() (cleared at the start of each frame). With `views`, after the clock the
  // follower runs once for each human racer (POD FUN_004c688c from FUN_0049d4c0).
  FrameReport frame(uint32_t now_ms, const Stepper& step, const CarViews& views = {});

  // The race paths and the trackers' start (RaceRules::set_paths).
  void set_paths(Paths paths, std::span<const Vec3> positions,
                 std::span<const int32_t> driver_lanes = {}) {
    rules_.set_paths(std::move(paths), positions, driver_lanes);
  }

  // POD FUN_0049fba4's end: the track's "FinCourse" macro, then FUN_0047831c (from
  // FUN_00479114): every car still
  // racing gets bit 2 and is stepped, steps of drive_step(view) with the race clock moved on after
  // each, until every car has finished or kDriveToLineTime has run; a car that does not reach
  // the line stays unfinished (inferred.h). The stepper is the frames' one and should move only
  // the cars whose record is not finished. The run's events are in rules().events().
  DriveReport drive_to_line(const Stepper& step);
  // The track's records, loaded at the start (FUN_004b2300; RaceRules::set_track_records).
  void set_track_records(TrackRecords records) { rules_.set_track_records(std::move(records)); }

  const RaceRules& rules() const { return rules_; }
  RaceRules& rules() { return rules_; }
  const FrameClock& clock() const { return clock_; }
  const Countdown& countdown() const { return countdown_; }

 private:
  RaceRules rules_;
  FrameClock clock_;
  Countdown countdown_;
  ViewStep view_;
};

}  // namespace unpod::sim::race

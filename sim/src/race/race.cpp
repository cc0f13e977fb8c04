#include "unpod/sim/race/race.h"

#include <bit>

#include <utility>

namespace unpod::sim::race {

Race::Race(Course course, RaceSetup setup, ViewStep view)
    : rules_(std::move(course), setup), countdown_(setup.time_trial), view_(view) {}

// POD FUN_0049f75c: the settling, then "Depart"
void Race::start(const Stepper& step) {
  rules_.clear_events();
  const StepPlan settle = settling_plan(view_);
  for (int32_t i = 0; i < settle.count; ++i) step(rules_, settle.step);
  rules_.run_phase(Phase::kDepart);
}

// POD FUN_0049d4c0: one pass of the race loop (the parts of the rules)
FrameReport Race::frame(uint32_t now_ms, const Stepper& step, const CarViews& views) {
  rules_.clear_events();
  FrameReport report;
  report.frame_time = clock_.tick(now_ms);
  // The steps run before the clock moves on: what they count is stamped with the clock at the
  // start of the frame.
  if (countdown_.steps_cars()) {
    report.steps = split_frame(report.frame_time, view_);
    for (int32_t i = 0; i < report.steps.count; ++i) step(rules_, report.steps.step);
  } else {
    report.steps = {0, 0};
  }
  rules_.advance_clock(report.frame_time);  // DAT_00502740 += DAT_0060be0c
  // The human's path followers, once a frame, outside the steps (FUN_004c688c).
  if (views)
    for (int32_t h = 0; h < rules_.setup().humans; ++h) rules_.follow_human(h, views(h));
  // The HUD pass: the countdown while it runs (FUN_004815e8), then the end timer (FUN_0047f56c).
  if (countdown_.phase() != CountdownPhase::kOff) rules_.apply_countdown(countdown_.frame(now_ms));
  report.race_over = rules_.end_timer_frame(report.frame_time);
  return report;
}

// POD FUN_0047831c: the cars still racing driven to the line, with no drawing
DriveReport Race::drive_to_line(const Stepper& step) {
  rules_.clear_events();
  rules_.run_phase(Phase::kFinCourse);  // POD FUN_0049fba4 runs it before FUN_00479114
  DriveReport report;
  const int32_t finished_before = rules_.state().cars_finished;
  report.cars_driven = rules_.mark_driven_to_end();
  const Fx dt = drive_step(view_);
  const auto racers = static_cast<int32_t>(rules_.state().records.size());
  // A retired car is never driven (inferred.h, "Retiring"): it does not count as one to wait for.
  const int32_t retired = std::popcount(rules_.state().retired);
  // Up to 300 s of game time, 60 s in a network race.
  const Fx limit = rules_.setup().network ? kDriveToLineTimeNetwork : kDriveToLineTime;
  while (rules_.state().cars_finished + retired < racers && report.game_time < limit) {
    step(rules_, dt);
    // inferred: the race clock moves on by each step after it, as a frame of one step would, so
    // the laps counted in the run are timed on the same clock as the race's.
    rules_.advance_clock(dt);
    report.steps += 1;
    report.game_time += dt;
  }
  report.cars_finished = rules_.state().cars_finished - finished_before;
  return report;
}

}  // namespace unpod::sim::race

#include "unpod/sim/race/race.h"

#include <utility>

namespace unpod::sim::race {

Race::Race(Course course, RaceSetup setup, ViewStep view)
    : rules_(std::move(course), setup), countdown_(setup.time_trial), view_(view) {}

// POD FUN_0049d4c0: one pass of the race loop (the parts of the rules)
FrameReport Race::frame(uint32_t now_ms, const Stepper& step) {
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
  // The HUD pass: the countdown while it runs (FUN_004815e8), then the end timer (FUN_0047f56c).
  if (countdown_.phase() != CountdownPhase::kOff) rules_.apply_countdown(countdown_.frame(now_ms));
  report.race_over = rules_.end_timer_frame(report.frame_time);
  return report;
}

}  // namespace unpod::sim::race

// The one headless runner: plays a session through its frames, from the start's settling to the
// end's run to the line, as `unpod-tool race`, the benches and the tests run races without a
// window. The frames' lengths come from a FrameSource, the humans' device readings from the
// caller, frame by frame; no wall clock is read. Plain, or recording a replay through a Recorder.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>

#include "unpod/assets/replay.h"
#include "unpod/sim/controls/device.h"
#include "unpod/sim/session/frame_source.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/simulated_time.h"

namespace unpod::sim::session {

// The race clock in milliseconds once the countdown is over; −1 before "GO!".
int64_t race_ms(const RaceSession& session);

struct RunOptions {
  // Human n's reading for the frame about to be played (the frame's number from 0, the race
  // clock as race_ms gives it); the device's kind stays the session's. Empty: the devices are
  // left as the caller set them.
  std::function<controls::DeviceFrame(int32_t human, uint32_t frame, int64_t race_ms)> readings;
  // Called after every frame with its report (e.g. to fold the state's hash).
  std::function<void(const race::FrameReport&)> after_frame;
  // A race still running stops once its clock reaches `max_race_ms` (after "GO!"), or after
  // `max_frames` frames; the end then drives the cars still racing to the line.
  int64_t max_race_ms = std::numeric_limits<int64_t>::max();
  uint32_t max_frames = std::numeric_limits<uint32_t>::max();
  uint32_t start_ms = 1000;  // the platform's clock at the race's first frame
  // With a replay's setup (circuit, racers, devices ...): the race is recorded into it.
  std::optional<assets::Replay> record;
  uint32_t checkpoint_every = 32;
};

struct RunResult {
  SimulatedTime time;
  bool over = false;                     // the race ended by its rules (not stopped at a limit)
  race::DriveReport end;                 // the end's run to the line (the cars it drove home)
  std::optional<assets::Replay> replay;  // when recording
};

// Starts `session` (made, not started), plays frames until the race is over or a limit is
// reached, then runs its end (RaceSession::finish).
RunResult run(RaceSession& session, FrameSource& frames, RunOptions options = {});

}  // namespace unpod::sim::session

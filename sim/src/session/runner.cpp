// The headless runner.
#include "unpod/sim/session/runner.h"

#include <utility>

#include "unpod/sim/session/replay.h"

namespace unpod::sim::session {

int64_t race_ms(const RaceSession& session) {
  if (session.race().countdown().phase() != race::CountdownPhase::kOff) return -1;
  return (int64_t(session.race().rules().state().clock) * 1000) >> 16;
}

RunResult run(RaceSession& session, FrameSource& frames, RunOptions options) {
  // The recorder hashes the state after every step: attached before the start's settling.
  std::optional<Recorder> recorder;
  if (options.record)
    recorder.emplace(session, std::move(*options.record), options.checkpoint_every);
  const int32_t humans = session.race().rules().setup().humans;
  session.start();
  RunResult out;
  uint32_t now = options.start_ms, last = now;
  while (!session.over() && out.time.frames < options.max_frames) {
    const int64_t clock_ms = race_ms(session);
    if (clock_ms >= options.max_race_ms) break;
    if (options.readings) {
      for (int32_t h = 0; h < humans; ++h) {
        controls::PlayerDevice d = session.device(h);
        d.frame = options.readings(h, out.time.frames, clock_ms);
        session.set_device(h, d);
      }
    }
    const race::FrameReport report = recorder ? recorder->frame(now) : session.frame(now);
    if (options.after_frame) options.after_frame(report);
    last = now;
    now += frames.next_ms();
    ++out.time.frames;
  }
  out.over = session.over();
  out.time.frame_ms = last - options.start_ms;
  const physics::Fx clock = session.race().rules().state().clock;
  if (recorder) {
    out.replay = recorder->finish();
    out.end = recorder->end();
  } else {
    out.end = session.finish();
  }
  out.time.run_to_line = session.race().rules().state().clock - clock;
  return out;
}

}  // namespace unpod::sim::session

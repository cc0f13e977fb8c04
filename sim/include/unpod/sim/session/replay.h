// Recording a race into a replay and playing one back (docs/REPLAY-FORMAT.md): the frames'
// millisecond readings and the humans' device readings go in; the state hash after every step
// and the state in parts every few steps come out, and a replay played back through the same
// data must give them again.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/replay.h"
#include "unpod/sim/controls/device.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/simulated_time.h"

namespace unpod::sim::session {

assets::ReplayDevice to_replay(const controls::Device& d);
controls::Device device_of(const assets::ReplayDevice& d);
assets::ReplayInput to_replay(const controls::DeviceFrame& f);
controls::DeviceFrame frame_of(const assets::ReplayInput& in);

// Records a session from its start: make it, attach the recorder, start the session, then call
// frame(ms) for every frame (it hands the session the frame) and finish() at the end.
class Recorder {
 public:
  // `setup` holds the race's description (circuit, racers, devices ...); the recorder fills in
  // the frames, the hashes and the checkpoints; its devices (one per human) are taken from the
  // session at the first frame.
  Recorder(RaceSession& session, assets::Replay setup, uint32_t checkpoint_every = 32);
  race::FrameReport frame(uint32_t ms);
  // Runs the session's end (the cars still racing driven to the line) and returns the replay.
  assets::Replay finish();
  const assets::Replay& replay() const { return replay_; }
  // Whether a frame has been recorded (the devices are then fixed for the whole replay).
  bool started() const { return !replay_.frames.empty(); }
  // What the end did (the cars it drove home), once finish() has run.
  const race::DriveReport& end() const { return end_; }

 private:
  RaceSession& session_;
  assets::Replay replay_;
  race::DriveReport end_;
};

// Where a replay first left its recording.
struct Divergence {
  uint32_t step = 0;               // the first step whose hash differs (1 is the first step)
  uint32_t checkpoint_step = 0;    // the checkpoint the parts were compared at (0: none was left)
  std::vector<std::string> parts;  // the parts that differ there, e.g. "racer 2 (...): body ..."
};

struct Playback {
  bool matched = true;  // every step hash and the final hash as recorded
  std::optional<Divergence> divergence;
  uint32_t steps = 0;
  uint64_t final_hash = 0;
  SimulatedTime time;  // the frames played and the run to the line, as the runner counts them
  std::string note;    // e.g. "the replay holds 12 step hashes more than the race ran"
};

// Plays `replay`'s frames into a session made from its setup (the devices set from it). With
// `verify` it stops at the first differing checkpoint after the first differing step.
Playback play(RaceSession& session, const assets::Replay& replay, bool verify);

}  // namespace unpod::sim::session

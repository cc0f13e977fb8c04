// Recording and playing back replays.
#include "unpod/sim/session/replay.h"

namespace unpod::sim::session {

assets::ReplayDevice to_replay(const controls::Device& d) {
  return {d.x_travel, d.x_centre, d.x_low, d.x_high, d.y_low, d.y_high, uint8_t(d.kind), d.buttons};
}

controls::Device device_of(const assets::ReplayDevice& d) {
  controls::Device out;
  out.x_travel = d.x_travel;
  out.x_centre = d.x_centre;
  out.x_low = d.x_low;
  out.x_high = d.x_high;
  out.y_low = d.y_low;
  out.y_high = d.y_high;
  out.kind = static_cast<controls::DeviceKind>(d.kind);
  out.buttons = d.buttons;
  return out;
}

assets::ReplayInput to_replay(const controls::DeviceFrame& f) {
  assets::ReplayInput in;
  for (size_t k = 0; k < f.keys.size(); ++k)
    if (f.keys[k]) in.keys = uint16_t(in.keys | 1u << k);
  if (f.retire) in.keys = uint16_t(in.keys | assets::kReplayRetireBit);
  if (f.left) in.keys = uint16_t(in.keys | assets::kReplayLeftBit);
  in.x = f.x;
  in.y = f.y;
  in.buttons = f.buttons;
  return in;
}

controls::DeviceFrame frame_of(const assets::ReplayInput& in) {
  controls::DeviceFrame f;
  for (size_t k = 0; k < f.keys.size(); ++k) f.keys[k] = (in.keys >> k) & 1u;
  f.retire = (in.keys & assets::kReplayRetireBit) != 0;
  f.left = (in.keys & assets::kReplayLeftBit) != 0;
  f.x = in.x;
  f.y = in.y;
  f.buttons = in.buttons;
  return f;
}

namespace {

uint16_t cut(uint64_t h) {
  return uint16_t(h ^ h >> 16 ^ h >> 32 ^ h >> 48);
}

std::vector<uint16_t> cut_all(const std::vector<uint64_t>& parts) {
  std::vector<uint16_t> out;
  out.reserve(parts.size());
  for (uint64_t h : parts) out.push_back(cut(h));
  return out;
}

}  // namespace

Recorder::Recorder(RaceSession& session, assets::Replay setup, uint32_t checkpoint_every)
    : session_(session), replay_(std::move(setup)) {
  replay_.frames.clear();
  replay_.step_hashes.clear();
  replay_.checkpoints.clear();
  replay_.checkpoint_every = checkpoint_every == 0 ? 1 : checkpoint_every;
  session_.set_step_observer([this] {
    const uint64_t h = session_.hash();
    replay_.step_hashes.push_back(uint32_t(h ^ h >> 32));
    const uint32_t step = uint32_t(replay_.step_hashes.size());
    if (step % replay_.checkpoint_every == 0)
      replay_.checkpoints.push_back({step, cut_all(session_.checkpoint())});
  });
}

race::FrameReport Recorder::frame(uint32_t ms) {
  // The devices are the session's at the first frame: a game learns which device each human
  // drives (a keyboard, a pad) from its first input, after the start's settling, which no
  // device drives.
  if (replay_.frames.empty())
    for (int32_t h = 0; h < int32_t(replay_.devices.size()); ++h)
      replay_.devices[size_t(h)] = to_replay(session_.device(h).device);
  assets::ReplayFrame f;
  f.ms = ms;
  for (int32_t h = 0; h < int32_t(replay_.devices.size()); ++h)
    f.inputs.push_back(to_replay(session_.device(h).frame));
  replay_.frames.push_back(std::move(f));
  return session_.frame(ms);
}

assets::Replay Recorder::finish() {
  end_ = session_.finish();
  session_.set_step_observer(nullptr);
  replay_.final_hash = session_.hash();
  return replay_;
}

Playback play(RaceSession& session, const assets::Replay& replay, bool verify) {
  Playback out;
  for (int32_t h = 0; h < int32_t(replay.devices.size()); ++h) {
    controls::PlayerDevice d;
    d.device = device_of(replay.devices[size_t(h)]);
    session.set_device(h, d);
  }
  uint32_t step = 0;
  bool stop = false;
  size_t next_check = 0;
  session.set_step_observer([&] {
    ++step;
    if (!verify || stop) return;
    const uint64_t full = session.hash();
    const uint32_t h = uint32_t(full ^ full >> 32);
    if (!out.divergence && (step > replay.step_hashes.size() || replay.step_hashes[step - 1] != h))
      out.divergence = Divergence{step, 0, {}};
    while (next_check < replay.checkpoints.size() && replay.checkpoints[next_check].step < step)
      ++next_check;
    if (!out.divergence || next_check >= replay.checkpoints.size() ||
        replay.checkpoints[next_check].step != step)
      return;
    // The first checkpoint at or after the first differing step: name what differs there.
    const std::vector<uint16_t> now = cut_all(session.checkpoint());
    const std::vector<uint16_t>& was = replay.checkpoints[next_check].parts;
    out.divergence->checkpoint_step = step;
    for (size_t i = 0; i < now.size() || i < was.size(); ++i)
      if (i >= now.size() || i >= was.size() || now[i] != was[i])
        out.divergence->parts.push_back(session.checkpoint_part(i));
    stop = true;
  });
  session.start();
  for (const assets::ReplayFrame& f : replay.frames) {
    if (stop || session.over()) break;
    out.time.frame_ms = f.ms - replay.frames.front().ms;
    ++out.time.frames;
    for (int32_t h = 0; h < int32_t(f.inputs.size()) && h < int32_t(replay.devices.size()); ++h) {
      controls::PlayerDevice d = session.device(h);
      d.frame = frame_of(f.inputs[size_t(h)]);
      session.set_device(h, d);
    }
    session.frame(f.ms);
  }
  if (!stop) {
    const physics::Fx before = session.race().rules().state().clock;
    session.finish();
    out.time.run_to_line = session.race().rules().state().clock - before;
  }
  session.set_step_observer(nullptr);
  out.steps = step;
  out.final_hash = session.hash();
  if (verify && !stop) {
    if (!out.divergence && step != replay.step_hashes.size())
      out.note = "the race ran " + std::to_string(step) + " steps, the replay holds " +
                 std::to_string(replay.step_hashes.size());
    if (!out.divergence && out.final_hash != replay.final_hash)
      out.note += (out.note.empty() ? "" : "; ") + std::string("the final hash differs");
  }
  out.matched =
      !out.divergence && out.note.empty() && (!verify || out.final_hash == replay.final_hash);
  if (!verify) out.matched = out.final_hash == replay.final_hash;
  return out;
}

}  // namespace unpod::sim::session

#include "race/replay_feed.h"

#include <algorithm>
#include <cstdio>
#include <iterator>

#include "race/race_frame.h"
#include "shell/replay_files.h"
#include "unpod/sim/session/race_request.h"
#include "unpod/sim/session/replay.h"

namespace unpod::game {
namespace {

std::string hex(uint64_t h) {
  char text[24];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

}  // namespace

std::optional<ReplayRace> load_replay_race(const assets::Installation& installation,
                                           const std::filesystem::path& file, std::string& error) {
  auto replay = assets::read_replay(file);
  if (!replay) {
    error = replay.error().to_string();
    return std::nullopt;
  }
  InstallationPrints prints(installation);
  if (std::string why = prints.mismatch(*replay); !why.empty()) {
    error = file.string() + ": " + why;
    return std::nullopt;
  }
  if (replay->humans > kHumanPlayers || replay->devices.size() > size_t(kHumanPlayers)) {
    error = file.string() + ": " + std::to_string(replay->humans) +
            " players: the game shows at most " + std::to_string(kHumanPlayers);
    return std::nullopt;
  }
  ReplayRace out;
  out.file = file;
  out.race = load_race(installation, *replay, error);
  if (!out.race) {
    error = file.string() + ": " + error;
    return std::nullopt;
  }
  out.replay = std::move(replay.value());
  return out;
}

PlayerDevices replay_devices(const assets::Replay& replay, const assets::ReplayFrame& frame) {
  // As sim::session::play hands them: each human's recorded device, the frame's reading.
  PlayerDevices devices{};
  for (size_t h = 0; h < devices.size() && h < replay.devices.size(); ++h) {
    devices[h].device = sim::session::device_of(replay.devices[h]);
    if (h < frame.inputs.size()) devices[h].frame = sim::session::frame_of(frame.inputs[h]);
  }
  return devices;
}

std::span<const assets::ReplayFrame> ReplayFeed::take(uint32_t wall_ms) {
  const size_t from = next_;
  if (done()) return {};
  size_t due = 0;
  if (fixed_) {
    due = slow_ > 1 && ++display_frames_ % slow_ != 0 ? 0 : size_t(speed());
  } else {
    if (last_wall_) {
      const uint64_t scaled = uint64_t(wall_ms - *last_wall_) * uint64_t(speed()) + slow_rest_;
      clock_ms_ += scaled / slow_;
      slow_rest_ = scaled % slow_;
    }
    last_wall_ = wall_ms;
    const uint32_t first = frames_.front().ms;
    while (from + due < frames_.size() && due < kMostFramesAtOnce &&
           frames_[from + due].ms - first <= clock_ms_)
      ++due;
    // Behind by more than a display frame can play: the replay's clock waits for the frames.
    if (due == kMostFramesAtOnce && from + due < frames_.size())
      clock_ms_ = frames_[from + due - 1].ms - first;
  }
  next_ = std::min(frames_.size(), from + due);
  return frames_.subspan(from, next_ - from);
}

void ReplayFeed::hold(uint32_t wall_ms) {
  last_wall_ = wall_ms;
}

std::span<const assets::ReplayFrame> ReplayFeed::take_one() {
  if (done()) return {};
  clock_ms_ = std::max<uint64_t>(clock_ms_, frames_[next_].ms - frames_.front().ms);
  return frames_.subspan(next_++, 1);
}

void ReplayFeed::set_slow(uint32_t divisor) {
  slow_ = divisor < 1 ? 1 : divisor;
  if (slow_ == 1) slow_rest_ = 0;
}

void ReplayFeed::seek(size_t frame) {
  next_ = std::min(frame, frames_.size());
  clock_ms_ = next_ > 0 ? frames_[next_ - 1].ms - frames_.front().ms : 0;
}

std::string seek_replay(LoadedRace& race, const assets::Replay& replay, size_t& fed, size_t frames,
                        ReplaySeekPoints* points) {
  frames = std::min(frames, replay.frames.size());
  const ReplaySeekPoints::Point point =
      points ? points->nearest(frames) : ReplaySeekPoints::Point{};
  if (point.session && (frames < fed || point.frames > fed)) {
    race.session = point.session->copy();  // the point stays for the next seek
    race.finished = false;
    fed = point.frames;
  } else if (frames < fed) {
    std::string error;
    auto session = sim::session::make_session(race.data, race.plan, error);
    if (!session) return error;
    race.session = std::move(session);
    race.finished = false;
    start_race(race);
    fed = 0;
  }
  while (fed < frames && !race.finished) {
    const assets::ReplayFrame& f = replay.frames[fed];
    race_frame(race, replay_devices(replay, f), f.ms);
    ++fed;
    if (points && !race.finished) points->note(fed, *race.session);
  }
  return "";
}

void ReplayFeed::change_speed(int step) {
  const int n = int(std::size(kSpeeds));
  speed_ = std::clamp(speed_ + step, 0, n - 1);
}

ReplayCheck check_replay(const LoadedRace& race, const assets::Replay& replay,
                         size_t frames_played) {
  ReplayCheck out;
  out.hash = race.session->hash();
  out.verified = race.finished && out.hash == replay.final_hash;
  const std::string frames =
      std::to_string(frames_played) + " of " + std::to_string(replay.frames.size()) + " frames";
  if (out.verified)
    out.text = "Replay: verified, " + frames + ", final hash " + hex(out.hash);
  else
    out.text = "Replay: does not verify: " + frames + ", final hash " + hex(out.hash) +
               ", the file's " + hex(replay.final_hash);
  return out;
}

}  // namespace unpod::game

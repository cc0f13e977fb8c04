// The debug overlay's seek points in a watched replay (issue 19): a copy of the race's session
// every kSeekPointFrames recorded frames, kept as the race first plays through them, so a seek
// (seek_replay, replay_feed.h) starts from the nearest copy at or before the frame asked instead
// of making the race again and playing from its first frame. A copy shares the circuit's world
// with the race (RaceSession::copy): it holds the cars, drivers, race rules and props, tens of
// kilobytes.
#pragma once

#include <cstddef>
#include <map>
#include <memory>

#include "unpod/sim/session/race_session.h"

namespace unpod::game {

inline constexpr size_t kSeekPointFrames = 600;  // 9.6 s of 16 ms frames

class ReplaySeekPoints {
 public:
  // After the race has run its first `frames` recorded frames (not yet ended): a copy kept when
  // `frames` is a whole number of kSeekPointFrames (above 0) not kept yet.
  void note(size_t frames, const sim::session::RaceSession& session);
  // The copy of the most frames at or before `frame`, and its frame count; nothing when none.
  struct Point {
    size_t frames = 0;
    const sim::session::RaceSession* session = nullptr;
  };
  Point nearest(size_t frame) const;
  size_t size() const { return kept_.size(); }

 private:
  std::map<size_t, std::unique_ptr<sim::session::RaceSession>> kept_;
};

}  // namespace unpod::game

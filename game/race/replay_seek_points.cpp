#include "race/replay_seek_points.h"

namespace unpod::game {

void ReplaySeekPoints::note(size_t frames, const sim::session::RaceSession& session) {
  if (frames == 0 || frames % kSeekPointFrames != 0 || kept_.count(frames) != 0) return;
  kept_.emplace(frames, session.copy());
}

ReplaySeekPoints::Point ReplaySeekPoints::nearest(size_t frame) const {
  auto after = kept_.upper_bound(frame);
  if (after == kept_.begin()) return {};
  --after;
  return {after->first, after->second.get()};
}

}  // namespace unpod::game

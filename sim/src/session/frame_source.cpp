// The frames' lengths of a headless race.
#include "unpod/sim/session/frame_source.h"

#include <utility>

namespace unpod::sim::session {

FrameSource FrameSource::fixed(uint32_t ms) {
  FrameSource s;
  s.fixed_ = ms == 0 ? 1 : ms;
  return s;
}

FrameSource FrameSource::list(std::vector<uint32_t> ms) {
  if (ms.empty()) return fixed(1);
  FrameSource s;
  s.list_ = std::move(ms);
  return s;
}

FrameSource FrameSource::seeded(uint32_t seed) {
  FrameSource s;
  s.seeded_ = FrameTimes(seed);
  return s;
}

uint32_t FrameSource::next_ms() {
  if (fixed_) return fixed_;
  if (!list_.empty()) {
    const uint32_t ms = list_[at_++ % list_.size()];
    return ms == 0 ? 1 : ms;
  }
  return seeded_.next_ms();
}

}  // namespace unpod::sim::session

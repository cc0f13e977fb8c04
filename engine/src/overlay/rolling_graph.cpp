#include "unpod/engine/overlay/rolling_graph.h"

#include <algorithm>

namespace unpod::engine::overlay {

void RollingGraph::add(float v) {
  values_[head_] = v;
  head_ = (head_ + 1) % kRollingFrames;
  count_ = std::min(count_ + 1, kRollingFrames);
}

float RollingGraph::mean() const {
  if (count_ == 0) return 0.0f;
  float sum = 0.0f;
  for (size_t i = 0; i < count_; ++i) sum += sample(i);
  return sum / static_cast<float>(count_);
}

float RollingGraph::highest() const {
  float top = 0.0f;
  for (size_t i = 0; i < count_; ++i) top = std::max(top, sample(i));
  return top;
}

}  // namespace unpod::engine::overlay

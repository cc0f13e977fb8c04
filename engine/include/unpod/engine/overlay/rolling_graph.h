// A value over the last frames for the overlay's graphs (issue 19, "Performance", a pinned
// field): a ring of the last kRollingFrames samples, oldest first when read.
#pragma once

#include <array>
#include <cstddef>

namespace unpod::engine::overlay {

inline constexpr size_t kRollingFrames = 240;  // 4 s at 60 frames a second

class RollingGraph {
 public:
  void add(float v);
  // The samples in order (fewer than kRollingFrames until it has filled), their mean and
  // highest.
  size_t count() const { return count_; }
  float sample(size_t i) const {
    return values_[(head_ + kRollingFrames - count_ + i) % kRollingFrames];
  }
  float mean() const;
  float highest() const;
  float last() const { return count_ ? sample(count_ - 1) : 0.0f; }
  // The ring as ImGui::PlotLines reads it (values, offset of the oldest).
  const float* data() const { return values_.data(); }
  int offset() const { return count_ < kRollingFrames ? 0 : static_cast<int>(head_); }

 private:
  std::array<float, kRollingFrames> values_{};
  size_t head_ = 0;  // where the next sample goes
  size_t count_ = 0;
};

}  // namespace unpod::engine::overlay

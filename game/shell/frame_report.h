// The player's frame, measured in the game's own loop (issue 37): for every frame on a race
// screen, from the events pumped to the swap returned, with the pixels drawn, and its parts: the
// screen's handling (input, the sim frames), the renderers' calls, the overlay, the swap (where a
// software GL such as llvmpipe draws what the calls queued). `unpod --frame-report FILE` writes
// the medians, 90th percentiles, means and worst when the game quits;
// bench/bench_player_frame.sh runs it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace unpod::game {

// One frame's parts in milliseconds; `total` is events to swap returned.
struct FrameParts {
  double handle = 0, draw = 0, overlay = 0, swap = 0, total = 0;
};

class FrameReport {
 public:
  // The first kWarmUp race frames are left out: textures uploaded, caches filled.
  static constexpr size_t kWarmUp = 30;

  void add_race_frame(const FrameParts& parts);
  size_t frames() const { return frames_.size(); }
  // The report's text: the frame count, then per part its median, 90th percentile, mean and
  // worst.
  std::string text(const std::string& what) const;
  // Writes text() to `path` atomically (a temporary name, then renamed). Returns an error, or "".
  std::string write(const std::filesystem::path& path, const std::string& what) const;

 private:
  size_t seen_ = 0;
  std::vector<FrameParts> frames_;
};

}  // namespace unpod::game

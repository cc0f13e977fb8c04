#include "shell/frame_report.h"

#include <algorithm>
#include <cstdio>
#include <span>

#include "unpod/assets/file_io.h"

namespace unpod::game {
namespace {

// The value at `share` of the sorted samples (nearest rank), 0 for none.
double rank(std::vector<double> v, double share) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto at = static_cast<size_t>(share * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(at, v.size() - 1)];
}

}  // namespace

void FrameReport::add_race_frame(const FrameParts& parts) {
  if (seen_++ < kWarmUp) return;
  frames_.push_back(parts);
}

std::string FrameReport::text(const std::string& what) const {
  std::string out = "unpod frame report: " + what + "\n";
  char line[200];
  std::snprintf(line, sizeof line, "race frames %zu (after the first %zu)\n", frames_.size(),
                kWarmUp);
  out += line;
  const struct {
    const char* name;
    double FrameParts::*part;
  } parts[] = {{"frame (events to swap)", &FrameParts::total},
               {"handle (input, sim)", &FrameParts::handle},
               {"draw (renderers' calls)", &FrameParts::draw},
               {"overlay", &FrameParts::overlay},
               {"swap", &FrameParts::swap}};
  for (const auto& p : parts) {
    std::vector<double> v;
    v.reserve(frames_.size());
    double sum = 0, worst = 0;
    for (const FrameParts& f : frames_) {
      v.push_back(f.*(p.part));
      sum += v.back();
      worst = std::max(worst, v.back());
    }
    const double mean = v.empty() ? 0 : sum / static_cast<double>(v.size());
    std::snprintf(line, sizeof line,
                  "%-24s median %7.2f ms  p90 %7.2f ms  mean %7.2f ms  worst %7.2f ms\n", p.name,
                  rank(v, 0.5), rank(v, 0.9), mean, worst);
    out += line;
  }
  return out;
}

std::string FrameReport::write(const std::filesystem::path& path, const std::string& what) const {
  const std::string t = text(what);
  return assets::write_file_atomic(
      path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(t.data()), t.size()));
}

}  // namespace unpod::game

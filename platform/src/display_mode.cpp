#include "unpod/platform/display_mode.h"

#include <charconv>
#include <cstdio>

namespace unpod::platform {
namespace {

// A whole number from lo to hi, the whole of `text`.
std::optional<int> whole(std::string_view text, int lo, int hi) {
  int v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
    return std::nullopt;
  return v;
}

}  // namespace

std::optional<DisplayMode> parse_display_mode(std::string_view text) {
  const size_t x = text.find_first_of("xX");
  if (x == std::string_view::npos) return std::nullopt;
  const size_t at = text.find('@', x);
  const auto width = whole(text.substr(0, x), 64, 16384);
  const auto height =
      whole(text.substr(x + 1, at == std::string_view::npos ? at : at - x - 1), 64, 16384);
  if (!width || !height) return std::nullopt;
  DisplayMode mode{*width, *height, 0};
  if (at != std::string_view::npos) {
    const auto hz = whole(text.substr(at + 1), 1, 1000);
    if (!hz) return std::nullopt;
    mode.refresh_hz = *hz;
  }
  return mode;
}

std::string display_mode_text(const DisplayMode& mode) {
  // snprintf, not string appends: GCC 12 warns falsely (-Wrestrict) on those at -O3.
  char text[48];
  if (mode.refresh_hz > 0)
    std::snprintf(text, sizeof text, "%dx%d@%d", mode.width, mode.height, mode.refresh_hz);
  else
    std::snprintf(text, sizeof text, "%dx%d", mode.width, mode.height);
  return text;
}

}  // namespace unpod::platform

#include "options.h"

#include <charconv>
#include <cmath>

namespace unpod::game {

namespace {

constexpr int kMinWindowSide = 64;
constexpr int kMaxWindowSide = 16384;
constexpr double kMaxQuitAfterSeconds = 86400.0;  // a day: more is surely a typo

bool parse_int(std::string_view text, int& out) {
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc() && ptr == end;
}

// "WxH" with both sides in [kMinWindowSide, kMaxWindowSide].
std::string parse_window(std::string_view text, Options& options) {
  const auto x = text.find('x');
  int width = 0;
  int height = 0;
  if (x == std::string_view::npos || !parse_int(text.substr(0, x), width) ||
      !parse_int(text.substr(x + 1), height))
    return "--window wants WIDTHxHEIGHT (e.g. 1280x720), got '" + std::string(text) + "'";
  if (width < kMinWindowSide || height < kMinWindowSide || width > kMaxWindowSide ||
      height > kMaxWindowSide)
    return "--window sides must be between " + std::to_string(kMinWindowSide) + " and " +
           std::to_string(kMaxWindowSide) + ", got '" + std::string(text) + "'";
  options.window_width = width;
  options.window_height = height;
  return "";
}

std::string parse_quit_after(std::string_view text, Options& options) {
  double seconds = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, seconds);
  if (ec != std::errc() || ptr != end || !std::isfinite(seconds) || seconds < 0 ||
      seconds > kMaxQuitAfterSeconds)
    return "--quit-after wants seconds between 0 and 86400, got '" + std::string(text) + "'";
  options.quit_after_ms = static_cast<uint32_t>(std::lround(seconds * 1000.0));
  return "";
}

}  // namespace

ParsedOptions parse_options(std::span<const std::string_view> args) {
  ParsedOptions parsed;
  Options& options = parsed.options;
  for (size_t i = 0; i < args.size() && parsed.error.empty(); ++i) {
    std::string_view name = args[i];
    std::string_view value;
    bool has_value = false;
    if (const auto eq = name.find('='); name.starts_with("--") && eq != std::string_view::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      has_value = true;
    }
    if (name == "--help" || name == "-h") {
      options.help = true;
      continue;
    }
    const bool takes_value =
        name == "--data" || name == "--window" || name == "--quit-after" || name == "--screenshot";
    if (!takes_value) {
      parsed.error = "unknown argument '" + std::string(args[i]) + "'";
      break;
    }
    if (!has_value) {
      if (i + 1 >= args.size()) {
        parsed.error = std::string(name) + " needs a value";
        break;
      }
      value = args[++i];
    }
    if (name == "--data") {
      if (value.empty()) parsed.error = "--data needs a folder";
      options.data = std::filesystem::path(value);
    } else if (name == "--window") {
      parsed.error = parse_window(value, options);
    } else if (name == "--quit-after") {
      parsed.error = parse_quit_after(value, options);
    } else {
      if (value.empty()) parsed.error = "--screenshot needs a file name";
      options.screenshot = std::filesystem::path(value);
    }
  }
  return parsed;
}

std::string usage() {
  return "usage: unpod [--data DIR] [--window WxH] [--quit-after SECONDS] [--screenshot PATH]\n"
         "\n"
         "Plays POD: Planet of Death races from an installation of the game.\n"
         "\n"
         "  --data DIR             the POD installation (default: $UNPOD_DATA, else the demo disc\n"
         "                         shipped with unpod)\n"
         "  --window WxH           window size in pixels (default: 1280x720)\n"
         "  --quit-after SECONDS   quit after this much wall time (for tests and captures)\n"
         "  --screenshot PATH      write the last frame to PATH as a PNG when quitting\n"
         "  --help                 show this text\n"
         "\n"
         "Escape or closing the window quits.\n";
}

}  // namespace unpod::game

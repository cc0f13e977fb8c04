// unpod's command line: unpod [--data DIR] [--window WxH] [--quit-after SECONDS]
// [--screenshot PATH] [--help].
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace unpod::game {

struct Options {
  std::filesystem::path data;  // empty: the locator reads UNPOD_DATA
  int window_width = 1280;
  int window_height = 720;
  std::optional<uint32_t> quit_after_ms;  // for tests: quit after this much wall time
  std::filesystem::path screenshot;       // a PNG of the last frame, written when quitting
  bool help = false;
};

struct ParsedOptions {
  Options options;
  std::string error;  // empty when the command line was understood
};

ParsedOptions parse_options(std::span<const std::string_view> args);  // args without argv[0]

std::string usage();

}  // namespace unpod::game

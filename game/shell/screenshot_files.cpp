#include "shell/screenshot_files.h"

#include <cstdio>
#include <system_error>

namespace unpod::game {

std::filesystem::path next_screenshot_path(const std::filesystem::path& folder) {
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec || !std::filesystem::is_directory(folder, ec)) return {};
  for (int n = 1; n < 100000; ++n) {
    char name[32];
    std::snprintf(name, sizeof name, "unpod-%04d.png", n);
    const std::filesystem::path path = folder / name;
    if (!std::filesystem::exists(path, ec)) return path;
  }
  return {};
}

}  // namespace unpod::game

// Screenshots: the frame being drawn, read from the back buffer before the swap, as a PNG.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "unpod/platform/window.h"

namespace unpod::engine {

// The back buffer's pixels as RGBA8, rows from top to bottom (GL's rows start at the bottom),
// alpha forced to opaque: a screenshot shows what the window shows.
std::vector<uint8_t> read_back_buffer(platform::PixelSize size);

// Reads the back buffer and writes it to `path` as a PNG (temporary name, then rename).
// Returns an error message, or "" on success.
std::string save_screenshot(const std::filesystem::path& path, platform::PixelSize size);

}  // namespace unpod::engine

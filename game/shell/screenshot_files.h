// Where F12 puts a screenshot: <user folder>/screenshots/unpod-NNNN.png, the lowest number not
// taken, so a screenshot never replaces an earlier one.
#pragma once

#include <filesystem>

namespace unpod::game {

// The next free screenshot path in `folder` (created when missing). Empty when the folder
// cannot be made.
std::filesystem::path next_screenshot_path(const std::filesystem::path& folder);

}  // namespace unpod::game

// A failure of the machine's facilities (no video, no GL context of the version we need): the
// message says what was asked for and what SDL answered. Caught by main(), which exits non-zero.
#pragma once

#include <stdexcept>
#include <string>

namespace unpod::platform {

class PlatformError : public std::runtime_error {
 public:
  explicit PlatformError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace unpod::platform

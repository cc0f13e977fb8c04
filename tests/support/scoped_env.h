// An environment variable set for one scope and put back as it was afterwards (POSIX setenv, or
// _putenv_s on Windows, where the core's tests also run: docs/BUILDING.md).
#pragma once

#include <optional>
#include <string>

namespace unpod::test {

class ScopedEnv {
 public:
  ScopedEnv(std::string name, const std::string& value);
  ~ScopedEnv();
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::string name_;
  std::optional<std::string> old_;
};

}  // namespace unpod::test

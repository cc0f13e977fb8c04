#include "support/scoped_env.h"

#include <cstdlib>

namespace unpod::test {
namespace {

void set_variable(const std::string& name, const std::optional<std::string>& value) {
#if defined(_WIN32)
  // An empty value removes the variable on Windows.
  _putenv_s(name.c_str(), value ? value->c_str() : "");
#else
  if (value)
    ::setenv(name.c_str(), value->c_str(), 1);
  else
    ::unsetenv(name.c_str());
#endif
}

}  // namespace

ScopedEnv::ScopedEnv(std::string name, const std::string& value) : name_(std::move(name)) {
  if (const char* old = std::getenv(name_.c_str())) old_ = old;
  set_variable(name_, value);
}

ScopedEnv::~ScopedEnv() {
  set_variable(name_, old_);
}

}  // namespace unpod::test

// A virtual X server for unpod's window: Xvfb on a free display that it picks itself and
// reports (-displayfd), so that several tests may run at once. Stopped when this goes.
#pragma once

#include <sys/types.h>

#include <string>

namespace unpod::installation {

class VirtualDisplay {
 public:
  // Throws with the reason when Xvfb is missing or reports no display within 10 s.
  VirtualDisplay();
  ~VirtualDisplay();
  VirtualDisplay(const VirtualDisplay&) = delete;
  VirtualDisplay& operator=(const VirtualDisplay&) = delete;
  // ":N", for DISPLAY.
  const std::string& name() const { return name_; }

 private:
  pid_t pid_ = -1;
  std::string name_;
};

}  // namespace unpod::installation

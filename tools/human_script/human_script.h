// The scripted humans of `unpod-tool race --human-script F`: from a race time on, which of
// player N's keyboard controls are held. A text file, one change per line:
//
//   # race-time-ms  player  controls...
//   0      1  accelerate
//   4200   1  accelerate right
//   5000   1  accelerate
//   9000   2  brake left
//
// Controls: accelerate, brake, left, right, gear-up, gear-down, or "none". A player holds its
// controls until its next line; before its first line it holds nothing. The race time is the
// race's clock (0 at "GO!"), in milliseconds; lines may come in any order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "unpod/sim/controls/device.h"

namespace unpod::tool {

struct ScriptLine {
  int64_t at_ms = 0;
  int player = 1;  // from 1
  std::array<bool, sim::controls::kKeySlots> keys{};
  bool retire = false;  // "retire": the player leaves the race (race/inferred.h, "Retiring")
};

class HumanScript {
 public:
  // Parses the text; on a bad line sets `error` to "FILE:LINE: what is wrong" and returns false.
  bool parse(const std::string& text, const std::string& file, int humans, std::string& error);
  // Player n's (from 1) held keys at race time `ms` (negative: before "GO!"); retired from its
  // first "retire" line on.
  sim::controls::DeviceFrame at(int player, int64_t ms) const;

 private:
  std::vector<ScriptLine> lines_;  // sorted by time, stable
};

}  // namespace unpod::tool

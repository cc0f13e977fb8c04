// "PRESS A KEY": the next key or pad input a player presses, for the Options screen's
// rebinding. A key pressed, a pad's button pressed, or one of a pad's axes pushed past half its
// travel from below a quarter (a stick's half by its sign, a trigger); Escape is the key that
// cancels, so it is never taken.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>

#include "controls/input_binding.h"
#include "unpod/platform/input.h"

namespace unpod::game::controls {

class InputCapture {
 public:
  enum class Outcome { kWaiting, kTaken, kCancelled };

  // Starts listening: the pads' axes as they rest now (a trigger already held is not a press).
  void start(const platform::InputState& input);
  // This frame's input: the input taken (`taken` set), Escape pressed, or still waiting.
  Outcome next(const platform::InputState& input, InputBinding& taken);

 private:
  std::map<int32_t, std::array<int16_t, platform::kPadAxes>> axes_;  // by pad id, last frame's
};

}  // namespace unpod::game::controls

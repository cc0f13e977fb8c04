#include "controls/input_capture.h"

#include <SDL_scancode.h>

#include <cstdlib>

namespace unpod::game::controls {
namespace {

// An axis counts as pushed past half its travel, and as resting within a quarter of it (the
// bindings' own threshold for an axis half, docs/CONFIGURATION.md).
constexpr int kPushed = 16384;
constexpr int kResting = 8192;

}  // namespace

void InputCapture::start(const platform::InputState& input) {
  axes_.clear();
  for (const platform::PadState& pad : input.pads) axes_[pad.id] = pad.axes;
}

InputCapture::Outcome InputCapture::next(const platform::InputState& input, InputBinding& taken) {
  for (const int code : input.keys_pressed) {
    if (code == SDL_SCANCODE_ESCAPE) return Outcome::kCancelled;
    taken = key(code);
    return Outcome::kTaken;
  }
  std::optional<InputBinding> found;
  for (const platform::PadState& pad : input.pads) {
    for (int b = 0; b < platform::kPadButtons && !found; ++b)
      if (pad.went_down(b)) found = pad_button(b);
    const auto before = axes_.find(pad.id);
    for (int a = 0; a < platform::kPadAxes && !found; ++a) {
      const int was = before == axes_.end() ? 0 : before->second[size_t(a)];
      const int now = pad.axis(a);
      if (std::abs(was) < kResting && std::abs(now) >= kPushed) found = pad_axis(a, now > 0);
    }
    axes_[pad.id] = pad.axes;
    if (found) break;
  }
  if (!found) return Outcome::kWaiting;
  taken = *found;
  return Outcome::kTaken;
}

}  // namespace unpod::game::controls

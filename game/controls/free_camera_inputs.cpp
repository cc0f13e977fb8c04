#include "controls/free_camera_inputs.h"

#include <algorithm>

namespace unpod::game::controls {

platform::InputState without_free_camera_inputs(const platform::InputState& input,
                                                const Bindings& bindings) {
  platform::InputState out = input;
  for (int a = kPlayerActions; a < kActionCount; ++a) {
    if (!is_free_camera(static_cast<Action>(a))) continue;
    for (const InputBinding& i : bindings.game[size_t(a)]) {
      switch (i.kind) {
        case InputBinding::Kind::kKey:
          std::erase(out.keys_held, i.code);
          std::erase(out.keys_pressed, i.code);
          break;
        case InputBinding::Kind::kPadButton:
          for (platform::PadState& pad : out.pads) {
            pad.buttons &= ~(1u << i.code);
            pad.pressed &= ~(1u << i.code);
          }
          break;
        case InputBinding::Kind::kPadAxisPlus:
        case InputBinding::Kind::kPadAxisMinus: {
          const bool plus = i.kind == InputBinding::Kind::kPadAxisPlus;
          for (platform::PadState& pad : out.pads) {
            int16_t& v = pad.axes[size_t(i.code)];
            if (plus ? v > 0 : v < 0) v = 0;
            pad.axes_pushed &= ~(1u << (2 * i.code + (plus ? 0 : 1)));
          }
          break;
        }
      }
    }
  }
  return out;
}

}  // namespace unpod::game::controls

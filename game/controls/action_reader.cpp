#include "controls/action_reader.h"

#include <algorithm>
#include <cmath>

namespace unpod::game::controls {
namespace {

constexpr double kAxisMax = 32767.0;

// One input's amount 0..1 on a pad.
double pad_amount(const platform::PadState& pad, const InputBinding& i, double dead_zone) {
  switch (i.kind) {
    case InputBinding::Kind::kPadButton:
      return pad.held(i.code) ? 1.0 : 0.0;
    case InputBinding::Kind::kPadAxisPlus:
      return axis_amount(pad, i.code, true, dead_zone);
    case InputBinding::Kind::kPadAxisMinus:
      return axis_amount(pad, i.code, false, dead_zone);
    case InputBinding::Kind::kKey:
      break;
  }
  return 0.0;
}

// A button gone down, or an axis pushed past half its travel (a stick moving a menu's row).
bool pad_pressed(const platform::PadState& pad, const InputBinding& i) {
  switch (i.kind) {
    case InputBinding::Kind::kPadButton:
      return pad.went_down(i.code);
    case InputBinding::Kind::kPadAxisPlus:
      return pad.pushed(i.code, true);
    case InputBinding::Kind::kPadAxisMinus:
      return pad.pushed(i.code, false);
    case InputBinding::Kind::kKey:
      break;
  }
  return false;
}

// Reads one action's inputs: keys from the keyboard when `keys`, the rest from `pad` when given.
void read(ActionFrame& f, Action a, const std::vector<InputBinding>& inputs,
          const platform::InputState& input, bool keys, const platform::PadState* pad,
          double dead_zone, double& amount) {
  for (const InputBinding& i : inputs) {
    double v = 0;
    if (i.is_key()) {
      if (!keys) continue;
      if (const int n = input.presses(i.code); n > 0) {
        f.pressed[size_t(a)] = true;
        f.presses[size_t(a)] += n;
      }
      v = input.held(i.code) ? 1.0 : 0.0;
    } else {
      if (!pad) continue;
      if (pad_pressed(*pad, i)) {
        f.pressed[size_t(a)] = true;
        ++f.presses[size_t(a)];
      }
      v = pad_amount(*pad, i, dead_zone);
    }
    const bool axis =
        i.kind == InputBinding::Kind::kPadAxisPlus || i.kind == InputBinding::Kind::kPadAxisMinus;
    if (axis ? v > kAxisHeld : v > 0) f.held[size_t(a)] = true;
    amount = std::max(amount, v);
  }
}

}  // namespace

// DEVIATION 16: the radial dead zone before POD's joystick kinds.
double axis_amount(const platform::PadState& pad, int axis, bool plus, double dead_zone) {
  const double v = pad.axis(axis) / kAxisMax;
  const bool stick = axis <= platform::pad_axis::kRightY;
  // The stick's length: its axis and the other axis of the same stick (x 0 / y 1, x 2 / y 3).
  const double other = stick ? pad.axis(axis ^ 1) / kAxisMax : 0.0;
  const double length = std::min(1.0, std::hypot(v, other));
  if (length <= dead_zone || length == 0.0 || dead_zone >= 1.0) return 0.0;
  const double scaled = v / std::hypot(v, other) * (length - dead_zone) / (1.0 - dead_zone);
  return std::clamp(plus ? scaled : -scaled, 0.0, 1.0);
}

ActionFrame player_actions(const platform::InputState& input, const Bindings& bindings, int player,
                           const DeviceOwner& owner, const PlayerSetup& setup) {
  ActionFrame f;
  const bool keys = owner.kind == DeviceOwner::Kind::kKeyboard;
  const platform::PadState* pad =
      owner.kind == DeviceOwner::Kind::kPad ? input.pad(owner.pad) : nullptr;
  double left = 0, right = 0;
  for (int a = 0; a < kPlayerActions; ++a) {
    const auto action = static_cast<Action>(a);
    double amount = 0;
    read(f, action, bindings.of(player, action), input, keys, pad, setup.dead_zone, amount);
    f.amount[size_t(a)] = static_cast<float>(amount);
    if (action == Action::kLeft) left = amount;
    if (action == Action::kRight) right = amount;
  }
  f.steer = std::clamp(right - left, -1.0, 1.0);
  return f;
}

ActionFrame game_actions(const platform::InputState& input, const Bindings& bindings,
                         const std::vector<int32_t>* pads) {
  ActionFrame f;
  for (int a = kPlayerActions; a < kActionCount; ++a) {
    const auto action = static_cast<Action>(a);
    double amount = 0;
    read(f, action, bindings.game[size_t(a)], input, true, nullptr, 0, amount);
    for (const platform::PadState& pad : input.pads)
      if (!pads || std::find(pads->begin(), pads->end(), pad.id) != pads->end())
        read(f, action, bindings.game[size_t(a)], input, false, &pad, kAxisHeld, amount);
    f.amount[size_t(a)] = static_cast<float>(amount);
  }
  return f;
}

}  // namespace unpod::game::controls

// This frame's actions from the platform's input: a player's from the device they own (their
// keys on the keyboard, or their pad's buttons and axes), the game's from the keyboard and every
// pad.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

#include "controls/bindings.h"
#include "controls/controls_setup.h"
#include "controls/device_owner.h"
#include "unpod/platform/input.h"

namespace unpod::game::controls {

// An axis half past this share of its travel (after the dead zone) holds a digital action (a
// trigger bound to accelerate).
inline constexpr double kAxisHeld = 0.25;

struct ActionFrame {
  std::bitset<kActionCount> held;     // down now
  std::bitset<kActionCount> pressed;  // went down since the previous frame
  // How many times: each press of a key, once for a pad's button (SDL gives a frame's button
  // presses as one bit). The menus move a row for each, so no tap is lost to a slow frame.
  std::array<int, kActionCount> presses{};
  // How far each action is pushed, 0..1: a key or button 1, a stick or trigger its amount past
  // the dead zone (the free camera flies at a pushed stick's share of its full rate).
  std::array<float, kActionCount> amount{};
  // The analogue steering, -1 (full left) .. 1 (full right): the right inputs' amount less the
  // left's (a key or button counts 1).
  double steer = 0;
  bool on(Action a) const { return held[size_t(a)] || pressed[size_t(a)]; }
  bool went_down(Action a) const { return pressed[size_t(a)]; }
  int times_down(Action a) const { return presses[size_t(a)]; }
};

// How far an axis half is pushed, 0..1: a stick's axis with the radial dead zone (the stick's
// two axes together, the rest rescaled to the full range), a trigger with the same share cut.
double axis_amount(const platform::PadState& pad, int axis, bool plus, double dead_zone);

// Player `player`'s actions (kAccelerate .. kRetire) from the device they own.
ActionFrame player_actions(const platform::InputState& input, const Bindings& bindings, int player,
                           const DeviceOwner& owner, const PlayerSetup& setup);

// The game's actions (kPause ..) from the keyboard and every connected pad, or only the pads
// `pads` names when given (a race: the players' pads, not one offered to join).
ActionFrame game_actions(const platform::InputState& input, const Bindings& bindings,
                         const std::vector<int32_t>* pads = nullptr);

}  // namespace unpod::game::controls

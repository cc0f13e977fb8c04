// Everything the players set up about their controls (the settings file's [player1] and
// [player2]): the bindings, and for each player the device they want and how their pad steers.
#pragma once

#include <array>
#include <string>

#include "controls/bindings.h"

namespace unpod::game::controls {

// How a pad's stick steers: POD's joystick kinds (pod-controllers.md, FUN_00415f9c: 2 the axis
// linearly, FUN_00415a8c; 3 its fourth power, FUN_00415b70).
enum class Steering { kLinear, kFourthPower };

struct PlayerSetup {
  // "keyboard", "pad" (the first pad no other player has), or a pad's GUID (that model of pad,
  // as SDL_JoystickGetGUIDString spells it).
  std::string device = "keyboard";
  Steering steering = Steering::kLinear;
  double dead_zone = 0.2;  // of the stick's travel, radial (both axes together)
  bool rumble = false;     // the pad shakes when the car crashes
  bool operator==(const PlayerSetup&) const = default;
};

struct ControlsSetup {
  Bindings bindings = default_bindings();
  // Player 1 on the keyboard; player 2 on a pad when one is connected (as before #16).
  std::array<PlayerSetup, kHumanPlayers> players = {PlayerSetup{"keyboard"}, PlayerSetup{"pad"}};
  bool operator==(const ControlsSetup&) const = default;
};

}  // namespace unpod::game::controls

// What the players and the game mean by their keys and pads (docs/DESIGN.md "The game phase"):
// each binding (bindings.h) maps a device's input to one of these, and nothing past
// game/controls knows a key.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace unpod::game::controls {

enum class Action : uint8_t {
  // A player's own ([player1], [player2] in the settings file; kRetire keeps its default).
  kAccelerate,
  kBrake,
  kLeft,
  kRight,
  kGearUp,
  kGearDown,
  kCamera,
  kLookBack,
  kRetire,
  // The game's, one set for everyone.
  kPause,
  kScreenshot,
  kOverlay,
  kQuit,  // leaves the race (Escape) until the menus give it a pause screen
  kMenuUp,
  kMenuDown,
  kMenuLeft,
  kMenuRight,
  kMenuAccept,
  kMenuBack,
  kFreeForward,  // the free camera
  kFreeBackward,
  kFreeTurnLeft,
  kFreeTurnRight,
  kFreeLookUp,
  kFreeLookDown,
  kFreeRise,
  kFreeSink,
};
inline constexpr int kActionCount = 27;
inline constexpr int kPlayerActions = 9;  // kAccelerate .. kRetire

inline constexpr bool is_player_action(Action a) {
  return static_cast<int>(a) < kPlayerActions;
}

// Where an action is read: two actions of one place on one input is a conflict; a menu's and a
// race's may share one (the arrows drive and move through menus).
enum class Place : uint8_t { kRace, kMenu, kEverywhere };

struct ActionInfo {
  Action action;
  std::string_view name;  // the settings file's key ([playerN]) and the messages'
  Place place;
};

inline constexpr std::array<ActionInfo, kActionCount> kActions = {{
    {Action::kAccelerate, "accelerate", Place::kRace},
    {Action::kBrake, "brake", Place::kRace},
    {Action::kLeft, "left", Place::kRace},
    {Action::kRight, "right", Place::kRace},
    {Action::kGearUp, "gear_up", Place::kRace},
    {Action::kGearDown, "gear_down", Place::kRace},
    {Action::kCamera, "camera", Place::kRace},
    {Action::kLookBack, "look_back", Place::kRace},
    {Action::kRetire, "retire", Place::kRace},
    {Action::kPause, "pause", Place::kRace},
    {Action::kScreenshot, "screenshot", Place::kEverywhere},
    {Action::kOverlay, "overlay", Place::kEverywhere},
    {Action::kQuit, "quit", Place::kRace},
    {Action::kMenuUp, "menu_up", Place::kMenu},
    {Action::kMenuDown, "menu_down", Place::kMenu},
    {Action::kMenuLeft, "menu_left", Place::kMenu},
    {Action::kMenuRight, "menu_right", Place::kMenu},
    {Action::kMenuAccept, "menu_accept", Place::kMenu},
    {Action::kMenuBack, "menu_back", Place::kMenu},
    {Action::kFreeForward, "free_forward", Place::kRace},
    {Action::kFreeBackward, "free_backward", Place::kRace},
    {Action::kFreeTurnLeft, "free_turn_left", Place::kRace},
    {Action::kFreeTurnRight, "free_turn_right", Place::kRace},
    {Action::kFreeLookUp, "free_look_up", Place::kRace},
    {Action::kFreeLookDown, "free_look_down", Place::kRace},
    {Action::kFreeRise, "free_rise", Place::kRace},
    {Action::kFreeSink, "free_sink", Place::kRace},
}};

inline constexpr const ActionInfo& info(Action a) {
  return kActions[static_cast<size_t>(a)];
}

// Whether two places are read at the same time.
inline constexpr bool places_meet(Place a, Place b) {
  return a == b || a == Place::kEverywhere || b == Place::kEverywhere;
}

}  // namespace unpod::game::controls

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
  kQuit,  // the race's pause screen (Escape), as the pause action
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
  std::string_view what;  // README's controls table
};

inline constexpr std::array<ActionInfo, kActionCount> kActions = {{
    {Action::kAccelerate, "accelerate", Place::kRace,
     "accelerate (after reversing: forwards again)"},
    {Action::kBrake, "brake", Place::kRace, "brake; held at a standstill: reverse"},
    {Action::kLeft, "left", Place::kRace,
     "steer left (a pad's stick: analogue, through the player's `steering`)"},
    {Action::kRight, "right", Place::kRace, "steer right"},
    {Action::kGearUp, "gear_up", Place::kRace,
     "gear up (a manual gearbox's; the game's cars have the automatic one for now)"},
    {Action::kGearDown, "gear_down", Place::kRace, "gear down"},
    {Action::kCamera, "camera", Place::kRace,
     "the player's next camera: chase, bumper, track-side, free (the free one is player 1's)"},
    {Action::kLookBack, "look_back", Place::kRace,
     "while held: look behind the car (from the chase or bumper camera)"},
    {Action::kRetire, "retire", Place::kRace,
     "retire from the race (not a setting): the others' results are kept, yours unplaced"},
    {Action::kPause, "pause", Place::kRace, "the race's pause screen; on it: resume"},
    {Action::kScreenshot, "screenshot", Place::kEverywhere,
     "a PNG of the window in the user's folder (`~/.local/share/Un-POD/unpod/screenshots`)"},
    {Action::kOverlay, "overlay", Place::kEverywhere,
     "show and hide the debug overlay (docs/OVERLAY.md)"},
    {Action::kQuit, "quit", Place::kRace,
     "the race's pause screen (resume, restart, quit to the menu, quit Un-POD)"},
    {Action::kMenuUp, "menu_up", Place::kMenu, "the menus: up (the mouse points and clicks too)"},
    {Action::kMenuDown, "menu_down", Place::kMenu, "down"},
    {Action::kMenuLeft, "menu_left", Place::kMenu, "left"},
    {Action::kMenuRight, "menu_right", Place::kMenu, "right"},
    {Action::kMenuAccept, "menu_accept", Place::kMenu, "accept"},
    {Action::kMenuBack, "menu_back", Place::kMenu,
     "back; on the main menu: to QUIT (Return there quits)"},
    {Action::kFreeForward, "free_forward", Place::kRace,
     "the free camera: forward along the view (looking down it sinks)"},
    {Action::kFreeBackward, "free_backward", Place::kRace, "the free camera: back"},
    {Action::kFreeTurnLeft, "free_turn_left", Place::kRace, "the free camera: turn left"},
    {Action::kFreeTurnRight, "free_turn_right", Place::kRace, "the free camera: turn right"},
    {Action::kFreeLookUp, "free_look_up", Place::kRace, "the free camera: look up (to 85°)"},
    {Action::kFreeLookDown, "free_look_down", Place::kRace, "the free camera: look down (to 85°)"},
    {Action::kFreeRise, "free_rise", Place::kRace, "the free camera: up"},
    {Action::kFreeSink, "free_sink", Place::kRace, "the free camera: down"},
}};

inline constexpr const ActionInfo& info(Action a) {
  return kActions[static_cast<size_t>(a)];
}

// Whether two places are read at the same time.
// One of the free camera's actions (free_forward .. free_sink); one that drives the car
// (accelerate .. gear_down): while the free camera is on, its inputs drive nothing
// (free_camera_inputs.h), so the two never clash.
inline constexpr bool is_free_camera(Action a) {
  return a >= Action::kFreeForward && a <= Action::kFreeSink;
}
inline constexpr bool drives(Action a) {
  return a <= Action::kGearDown;
}

inline constexpr bool places_meet(Place a, Place b) {
  return a == b || a == Place::kEverywhere || b == Place::kEverywhere;
}

}  // namespace unpod::game::controls

// One frame's input: whether the player asked to quit (window closed) and the keys pressed
// since the previous frame. Later issues add held keys, controllers and hotplug here.
#pragma once

#include <functional>
#include <vector>

union SDL_Event;

namespace unpod::platform {

// The keys the shell reacts to; other keys are not reported. kCamera is the C key.
enum class Key {
  kEscape,
  kReturn,
  kSpace,
  kUp,
  kDown,
  kLeft,
  kRight,
  kF12,
  kCamera,
  kPageUp,
  kPageDown
};

struct InputState {
  bool quit_requested = false;    // the window was closed (or the OS asked the program to end)
  std::vector<Key> keys_pressed;  // in the order pressed, key repeats excluded
  std::vector<Key> keys_held;     // down when the queue was drained (the free camera's keys)

  bool pressed(Key key) const;
  bool held(Key key) const;
};

// Called with every event before it is mapped, so the ImGui overlay sees mouse and text input.
using EventObserver = std::function<void(const SDL_Event&)>;

// Drains the event queue into a fresh InputState.
InputState pump_events(const EventObserver& observer = {});

}  // namespace unpod::platform

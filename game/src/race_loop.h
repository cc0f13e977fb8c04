// The race's frame loop: each display frame pumps the events, runs a sim frame when the pacer
// says one is due, draws every viewport, takes the screenshots that are due, and swaps. It ends
// on Escape, on the window's close, or when --quit-after's time is up.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

#include "frame_pacer.h"
#include "options.h"
#include "race_screen.h"
#include "unpod/platform/clock.h"
#include "unpod/platform/window.h"

namespace unpod::game {

struct RaceLoopSettings {
  std::optional<uint32_t> quit_after_ms;  // on the race's clock with a fixed frame time, else
                                          // on the wall clock
  std::filesystem::path last_frame_shot;  // --screenshot: the last frame, when quitting
  std::vector<TimedShot> shots;           // --screenshot-at, on the race's clock
  std::filesystem::path user_folder;      // F12's screenshots go to <it>/screenshots
};

// Returns the process exit code: 0 when the player quit or the time was up, 1 when a screenshot
// could not be written.
int run_race_loop(const platform::Window& window, const platform::Clock& clock, RaceScreen& screen,
                  FramePacer& pacer, const RaceLoopSettings& settings);

}  // namespace unpod::game

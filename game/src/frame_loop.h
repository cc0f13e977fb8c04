// The shell's frame loop: each frame reads the clock, pumps the events, draws, swaps; it ends
// on menu_back (Escape: the shell is the top screen), on the window's close, or when
// --quit-after's time is up. The overlay action (F1) hides and shows the installation's panel.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>

#include "controls/bindings.h"
#include "installation_status.h"
#include "unpod/engine/overlay.h"
#include "unpod/platform/clock.h"
#include "unpod/platform/window.h"

namespace unpod::game {

struct LoopSettings {
  std::optional<uint32_t> quit_after_ms;  // on the clock's time
  std::filesystem::path screenshot;       // written from the last frame, before its swap
  controls::Bindings bindings = controls::default_bindings();
};

// At most this many frames a second, vsync or not: a virtual X server has no vsync and a
// 2-core machine running the tests has no core to spare for a spinning loop.
inline constexpr uint32_t kMinFrameMs = 16;

// Returns the process exit code: 0 when the player quit, 1 when the screenshot failed.
int run_frame_loop(const platform::Window& window, engine::Overlay& overlay,
                   const platform::Clock& clock, const InstallationStatus& status,
                   const LoopSettings& settings);

}  // namespace unpod::game

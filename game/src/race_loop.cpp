#include "race_loop.h"

#include <iostream>

#include "frame_loop.h"
#include "screenshot_files.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/screenshot.h"
#include "unpod/platform/input.h"

namespace unpod::game {
namespace {

bool shoot(const std::filesystem::path& path, platform::PixelSize size) {
  const std::string error = engine::save_screenshot(path, size);
  if (!error.empty()) {
    std::cerr << "unpod: " << error << "\n";
    return false;
  }
  std::cout << "screenshot: " << path.string() << std::endl;
  return true;
}

}  // namespace

int run_race_loop(const platform::Window& window, const platform::Clock& clock, RaceScreen& screen,
                  FramePacer& pacer, const RaceLoopSettings& settings) {
  std::vector<bool> taken(settings.shots.size(), false);
  int exit_code = 0;
  uint32_t last_wall = clock.now_ms();
  for (;;) {
    const uint32_t wall = clock.now_ms();
    const platform::InputState input = platform::pump_events();
    const controls::ActionFrame& actions =
        screen.handle(input, static_cast<float>(wall - last_wall) / 1000.0f);
    last_wall = wall;
    // DEVIATION 17: paused, or a player without a device: the pacer holds.
    if (screen.paused())
      pacer.hold(wall);
    else if (const auto ms = pacer.sim_frame(wall))
      screen.sim_frame(*ms);
    const uint32_t race_ms = pacer.race_ms();
    const bool time_up =
        settings.quit_after_ms && (pacer.fixed() ? race_ms : wall) >= *settings.quit_after_ms;
    const bool quitting =
        input.quit_requested || actions.went_down(controls::Action::kQuit) || time_up;

    const platform::PixelSize size = window.drawable_size();
    engine::clear_frame(size);
    screen.draw(size);

    // Screenshots read the back buffer before the swap.
    for (size_t i = 0; i < settings.shots.size(); ++i)
      if (!taken[i] && race_ms >= settings.shots[i].at_ms) {
        taken[i] = true;
        if (!shoot(settings.shots[i].path, size)) exit_code = 1;
      }
    if (actions.went_down(controls::Action::kScreenshot)) {
      const auto path = next_screenshot_path(settings.user_folder / "screenshots");
      if (path.empty())
        std::cerr << "unpod: no folder for screenshots under " << settings.user_folder.string()
                  << "\n";
      else
        shoot(path, size);
    }
    if (quitting && !settings.last_frame_shot.empty() && !shoot(settings.last_frame_shot, size))
      exit_code = 1;
    window.swap();
    if (quitting) return exit_code;
    // A virtual X server has no vsync: cap the loop (a fixed frame time runs flat out).
    // Waiting, a fixed frame time is capped too.
    if (!pacer.fixed() || screen.paused()) clock.sleep_until(wall + kMinFrameMs);
  }
}

}  // namespace unpod::game

// unpod: the game. For now it opens the window, lists the installation it found (or why it
// found none) in the ImGui overlay, and quits on Escape or when the window closes.
#include <exception>
#include <iostream>
#include <string_view>
#include <vector>

#include "frame_loop.h"
#include "installation_status.h"
#include "options.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/overlay.h"
#include "unpod/platform/clock.h"
#include "unpod/platform/paths.h"
#include "unpod/platform/session.h"
#include "unpod/platform/window.h"

int main(int argc, char** argv) {
  using namespace unpod;
  const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
  const game::ParsedOptions parsed = game::parse_options(args);
  if (!parsed.error.empty()) {
    std::cerr << "unpod: " << parsed.error << "\n" << game::usage();
    return 2;
  }
  const game::Options& options = parsed.options;
  if (options.help) {
    std::cout << game::usage();
    return 0;
  }

  try {
    const platform::Session session;
    const platform::Clock clock;  // --quit-after counts from here
    const game::InstallationStatus status =
        game::find_installation(options.data, platform::executable_dir());
    std::cout << game::describe(status) << std::flush;

    platform::WindowSettings window_settings;
    window_settings.width = options.window_width;
    window_settings.height = options.window_height;
    const platform::Window window(window_settings);
    const engine::GlInfo gl = engine::load_gl();
    std::cout << "OpenGL " << gl.version << " (" << gl.renderer << ")"
              << (window.vsync() ? ", vsync" : ", no vsync") << std::endl;
    engine::Overlay overlay(window);
    return game::run_frame_loop(window, overlay, clock, status,
                                {options.quit_after_ms, options.screenshot});
  } catch (const std::exception& e) {
    std::cerr << "unpod: " << e.what() << "\n";
    return 1;
  }
}

// The game: what every screen shares (the installation, the settings, the window, the menus'
// renderer), the one frame loop that drives the current screen (handle, then draw, then the
// screenshots, then the swap), and the changes between screens. Every change is logged on
// stdout ("Screen: NAME"); F12 saves a screenshot on every screen; --quit-after and
// --screenshot-at work from the menus (on the loop's clock, or a race's with --frame-ms).
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "overlay/debug_overlay.h"
#include "screens/menu_pictures.h"
#include "screens/screen.h"
#include "settings/game_settings.h"
#include "shell/frame_report.h"
#include "shell/installation_status.h"
#include "shell/options.h"
#include "unpod/engine/hud_renderer.h"
#include "unpod/engine/menu_layout.h"
#include "unpod/engine/menu_picture.h"
#include "unpod/platform/clock.h"
#include "unpod/platform/window.h"

namespace unpod::game::screens {

class Game {
 public:
  Game(platform::Window& window, const platform::Clock& clock, Options options,
       InstallationStatus status, settings::GameSettings& settings);
  ~Game();

  // Runs until the player quits, the window closes or --quit-after's time is up; returns the
  // exit code (1 when a screenshot or the settings could not be written).
  int run(std::unique_ptr<Screen> first);

  // The screen shown from the next frame on; the current one is dropped.
  void show(std::unique_ptr<Screen> next);
  // The screen changes asked for since the last frame (show, open, close), made as a frame of
  // run() starts them; the screen on top then. A test drives the screens with it, a frame of
  // made-up input at a time (handle, draw) without the loop's window and clock. Needs a screen.
  Screen& advance_screens();
  // Over the current one, which waits (a race under its pause screen's options); close() goes
  // back to it.
  void open(std::unique_ptr<Screen> over);
  void close();
  void quit() { quitting_ = true; }

  const Options& options() const { return options_; }
  // The Options screen's changes for the rest of the run (the next race takes them).
  Options& change_options() { return options_; }
  const InstallationStatus& status() const { return status_; }
  settings::GameSettings& settings() { return settings_; }
  const settings::GameSettings& settings() const { return settings_; }
  // The installation's menu image files that do not read (menu_pictures.h), read first if they
  // are not yet: a menu's first page, built before it is drawn, names them too.
  const std::vector<assets::LoadError>& menu_picture_problems() { return menu_pictures().problems; }
  // A setting changed: written at once (atomically), as on quit.
  void save_settings();
  // The installation changed (the start screen's folder).
  void set_installation(InstallationStatus status);
  std::filesystem::path user_folder() const;
  // The menus' pages, drawn with the HUD's font and renderer over the installation's backdrop
  // (menu_pictures.h) where it has one; a page's `picture` names a circuit whose picture is
  // drawn beside its rows.
  void draw_menu(const engine::MenuPage& page, platform::PixelSize window);
  // Where the demo disc lies, for the race's sounds and music.
  const std::filesystem::path& demo_disc() const { return demo_disc_; }
  const platform::Window& window() const { return window_; }
  platform::Window& window() { return window_; }
  // The debug overlay (F1): what it asks of a race (pause, frames, steps, slow motion), and
  // where a race adds its sim time.
  DebugOverlay& overlay() { return *overlay_; }

 private:
  void take_screenshots(platform::PixelSize size, bool quitting, int& exit_code);
  // --frame-report: the race frames' times to its file (an error makes the exit code 1).
  void write_frame_report(platform::PixelSize size, int& exit_code) const;
  void watch_from_overlay(const std::string& file);
  // The race's clock of the topmost screen that has one (a race under the Options it opened).
  std::optional<uint32_t> race_clock() const;
  // The race of the topmost screen that shows one, for the overlay.
  std::optional<engine::overlay::RaceView> overlay_view() const;
  // The installation's menu pictures, read and uploaded at the first call.
  const MenuPictureSet& menu_pictures();

  platform::Window& window_;
  const platform::Clock& clock_;
  Options options_;
  InstallationStatus status_;
  settings::GameSettings& settings_;
  std::filesystem::path demo_disc_;
  std::unique_ptr<engine::HudRenderer> menu_renderer_;  // made once the GL context is current
  // The installation's menu pictures (menu_pictures()): read at the first use, uploaded once each.
  std::optional<MenuPictureSet> pictures_;
  std::unique_ptr<engine::MenuPicture> backdrop_;
  std::map<std::string, std::unique_ptr<engine::MenuPicture>> circuit_pictures_;
  std::unique_ptr<DebugOverlay> overlay_;
  std::vector<std::unique_ptr<Screen>> stack_;  // the current screen last
  std::unique_ptr<Screen> next_;
  bool open_next_ = false;
  int closing_ = 0;
  bool quitting_ = false;
  std::vector<bool> shots_taken_;
  std::string gl_errors_;     // the GL errors last reported ("" none)
  FrameReport frame_report_;  // --frame-report: the race frames' times
};

// One line for a menu's footer: the keys and buttons that move, choose and go back.
inline constexpr const char* kMenuFooter = "ARROWS CHOOSE AND CHANGE   RETURN OK   ESCAPE BACK";

}  // namespace unpod::game::screens

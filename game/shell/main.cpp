// unpod: the game. Without --track it opens the menus (the start screen when no installation
// was found); with --track it starts that race straight away, with --replay it shows that
// replay, the menus after either.
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "race/network_play.h"
#include "race/race_load.h"
#include "race/race_recording.h"
#include "race/replay_feed.h"
#include "screens/game.h"
#include "screens/main_menu.h"
#include "screens/network_lobby.h"
#include "screens/race_play.h"
#include "screens/replay_watch.h"
#include "screens/start_screen.h"
#include "settings/game_settings.h"
#include "shell/fullscreen_line.h"
#include "shell/installation_check.h"
#include "shell/installation_status.h"
#include "shell/options.h"
#include "unpod/engine/gl.h"
#include "unpod/platform/clock.h"
#include "unpod/platform/pads.h"
#include "unpod/platform/paths.h"
#include "unpod/platform/session.h"
#include "unpod/platform/window.h"
#include "unpod/version.h"
#include "window_icon.h"

int main(int argc, char** argv) {
  using namespace unpod;
  const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
  const game::ParsedOptions parsed = game::parse_options(args);
  if (!parsed.error.empty()) {
    std::cerr << "unpod: " << parsed.error << "\n" << game::usage();
    return 2;
  }
  game::Options options = parsed.options;
  if (options.help) {
    std::cout << game::usage();
    return 0;
  }
  if (options.version) {
    std::cout << "unpod " << kVersionText << "\n";
    return 0;
  }

  try {
    const platform::Session session;
    const platform::Clock clock;  // --quit-after counts from here
    game::InstallationStatus status =
        game::find_installation(options.data, platform::executable_dir());
    std::cout << game::describe(status) << std::flush;
    // Errors go to the terminal too: a damaged list reaches here as the locator's reason.
    if (!status.installation) std::cerr << "unpod: " << status.reason << "\n";

    // The settings (docs/CONFIGURATION.md): read, POD's Ubi.ini imported once, --set applied.
    game::settings::GameSettings settings = game::settings::load_settings(
        options, status.installation ? status.installation->root : std::filesystem::path(),
        [](const char* name) { return std::getenv(name); }, platform::user_data_dir());
    for (const std::string& m : settings.messages) std::cout << m << "\n";
    for (const std::string& p : settings.problems) std::cerr << "unpod: " << p << "\n";
    // [video], [audio], [game]: the command line's own win for this run.
    options = game::settings::with_settings(std::move(options), settings.options);
    // SDL's controller database, with the player's own beside the settings (SDL reads
    // SDL_GAMECONTROLLERCONFIG itself).
    if (!settings.path.empty()) {
      const auto db = settings.path.parent_path() / game::settings::kPadMappingsFile;
      std::string error;
      if (std::filesystem::exists(db)) {
        const int added = platform::add_pad_mappings(db, error);
        if (added < 0)
          std::cerr << "unpod: " << db.string() << ": " << error << "\n";
        else
          std::cout << "Pad mappings: " << added << " from " << db.string() << "\n";
      }
    }
    // The folder chosen on the start screen, when nothing else was given.
    if (options.data.empty() && !std::getenv("UNPOD_DATA")) {
      if (const auto* saved = settings.file.find("game", "data"); saved && !saved->value.empty()) {
        game::InstallationStatus again =
            game::find_installation({}, platform::executable_dir(), saved->value);
        if (!again.saved_problem.empty())
          std::cerr << "unpod: the folder chosen before: " << again.saved_problem << "\n";
        if (again.installation && !again.demo_disc) {
          status = std::move(again);
          std::cout << game::describe(status) << std::flush;
        } else {
          status.saved_problem = again.saved_problem;
        }
      }
    }

    // A race from the command line: loaded before the window opens, so a bad name fails fast
    // with its reason.
    std::unique_ptr<game::LoadedRace> race;
    std::optional<game::ReplayRace> replay;
    std::shared_ptr<game::NetworkPlay> network;
    if (options.host_port || !options.join.empty()) {
      // A network race: hosted here (the --track race) or joined; its lobby opens first.
      if (!status.installation) return 1;
      std::string error;
      network = game::network_play_of(
          options, game::network_name(options.net_name, settings.options.game.name),
          settings.controls, *status.installation, error);
      if (!network) {
        std::cerr << "unpod: " << error << "\n";
        return 1;
      }
    } else if (!options.track.empty()) {
      if (!status.installation) return 1;  // describe() said why
      std::string error;
      race = game::load_race(*status.installation, options, error);
      if (!race) {
        std::cerr << "unpod: " << error << "\n";
        return 1;
      }
      for (const std::string& w : race->warnings) std::cerr << "unpod: " << w << "\n";
      // Recorded whether or not --record writes it: the results screen can save it.
      if (const std::string e = game::start_recording(*race, options.record); !e.empty()) {
        std::cerr << "unpod: " << e << "\n";
        return 1;
      }
      std::cout << "Race: " << race->data.entry.name << ", " << race->setup.laps << " laps, "
                << race->racers.size() << " cars" << std::endl;
    } else if (!options.replay.empty()) {
      // --replay: read and checked before the window opens, as a race is.
      if (!status.installation) return 1;
      std::string error;
      replay = game::load_replay_race(*status.installation, options.replay, error);
      if (!replay) {
        std::cerr << "unpod: " << error << "\n";
        return 1;
      }
    } else if (status.installation) {
      // Every listed file loaded once, a damaged one named here and in the menu.
      status.damaged = game::damaged_files(*status.installation);
      for (const game::DamagedFile& d : status.damaged)
        std::cerr << "unpod: " << d.detail() << "\n";
    }

    platform::WindowSettings window_settings;
    window_settings.width = options.window_width;
    window_settings.height = options.window_height;
    window_settings.fullscreen = options.fullscreen;
    window_settings.mode = options.fullscreen_mode;
    window_settings.vsync = options.vsync;
    platform::Window window(window_settings);
    if (options.fullscreen != platform::Fullscreen::kOff)
      std::cout << game::fullscreen_line(options.fullscreen, window) << std::endl;
    window.set_icon(game::kWindowIconSize, game::kWindowIcon);
    const engine::GlInfo gl = engine::load_gl();
    std::cout << "OpenGL " << gl.version << " (" << gl.renderer << ")"
              << (window.vsync() ? ", vsync" : ", no vsync") << std::endl;

    game::screens::Game game(window, clock, options, status, settings);
    std::unique_ptr<game::screens::Screen> first;
    if (network)
      first = std::make_unique<game::screens::NetworkLobby>(game, std::move(network));
    else if (race)
      first = std::make_unique<game::screens::RacePlay>(game, std::move(race),
                                                        game::request_of(options));
    else if (replay)
      first = std::make_unique<game::screens::ReplayWatch>(game, std::move(*replay), false);
    else if (!status.installation)
      first = std::make_unique<game::screens::StartScreen>(game);
    else
      first = std::make_unique<game::screens::MainMenu>(game);
    int exit_code = game.run(std::move(first));
    const std::string error = game::settings::save_settings(settings, nullptr);
    if (!error.empty()) {
      std::cerr << "unpod: " << error << "\n";
      exit_code = 1;
    }
    return exit_code;
  } catch (const std::exception& e) {
    std::cerr << "unpod: " << e.what() << "\n";
    return 1;
  }
}

// The start screen with a pad alone (a screens::Game on a GL context from SDL's offscreen driver,
// its screens driven a frame of made-up input at a time): no installation found, the player
// opens BROWSE FOLDERS, walks down to the folder that holds POD with the d-pad and A, takes it
// with USE THIS FOLDER, and the main menu opens on it; the folder is remembered as [game] data
// and the first recent one, which the next start screen offers first. B leaves the browser.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <string>

#include "controls/action_reader.h"
#include "screens/game.h"
#include "screens/start_screen.h"
#include "settings/game_options_settings.h"
#include "shell/installation_status.h"
#include "support/offscreen_gl.h"
#include "support/sample_install.h"
#include "support/temp_dir.h"
#include "unpod/engine/gl.h"
#include "unpod/platform/clock.h"

using namespace unpod;
using namespace unpod::game;
namespace fs = std::filesystem;

namespace {

class StartOnPad {
 public:
  StartOnPad() {
    setenv("HOME", home_.path().c_str(), 1);
    setenv("XDG_DATA_HOME", (home_.path() / ".data").c_str(), 1);
    for (const char* f : {"aaa", "zzz"}) fs::create_directories(home_.path() / f);
    pod_ = test::write_sample_install(home_, "games/Pod Gold").root;
    options_.audio = false;
    status_ = find_installation("/nonexistent-pod", {});
    REQUIRE_FALSE(status_.installation);
    settings_.path = home_.path() / "settings.ini";
    game_ = std::make_unique<screens::Game>(gl_.window(), clock_, options_, status_, settings_);
    game_->show(std::make_unique<screens::StartScreen>(*game_));
  }

  // One frame, a pad button pressed (or none: -1); the screen on top after it.
  std::string frame(int button = -1) {
    platform::InputState input;
    platform::PadState pad;
    pad.id = 5;
    pad.guid = "030000005e0400008e02000010010000";
    pad.name = "a made-up pad";
    if (button >= 0) pad.buttons = pad.pressed = 1u << button;
    input.pads.push_back(pad);
    const controls::ActionFrame actions =
        controls::game_actions(input, settings_.controls.bindings);
    wall_ms_ += 16;
    screens::Screen& screen = game_->advance_screens();
    screen.handle({input, actions, wall_ms_, 0.016f, gl_.size()});
    engine::clear_frame(gl_.size());
    screen.draw(gl_.size());
    return std::string(game_->advance_screens().name());
  }
  // The start screen again (as at the next start, the installation gone meanwhile).
  void start_again() { game_->show(std::make_unique<screens::StartScreen>(*game_)); }
  const fs::path& pod() const { return pod_; }
  const settings::GameSettings& settings() const { return settings_; }
  const InstallationStatus& status() const { return game_->status(); }

 private:
  test::TempDir home_;
  test::OffscreenGl gl_{320, 180};
  platform::Clock clock_;
  Options options_;
  InstallationStatus status_;
  settings::GameSettings settings_;
  std::unique_ptr<screens::Game> game_;
  fs::path pod_;
  uint32_t wall_ms_ = 0;
};

}  // namespace

TEST_CASE("start screen: a pad alone browses to POD's folder and plays it, then offers it first",
          "[start][pads][folders][gl]") {
  namespace b = platform::pad_button;
  StartOnPad start;
  CHECK(start.frame() == "start");
  // No demo disc beside the test: the row on BROWSE FOLDERS. A opens the browser at home,
  // on its first folder (aaa); B goes back, A again.
  CHECK(start.frame(b::kA) == "folder browser");
  CHECK(start.frame(b::kB) == "start");
  CHECK(start.frame(b::kA) == "folder browser");
  // aaa, games, zzz: down once to games, A; Pod Gold, A; POD is here: A on USE THIS FOLDER.
  CHECK(start.frame(b::kDpadDown) == "folder browser");
  CHECK(start.frame(b::kA) == "folder browser");
  CHECK(start.frame(b::kA) == "folder browser");
  CHECK(start.frame(b::kA) == "main menu");
  REQUIRE(start.status().installation);
  CHECK(fs::equivalent(start.status().installation->root, start.pod()));
  const settings::OptionsSettings& o = start.settings().options;
  CHECK(fs::equivalent(o.game.data, start.pod()));
  REQUIRE(o.game.recent.size() == 1);
  CHECK(o.game.recent[0] == o.game.data);
  std::ifstream file(start.settings().path);
  const std::string text((std::istreambuf_iterator<char>(file)), {});
  CHECK_THAT(text, Catch::Contains("recent1 = " + o.game.data));

  // The next start screen: the row on the recent folder, which A takes at once.
  start.start_again();
  CHECK(start.frame() == "start");
  CHECK(start.frame(b::kA) == "main menu");
  CHECK(fs::equivalent(start.status().installation->root, start.pod()));
}

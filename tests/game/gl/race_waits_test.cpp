// The race screen as the game runs it (screens::RacePlay in a screens::Game, a GL context through
// SDL's offscreen driver), fed frames of made-up input: a pad that comes and goes, the keyboard's
// accelerate. DEVIATION 17: while a player's pad is unplugged and they have chosen no other
// device the race waits, no race time passes and the player is told how to go on; it goes on
// when the pad comes back or the player takes the keyboard, from where it stood.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>
#include <vector>

#include "controls/action_reader.h"
#include "screens/game.h"
#include "screens/race_play.h"
#include "shell/installation_status.h"
#include "support/offscreen_gl.h"
#include "support/temp_dir.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/screenshot.h"
#include "unpod/platform/clock.h"

// Mesa's JIT code looks like leaks to LeakSanitizer (docs/DESIGN.md): this binary alone.
extern "C" const char* __asan_default_options() {
  return "detect_leaks=0";
}

using namespace unpod;
using namespace unpod::game;

namespace {

constexpr int kWidth = 320, kHeight = 180;
constexpr uint32_t kFrameMs = 16;

// The notice's yellow (engine/src/hud_layout.cpp: kYellow) in the middle third of the picture,
// where the HUD's notice box stands: the count of its pixels.
int notice_pixels(const std::vector<uint8_t>& rgba) {
  int n = 0;
  for (int y = kHeight / 3; y < 2 * kHeight / 3; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const uint8_t* p = &rgba[4 * (size_t(y) * kWidth + size_t(x))];
      n += p[0] > 230 && p[1] > 200 && p[1] < 240 && p[2] < 80 ? 1 : 0;
    }
  return n;
}

// The game, one race on the demo disc's Dusk Ring (one opponent, one lap), player 1 asking for
// a pad; every frame 16 ms of the wall clock.
class RaceWithPad {
 public:
  RaceWithPad() {
    setenv("XDG_DATA_HOME", (home_.path() / "data").c_str(), 1);
    options_.audio = false;
    status_ = find_installation(UNPOD_DEMO_DISC, {});
    REQUIRE(status_.installation);
    settings_.path = home_.path() / "settings.ini";
    settings_.controls.players[0].device = "pad";
    game_ = std::make_unique<screens::Game>(gl_.window(), clock_, options_, status_, settings_);
    sim::session::RaceRequest request;
    request.circuit = "duskring";
    request.laps = 1;
    request.cars = 2;
    request.human_cars = {""};
    std::string error;
    play_ = screens::RacePlay::start(*game_, request, error);
    INFO(error);
    REQUIRE(play_);
  }

  // One frame: the pad connected or not (its Start pressed), the keys held; then drawn.
  void frame(bool pad, bool start = false, std::vector<int> keys = {}) {
    platform::InputState input;
    if (pad) {
      platform::PadState state;
      state.id = 3;
      state.guid = "030000005e0400008e02000010010000";
      state.name = "a made-up pad";
      if (start) state.buttons = state.pressed = 1u << platform::pad_button::kStart;
      input.pads.push_back(state);
    }
    input.keys_held = keys;
    const controls::ActionFrame actions =
        controls::game_actions(input, settings_.controls.bindings);
    wall_ms_ += kFrameMs;
    play_->handle({input, actions, wall_ms_, kFrameMs / 1000.0f, gl_.size()});
    engine::clear_frame(gl_.size());
    play_->draw(gl_.size());
  }
  uint32_t race_ms() const { return play_->race_ms().value_or(0); }
  int32_t steps() const { return play_->race().session->steps(); }
  int notice() const { return notice_pixels(engine::read_back_buffer(gl_.size())); }
  int accelerate_key() const {
    for (const controls::InputBinding& b :
         settings_.controls.bindings.of(0, controls::Action::kAccelerate))
      if (b.is_key()) return b.code;
    FAIL("player 1's accelerate has no key");
    return 0;
  }

 private:
  test::TempDir home_;
  test::OffscreenGl gl_{kWidth, kHeight};
  platform::Clock clock_;
  Options options_;
  InstallationStatus status_;
  settings::GameSettings settings_;
  std::unique_ptr<screens::Game> game_;
  std::unique_ptr<screens::RacePlay> play_;
  uint32_t wall_ms_ = 0;
};

}  // namespace

TEST_CASE("race screen: an unplugged pad holds the race until a device is given",
          "[race][devices][gl]") {
  RaceWithPad race;
  // 1 s with the pad: the race runs on the wall clock.
  for (int i = 0; i < 60; ++i) race.frame(true);
  const uint32_t before = race.race_ms();
  CHECK(before >= 900);
  CHECK(race.notice() == 0);

  // Unplugged: 2 s of wall clock, no race time, no step, the player told what to press.
  race.frame(false);
  const uint32_t held_at = race.race_ms();
  const int32_t steps_at = race.steps();
  CHECK(held_at - before <= 2 * kFrameMs);
  for (int i = 0; i < 120; ++i) race.frame(false);
  CHECK(race.race_ms() == held_at);
  CHECK(race.steps() == steps_at);
  const int told = race.notice();
  CHECK(told > 100);

  // The same pad plugged in again: the race goes on from where it stood, not 2 s later.
  race.frame(true);
  race.frame(true);
  CHECK(race.race_ms() > held_at);
  CHECK(race.race_ms() - held_at <= 2 * kFrameMs);
  CHECK(race.steps() > steps_at);
  CHECK(race.notice() == 0);

  // Unplugged again, then the keyboard's accelerate: the player drives from the keyboard.
  for (int i = 0; i < 30; ++i) race.frame(true);
  race.frame(false);
  const uint32_t second_hold = race.race_ms();
  for (int i = 0; i < 60; ++i) race.frame(false);
  CHECK(race.race_ms() == second_hold);
  CHECK(race.notice() > 100);
  const int key = race.accelerate_key();
  race.frame(false, false, {key});
  race.frame(false, false, {key});
  CHECK(race.race_ms() > second_hold);
  CHECK(race.race_ms() - second_hold <= 2 * kFrameMs);
  for (int i = 0; i < 30; ++i) race.frame(false);
  CHECK(race.race_ms() - second_hold >= 30 * kFrameMs);
  CHECK(race.notice() == 0);
}

// The free camera with a pad alone (screens::RacePlay in a screens::Game on a GL context from
// SDL's offscreen driver, fed frames of made-up input): player 1's right stick click cycles the
// cameras to the free one, the left stick's y flies it, and while it is on the inputs it reads
// drive nothing, even one the player bound to accelerate; back on the chase camera the same
// stick drives again.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <string>

#include "controls/action_reader.h"
#include "controls/bindings.h"
#include "screens/game.h"
#include "screens/race_play.h"
#include "shell/installation_status.h"
#include "support/offscreen_gl.h"
#include "support/temp_dir.h"
#include "unpod/engine/gl.h"
#include "unpod/platform/clock.h"

// (This binary's LeakSanitizer options: race_waits_test.cpp.)

using namespace unpod;
using namespace unpod::game;

namespace {

constexpr uint32_t kPadFrameMs = 16;

class RaceOnPad {
 public:
  RaceOnPad() {
    setenv("XDG_DATA_HOME", (home_.path() / "data").c_str(), 1);
    options_.audio = false;
    status_ = find_installation(UNPOD_DEMO_DISC, {});
    REQUIRE(status_.installation);
    settings_.path = home_.path() / "settings.ini";
    settings_.controls.players[0].device = "pad";
    // The player drives on the left stick pushed forward: the free camera's own input.
    settings_.controls.bindings.players[0][size_t(controls::Action::kAccelerate)] = {
        controls::pad_axis(platform::pad_axis::kLeftY, false)};
    REQUIRE(controls::binding_conflicts(settings_.controls.bindings).empty());
    game_ = std::make_unique<screens::Game>(gl_.window(), clock_, options_, status_, settings_);
    sim::session::RaceRequest request;
    request.circuit = "duskring";
    request.laps = 1;
    request.cars = 1;
    request.human_cars = {""};
    std::string error;
    play_ = screens::RacePlay::start(*game_, request, error);
    INFO(error);
    REQUIRE(play_);
  }

  // One frame of player 1's pad: the left stick's y, the right stick clicked or not.
  void frame(int16_t left_y, bool click = false) {
    platform::InputState input;
    platform::PadState pad;
    pad.id = 3;
    pad.guid = "030000005e0400008e02000010010000";
    pad.name = "a made-up pad";
    pad.axes[platform::pad_axis::kLeftY] = left_y;
    if (click) pad.buttons = pad.pressed = 1u << platform::pad_button::kRightStick;
    input.pads.push_back(pad);
    const controls::ActionFrame actions =
        controls::game_actions(input, settings_.controls.bindings);
    wall_ms_ += kPadFrameMs;
    play_->handle({input, actions, wall_ms_, kPadFrameMs / 1000.0f, gl_.size()});
    engine::clear_frame(gl_.size());
    play_->draw(gl_.size());
  }
  // Where the player's car is, and the camera's matrix as last drawn.
  std::array<double, 2> car() const {
    const auto& c = play_->race().session->simulation().racers()[0].car.centre;
    return {c[0] / 65536.0, c[1] / 65536.0};
  }
  engine::Mat4 camera() const { return play_->overlay_view()->camera->view_projection; }
  bool racing() const {
    return play_->race().session->race().countdown().phase() == sim::race::CountdownPhase::kOff;
  }

 private:
  test::TempDir home_;
  test::OffscreenGl gl_{320, 180};
  platform::Clock clock_;
  Options options_;
  InstallationStatus status_;
  settings::GameSettings settings_;
  std::unique_ptr<screens::Game> game_;
  std::unique_ptr<screens::RacePlay> play_;
  uint32_t wall_ms_ = 0;
};

double car_moved(std::array<double, 2> a, std::array<double, 2> b) {
  return std::hypot(a[0] - b[0], a[1] - b[1]);
}

double camera_moved(const engine::Mat4& a, const engine::Mat4& b) {
  double d = 0;
  for (size_t i = 0; i < a.m.size(); ++i) d = std::max(d, double(std::abs(a.m[i] - b.m[i])));
  return d;
}

}  // namespace

TEST_CASE("race screen: a pad alone flies the free camera, and its inputs drive nothing meanwhile",
          "[race][camera][pads][gl]") {
  RaceOnPad race;
  for (int i = 0; i < 1000 && !race.racing(); ++i) race.frame(0);
  REQUIRE(race.racing());
  for (int i = 0; i < 30; ++i) race.frame(0);  // the car settled on the grid
  // Chase, bumper, track-side, free: three clicks of the right stick, a frame apart.
  for (int c = 0; c < 3; ++c) {
    race.frame(0, true);
    race.frame(0);
  }
  const auto car_before = race.car();
  const engine::Mat4 camera_before = race.camera();
  for (int i = 0; i < 240; ++i) race.frame(-32767);  // 4 s of the stick forward
  INFO("the car moved " << car_moved(race.car(), car_before) << " units while the camera flew");
  CHECK(camera_moved(race.camera(), camera_before) > 0.01);  // the camera flew
  CHECK(car_moved(race.car(), car_before) < 0.5);            // the car did not drive off

  // Back to the chase camera: the same stick accelerates the car.
  race.frame(0, true);
  race.frame(0);
  const auto car_at_chase = race.car();
  for (int i = 0; i < 240; ++i) race.frame(-32767);  // 4 s
  INFO("on the chase camera the car moved " << car_moved(race.car(), car_at_chase));
  CHECK(car_moved(race.car(), car_at_chase) > 5.0);
}

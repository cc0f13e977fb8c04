// The humans' devices (game/src/player_devices): the keyboard's two sets and a game controller
// as the sim's devices, read by the player's controller (sim/controls) as it reads POD's.
#include <catch2/catch.hpp>

#include <set>

#include "player_devices.h"
#include "unpod/sim/controls/buttons.h"
#include "unpod/sim/controls/player.h"

using namespace unpod;
using namespace unpod::game;
namespace controls = sim::controls;
namespace physics = sim::physics;
namespace button = physics::button;
using platform::Key;

namespace {

constexpr physics::Fx kMax = 38000;  // the largest wheel angle, 0.58 rad

physics::CarState car() {
  physics::CarState c;
  c.steer_max = kMax;
  c.steer_speed = 2 * 0x10000;
  c.steer_recall = 3 * 0x10000;
  c.forward = {0x10000, 0, 0};
  c.left = {0, 0x10000, 0};
  c.up = {0, 0, 0x10000};
  return c;
}

platform::InputState holding(std::vector<Key> keys) {
  platform::InputState in;
  in.keys_held = std::move(keys);
  return in;
}

PlayerDevices devices(const platform::InputState& in) {
  PlayerDevices p;
  fill_player_devices(in, p);
  return p;
}

uint32_t buttons(const controls::PlayerDevice& d) {
  return controls::read_buttons(d.device, d.frame, controls::default_joystick_map());
}

platform::PadState stick(int16_t x = 0) {
  platform::PadState p;
  p.id = 3;
  p.left_x = x;
  return p;
}

}  // namespace

TEST_CASE("the two keyboard sets cover the six slots and share no key", "[game][devices]") {
  std::set<Key> all;
  for (const KeySet& set : kKeySets) {
    std::set<int> slots;
    for (const KeyBinding& b : set) {
      slots.insert(b.slot);
      CHECK(all.insert(b.key).second);  // no key twice, in a set or across them
    }
    CHECK(slots == std::set<int>{0, 1, 2, 3, 7, 8});
  }
}

TEST_CASE("player 1's keys: the arrows, A and Z", "[game][devices]") {
  const std::pair<Key, uint32_t> keys[] = {
      {Key::kUp, button::kAccelerate}, {Key::kDown, button::kBrake}, {Key::kLeft, button::kLeft},
      {Key::kRight, button::kRight},   {Key::kA, button::kGearUp},   {Key::kZ, button::kGearDown}};
  for (const auto& [key, bits] : keys) {
    INFO("key " << int(key));
    const PlayerDevices p = devices(holding({key}));
    CHECK(p[0].device.kind == controls::DeviceKind::kKeyboard);
    CHECK(buttons(p[0]) == bits);
    CHECK(buttons(p[1]) == 0);  // not player 2's
  }
  CHECK(buttons(devices(holding({Key::kUp, Key::kLeft, Key::kA}))[0]) ==
        (button::kAccelerate | button::kLeft | button::kGearUp));
  CHECK(buttons(devices(holding({}))[0]) == 0);
}

TEST_CASE("player 2's keys without a game controller: R, F, D, G, W and S", "[game][devices]") {
  const std::pair<Key, uint32_t> keys[] = {
      {Key::kR, button::kAccelerate}, {Key::kF, button::kBrake},  {Key::kD, button::kLeft},
      {Key::kG, button::kRight},      {Key::kW, button::kGearUp}, {Key::kS, button::kGearDown}};
  for (const auto& [key, bits] : keys) {
    INFO("key " << int(key));
    const PlayerDevices p = devices(holding({key}));
    CHECK(p[1].device.kind == controls::DeviceKind::kKeyboard);
    CHECK(buttons(p[1]) == bits);
    CHECK(buttons(p[0]) == 0);
  }
}

TEST_CASE("a game controller is player 2's linear joystick", "[game][devices]") {
  platform::InputState in = holding({Key::kR, Key::kUp});
  in.pads.push_back(stick(32767));
  const PlayerDevices p = devices(in);
  // Player 1 keeps the keyboard; player 2's keys no longer count.
  CHECK(p[0].device.kind == controls::DeviceKind::kKeyboard);
  CHECK(buttons(p[0]) == button::kAccelerate);
  CHECK(p[1].device.kind == controls::DeviceKind::kLinearJoystick);
  CHECK(p[1].frame.x == 65535);
  // Full right: full lock (2r × max / 2r, a little under max), index 31, and the right button.
  physics::CarState c = car();
  physics::DriverState d;
  controls::player_controller(c, d, p[1], 786);
  CHECK(c.points[0].steer == Approx(kMax).margin(256));
  CHECK(c.points[0].steer < kMax);
  CHECK(d.input == (31u << 16) + button::kRight + 8);
  // Full left (one unit past the travel): -148 raw × 256.0117 units, index 0.
  in.pads[0] = stick(-32768);
  controls::player_controller(c, d, devices(in)[1], 786);
  CHECK(c.points[0].steer == -37888);
  CHECK(d.input == button::kLeft + 8);
  // Half right: 3/8 of max (FUN_00415a8c), no turn button yet at exactly half the travel.
  in.pads[0] = stick(16384);
  controls::player_controller(c, d, devices(in)[1], 786);
  CHECK(c.points[0].steer == Approx(kMax * 3 / 8).margin(256));
  CHECK((d.input & 0xffff) == 8);
  // The stick's rest noise is the centre.
  in.pads[0] = stick(2000);
  controls::player_controller(c, d, devices(in)[1], 786);
  CHECK(c.points[0].steer == 0);
  CHECK(d.input == (15u << 16) + 8);
}

TEST_CASE("a game controller's triggers and buttons accelerate, brake and change gear",
          "[game][devices]") {
  const auto with = [](auto set) {
    platform::InputState in;
    platform::PadState p = stick();
    set(p);
    in.pads.push_back(p);
    return buttons(devices(in)[1]);
  };
  CHECK(with([](platform::PadState&) {}) == 0);
  CHECK(with([](platform::PadState& p) { p.right_trigger = 20000; }) == button::kAccelerate);
  CHECK(with([](platform::PadState& p) { p.right_trigger = 8000; }) == 0);
  CHECK(with([](platform::PadState& p) { p.left_trigger = 20000; }) == button::kBrake);
  CHECK(with([](platform::PadState& p) { p.buttons = 1u << platform::pad_button::kA; }) ==
        button::kAccelerate);
  CHECK(with([](platform::PadState& p) { p.buttons = 1u << platform::pad_button::kB; }) ==
        button::kBrake);
  CHECK(with([](platform::PadState& p) {
          p.buttons = 1u << platform::pad_button::kRightShoulder;
        }) == button::kGearUp);
  CHECK(with([](platform::PadState& p) {
          p.buttons = 1u << platform::pad_button::kLeftShoulder;
        }) == button::kGearDown);
  // The stick's y does nothing.
  CHECK(with([](platform::PadState& p) { p.left_y = -32768; }) == 0);
  CHECK(with([](platform::PadState& p) { p.left_y = 32767; }) == 0);
  // Through the controller, the gear buttons reach the input word.
  platform::InputState in;
  platform::PadState p = stick();
  p.buttons = 1u << platform::pad_button::kRightShoulder;
  in.pads.push_back(p);
  physics::CarState c = car();
  physics::DriverState d;
  controls::player_controller(c, d, devices(in)[1], 786);
  CHECK(d.input == (15u << 16) + button::kGearUp + 8);
}

TEST_CASE("retiring: Backspace for player 1, Q for player 2, a pad's Back for the pad's player",
          "[game][devices][retire]") {
  CHECK(retire_asked(holding({Key::kBackspace}), 0));
  CHECK_FALSE(retire_asked(holding({Key::kBackspace}), 1));
  CHECK(retire_asked(holding({Key::kQ}), 1));
  CHECK_FALSE(retire_asked(holding({Key::kQ}), 0));
  // A tap seen only as a press (released before the frame's keyboard state was read) counts.
  platform::InputState tap;
  tap.keys_pressed = {Key::kBackspace};
  CHECK(retire_asked(tap, 0));
  CHECK_FALSE(retire_asked(holding({Key::kUp, Key::kR}), 0));
  platform::InputState pad;
  pad.pads.push_back(stick());
  CHECK_FALSE(retire_asked(pad, 1));
  pad.pads[0].buttons = 1u << platform::pad_button::kBack;
  CHECK(retire_asked(pad, 1));
  CHECK_FALSE(retire_asked(pad, 0));
}

// The humans' devices (game/controls/player_devices): each player's actions from the keyboard's
// two default sets or a game controller, as the sim's devices, read by the player's controller
// (sim/controls) as it reads POD's.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "controls/device_owners.h"
#include "controls/player_devices.h"
#include "unpod/platform/input_names.h"
#include "unpod/sim/controls/buttons.h"
#include "unpod/sim/controls/player.h"

using namespace unpod;
using namespace unpod::game;
namespace sc = sim::controls;
namespace physics = sim::physics;
namespace button = physics::button;

namespace {

constexpr physics::Fx kDevicesMax = 38000;  // the largest wheel angle, 0.58 rad

physics::CarState devices_car() {
  physics::CarState c;
  c.steer_max = kDevicesMax;
  c.steer_speed = 2 * 0x10000;
  c.steer_recall = 3 * 0x10000;
  c.forward = {0x10000, 0, 0};
  c.left = {0, 0x10000, 0};
  c.up = {0, 0, 0x10000};
  return c;
}

int scancode(const char* name) {
  const auto code = platform::key_from_name(name);
  REQUIRE(code);
  return *code;
}

platform::InputState holding(std::vector<std::string> keys) {
  platform::InputState in;
  for (const std::string& k : keys) in.keys_held.push_back(scancode(k.c_str()));
  return in;
}

// Both players' devices at a race's first frame with the default setup (player 1 the keyboard,
// player 2 the first pad, else the keyboard).
PlayerDevices devices(const platform::InputState& in,
                      const controls::ControlsSetup& setup = controls::ControlsSetup{}) {
  controls::DeviceOwners owners(2, setup);
  owners.update(in, setup.bindings);
  PlayerDevices p;
  for (int h = 0; h < 2; ++h)
    p[size_t(h)] = controls::player_device(
        controls::player_actions(in, setup.bindings, h, owners.owner(h), setup.players[size_t(h)]),
        owners.owner(h), setup.players[size_t(h)]);
  return p;
}

uint32_t buttons(const sc::PlayerDevice& d) {
  return sc::read_buttons(d.device, d.frame, sc::default_joystick_map());
}

platform::PadState stick(int16_t x = 0) {
  platform::PadState p;
  p.id = 3;
  p.guid = "03000000de280000ff11000001000000";
  p.axes[platform::pad_axis::kLeftX] = x;
  return p;
}

}  // namespace

TEST_CASE("the two keyboard sets cover the six slots and share no key", "[game][devices]") {
  const controls::Bindings b = controls::default_bindings();
  std::set<int> all;
  for (int p = 0; p < 2; ++p)
    for (int a = 0; a < controls::kPlayerActions; ++a)
      for (const controls::InputBinding& i : b.players[size_t(p)][size_t(a)])
        if (i.is_key()) CHECK(all.insert(i.code).second);  // no key twice
  const std::vector<std::string> conflicts = controls::binding_conflicts(b);
  CHECK(conflicts == std::vector<std::string>{});
}

TEST_CASE("player 1's keys: the arrows, A and Z", "[game][devices]") {
  const std::pair<const char*, uint32_t> keys[] = {
      {"Up", button::kAccelerate}, {"Down", button::kBrake}, {"Left", button::kLeft},
      {"Right", button::kRight},   {"A", button::kGearUp},   {"Z", button::kGearDown}};
  for (const auto& [key, bits] : keys) {
    INFO("key " << key);
    const PlayerDevices p = devices(holding({key}));
    CHECK(p[0].device.kind == sc::DeviceKind::kKeyboard);
    CHECK(buttons(p[0]) == bits);
    CHECK(buttons(p[1]) == 0);  // not player 2's
  }
  CHECK(buttons(devices(holding({"Up", "Left", "A"}))[0]) ==
        (button::kAccelerate | button::kLeft | button::kGearUp));
  CHECK(buttons(devices(holding({}))[0]) == 0);
}

TEST_CASE("player 2's keys without a game controller: R, F, D, G, W and S", "[game][devices]") {
  const std::pair<const char*, uint32_t> keys[] = {
      {"R", button::kAccelerate}, {"F", button::kBrake},  {"D", button::kLeft},
      {"G", button::kRight},      {"W", button::kGearUp}, {"S", button::kGearDown}};
  for (const auto& [key, bits] : keys) {
    INFO("key " << key);
    const PlayerDevices p = devices(holding({key}));
    CHECK(p[1].device.kind == sc::DeviceKind::kKeyboard);
    CHECK(buttons(p[1]) == bits);
    CHECK(buttons(p[0]) == 0);
  }
}

TEST_CASE("a game controller is player 2's linear joystick", "[game][devices]") {
  platform::InputState in = holding({"R", "Up"});
  in.pads.push_back(stick(32767));
  const PlayerDevices p = devices(in);
  // Player 1 keeps the keyboard; player 2's keys no longer count.
  CHECK(p[0].device.kind == sc::DeviceKind::kKeyboard);
  CHECK(buttons(p[0]) == button::kAccelerate);
  CHECK(p[1].device.kind == sc::DeviceKind::kLinearJoystick);
  CHECK(p[1].frame.x == 65535);
  // Full right: full lock (2r × max / 2r, a little under max), index 31, and the right button.
  physics::CarState c = devices_car();
  physics::DriverState d;
  sc::player_controller(c, d, p[1], 786);
  CHECK(c.points[0].steer == Approx(kDevicesMax).margin(256));
  CHECK(c.points[0].steer < kDevicesMax);
  CHECK(d.input == (31u << 16) + button::kRight + 8);
  // Full left: the axis's far end, -127 raw × 256 units: index 0.
  in.pads[0] = stick(-32768);
  sc::player_controller(c, d, devices(in)[1], 786);
  CHECK(c.points[0].steer == Approx(-kDevicesMax).margin(256));
  CHECK(d.input == button::kLeft + 8);
  // The stick's rest noise is inside the radial dead zone (0.2 of the travel): the centre.
  in.pads[0] = stick(6000);
  sc::player_controller(c, d, devices(in)[1], 786);
  CHECK(c.points[0].steer == 0);
  CHECK(d.input == (15u << 16) + 8);
}

TEST_CASE("a pad's steering setting picks POD's joystick kind: linear or the fourth power",
          "[game][devices]") {
  controls::ControlsSetup setup;
  platform::InputState in;
  // Past the dead zone: 0.6 of the travel reads (0.6 - 0.2) / 0.8 = half the axis.
  in.pads.push_back(stick(static_cast<int16_t>(0.6 * 32767)));
  const PlayerDevices linear = devices(in, setup);
  CHECK(linear[1].device.kind == sc::DeviceKind::kLinearJoystick);
  CHECK(linear[1].frame.x == Approx(32768 + 16384).margin(2));
  setup.players[1].steering = controls::Steering::kFourthPower;
  const PlayerDevices quartic = devices(in, setup);
  CHECK(quartic[1].device.kind == sc::DeviceKind::kQuarticJoystick);
  // Half the axis: 3/8 of max linearly (FUN_00415a8c), 1/16 of max at the fourth power
  // (FUN_00415b70).
  physics::CarState c = devices_car();
  physics::DriverState d;
  sc::player_controller(c, d, linear[1], 786);
  CHECK(c.points[0].steer == Approx(kDevicesMax * 3 / 8).margin(256));
  c = devices_car();
  sc::player_controller(c, d, quartic[1], 786);
  CHECK(c.points[0].steer == Approx(kDevicesMax / 16).margin(256));
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
  using platform::pad_axis::kLeftTrigger, platform::pad_axis::kRightTrigger;
  CHECK(with([](platform::PadState&) {}) == 0);
  CHECK(with([](platform::PadState& p) { p.axes[kRightTrigger] = 20000; }) == button::kAccelerate);
  CHECK(with([](platform::PadState& p) { p.axes[kRightTrigger] = 8000; }) == 0);
  CHECK(with([](platform::PadState& p) { p.axes[kLeftTrigger] = 20000; }) == button::kBrake);
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
  CHECK(with([](platform::PadState& p) { p.axes[platform::pad_axis::kLeftY] = -32768; }) == 0);
  CHECK(with([](platform::PadState& p) { p.axes[platform::pad_axis::kLeftY] = 32767; }) == 0);
  // Through the controller, the gear buttons reach the input word.
  platform::InputState in;
  platform::PadState p = stick();
  p.buttons = 1u << platform::pad_button::kRightShoulder;
  in.pads.push_back(p);
  physics::CarState c = devices_car();
  physics::DriverState d;
  sc::player_controller(c, d, devices(in)[1], 786);
  CHECK(d.input == (15u << 16) + button::kGearUp + 8);
}

TEST_CASE("the radial dead zone: the stick's length, not each axis, and the rest rescaled",
          "[game][devices]") {
  platform::PadState p;
  const auto at = [&](double x, double y) {
    p.axes[0] = static_cast<int16_t>(x * 32767);
    p.axes[1] = static_cast<int16_t>(y * 32767);
    return controls::axis_amount(p, platform::pad_axis::kLeftX, true, 0.2);
  };
  CHECK(at(0.19, 0) == 0);
  // x alone inside the zone, the stick's length (0.5) out of it: it steers.
  CHECK(at(0.15, 0.48) > 0);
  CHECK(at(1.0, 0) == Approx(1.0).margin(1e-4));
  CHECK(at(0.6, 0) == Approx(0.5).margin(1e-3));
  CHECK(at(-0.6, 0) == 0);  // the other half
  CHECK(controls::axis_amount(p, platform::pad_axis::kLeftX, false, 0.2) ==
        Approx(0.5).margin(1e-3));
}

TEST_CASE("retiring: Backspace for player 1, Tab for player 2, a pad's Back for the pad's player",
          "[game][devices][retire]") {
  CHECK(devices(holding({"Backspace"}))[0].frame.retire);
  CHECK_FALSE(devices(holding({"Backspace"}))[1].frame.retire);
  CHECK(devices(holding({"Tab"}))[1].frame.retire);
  CHECK_FALSE(devices(holding({"Tab"}))[0].frame.retire);
  CHECK_FALSE(devices(holding({"Q"}))[1].frame.retire);  // no longer player 2's (#16)
  // A tap seen only as a press (released before the frame's keyboard state was read) counts.
  platform::InputState tap;
  tap.keys_pressed = {scancode("Backspace")};
  CHECK(devices(tap)[0].frame.retire);
  CHECK_FALSE(devices(holding({"Up", "R"}))[0].frame.retire);
  platform::InputState pad;
  pad.pads.push_back(stick());
  CHECK_FALSE(devices(pad)[1].frame.retire);
  pad.pads[0].buttons = 1u << platform::pad_button::kBack;
  CHECK(devices(pad)[1].frame.retire);
  CHECK_FALSE(devices(pad)[0].frame.retire);
}

TEST_CASE(
    "a network race's fixed device record reads the player's keys or pad as the same buttons "
    "when the player's device changes kind mid-race",
    "[game][devices][network]") {
  namespace slot = sc::key_slot;
  const sc::Device keys = controls::keyboard_device();
  const sc::Device pad = controls::pad_device(controls::Steering::kLinear);
  CHECK(controls::network_device(controls::PlayerSetup{"keyboard"}) == keys);
  CHECK(controls::network_device(controls::PlayerSetup{"pad"}) == pad);
  CHECK(controls::network_device(controls::PlayerSetup{"03000000de280000ff11000001000000",
                                                       controls::Steering::kFourthPower}) ==
        controls::pad_device(controls::Steering::kFourthPower));
  // Every mix of the six keys (not left and right at once): read through the pad's record as
  // the sim reads the keyboard's, and back.
  const std::array<int, 6> slots = {slot::kAccelerate, slot::kBrake,  slot::kLeft,
                                    slot::kRight,      slot::kGearUp, slot::kGearDown};
  int compared = 0;
  for (uint32_t mix = 0; mix < 64; ++mix) {
    sc::PlayerDevice local{keys, {}};
    for (size_t k = 0; k < slots.size(); ++k) local.frame.keys[size_t(slots[k])] = (mix >> k) & 1u;
    if (local.frame.keys[slot::kLeft] && local.frame.keys[slot::kRight]) continue;
    local.frame.retire = mix % 5 == 0;
    INFO("keys " << mix);
    const sc::DeviceFrame as_pad = controls::reading_as(pad, local);
    CHECK(buttons({pad, as_pad}) == buttons(local));
    CHECK(as_pad.retire == local.frame.retire);
    const sc::DeviceFrame back = controls::reading_as(keys, {pad, as_pad});
    CHECK(back == local.frame);
    // The same kind: the reading as it is.
    CHECK(controls::reading_as(keys, local) == local.frame);
    ++compared;
  }
  CHECK(compared == 48);
}

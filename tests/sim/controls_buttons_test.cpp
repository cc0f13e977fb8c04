// The buttons from the devices (FUN_0046fd18, FUN_0046fe80; pod-controllers.md "The player" #1):
// the keyboard's key map slots, a joystick's thresholds and its map of 36 words.
#include <catch2/catch.hpp>

#include "controls_fixtures.h"
#include "unpod/sim/controls/buttons.h"

namespace unpod::controls_test {
namespace {

using controls::DeviceKind;
namespace key_slot = controls::key_slot;
namespace button = physics::button;

TEST_CASE("the keyboard's slots 0, 1, 2, 3, 7, 8 give 1, 0x10, 4, 8, 0x20, 0x40",
          "[controls][buttons]") {
  const std::pair<int, uint32_t> slots[] = {
      {key_slot::kAccelerate, 0x01}, {key_slot::kBrake, 0x10},  {key_slot::kLeft, 0x04},
      {key_slot::kRight, 0x08},      {key_slot::kGearUp, 0x20}, {key_slot::kGearDown, 0x40}};
  for (const auto& [slot, bits] : slots) {
    INFO("slot " << slot);
    CHECK(controls::keyboard_buttons(keyboard({slot}).frame) == bits);
  }
  CHECK(controls::keyboard_buttons(keyboard().frame) == 0);
  // Slots 4 to 6 are not the controller's.
  CHECK(controls::keyboard_buttons(keyboard({4, 5, 6}).frame) == 0);
  CHECK(controls::keyboard_buttons(keyboard({0, 3, 7}).frame) == 0x29);
  // Kind 0 reads the keys, never the axes.
  controls::PlayerDevice k = keyboard({key_slot::kBrake});
  k.frame.x = -100000;
  k.frame.buttons = 0xff;
  CHECK(controls::read_buttons(k.device, k.frame, controls::default_joystick_map()) == 0x10);
}

TEST_CASE("a joystick's x axis past its thresholds gives left (4) and right (8)",
          "[controls][buttons]") {
  const auto& map = controls::default_joystick_map();
  for (DeviceKind kind :
       {DeviceKind::kDigitalJoystick, DeviceKind::kLinearJoystick, DeviceKind::kQuarticJoystick}) {
    INFO("kind " << int(kind));
    const auto at = [&](int32_t x) {
      const controls::PlayerDevice d = joystick(kind, x);
      return controls::read_buttons(d.device, d.frame, map);
    };
    CHECK(at(32768) == 0);
    CHECK(at(32768 - 8192) == 0);  // at the threshold: not past it
    CHECK(at(32768 - 8193) == button::kLeft);
    CHECK(at(32768 + 8192) == 0);
    CHECK(at(32768 + 8193) == button::kRight);
    CHECK(at(0) == button::kLeft);
  }
}

TEST_CASE("a joystick's y axis and buttons give the map's words", "[controls][buttons]") {
  const auto& map = controls::default_joystick_map();
  const auto read = [&](const controls::PlayerDevice& d) {
    return controls::read_buttons(d.device, d.frame, map);
  };
  // inferred.h: y low accelerates, y high brakes; buttons 0..3 accelerate, brake, gear up, down.
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 32768, 32768 - 8193)) == button::kAccelerate);
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 32768, 32768 + 8193)) == button::kBrake);
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 32768, 32768 + 8192)) == 0);
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 32768, 32768, 1u << 0)) == button::kAccelerate);
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 32768, 32768, 1u << 1)) == button::kBrake);
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 32768, 32768, 1u << 2)) == button::kGearUp);
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 32768, 32768, 1u << 3)) == button::kGearDown);
  CHECK(read(joystick(DeviceKind::kLinearJoystick, 0, 32768, 0b0101)) ==
        (button::kLeft | button::kAccelerate | button::kGearUp));
}

TEST_CASE("the map's words are per kind, 12 each", "[controls][buttons]") {
  controls::JoystickMap map;
  for (size_t i = 0; i < map.words.size(); ++i) map.words[i] = uint32_t(0x100 + i);
  CHECK(map.word(DeviceKind::kDigitalJoystick, controls::kMapYLow) == 0x100);
  CHECK(map.word(DeviceKind::kLinearJoystick, controls::kMapYHigh) == 0x100 + 13);
  CHECK(map.word(DeviceKind::kQuarticJoystick, controls::kMapFirstButton + 9) == 0x100 + 35);
  CHECK(map.word(DeviceKind::kKeyboard, 0) == 0);
  // Kind 3's words start at 24: y low is word 24, button 1 word 27.
  const controls::PlayerDevice y = joystick(DeviceKind::kQuarticJoystick, 32768, 0);
  CHECK(controls::read_buttons(y.device, y.frame, map) == 0x100 + 24);
  const controls::PlayerDevice b = joystick(DeviceKind::kQuarticJoystick, 32768, 32768, 1u << 1);
  CHECK(controls::read_buttons(b.device, b.frame, map) == 0x100 + 27);
}

TEST_CASE("+0x2f picks the reader and how many buttons it reads", "[controls][buttons]") {
  controls::JoystickMap map;
  for (int k = 0; k < controls::kJoystickKinds; ++k)
    for (int b = 0; b < controls::kMapButtons; ++b)
      map.words[size_t(k * controls::kWordsPerKind + controls::kMapFirstButton + b)] = 1u
                                                                                       << (8 + b);
  controls::PlayerDevice d = joystick(DeviceKind::kLinearJoystick, 32768, 32768, 0x3ff);
  // Three buttons: FUN_0046fd18 reads buttons 0..2.
  d.device.buttons = 3;
  CHECK(controls::read_buttons(d.device, d.frame, map) == 0x700);
  CHECK(controls::few_button_joystick(d.device, d.frame, map) == 0x700);
  // Six: FUN_0046fe80 reads 0..5 through the table at 0x4ea8a0.
  d.device.buttons = 6;
  CHECK(controls::read_buttons(d.device, d.frame, map) == 0x3f00);
  CHECK(controls::many_button_joystick(d.device, d.frame, map) == 0x3f00);
  // No more than the map's ten.
  d.device.buttons = 40;
  CHECK(controls::read_buttons(d.device, d.frame, map) == 0x3ff00);
  d.device.buttons = 0;
  CHECK(controls::read_buttons(d.device, d.frame, map) == 0);
  // A kind past 3 gives nothing.
  d.device.kind = static_cast<DeviceKind>(7);
  d.frame.x = 0;
  CHECK(controls::read_buttons(d.device, d.frame, map) == 0);
}

TEST_CASE("the device record's fields sit at the notes' offsets", "[controls][buttons]") {
  const auto offset = [](std::string_view name) {
    for (const auto& f : controls::kDeviceLayout)
      if (f.field == name) return f.offset;
    return ~0u;
  };
  CHECK(offset("x_travel") == 0x08);
  CHECK(offset("x_centre") == 0x10);
  CHECK(offset("x_low") == 0x18);
  CHECK(offset("x_high") == 0x1c);
  CHECK(offset("y_low") == 0x20);
  CHECK(offset("y_high") == 0x24);
  CHECK(offset("kind") == 0x2c);
  CHECK(offset("buttons") == 0x2f);
  uint32_t end = 0;
  for (const auto& f : controls::kDeviceLayout) {
    CHECK(f.offset >= end);  // in order, no overlap, inside the record
    end = f.offset + f.size;
  }
  CHECK(end <= controls::kDeviceRecordSize);
}

}  // namespace
}  // namespace unpod::controls_test

// Each human's actions as the device record and reading the player's controller reads
// (sim/controls, POD FUN_00415f9c; docs/DESIGN.md "One frame" #2). On the keyboard: the
// keyboard's record (kind 0) and the key map's slots held. On a pad: POD's joystick of the
// player's steering kind (2 linear, 3 the fourth power), the steering as its x axis and
// accelerate, brake, gear up and gear down as its buttons 0..3, which the sim's joystick map
// (sim/controls/inferred.h) reads as such.
#pragma once

#include <array>
#include <cstdint>

#include "controls/action_reader.h"
#include "controls/controls_setup.h"
#include "controls/device_owner.h"
#include "unpod/sim/controls/device.h"

namespace unpod::game {

inline constexpr int kHumanPlayers = controls::kHumanPlayers;
using PlayerDevices = std::array<sim::controls::PlayerDevice, kHumanPlayers>;

namespace controls {

// A pad as the controller's joystick: the steering as a 16-bit axis (0 .. 65535, centre 32768).
namespace pad_axis_units {
inline constexpr int32_t kCentre = 32768;
inline constexpr int32_t kTravel = 32767;      // full right is full lock
inline constexpr int32_t kTurnButton = 16384;  // half the travel also gives left (4) / right (8)
}  // namespace pad_axis_units

// The joystick's buttons (sim/controls/inferred.h, kDefaultKindWords).
inline constexpr std::array<Action, 4> kPadButtonActions = {Action::kAccelerate, Action::kBrake,
                                                            Action::kGearUp, Action::kGearDown};

sim::controls::Device keyboard_device();
// Kind 2 (linear) or 3 (fourth power), four buttons, the y axis unused.
sim::controls::Device pad_device(Steering steering);

// The player's device and this frame's reading from their actions (kRetire as the reading's
// retire). A player without a device holds nothing.
sim::controls::PlayerDevice player_device(const ActionFrame& actions, const DeviceOwner& owner,
                                          const PlayerSetup& setup);

// The device record a player brings to a network race, fixed for the whole race: a pad's (of
// their steering) when their controls name a pad, else the keyboard's.
sim::controls::Device network_device(const PlayerSetup& setup);
// `local`'s reading as `record`'s kind reads it: the same when the kinds agree; else the keys
// as the pad's stick and buttons, or the pad's as the keys (the pad unplugged mid-race, or
// plugged in). A network race's record cannot change once the race has started.
sim::controls::DeviceFrame reading_as(const sim::controls::Device& record,
                                      const sim::controls::PlayerDevice& local);

}  // namespace controls
}  // namespace unpod::game

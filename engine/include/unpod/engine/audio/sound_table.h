// The sounds the mixer plays and where each comes from (docs/AUDIO.md, "The sound table"): the
// demo disc's file, the file name an installation may hold in DATA/BINARY/RESSON, whether it
// loops, and which car slot (pod-formats.md §7.4) or race sound id (the countdown's, pod-race.md
// "The start") starts it. POD's own bank is not documented (§7.4: "the bank the ids index is
// [U]"), so the installation's names are ours: a RIFF WAVE file of that name in RESSON replaces
// the disc's sound. Edit kSoundTable (sound_table.cpp) and docs/AUDIO.md together.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "unpod/sim/physics/step.h"

namespace unpod::engine::audio {

enum class Sound : uint8_t {
  kEngineZephyr,
  kEngineBulwark,
  kEngineMantis,
  kEngineCinder,
  kGearUp,
  kGearDown,
  kBrake,
  kSkid,
  kScrape,
  kRoofSkid,
  kCrash,
  kSoftCrash,
  kContact,
  kCount5,
  kCount4,
  kCount3,
  kCount2,
  kCount1,
  kGo,
  kAmbience,  // the track's sounds: speakers and the macros' sound actions (track_sounds.h)
};
inline constexpr size_t kSoundCount = size_t(Sound::kAmbience) + 1;

struct SoundInfo {
  Sound sound;
  std::string_view file;  // the demo disc's DATA/SOUNDS/<file>, and the name looked for in RESSON
  bool loop;
};

// Every sound, in Sound's order.
std::span<const SoundInfo> sound_table();
const SoundInfo& sound_info(Sound s);

// The sound a car's slot starts; nothing for slots with no sound of their own (the engine's loop
// is played apart; brake stop and roof skid stop stop their sound; accelerate and decelerate and
// their stops, and slot 6, have none in our table).
std::optional<Sound> car_slot_sound(sim::physics::SoundSlot slot);

// The sound a race sound id starts (the countdown's 0x1f, 0x1e, 0x1d, 0x1c, 0x04 and "GO!"'s
// 0x20). Car slots' ids and these are two banks: the demo cars list ids 0..14 for their slots and
// 0x04 is also the countdown's "1" (inferred, docs/AUDIO.md).
std::optional<Sound> race_sound(int32_t id);

// A car's engine loop by its name: the disc's four by theirs, any other car one of the four by
// its name's letters (the same car always sounds the same).
Sound engine_sound(std::string_view car_name);

// The engine speed (rad/s, car +0x440) the engine loops are made at: pitch 1 there. The disc's
// loops: one engine cycle of two revolutions in 924 samples at 22050 Hz (tools/disc/
// disc_sounds.h), 4 pi × 22050 / 924.
inline constexpr float kEngineSampleSpeed = 299.87f;

}  // namespace unpod::engine::audio

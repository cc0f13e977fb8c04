// The sound table (sound_table.h, docs/AUDIO.md).
#include "unpod/engine/audio/sound_table.h"

#include <array>
#include <string>
#include <utility>

namespace unpod::engine::audio {

namespace {

constexpr std::array<SoundInfo, kSoundCount> kSoundTable = {{
    {Sound::kEngineZephyr, "ENGINE-ZEPHYR.WAV", true},
    {Sound::kEngineBulwark, "ENGINE-BULWARK.WAV", true},
    {Sound::kEngineMantis, "ENGINE-MANTIS.WAV", true},
    {Sound::kEngineCinder, "ENGINE-CINDER.WAV", true},
    {Sound::kGearUp, "GEAR-UP.WAV", false},
    {Sound::kGearDown, "GEAR-DOWN.WAV", false},
    {Sound::kBrake, "BRAKE.WAV", false},
    {Sound::kSkid, "SKID.WAV", true},
    {Sound::kScrape, "SCRAPE.WAV", true},
    {Sound::kRoofSkid, "ROOF-SKID.WAV", true},
    {Sound::kCrash, "CRASH.WAV", false},
    {Sound::kSoftCrash, "SOFT-CRASH.WAV", false},
    {Sound::kContact, "CONTACT.WAV", false},
    {Sound::kCount5, "COUNT-5.WAV", false},
    {Sound::kCount4, "COUNT-4.WAV", false},
    {Sound::kCount3, "COUNT-3.WAV", false},
    {Sound::kCount2, "COUNT-2.WAV", false},
    {Sound::kCount1, "COUNT-1.WAV", false},
    {Sound::kGo, "GO.WAV", false},
    {Sound::kAmbience, "AMBIENCE.WAV", true},
}};

}  // namespace

std::span<const SoundInfo> sound_table() {
  return kSoundTable;
}

const SoundInfo& sound_info(Sound s) {
  return kSoundTable[size_t(s)];
}

std::optional<Sound> car_slot_sound(sim::physics::SoundSlot slot) {
  using sim::physics::SoundSlot;
  switch (slot) {
    case SoundSlot::kGearUp:
      return Sound::kGearUp;
    case SoundSlot::kGearDown:
      return Sound::kGearDown;
    case SoundSlot::kBrake:
      return Sound::kBrake;
    case SoundSlot::kSoftCrash:
      return Sound::kSoftCrash;
    case SoundSlot::kShock:
      return Sound::kContact;
    case SoundSlot::kCrash:
      return Sound::kCrash;
    case SoundSlot::kRoofSkid:
      return Sound::kRoofSkid;
    default:
      return std::nullopt;
  }
}

std::optional<Sound> race_sound(int32_t id) {
  switch (id) {
    case 0x1f:
      return Sound::kCount5;
    case 0x1e:
      return Sound::kCount4;
    case 0x1d:
      return Sound::kCount3;
    case 0x1c:
      return Sound::kCount2;
    case 0x04:
      return Sound::kCount1;
    case 0x20:
      return Sound::kGo;
    default:
      return std::nullopt;
  }
}

Sound engine_sound(std::string_view car_name) {
  constexpr std::array<std::pair<std::string_view, Sound>, 4> kDisc = {{
      {"ZEPHYR", Sound::kEngineZephyr},
      {"BULWARK", Sound::kEngineBulwark},
      {"MANTIS", Sound::kEngineMantis},
      {"CINDER", Sound::kEngineCinder},
  }};
  uint32_t sum = 0;
  std::string upper;
  for (char c : car_name) upper += char(c >= 'a' && c <= 'z' ? c - 32 : c);
  for (const auto& [name, sound] : kDisc)
    if (upper == name) return sound;
  for (char c : upper) sum = sum * 31 + uint8_t(c);
  return kDisc[sum % kDisc.size()].second;
}

}  // namespace unpod::engine::audio

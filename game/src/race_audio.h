// A race's sound (docs/AUDIO.md): the default OpenAL device, the demo disc's sounds with the
// installation's over them, and the mixer fed once a sim frame from the session and the players'
// cameras. Without a device, or with --no-audio, the race goes on silently (said once).
#pragma once

#include <filesystem>
#include <memory>
#include <span>

#include "options.h"
#include "race_load.h"
#include "unpod/engine/audio/mixer.h"
#include "unpod/platform/audio_device.h"

namespace unpod::game {

class RaceAudio {
 public:
  // Nothing with --no-audio; otherwise the device opened, or nothing when none opens (said once
  // on stderr). Sounds: `demo_disc`/DATA/SOUNDS, then `installation`'s DATA/BINARY/RESSON (each
  // file it cannot use reported once on stderr).
  static std::unique_ptr<RaceAudio> open(const LoadedRace& race, const Options& options,
                                         const std::filesystem::path& demo_disc,
                                         const std::filesystem::path& installation);

  // One sim frame of `seconds`: the session's cars and calls, heard by each player's ears.
  void update(const sim::session::RaceSession& race,
              std::span<const engine::audio::AudioListener> ears, float seconds);

 private:
  RaceAudio() = default;
  std::unique_ptr<platform::AudioDevice> device_;
  std::unique_ptr<engine::audio::SoundBank> bank_;
  std::unique_ptr<engine::audio::AudioMixer> mixer_;
  bool lost_ = false;  // the device went away: silent from then on (said once)
};

}  // namespace unpod::game

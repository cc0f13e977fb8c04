// Every sound of the table decoded (no OpenAL needed): the demo disc's DATA/SOUNDS first, then
// an installation's DATA/BINARY/RESSON over it where a file of the table's name is a readable
// RIFF WAVE (docs/AUDIO.md, "Sounds from the installation").
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "unpod/engine/audio/pcm.h"
#include "unpod/engine/audio/sound_table.h"

namespace unpod::engine::audio {

struct LoadedSound {
  Pcm pcm;
  std::string origin;  // the file it came from
};

class SoundSet {
 public:
  // Reads every table sound found in `disc_sounds` (the demo disc's DATA/SOUNDS) and then every
  // file of `installation`/DATA/BINARY/RESSON (any case; none when empty or absent). Each file
  // that cannot be used is reported once in `reports`, naming it and why: a bank that is not a
  // RIFF WAVE file (POD's .MEG banks among them), a WAV that does not decode, a WAV the table
  // does not name. A missing disc sound is reported too: that sound stays silent.
  static SoundSet load(const std::filesystem::path& disc_sounds,
                       const std::filesystem::path& installation,
                       std::vector<std::string>& reports);

  void set(Sound s, LoadedSound sound) { sounds_[size_t(s)] = std::move(sound); }
  const std::optional<LoadedSound>& get(Sound s) const { return sounds_[size_t(s)]; }

 private:
  std::array<std::optional<LoadedSound>, kSoundCount> sounds_;
};

}  // namespace unpod::engine::audio

// A race's sound (docs/AUDIO.md): the default OpenAL device, the demo disc's sounds with the
// installation's over them, and the mixer fed once a sim frame from the session and the players'
// cameras, and the installation's music (Track02) looping. Without a device the race goes on
// silently (said once) and the default device is tried again every few seconds; a device lost
// mid-race (ALC_EXT_disconnect) likewise. With
// --no-audio nothing is opened.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "race/race_load.h"
#include "shell/options.h"
#include "unpod/engine/audio/audio_frame.h"
#include "unpod/engine/audio/mixer.h"
#include "unpod/engine/audio/music.h"
#include "unpod/engine/audio/track_sounds.h"
#include "unpod/platform/audio_device.h"

namespace unpod::game {

// How often a missing or lost device is tried again, in seconds of race frames.
inline constexpr float kAudioRetrySeconds = 2.0f;

class RaceAudio {
 public:
  // Opens a device (platform::AudioDevice::open_default unless told otherwise), or gives the
  // error.
  using Opener = std::function<std::unique_ptr<platform::AudioDevice>(std::string& error)>;
  // Whether an open device still plays (AudioDevice::connected unless told otherwise).
  using Connected = std::function<bool(const platform::AudioDevice&)>;

  // Nothing with --no-audio. Sounds: `demo_disc`/DATA/SOUNDS, then `installation`'s
  // DATA/BINARY/RESSON (each file it cannot use reported once on stderr). The device is opened
  // now, or when one comes.
  static std::unique_ptr<RaceAudio> open(const LoadedRace& race, const Options& options,
                                         const std::filesystem::path& demo_disc,
                                         const std::filesystem::path& installation,
                                         Opener opener = {}, Connected connected = {});

  // One sim frame of `seconds`: the session's cars and calls, heard by each player's ears.
  // `slots`, when given, are each racer's sound slots started (in place of the session's
  // frame_sounds: a network race's ticks shown for the first time).
  void update(const sim::session::RaceSession& race,
              std::span<const engine::audio::AudioListener> ears, float seconds,
              const std::vector<uint16_t>* slots = nullptr);

  // The Options screen's volumes, from now on (a device opened later takes them too).
  void set_volumes(const Volumes& volumes);
  // The race paused (the pause screen, a player without a device): everything holds, silent.
  void set_paused(bool paused);

  // Whether a device plays the race now.
  bool playing() const { return mixer_ != nullptr; }
  const engine::audio::AudioMixer* mixer() const { return mixer_.get(); }

 private:
  RaceAudio() = default;
  bool try_open();
  // The track's sound actions of a frame (or of the race's start), a speaker that does not
  // exist left out.
  void track_changes(const engine::audio::AudioFrame& frame);
  void close();

  Opener opener_;
  Connected connected_;
  engine::audio::SoundSet sounds_;
  std::vector<engine::audio::Sound> engines_;
  engine::audio::Volumes volumes_;
  std::unique_ptr<platform::AudioDevice> device_;
  std::unique_ptr<engine::audio::SoundBank> bank_;
  std::unique_ptr<engine::audio::AudioMixer> mixer_;
  // The track's sounds the macros started (kept while no device plays), and its speakers'
  // places (the circuit's *.hp) and whether each exists.
  engine::audio::TrackSounds track_;
  std::vector<engine::Vec3f> speakers_;
  std::vector<bool> speaker_exists_;
  std::filesystem::path music_file_;  // the installation's Track02, if any
  std::unique_ptr<engine::audio::MusicStream> music_;
  float retry_in_ = 0;        // seconds until the next try without a device
  bool said_silent_ = false;  // "without sound" said (once a race)
  bool paused_ = false;       // set_paused: a device opened meanwhile starts paused
};

}  // namespace unpod::game

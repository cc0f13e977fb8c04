#include "race_audio.h"

#include <iostream>
#include <string>
#include <vector>

#include "unpod/engine/audio/audio_frame.h"

namespace unpod::game {

std::unique_ptr<RaceAudio> RaceAudio::open(const LoadedRace& race, const Options& options,
                                           const std::filesystem::path& demo_disc,
                                           const std::filesystem::path& installation) {
  if (!options.audio) return nullptr;
  std::string error;
  std::unique_ptr<RaceAudio> audio(new RaceAudio());
  audio->device_ = platform::AudioDevice::open_default(error);
  if (!audio->device_) {
    std::cerr << "unpod: " << error << ": the race goes on without sound" << std::endl;
    return nullptr;
  }
  std::vector<std::string> reports;
  const std::filesystem::path disc_sounds =
      demo_disc.empty() ? std::filesystem::path() : demo_disc / "DATA" / "SOUNDS";
  const engine::audio::SoundSet sounds = engine::audio::SoundSet::load(
      disc_sounds, installation == demo_disc ? std::filesystem::path() : installation, reports);
  for (const std::string& r : reports) std::cerr << "unpod: sound: " << r << "\n";
  audio->bank_ = std::make_unique<engine::audio::SoundBank>(sounds);
  std::vector<engine::audio::Sound> engines;
  for (const Racer& r : race.racers)
    engines.push_back(engine::audio::engine_sound(race.car_names[size_t(r.car)]));
  engine::audio::Volumes volumes;
  volumes.master = options.volumes.master;
  volumes.effects = options.volumes.effects;
  volumes.engines = options.volumes.engines;
  volumes.music = options.volumes.music;
  audio->mixer_ = std::make_unique<engine::audio::AudioMixer>(*audio->bank_, engines, volumes);
  std::cout << "Sound: " << audio->device_->name() << std::endl;
  return audio;
}

// POD FUN_004c00f0 (pod-race.md: the sound, once a frame after the human's follower): what it
// does is not in the notes; ours hears the frame the session has just run (docs/AUDIO.md).
void RaceAudio::update(const sim::session::RaceSession& race,
                       std::span<const engine::audio::AudioListener> ears, float seconds) {
  if (lost_) return;
  if (!device_->connected()) {
    lost_ = true;
    std::cerr << "unpod: the audio device went away: the race goes on without sound" << std::endl;
    return;
  }
  mixer_->update(engine::audio::audio_frame(race), ears, seconds);
}

}  // namespace unpod::game

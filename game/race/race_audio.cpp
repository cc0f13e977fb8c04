#include "race/race_audio.h"

#include <iostream>
#include <utility>

#include "unpod/engine/audio/audio_frame.h"

namespace unpod::game {

std::unique_ptr<RaceAudio> RaceAudio::open(const LoadedRace& race, const Options& options,
                                           const std::filesystem::path& demo_disc,
                                           const std::filesystem::path& installation, Opener opener,
                                           Connected connected) {
  if (!options.audio) return nullptr;
  std::unique_ptr<RaceAudio> audio(new RaceAudio());
  audio->opener_ = opener ? std::move(opener) : [](std::string& error) {
    return platform::AudioDevice::open_default(error);
  };
  audio->connected_ = connected ? std::move(connected)
                                : [](const platform::AudioDevice& d) { return d.connected(); };
  std::vector<std::string> reports;
  const std::filesystem::path disc_sounds =
      demo_disc.empty() ? std::filesystem::path() : demo_disc / "DATA" / "SOUNDS";
  audio->sounds_ = engine::audio::SoundSet::load(
      disc_sounds, installation == demo_disc ? std::filesystem::path() : installation, reports);
  for (const std::string& r : reports) std::cerr << "unpod: sound: " << r << "\n";
  for (const Racer& r : race.racers)
    audio->engines_.push_back(engine::audio::engine_sound(race.data.car_names[size_t(r.car)]));
  if (const auto music = engine::audio::find_music(installation)) audio->music_file_ = *music;
  audio->volumes_ = {options.volumes.master, options.volumes.effects, options.volumes.engines,
                     options.volumes.music};
  if (const auto& speakers = race.data.circuit.speakers.value)
    for (const assets::Speaker& s : *speakers) {
      audio->speakers_.push_back(engine::to_vec3f(s.position));
      audio->speaker_exists_.push_back(s.exists);
    }
  // The race has started: its "Depart" ran, and its sound actions are the rules' events until
  // the first frame.
  audio->track_changes(engine::audio::audio_frame(*race.session));
  audio->try_open();
  return audio;
}

void RaceAudio::track_changes(const engine::audio::AudioFrame& frame) {
  for (const engine::audio::TrackSoundChange& c : frame.track_sounds) {
    const auto& s = c.sound;
    if (c.start && s.kind == engine::audio::TrackSoundKind::kSpeaker &&
        (size_t(s.key) >= speaker_exists_.size() || !speaker_exists_[size_t(s.key)]))
      continue;
    track_.apply(c);
  }
}

void RaceAudio::set_volumes(const Volumes& v) {
  volumes_ = {v.master, v.effects, v.engines, v.music};
  if (mixer_) mixer_->set_volumes(volumes_);
  if (music_) music_->set_gain(float(volumes_.music) / 100.0f);
}

void RaceAudio::set_paused(bool paused) {
  paused_ = paused;
  if (mixer_) mixer_->set_paused(paused);
  if (music_) music_->set_paused(paused);
}

bool RaceAudio::try_open() {
  std::string error;
  device_ = opener_(error);
  if (!device_) {
    if (!said_silent_)
      std::cerr << "unpod: " << error << ": the race goes on without sound" << std::endl;
    said_silent_ = true;
    retry_in_ = kAudioRetrySeconds;
    return false;
  }
  bank_ = std::make_unique<engine::audio::SoundBank>(sounds_);
  mixer_ = std::make_unique<engine::audio::AudioMixer>(*bank_, engines_, volumes_);
  mixer_->set_paused(paused_);
  if (!music_file_.empty()) {
    if (auto source = engine::audio::open_music(music_file_, error)) {
      music_ = std::make_unique<engine::audio::MusicStream>(std::move(source),
                                                            float(volumes_.music) / 100.0f);
      music_->set_paused(paused_);
      std::cout << "Music: " << music_file_.string() << std::endl;
    } else {
      std::cerr << "unpod: " << error << "; no music" << std::endl;
      music_file_.clear();  // said once
    }
  }
  std::cout << "Sound: " << device_->name() << std::endl;
  return true;
}

// The mixer's sources and the bank's buffers go before their context.
void RaceAudio::close() {
  music_.reset();
  mixer_.reset();
  bank_.reset();
  device_.reset();
}

// POD FUN_004c00f0 (pod-race.md: the sound, once a frame after the human's follower): what it
// does is not in the notes; ours hears the frame the session has just run (docs/AUDIO.md).
void RaceAudio::update(const sim::session::RaceSession& race,
                       std::span<const engine::audio::AudioListener> ears, float seconds,
                       const std::vector<uint16_t>* slots) {
  engine::audio::AudioFrame frame = engine::audio::audio_frame(race);
  if (slots)
    for (size_t r = 0; r < frame.cars.size(); ++r)
      frame.cars[r].slots = r < slots->size() ? (*slots)[r] : uint16_t(0);
  track_changes(frame);
  if (device_ && !connected_(*device_)) {
    close();
    std::cerr << "unpod: the audio device went away: the race goes on without sound until one "
                 "returns"
              << std::endl;
    said_silent_ = true;
    retry_in_ = kAudioRetrySeconds;
    return;
  }
  if (!device_) {
    retry_in_ -= seconds;
    if (retry_in_ > 0 || !try_open()) return;
  }
  mixer_->update(frame, ears, seconds);
  mixer_->set_track_sounds(track_.playing(), speakers_, frame);
  if (music_) music_->update();
}

}  // namespace unpod::game

// The mixer (docs/AUDIO.md, "The model"): the sounds as OpenAL buffers, each car's engine on its
// own looped source, a fixed pool of voices for the loops that come and go (skid, scrape, roof
// skid) and the one-shots (gears, brake, crashes, contact, the countdown's calls), a voice a car
// and kind, the farthest and quietest voice stolen when the pool runs short (never a call's).
// Every source is placed relative to the player whose camera is nearer the car
// (AL_SOURCE_RELATIVE, one listener for the split screen).
// Needs a current OpenAL context (platform::AudioDevice) for its whole life.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "unpod/engine/audio/audio_frame.h"
#include "unpod/engine/audio/sound_set.h"

namespace unpod::engine::audio {

// 0 to 100 each (--volume).
struct Volumes {
  int master = 100;
  int effects = 100;
  int engines = 100;
  int music = 100;  // no music is streamed yet
};

// One player's ears: their camera, and their car's velocity (the camera follows it).
struct AudioListener {
  Vec3f eye;
  Vec3f forward{1, 0, 0};
  Vec3f up{0, 0, 1};
  Vec3f velocity;
  int racer = -1;  // the car these ears follow: its sounds come first in the pool
};

// The circuit's distance model, in circuit units (docs/AUDIO.md).
inline constexpr float kReferenceDistance = 8.0f;
inline constexpr float kMaxDistance = 400.0f;
// The engine speed an engine sounds at when the sim's is lower (it is 0 at a standstill in
// neutral, as on the grid): a running engine idles (ours, rad/s).
inline constexpr float kEngineIdleSpeed = 90.0f;
// The time over which an engine's pitch follows its speed, seconds.
inline constexpr float kEngineFollow = 0.05f;
inline constexpr float kSpeedOfSound = 343.3f;  // units/s: a unit is a metre on our circuits
// A car's one-shot fired again this soon (seconds) is heard in the one still playing: a car
// against a wall knocks every step, and a voice a step would fill the pool with its knocks.
inline constexpr float kShotRepeat = 0.25f;

class SoundBank {
 public:
  explicit SoundBank(const SoundSet& sounds);  // uploads every sound as a buffer
  ~SoundBank();
  SoundBank(const SoundBank&) = delete;
  SoundBank& operator=(const SoundBank&) = delete;
  uint32_t buffer(Sound s) const { return buffers_[size_t(s)]; }  // 0: none

 private:
  std::array<uint32_t, kSoundCount> buffers_{};
};

class AudioMixer {
 public:
  // `engines`: each racer's engine loop (engine_sound of its car's name).
  AudioMixer(const SoundBank& bank, std::vector<Sound> engines, Volumes volumes, size_t pool = 24);
  ~AudioMixer();
  AudioMixer(const AudioMixer&) = delete;
  AudioMixer& operator=(const AudioMixer&) = delete;

  // One sim frame of `seconds`: the engines follow their cars, the loops start and stop with the
  // cars' sound bits and slots, the frame's one-shots and calls start.
  void update(const AudioFrame& frame, std::span<const AudioListener> listeners, float seconds);
  void set_volumes(const Volumes& v);
  // The race paused: every source holds where it is (silent) until resumed, where it goes on.
  void set_paused(bool paused);
  bool paused() const { return paused_; }
  // Voices of the pool playing now (the engines' sources apart).
  size_t voices_in_use() const;
  size_t pool_size() const { return voices_.size(); }
  // Voices of the pool playing for racer `car` now.
  size_t voices_of(int car) const;
  // Whether EFX reverb is there (ALC_EXT_EFX): cars in a tunnel echo.
  bool echo() const { return reverb_slot_ != 0; }
  bool echoing(int car) const { return size_t(car) < echoing_.size() && echoing_[size_t(car)]; }
  // Voices taken from another sound since the start.
  size_t steals() const { return steals_; }

  // The track's sounds that play now (TrackSounds::playing), each on a looped source of its own
  // outside the pool (they are never stolen): a speaker at its place among `speakers` (one
  // naming no speaker there is not played), a car's at the car, the others on the listener.
  // Sounds no longer listed stop. Call after update() each frame, with its frame.
  void set_track_sounds(std::span<const TrackSound> playing, std::span<const Vec3f> speakers,
                        const AudioFrame& frame);
  size_t track_sources() const { return track_.size(); }
  // The cars' engine loops (a source each).
  size_t engine_sources() const;

 private:
  // What a voice plays: a car holds at most one voice of each role; kCall is the race's (the
  // countdown's calls), never stolen.
  enum class Role : uint8_t {
    kFree,
    kCall,
    kGear,     // gear up and down
    kKnock,    // crash and soft crash
    kContact,  // car against car
    kBrake,
    kSkid,
    kScrape,
    kRoofSkid,
  };
  struct Voice {
    uint32_t source = 0;
    Role role = Role::kFree;
    Sound sound{};
    int car = -1;  // -1: the race's (a call), placed on the listener
    float gain = 0;
    float distance = 0;  // to the nearer ears (0: a player's own car), as of the last frame
    float age = 0;       // seconds since it started
  };
  struct TrackVoice {
    TrackSound sound;
    uint32_t source = 0;
  };
  struct Engine {
    uint32_t source = 0;
    float throttle = 0;  // smoothed
    float speed = -1;    // smoothed engine speed; -1 before the first frame
  };
  static Role shot_role(Sound s);
  Voice* take(Role role, float gain, float distance);
  Voice* find(int car, Role role);
  void start(Sound s, int car, Role role, float gain, const AudioFrame& frame);
  void play(Voice& v, Sound s, float gain, const AudioFrame& frame);
  // A car's one-shot on its voice of the role, if it has one (kShotRepeat).
  void shot(Sound s, int car, float gain, const AudioFrame& frame);
  void stop(Voice& v);
  void place(uint32_t source, int car, const AudioFrame& frame) const;
  // A world point heard from the nearer player's ears.
  void place_point(uint32_t source, const Vec3f& at, const Vec3f& velocity) const;
  void hold_loop(int car, Role role, bool on, Sound s, float gain, const AudioFrame& frame);
  void send(uint32_t source, int car) const;  // to the reverb while the car echoes
  // The car's distance to the nearer player's ears (0 for the race's calls and for the players'
  // own cars, which come first).
  float nearest(int car, const AudioFrame& frame) const;

  const SoundBank& bank_;
  std::vector<Sound> engine_sounds_;
  std::vector<Engine> engines_;
  std::vector<Voice> voices_;
  std::vector<TrackVoice> track_;
  Volumes volumes_;
  std::vector<AudioListener> listeners_;
  std::vector<bool> echoing_;  // by racer: inside a tunnel
  uint32_t reverb_ = 0, reverb_slot_ = 0;
  size_t steals_ = 0;
  bool paused_ = false;
};

}  // namespace unpod::engine::audio

// The mixer (mixer.h, docs/AUDIO.md).
#include "unpod/engine/audio/mixer.h"

#define AL_ALEXT_PROTOTYPES
#include <AL/al.h>
#include <AL/alc.h>
#include <AL/efx.h>

#include <algorithm>
#include <cmath>

namespace unpod::engine::audio {

namespace {

namespace physics = sim::physics;

// A point or a direction in the world seen from a listener: x right, y up, z behind (OpenAL's
// axes for a listener facing -z).
Vec3f seen_from(const AudioListener& l, const Vec3f& d) {
  const Vec3f f = normalize(l.forward);
  const Vec3f r = normalize(cross(f, l.up));
  const Vec3f u = cross(r, f);
  return {dot(d, r), dot(d, u), -dot(d, f)};
}

float percent(int v) {
  return float(std::clamp(v, 0, 100)) / 100.0f;
}

// Base gains of the one-shots, before the effects volume.
float shot_gain(Sound s) {
  switch (s) {
    case Sound::kCrash:
      return 1.0f;
    case Sound::kSoftCrash:
      return 0.7f;
    case Sound::kContact:
      return 0.8f;
    case Sound::kGearUp:
    case Sound::kGearDown:
      return 0.5f;
    case Sound::kBrake:
      return 0.45f;
    default:
      return 0.9f;
  }
}

// An engine's gain at full throttle: eight engines on the grid stay below full scale.
constexpr float kEngineGain = 0.6f;

// Below this speed (units/s) a brake press does not squeal.
constexpr float kSquealSpeed = 2.0f;

}  // namespace

SoundBank::SoundBank(const SoundSet& sounds) {
  for (const SoundInfo& info : sound_table()) {
    const auto& s = sounds.get(info.sound);
    if (!s) continue;
    ALuint b = 0;
    alGenBuffers(1, &b);
    alBufferData(b, AL_FORMAT_MONO16, s->pcm.samples.data(),
                 ALsizei(s->pcm.samples.size() * sizeof(int16_t)), s->pcm.rate);
    if (alGetError() != AL_NO_ERROR) {
      alDeleteBuffers(1, &b);
      continue;
    }
    buffers_[size_t(info.sound)] = b;
  }
}

SoundBank::~SoundBank() {
  for (uint32_t b : buffers_)
    if (b != 0) alDeleteBuffers(1, &b);
}

namespace {

// A source placed relative to the listener, in the circuit's distance model.
ALuint make_source(bool loop) {
  ALuint s = 0;
  alGenSources(1, &s);
  alSourcei(s, AL_SOURCE_RELATIVE, AL_TRUE);
  alSourcef(s, AL_REFERENCE_DISTANCE, kReferenceDistance);
  alSourcef(s, AL_MAX_DISTANCE, kMaxDistance);
  alSourcef(s, AL_ROLLOFF_FACTOR, 1.0f);
  alSourcei(s, AL_LOOPING, loop ? AL_TRUE : AL_FALSE);
  return s;
}

// The track's ambience under the cars (ours).
constexpr float kTrackSoundGain = 0.6f;

}  // namespace

AudioMixer::AudioMixer(const SoundBank& bank, std::vector<Sound> engines, Volumes volumes,
                       size_t pool)
    : bank_(bank), engine_sounds_(std::move(engines)), volumes_(volumes) {
  alDistanceModel(AL_INVERSE_DISTANCE_CLAMPED);
  alSpeedOfSound(kSpeedOfSound);
  alDopplerFactor(1.0f);
  const auto make = make_source;
  for (Sound s : engine_sounds_) {
    Engine e;
    e.source = make(true);
    if (bank_.buffer(s) != 0) alSourcei(e.source, AL_BUFFER, ALint(bank_.buffer(s)));
    alSourcef(e.source, AL_GAIN, 0.0f);
    engines_.push_back(e);
  }
  voices_.resize(pool);
  for (Voice& v : voices_) v.source = make(false);
  set_volumes(volumes);
  // A tunnel's echo: one reverb (EFX) the sources of the cars inside send to. Its decay and
  // gain are ours (docs/AUDIO.md); without ALC_EXT_EFX the tunnels are dry.
  ALCdevice* device = alcGetContextsDevice(alcGetCurrentContext());
  if (device != nullptr && alcIsExtensionPresent(device, "ALC_EXT_EFX") == ALC_TRUE) {
    alGetError();
    alGenEffects(1, &reverb_);
    alEffecti(reverb_, AL_EFFECT_TYPE, AL_EFFECT_REVERB);
    alEffectf(reverb_, AL_REVERB_DECAY_TIME, 2.2f);
    alEffectf(reverb_, AL_REVERB_GAIN, 0.6f);
    alEffectf(reverb_, AL_REVERB_DENSITY, 1.0f);
    alGenAuxiliaryEffectSlots(1, &reverb_slot_);
    alAuxiliaryEffectSloti(reverb_slot_, AL_EFFECTSLOT_EFFECT, ALint(reverb_));
    if (alGetError() != AL_NO_ERROR) {
      if (reverb_slot_ != 0) alDeleteAuxiliaryEffectSlots(1, &reverb_slot_);
      if (reverb_ != 0) alDeleteEffects(1, &reverb_);
      reverb_slot_ = reverb_ = 0;
    }
  }
}

AudioMixer::~AudioMixer() {
  for (Engine& e : engines_) {
    alSourceStop(e.source);
    alDeleteSources(1, &e.source);
  }
  for (Voice& v : voices_) {
    alSourceStop(v.source);
    alDeleteSources(1, &v.source);
  }
  for (TrackVoice& t : track_) {
    alSourceStop(t.source);
    alDeleteSources(1, &t.source);
  }
  if (reverb_slot_ != 0) alDeleteAuxiliaryEffectSlots(1, &reverb_slot_);
  if (reverb_ != 0) alDeleteEffects(1, &reverb_);
}

void AudioMixer::send(uint32_t source, int car) const {
  if (reverb_slot_ == 0) return;
  alSource3i(source, AL_AUXILIARY_SEND_FILTER,
             echoing(car) ? ALint(reverb_slot_) : AL_EFFECTSLOT_NULL, 0, AL_FILTER_NULL);
}

void AudioMixer::set_volumes(const Volumes& v) {
  volumes_ = v;
  alListenerf(AL_GAIN, percent(v.master));
}

void AudioMixer::set_paused(bool paused) {
  if (paused == paused_) return;
  paused_ = paused;
  std::vector<ALuint> sources;
  for (const Engine& e : engines_) sources.push_back(e.source);
  for (const Voice& v : voices_) sources.push_back(v.source);
  for (const TrackVoice& t : track_) sources.push_back(t.source);
  for (const ALuint s : sources) {
    ALint state = AL_STOPPED;
    alGetSourcei(s, AL_SOURCE_STATE, &state);
    if (paused && state == AL_PLAYING) alSourcePause(s);
    if (!paused && state == AL_PAUSED) alSourcePlay(s);
  }
}

size_t AudioMixer::engine_sources() const {
  return size_t(std::count_if(engines_.begin(), engines_.end(),
                              [](const Engine& e) { return e.source != 0; }));
}

size_t AudioMixer::voices_in_use() const {
  return size_t(std::count_if(voices_.begin(), voices_.end(),
                              [](const Voice& v) { return v.role != Role::kFree; }));
}

float AudioMixer::nearest(int car, const AudioFrame& frame) const {
  if (car < 0 || size_t(car) >= frame.cars.size() || listeners_.empty()) return 0;
  float d = 1e9f;
  for (const AudioListener& l : listeners_) {
    if (l.racer == car) return 0;  // a player's own car, heard before the others
    d = std::min(d, length(frame.cars[size_t(car)].position - l.eye));
  }
  return d;
}

size_t AudioMixer::voices_of(int car) const {
  return size_t(std::count_if(voices_.begin(), voices_.end(), [car](const Voice& v) {
    return v.role != Role::kFree && v.car == car;
  }));
}

void AudioMixer::place(uint32_t source, int car, const AudioFrame& frame) const {
  if (car >= 0 && size_t(car) < frame.cars.size() && !listeners_.empty()) {
    const AudioCar& c = frame.cars[size_t(car)];
    place_point(source, c.position, c.velocity);
    return;
  }
  alSource3f(source, AL_POSITION, 0, 0, 0);
  alSource3f(source, AL_VELOCITY, 0, 0, 0);
}

void AudioMixer::place_point(uint32_t source, const Vec3f& point, const Vec3f& moving) const {
  Vec3f at{}, velocity{};
  if (!listeners_.empty()) {
    // The nearer player's ears hear it.
    const AudioListener* ears = &listeners_[0];
    for (const AudioListener& l : listeners_)
      if (length(point - l.eye) < length(point - ears->eye)) ears = &l;
    at = seen_from(*ears, point - ears->eye);
    velocity = seen_from(*ears, moving - ears->velocity);
  }
  alSource3f(source, AL_POSITION, at.x, at.y, at.z);
  alSource3f(source, AL_VELOCITY, velocity.x, velocity.y, velocity.z);
}

void AudioMixer::set_track_sounds(std::span<const TrackSound> playing,
                                  std::span<const Vec3f> speakers, const AudioFrame& frame) {
  const auto heard = [&](const TrackSound& s) {
    return s.kind != TrackSoundKind::kSpeaker || (s.key >= 0 && size_t(s.key) < speakers.size());
  };
  // Those no longer playing stop.
  std::erase_if(track_, [&](TrackVoice& t) {
    if (std::find(playing.begin(), playing.end(), t.sound) != playing.end() && heard(t.sound))
      return false;
    alSourceStop(t.source);
    alDeleteSources(1, &t.source);
    return true;
  });
  const uint32_t buffer = bank_.buffer(Sound::kAmbience);
  for (const TrackSound& s : playing) {
    if (!heard(s) || buffer == 0) continue;
    auto it = std::find_if(track_.begin(), track_.end(),
                           [&](const TrackVoice& t) { return t.sound == s; });
    if (it == track_.end()) {
      track_.push_back({s, make_source(true)});
      it = track_.end() - 1;
      alSourcei(it->source, AL_BUFFER, ALint(buffer));
      if (!paused_) alSourcePlay(it->source);
    }
    alSourcef(it->source, AL_GAIN, percent(volumes_.effects) * kTrackSoundGain);
    if (s.kind == TrackSoundKind::kSpeaker)
      place_point(it->source, speakers[size_t(s.key)], {});
    else
      place(it->source, s.kind == TrackSoundKind::kSource ? s.racer : -1, frame);
  }
}

AudioMixer::Voice* AudioMixer::find(int car, Role role) {
  for (Voice& v : voices_)
    if (v.role == role && v.car == car) return &v;
  return nullptr;
}

void AudioMixer::stop(Voice& v) {
  alSourceStop(v.source);
  alSourcei(v.source, AL_BUFFER, 0);
  v.role = Role::kFree;
  v.car = -1;
}

AudioMixer::Role AudioMixer::shot_role(Sound s) {
  switch (s) {
    case Sound::kGearUp:
    case Sound::kGearDown:
      return Role::kGear;
    case Sound::kCrash:
    case Sound::kSoftCrash:
      return Role::kKnock;
    default:
      return Role::kContact;  // the one left (the brake has its own rules in update)
  }
}

// A free voice, else the farthest and quietest one when it is below the new sound (gain over
// distance in reference distances); nothing when every voice outranks it. The race's calls are
// never taken, and take the weakest voice whatever it is: the countdown is always heard.
AudioMixer::Voice* AudioMixer::take(Role role, float gain, float distance) {
  for (Voice& v : voices_)
    if (v.role == Role::kFree) return &v;
  const auto rank = [](float g, float d) { return g / (1.0f + d / kReferenceDistance); };
  Voice* weakest = nullptr;
  for (Voice& v : voices_)
    if (v.role != Role::kCall &&
        (weakest == nullptr || rank(v.gain, v.distance) < rank(weakest->gain, weakest->distance)))
      weakest = &v;
  if (weakest == nullptr ||
      (role != Role::kCall && rank(weakest->gain, weakest->distance) >= rank(gain, distance)))
    return nullptr;
  stop(*weakest);
  ++steals_;
  return weakest;
}

void AudioMixer::start(Sound s, int car, Role role, float gain, const AudioFrame& frame) {
  if (bank_.buffer(s) == 0) return;
  const float distance = nearest(car, frame);
  Voice* v = take(role, gain, distance);
  if (v == nullptr) return;
  v->role = role;
  v->car = car;
  v->distance = distance;
  play(*v, s, gain, frame);
}

void AudioMixer::shot(Sound s, int car, float gain, const AudioFrame& frame) {
  Voice* v = find(car, shot_role(s));
  if (v == nullptr) {
    start(s, car, shot_role(s), gain, frame);
    return;
  }
  // The same sound again within kShotRepeat, or a weaker one (a soft crash over a crash), is
  // heard in the one playing; else it starts over on the car's voice, stealing nothing.
  if (s == v->sound ? v->age < kShotRepeat : gain < v->gain) return;
  if (bank_.buffer(s) == 0) return;
  alSourceStop(v->source);
  play(*v, s, gain, frame);
}

// Voice `v`, taken for its car and role, starts `s` from its beginning.
void AudioMixer::play(Voice& v, Sound s, float gain, const AudioFrame& frame) {
  v.sound = s;
  v.gain = gain;
  v.age = 0;
  alSourcei(v.source, AL_BUFFER, ALint(bank_.buffer(s)));
  alSourcei(v.source, AL_LOOPING, sound_info(s).loop ? AL_TRUE : AL_FALSE);
  alSourcef(v.source, AL_GAIN, gain);
  alSourcef(v.source, AL_PITCH, 1.0f);
  place(v.source, v.car, frame);
  send(v.source, v.car);
  alSourcePlay(v.source);
}

void AudioMixer::hold_loop(int car, Role role, bool on, Sound s, float gain,
                           const AudioFrame& frame) {
  Voice* v = find(car, role);
  if (!on) {
    if (v != nullptr) stop(*v);
    return;
  }
  if (v == nullptr) {
    start(s, car, role, gain, frame);
    return;
  }
  v->gain = gain;
  alSourcef(v->source, AL_GAIN, gain);
}

void AudioMixer::update(const AudioFrame& frame, std::span<const AudioListener> listeners,
                        float seconds) {
  listeners_.assign(listeners.begin(), listeners.end());
  echoing_.resize(frame.cars.size(), false);
  for (const EchoChange& e : frame.echoes)
    if (e.racer >= 0 && size_t(e.racer) < echoing_.size()) echoing_[size_t(e.racer)] = e.echoes;
  const float effects = percent(volumes_.effects), engines = percent(volumes_.engines);

  // Voices whose one-shot ended go back to the pool; the others follow their cars.
  for (Voice& v : voices_) {
    if (v.role == Role::kFree) continue;
    ALint state = AL_STOPPED;
    alGetSourcei(v.source, AL_SOURCE_STATE, &state);
    if (state != AL_PLAYING) {
      stop(v);
      continue;
    }
    if (v.car >= 0 && size_t(v.car) >= frame.cars.size()) {
      stop(v);
      continue;
    }
    place(v.source, v.car, frame);
    send(v.source, v.car);
    v.distance = nearest(v.car, frame);
    v.age += seconds;
  }

  // The engines: pitch from the engine speed against the loop's, gain from the throttle. The
  // sim's engine speed may swing by a tenth from one frame to the next (a spinning wheel's
  // step-to-step bounce); the ear hears its mean: it is followed over kEngineFollow.
  const float follow = std::clamp(seconds / 0.15f, 0.0f, 1.0f);
  const float follow_speed = std::clamp(seconds / kEngineFollow, 0.0f, 1.0f);
  for (size_t c = 0; c < engines_.size() && c < frame.cars.size(); ++c) {
    Engine& e = engines_[c];
    const AudioCar& car = frame.cars[c];
    e.throttle += ((car.throttle ? 1.0f : 0.0f) - e.throttle) * follow;
    e.speed =
        e.speed < 0 ? car.engine_speed : e.speed + (car.engine_speed - e.speed) * follow_speed;
    const float pitch =
        std::clamp(std::max(e.speed, kEngineIdleSpeed) / kEngineSampleSpeed, 0.1f, 4.0f);
    alSourcef(e.source, AL_PITCH, pitch);
    alSourcef(e.source, AL_GAIN, engines * kEngineGain * (0.45f + 0.55f * e.throttle));
    place(e.source, int(c), frame);
    send(e.source, int(c));
    ALint state = AL_STOPPED;
    alGetSourcei(e.source, AL_SOURCE_STATE, &state);
    if (state != AL_PLAYING && bank_.buffer(engine_sounds_[c]) != 0) alSourcePlay(e.source);
  }

  // Each car's slots and loops: the slots the step reports where POD FUN_004b8d64 plays them
  // (pod-car-physics.md; how it mixes them is not in the notes, docs/AUDIO.md).
  for (size_t c = 0; c < frame.cars.size(); ++c) {
    const AudioCar& car = frame.cars[c];
    const int n = int(c);
    for (unsigned bit = 0; bit < 16; ++bit) {
      if ((car.slots & (1u << bit)) == 0) continue;
      const auto slot = physics::SoundSlot(bit);
      if (slot == physics::SoundSlot::kBrake) {
        if (Voice* v = find(n, Role::kBrake)) stop(*v);
        if (length(car.velocity) > kSquealSpeed)
          start(Sound::kBrake, n, Role::kBrake, effects * shot_gain(Sound::kBrake), frame);
      } else if (slot == physics::SoundSlot::kBrakeStop) {
        if (Voice* v = find(n, Role::kBrake)) stop(*v);
      } else if (slot == physics::SoundSlot::kRoofSkid) {
        hold_loop(n, Role::kRoofSkid, true, Sound::kRoofSkid, effects * 0.8f, frame);
      } else if (slot == physics::SoundSlot::kRoofSkidStop) {
        hold_loop(n, Role::kRoofSkid, false, Sound::kRoofSkid, 0, frame);
      } else if (const auto s = car_slot_sound(slot)) {
        shot(*s, n, effects * shot_gain(*s), frame);
      }
    }
    // Tyres are silent in the air (bit 8); the skid's gain grows with its counter.
    const bool down = (car.sound_bits & physics::sound::kAirborne) == 0;
    const bool skid = down && (car.sound_bits & physics::sound::kSkid) != 0;
    const float skid_gain = effects * 0.7f * std::min(1.0f, float(car.skid_counter) / 12.0f);
    hold_loop(n, Role::kSkid, skid && skid_gain > 0, Sound::kSkid, skid_gain, frame);
    const bool scrape = (car.sound_bits & physics::sound::kScraping) != 0;
    hold_loop(n, Role::kScrape, scrape, Sound::kScrape, effects * 0.6f, frame);
  }

  // The race's calls, on the listener.
  for (Sound s : frame.calls) start(s, -1, Role::kCall, effects * shot_gain(s), frame);
}

}  // namespace unpod::engine::audio

// The mix of a scripted race rendered through OpenAL Soft's loopback device (no backend, so the
// same samples on every run): the countdown's calls start at the countdown's frames, the
// engine's pitch follows its speed through the gears, a crash is heard.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "disc_sounds.h"
#include "sound_synth.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/assets/wav.h"
#include "unpod/engine/audio/audio_frame.h"
#include "unpod/engine/audio/mixer.h"
#include "unpod/platform/audio_device.h"

namespace unpod::audio_mix_test {

namespace audio = engine::audio;
namespace session = sim::session;

constexpr int kRate = 22050;
constexpr uint32_t kFrameMs = 20;
constexpr int kFrameSamples = kRate * int(kFrameMs) / 1000;

// The demo disc's sounds, made and decoded in-process.
audio::SoundSet disc_sound_set() {
  audio::SoundSet set;
  for (const auto& s : disc::disc_sounds()) {
    for (const auto& info : audio::sound_table()) {
      if (info.file != s.file) continue;
      audio::LoadedSound loaded;
      const auto bytes = assets::encode_wav_pcm16(s.samples, disc::synth::kSoundRate);
      REQUIRE(audio::decode_wav(bytes, s.file, loaded.pcm).empty());
      set.set(info.sound, std::move(loaded));
    }
  }
  return set;
}

// Mono (left + right) of the rendered mix.
struct Mix {
  std::vector<float> samples;
  void add(const std::vector<int16_t>& stereo) {
    for (size_t i = 0; i + 1 < stereo.size(); i += 2)
      samples.push_back((float(stereo[i]) + float(stereo[i + 1])) / 2.0f);
  }
  double rms(size_t from, size_t count) const {
    double sum = 0;
    for (size_t i = from; i < from + count && i < samples.size(); ++i)
      sum += double(samples[i]) * samples[i];
    return std::sqrt(sum / double(count));
  }
  // The first sample from `from` louder than `level`, or -1.
  long onset(size_t from, size_t to, float level) const {
    for (size_t i = from; i < to && i < samples.size(); ++i)
      if (std::fabs(samples[i]) > level) return long(i);
    return -1;
  }
  // The dominant frequency of [from, from + count): the shortest lag whose autocorrelation is
  // within 15 % of the highest between 60 and 600 samples (the engine's limit, 1000 rad/s, fires
  // 318 times a second: 69 samples) (a period's multiples are as high as
  // the period; the burst's tone within a firing is far lower).
  double dominant_hz(size_t from, size_t count) const {
    const auto ac = [&](size_t lag) {
      double s = 0;
      for (size_t i = from; i + lag < from + count; ++i) s += double(samples[i]) * samples[i + lag];
      return s / double(count - lag);
    };
    std::vector<double> r(601, 0.0);
    double best = 0;
    for (size_t lag = 60; lag <= 600; ++lag) best = std::max(best, r[lag] = ac(lag));
    for (size_t lag = 61; lag < 600; ++lag)
      if (r[lag] >= 0.85 * best && r[lag] >= r[lag - 1] && r[lag] >= r[lag + 1])
        return double(kRate) / double(lag);
    return 0.0;
  }
};

struct FrameLog {
  size_t sample = 0;  // where the frame's sound begins in the mix
  float engine_speed = 0;
  int gear = 0;
  std::vector<audio::Sound> calls;
  uint16_t slots = 0;
};

// Player 1's race on the Dusk Ring in a ZEPHYR (its four even firings: one clear pitch), heard
// from behind its car and rendered frame by frame: `volumes` until "GO!", `racing` after it. With
// `computer`, from "GO!" the computer's controller drives the car along the lanes (as after a
// finish, FUN_00422788: flat out on the straights, through the gears, on the road); without it
// accelerate is held and the car goes straight on into the first bend's wall.
struct RenderedRace {
  Mix mix;
  std::vector<FrameLog> log;
};

RenderedRace render_race(bool computer, audio::Volumes volumes, audio::Volumes racing, int frames) {
  std::string error;
  auto device = platform::AudioDevice::open_loopback(kRate, error);
  INFO(error);
  REQUIRE(device);

  const auto& circuit = test::dusk_ring().circuit;
  session::SessionSetup setup;
  setup.race.humans = 1;
  setup.race.computers = 0;
  setup.race.laps = 1;
  auto racers = test::demo_racers(circuit, 0, setup.race);
  racers[0].car = &test::demo_car("zephyr");
  auto made = session::RaceSession::make(circuit, setup, racers);
  REQUIRE(made);
  session::RaceSession& race = **made;

  const audio::SoundSet sounds = disc_sound_set();
  audio::SoundBank bank(sounds);
  audio::AudioMixer mixer(bank, {audio::Sound::kEngineZephyr}, volumes);

  RenderedRace out;
  std::vector<int16_t> stereo(size_t(kFrameSamples) * 2);
  race.start();
  uint32_t now = 1000;
  bool started = false;
  for (int f = 0; f < frames && !race.over(); ++f, now += kFrameMs) {
    if (!started && race.race().countdown().phase() == sim::race::CountdownPhase::kOff) {
      started = true;
      if (computer) {
        race.give_to_computer(0);
      } else {
        sim::controls::PlayerDevice held;
        held.frame.keys[sim::controls::key_slot::kAccelerate] = true;
        race.set_device(0, held);
      }
      mixer.set_volumes(racing);
    }
    race.frame(now);
    const audio::AudioFrame frame = audio::audio_frame(race);
    const auto& car = race.simulation().racers()[0].car;
    const engine::Vec3f at = frame.cars[0].position;
    const engine::Vec3f forward{engine::to_float(car.forward[0]), engine::to_float(car.forward[1]),
                                engine::to_float(car.forward[2])};
    audio::AudioListener ears;
    ears.eye = at - forward * 5.0f + engine::Vec3f{0, 0, 1.5f};
    ears.forward = forward;
    ears.velocity = frame.cars[0].velocity;
    mixer.update(frame, std::span(&ears, 1), float(kFrameMs) / 1000.0f);
    out.log.push_back({out.mix.samples.size(), frame.cars[0].engine_speed, frame.cars[0].gear,
                       frame.calls, frame.cars[0].slots});
    device->render(stereo);
    out.mix.add(stereo);
  }
  return out;
}

TEST_CASE("a rendered race: the countdown's calls on time, a crash heard", "[audio][mix]") {
  // The engines silent throughout: the calls and the crash alone.
  audio::Volumes quiet;
  quiet.engines = 0;
  const RenderedRace rendered = render_race(false, quiet, quiet, 700);
  const Mix& mix = rendered.mix;
  const std::vector<FrameLog>& log = rendered.log;
  {  // each countdown call starts within 30 ms of its frame
    const std::vector<audio::Sound> expected = {audio::Sound::kCount5, audio::Sound::kCount4,
                                                audio::Sound::kCount3, audio::Sound::kCount2,
                                                audio::Sound::kCount1, audio::Sound::kGo};
    std::vector<audio::Sound> heard;
    for (const FrameLog& l : log) {
      for (audio::Sound s : l.calls) {
        heard.push_back(s);
        // Silence (the engines muted) until the call.
        const long start =
            mix.onset(l.sample > 200 ? l.sample - 200 : 0, l.sample + kRate / 2, 500);
        INFO("call " << int(s) << " at sample " << l.sample << ", heard from " << start);
        REQUIRE(start >= 0);
        CHECK(start >= long(l.sample));
        CHECK(start - long(l.sample) <= kRate * 30 / 1000);
      }
    }
    CHECK(heard == expected);
  }

  {  // a crash is a transient
    int crashes = 0;
    for (size_t f = 0; f < log.size(); ++f) {
      using sim::physics::slot_bit;
      using sim::physics::SoundSlot;
      if ((log[f].slots & (slot_bit(SoundSlot::kCrash) | slot_bit(SoundSlot::kSoftCrash))) == 0)
        continue;
      if (log[f].sample < size_t(kRate) / 10) continue;
      const double before = mix.rms(log[f].sample - size_t(kRate) / 10, size_t(kRate) / 10);
      const double after = mix.rms(log[f].sample, size_t(kRate) / 20);
      INFO("crash at frame " << f << ": " << before << " before, " << after << " after");
      CHECK(after > 2 * before + 100);
      ++crashes;
      f += 20;  // the next one stands apart
    }
    CHECK(crashes > 0);
  }
}

TEST_CASE("a rendered race: the engine's pitch follows its speed through the gears",
          "[audio][mix]") {
  // The effects silent once racing: the engine alone.
  audio::Volumes engine_only;
  engine_only.effects = 0;
  const RenderedRace rendered = render_race(true, engine_only, engine_only, 1000);
  const Mix& mix = rendered.mix;
  const std::vector<FrameLog>& log = rendered.log;
  {  // the engine's pitch rises with its speed in a gear and drops at each change up
    constexpr size_t kWindow = 4;  // frames: 80 ms
    int checked = 0, rises = 0, drops = 0, ups = 0;
    double last_hz = 0;
    int last_gear = -1;
    for (size_t f = 8; f + kWindow < log.size(); f += kWindow) {
      // Windows in one forward gear, the engine running within a fifth of the window's speed for
      // the 8 frames before (its pitch follows it over 50 ms).
      bool same_gear = log[f].gear >= 1 && log[f].gear <= 6, steady = true;
      double speed = 0;
      for (size_t k = f; k < f + kWindow; ++k) {
        same_gear = same_gear && log[k].gear == log[f].gear;
        speed += log[k].engine_speed / double(kWindow);
      }
      for (size_t k = f - 8; k < f + kWindow; ++k)
        steady = steady && std::fabs(log[k].engine_speed - speed) < 0.2 * speed;
      if (!same_gear || !steady || speed < 160) continue;
      const double hz = mix.dominant_hz(log[f].sample, kWindow * size_t(kFrameSamples));
      // Four firings a cycle of two revolutions: speed / pi firings a second.
      const double expected = speed / M_PI;
      INFO("frame " << f << " gear " << log[f].gear << " speed " << speed << " rad/s: " << hz
                    << " Hz, expected " << expected);
      CHECK(std::fabs(hz - expected) / expected < 0.1);
      ++checked;
      if (last_gear == log[f].gear && hz > last_hz) ++rises;
      if (last_gear >= 1 && log[f].gear == last_gear + 1) {
        ++ups;
        if (hz < last_hz) ++drops;
      }
      last_gear = log[f].gear;
      last_hz = hz;
    }
    CHECK(checked > 40);
    CHECK(rises > 20);
    CHECK(ups >= 2);
    CHECK(drops == ups);
  }
}

}  // namespace unpod::audio_mix_test

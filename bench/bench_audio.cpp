// unpod_bench_audio: the audio update's cost per frame with 8 cars (issue 18's target: at most
// 0.3 ms). Eight computer cars race the Dusk Ring on NORMAL; after each 16 ms sim frame (not
// timed) the audio reads the session (audio_frame) and the mixer updates its sources (timed),
// then OpenAL Soft's loopback device renders the frame's 44.1 kHz stereo (timed apart: in the
// game OpenAL's own thread does it). Reports the medians, the 99th percentiles and the slowest of
// both, and the pool's voices in use (median, most) and steals. Asserts nothing.
//   unpod_bench_audio [FRAMES]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "disc_sounds.h"
#include "sound_synth.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "support/median.h"
#include "unpod/assets/wav.h"
#include "unpod/engine/audio/audio_frame.h"
#include "unpod/engine/audio/mixer.h"
#include "unpod/platform/audio_device.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace unpod;
namespace audio = engine::audio;

// The value below which `share` of the figures lie.
double percentile(std::vector<double> v, double share) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[std::min(v.size() - 1, size_t(share * double(v.size())))];
}

audio::SoundSet disc_set() {
  audio::SoundSet set;
  for (const auto& s : disc::disc_sounds())
    for (const auto& info : audio::sound_table())
      if (info.file == s.file) {
        audio::LoadedSound loaded;
        const auto bytes = assets::encode_wav_pcm16(s.samples, disc::synth::kSoundRate);
        if (audio::decode_wav(bytes, s.file, loaded.pcm).empty()) set.set(info.sound, loaded);
      }
  return set;
}

}  // namespace

int main(int argc, char** argv) {
  const int frames = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3000;
  constexpr int kRate = 44100, kFrameMs = 16;
  std::string error;
  auto device = platform::AudioDevice::open_loopback(kRate, error);
  if (!device) {
    std::fprintf(stderr, "unpod_bench_audio: %s\n", error.c_str());
    return 1;
  }
  const auto& circuit = test::dusk_ring().circuit;
  auto race = test::demo_session(circuit, test::computers_race(8, 1, 3));
  const audio::SoundSet set = disc_set();
  audio::SoundBank bank(set);
  std::vector<audio::Sound> engines;
  for (const auto& r : race->racers()) engines.push_back(audio::engine_sound(r.car_name));
  audio::AudioMixer mixer(bank, engines, audio::Volumes{});

  std::vector<int16_t> stereo(size_t(kRate * kFrameMs / 1000) * 2);
  std::vector<double> update_us, render_us, voices;
  race->start();
  uint32_t now = 1000;
  for (int f = 0; f < frames && !race->over(); ++f, now += kFrameMs) {
    race->frame(now);
    // The ears: behind racer 0, as the chase camera stands.
    const auto& car = race->simulation().racers()[0].car;
    audio::AudioListener ears;
    const engine::Vec3f forward{engine::to_float(car.forward[0]), engine::to_float(car.forward[1]),
                                engine::to_float(car.forward[2])};
    const auto t0 = Clock::now();
    const audio::AudioFrame frame = audio::audio_frame(*race);
    ears.eye = frame.cars[0].position - forward * 5.0f + engine::Vec3f{0, 0, 1.5f};
    ears.forward = forward;
    ears.velocity = frame.cars[0].velocity;
    ears.racer = 0;
    mixer.update(frame, std::span(&ears, 1), kFrameMs / 1000.0f);
    const auto t1 = Clock::now();
    device->render(stereo);
    const auto t2 = Clock::now();
    update_us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    render_us.push_back(std::chrono::duration<double, std::micro>(t2 - t1).count());
    voices.push_back(double(mixer.voices_in_use()));
  }
  std::printf("audio, 8 cars, %zu frames of %d ms on the Dusk Ring (NORMAL)\n", update_us.size(),
              kFrameMs);
  std::printf(
      "  update (audio_frame + mixer): median %.1f us, 99%% under %.1f us, slowest %.1f us\n",
      test::median(update_us), percentile(update_us, 0.99),
      *std::max_element(update_us.begin(), update_us.end()));
  std::printf(
      "  loopback render of a frame:   median %.1f us, 99%% under %.1f us, slowest %.1f us\n",
      test::median(render_us), percentile(render_us, 0.99),
      *std::max_element(render_us.begin(), render_us.end()));
  std::printf("  pool voices in use: median %.0f, most %.0f of %zu (8 engines apart); %zu steals\n",
              test::median(voices), *std::max_element(voices.begin(), voices.end()),
              mixer.pool_size(), mixer.steals());
  return 0;
}

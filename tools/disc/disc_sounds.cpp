// The demo disc's sounds, each a recipe over the integer synthesiser (disc_sounds.h).
#include "disc_sounds.h"

#include <array>

#include "sound_synth.h"

namespace unpod::disc {

namespace {

using synth::Samples;
constexpr int32_t kRate = int32_t(synth::kSoundRate);

int32_t ms(int32_t v) {
  return v * kRate / 1000;
}

// An engine's character: cylinders firing evenly in a cycle of two revolutions, each firing a
// decaying burst at a multiple of the firing frequency, uneven amplitudes for a lumpy engine.
struct EngineVoice {
  const char* car;
  int32_t cylinders;
  std::array<int32_t, 8> firing;  // each firing's amplitude, percent
  int32_t formant;                // the burst's tone, in firings' periods
  int32_t square_duty;            // percent of a square mixed in the burst; 0 for a sine burst
  int32_t decay;                  // the burst's decay, samples to 1/e
  int32_t noise;                  // percent of noise in the burst
  int32_t low_pass;               // the output's low-pass, 1/65536
  uint32_t seed;
};

constexpr std::array<EngineVoice, 4> kEngines = {{
    {"ZEPHYR", 4, {100, 94, 100, 96}, 4, 0, 70, 15, 22000, 0x5a1},
    {"BULWARK", 8, {100, 62, 94, 70, 100, 66, 90, 74}, 3, 0, 90, 10, 11000, 0xb01},
    {"MANTIS", 6, {100, 98, 100, 97, 100, 99}, 5, 40, 45, 8, 32000, 0x3a7},
    {"CINDER", 3, {100, 84, 92}, 6, 30, 55, 32, 40000, 0xc1d},
}};

// 24 engine cycles, about one second; filtered twice round so the loop's ends meet.
Samples engine_loop(const EngineVoice& v) {
  constexpr int32_t kCycles = 24;
  const int32_t len = kEngineCycleSamples * kCycles;
  Samples raw(size_t(len), 0);
  synth::Noise noise(v.seed);
  const int32_t k = synth::decay_factor(v.decay);
  for (int32_t c = 0; c < kCycles; ++c) {
    for (int32_t f = 0; f < v.cylinders; ++f) {
      const int32_t start = c * kEngineCycleSamples + f * kEngineCycleSamples / v.cylinders;
      const int32_t end = c * kEngineCycleSamples + (f + 1) * kEngineCycleSamples / v.cylinders;
      const int32_t period = end - start;
      int64_t env = 65536;
      for (int32_t t = 0; t < period; ++t) {
        const uint32_t phase = uint32_t((uint64_t(t) * v.formant << 32) / uint64_t(period));
        int32_t tone = synth::sine(phase);
        if (v.square_duty)
          tone = (tone * (100 - v.square_duty) +
                  synth::square(phase, uint32_t(0x80000000u)) * v.square_duty) /
                 100;
        const int32_t burst = (tone * (100 - v.noise) + noise.next() * v.noise) / 100;
        raw[size_t(start + t)] = int32_t(int64_t(burst) * env >> 16) * v.firing[size_t(f)] / 100;
        env = env * k >> 16;
      }
    }
  }
  synth::LowPass lp(v.low_pass);
  synth::HighPass dc(60);
  Samples out(raw.size());
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < raw.size(); ++i) out[i] = dc(lp(raw[i]));
  return out;
}

// A decaying sine from `hz`, `amp` percent, added to `s` from sample `at`.
void add_ring(Samples& s, int32_t at, int32_t hz, int32_t decay, int32_t amp) {
  const uint32_t step = synth::phase_step(int64_t(hz) * 1000);
  const int32_t k = synth::decay_factor(decay);
  uint32_t phase = 0;
  int64_t env = 65536;
  for (size_t i = size_t(at); i < s.size() && env > 8; ++i) {
    s[i] += int32_t(int64_t(synth::sine(phase)) * env >> 16) * amp / 100;
    phase += step;
    env = env * k >> 16;
  }
}

// A decaying burst of low-passed noise, `amp` percent, added from sample `at`.
void add_burst(Samples& s, int32_t at, uint32_t seed, int32_t decay, int32_t low_pass,
               int32_t amp) {
  synth::Noise noise(seed);
  synth::LowPass lp(low_pass);
  const int32_t k = synth::decay_factor(decay);
  int64_t env = 65536;
  for (size_t i = size_t(at); i < s.size() && env > 8; ++i) {
    s[i] += int32_t(int64_t(lp(noise.next())) * env >> 16) * amp / 100;
    env = env * k >> 16;
  }
}

Samples gear_clunk(int32_t thump_hz, uint32_t seed) {
  Samples s(size_t(ms(180)), 0);
  add_ring(s, 0, thump_hz, ms(35), 100);
  add_burst(s, 0, seed, ms(3), 30000, 70);
  add_ring(s, ms(4), 1250, ms(12), 25);
  synth::fade_ends(s, 16);
  return s;
}

// A squeal with a 7 Hz vibrato of ±40 Hz around 2.6 kHz, an octave above it quieter.
Samples brake_squeal() {
  Samples s(size_t(ms(700)), 0);
  uint32_t phase = 0, lfo = 0;
  const uint32_t lfo_step = synth::phase_step(7000);
  for (size_t i = 0; i < s.size(); ++i) {
    const int32_t hz_milli = 2600000 + synth::triangle(lfo) * 40000 / 32767;
    phase += synth::phase_step(hz_milli);
    lfo += lfo_step;
    s[i] = synth::sine(phase) + synth::sine(phase * 2) / 5;
  }
  const int32_t attack = ms(30), release = ms(150);
  for (int32_t i = 0; i < attack; ++i) s[size_t(i)] = s[size_t(i)] * i / attack;
  for (int32_t i = 0; i < release; ++i) {
    const size_t at = s.size() - 1 - size_t(i);
    s[at] = s[at] * i / release;
  }
  return s;
}

// One-second loops: tones with a whole number of cycles a second, noise filtered twice round.
Samples noise_loop(uint32_t seed, int32_t high_pass, int32_t low_pass, int32_t grind_hz,
                   int32_t grind_depth, std::initializer_list<std::array<int32_t, 2>> tones) {
  Samples raw(size_t(kRate), 0);
  synth::Noise noise(seed);
  for (auto& v : raw) v = noise.next();
  synth::HighPass hp(high_pass);
  synth::LowPass lp(low_pass);
  Samples out(raw.size());
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < raw.size(); ++i) out[i] = lp(hp(raw[i]));
  const uint32_t grind_step = synth::phase_step(int64_t(grind_hz) * 1000);
  uint32_t grind = 0;
  for (auto& v : out) {
    // The grind: the noise's level rises and falls with a triangle, `grind_depth` percent deep.
    const int32_t level = 100 - grind_depth * (32767 - synth::triangle(grind)) / 65534;
    v = v * level / 100;
    grind += grind_step;
  }
  for (const auto& [hz, amp] : tones) {
    const uint32_t step = synth::phase_step(int64_t(hz) * 1000);
    uint32_t phase = 0;
    for (auto& v : out) {
      v += synth::sine(phase) * amp / 100;
      phase += step;
    }
  }
  return out;
}

Samples crash() {
  Samples s(size_t(ms(1000)), 0);
  add_ring(s, 0, 55, ms(140), 100);
  add_burst(s, 0, 0xc4a5, ms(180), 26000, 120);
  for (const int32_t at : {150, 310, 470})
    add_burst(s, ms(at), uint32_t(0xd0 + at), ms(40), 40000, 45);
  add_ring(s, ms(20), 730, ms(90), 20);
  synth::fade_ends(s, 32);
  return s;
}

Samples soft_crash() {
  Samples s(size_t(ms(350)), 0);
  add_ring(s, 0, 90, ms(60), 100);
  add_burst(s, 0, 0x50f7, ms(55), 14000, 90);
  synth::fade_ends(s, 16);
  return s;
}

Samples car_contact() {
  Samples s(size_t(ms(300)), 0);
  for (const auto& [hz, amp] : {std::array<int32_t, 2>{340, 60}, {910, 45}, {1570, 35}})
    add_ring(s, 0, hz, ms(70), amp);
  add_burst(s, 0, 0xc0a7, ms(5), 50000, 80);
  synth::fade_ends(s, 16);
  return s;
}

// A countdown call: a bright tone (a sine and its third and fifth harmonics), 5 ms attack.
Samples call(int32_t hz, int32_t length_ms, int32_t second_hz) {
  Samples s(size_t(ms(length_ms)), 0);
  for (const int32_t f : {hz, second_hz}) {
    if (!f) continue;
    const uint32_t step = synth::phase_step(int64_t(f) * 1000);
    uint32_t phase = 0;
    for (auto& v : s) {
      v += synth::sine(phase) + synth::sine(phase * 3) / 4 + synth::sine(phase * 5) / 8;
      phase += step;
    }
  }
  const int32_t attack = ms(5), release = int32_t(s.size()) / 3;
  for (int32_t i = 0; i < attack; ++i) s[size_t(i)] = s[size_t(i)] * i / attack;
  for (int32_t i = 0; i < release; ++i) {
    const size_t at = s.size() - 1 - size_t(i);
    s[at] = s[at] * i / release;
  }
  return s;
}

}  // namespace

std::vector<DiscSound> disc_sounds() {
  std::vector<DiscSound> out;
  auto add = [&](std::string file, const Samples& s, int32_t peak) {
    out.push_back({std::move(file), synth::normalise(s, peak)});
  };
  for (const auto& v : kEngines)
    add(std::string("ENGINE-") + v.car + ".WAV", engine_loop(v), 26000);
  add("GEAR-UP.WAV", gear_clunk(80, 0x6e1), 24000);
  add("GEAR-DOWN.WAV", gear_clunk(62, 0x6e2), 24000);
  add("BRAKE.WAV", brake_squeal(), 16000);
  add("SKID.WAV", noise_loop(0x5c1d, 3000, 30000, 5, 40, {{900, 35}, {1800, 10}}), 22000);
  add("SCRAPE.WAV", noise_loop(0x5c4a, 1500, 12000, 23, 70, {{1330, 12}, {2170, 8}}), 24000);
  add("ROOF-SKID.WAV", noise_loop(0x400f, 300, 6000, 11, 60, {}), 24000);
  add("CRASH.WAV", crash(), 30000);
  add("SOFT-CRASH.WAV", soft_crash(), 24000);
  add("CONTACT.WAV", car_contact(), 26000);
  const std::array<int32_t, 5> kCallHz = {440, 494, 523, 587, 659};  // 5, 4, 3, 2, 1
  for (int32_t n = 5; n >= 1; --n)
    add("COUNT-" + std::to_string(n) + ".WAV", call(kCallHz[size_t(5 - n)], 380, 0), 24000);
  add("GO.WAV", call(880, 900, 1320), 28000);
  // The track's speakers: a crowd's murmur, low noise swelling slowly.
  add("AMBIENCE.WAV", noise_loop(0xa3b1, 250, 3500, 1, 45, {}), 18000);
  return out;
}

}  // namespace unpod::disc

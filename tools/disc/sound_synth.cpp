// Integer synthesis primitives (sound_synth.h).
#include "sound_synth.h"

#include <algorithm>
#include <cstdlib>

namespace unpod::disc::synth {

int32_t Noise::next() {
  state_ ^= state_ << 13;
  state_ ^= state_ >> 17;
  state_ ^= state_ << 5;
  return int32_t(state_ >> 16) - 32768;
}

uint32_t phase_step(int64_t hz_milli) {
  return uint32_t((hz_milli << 32) / (int64_t(kSoundRate) * 1000));
}

int32_t sine(uint32_t phase) {
  // Half a cycle t in [0, 1) as 16 bits: sin(pi t) ~ 16 t (1 - t) / (5 - 4 t (1 - t)).
  const int64_t t = (phase & 0x7fffffffu) >> 15;  // 0 .. 65535
  const int64_t u = t * (65536 - t);              // t (1 - t), 2^32 units
  const int64_t num = 16 * u;
  const int64_t den = 5 * (int64_t(1) << 32) - 4 * u;
  const int32_t v = int32_t(num * 32767 / den);
  return (phase & 0x80000000u) ? -v : v;
}

int32_t saw(uint32_t phase) {
  return int32_t(phase >> 16) - 32768;
}

int32_t square(uint32_t phase, uint32_t duty) {
  return phase < duty ? 32767 : -32767;
}

int32_t triangle(uint32_t phase) {
  const int32_t r = int32_t(phase >> 15);  // 0 .. 131071
  return r < 65536 ? r - 32768 : 98303 - r;
}

int32_t LowPass::operator()(int32_t x) {
  y_ += ((int64_t(x) << 16) - y_) * k_ >> 16;
  return int32_t(y_ >> 16);
}

int32_t decay_factor(int32_t samples) {
  // 1 - 1/samples per sample: within a few percent of e^(-1/samples) for the lengths used here.
  return samples <= 1 ? 0 : int32_t(65536 - 65536 / samples);
}

std::vector<int16_t> normalise(const Samples& s, int32_t peak) {
  int64_t loudest = 1;
  for (int32_t v : s) loudest = std::max<int64_t>(loudest, std::abs(int64_t(v)));
  std::vector<int16_t> out(s.size());
  for (size_t i = 0; i < s.size(); ++i)
    out[i] = int16_t(std::clamp<int64_t>(int64_t(s[i]) * peak / loudest, -32767, 32767));
  return out;
}

void fade_ends(Samples& s, int32_t n) {
  const int32_t len = int32_t(s.size());
  n = std::min(n, len / 2);
  for (int32_t i = 0; i < n; ++i) {
    s[size_t(i)] = int32_t(int64_t(s[size_t(i)]) * i / n);
    s[size_t(len - 1 - i)] = int32_t(int64_t(s[size_t(len - 1 - i)]) * i / n);
  }
}

}  // namespace unpod::disc::synth

// The demo disc's sound synthesiser: oscillators, noise, filters and envelopes in integers only,
// so the generated sounds are the same bytes on every machine and every build (no libm, no
// floating point). Samples are 16-bit mono at kSoundRate.
#pragma once

#include <cstdint>
#include <vector>

namespace unpod::disc::synth {

inline constexpr uint32_t kSoundRate = 22050;
using Samples = std::vector<int32_t>;  // work buffer, full scale ±32767 before the clip

// A fixed-seed xorshift generator: white noise in ±32767.
class Noise {
 public:
  explicit Noise(uint32_t seed) : state_(seed ? seed : 1) {}
  int32_t next();

 private:
  uint32_t state_;
};

// A phase of 2^32 per cycle; `hz_milli` is the frequency in thousandths of a hertz.
uint32_t phase_step(int64_t hz_milli);

// One cycle's shapes at a phase (full scale ±32767).
int32_t sine(uint32_t phase);                   // Bhaskara I's rational approximation
int32_t saw(uint32_t phase);                    // rising ramp
int32_t square(uint32_t phase, uint32_t duty);  // duty as a fraction of 2^32
int32_t triangle(uint32_t phase);

// One-pole low-pass, `k` the share of the input taken each sample in 1/65536 (65536: none).
class LowPass {
 public:
  explicit LowPass(int32_t k) : k_(k) {}
  int32_t operator()(int32_t x);

 private:
  int32_t k_;
  int64_t y_ = 0;
};

// A one-pole high-pass: the input less its low-pass.
class HighPass {
 public:
  explicit HighPass(int32_t k) : low_(k) {}
  int32_t operator()(int32_t x) { return x - low_(x); }

 private:
  LowPass low_;
};

// The gain, 1/65536 units, of an exponential decay to 1/e over `samples` (integer series).
int32_t decay_factor(int32_t samples);

// Scales `s` so its loudest sample is `peak` (of 32767), then clips to 16 bits.
std::vector<int16_t> normalise(const Samples& s, int32_t peak);

// Short linear fades at both ends (`n` samples each), for one-shots that must not click.
void fade_ends(Samples& s, int32_t n);

}  // namespace unpod::disc::synth

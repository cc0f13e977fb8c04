// The demo disc's own sounds (tools/disc/disc_sounds.h): complete, audible, looping engines of
// whole cycles, and the same bytes on every build.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <set>
#include <string>

#include "disc_sounds.h"
#include "sound_synth.h"
#include "unpod/assets/wav.h"

namespace {

double sound_rms(const std::vector<int16_t>& s) {
  double sum = 0;
  for (int16_t v : s) sum += double(v) * v;
  return std::sqrt(sum / double(s.size()));
}

// The lag, in samples, of the autocorrelation's highest peak between `from` and `to`.
int strongest_lag(const std::vector<int16_t>& s, int from, int to) {
  int best = from;
  double best_sum = -1e300;
  for (int lag = from; lag <= to; ++lag) {
    double sum = 0;
    for (int i = 0; i < 4000; ++i) sum += double(s[size_t(i)]) * s[size_t(i + lag)];
    if (sum > best_sum) best_sum = sum, best = lag;
  }
  return best;
}

}  // namespace

TEST_CASE("the disc's sounds are every sound the audio names, each audible", "[disc][sound]") {
  const auto sounds = unpod::disc::disc_sounds();
  std::set<std::string> names;
  for (const auto& s : sounds) {
    names.insert(s.file);
    INFO(s.file);
    CHECK(s.samples.size() > 2000);  // a tenth of a second at least
    CHECK(sound_rms(s.samples) > 1000);
  }
  for (const char* f :
       {"ENGINE-ZEPHYR.WAV", "ENGINE-BULWARK.WAV", "ENGINE-MANTIS.WAV", "ENGINE-CINDER.WAV",
        "GEAR-UP.WAV", "GEAR-DOWN.WAV", "BRAKE.WAV", "SKID.WAV", "SCRAPE.WAV", "ROOF-SKID.WAV",
        "CRASH.WAV", "SOFT-CRASH.WAV", "CONTACT.WAV", "COUNT-5.WAV", "COUNT-4.WAV", "COUNT-3.WAV",
        "COUNT-2.WAV", "COUNT-1.WAV", "GO.WAV"})
    CHECK(names.contains(f));
  CHECK(names.size() == sounds.size());
}

TEST_CASE("the disc's engine loops are whole cycles with each car's firing rhythm",
          "[disc][sound]") {
  // Firings per cycle of two revolutions (924 samples): ZEPHYR 4, BULWARK 8, MANTIS 6, CINDER 3.
  const std::vector<std::pair<std::string, int>> kFirings = {{"ENGINE-ZEPHYR.WAV", 4},
                                                             {"ENGINE-BULWARK.WAV", 8},
                                                             {"ENGINE-MANTIS.WAV", 6},
                                                             {"ENGINE-CINDER.WAV", 3}};
  const auto sounds = unpod::disc::disc_sounds();
  for (const auto& [name, firings] : kFirings) {
    INFO(name);
    // A named copy: clang before 16 cannot capture a structured binding.
    const std::string& file = name;
    const auto it =
        std::find_if(sounds.begin(), sounds.end(), [&](const auto& s) { return s.file == file; });
    REQUIRE(it != sounds.end());
    CHECK(it->samples.size() % size_t(unpod::disc::kEngineCycleSamples) == 0);
    // The waveform repeats every engine cycle: the autocorrelation over a cycle's range peaks
    // at a whole number of firings.
    const int period = unpod::disc::kEngineCycleSamples / firings;
    const int lag = strongest_lag(it->samples, period - 4, unpod::disc::kEngineCycleSamples + 4);
    const int firings_in_lag = (lag + period / 2) / period;
    CHECK(std::abs(lag - firings_in_lag * unpod::disc::kEngineCycleSamples / firings) <= 2);
  }
}

TEST_CASE("the disc's sounds are the same bytes on every build", "[disc][sound]") {
  // FNV-1a over every file's WAV bytes: a change of compiler, flags or machine must not move it
  // (the synthesiser is integer only). A change of a recipe moves it on purpose.
  uint64_t h = 1469598103934665603ull;
  for (const auto& s : unpod::disc::disc_sounds())
    for (uint8_t b : unpod::assets::encode_wav_pcm16(s.samples, unpod::disc::synth::kSoundRate)) {
      h ^= b;
      h *= 1099511628211ull;
    }
  CHECK(h == 0x5246e4bdde99c3b4ull);  // with AMBIENCE.WAV, the speakers' crowd
}

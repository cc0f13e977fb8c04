// The demo disc's own sounds (docs/AUDIO.md, "Our sounds"): engine loops for the four cars,
// gear clunks, brake squeal, skid, scrape and roof-skid loops, impacts, the countdown's calls
// and "GO!", synthesised from fixed seeds in integers (sound_synth.h) into 16-bit mono WAV files
// under DATA/SOUNDS. The same bytes on every build.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace unpod::disc {

inline constexpr const char* kSoundDir = "DATA/SOUNDS";

// The engine speed (car +0x440, rad/s) the engine loops are made at: one engine cycle (two
// revolutions) is 924 samples at 22050 Hz, 4 pi × 22050 / 924 = 299.9 rad/s.
inline constexpr int32_t kEngineCycleSamples = 924;

struct DiscSound {
  std::string file;  // the name under kSoundDir, e.g. "ENGINE-ZEPHYR.WAV"
  std::vector<int16_t> samples;
};

// Every sound of the disc, in a fixed order.
std::vector<DiscSound> disc_sounds();

}  // namespace unpod::disc

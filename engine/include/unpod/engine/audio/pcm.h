// A decoded sound: 16-bit mono samples at their rate. Every sound the mixer plays is one, whatever
// the file held (8/16/32-bit, float, stereo, ADPCM): SDL decodes and converts it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace unpod::engine::audio {

struct Pcm {
  int rate = 0;
  std::vector<int16_t> samples;  // mono
};

// Decodes the RIFF WAVE file `bytes` through SDL_LoadWAV_RW and converts it to 16-bit mono at its
// own rate (SDL_AudioCVT). Returns "" and fills `out`, or the error: `name`, then SDL's reason
// (a truncated file, a header that lies about its sizes, an unknown encoding, no samples). Never
// reads past `bytes`.
std::string decode_wav(std::span<const uint8_t> bytes, const std::string& name, Pcm& out);

// Whether `bytes` start like a RIFF WAVE file ("RIFF", a size, "WAVE").
bool is_riff_wave(std::span<const uint8_t> bytes);

}  // namespace unpod::engine::audio

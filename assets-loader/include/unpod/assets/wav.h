// A RIFF WAVE writer: the demo disc's sounds (tools/disc) and the decoding tests' fixtures. Not a
// POD format; reading is SDL's (SDL_LoadWAV_RW in engine/audio), never ours.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace unpod::assets {

// The "fmt " chunk's fields (WAVEFORMATEX) and what follows them.
struct WavFormat {
  uint16_t format_tag = 1;  // 1 PCM, 2 MS ADPCM, 0x11 IMA ADPCM
  uint16_t channels = 1;
  uint32_t rate = 22050;
  uint16_t block_align = 2;
  uint16_t bits = 16;
  std::vector<uint8_t> extra;  // cbSize's bytes (ADPCM: samples per block, coefficients)
};

// A whole file: RIFF header, "fmt " (with cbSize when `extra` is not empty), "data" holding
// `data` as it is (padded to an even size).
std::vector<uint8_t> encode_wav(const WavFormat& format, std::span<const uint8_t> data);

// 16-bit mono PCM at `rate`.
std::vector<uint8_t> encode_wav_pcm16(std::span<const int16_t> samples, uint32_t rate);

}  // namespace unpod::assets

// WAV decoding through SDL (pcm.h): no decoder of ours.
#include <SDL.h>

#include <cstring>

#include "unpod/engine/audio/pcm.h"

namespace unpod::engine::audio {

bool is_riff_wave(std::span<const uint8_t> bytes) {
  return bytes.size() >= 12 && std::memcmp(bytes.data(), "RIFF", 4) == 0 &&
         std::memcmp(bytes.data() + 8, "WAVE", 4) == 0;
}

std::string decode_wav(std::span<const uint8_t> bytes, const std::string& name, Pcm& out) {
  if (!is_riff_wave(bytes)) return name + ": not a RIFF WAVE file";
  SDL_RWops* rw = SDL_RWFromConstMem(bytes.data(), int(bytes.size()));
  if (rw == nullptr) return name + ": " + SDL_GetError();
  SDL_AudioSpec spec{};
  Uint8* data = nullptr;
  Uint32 length = 0;
  if (SDL_LoadWAV_RW(rw, 1, &spec, &data, &length) == nullptr) return name + ": " + SDL_GetError();
  std::string error;
  SDL_AudioCVT cvt{};
  const int built =
      SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, spec.freq);
  if (built < 0) {
    error = name + ": cannot convert its samples: " + SDL_GetError();
  } else if (length == 0) {
    error = name + ": holds no samples";
  } else {
    std::vector<Uint8> work(size_t(length) * size_t(cvt.len_mult > 0 ? cvt.len_mult : 1));
    std::memcpy(work.data(), data, length);
    cvt.buf = work.data();
    cvt.len = int(length);
    if (built == 1 && SDL_ConvertAudio(&cvt) < 0) {
      error = name + ": cannot convert its samples: " + SDL_GetError();
    } else {
      const size_t converted = size_t(built == 1 ? cvt.len_cvt : cvt.len);
      out.rate = spec.freq;
      out.samples.resize(converted / 2);
      std::memcpy(out.samples.data(), work.data(), out.samples.size() * 2);
      if (out.samples.empty()) error = name + ": holds no samples";
      if (out.rate <= 0) error = name + ": a sample rate of " + std::to_string(out.rate);
    }
  }
  SDL_FreeWAV(data);
  return error;
}

}  // namespace unpod::engine::audio

// RIFF WAVE writer (wav.h).
#include "unpod/assets/wav.h"

#include <string_view>

namespace unpod::assets {

namespace {

void put_tag(std::vector<uint8_t>& out, std::string_view tag) {
  for (char c : tag) out.push_back(uint8_t(c));
}

void put16(std::vector<uint8_t>& out, uint32_t v) {
  out.push_back(uint8_t(v));
  out.push_back(uint8_t(v >> 8));
}

void put32(std::vector<uint8_t>& out, uint32_t v) {
  put16(out, v & 0xffff);
  put16(out, v >> 16);
}

}  // namespace

std::vector<uint8_t> encode_wav(const WavFormat& f, std::span<const uint8_t> data) {
  const uint32_t fmt_size = 16 + (f.extra.empty() ? 0 : 2 + uint32_t(f.extra.size()));
  const uint32_t data_padded = uint32_t(data.size() + (data.size() & 1));
  std::vector<uint8_t> out;
  out.reserve(12 + 8 + fmt_size + 8 + data_padded);
  put_tag(out, "RIFF");
  put32(out, 4 + 8 + fmt_size + (fmt_size & 1) + 8 + data_padded);
  put_tag(out, "WAVE");
  put_tag(out, "fmt ");
  put32(out, fmt_size);
  put16(out, f.format_tag);
  put16(out, f.channels);
  put32(out, f.rate);
  put32(out, f.rate * f.block_align);  // the byte rate (PCM's; readers do not check it)
  put16(out, f.block_align);
  put16(out, f.bits);
  if (!f.extra.empty()) {
    put16(out, uint32_t(f.extra.size()));
    for (uint8_t b : f.extra) out.push_back(b);
  }
  if (fmt_size & 1) out.push_back(0);
  put_tag(out, "data");
  put32(out, uint32_t(data.size()));
  for (uint8_t b : data) out.push_back(b);
  if (data.size() & 1) out.push_back(0);
  return out;
}

std::vector<uint8_t> encode_wav_pcm16(std::span<const int16_t> samples, uint32_t rate) {
  std::vector<uint8_t> bytes;
  bytes.reserve(samples.size() * 2);
  for (int16_t s : samples) {
    bytes.push_back(uint8_t(uint16_t(s)));
    bytes.push_back(uint8_t(uint16_t(s) >> 8));
  }
  return encode_wav(WavFormat{1, 1, rate, 2, 16, {}}, bytes);
}

}  // namespace unpod::assets

// WAV decoding through SDL (engine/audio/pcm.h): the encodings POD-era files use come out as
// 16-bit mono at their own rate; truncated files and headers that lie give an error naming the
// file, never a crash or a read past the bytes.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "unpod/assets/wav.h"
#include "unpod/engine/audio/pcm.h"

namespace unpod::audio_wav_test {

namespace audio = engine::audio;
using assets::WavFormat;

std::vector<uint8_t> le16(std::initializer_list<int> values) {
  std::vector<uint8_t> out;
  for (int v : values) {
    out.push_back(uint8_t(v & 0xff));
    out.push_back(uint8_t((v >> 8) & 0xff));
  }
  return out;
}

// `frames` frames of a ramp, in `bits` (8 or 16) and `channels`.
std::vector<uint8_t> ramp(int frames, int bits, int channels) {
  std::vector<uint8_t> out;
  for (int i = 0; i < frames; ++i)
    for (int c = 0; c < channels; ++c) {
      const int v = (i * 97 + c * 1000) % 20000 - 10000;
      if (bits == 8) {
        out.push_back(uint8_t(128 + v / 256));
      } else {
        out.push_back(uint8_t(v & 0xff));
        out.push_back(uint8_t((v >> 8) & 0xff));
      }
    }
  return out;
}

std::string decode(const std::vector<uint8_t>& bytes, audio::Pcm& pcm) {
  return audio::decode_wav(bytes, "TEST.WAV", pcm);
}

TEST_CASE("PCM WAVs of 8 and 16 bits, mono and stereo, odd rates decode to 16-bit mono",
          "[audio][wav]") {
  for (int bits : {8, 16})
    for (int channels : {1, 2})
      for (uint32_t rate : {11025u, 22050u, 44100u, 7333u}) {
        INFO(bits << " bits, " << channels << " channels, " << rate << " Hz");
        const uint16_t align = uint16_t(bits / 8 * channels);
        const auto bytes = assets::encode_wav(
            {1, uint16_t(channels), rate, align, uint16_t(bits), {}}, ramp(1000, bits, channels));
        audio::Pcm pcm;
        REQUIRE(decode(bytes, pcm).empty());
        CHECK(pcm.rate == int(rate));
        CHECK(pcm.samples.size() == 1000);
        // The ramp's second frame, mono: the channels' mean (8-bit: its top byte).
        const int expected = channels == 1 ? 97 - 10000 : (97 - 10000 + 97 - 9000) / 2;
        CHECK(std::abs(pcm.samples[1] - expected) <= (bits == 8 ? 300 : 2));
      }
}

TEST_CASE("IMA and Microsoft ADPCM WAVs decode to their blocks' samples", "[audio][wav]") {
  // IMA: each 256-byte block a header (first sample, step index, 0) and 252 bytes of nibbles,
  // 505 samples.
  std::vector<uint8_t> ima;
  for (int block = 0; block < 3; ++block) {
    ima.push_back(0x10);
    ima.push_back(0x00);
    ima.push_back(uint8_t(20 + block));
    ima.push_back(0);
    for (int i = 0; i < 252; ++i) ima.push_back(uint8_t(i * 37 + block));
  }
  audio::Pcm pcm;
  REQUIRE(decode(assets::encode_wav({0x11, 1, 22050, 256, 4, le16({505})}, ima), pcm).empty());
  CHECK(pcm.samples.size() == 3 * 505);
  CHECK(pcm.samples[0] == 0x10);

  // Microsoft: the standard seven coefficient pairs; each block a predictor, a delta, two
  // samples, then 249 bytes of nibbles: 500 samples.
  std::vector<uint8_t> extra =
      le16({500, 7, 256, 0, 512, -256, 0, 0, 192, 64, 240, 0, 460, -208, 392, -232});
  std::vector<uint8_t> ms;
  for (int block = 0; block < 2; ++block) {
    ms.push_back(uint8_t(block));
    for (uint8_t b : le16({16, 300, 200})) ms.push_back(b);
    for (int i = 0; i < 249; ++i) ms.push_back(uint8_t(i * 53 + block));
  }
  REQUIRE(decode(assets::encode_wav({2, 1, 11025, 256, 4, extra}, ms), pcm).empty());
  CHECK(pcm.rate == 11025);
  CHECK(pcm.samples.size() == 2 * 500);
  CHECK(pcm.samples[0] == 200);  // the block's second sample comes first
}

TEST_CASE("truncated WAVs and lying headers are errors naming the file", "[audio][wav]") {
  const auto good = assets::encode_wav({1, 1, 22050, 2, 16, {}}, ramp(400, 16, 1));
  audio::Pcm pcm;
  REQUIRE(decode(good, pcm).empty());

  // Cut anywhere: an error or fewer samples, never a crash.
  for (size_t cut = 0; cut < good.size(); cut += 7) {
    const std::vector<uint8_t> part(good.begin(), good.begin() + long(cut));
    audio::Pcm p;
    const std::string e = decode(part, p);
    INFO("cut at " << cut << ": " << e);
    if (cut < 44) CHECK(e.rfind("TEST.WAV: ", 0) == 0);
    if (e.empty()) CHECK(p.samples.size() < 400);
  }

  // Headers that lie, each an error that says so through SDL's reason.
  auto with = [&](size_t at, std::vector<uint8_t> bytes) {
    auto b = good;
    for (size_t i = 0; i < bytes.size(); ++i) b[at + i] = bytes[i];
    return b;
  };
  const std::vector<std::pair<std::string, std::vector<uint8_t>>> lies = {
      {"not RIFF", with(0, {'R', 'I', 'F', 'X'})},
      {"not WAVE", with(8, {'W', 'A', 'V', 'X'})},
      {"fmt chunk too short", with(16, {2, 0, 0, 0})},
      {"unknown encoding", with(20, {0x55, 0x00})},
      {"no channels", with(22, {0, 0})},
      {"a rate of 0", with(24, {0, 0, 0, 0})},
      {"12 bits", with(34, {12, 0})},
      {"fmt chunk larger than the file", with(16, {0xff, 0xff, 0xff, 0x7f})},
  };
  for (const auto& [what, bytes] : lies) {
    audio::Pcm p;
    const std::string e = decode(bytes, p);
    INFO(what << ": " << e);
    CHECK(e.rfind("TEST.WAV: ", 0) == 0);
    CHECK(e.size() > 10);
  }
  // A data chunk claiming more than the file holds reads what there is (SDL's lenient default)
  // or fails; no read past the bytes (the sanitizer build checks that).
  audio::Pcm p;
  const std::string e = decode(with(40, {0xff, 0xff, 0xff, 0x7f}), p);
  if (e.empty()) CHECK(p.samples.size() <= 400);
  // An empty data chunk: nothing to play.
  CHECK_FALSE(decode(assets::encode_wav({1, 1, 22050, 2, 16, {}}, {}), p).empty());
}

}  // namespace unpod::audio_wav_test

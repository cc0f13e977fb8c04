// The race's music (engine/audio/music.h): the installation's Track02 found in any case, a WAV
// streamed through OpenAL's buffer queue and looping past its end; files it cannot play named.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "support/temp_dir.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/wav.h"
#include "unpod/engine/audio/music.h"
#include "unpod/platform/audio_device.h"

namespace unpod::audio_music_test {

namespace audio = engine::audio;
namespace fs = std::filesystem;

constexpr int kMusicRate = 22050;

// One second of stereo: 300 Hz on the left, 600 Hz on the right.
std::vector<uint8_t> two_tones() {
  std::vector<uint8_t> bytes;
  for (int i = 0; i < kMusicRate; ++i)
    for (int hz : {300, 600}) {
      const auto v = int16_t(10000 * std::sin(2 * M_PI * hz * i / kMusicRate));
      bytes.push_back(uint8_t(uint16_t(v)));
      bytes.push_back(uint8_t(uint16_t(v) >> 8));
    }
  return assets::encode_wav({1, 2, kMusicRate, 4, 16, {}}, bytes);
}

TEST_CASE("Track02 is found in any case, Ogg first, then WAV, then MP3", "[audio][music]") {
  test::TempDir dir;
  CHECK_FALSE(audio::find_music(dir.path()));
  REQUIRE(assets::write_file_atomic(dir.path() / "Track02.mp3", std::vector<uint8_t>{1}).empty());
  CHECK(audio::find_music(dir.path())->filename() == "Track02.mp3");
  REQUIRE(assets::write_file_atomic(dir.path() / "TRACK02.WAV", two_tones()).empty());
  CHECK(audio::find_music(dir.path())->filename() == "TRACK02.WAV");
  REQUIRE(assets::write_file_atomic(dir.path() / "track02.ogg", std::vector<uint8_t>{1}).empty());
  CHECK(audio::find_music(dir.path())->filename() == "track02.ogg");

  std::string error;
  CHECK_FALSE(audio::open_music(dir.path() / "track02.ogg", error));
  CHECK(error.find("track02.ogg: not an Ogg Vorbis file") != std::string::npos);
  CHECK_FALSE(audio::open_music(dir.path() / "Track02.mp3", error));
  CHECK(error.find("Track02.mp3: not an MP3 file libmpg123 reads") != std::string::npos);
}

// `tool` (lame, oggenc: scripts/setup.sh --tests installs them) made `out` from the two tones' WAV.
void encode(const std::string& tool, const std::string& options, const std::string& to,
            const fs::path& out) {
  const fs::path wav = out.parent_path() / "tones.wav";
  REQUIRE(assets::write_file_atomic(wav, two_tones()).empty());
  const std::string command = tool + " " + options + " '" + wav.string() + "' " + to + " '" +
                              out.string() + "' >/dev/null 2>&1";
  INFO(command << " (scripts/setup.sh --tests installs " << tool << ")");
  REQUIRE(std::system(command.c_str()) == 0);
}

// A second and a half decoded from `file` (past its one-second end): both channels at their
// tones in the first second and again after the loop, lossy coding or not.
void check_decodes_two_tones(const fs::path& file) {
  std::string error;
  auto source = audio::open_music(file, error);
  INFO(error);
  REQUIRE(source);
  CHECK(source->rate() == kMusicRate);
  REQUIRE(source->channels() == 2);
  std::vector<int16_t> pcm(size_t(kMusicRate) * 3);  // 1.5 s of stereo
  REQUIRE(source->read(pcm) == pcm.size());
  for (const double from : {0.2, 1.1}) {
    const size_t a = size_t(from * kMusicRate), z = a + size_t(kMusicRate) * 3 / 10;
    for (size_t ch = 0; ch < 2; ++ch) {
      double sum = 0;
      int crossings = 0;
      for (size_t i = a; i < z; ++i) {
        sum += double(pcm[2 * i + ch]) * pcm[2 * i + ch];
        if (i > a) crossings += (pcm[2 * i + ch] < 0) != (pcm[2 * (i - 1) + ch] < 0);
      }
      INFO(file.filename().string() << " at " << from << " s, channel " << ch);
      CHECK(std::sqrt(sum / double(z - a)) > 4000);
      // 0.3 s of 300 Hz: 180 zero crossings; of 600 Hz, 360.
      CHECK(std::abs(crossings - (ch == 0 ? 180 : 360)) <= 4);
    }
  }
}

TEST_CASE("an MP3 track (GOG's) decodes through libmpg123, both channels, and loops",
          "[audio][music]") {
  test::TempDir dir;
  encode("lame", "--quiet -b 128", "", dir.path() / "Track02.mp3");
  check_decodes_two_tones(dir.path() / "Track02.mp3");
}

TEST_CASE("an Ogg Vorbis track decodes through stb_vorbis, both channels, and loops",
          "[audio][music]") {
  test::TempDir dir;
  encode("oggenc", "--quiet -q 4", "-o", dir.path() / "Track02.ogg");
  check_decodes_two_tones(dir.path() / "Track02.ogg");
}

TEST_CASE("a WAV track streams in stereo and loops past its end", "[audio][music]") {
  test::TempDir dir;
  REQUIRE(assets::write_file_atomic(dir.path() / "TRACK02.WAV", two_tones()).empty());
  std::string error;
  auto device = platform::AudioDevice::open_loopback(kMusicRate, error);
  INFO(error);
  REQUIRE(device);
  auto source = audio::open_music(dir.path() / "TRACK02.WAV", error);
  REQUIRE(source);
  CHECK(source->channels() == 2);
  audio::MusicStream music(std::move(source), 1.0f);
  std::vector<int16_t> mix, chunk(size_t(kMusicRate / 50) * 2);
  for (int f = 0; f < 150; ++f) {  // three seconds of 20 ms frames
    music.update();
    device->render(chunk);
    mix.insert(mix.end(), chunk.begin(), chunk.end());
  }
  // Each half second: both channels sound, at their tones (zero crossings: twice the frequency).
  for (size_t half = 0; half < 6; ++half) {
    const size_t a = half * size_t(kMusicRate) / 2, z = a + size_t(kMusicRate) / 2;
    for (size_t ch = 0; ch < 2; ++ch) {
      double sum = 0;
      int crossings = 0;
      for (size_t i = a; i < z; ++i) {
        sum += double(mix[2 * i + ch]) * mix[2 * i + ch];
        if (i > a) crossings += (mix[2 * i + ch] < 0) != (mix[2 * (i - 1) + ch] < 0);
      }
      INFO("half second " << half << ", channel " << ch);
      CHECK(std::sqrt(sum / double(z - a)) > 2000);
      CHECK(std::abs(crossings * 2 - (ch == 0 ? 600 : 1200)) < 20);
    }
  }
}

}  // namespace unpod::audio_music_test

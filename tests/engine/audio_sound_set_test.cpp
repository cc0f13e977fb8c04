// The sounds the game plays (engine/audio/sound_set.h): the demo disc's, replaced by an
// installation's RIFF WAVE files of the table's names; every file it cannot use reported once.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "support/temp_dir.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/wav.h"
#include "unpod/engine/audio/sound_set.h"

namespace unpod::audio_sound_set_test {

namespace audio = engine::audio;
namespace fs = std::filesystem;

void write_sound(const fs::path& file, int16_t level, size_t samples) {
  const std::vector<int16_t> s(samples, level);
  REQUIRE(assets::write_file_atomic(file, assets::encode_wav_pcm16(s, 22050)).empty());
}

bool reported(const std::vector<std::string>& reports, const std::string& part) {
  return std::any_of(reports.begin(), reports.end(),
                     [&](const std::string& r) { return r.find(part) != std::string::npos; });
}

TEST_CASE("an installation's RESSON WAVs replace the disc's sounds, the rest is reported",
          "[audio][sounds]") {
  test::TempDir dir;
  const fs::path disc = dir.path() / "disc";
  const fs::path install = dir.path() / "pod";
  const fs::path resson = install / "Data" / "Binary" / "ResSon";  // any case
  fs::create_directories(disc);
  fs::create_directories(resson);
  for (const audio::SoundInfo& info : audio::sound_table())
    write_sound(disc / info.file, 1000, 100);
  write_sound(resson / "crash.wav", 2000, 300);  // the table's name: replaces ours
  write_sound(resson / "SIREN.WAV", 2000, 300);  // a WAV the table does not name
  const std::vector<uint8_t> bank = {'M', 'E', 'G', 0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  REQUIRE(assets::write_file_atomic(resson / "SONS.MEG", bank).empty());
  auto broken = assets::encode_wav_pcm16(std::vector<int16_t>(300, 5), 22050);
  broken.resize(30);  // its fmt chunk cut
  REQUIRE(assets::write_file_atomic(resson / "GO.WAV", broken).empty());

  std::vector<std::string> reports;
  const audio::SoundSet set = audio::SoundSet::load(disc, install, reports);
  for (const audio::SoundInfo& info : audio::sound_table()) {
    INFO(info.file);
    REQUIRE(set.get(info.sound));
  }
  CHECK(set.get(audio::Sound::kCrash)->pcm.samples.size() == 300);
  CHECK(set.get(audio::Sound::kCrash)->origin.find("crash.wav") != std::string::npos);
  CHECK(set.get(audio::Sound::kGo)->pcm.samples.size() == 100);  // ours: the installation's broke
  CHECK(set.get(audio::Sound::kSkid)->origin == (disc / "SKID.WAV").string());
  INFO(reports.size() << " reports");
  CHECK(reports.size() == 3);
  CHECK(reported(reports, "SONS.MEG: not a RIFF WAVE file"));
  CHECK(reported(reports, "SIREN.WAV: a WAV file the sound table does not name"));
  CHECK(reported(reports, "GO.WAV: "));
}

TEST_CASE("a sound missing from the disc is reported and stays silent", "[audio][sounds]") {
  test::TempDir dir;
  for (const audio::SoundInfo& info : audio::sound_table())
    if (info.sound != audio::Sound::kBrake) write_sound(dir.path() / info.file, 1000, 100);
  std::vector<std::string> reports;
  const audio::SoundSet set = audio::SoundSet::load(dir.path(), {}, reports);
  CHECK_FALSE(set.get(audio::Sound::kBrake));
  REQUIRE(reports.size() == 1);
  CHECK(reports[0].find("BRAKE.WAV: missing") != std::string::npos);
}

TEST_CASE("the sound table: car slots, the countdown's ids, every car an engine",
          "[audio][sounds]") {
  using sim::physics::SoundSlot;
  CHECK(audio::car_slot_sound(SoundSlot::kGearUp) == audio::Sound::kGearUp);
  CHECK(audio::car_slot_sound(SoundSlot::kShock) == audio::Sound::kContact);
  CHECK(audio::car_slot_sound(SoundSlot::kCrash) == audio::Sound::kCrash);
  CHECK_FALSE(audio::car_slot_sound(SoundSlot::kAccelerate));
  // pod-race.md "The start": 5 0x1f, 4 0x1e, 3 0x1d, 2 0x1c, 1 0x04, "GO!" 0x20.
  CHECK(audio::race_sound(0x1f) == audio::Sound::kCount5);
  CHECK(audio::race_sound(0x1c) == audio::Sound::kCount2);
  CHECK(audio::race_sound(0x04) == audio::Sound::kCount1);
  CHECK(audio::race_sound(0x20) == audio::Sound::kGo);
  CHECK_FALSE(audio::race_sound(-1));
  CHECK(audio::engine_sound("zephyr") == audio::Sound::kEngineZephyr);
  CHECK(audio::engine_sound("CINDER") == audio::Sound::kEngineCinder);
  CHECK(audio::engine_sound("VIPER") == audio::engine_sound("viper"));
}

}  // namespace unpod::audio_sound_set_test

// A race's sound (game/race_audio.h): no device, then one; a device lost mid-race, then back.
// The devices are OpenAL Soft loopback devices handed in by the test; "lost" is the test's word.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <stdexcept>
#include <string>

#include "race/race_audio.h"
#include "race/race_frame.h"
#include "race/race_load.h"
#include "unpod/assets/install.h"

namespace unpod::race_audio_test {

TEST_CASE("without a device the race is silent, and sounds once a device comes or comes back",
          "[game][audio]") {
  auto installed = assets::locate_installation(UNPOD_DEMO_DISC);
  REQUIRE(installed);
  game::Options options;
  options.track = "duskring";
  options.opponents = 1;
  std::string error;
  auto race = game::load_race(*installed, options, error);
  INFO(error);
  REQUIRE(race);

  int opened = 0;
  bool there = false, connected = true;
  auto opener = [&](std::string& e) -> std::unique_ptr<platform::AudioDevice> {
    ++opened;
    if (!there) {
      e = "no device";
      return nullptr;
    }
    return platform::AudioDevice::open_loopback(22050, e);
  };
  auto audio = game::RaceAudio::open(*race, options, UNPOD_DEMO_DISC, installed->root, opener,
                                     [&](const platform::AudioDevice&) { return connected; });
  REQUIRE(audio);
  CHECK(opened == 1);
  CHECK_FALSE(audio->playing());

  const engine::audio::AudioListener ears;
  auto frames = [&](int n) {
    for (int i = 0; i < n; ++i) audio->update(*race->session, std::span(&ears, 1), 0.5f);
  };
  there = true;
  frames(3);  // 1.5 s: not tried again yet
  CHECK(opened == 1);
  CHECK_FALSE(audio->playing());
  frames(1);  // 2 s: tried, and there
  CHECK(opened == 2);
  REQUIRE(audio->playing());
  CHECK(audio->mixer()->pool_size() > 0);

  connected = false;  // pulled out
  frames(1);
  CHECK_FALSE(audio->playing());
  connected = true;
  frames(3);
  CHECK(opened == 2);
  frames(1);
  CHECK(opened == 3);
  CHECK(audio->playing());

  // --no-audio: nothing at all.
  options.audio = false;
  CHECK_FALSE(game::RaceAudio::open(*race, options, UNPOD_DEMO_DISC, installed->root, opener));
  CHECK(opened == 3);
}

}  // namespace unpod::race_audio_test

namespace unpod::race_audio_test {

// The loudness of the next `ms` of the loopback device's mix.
double mix_rms(platform::AudioDevice& device, int ms) {
  std::vector<int16_t> chunk(size_t(22050 * ms / 1000) * 2);
  device.render(chunk);
  double sum = 0;
  for (int16_t s : chunk) sum += double(s) * s;
  return std::sqrt(sum / double(chunk.size()));
}

TEST_CASE(
    "the Dusk Ring's speakers play from its Depart, heard where they stand, until its "
    "FinCourse",
    "[game][audio]") {
  auto installed = assets::locate_installation(UNPOD_DEMO_DISC);
  REQUIRE(installed);
  game::Options options;
  options.track = "duskring";
  options.opponents = 1;
  options.volumes.engines = 0;  // the speakers alone: the grid's engines are silent
  std::string error;
  auto race = game::load_race(*installed, options, error);
  INFO(error);
  REQUIRE(race);
  const auto& speakers = race->data.circuit.speakers.value;
  REQUIRE(speakers);
  REQUIRE(speakers->size() == 4);
  game::start_race(*race);  // "Depart": a "Son Localisé" for each speaker

  platform::AudioDevice* device = nullptr;
  auto opener = [&](std::string& e) {
    auto d = platform::AudioDevice::open_loopback(22050, e);
    device = d.get();
    return d;
  };
  auto audio = game::RaceAudio::open(*race, options, UNPOD_DEMO_DISC, installed->root, opener);
  REQUIRE(audio);
  REQUIRE(audio->playing());
  REQUIRE(device);
  // The listener moved there, and what it hears once the move has settled (OpenAL Soft
  // glides a source's gain to its new distance).
  const auto heard_from = [&](engine::Vec3f at) {
    engine::audio::AudioListener ears;
    ears.eye = at;
    audio->update(*race->session, std::span(&ears, 1), 0.02f);
    mix_rms(*device, 500);
    return mix_rms(*device, 500);
  };
  const engine::Vec3f speaker = engine::to_vec3f((*speakers)[0].position);
  const double near = heard_from(speaker + engine::Vec3f{2, 0, 0});
  CHECK(audio->mixer()->track_sources() == 4);
  const double far = heard_from({-300, 0, 6});  // across the ring
  INFO("by the speakers " << near << ", across the ring " << far);
  CHECK(near > 1000);
  CHECK(near > 5 * far);

  // The race's end runs "FinCourse": "Tue Sons Localisés" stops them all.
  REQUIRE(game::end_race(*race));
  heard_from(speaker + engine::Vec3f{2, 0, 0});
  CHECK(audio->mixer()->track_sources() == 0);
}

}  // namespace unpod::race_audio_test

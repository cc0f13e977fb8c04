// A race's sound (game/race_audio.h): no device, then one; a device lost mid-race, then back.
// The devices are OpenAL Soft loopback devices handed in by the test; "lost" is the test's word.
#include <catch2/catch.hpp>

#include <filesystem>
#include <stdexcept>
#include <string>

#include "race_audio.h"
#include "race_load.h"
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

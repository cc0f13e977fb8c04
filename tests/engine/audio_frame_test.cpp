// What the audio reads of a sim frame (engine/audio/audio_frame.h), on the demo disc's Quarry
// Run, whose tunnel's gates run "Tunnel Entree" and "Tunnel Sortie".
#include <catch2/catch.hpp>

#include <vector>

#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/engine/audio/audio_frame.h"

namespace unpod::audio_frame_test {

namespace audio = engine::audio;

TEST_CASE("a car driving through Quarry Run's tunnel echoes in it and not out of it",
          "[audio][frame]") {
  const auto& circuit = test::demo_track("quarry").circuit;
  auto race = test::demo_session(circuit, test::computers_race(1, 0, 1));
  race->start();
  std::vector<audio::EchoChange> changes;
  std::vector<audio::Sound> calls;
  uint32_t now = 1000;
  for (int f = 0; f < 2400 && !race->over(); ++f, now += 50) {  // up to two minutes
    race->frame(now);
    const audio::AudioFrame frame = audio::audio_frame(*race);
    REQUIRE(frame.cars.size() == 1);
    changes.insert(changes.end(), frame.echoes.begin(), frame.echoes.end());
    calls.insert(calls.end(), frame.calls.begin(), frame.calls.end());
    if (changes.size() >= 2) break;
  }
  // The countdown's calls came first, in order.
  CHECK(calls == std::vector<audio::Sound>{audio::Sound::kCount5, audio::Sound::kCount4,
                                           audio::Sound::kCount3, audio::Sound::kCount2,
                                           audio::Sound::kCount1, audio::Sound::kGo});
  REQUIRE(changes.size() >= 2);
  CHECK(changes[0].racer == 0);
  CHECK(changes[0].echoes);  // in
  CHECK(changes[1].racer == 0);
  CHECK_FALSE(changes[1].echoes);  // and out
}

}  // namespace unpod::audio_frame_test

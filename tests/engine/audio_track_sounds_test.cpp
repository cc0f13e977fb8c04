// The track's sound actions (engine/audio/track_sounds.h, inferred): what each starts and stops.
#include <catch2/catch.hpp>

#include <vector>

#include "unpod/engine/audio/track_sounds.h"

using namespace unpod::engine::audio;

namespace {

TrackSoundChange change(const char* action, std::vector<int32_t> record, int32_t racer = -1) {
  const auto c = track_sound_change(action, record, racer);
  REQUIRE(c);
  return *c;
}

}  // namespace

TEST_CASE("track sounds: speakers, static and source sounds start and stop by their actions",
          "[audio][track-sounds]") {
  CHECK_FALSE(track_sound_change("Troncon", {}, 0));
  CHECK_FALSE(track_sound_change("Son Localis\xE9", {}, -1));  // which speaker?
  TrackSounds t;
  for (int32_t k : {0, 1, 2, 3}) t.apply(change("Son Localis\xE9", {k}));
  t.apply(change("Son Localis\xE9", {2}));  // already playing: once
  t.apply(change("Son Statique", {0x40}));
  t.apply(change("Son Source", {0x41}, 3));
  REQUIRE(t.playing().size() == 6);
  CHECK(t.playing()[5] == TrackSound{TrackSoundKind::kSource, 0x41, 3});
  // One speaker by its record, then every other with -1; the others' kinds go on.
  t.apply(change("Tue Sons Localis\xE9s", {1}));
  CHECK(t.playing().size() == 5);
  t.apply(change("Tue Sons Localis\xE9s", {-1}));
  REQUIRE(t.playing().size() == 2);
  CHECK(t.playing()[0].kind == TrackSoundKind::kStatic);
  t.apply(change("Tue Sons Statiques", {}));
  t.apply(change("Tue Sons Source", {}));
  CHECK(t.playing().empty());
}

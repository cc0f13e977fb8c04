// Watching a replay (game/race/replay_feed.h): the recorded frames fed through race_frame as the
// replay screen feeds them, one a display frame at 1x, two at 2x, four at 4x with a fixed frame
// time, and on the wall clock those the replay's clock (wall time times the speed, the pauses
// left out) has reached. 2x reaches the same state as 1x after the same recorded frames, and the
// whole replay watched ends on the file's final hash. A damaged or foreign file is refused with
// its reason.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "race/race_frame.h"
#include "race/race_load.h"
#include "race/race_recording.h"
#include "race/replay_feed.h"
#include "support/temp_dir.h"

using namespace unpod;

namespace {

const assets::Installation& feed_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

constexpr uint32_t kFeedFrameMs = 17;

// A race recorded in memory as the window records one: 700 frames of 17 ms, player 1
// accelerating from frame 250 and steering left for a while, then quit (the end drives the cars
// to the line). Saved to `path`.
assets::Replay feed_recording(const std::filesystem::path& path, uint32_t frames = 700) {
  game::Options o;
  o.track = "duskring";
  o.opponents = 2;
  o.laps = 1;
  std::string error;
  auto race = game::load_race(feed_disc(), o, error);
  REQUIRE(race);
  REQUIRE(game::start_recording(*race, path).empty());
  game::start_race(*race);
  for (uint32_t k = 0; k < frames && !race->finished; ++k) {
    game::PlayerDevices d{};
    d[0].frame.keys[sim::controls::key_slot::kAccelerate] = k >= 250;
    d[0].frame.keys[sim::controls::key_slot::kLeft] = k >= 400 && k < 440;
    game::race_frame(*race, d, 1000 + kFeedFrameMs * k);
  }
  REQUIRE(game::end_race(*race));
  REQUIRE(race->recorded);
  return *race->recorded;
}

// The replay's race, started as the replay screen's RaceScreen starts it.
game::ReplayRace feed_race(const std::filesystem::path& path) {
  std::string error;
  auto replay = game::load_replay_race(feed_disc(), path, error);
  INFO(error);
  REQUIRE(replay);
  game::start_race(*replay->race);
  return std::move(*replay);
}

// `display_frames` display frames of the watch: the frames the feed gives each fed through
// race_frame. Returns the recorded frames fed.
size_t feed_watch(game::ReplayRace& watched, game::ReplayFeed& feed, size_t display_frames) {
  size_t fed = 0;
  for (size_t d = 0; d < display_frames; ++d)
    for (const assets::ReplayFrame& f : feed.take(uint32_t(d * 16))) {
      game::race_frame(*watched.race, game::replay_devices(watched.replay, f), f.ms);
      ++fed;
    }
  return fed;
}

}  // namespace

TEST_CASE("a replay watched at 2x reaches the same state as at 1x after the same frames",
          "[game][replays]") {
  test::TempDir dir;
  const auto path = dir.path() / "watch.rpl";
  const assets::Replay recorded = feed_recording(path);
  REQUIRE(recorded.frames.size() == 700);

  game::ReplayRace one = feed_race(path);
  game::ReplayFeed at_1x(one.replay, 16);
  CHECK(feed_watch(one, at_1x, 480) == 480);  // one a display frame
  game::ReplayRace two = feed_race(path);
  game::ReplayFeed at_2x(two.replay, 16);
  at_2x.change_speed(1);
  CHECK(at_2x.speed() == 2);
  CHECK(feed_watch(two, at_2x, 240) == 480);  // two a display frame
  CHECK(at_1x.played() == 480);
  CHECK(at_2x.played() == 480);
  CHECK(one.race->session->hash() == two.race->session->hash());
  // And 4x for the rest: both reach the end on the file's final hash.
  at_2x.change_speed(1);
  CHECK(at_2x.speed() == 4);
  at_2x.change_speed(1);
  CHECK(at_2x.speed() == 4);  // the fastest
  CHECK(feed_watch(two, at_2x, 100) == 220);
  CHECK(at_2x.done());
  CHECK(feed_watch(one, at_1x, 300) == 220);
  for (game::ReplayRace* w : {&one, &two}) {
    REQUIRE(game::end_race(*w->race));
    const game::ReplayCheck check = game::check_replay(*w->race, w->replay, 700);
    CHECK(check.verified);
    CHECK(check.hash == recorded.final_hash);
    CHECK(check.text.rfind("Replay: verified, 700 of 700 frames", 0) == 0);
  }
}

TEST_CASE("a replay stopped part-way does not verify, and says so", "[game][replays]") {
  test::TempDir dir;
  const auto path = dir.path() / "part.rpl";
  feed_recording(path);
  game::ReplayRace w = feed_race(path);
  game::ReplayFeed feed(w.replay, 16);
  feed_watch(w, feed, 600);
  REQUIRE(game::end_race(*w.race));
  const game::ReplayCheck check = game::check_replay(*w.race, w.replay, 600);
  CHECK_FALSE(check.verified);
  CHECK(check.text.rfind("Replay: does not verify: 600 of 700 frames", 0) == 0);
}

TEST_CASE("on the wall clock the feed plays the frames the replay's clock has reached",
          "[game][replays]") {
  assets::Replay replay;
  for (uint32_t k = 0; k < 400; ++k) replay.frames.push_back({5000 + kFeedFrameMs * k, {}});
  game::ReplayFeed feed(replay, std::nullopt);
  CHECK(feed.take(100).size() == 1);    // the first frame at once
  CHECK(feed.take(1100).size() == 58);  // 1 s: those recorded up to 1000 ms (58 * 17 = 986)
  feed.hold(1200);                      // paused until 3000: none played
  feed.hold(3000);
  CHECK(feed.played() == 59);
  CHECK(feed.take(3016).size() == 1);   // 16 ms more: 1016 ms, frame 59 (1003)
  feed.change_speed(1);                 // 2x: 500 ms of wall time are 1000 ms of replay
  CHECK(feed.take(3516).size() == 59);  // up to 2016 ms: frame 118 (2006)
  CHECK(feed.played() == 119);
  feed.change_speed(-1);
  feed.change_speed(-1);
  CHECK(feed.speed() == 1);  // the slowest
  // A long stall: at most kMostFramesAtOnce a display frame, then the replay's clock waits at
  // the last frame played (frame 182, 3094 ms) rather than racing to catch up.
  CHECK(feed.take(13516).size() == game::ReplayFeed::kMostFramesAtOnce);
  CHECK(feed.take(13532).empty());  // 3110 ms: frame 183 is at 3111
  CHECK(feed.take(13540).size() == 1);
}

TEST_CASE("a damaged or foreign replay is refused with its reason", "[game][replays]") {
  test::TempDir dir;
  const auto path = dir.path() / "good.rpl";
  assets::Replay replay = feed_recording(path);
  std::string error;
  CHECK_FALSE(game::load_replay_race(feed_disc(), dir.path() / "missing.rpl", error));
  CHECK(error.find("missing.rpl") != std::string::npos);
  replay.racers[0].car_crc ^= 0x100;
  REQUIRE(assets::write_replay(dir.path() / "foreign.rpl", replay).empty());
  error.clear();
  CHECK_FALSE(game::load_replay_race(feed_disc(), dir.path() / "foreign.rpl", error));
  CHECK(error.find("recorded with another " + replay.racers[0].car) != std::string::npos);
}

TEST_CASE("the overlay's frames and slow motion move the replay's clock with the frames",
          "[game][replays][overlay]") {
  assets::Replay replay;
  for (uint32_t k = 0; k < 100; ++k) replay.frames.push_back({5000 + kFeedFrameMs * k, {}});
  game::ReplayFeed feed(replay, std::nullopt);
  CHECK(feed.take(100).size() == 1);  // frame 0 at once
  feed.hold(150);
  // Three single frames while held: frames 1, 2, 3, the replay's clock at frame 3 (51 ms).
  for (uint32_t k = 1; k <= 3; ++k) {
    const auto one = feed.take_one();
    REQUIRE(one.size() == 1);
    CHECK(one[0].ms == 5000 + kFeedFrameMs * k);
  }
  // Held until 5134 (the watcher holds every display frame), resumed at 5150: the replay's
  // clock goes on from 51 ms (67: frame 4, at 68, not yet).
  feed.hold(5134);
  CHECK(feed.take(5150).empty());
  CHECK(feed.take(5151).size() == 1);
  // Slowed to 1/4: 34 ms of wall time are 8.5 ms of replay (76.5: frame 5, at 85, not yet),
  // 68 ms are 17 (85).
  feed.set_slow(4);
  CHECK(feed.take(5185).empty());
  CHECK(feed.take(5219).size() == 1);
  CHECK(feed.played() == 6);
  // A fixed frame time slowed by 2: one display frame in two plays.
  game::ReplayFeed fixed(replay, 16u);
  fixed.set_slow(2);
  CHECK(fixed.take(0).empty());
  CHECK(fixed.take(0).size() == 1);
  // At the end nothing is left to take.
  game::ReplayFeed last(replay, 16u);
  for (size_t k = 0; k < replay.frames.size(); ++k) CHECK(last.take_one().size() == 1);
  CHECK(last.take_one().empty());
  CHECK(last.done());
}

TEST_CASE("scrubbing a replay back and forth brings its race to the recorded frame's state",
          "[game][replays][overlay]") {
  test::TempDir dir;
  const std::filesystem::path path = dir.path() / "scrub.rpl";
  const assets::Replay recorded = feed_recording(path);
  REQUIRE(recorded.frames.size() > 600);
  // Straight through: the hash after frames 300 and 600.
  game::ReplayRace straight = feed_race(path);
  size_t fed = 0;
  REQUIRE(game::seek_replay(*straight.race, straight.replay, fed, 300).empty());
  CHECK(fed == 300);
  const uint64_t at_300 = straight.race->session->hash();
  REQUIRE(game::seek_replay(*straight.race, straight.replay, fed, 600).empty());
  const uint64_t at_600 = straight.race->session->hash();
  CHECK(at_600 != at_300);
  // Watched to 500, back to 300 (the session made again), forward to 600.
  game::ReplayRace scrubbed = feed_race(path);
  fed = 0;
  REQUIRE(game::seek_replay(*scrubbed.race, scrubbed.replay, fed, 500).empty());
  const sim::session::RaceSession* before = scrubbed.race->session.get();
  REQUIRE(game::seek_replay(*scrubbed.race, scrubbed.replay, fed, 300).empty());
  CHECK(scrubbed.race->session.get() != before);
  CHECK(fed == 300);
  CHECK(scrubbed.race->session->hash() == at_300);
  REQUIRE(game::seek_replay(*scrubbed.race, scrubbed.replay, fed, 600).empty());
  CHECK(scrubbed.race->session->hash() == at_600);
  // To the end and past it: every frame, then the end's run gives the file's final hash.
  REQUIRE(game::seek_replay(*scrubbed.race, scrubbed.replay, fed, 1u << 20).empty());
  CHECK(fed == recorded.frames.size());
  game::end_race(*scrubbed.race);
  CHECK(game::check_replay(*scrubbed.race, scrubbed.replay, fed).verified);
  // The feed follows: the next frame it gives is the one after the seek.
  game::ReplayFeed feed(recorded, 16u);
  feed.seek(300);
  const auto next = feed.take(0);
  REQUIRE(next.size() == 1);
  CHECK(next[0].ms == recorded.frames[300].ms);
}

TEST_CASE("a replay's seek points: a seek starts from the nearest copy and lands on the frame",
          "[game][replays][overlay]") {
  test::TempDir dir;
  const std::filesystem::path path = dir.path() / "points.rpl";
  const assets::Replay recorded = feed_recording(path, 2000);
  REQUIRE(recorded.frames.size() > 3 * game::kSeekPointFrames);
  // The hashes of the race played straight, after every frame.
  game::ReplayRace straight = feed_race(path);
  std::vector<uint64_t> hashes;
  for (size_t fed = 0; fed < 3 * game::kSeekPointFrames;) {
    REQUIRE(game::seek_replay(*straight.race, straight.replay, fed, fed + 1).empty());
    hashes.push_back(straight.race->session->hash());
  }
  // Watched to past the third point: three copies kept, at 600, 1200 and 1800 frames.
  game::ReplayRace watched = feed_race(path);
  game::ReplaySeekPoints points;
  size_t fed = 0;
  const size_t end = 3 * game::kSeekPointFrames;
  REQUIRE(game::seek_replay(*watched.race, watched.replay, fed, end, &points).empty());
  REQUIRE(points.size() == 3);
  CHECK(points.nearest(game::kSeekPointFrames - 1).session == nullptr);
  CHECK(points.nearest(game::kSeekPointFrames + 99).frames == game::kSeekPointFrames);
  // Each copy holds the race as it stood after its frame.
  for (size_t k = 1; k <= 3; ++k) {
    const auto point = points.nearest(k * game::kSeekPointFrames);
    REQUIRE(point.session != nullptr);
    CHECK(point.session->hash() == hashes[k * game::kSeekPointFrames - 1]);
  }
  // Back to 700: from the copy at 600 (the race's session is a new one), 100 frames played.
  REQUIRE(game::seek_replay(*watched.race, watched.replay, fed, 700, &points).empty());
  CHECK(fed == 700);
  CHECK(watched.race->session->hash() == hashes[699]);
  // Back again to 650, then on to 1250 (past the copy at 1200: it is taken), then 1799.
  for (const size_t to : {size_t(650), size_t(1250), end - 1}) {
    REQUIRE(game::seek_replay(*watched.race, watched.replay, fed, to, &points).empty());
    CHECK(fed == to);
    CHECK(watched.race->session->hash() == hashes[to - 1]);
  }
  // The copies never moved: the first still holds frame 600's race.
  CHECK(points.nearest(game::kSeekPointFrames).session->hash() ==
        hashes[game::kSeekPointFrames - 1]);
  // The race goes on from a copy to the end and verifies.
  REQUIRE(game::seek_replay(*watched.race, watched.replay, fed, 650, &points).empty());
  REQUIRE(game::seek_replay(*watched.race, watched.replay, fed, 1u << 20, &points).empty());
  game::end_race(*watched.race);
  CHECK(game::check_replay(*watched.race, watched.replay, fed).verified);
}

// RaceSession::copy (the watched replay's seek points, issue 19): a copy taken mid-race has the
// race's hash, and run on it gives the same hashes frame by frame as the race run on, each
// independently of the other (the copy's computer drivers are its own: its controller is bound
// to the copy, not the race it came from).
#include <catch2/catch.hpp>

#include <vector>

#include "support/demo_disc.h"
#include "support/demo_racers.h"

namespace unpod::session_copy_test {

TEST_CASE("a copy of a race mid-race goes on as the race does, on its own", "[session][copy]") {
  const auto& circuit = test::demo_track("duskring").circuit;
  auto race = test::demo_session(circuit, test::computers_race(4, 1, 1));
  race->start();
  uint32_t now = 1000;
  for (int f = 0; f < 600; ++f, now += 16) race->frame(now);
  const auto copy = race->copy();
  CHECK(copy->hash() == race->hash());
  CHECK(&copy->simulation().world() == &race->simulation().world());  // shared, not copied
  // The copy runs 300 frames first: the race it came from has not moved.
  const uint64_t race_at_copy = race->hash();
  std::vector<uint64_t> copy_hashes;
  for (int f = 0; f < 300; ++f) {
    copy->frame(now + 16 * uint32_t(f));
    copy_hashes.push_back(copy->hash());
  }
  CHECK(race->hash() == race_at_copy);
  CHECK(copy_hashes.front() != copy_hashes.back());
  // Then the race runs the same 300 frames: the same hashes, frame by frame.
  for (int f = 0; f < 300; ++f) {
    race->frame(now + 16 * uint32_t(f));
    INFO("frame " << f);
    REQUIRE(race->hash() == copy_hashes[size_t(f)]);
  }
}

}  // namespace unpod::session_copy_test

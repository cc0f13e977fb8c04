// The lockstep core (net/rollback.h): peers that each own one or two humans of a race on the
// Dusk Ring exchange their readings through a fake network that delays, loses, duplicates and
// reorders them; each runs its race with predictions and goes back when one was wrong. At the
// end every peer's race, the confirmed and the shown, has the state hash of the race run on one
// machine from the same readings (RaceSession::frame alone, no rollback).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <numeric>
#include <random>
#include <vector>

#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/net/rollback.h"

namespace unpod::net_test {
namespace {

namespace session = sim::session;
namespace slot = sim::controls::key_slot;
using net::Reading;
using net::Rollback;

constexpr uint32_t kTickMs = 16;

// A race of `humans` humans alone on the Dusk Ring, started and run to "GO!" at 16 ms frames;
// `start_ms` is its last frame's.
struct Grid {
  std::unique_ptr<session::RaceSession> race;
  uint32_t start_ms = 0;
};

Grid grid_at_go(int32_t humans) {
  Grid g;
  g.race = test::dusk_ring_replay_session(test::dusk_ring_setup(humans, 0, 1, true));
  g.race->start();
  while (g.race->race().countdown().phase() != sim::race::CountdownPhase::kOff)
    g.race->frame(g.start_ms += kTickMs);
  return g;
}

// Human `human`'s reading at `tick` in schedule `seed`: on the throttle most of the time,
// steering in runs, now and then the brake.
Reading reading(uint32_t seed, int32_t human, uint32_t tick) {
  std::mt19937 g(seed * 7919u + uint32_t(human) * 104729u + (tick / 6) * 15485863u);
  Reading r;
  r.keys[slot::kAccelerate] = g() % 8 != 0;
  r.keys[slot::kBrake] = g() % 12 == 0;
  const auto steer = uint32_t(g() % 5);
  r.keys[slot::kLeft] = steer == 0;
  r.keys[slot::kRight] = steer == 1;
  return r;
}

// The race on one machine: every reading known, frame after frame.
uint64_t offline_hash(const Grid& grid, int32_t humans, uint32_t seed, uint32_t ticks) {
  auto race = grid.race->copy();
  for (uint32_t t = 0; t < ticks; ++t) {
    for (int32_t h = 0; h < humans; ++h) race->set_device(h, {{}, reading(seed, h, t)});
    race->frame(grid.start_ms + (t + 1) * kTickMs);
  }
  return race->hash();
}

// The race on one machine run `ticks` ticks from a peer's best guess: each reading the peer
// has, and for one it lacks the human's last one it has before it (nothing held before any).
// After every run_to the shown race must be this race: the prediction and the rollback's own
// invariant, worked out again from scratch.
uint64_t guessed_hash(const Grid& grid, int32_t humans, uint32_t seed, uint32_t ticks,
                      const std::vector<std::vector<bool>>& has) {
  auto race = grid.race->copy();
  for (uint32_t t = 0; t < ticks; ++t) {
    for (int32_t h = 0; h < humans; ++h) {
      Reading r;
      for (uint32_t back = t + 1; back-- > 0;)
        if (has[size_t(h)][back]) {
          r = reading(seed, h, back);
          break;
        }
      race->set_device(h, {{}, r});
    }
    race->frame(grid.start_ms + (t + 1) * kTickMs);
  }
  return race->hash();
}

// A packet in flight: a peer's readings for its humans over the last few ticks (inputs travel
// redundantly), arriving at `due`.
struct Packet {
  uint32_t due = 0;
  int32_t to = 0;
  std::vector<std::pair<int32_t, uint32_t>> readings;  // human, tick
};

struct Schedule {
  uint32_t seed = 0;
  int32_t humans = 2;
  uint32_t ticks = 40;
  uint32_t max_delay = 6;  // ticks a packet may take
  uint32_t loss = 3;       // percent of packets lost
  uint32_t duplicates = 1;
  uint32_t window = 10;
};

struct PeerResult {
  uint64_t confirmed_hash = 0, shown_hash = 0;
  net::RollbackStats stats;
};

// Every peer's race after the schedule (each owns one or two humans, in order), the network
// flushed at the end as a connection's resends would.
std::vector<PeerResult> play(const Grid& grid, const Schedule& s) {
  std::mt19937 net(s.seed);
  std::vector<std::vector<int32_t>> owns;
  for (int32_t h = 0; h < s.humans;) {
    const int32_t n = (s.humans - h >= 2 && net() % 3 == 0) ? 2 : 1;
    owns.emplace_back();
    for (int32_t k = 0; k < n; ++k) owns.back().push_back(h++);
  }
  const auto peers = int32_t(owns.size());
  std::vector<std::unique_ptr<Rollback>> rb;
  for (int32_t p = 0; p < peers; ++p)
    rb.push_back(std::make_unique<Rollback>(grid.race->copy(),
                                            std::vector<sim::controls::Device>(size_t(s.humans)),
                                            grid.start_ms, kTickMs, s.window));
  // What peer 0 has heard, for the check of its shown race.
  std::vector<std::vector<bool>> has(size_t(s.humans), std::vector<bool>(s.ticks, false));
  std::vector<Packet> air;
  // The ticks whose sounds reached each peer's audio (Rollback::fresh), in order.
  std::vector<std::vector<uint32_t>> heard(static_cast<size_t>(peers));
  const auto listen = [&](int32_t p) {
    for (const auto& f : rb[size_t(p)]->fresh()) heard[size_t(p)].push_back(f.tick);
  };
  const auto deliver = [&](const Packet& pk) {
    for (const auto& [h, t] : pk.readings) {
      rb[size_t(pk.to)]->confirm(h, t, reading(s.seed, h, t));
      if (pk.to == 0) has[size_t(h)][t] = true;
    }
  };
  for (uint32_t t = 0; t < s.ticks; ++t) {
    for (int32_t p = 0; p < peers; ++p) {
      // The peer's own humans: applied at once (no input delay) and sent with the last 8 ticks.
      Packet sent;
      for (const int32_t h : owns[size_t(p)]) {
        rb[size_t(p)]->confirm(h, t, reading(s.seed, h, t));
        if (p == 0) has[size_t(h)][t] = true;
        for (uint32_t back = t >= 7 ? t - 7 : 0; back <= t; ++back)
          sent.readings.push_back({h, back});
      }
      for (int32_t q = 0; q < peers; ++q) {
        if (q == p || net() % 100 < s.loss) continue;
        sent.to = q;
        sent.due = t + uint32_t(net() % (s.max_delay + 1));
        air.push_back(sent);
        if (net() % 100 < s.duplicates) {
          sent.due = t + uint32_t(net() % (s.max_delay + 1));
          air.push_back(sent);
        }
      }
    }
    // What arrives this tick, in no particular order.
    std::shuffle(air.begin(), air.end(), net);
    std::vector<Packet> later;
    for (const Packet& pk : air) (pk.due <= t ? deliver(pk) : later.push_back(pk));
    air = std::move(later);
    for (int32_t p = 0; p < peers; ++p) {
      rb[size_t(p)]->run_to(t + 1);
      listen(p);
    }
    // Every few ticks, peer 0's shown race against its best guess worked out again.
    if (t % 8 == 5) {
      INFO("peer 0's shown race at tick " << rb[0]->shown() << ", confirmed "
                                          << rb[0]->confirmed());
      CHECK(rb[0]->shown_session().hash() ==
            guessed_hash(grid, s.humans, s.seed, rb[0]->shown(), has));
    }
  }
  // The end: everything arrives (every reading of every tick), and each peer runs to the last.
  for (int32_t p = 0; p < peers; ++p)
    for (int32_t h = 0; h < s.humans; ++h)
      for (uint32_t t = 0; t < s.ticks; ++t) rb[size_t(p)]->confirm(h, t, reading(s.seed, h, t));
  std::vector<PeerResult> out;
  for (int32_t p = 0; p < peers; ++p) {
    auto& r = rb[size_t(p)];
    r->run_to(s.ticks);
    listen(p);
    out.push_back({r->confirmed_session().hash(), r->shown_session().hash(), r->stats()});
    CHECK(r->confirmed() == s.ticks);
    CHECK(r->shown() == s.ticks);
    // Every tick's sounds reached the audio once, in order, however often it was simulated.
    std::vector<uint32_t> once(s.ticks);
    std::iota(once.begin(), once.end(), 0u);
    CHECK(heard[size_t(p)] == once);
  }
  return out;
}

// `schedules` schedules from seed `first`: every peer's race ends with the hash of the race on
// one machine, and its shown race is its best guess along the way.
void check_schedules(uint32_t first, uint32_t schedules) {
  std::vector<Grid> grids;
  for (int32_t h = 2; h <= 8; ++h) grids.push_back(grid_at_go(h));
  uint64_t rollbacks = 0, waits = 0;
  uint32_t longest = 0;
  for (uint32_t seed = first; seed < first + schedules; ++seed) {
    Schedule s;
    s.seed = seed;
    s.humans = 2 + int32_t(seed % 7);
    s.max_delay = seed % 9;
    s.loss = seed % 4 == 0 ? 20 : 3;
    s.window = 4 + seed % 10;
    const Grid& grid = grids[size_t(s.humans - 2)];
    const uint64_t alone = offline_hash(grid, s.humans, seed, s.ticks);
    INFO("schedule " << seed << ": " << s.humans << " humans, delay up to " << s.max_delay
                     << " ticks, " << s.loss << " % lost, window " << s.window);
    for (const PeerResult& p : play(grid, s)) {
      CHECK(p.confirmed_hash == alone);
      CHECK(p.shown_hash == alone);
      rollbacks += p.stats.rollbacks;
      waits += p.stats.waits;
      longest = std::max(longest, p.stats.longest_rollback);
    }
  }
  // The schedules must make the core work: predictions go wrong, the window holds peers back.
  CHECK(rollbacks > schedules);
  CHECK(longest >= 4);
  CHECK(waits > 0);
}

}  // namespace

TEST_CASE(
    "1,000 random schedules of late, lost, duplicated and reordered readings for 2 to 8 "
    "humans: every peer ends on the race of one machine",
    "[net][rollback]") {
  check_schedules(1, 1000);
}

TEST_CASE("100 random schedules: every peer ends on the race of one machine", "[net][rollback]") {
  check_schedules(5001, 100);
}

TEST_CASE(
    "a reading that contradicts a prediction sends the shown race back, one that agrees "
    "does not",
    "[net][rollback]") {
  const Grid grid = grid_at_go(2);
  Rollback rb(grid.race->copy(), {{}, {}}, grid.start_ms, kTickMs, 10);
  Reading held;
  held.keys[slot::kAccelerate] = true;
  // Human 1's reading for tick 0 known; human 0 (the other machine's) predicted for 5 ticks.
  for (uint32_t t = 0; t < 5; ++t) CHECK(rb.confirm(1, t, held) == Rollback::Taken::kNew);
  CHECK(rb.run_to(5) == 5);
  CHECK(rb.confirmed() == 0);
  // Its readings come: nothing held for ticks 0 and 1, as predicted (the prediction before any
  // reading is nothing held); then the throttle from tick 2: a wrong prediction.
  CHECK(rb.confirm(0, 0, {}) == Rollback::Taken::kNew);
  CHECK(rb.confirm(0, 1, {}) == Rollback::Taken::kNew);
  rb.run_to(5);
  CHECK(rb.confirmed() == 2);
  CHECK_FALSE(rb.went_back());
  CHECK(rb.stats().rollbacks == 0);
  for (uint32_t t = 2; t < 5; ++t) rb.confirm(0, t, held);
  rb.run_to(5);
  CHECK(rb.went_back());
  CHECK(rb.stats().rollbacks == 1);
  CHECK(rb.stats().longest_rollback == 3);  // ticks 2, 3 and 4 again
  CHECK(rb.confirmed() == 5);
  CHECK(rb.shown_session().hash() == rb.confirmed_session().hash());
  // Duplicates, conflicts, old ticks and strangers.
  CHECK(rb.confirm(0, 7, held) == Rollback::Taken::kNew);
  CHECK(rb.confirm(0, 7, held) == Rollback::Taken::kDuplicate);
  CHECK(rb.confirm(0, 7, {}) == Rollback::Taken::kConflict);
  CHECK(rb.confirm(0, 3, held) == Rollback::Taken::kOld);
  CHECK(rb.confirm(2, 8, held) == Rollback::Taken::kRefused);
  CHECK(rb.confirm(-1, 8, held) == Rollback::Taken::kRefused);
  // A tick too far ahead (a hostile peer's 4,000,000,000): refused, nothing held for it.
  CHECK(rb.confirm(1, 5 + net::kMaxTicksAhead, held) == Rollback::Taken::kRefused);
  CHECK(rb.confirm(1, 4'000'000'000u, held) == Rollback::Taken::kRefused);
  CHECK(rb.confirm(1, 4 + net::kMaxTicksAhead, held) == Rollback::Taken::kNew);
}

TEST_CASE("a peer does not run more than the window past the confirmed race: it waits",
          "[net][rollback]") {
  const Grid grid = grid_at_go(2);
  Rollback rb(grid.race->copy(), {{}, {}}, grid.start_ms, kTickMs, 4);
  for (uint32_t t = 0; t < 20; ++t) rb.confirm(0, t, {});
  CHECK_FALSE(rb.may_run_to(5));
  CHECK(rb.run_to(20) == 4);  // human 1 silent: four ticks predicted, no more
  CHECK(rb.stats().waits == 1);
  for (uint32_t t = 0; t < 10; ++t) rb.confirm(1, t, {});
  CHECK(rb.run_to(20) == 14);  // ten ticks confirmed now, four predicted past them
  CHECK(rb.confirmed() == 10);
  CHECK(rb.stats().waits == 2);
  CHECK(rb.may_run_to(14));
  CHECK_FALSE(rb.may_run_to(15));
}

}  // namespace unpod::net_test

namespace unpod::net_test {
namespace {

TEST_CASE(
    "a peer that knows every reading in time plays each tick's sounds as the race on one machine "
    "makes them",
    "[net][rollback][sounds]") {
  const Grid grid = grid_at_go(2);
  Rollback rb(grid.race->copy(), std::vector<sim::controls::Device>(2), grid.start_ms, kTickMs, 10);
  auto alone = grid.race->copy();
  uint32_t sounding = 0;
  for (uint32_t t = 0; t < 400; ++t) {
    for (int32_t h = 0; h < 2; ++h) {
      rb.confirm(h, t, reading(7, h, t));
      alone->set_device(h, {{}, reading(7, h, t)});
    }
    alone->frame(grid.start_ms + (t + 1) * kTickMs);
    rb.run_to(t + 1);
    REQUIRE(rb.fresh().size() == 1);
    CHECK(rb.fresh()[0].tick == t);
    CHECK(rb.fresh()[0].sounds == alone->frame_sounds());
    for (uint16_t bits : alone->frame_sounds()) sounding += bits != 0;
  }
  CHECK(sounding > 0);  // the cars' sounds started along the way (gears, contacts)
}

}  // namespace
}  // namespace unpod::net_test

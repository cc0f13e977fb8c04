// The race rules' state hashed as the car is (physics/state_hash.cpp): FNV-1a a word at a
// time, folded.
#include "unpod/sim/race/state_hash.h"

#include "unpod/sim/fx/fnv.h"

namespace unpod::sim::race {
namespace {

struct Fnv {
  uint64_t h;
  void word(uint32_t v) { h = fx::fnv_fold(h, v); }
  void fx(Fx v) { word(static_cast<uint32_t>(v)); }
  void vec(const Vec3& v) {
    fx(v.x);
    fx(v.y);
    fx(v.z);
  }
};

}  // namespace

uint64_t record_hash(const RaceRecord& r, uint64_t h) {
  Fnv f{h};
  f.word(static_cast<uint32_t>(r.word0));
  f.word(uint32_t(r.place) | uint32_t(r.finished) << 8 | uint32_t(r.out) << 9 |
         uint32_t(r.driven_to_end) << 10 | uint32_t(r.off_path) << 11);
  f.word(uint32_t(r.crossings) | uint32_t(r.next_checkpoint) << 8);
  f.word(static_cast<uint32_t>(r.split_lap));
  f.word(static_cast<uint32_t>(r.split_slot));
  f.fx(r.last_lap_clock);
  f.fx(r.last_gate_clock);
  f.fx(r.first_crossing);
  for (Fx t : r.lap_times) f.fx(t);
  for (const auto& lap : r.splits)
    for (Fx t : lap) f.fx(t);
  return f.h;
}

uint64_t path_hash(const RacerPath& p, uint64_t h) {
  Fnv f{h};
  f.word(static_cast<uint32_t>(p.tracker.link));
  f.word(static_cast<uint32_t>(p.tracker.point));
  f.vec(p.follower.last);
  f.word(uint32_t(p.follower.moved_forward) | uint32_t(uint16_t(p.follower.wait)) << 8);
  f.word(static_cast<uint32_t>(p.driver_lane));
  f.word(static_cast<uint32_t>(p.lane));
  f.word(static_cast<uint32_t>(p.lane_node));
  f.word(static_cast<uint32_t>(p.line));
  f.word(p.lane_state);
  f.vec(p.target);
  return f.h;
}

uint64_t race_block_hash(const RaceState& s, uint64_t h) {
  Fnv f{h};
  f.fx(s.clock);
  for (int32_t r : s.order) f.word(static_cast<uint32_t>(r));
  f.fx(s.best_lap);
  f.word(static_cast<uint32_t>(s.best_lap_racer));
  for (Fx t : s.best_splits) f.fx(t);
  f.word(static_cast<uint32_t>(s.cars_finished));
  f.word(static_cast<uint32_t>(s.humans_finished));
  f.word(uint32_t(s.humans_done) | uint32_t(s.race_over) << 1 | uint32_t(s.network_all_in) << 2 |
         uint32_t(s.retired) << 8);
  f.fx(s.end_timer);
  for (uint8_t a : s.macros.active) f.word(a);
  for (int32_t r : s.macros.runs) f.word(static_cast<uint32_t>(r));
  f.word(s.random.state());
  return f.h;
}

}  // namespace unpod::sim::race

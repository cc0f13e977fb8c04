#include "unpod/sim/race/order.h"

#include <utility>

#include "unpod/sim/race/inferred.h"

namespace unpod::sim::race {
namespace {

// The racer's place (from 0) in the order, or -1 when the call cannot apply: a racer out of
// range, path values missing, or an order table not one entry per racer.
int32_t place_of(const RaceState& state, int32_t racer, size_t path_values) {
  const size_t n = state.records.size();
  if (racer < 0 || static_cast<size_t>(racer) >= n || state.order.size() != n || path_values < n)
    return -1;
  for (size_t p = 0; p < n; ++p)
    if (state.order[p] == racer) return static_cast<int32_t>(p);
  return -1;
}

// Every record's place nibble from the order table, as FUN_0042c264 leaves them.
void renumber(RaceState& state) {
  for (size_t i = 0; i < state.order.size(); ++i)
    state.records[static_cast<size_t>(state.order[i])].place = static_cast<uint8_t>((i + 1) & 0xF);
}

const RaceRecord& record(const RaceState& state, int32_t racer) {
  return state.records[static_cast<size_t>(racer)];
}

Fx value(std::span<const Fx> path_values, int32_t racer) {
  return path_values[static_cast<size_t>(racer)];
}

}  // namespace

// POD FUN_004afd3c / POD FUN_004aad68: order update when a tracker moves on
void order_after_move_on(RaceState& state, int32_t racer, std::span<const Fx> path_values,
                         int32_t humans, bool human_path_order) {
  const int32_t start = place_of(state, racer, path_values.size());
  if (start < 0) return;
  const RaceRecord& me = record(state, racer);
  // It stops above the finished cars (DAT_0050274a, inferred: the count of finished cars).
  const int32_t top = state.cars_finished < 0 ? 0 : state.cars_finished;
  int32_t p = start;
  for (int32_t q = start - 1; q >= top; --q) {
    const int32_t other = state.order[static_cast<size_t>(q)];
    const RaceRecord& ahead = record(state, other);
    // The test to go on: no more crossings for the first car; past it the crossings are
    // compared twice (0x4b0435, 0x4b0437), read as "no more" and "no fewer" (inferred.h).
    const bool go_on =
        q == start - 1 ? ahead.crossings <= me.crossings : ahead.crossings == me.crossings;
    if (!go_on) break;
    // "or else, for two computer cars, a higher path value". DEVIATION 8 (human_path_order): for
    // a human too (its follower keeps its tracker every frame); the original's branch for a
    // human in a view is not traced.
    const bool by_value = human_path_order || (racer >= humans && other >= humans);
    const bool passes = ahead.crossings < me.crossings ||
                        ahead.next_checkpoint < me.next_checkpoint ||
                        (by_value && value(path_values, other) > value(path_values, racer));
    // A car not passed does not stop the racer: a later pass jumps it. The racer and the car
    // it passes change places (inferred.h); the jumped car keeps its place.
    if (passes) {
      std::swap(state.order[static_cast<size_t>(q)], state.order[static_cast<size_t>(p)]);
      p = q;
    }
  }
  renumber(state);
}

// POD FUN_004ab418: order update when a tracker moves back
void order_after_move_back(RaceState& state, int32_t racer, std::span<const Fx> path_values) {
  const int32_t start = place_of(state, racer, path_values.size());
  if (start < 0) return;
  const RaceRecord& me = record(state, racer);
  if (me.has_finished()) return;  // only a car still racing drops
  const auto last = static_cast<int32_t>(state.order.size()) - 1;
  int32_t p = start;
  for (int32_t q = start + 1; q <= last; ++q) {
    const int32_t other = state.order[static_cast<size_t>(q)];
    const RaceRecord& behind = record(state, other);
    // The same two quirks as the move on: no fewer crossings for the first car, as many past it.
    const bool go_on =
        q == start + 1 ? behind.crossings >= me.crossings : behind.crossings == me.crossings;
    if (!go_on) break;
    const bool drops = behind.crossings > me.crossings ||
                       behind.next_checkpoint > me.next_checkpoint ||
                       value(path_values, other) < value(path_values, racer);
    if (drops) {
      std::swap(state.order[static_cast<size_t>(q)], state.order[static_cast<size_t>(p)]);
      p = q;
    }
  }
  renumber(state);
}

// POD FUN_0042ceac: order at a gate, network variant of FUN_0042c264
void order_at_gate_network(RaceState& state, int32_t racer) {
  const int32_t start = place_of(state, racer, state.records.size());
  if (start < 0) return;
  const RaceRecord& me = record(state, racer);
  auto p = static_cast<size_t>(start);
  while (p > 0) {
    const RaceRecord& ahead = record(state, state.order[p - 1]);
    // As move_up, and on the same lap and checkpoint the car that reached its last gate later
    // (+0x14) is passed (inferred.h: a strictly later clock, compared signed).
    const bool same_gate =
        ahead.crossings == me.crossings && ahead.next_checkpoint == me.next_checkpoint;
    const bool passes =
        !ahead.has_finished() &&
        (ahead.crossings < me.crossings ||
         (ahead.crossings == me.crossings && ahead.next_checkpoint < me.next_checkpoint) ||
         (same_gate && ahead.last_gate_clock > me.last_gate_clock));
    if (!passes) break;
    std::swap(state.order[p - 1], state.order[p]);
    --p;
  }
  renumber(state);
}

}  // namespace unpod::sim::race

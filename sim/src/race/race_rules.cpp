#include "unpod/sim/race/race_rules.h"

#include <algorithm>
#include <bit>
#include <utility>

#include "unpod/sim/race/gate.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/race/order.h"

namespace unpod::sim::race {
namespace {

// 32-bit two's-complement arithmetic on 16.16 clocks, as the original's add/sub (no UB).
Fx wrap_sub(Fx a, Fx b) {
  return static_cast<Fx>(static_cast<uint32_t>(a) - static_cast<uint32_t>(b));
}

}  // namespace

RaceRules::RaceRules(Course course, RaceSetup setup)
    : course_(std::move(course)),
      beacon_grid_(std::make_shared<const BeaconGrid>(course_.beacons)),
      setup_(setup) {
  state_.macros = start_macros(course_.macros);
  state_.random = fx::race_load_random().generator;
  // DEVIATION 9: 1 to kMaxLaps laps.
  // The crossings nibble holds laps + 1 at the finish: more than kMaxLaps could never finish.
  setup_.laps = setup_.laps < 1 ? 1 : (setup_.laps > kMaxLaps ? kMaxLaps : setup_.laps);
  const int32_t n = setup_.racers() > 0 ? setup_.racers() : 0;
  state_.records.resize(static_cast<size_t>(n));
  state_.order.resize(static_cast<size_t>(n));
  last_crossed_.resize(static_cast<size_t>(n));
  grid_order();
}

// The order from the grid (FUN_0042bec0, and every countdown frame): racer n in grid slot n
// (inferred: the menus' slot, 0x61ec58, is the racer's index).
void RaceRules::grid_order() {
  for (size_t r = 0; r < state_.order.size(); ++r) {
    state_.order[r] = static_cast<int32_t>(r);
    state_.records[r].place = static_cast<uint8_t>((r + 1) & 0xF);
  }
}

void RaceRules::apply_countdown(const CountdownFrame& frame) {
  if (!frame.counting) return;
  if (!setup_.time_trial) grid_order();
  if (frame.go) {
    state_.clock = 0;
    emit(EventKind::kGo, -1, -1, -1);
  } else if (frame.new_number) {
    emit(EventKind::kCountdown, -1, -1, frame.number);
  }
}

void RaceRules::advance_clock(Fx dt) {
  state_.clock = static_cast<Fx>(static_cast<uint32_t>(state_.clock) + static_cast<uint32_t>(dt));
}

void RaceRules::order_between_gates(int32_t racer, bool moved_back,
                                    std::span<const Fx> path_values) {
  if (racer < 0 || racer >= static_cast<int32_t>(state_.records.size())) return;
  if (state_.records[static_cast<size_t>(racer)].has_finished()) return;
  if (moved_back)
    order_after_move_back(state_, racer, path_values);
  else
    order_after_move_on(state_, racer, path_values, setup_.humans, setup_.human_path_order);
}

void RaceRules::emit(EventKind kind, int32_t racer, int32_t beacon, int32_t value, int32_t record) {
  events_.push_back(Event{kind, racer, beacon, value, state_.clock, record});
}

// POD FUN_0042a3ac: the beacon walk of one car's move
void RaceRules::move_car(int32_t racer, const Vec3& from, const Vec3& to, Fx speed) {
  if (racer < 0 || racer >= static_cast<int32_t>(state_.records.size())) return;
  moving_speed_ = speed;
  moving_to_ = to;
  const Vec3& probe = kPreTestAfterMove ? to : from;
  // Every beacon whose pre-test can pass here, in index order (beacon_grid.h).
  for (const int32_t i : beacon_grid_->candidates(probe)) {
    const Beacon& b = course_.beacons[static_cast<size_t>(i)];
    if (!near_beacon(b, probe)) continue;
    const Crossing c = cross_gate(b, from, to);
    if (c != Crossing::kNone) last_crossed_[static_cast<size_t>(racer)] = {i, c == Crossing::kBack};
    if (c == Crossing::kFront)
      run_chain(course_.nodes, b.front_chain, racer, i);
    else if (c == Crossing::kBack)
      run_chain(course_.nodes, b.back_chain, racer, i);
  }
}

// The rules as the macro runner sees them.
struct RaceRules::Host final : MacroHost {
  explicit Host(RaceRules& r) : rules(r) {}
  bool is_human(int32_t racer) const override { return racer < rules.setup_.humans; }
  bool is_computer(int32_t racer) const override {
    return racer >= rules.setup_.humans && racer < rules.setup_.racers();
  }
  int32_t lap(int32_t racer) const override {
    return racer < static_cast<int32_t>(rules.state_.records.size())
               ? rules.state_.records[static_cast<size_t>(racer)].crossings
               : 0;
  }
  void lap_line(int32_t racer, int32_t beacon) override { rules.lap_line(racer, beacon); }
  void checkpoint(int32_t racer, int32_t beacon) override { rules.checkpoint(racer, beacon); }
  void section(int32_t racer, int32_t beacon, int32_t node) override {
    rules.section(racer, beacon, node);
  }
  void emit(EventKind kind, int32_t racer, int32_t beacon, int32_t value, int32_t record) override {
    rules.emit(kind, racer, beacon, value, record);
  }
  RaceRules& rules;
};

// The macro runner (macros.h) runs the chain; the lap and checkpoint rules stay here.
void RaceRules::run_chain(const std::vector<MacroNode>& nodes, int32_t first, int32_t racer,
                          int32_t beacon) {
  Host host(*this);
  run_macros(MacroRun{course_, state_.macros, state_.random, host}, nodes, first, racer, beacon);
}

void RaceRules::run_phase(Phase phase) {
  if (phase == Phase::kDepart) {  // inferred: the "Init Macro" table runs at the start
    Host host(*this);
    run_init_macros(MacroRun{course_, state_.macros, state_.random, host});
  }
  run_chain(course_.phase_nodes, course_.phases[static_cast<size_t>(phase)], -1, -1);
}

// POD FUN_0042c684: lap line
void RaceRules::lap_line(int32_t racer, int32_t beacon) {
  RaceRecord& r = state_.records[static_cast<size_t>(racer)];
  if (r.has_finished()) return;
  const auto checkpoints = static_cast<uint8_t>(course_.checkpoints.size());
  if (r.crossings == 0) {
    // The first crossing only starts the count; lap 1 stays timed from "GO!".
    if (setup_.time_trial) state_.clock = 0;
    r.crossings = 1;
    r.first_crossing = state_.clock;
    r.next_checkpoint = kFirstCheckpoint;
    emit(EventKind::kFirstCrossing, racer, beacon, 1);
    move_up(racer);
    return;
  }
  if (r.next_checkpoint != checkpoints) return;  // the last checkpoint is still to come

  const Fx lap_time = wrap_sub(state_.clock, r.last_lap_clock);
  const Fx split = wrap_sub(state_.clock, r.last_gate_clock);
  const int32_t lap = r.crossings - 1;
  // DEVIATION 4: a lap past the eighth is counted, its time and splits not stored.
  if (lap < kStoredLaps) {
    r.lap_times[static_cast<size_t>(lap)] = lap_time;
    if (r.split_lap < kStoredLaps && r.split_slot < kSplitsPerLap)
      r.splits[static_cast<size_t>(r.split_lap)][static_cast<size_t>(r.split_slot)] = split;
  }
  if (state_.best_lap == 0 || lap_time < state_.best_lap) {
    state_.best_lap = lap_time;
    state_.best_lap_racer = racer;
  }
  Fx& best_split = state_.best_splits[checkpoints - 1u];
  if (best_split == 0 || split < best_split) best_split = split;
  if (records_) {  // POD FUN_004b26f8: the track's lap records
    const int32_t rank = records_->check_lap(racer, lap_time);
    if (rank >= 0) emit(EventKind::kLapRecord, racer, beacon, rank);
  }

  r.crossings = static_cast<uint8_t>((r.crossings + 1) & 0xF);
  r.last_lap_clock = state_.clock;
  r.last_gate_clock = state_.clock;
  r.next_checkpoint = kFirstCheckpoint;
  r.split_lap = lap + 1;
  r.split_slot = 0;

  if (r.crossings > setup_.laps) {
    finish(racer, beacon);
  } else {
    const bool last = r.crossings == setup_.laps;
    emit(last ? EventKind::kLastLap : EventKind::kLap, racer, beacon, r.crossings);
  }
  move_up(racer);
}

// The finish, from FUN_0042c684, and a human's, POD FUN_0042c120
void RaceRules::finish(int32_t racer, int32_t beacon) {
  RaceRecord& r = state_.records[static_cast<size_t>(racer)];
  r.finished = true;
  state_.cars_finished += 1;
  emit(EventKind::kFinish, racer, beacon, state_.cars_finished);
  if (records_) {  // POD FUN_004b24fc: the race time against the track's race records
    const int32_t rank = records_->check_race(racer, r.last_lap_clock);
    if (rank >= 0) emit(EventKind::kRaceRecord, racer, beacon, rank);
  }
  if (racer < setup_.humans) {
    r.word0 = -1;
    state_.humans_finished += 1;
    // POD FUN_0042c120, a network race: the first human to finish starts the 60-second end
    // timer (0x3c0000; inferred.h, "A network race's end").
    if (setup_.network && !state_.humans_done) {
      state_.humans_done = true;
      state_.end_timer = kEndTimerNetwork;
      emit(EventKind::kEndTimer, racer, beacon, kEndTimerNetwork);
    }
  }
  // inferred (inferred.h): a race without humans has them all finished at its first finish. A
  // retired human counts as finished here (inferred.h, "Retiring").
  const int32_t out = state_.humans_finished + std::popcount(state_.retired);
  if (out >= setup_.humans && (racer < setup_.humans || setup_.humans == 0) &&
      (setup_.humans > 0 || !setup_.until_all_finish || all_finished())) {
    if (!state_.humans_done) {
      state_.humans_done = true;
      state_.end_timer = kEndTimer;
      emit(EventKind::kHumansFinished, racer, beacon, state_.humans_finished);
    } else if (setup_.network && !state_.network_all_in) {
      // Every human in before the network timer ran out: 3 seconds more at most (inferred.h).
      state_.network_all_in = true;
      state_.end_timer = std::min(state_.end_timer, kEndTimer);
      emit(EventKind::kHumansFinished, racer, beacon, state_.humans_finished);
    }
  }
}

// Ours (inferred.h, "Retiring")
bool RaceRules::retire(int32_t racer) {
  if (racer < 0 || racer >= setup_.humans || racer >= 8 ||
      static_cast<size_t>(racer) >= state_.records.size())
    return false;
  RaceRecord& r = state_.records[static_cast<size_t>(racer)];
  if (r.has_finished() || retired(racer) || state_.race_over) return false;
  state_.retired = static_cast<uint8_t>(state_.retired | 1u << racer);
  r.word0 = -1;
  emit(EventKind::kRetired, racer, -1, 0);
  if (state_.humans_finished + std::popcount(state_.retired) >= setup_.humans) {
    if (!state_.humans_done) {
      state_.humans_done = true;
      state_.end_timer = 0;  // the end at the next frame's end timer
      emit(EventKind::kHumansFinished, racer, -1, state_.humans_finished);
    } else if (setup_.network && !state_.network_all_in) {
      // The network timer running, nobody left racing: 3 seconds more at most (inferred.h).
      state_.network_all_in = true;
      state_.end_timer = std::min(state_.end_timer, kEndTimer);
      emit(EventKind::kHumansFinished, racer, -1, state_.humans_finished);
    }
  }
  return true;
}

// Ours, under POD's "out (network)" (inferred.h, "Leaving a network race"); DEVIATION 18: the
// car is simulated here from its human's readings to the end, not driven by messages.
bool RaceRules::leave(int32_t racer) {
  if (!setup_.network || racer < 0 || racer >= setup_.humans || racer >= 8 ||
      static_cast<size_t>(racer) >= state_.records.size())
    return false;
  RaceRecord& r = state_.records[static_cast<size_t>(racer)];
  if (r.has_finished() || retired(racer) || state_.race_over) return false;
  r.out = true;
  emit(EventKind::kLeft, racer, -1, 0);
  return retire(racer);
}

bool RaceRules::retired(int32_t racer) const {
  return racer >= 0 && racer < 8 && (state_.retired >> racer & 1u) != 0;
}

// Ours (RaceSetup::until_all_finish)
bool RaceRules::all_finished() const {
  return std::all_of(state_.records.begin(), state_.records.end(),
                     [](const RaceRecord& r) { return r.has_finished(); });
}

// POD FUN_0047f56c: the end timer
bool RaceRules::end_timer_frame(Fx frame_time) {
  if (!state_.humans_done) return false;  // inferred: the timer runs only once it was started
  state_.race_over = state_.end_timer < 1;
  state_.end_timer = wrap_sub(state_.end_timer, frame_time);
  return state_.race_over;
}

// POD FUN_0047831c: the cars still racing are marked driven to the end
int32_t RaceRules::mark_driven_to_end() {
  int32_t n = 0;
  for (size_t i = 0; i < state_.records.size(); ++i) {
    RaceRecord& r = state_.records[i];
    if (r.has_finished() || retired(static_cast<int32_t>(i))) continue;  // ours: not a retired car
    r.driven_to_end = true;
    ++n;
  }
  return n;
}

// POD FUN_0042c3a0: checkpoint
void RaceRules::checkpoint(int32_t racer, int32_t beacon) {
  RaceRecord& r = state_.records[static_cast<size_t>(racer)];
  if (r.has_finished() || r.crossings == 0) return;
  const uint8_t c = r.next_checkpoint;
  if (c == 0 || c >= course_.checkpoints.size() || course_.checkpoints[c] != beacon) return;
  const Fx split = wrap_sub(state_.clock, r.last_gate_clock);
  if (r.split_lap < kStoredLaps && r.split_slot < kSplitsPerLap)
    r.splits[static_cast<size_t>(r.split_lap)][static_cast<size_t>(r.split_slot)] = split;
  r.split_slot += 1;
  Fx& best = state_.best_splits[c - 1u];
  if (best == 0 || split < best) best = split;
  r.last_gate_clock = state_.clock;
  r.next_checkpoint = static_cast<uint8_t>(c + 1);
  emit(EventKind::kCheckpoint, racer, beacon, c);
  move_up(racer);
}

// POD FUN_0042c264: the order at a gate. The racer passes every car ahead that has not finished
// and has fewer lap-line crossings, or as many and an earlier next checkpoint.
void RaceRules::move_up(int32_t racer) {
  auto& order = state_.order;
  size_t p = 0;
  while (p < order.size() && order[p] != racer) ++p;
  if (p == order.size()) return;
  const RaceRecord& me = state_.records[static_cast<size_t>(racer)];
  while (p > 0) {
    const RaceRecord& ahead = state_.records[static_cast<size_t>(order[p - 1])];
    const bool passes =
        !ahead.has_finished() &&
        (ahead.crossings < me.crossings ||
         (ahead.crossings == me.crossings && ahead.next_checkpoint < me.next_checkpoint));
    if (!passes) break;
    std::swap(order[p - 1], order[p]);
    --p;
  }
  for (size_t i = 0; i < order.size(); ++i)
    state_.records[static_cast<size_t>(order[i])].place = static_cast<uint8_t>((i + 1) & 0xF);
}

}  // namespace unpod::sim::race

#include "unpod/engine/hud_model.h"

#include <algorithm>
#include <cmath>

#include "unpod/sim/physics/damage.h"
#include "unpod/sim/race/results.h"

namespace unpod::engine {
namespace {

using sim::race::CountdownPhase;
using sim::race::EventKind;
using sim::race::kSplitsPerLap;
using sim::race::kStoredLaps;
using sim::race::RaceRecord;

// a - b on the 32-bit clock, as the race rules subtract it
Fx clock_sub(Fx a, Fx b) {
  return static_cast<Fx>(static_cast<uint32_t>(a) - static_cast<uint32_t>(b));
}

float clamp_health(float h) {
  return h >= 0.0f ? std::min(h, 1.0f) : 0.0f;  // NaN reads as broken
}

std::string driver_name(std::span<const std::string> names, int32_t racer) {
  if (racer >= 0 && static_cast<size_t>(racer) < names.size() &&
      !names[static_cast<size_t>(racer)].empty())
    return names[static_cast<size_t>(racer)];
  std::string name = "RACER ";
  name += std::to_string(racer + 1);
  return name;
}

}  // namespace

void HudTimers::update(std::span<const sim::race::Event> events, const sim::race::RaceState& state,
                       int32_t racer, uint32_t now_ms) {
  const bool known = racer >= 0 && static_cast<size_t>(racer) < state.records.size();
  for (const sim::race::Event& e : events) {
    if (e.kind == EventKind::kGo) {  // racer -1: every viewport's "GO!"
      go = {true, now_ms, 0, 0};
      previous_lap_clock = 0;
      continue;
    }
    if (e.kind == EventKind::kFinish && e.racer != racer && e.racer >= 0 &&
        static_cast<size_t>(e.racer) < state.records.size()) {
      // Another racer's finish: its place (the event's value) and its race time.
      const RaceRecord& f = state.records[static_cast<size_t>(e.racer)];
      finishers.push_back({e.racer, e.value, f.last_lap_clock, now_ms});
      if (finishers.size() > kFinishersShown) finishers.erase(finishers.begin());
      continue;
    }
    if (!known || e.racer != racer) continue;
    const RaceRecord& r = state.records[static_cast<size_t>(racer)];
    switch (e.kind) {
      case EventKind::kLap:
      case EventKind::kLastLap:
      case EventKind::kFinish: {
        if (e.kind != EventKind::kFinish)
          lap_banner = {true, now_ms, e.kind == EventKind::kLap ? e.value : -1, 0};
        // The lap just completed: the record's crossings are one past it (the first crossing
        // only starts the count).
        const int32_t lap = r.crossings - 1;
        const Fx time = lap >= 1 && lap <= kStoredLaps
                            ? r.lap_times[static_cast<size_t>(lap - 1)]
                            : clock_sub(r.last_lap_clock, previous_lap_clock);
        lap_time = {true, now_ms, lap, time};
        previous_lap_clock = r.last_lap_clock;
        break;
      }
      case EventKind::kCheckpoint: {
        const int32_t slot = r.split_slot - 1;  // the checkpoint moved the split pointer on
        const bool stored =
            r.split_lap >= 0 && r.split_lap < kStoredLaps && slot >= 0 && slot < kSplitsPerLap;
        const Fx time =
            stored ? r.splits[static_cast<size_t>(r.split_lap)][static_cast<size_t>(slot)] : 0;
        split = {true, now_ms, e.value, time};
        break;
      }
      case EventKind::kLapRecord:
        lap_record = {true, now_ms, e.value, 0};
        break;
      case EventKind::kWrongWayOn:
        wrong_way_macro = true;
        break;
      case EventKind::kWrongWayOff:
        wrong_way_macro = false;
        break;
      default:
        break;
    }
  }
}

HudModel hud_model(const sim::race::RaceRules& rules, int32_t racer,
                   const sim::race::Countdown& countdown, const HudTimers& timers,
                   const HudInputs& in) {
  const sim::race::RaceState& state = rules.state();
  HudModel m;
  m.racer = racer;
  m.laps = std::max(1, rules.setup().laps);
  m.racers = std::max(1, static_cast<int32_t>(state.records.size()));
  m.speed_kmh = in.speed_kmh;
  m.gear = in.gear;
  m.damage_on = in.damage_on;
  for (size_t p = 0; p < kDamagePartCount; ++p) m.health[p] = clamp_health(in.health[p]);

  // The countdown shows its number while it counts (POD FUN_004815e8); "GO!" follows the event.
  const bool counting = countdown.phase() == CountdownPhase::kCounting ||
                        countdown.phase() == CountdownPhase::kTimeTrial;
  if (counting && countdown.number() >= 1) m.countdown = countdown.number();
  m.go = !counting && timers.go.shown(in.now_ms, kGoShownMs);

  // pod-race.md, "The end": in a network race the first human to finish starts the 60-second
  // end timer that every other racer is shown.
  if (rules.setup().network && state.humans_finished > 0 && !rules.race_over() &&
      state.end_timer > 0)
    m.end_seconds = static_cast<int32_t>((state.end_timer + 0xffff) >> 16);
  if (rules.race_over()) {
    m.show_results = true;
    for (const sim::race::RaceResult& r : sim::race::results(state, rules.setup()))
      m.results.push_back({r.place, r.racer, driver_name(in.driver_names, r.racer), r.human,
                           r.finished, r.retired, r.race_time, r.best_lap, r.laps});
  }
  if (racer < 0 || static_cast<size_t>(racer) >= state.records.size()) return m;
  const RaceRecord& r = state.records[static_cast<size_t>(racer)];

  m.finished = r.finished;
  m.place = r.place > 0 ? r.place : racer + 1;
  const int32_t crossings = r.crossings;
  m.lap = r.finished ? m.laps : std::clamp(crossings, 1, m.laps);
  m.last_lap = !r.finished && crossings >= 1 && crossings == m.laps;
  m.race_time = r.finished ? r.last_lap_clock : counting ? 0 : state.clock;
  m.lap_time = r.finished || counting ? 0 : clock_sub(state.clock, r.last_lap_clock);
  const int32_t completed = std::max(0, crossings - 1);
  m.laps_timed = std::min(completed, kStoredLaps);
  for (size_t lap = 0; lap < static_cast<size_t>(m.laps_timed); ++lap) {
    m.lap_times[lap] = r.lap_times[lap];
    if (r.lap_times[lap] > 0 && (m.best_lap == 0 || r.lap_times[lap] < m.best_lap))
      m.best_lap = r.lap_times[lap];
  }
  // Wrong way: the human's follower counts its wrong-way frames in word 0 (-1 once finished),
  // or the track's own "Wrong-Way ON" macro said so.
  m.wrong_way = !r.finished && (r.word0 > 0 || timers.wrong_way_macro);
  // [inferred] Who reads word 0 the notes leave open. The follower counts it only after the car
  // has moved 10 units, so a car turned round the right way kept the warning for up to 20 units
  // of road (issue 31); the HUD drops it at once when the car is in a forward gear and faces
  // along its tracker's step, the follower's own "the right way" test (FUN_004c688c step 5).
  if (m.wrong_way && !timers.wrong_way_macro && in.gear >= 1)
    if (const auto way = rules.put_back_heading(racer)) {
      const double along = in.heading[0] * way->x + in.heading[1] * way->y + in.heading[2] * way->z;
      if (along > 0) m.wrong_way = false;
    }

  if (rules.retired(racer)) {
    m.banner = HudBanner::kRetired;
    m.wrong_way = false;
  } else if (r.finished) {
    m.banner = HudBanner::kFinished;
  } else if (timers.lap_banner.shown(in.now_ms, kLapBannerMs)) {
    m.banner = timers.lap_banner.number < 0 ? HudBanner::kLastLap : HudBanner::kLap;
    m.banner_lap = timers.lap_banner.number;
  }
  if (timers.lap_time.shown(in.now_ms, kLapTimeFlashMs)) {
    m.lap_flash = true;
    m.flash_lap = timers.lap_time.number;
    m.flash_lap_time = timers.lap_time.time;
  }
  if (!r.finished && timers.split.shown(in.now_ms, kSplitFlashMs)) {
    m.split_flash = true;
    m.split_checkpoint = timers.split.number;
    m.split_time = timers.split.time;
  }
  if (timers.lap_record.shown(in.now_ms, kLapRecordFlashMs))
    m.lap_record_rank = timers.lap_record.number;
  for (auto f = timers.finishers.rbegin(); f != timers.finishers.rend(); ++f)
    if (in.now_ms - f->at_ms < kFinisherShownMs)
      m.finishers.push_back({f->place, driver_name(in.driver_names, f->racer), f->time});
  return m;
}

HudInputs car_inputs(const sim::physics::CarState& car, const sim::physics::CarObject& object,
                     bool damage_on) {
  namespace physics = sim::physics;
  static_assert(kDamagePartCount == physics::kBodyParts);
  HudInputs in;
  double speed2 = 0;
  for (const int32_t v : car.velocity) speed2 += std::pow(static_cast<double>(v) / 65536.0, 2);
  in.speed_kmh = static_cast<int32_t>(std::sqrt(speed2) * 3.6);
  in.gear = car.gear == physics::kReverseGear ? -1 : car.gear;
  for (size_t a = 0; a < 3; ++a) in.heading[a] = static_cast<double>(car.forward[a]) / 65536.0;
  in.damage_on = damage_on;
  for (size_t p = 0; p < kDamagePartCount; ++p)
    in.health[p] = static_cast<float>(physics::part_condition(object.parts[p])) / 65536.0f;
  return in;
}

}  // namespace unpod::engine

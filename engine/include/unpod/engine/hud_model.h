// What one racer's HUD shows this frame, read from the race rules' state, the countdown and the
// frame's events (sim/race), plus what the game passes in (speed, gear, damage, names). Pure:
// hud_layout() places it and HudRenderer draws it.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "unpod/engine/speed_unit.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/object.h"
#include "unpod/sim/race/countdown.h"
#include "unpod/sim/race/events.h"
#include "unpod/sim/race/race_rules.h"
#include "unpod/sim/race/record.h"

namespace unpod::engine {

using sim::race::Fx;

// How long the event-driven messages stay on screen, in milliseconds of the game's clock
// (ours: the notes do not give the original's durations).
inline constexpr uint32_t kGoShownMs = 1000;
inline constexpr uint32_t kLapBannerMs = 2000;
inline constexpr uint32_t kLapTimeFlashMs = 3000;
inline constexpr uint32_t kSplitFlashMs = 2500;
inline constexpr uint32_t kLapRecordFlashMs = 3000;
inline constexpr uint32_t kFinisherShownMs = 5000;  // another racer's finish, announced
inline constexpr size_t kFinishersShown = 3;        // the newest finishes at most

// A message switched on by an event for a fixed time.
struct HudFlash {
  bool on = false;
  uint32_t at_ms = 0;  // when the event came
  int32_t number = 0;  // the lap, checkpoint or rank it is about
  Fx time = 0;         // the lap time or split it shows (16.16 s)
  bool shown(uint32_t now_ms, uint32_t duration_ms) const {
    return on && now_ms - at_ms < duration_ms;  // unsigned: wraps like the clock
  }
};

// Another racer's finish: who, in which place, in what race time, and when it came.
struct HudFinisher {
  int32_t racer = -1;
  int32_t place = 0;
  Fx time = 0;
  uint32_t at_ms = 0;
};

// The HUD's own state for one racer, updated by the game each frame from the frame's events.
struct HudTimers {
  HudFlash go;          // "GO!" (kGo)
  HudFlash lap_banner;  // "LAP n" (kLap) or "LAST LAP" (kLastLap, number = -1)
  HudFlash lap_time;    // the lap just completed and its time (kLap, kLastLap, kFinish)
  HudFlash split;       // a checkpoint's split (kCheckpoint)
  HudFlash lap_record;  // a lap entered the track's lap table (kLapRecord); number = its rank
  bool wrong_way_macro = false;        // the track's "Wrong-Way ON" until its "Wrong-Way OFF"
  Fx previous_lap_clock = 0;           // the record's clock at the lap line before (laps past the
                                       // record's kStoredLaps have no stored time)
  std::vector<HudFinisher> finishers;  // the other racers' finishes, newest last

  // The frame's events (rules.events() after Race::frame) for `racer`, at the game's
  // millisecond `now_ms`; `state` is the rules' state after the frame.
  void update(std::span<const sim::race::Event> events, const sim::race::RaceState& state,
              int32_t racer, uint32_t now_ms);
};

// The damage picture's parts, in the car file's order (assets::CarPart, the body parts).
enum class DamagePart : uint8_t {
  kRearRight,
  kRearLeft,
  kSideRight,
  kSideLeft,
  kFrontRight,
  kFrontLeft
};
inline constexpr size_t kDamagePartCount = 6;

// What the game knows and the race rules do not.
struct HudInputs {
  uint32_t now_ms = 0;  // the game's millisecond clock, as given to HudTimers::update
  int32_t speed_kmh = 0;
  int32_t gear = 0;                 // 0 neutral, -1 reverse, 1.. forward
  std::array<double, 3> heading{};  // the car's forward axis (car +0x4a4), world units
  bool damage_on = false;
  std::array<float, kDamagePartCount> health{1, 1, 1, 1, 1, 1};  // per part, 1 whole .. 0 broken
  std::span<const std::string> driver_names;  // by racer; a racer without one is "RACER n"
};

// The inputs the racer's physics car gives: its speed (|velocity| × 3.6, the units being about
// metres per second), its gear (the car's 8, reverse, as -1) and each body part's health
// (physics::part_condition). The caller adds the clock and the names.
HudInputs car_inputs(const sim::physics::CarState& car, const sim::physics::CarObject& object,
                     bool damage_on);

enum class HudBanner : uint8_t { kNone, kLap, kLastLap, kFinished, kRetired };

// One line of the results table (sim::race::results).
struct HudResultRow {
  int32_t place = 0;
  int32_t racer = -1;
  std::string driver;
  bool human = false;
  bool finished = false;  // unfinished cars show no race time
  bool retired = false;   // a human who retired: unplaced
  Fx race_time = 0;
  Fx best_lap = 0;
  int32_t laps = 0;
};

struct HudModel {
  int32_t racer = 0;
  int32_t countdown = 0;  // the number shown while counting (5..1), 0 for none
  bool go = false;        // "GO!"
  int32_t lap = 1;        // lap n of laps (1 before the first crossing)
  int32_t laps = 1;
  bool last_lap = false;
  int32_t place = 1;  // the record's place, from 1
  int32_t racers = 1;
  Fx race_time = 0;                                    // the race clock; a finished car's race time
  Fx lap_time = 0;                                     // the lap in progress
  std::array<Fx, sim::race::kStoredLaps> lap_times{};  // completed laps, lap 1 first
  int32_t laps_timed = 0;                              // how many of lap_times hold a lap
  Fx best_lap = 0;                                     // the racer's best (0: none yet)
  int32_t speed_kmh = 0;
  SpeedUnit speed_unit = SpeedUnit::kKmh;  // what the speed is shown in (the player's choice)
  int32_t gear = 0;
  bool wrong_way = false;
  bool damage_on = false;
  std::array<float, kDamagePartCount> health{1, 1, 1, 1, 1, 1};
  HudBanner banner = HudBanner::kNone;
  int32_t banner_lap = 0;  // kLap: the lap begun
  bool finished = false;   // the racer's finished message (banner kFinished)
  bool lap_flash = false;  // the completed lap's time
  int32_t flash_lap = 0;
  Fx flash_lap_time = 0;
  bool split_flash = false;  // a checkpoint's split
  int32_t split_checkpoint = 0;
  Fx split_time = 0;
  int32_t lap_record_rank = -1;  // >= 0 while a new entry in the track's lap table is shown
  struct Finisher {              // another racer's finish, while announced (newest first)
    int32_t place = 0;
    std::string driver;
    Fx time = 0;
  };
  std::vector<Finisher> finishers;
  bool show_results = false;  // the race is over: the results table
  std::vector<HudResultRow> results;
  // Not the race's: lines the game asks to be read now ("PAUSED", a device to choose), centred
  // on a dark box in the middle of the viewport, over everything else.
  std::vector<std::string> notice;
  // Not the race's either: what the view is, when it is not a race being driven ("REPLAY ..."),
  // a line at the bottom middle that stays while it is shown.
  std::string caption;
  // A network race's: POD's end timer once the first human has finished (whole seconds left,
  // rounded up; -1: none), and the connection mark the game sets ("NET 12 MS"; in red when
  // `connection_warning`: the race waits for a machine or goes back often).
  int32_t end_seconds = -1;
  std::string connection;
  bool connection_warning = false;
};

HudModel hud_model(const sim::race::RaceRules& rules, int32_t racer,
                   const sim::race::Countdown& countdown, const HudTimers& timers,
                   const HudInputs& inputs);

}  // namespace unpod::engine

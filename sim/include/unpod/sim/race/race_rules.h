// The race rules of pod-race.md for the cars the caller moves: the beacon test on each car's
// move, the macro chains it runs, checkpoints and laps with splits and best laps, the order at
// gates, a human's finish and the end timer's start. The whole state is readable (state()); the
// events of the current step are listed until the caller clears them.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "unpod/sim/race/beacon_grid.h"
#include "unpod/sim/race/countdown.h"
#include "unpod/sim/race/course.h"
#include "unpod/sim/race/events.h"
#include "unpod/sim/race/follower.h"
#include "unpod/sim/race/macros.h"
#include "unpod/sim/race/paths.h"
#include "unpod/sim/race/record.h"
#include "unpod/sim/race/track_records.h"

namespace unpod::sim::race {

// The most laps a race can have: the record's crossings nibble (+0x08) holds laps + 1 at the
// finish. RaceRules brings a setup's laps into 1..kMaxLaps (DEVIATION 9).
inline constexpr int32_t kMaxLaps = 14;

// Who races and how (pod-race.md "Who races"): humans come first, racer n is a human when
// n < humans (DAT_0061d5bc, DAT_0061d5c0).
struct RaceSetup {
  int32_t humans = 1;
  int32_t computers = 7;
  int32_t laps = 3;           // DAT_0061d5c8, from CIRCUITS.BIN +0x84; 1..kMaxLaps
  bool time_trial = false;    // DAT_0061d5b8 & 4: each first lap-line crossing zeroes the clock
  bool championship = false;  // DAT_0061d5b8 & 2
  // DAT_0061d5b4 & 4: a network race. Its end rules: the first human to finish starts a
  // 60-second end timer (0x3c0000) instead of the last one a 3-second one, the run to the line
  // lasts up to 60 s of game time (not 300), and a human whose machine left is "out" (+0x04
  // bit 1). Every machine simulates every car from the same inputs (DEVIATION 18).
  bool network = false;
  // DEVIATION 8 (the game's choice): between gates a human is ordered by its tracker's path value
  // as two computer cars are. Off (the notes, FUN_004afd3c): the path values decide between two
  // computer cars only, so a human passes or is passed on laps and checkpoints alone.
  bool human_path_order = false;
  // Ours, for the tools and the tests (inferred.h, "A race without humans"): a race of computer
  // cars alone ends when its last car finishes, not its first, so every car's own time is known.
  // Off (the game's races with no human, and the default): they are all finished at the first
  // finish. No effect with humans.
  bool until_all_finish = false;
  int32_t racers() const { return humans + computers; }
};

// A racer's place on the race paths: the tracker (driver +0x2c, +0x30), a human's follower
// (0x73932c + racer × 16), and a computer driver's lanes.
struct RacerPath {
  Tracker tracker;
  Follower follower;
  int32_t driver_lane = 0;  // driver +0x44, the competitor's lane
  int32_t lane = -1;        // the lane taken at the last "Troncon" (index into the node's lanes)
  int32_t lane_node = -1;   // that "Troncon" node
  // A computer driver's line (pod-controllers.md "Lanes and Troncon", FUN_00455c64): the lane
  // point it drives along (driver +0x28, an index into Paths::points), the lane's flags as its
  // state (+0x78: the type, a count of points before it clears, a speed limit for type 2) and
  // the point it steers at.
  int32_t line = -1;
  uint32_t lane_state = 0;
  Vec3 target;
  bool operator==(const RacerPath&) const = default;
};

// The end timer a finishing last human starts (DAT_00502754 = 0x30000).
inline constexpr Fx kEndTimer = 0x30000;
// The end timer a network race's first finishing human starts (0x3c0000, 60 s).
inline constexpr Fx kEndTimerNetwork = 0x3c0000;

struct RaceState {
  Fx clock = 0;                                 // DAT_00502740, 16.16 s, zeroed at "GO!"
  std::vector<RaceRecord> records;              // 0x502140, one per racer
  std::vector<int32_t> order;                   // 0x502720: place p (from 0) holds a racer
  Fx best_lap = 0;                              // DAT_0050275c (0: none yet)
  int32_t best_lap_racer = -1;                  // DAT_00502758
  std::array<Fx, kSplitsPerLap> best_splits{};  // 0x502760 (0: none yet)
  int32_t cars_finished = 0;                    // DAT_00502748
  int32_t humans_finished = 0;                  // DAT_00502749
  bool humans_done = false;                     // DAT_0050274c
  Fx end_timer = 0;                             // DAT_00502754
  bool race_over = false;                       // DAT_00502750
  uint8_t retired = 0;                          // ours: bit n, human n retired (inferred.h)
  bool network_all_in = false;   // a network race's humans all in: the timer cut (inferred.h)
  MacroState macros;             // the global macros as changed (macros.h)
  fx::WatcomRand random;         // POD FUN_004d186d: the game's one rand()
  std::vector<RacerPath> paths;  // one per racer once set_paths ran
  bool operator==(const RaceState&) const = default;
};

class RaceRules {
 public:
  // POD FUN_0042bec0 (the reset, as far as the records and the order go): records zeroed,
  // places and the order from the grid, racer n in slot n.
  RaceRules(Course course, RaceSetup setup);

  // POD FUN_0041cf2c, the physics step's beacon test:
  // One car's move in a step (POD FUN_0042a3ac, from the physics step): every beacon near the
  // new point is tested and the crossed ones' chains run, in beacon order.
  // `speed` is the car's speed (16.16 units/s), for a computer car's lane choice at "Troncon".
  void move_car(int32_t racer, const Vec3& from, const Vec3& to, Fx speed = 0);

  // The race paths (load_paths) and each racer's tracker, started where its car stands
  // (`positions`, one per racer; inferred.h), with the computer drivers' lanes (driver +0x44,
  // one per racer or none). Without paths the trackers and the order between gates do nothing.
  void set_paths(Paths paths, std::span<const Vec3> positions,
                 std::span<const int32_t> driver_lanes = {});
  const Paths& paths() const { return paths_; }
  // POD FUN_0042f440: a computer car's path follower, run from its controller each physics step
  // on the car's point (+0x498): the tracker moves on (FUN_004abec4) and, when it moved, the
  // order between gates (FUN_004afd3c). Returns true when it moved.
  bool follow_path(int32_t racer, const Vec3& position);
  // A car put back on the track (pod-car-physics.md "Putting a car back", the caller's part): the
  // racer's tracker found again from the car's new place (FUN_004aa8a0) and the racer's record
  // word 0 cleared when not negative.
  void car_put_back(int32_t racer, const Vec3& position);
  // The heading a put-back gives the car along the race path (FUN_00415730): the tracker's next
  // point − its point (FUN_004abd38; past a link's last point FUN_004abae8's point, or 0 when
  // there is none); nothing without paths.
  std::optional<Vec3> put_back_heading(int32_t racer) const;
  // How far a racer has come along the paths (the catch-up's distance): the lap-line crossings ×
  // the lap length + the lap length − its tracker's value (16.16 units); 0 without paths.
  int64_t progress(int32_t racer) const;

  // POD FUN_004c688c (POD FUN_004d09bc): the human's follower, once a frame for each human racer,
  // finished or not; a move updates the order between gates (FUN_004afd3c, FUN_004ab418) for a
  // racer still racing.
  FollowerResult follow_human(int32_t racer, const CarView& car);

  // Runs a chain from its first node for a racer (POD: the macro runner); `beacon` is the gate
  // it belongs to, or -1 for a named event.
  void run_chain(const std::vector<MacroNode>& nodes, int32_t first, int32_t racer, int32_t beacon);
  // A track's named event ("Depart" at the start, "FinCourse" at the end).
  void run_phase(Phase phase);

  // One frame of the countdown (POD FUN_004815e8's effects on the race): while counting, the
  // grid places are written into the records and the order again (not in a time trial); a new
  // number and "GO!" are events; "GO!" zeroes the race clock.
  void apply_countdown(const CountdownFrame& frame);

  // POD FUN_0047f56c (the end timer's part): once every human has finished, each frame first
  // records whether the timer has run out (below 1), then counts it down by the frame's time.
  // Returns true on the frame that ends the race (DAT_00502750).
  bool end_timer_frame(Fx frame_time);
  bool race_over() const { return state_.race_over; }
  // Ours (inferred.h, "Retiring"): human `racer`, still racing, leaves the race unplaced; when
  // no human is left racing the race ends at once. False when `racer` is no human still racing.
  bool retire(int32_t racer);
  bool retired(int32_t racer) const;
  // Every racer's record has its finish (bit 0).
  bool all_finished() const;
  // A network race's human `racer`, still racing, whose machine left (the network layer says at
  // which frame, the same on every machine): the record's "out" bit (+0x04 bit 1), and the car
  // leaves the race as a retired one does (inferred.h, "Leaving a network race"). False when
  // the race is no network race or `racer` is no human still racing.
  bool leave(int32_t racer);

  // The track's records the lap line and the finish check (load_records, FUN_004b2300, at the
  // start); without them no record is checked.
  void set_track_records(TrackRecords records) { records_ = std::move(records); }
  const std::optional<TrackRecords>& track_records() const { return records_; }

  // POD FUN_0047831c's start: every car still racing gets bit 2, "driven to the end" (inferred:
  // finished in the run or not). Returns how many.
  int32_t mark_driven_to_end();

  void set_clock(Fx clock) { state_.clock = clock; }
  void advance_clock(Fx dt);

  // The order between gates, when the racer's path tracker has moved on or back (POD
  // FUN_004afd3c, FUN_004ab418; race/order.h); `path_values` holds every racer's tracker value.
  // Nothing for a finished racer or one out of range.
  void order_between_gates(int32_t racer, bool moved_back, std::span<const Fx> path_values);

  const RaceState& state() const { return state_; }
  // The game's one rand(), which the cars' smoke draws from inside their steps (FUN_00460f08).
  fx::WatcomRand& random() { return state_.random; }
  // A racer's path state, as its controller writes it (the driver record's +0x28 .. +0x78).
  RacerPath* racer_path(int32_t racer) {
    return racer >= 0 && size_t(racer) < state_.paths.size() ? &state_.paths[size_t(racer)]
                                                             : nullptr;
  }
  const Course& course() const { return course_; }
  const RaceSetup& setup() const { return setup_; }
  const std::vector<Event>& events() const { return events_; }
  void clear_events() { events_.clear(); }
  // Ours, for the overlay (no rule reads it, not in the state hash): the beacon each racer's
  // move crossed last, and from which side; beacon -1 before the first.
  struct Crossed {
    int32_t beacon = -1;
    bool from_back = false;
  };
  const std::vector<Crossed>& last_crossed() const { return last_crossed_; }

 private:
  // POD FUN_0042c684, its lap events from POD FUN_00474910 (what AFFICH prints is the HUD's).
  void lap_line(int32_t racer, int32_t beacon);
  void checkpoint(int32_t racer, int32_t beacon);
  void finish(int32_t racer, int32_t beacon);
  // POD FUN_0042c264 (POD FUN_0041ed00 in POD 2.8): the order at a gate.
  void move_up(int32_t racer);
  void section(int32_t racer, int32_t beacon, int32_t node);
  void order_after_tracker(int32_t racer, bool moved_back);
  void grid_order();
  void emit(EventKind kind, int32_t racer, int32_t beacon, int32_t value, int32_t record = -1);
  struct Host;  // the macro runner's view of the rules (macros.h)

  Course course_;
  // The beacons near a point (built once from course_, shared by copies: a rollback's copy
  // costs no more).
  std::shared_ptr<const BeaconGrid> beacon_grid_;
  RaceSetup setup_;
  RaceState state_;
  std::vector<Event> events_;
  std::vector<Crossed> last_crossed_;
  Paths paths_;
  Fx moving_speed_ = 0;  // the speed and the point move_car was given, for the chains it runs
  Vec3 moving_to_;
  std::vector<Fx> path_values_;  // order_after_tracker's scratch
  std::optional<TrackRecords> records_;
};

}  // namespace unpod::sim::race

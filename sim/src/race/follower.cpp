// The human's path follower (pod-race.md "The human's tracker, every frame").
#include "unpod/sim/race/follower.h"

#include <optional>

#include "path_math.h"
#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/fx/trig.h"
#include "unpod/sim/race/inferred.h"

namespace unpod::sim::race {
namespace {

constexpr int64_t kMoveToRun = 10 * fx::kOne16;  // POD FUN_00423ac0 >= 0xa0000
constexpr int64_t kHeightOff = 8 * fx::kOne16;   // above or below the tracker's point
constexpr int64_t kFarFromPoint = 60 * fx::kOne16;
constexpr int64_t kPastStep = 30 * fx::kOne16;

// POD FUN_00423ac0's (POD FUN_00430e30's) length >= 10 units, compared by squares in 64 bits
// (inferred.h).
bool moved_enough(const Vec3& d) {
  const int64_t x = d.x, y = d.y, z = d.z;
  return x * x + y * y + z * z >= kMoveToRun * kMoveToRun;
}

// One vote: the car's movement along a step is forward.
std::optional<bool> vote(const Vec3& movement, const std::optional<Vec3>& step) {
  if (!step) return std::nullopt;
  return path_dot(movement, *step) > 0;
}

// Two votes of one side; a step that does not exist counts as its partner, twice (inferred.h).
int side_votes(std::optional<bool> a, std::optional<bool> b) {
  if (!a) a = b;
  if (!b) b = a;
  return (a.value_or(false) ? 1 : 0) + (b.value_or(false) ? 1 : 0);
}

}  // namespace

// POD FUN_004c688c (POD FUN_004d09bc): one frame of a human's follower
FollowerResult follow_human(const Paths& paths, Tracker& tracker, Follower& state,
                            RaceRecord& record, const CarView& car) {
  FollowerResult result;
  if (paths.empty() || !paths.valid(tracker)) return result;
  const Vec3 movement = wrap_diff(car.position, state.last);
  if (!moved_enough(movement)) return result;
  result.ran = true;
  state.last = car.position;
  if (state.wait > 0) --state.wait;
  bool wait_just_set = false;
  const auto put_back = [&] {
    paths.place(tracker, car.position);
    state.wait = kPutBackWait;
    wait_just_set = true;
    result.put_back = true;
  };

  // 1. Put back at a fork once the wait runs out (at once after a move back); elsewhere when
  // the car is more than 8 units above or below the tracker's point with a wheel down.
  if (paths.at_fork(tracker)) {
    if (state.wait == 0 || !state.moved_forward) put_back();
  } else if (fx::abs64(int64_t{car.position.z} - paths.point(tracker).z) > kHeightOff &&
             car.wheel_on_ground && state.wait == 0) {
    const Tracker before = tracker;
    put_back();
    if (tracker != before) return result;
  }

  // 2. Bit 3 of byte +4 is cleared "with bits 0 to 2 (and 0xf0)": and kFollowerFlagsMask, 0xf7,
  // the mask keeping bits 0 to 2 and the high nibble (inferred.h says why not 0xf0).
  record.set_flags_byte(uint8_t(record.flags_byte() & kFollowerFlagsMask));

  // 3. The fold search; failing that, a car far past the step out of its point is off the paths.
  const Vec3 p = paths.point(tracker);
  const int64_t reach = 2 * fx::abs64(int64_t{car.position.z} - p.z) + manhattan2(car.position, p);
  if (!paths.fold(tracker, car.position, reach) && !paths.at_fork(tracker) &&
      manhattan2(car.position, p) > kFarFromPoint) {
    std::optional<Vec3> step =
        paths.last(tracker) ? paths.step_in(tracker) : paths.step_out(tracker);
    if (step) {
      step->z = 0;  // the flat step
      const int64_t length = fx::length16({step->x, step->y, 0});
      const int64_t along = path_dot(*step, wrap_diff(car.position, p));
      // Past the step by more than its length and 30 units: along / length > length + 30.
      if (length > 0 && along * fx::kOne16 > (length + kPastStep) * length) {
        if (!record.has_finished()) record.off_path = true;
        if (state.wait == 0) put_back();
        return result;
      }
    }
  }

  // 4. Four votes on the car's way: along the steps into the tracker's point and the one before
  // it, and out of the point and the one after it (inferred.h).
  const bool first_on_link = tracker.point == 0, last_on_link = paths.last(tracker);
  const std::optional<Vec3> in1 = paths.step_in(tracker);
  const std::optional<Vec3> in2 =
      first_on_link ? std::nullopt : paths.step_in(Tracker{tracker.link, tracker.point - 1});
  const std::optional<Vec3> out1 = paths.step_out(tracker);
  const std::optional<Vec3> out2 =
      last_on_link ? std::nullopt : paths.step_out(Tracker{tracker.link, tracker.point + 1});
  const int votes = side_votes(vote(movement, in1), vote(movement, in2)) +
                    side_votes(vote(movement, out1), vote(movement, out2));
  Vec3 steps{0, 0, 0};
  for (const auto& s : {in1, in2, out1, out2})
    if (s) steps = wrap_sum(steps, *s);

  const auto move_forward = [&] {
    if (paths.track(tracker, car.position)) result.move = FollowerMove::kForward;
    if (record.word0 != -1) record.word0 = 0;
    state.moved_forward = true;
  };
  if (state.moved_forward && votes > 0) {
    move_forward();
    return result;
  }
  if (votes == 4 && path_dot(movement, steps) > 0) {
    if (!wait_just_set) put_back();
    move_forward();
    return result;
  }

  // 5. Otherwise back: a car facing along the steps runs the tracker backwards; a car in reverse
  // or facing back is going the wrong way and counts it in word 0.
  if (!car.reverse && path_dot(car.forward, steps) > 0) {
    if (record.word0 != -1) record.word0 = 0;
  } else {
    if (state.moved_forward && !wait_just_set) put_back();
    if (record.word0 != -1) record.word0 += 1;
    result.wrong_way = true;
    state.moved_forward = false;
  }
  if (paths.track_back(tracker, car.position)) result.move = FollowerMove::kBack;
  return result;
}

}  // namespace unpod::sim::race

// The human's path follower, run once a frame for each human racer (pod-race.md "The human's
// tracker, every frame", POD FUN_004c688c, first edition FUN_004d09bc): it moves the human's
// tracker forward or back, puts it back on the paths, and keeps the record's wrong-way count
// (word 0) and the off-path bit (byte +4 bit 3).
#pragma once

#include <cstdint>

#include "unpod/sim/race/paths.h"
#include "unpod/sim/race/record.h"

namespace unpod::sim::race {

// What the follower reads of a human's car.
struct CarView {
  Vec3 position;                 // the trackers' point (car +0x498)
  Vec3 forward;                  // the car's heading, unit 16.16 (car +0x4a4)
  bool reverse = false;          // gear (+0x44a) is 8
  bool wheel_on_ground = false;  // any of +0x3a, +0x112, +0x1ea, +0x2c2
};

// The follower's 16 bytes at 0x73932c + racer × 16.
struct Follower {
  Vec3 last;                   // the position it last ran at
  bool moved_forward = false;  // +0xc: 1 after a move forward, 0 after a move back
  int16_t wait = 0;            // +0xe: frames until the tracker may be put back again
  bool operator==(const Follower&) const = default;
};

// The wait set each time the tracker is put back.
inline constexpr int16_t kPutBackWait = 6;

enum class FollowerMove : uint8_t { kNone, kForward, kBack };

struct FollowerResult {
  bool ran = false;  // the car had moved 10 units since the follower last ran
  FollowerMove move = FollowerMove::kNone;
  bool put_back = false;   // the tracker was put back on the paths (FUN_004aa8a0)
  bool wrong_way = false;  // word 0 counted up this frame
};

// POD FUN_004c688c (POD FUN_004d09bc): one frame of the follower for one human racer.
// Its off-path measure stands for POD FUN_00423bc0's (inferred.h).
FollowerResult follow_human(const Paths& paths, Tracker& tracker, Follower& state,
                            RaceRecord& record, const CarView& car);

}  // namespace unpod::sim::race

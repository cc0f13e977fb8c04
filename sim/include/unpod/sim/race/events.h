// What the race rules tell the HUD and the audio, per step (DESIGN.md: events per step).
#pragma once

#include <cstdint>

#include "unpod/assets/types.h"

namespace unpod::sim::race {

enum class EventKind : uint8_t {
  kLap,             // a lap counted; value = the lap now begun (AFFICH prints its number)
  kLastLap,         // a lap counted and the last lap begins ("LASTLAP")
  kCheckpoint,      // a checkpoint counted; value = its record (1..3)
  kFinish,          // the racer finished; value = its finishing place (from 1)
  kFirstCrossing,   // the first lap-line crossing: the count starts
  kLapBackward,     // "N-Chrono Tour" ran: the lap line crossed from its back
  kWrongWayOn,      // "Wrong-Way ON"
  kWrongWayOff,     // "Wrong-Way OFF"
  kSection,         // "Troncon"; value = the race-graph node (or -1)
  kPitDecision,     // "Decision PIT"
  kPathEnd,         // "Fin Course"
  kStartLaneEnd,    // "Fin Dep L"
  kEffect,          // a picture, sound or other action; value = its index in the action table
  kHumansFinished,  // every human has finished: the 3-second end timer starts
  kCountdown,       // a new countdown number; value = the number (countdown_sound gives its sound)
  kGo,              // "GO!": the race clock is zeroed
  kLapRecord,       // a counted lap entered the track's lap table (FUN_004b26f8); value = its
                    // rank, 0 = the new lap record
  kRaceRecord,      // a finish entered the track's race table (FUN_004b24fc); value = its rank
  kWrongWay,        // a human's follower began counting wrong-way frames (record word 0)
  kRetired,         // ours: a human retired from the race (inferred.h, "Retiring")
  kEndTimer,        // a network race's first human finish started the 60-second end timer
                    // (FUN_0042c120); value = the timer (0x3c0000)
  kLeft,            // a human's machine left a network race: the record's "out" (bit 1 of +4)
};

struct Event {
  EventKind kind = EventKind::kEffect;
  int32_t racer = -1;
  int32_t beacon = -1;  // the beacon whose chain ran, or -1
  int32_t value = 0;
  assets::Fx clock = 0;  // the race clock the event is stamped with
  int32_t record = -1;   // kEffect: the node's parameter record (its param), or -1 for none
  bool operator==(const Event&) const = default;
};

}  // namespace unpod::sim::race

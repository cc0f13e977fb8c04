// Every choice of the race rules that the notes (pod-race.md) leave open, in one place, each
// marked inferred, so a measurement can correct it here (docs/PORT.md lists them too).
#pragma once

#include <cstdint>

namespace unpod::sim::race {

// inferred: a "Troncon" action beyond the race graph's last node (more such actions than nodes)
// gets no node and does nothing; FUN_004592b4 would hand out a pointer past the table.
inline constexpr int32_t kNoSectionNode = -1;

// inferred: which end of a move decides the side, for a point exactly on the gate's plane. A
// move crosses from the front when the old point's (A - P) . normal is > 0 and the new one's
// <= 0; from the back when < 0 then >= 0 (the demo disc's validate_track uses the same).
inline constexpr bool kFrontWhenOldPositive = true;

// inferred: the 100-unit pre-test measures the chassis point after the move (the point the
// beacon walk compares with its place before, 0x428caa).
inline constexpr bool kPreTestAfterMove = true;

// inferred: the next-checkpoint nibble counts up through the checkpoints and is not wrapped:
// the first crossing sets it to 1, checkpoint c (when it is c) to c + 1, and the lap line counts
// when it equals the number of checkpoint records (so with the lap line alone, every crossing),
// then sets it to 1 again. This keeps "an earlier checkpoint" (FUN_0042c264) a smaller number.
inline constexpr uint8_t kFirstCheckpoint = 1;

// inferred: the first crossing touches neither the lap clock (+0x10) nor the gate clock (+0x14),
// so lap 1 and its first split are timed from "GO!" and the splits of a lap add up to the lap.

// inferred: the first crossing moves the racer up the order too (FUN_0042c264), as a counted
// lap line does: it raises the crossings the order compares.

// inferred: what "N-Chrono Tour" (FUN_0042ce80) does beyond being run is not in the notes; it
// changes no record and is reported as an event.

// inferred: the record holds 8 laps of times and 8 × 4 splits; a lap past the eighth (a race of
// more than 7 laps) is counted but its time and splits are not stored (the original would write
// into the next racer's record).
inline constexpr int32_t kStoredLaps = 8;

// inferred: the best split per checkpoint (0x502760) is kept per split slot of a lap: slot c - 1
// for checkpoint c, the last slot (checkpoints - 1) for the lap line.

// inferred: the countdown starts in phase 1 in a time trial too (the notes give phase 0 for a
// time trial at the start, yet the countdown's phase 1 goes to 3 in one); the frame that
// remembers the clock also shows the first number, which counts as new (plays its sound).

// inferred: racer n stands in grid slot n (the menus' slot at 0x61ec58 is not modelled yet).

// inferred: the end timer (FUN_0047f56c) runs only once every human has finished
// (DAT_0050274c); before that its zero would end the race at once.

// inferred: the run to the line (FUN_0047831c) moves the race clock on by each step after the
// step, as a frame of one step does, so a lap counted in the run is stamped with the clock at the
// step's start and lap times keep adding up to the race time. The frame clock (DAT_0060be10) is
// not moved: no frame is measured.

// inferred: bit 2 ("driven to the end") is set at the run's start on every car still racing,
// whether it then reaches the line or not: it says the car's result comes from the fast run.

// inferred: the run steps while its game time is below 300 s, the last step whole (as the
// settling start), so it covers ceil(300 s / step) steps at most. A car that has not reached the
// line by then stays unfinished: no race time, its laps as counted, placed after the finishers.

// inferred: the track's record tables keep assets::kBestTimesKept times each; a racer holds one
// place in the lap table during the race (its best lap, as the saved file keeps one per race);
// every racer, human or computer, is checked, and every finished racer is saved.

// inferred: the order between gates (FUN_004afd3c / FUN_004aad68, FUN_004ab418). A pass
// (or a drop, moving back) exchanges the racer with the car it passes: each takes the other's
// place and a car jumped between them keeps its own (the notes' "a pass can jump a car"; not an
// insert that would shift the jumped car down).

// inferred: the order between gates stops above the finished cars at DAT_0050274a, read as the
// count of finished cars (RaceState::cars_finished): places 0 .. count - 1 are never examined.

// inferred: "after the first car the test to go on compares the crossings twice (0x4b0435,
// 0x4b0437)" is read as two tests that both hold: no more crossings (no fewer, moving back) and
// no fewer (no more). So past the first car the update goes on only over cars with as many
// lap-line crossings as the racer: a car with fewer crossings beyond the first stops it.

// inferred: moving on, "fewer crossings or an earlier next checkpoint, or else a higher path
// value" is a chain of three tests in that order: between two computer cars a higher path value
// passes even a car with a later next checkpoint. Moving back (FUN_004ab418) mirrors it: more
// crossings, a later next checkpoint, or else a lower path value, for humans too (the note
// names no computer-only test there).

// inferred: the network's order at a gate (FUN_0042ceac) breaks a tie of crossings and next
// checkpoint on the clock at the last gate (+0x14): a strictly later clock, compared signed, is
// passed; equal clocks stop the racer as move_up does.

}  // namespace unpod::sim::race

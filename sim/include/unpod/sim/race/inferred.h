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
// more than 8 laps) is counted but its time and splits are not stored (the original would write
// into the next racer's record: DEVIATION 4).
inline constexpr int32_t kStoredLaps = 8;

// inferred: the best split per checkpoint (0x502760) is kept per split slot of a lap: slot c - 1
// for checkpoint c, the last slot (checkpoints - 1) for the lap line.

// inferred: a time trial starts in phase 0, with no countdown: the race setup (FUN_0049f75c)
// writes "phase one (zero in time trial ...)", and the countdown runs only while the phase is not
// 0, so its own "go to phase 2 (3 in time trial)" is not reached from the start. The notes give
// both as read in the code; the setup's is the value a time trial starts with, and it fits the
// mode: no "GO!" zeroes the clock in a time trial, its first lap-line crossing does (FUN_0042c684),
// a flying start. The countdown's phase-3 branch stays ported for a phase 1 set in a time trial,
// which nothing in the notes does.
// inferred: the frame that remembers the clock also shows the first number, which counts as new
// (plays its sound).

// inferred: racer n stands in grid slot n (the menus' slot at 0x61ec58 is not modelled yet).

// inferred: the end timer (FUN_0047f56c) runs only once every human has finished
// (DAT_0050274c); before that its zero would end the race at once. A race without humans (the
// demo, `unpod-tool race`) has every human finished at its first finish: the timer starts
// then, as "all humans finished" holds with none.
// Ours (RaceSetup::until_all_finish, off by default and in the game): the tools and the tests
// may have it start at the last computer car's finish instead, so every car finishes by itself
// and the run to the line drives none (unpod-tool race --until-all-finish).

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
// names no computer-only test there). Why a chain and not a compare of lap, then checkpoint,
// then path value: the sentence gives the car ahead's three marks as one list, "or else" adding
// the third when the first two fail, with no "on the same checkpoint"; the same notes do write
// the condition out where there is one, for the order at a gate (FUN_0042c264: "fewer lap-line
// crossings, or as many and an earlier checkpoint").

// inferred: the network's order at a gate (FUN_0042ceac) breaks a tie of crossings and next
// checkpoint on the clock at the last gate (+0x14): a strictly later clock, compared signed, is
// passed; equal clocks stop the racer as move_up does.

// --- The macro language (macros.h, docs/formats/macros.md). The notes name the conditions and
// the macro changers (FUN_0046ff00 .. FUN_004757b0) but not what they do; no retail track uses a
// condition. Every entry below is inferred.

// inferred: a node's param picks one of its action's parameter records (pod-formats.md §4.9) for
// every action whose record size is > 0; a param outside the records is a load error.

// inferred: a "? ..." node sets the chain's condition (true when a chain starts): "? Joueur" when
// a human runs it, "? Concurrent" when a computer car does, "? Tour" when the racer's lap-line
// crossings (0 before the first, 1 on lap 1, laps + 1 once finished) equal the record's word 0,
// "? Proba Unique" when rand() % 100 <= the record's word 0 (FUN_0046ff00, the race's one Watcom
// generator). A chain run for a named event has no racer: the racer tests are false there, the
// draw is made.

// inferred: "DEBUT-COND" opens a block that runs when the condition holds, "...Sinon..." runs the
// rest of the block when it did not, "FIN-COND" closes it; blocks nest, a skipped part skips
// everything inside (its tests draw nothing); an unmatched "...Sinon..." or "FIN-COND" is
// ignored, blocks left open end with the chain.
inline constexpr int32_t kMaxCondDepth = 32;  // a deeper "DEBUT-COND" ends the chain

// inferred: "}}} (Rupture)" ends the chain it is in (in a called macro: that macro; the caller
// goes on).

// inferred: the global macros are §5.3's tables: macro m is the base triples' chain from table 2
// ("Macro") entry m; the macro changers' records name macros by m. "Macro" (record: m, a second
// word not used) runs macro m for the same racer, when m is on, as a chain of its own
// (conditions and "Rupture" stay inside it). "Active Macro"/"Desactive Macro" turn m on/off,
// "Remplace Macro" (a, b) makes a call of a run b's own chain, "Echange Macros" (a, b) swaps what
// a and b run, "Init Macro" puts m back as it was at the start, "All Macros ON/OFF" turn every
// macro on/off. Beacons' and named events' own chains are not macros and always run.
inline constexpr int32_t kMaxMacroCalls = 8;     // deeper "Macro" calls are skipped
inline constexpr int32_t kMaxMacroSteps = 4096;  // nodes one chain run may visit, calls included

// inferred: the start state: every macro on and running its own chain, then table 5 ("Desactive
// Macro") off, table 4 ("Active Macro") on, table 6 ("Remplace Macro") pairs and table 7
// ("Echange Macros") pairs applied; table 3 ("Init Macro") macros run, with no racer, when
// "Depart" runs, before its chain.

// inferred: the race's one Watcom generator starts as the load leaves it (srand(1000), 255
// draws; FUN_00460bbc) and lives in the race state.

// --- The race paths and trackers (paths.h, follower.h).

// inferred: the race graph's node link lists, a link's carried lanes and its point lane are
// zero-based indices (pod-formats.md §5.12.4 gives no base; the demo disc writes them so); a
// link's points are its point lane's run of the lane file's points, one per value.

// inferred: a node's extra entries (the put-back's walks, a fork's mark) are the nodes first ..
// last of its neighbour table entry (§5.12.4 "neighbours"; last -1: the first alone).

// inferred: the Beltane name test of the put-back (0x4aab39) ignores case.

// inferred: where a tracker starts (FUN_004af830 / FUN_004af230 are not traced): the point of
// every link nearest the car on the grid by the put-back's distance, the first of equals.
inline constexpr bool kStartOnNearestPoint = true;

// inferred: a computer car's lane choice takes lane numbers within 100 of the driver's lane
// (inclusive); a type-1 lane needs a speed above the flags' high half read as 16.16 units/s; the
// link that carries the chosen lane is the first link out when none does.
inline constexpr int64_t kLaneChoiceReach = 100;

// inferred: the human's "Troncon" jump measures the lap's end as value 0 (the tracker just before
// the line has a value near 0, the lap line's node the lap's length).

// inferred: the fold search's walk ends where 10 points are taken, where the value has changed
// by 30 units or more, or where no point on changes the value its way; a walk ending past the
// tracker's point (the gate dot product of the step and the offset, > 0 forward, < 0 back) within
// 100 units (|dx| + |dy|) of the car walks again from there.

// inferred: the follower's "moved 10 units" (FUN_00423ac0, the length by the squares and
// reciprocals tables, whose method is not described) compares squared distances in 64 bits; its
// kept position starts at 0 (a zeroed table), so it first runs when the car is 10 units from the
// origin.

// The human's follower (FUN_004c688c), as the notes give it: it runs once a frame for every
// human, finished humans included (its "word 0 to 0, unless it is -1, a finished human" is only
// needed for them).
// inferred: "bit 3 of the record's byte +4 is cleared with bits 0 to 2 (and 0xf0)" is one and
// with 0xf7 (kFollowerFlagsMask), the mask of bits 0 to 2 and 0xf0, which clears bit 3 alone.
// Read literally, and 0xf0 would clear bits 0 to 2 too: the finished bit among them. The notes
// state that the follower runs for a finished human (step 4: "word 0 to 0, unless it is -1, a
// finished human"), that it runs whenever the car has moved 10 units (after its finish the
// computer drives the car on, "Fin Course"), and that in pod-beltane-e2e, whose human finished,
// every word of the final records is the original's but bit 3. So the original's follower left
// bit 0 of a finished human set; and 0xf0 would have cleared it within the end timer's 3 s, the
// results would count the human unfinished, and the run to the line (FUN_0047831c, "the cars
// still racing") would drive it to a second finish. Shown by race_follower_mask_test.cpp.
inline constexpr uint8_t kFollowerFlagsMask = 0xf7;

// inferred: the follower's four votes are the car's movement along the steps into the tracker's
// point and into the point before it, and out of the point and out of the point after it (a
// link's own points; a step that does not exist counts as the other step of its side, twice).
// The facing test is the car's heading along the sum of those steps.

// inferred: the follower's off-path test measures the car along the flat step with the gate dot
// product divided by the step's length16 (cross-multiplied in 64 bits).

// ---- Retiring (ours: the original has no way to leave a race but to quit the game) ----
// A human still racing can retire (the pause menu's "Retire"; a key in the race until the menus
// exist). Its record's word 0 becomes -1 as a finished human's, its car gets no input from then
// on (it rolls to a stop; the slope hold keeps it there), and it is never driven to the line.
// It counts with the finished humans: when every human has finished or retired the race ends,
// at once if the last one retired (no 3-second end timer: nobody is left to watch a finish).
// The results list it after every other racer, unplaced; the others' places and times are
// kept. Bit n of RaceState::retired is human n (at most 8 racers).

// ---- A network race's end (pod-race.md "The end"; DAT_0061d5b4 & 4) ----
// inferred: "the first finisher" is the first human to finish (the notes name it beside
// FUN_0042c120, the human's finish); a computer car's finish starts nothing. The 60-second timer
// then runs whatever the other humans do; when every human has finished or left before it runs
// out, it is cut to the 3 seconds a one-machine race gives its last finisher (the notes do not
// say; nobody is left racing to wait for). The timer's start is the kEndTimer event.

// ---- Leaving a network race (ours; the original marks the racer out, +0x04 bit 1) ----
// A human whose machine left a network race is "out": the record's bit 1, and the car leaves
// the race as a retired one does (no input, it rolls to a stop; never driven to the line;
// listed after the others, unplaced). Handing it to the computer was the other choice: a car
// that keeps racing for nobody would take a place from the humans still there. The frame comes
// from the network layer (the host's), recorded in the replay (bit 14 of the key word) so that
// every machine and the replay leave it at the same frame.

}  // namespace unpod::sim::race

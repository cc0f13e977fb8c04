// Every rule of the championship that the notes leave open, in one place. pod-race.md ("The
// end") says only that a championship race ends with points (FUN_00478568) and two sorts of the
// racers (Watcom's qsort FUN_004d2925 with the comparator FUN_004787dc or FUN_0047875c); it gives
// neither the points nor the sort keys. Each choice is marked inferred with its reason, and
// docs/CHAMPIONSHIP.md lists them for players.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace unpod::game::modes {

// inferred: the points of places 1 to 8. A POD race has eight cars (one or two humans and the
// computer drivers: 1 + 7 measured, pod-race.md "Who races"), so every place of a full grid
// scores and even the last finisher gains something over a retirement; a win is worth clearly
// more than second (10 against 8), as in the racing series of the game's time. A place past the
// table (a larger grid) scores nothing.
inline constexpr std::array<int32_t, 8> kPointsByPlace = {10, 8, 6, 5, 4, 3, 2, 1};

// inferred: only a racer that finished scores: a retired human (unplaced, place 0) and a car
// that the run to the line (FUN_0047831c, at most 300 s more) did not bring home get nothing for
// the place the results list them in; they did not complete the race.
inline constexpr bool kUnfinishedScores = false;

// inferred: the order of the standings (FUN_004787dc / FUN_0047875c compare two racers; which
// one the original uses when is not known, so Un-POD has one order for both). Each key decides
// only when every key before it is equal:
enum class TieBreak : uint8_t {
  points,           // more points first
  wins,             // more wins first
  better_places,    // countback: more second places first, then more thirds, and so on through
                    // every place (past the points table too), so the racers still equal have
                    // finished as many races, in the same places
  total_race_time,  // then the smaller sum of the finished races' times first
  grid_order,       // the order of the championship's first grid (humans first): never equal
};
inline constexpr std::array<TieBreak, 5> kStandingsOrder = {
    TieBreak::points, TieBreak::wins, TieBreak::better_places, TieBreak::total_race_time,
    TieBreak::grid_order};

// inferred: a championship has one or two humans (POD's one player or split screen) and at most
// this many racers in all, a bound that keeps a damaged progress file from asking for a huge
// table (POD races eight cars; a circuit's later races may bring new computer drivers).
inline constexpr size_t kMostHumans = 2;
inline constexpr size_t kMostRacers = 32;
// inferred: and at most this many races (a custom list may repeat a circuit).
inline constexpr size_t kMostRaces = 256;

}  // namespace unpod::game::modes

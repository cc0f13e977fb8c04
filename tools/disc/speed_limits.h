// The computer drivers' speed limits the track compiler derives from a centre line's shape
// (docs/TRACK-FORMAT.md, "Speed limits"): the speed a car can hold through each bend and over
// each crest, and the braking before them, measured along the line as it is driven (forwards or
// backwards), so the braking zone always lies before the corner in the driving direction. The
// race data turns them into type 2 lanes ("limit speed", pod-controllers.md step 6) from nodes
// placed where a limited stretch starts.
#pragma once

#include <array>
#include <vector>

#include "centreline.h"

namespace unpod::disc {

// Inferred figures (the notes leave the track's limits to its files). A tyre's side force is at
// most a quarter of the car's weight at the slip curve's peak (FUN_0041af80, pod-car-physics.md
// "Tyres": no grip factor, no downforce), so no car holds more than 1 g sideways; a computer car,
// whose steering comes in sixteenths of its largest angle, spins well before that (measured on
// the demo disc: at 12.5 units/s², the figure used before, a lone car spun 3 to 7 times in two
// laps; at 8 the Dusk Ring's lone car spins 2 to 3 times). So a bend's limit is the speed at this
// lateral acceleration (about 0.82 g), scaled per difficulty (kDifficultyLimitScale). A car slows
// at about kBraking once over a limit (measured: the demo cars lifting and braking into a hairpin
// lost 46 to 33 units/s over 90 units, 5.7 units/s²); a crest is taken no faster than keeps the
// wheels on the road.
inline constexpr double kCornerGrip = 8;
inline constexpr double kBraking = 5.5;
// The type 2 limits per difficulty (EASY, NORMAL, HARD), derived or a description's own: POD's
// lane files differ by difficulty in their limits (pod-controllers.md "Difficulty"). HARD drives
// under what a car holds, NORMAL and EASY well under it: over ten seeds of eight cars the
// winner's time falls from EASY to HARD on both demo circuits (bench_difficulty); much above 1
// the cars spin more and are slower, not faster, and HARD at 0.95 (the figure before issue 36)
// spun and crashed on the generated circuits, and NORMAL at 0.8 was as fast as HARD on some of
// them (bench/README.md, "unpod_bench_generated_circuits").
inline constexpr std::array<double, 3> kDifficultyLimitScale = {0.65, 0.75, 0.9};
// Inferred too: EASY's and NORMAL's computer cars keep to a top speed (units/s; 0: none) on every
// ordinary lane, limited or not, so the levels differ where every corner is taken at the
// computer's floor (kComputerFloor) and only the straights are left to tell them apart.
inline constexpr std::array<double, 3> kDifficultyTopSpeed = {38, 45, 0};
inline constexpr double kGravity = 9.81;
// Above this no limit is set: no demo car is faster, so a lane limited above it limits nothing.
inline constexpr double kFreeSpeed = 55;
// The heading change is measured over this much road before and after a sample (units).
inline constexpr double kCurveWindow = 8;
// A limited stretch gets a node at its start and then, at least this far apart (units), wherever
// its limit has changed by more than kLimitNodeChange (units/s), so that the limit steps down
// with the braking instead of holding the corner's speed along all of it.
inline constexpr double kLimitNodeSpacing = 30;
inline constexpr double kLimitNodeChange = 2;

// The computer's controller brakes over a limit only above this speed and accelerates below it
// (pod-controllers.md, step 6: "t below 1 brakes above speed 20"), so no computer car takes a
// corner slower: a bend whose derived limit is below it is one they take at the edge of grip.
inline constexpr double kComputerFloor = 20;
// The tightest radius a computer car holds at kComputerFloor: 20² / 8 = 50 units.
inline constexpr double kComputerMinRadius = kComputerFloor * kComputerFloor / kCornerGrip;

// Inferred too (issue 36): on a road narrower than kNarrowRoad (asphalt, units) three lanes of
// cars no longer fit abreast with room between them, and a pack that meets it at full speed
// touches, rolls cars onto their sides and over the walls. Such a road is limited from the
// computer's floor at the format's narrowest road (kNarrowestRoad) up to the free speed at
// kNarrowRoad, linearly, and scaled per difficulty as any limit: on a generated circuit 8.9 units
// wide all round the put-backs fell from 1.2 to 2.2 a race to 0.2 to 1.0 (bench/README.md).
inline constexpr double kNarrowRoad = 11;
inline constexpr double kNarrowestRoad = 4;  // the format's least `width`

// Where a line of the description bends tighter than kComputerMinRadius: one warning per bend
// (the samples where the radius, measured as the compiler's turn rule measures it, is below it),
// at the description line of the control point nearest its tightest place, with that radius.
std::vector<DescError> tight_bend_warnings(const TrackDesc& desc, const Centreline& main,
                                           const std::vector<Centreline>& routes);

// One limit per sample of `driven` (units/s), kFreeSpeed where none: sqrt(grip × radius) in a
// bend, sqrt(g × vertical radius) over a crest, `imposed[i]` where it is given (a description's
// own limit, < 0 where none: it replaces the derived one, even above kFreeSpeed, and is kept as
// given), then the others lowered so that a car braking at kBraking (less the pull of a downhill
// grade) from each sample reaches every limit ahead of it. A closed line wraps; an open one ends at
// `end_limit` (the limit where it rejoins).
std::vector<double> speed_limits(const Centreline& driven, const std::vector<double>& imposed,
                                 double end_limit = kFreeSpeed);

// The lowest limit over the road from `s0` up to `s1` (distances along `driven`; the samples at
// or after s0 and before s1, at least one).
double lowest_limit(const Centreline& driven, const std::vector<double>& limits, double s0,
                    double s1);

// Distances along `driven` where a race-graph node should stand: the start of every limited
// stretch (the limit then holds from there), the places within it where the limit has changed
// (see kLimitNodeSpacing), and its end.
std::vector<double> limit_nodes(const Centreline& driven, const std::vector<double>& limits);

}  // namespace unpod::disc

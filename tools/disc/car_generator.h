// Random car descriptions (issue 36): a seed in, the text of a valid `.car` out, for the family
// of cars nobody tuned the opponents for, raced on the demo circuits by the tests and a bench,
// and for a modder who wants a car to start from (`unpod-tool generate-car`). Mass, power, grip
// and gears are drawn within the ranges of docs/CAR-FORMAT.md, "Generated cars"; the body and
// everything else follow from them as the demo cars' do. Same seed, same text (as the track
// generator draws).
#pragma once

#include <cstdint>
#include <string>

namespace unpod::disc {

// The ranges the car generator draws from: the demo cars' span (docs/CAR-FORMAT.md, "The demo
// cars") widened by about a fifth each way, where the notes give no figure for POD's own cars.
struct CarGenerator {
  double min_mass = 700, max_mass = 1900;     // kg
  double min_torque = 120, max_torque = 280;  // peak N·m
  double min_grip = 0.9, max_grip = 1.35;     // traction and side grip, each axle
  int min_gears = 4, max_gears = 7;
};

// The description of car `seed` ("GENCAR<seed>", display "Generated car <seed>"). Valid for the
// compiler: the generator compiles what it draws, and throws std::runtime_error only if that
// fails (a bug: every drawn value is within the format's ranges).
std::string generate_car_description(uint32_t seed, const CarGenerator& ranges = {});

}  // namespace unpod::disc

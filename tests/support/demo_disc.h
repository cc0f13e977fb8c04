// The demo disc's circuits and cars compiled in-process from their descriptions in disc/ (the
// track and car compilers of tools/disc), each once per test program: the fixtures of the sim,
// engine and disc tests and of the benches.
#pragma once

#include <string>
#include <vector>

#include "track_compiler.h"
#include "unpod/assets/car.h"

namespace unpod::test {

// "duskring" or "quarry": the compiled circuit, its centre line and routes. Throws
// std::runtime_error when the description does not compile.
const disc::CompiledTrack& demo_track(const std::string& name);
inline const disc::CompiledTrack& dusk_ring() {
  return demo_track("duskring");
}

// The chassis point at `distance` units along the Dusk Ring's lap (any real number: wrapped round
// the lap), half a unit above the compiled centre line; the heading there (unit 16.16); and the
// lap's length.
assets::Vec3 on_lap(double distance);
assets::Vec3 heading(double distance);
double lap_length();

// "zephyr", "bulwark", "mantis" or "cinder", compiled from disc/cars/<name>.car.
const assets::Car& demo_car(const std::string& name);
// The four, in the demo disc's order (VOITURES.BIN's).
const std::vector<std::string>& demo_car_names();

}  // namespace unpod::test

// The demo disc's circuits and cars as the build wrote them (disc/CMakeLists.txt: `unpod-tool
// build-disc` into the build's demo-disc folder), each read once per test program, with the
// centre lines sampled from their descriptions in disc/: the fixtures of the sim, engine and disc
// tests and of the benches. Read, not compiled: compiling a circuit's terrain in every test
// process cost about a second under the sanitizers (docs/TESTING.md, "CI's time").
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "centreline.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/install.h"

namespace unpod::test {

// The folder of the demo disc the build wrote, shared by every test: read it, or copy it before
// changing it. Throws std::runtime_error when it holds no disc (the demo_disc target not built).
const std::filesystem::path& demo_disc();
// That folder as the game finds an installation (assets::locate_installation), read once.
const assets::Installation& demo_installation();

// A demo circuit: the file the build compiled, and the lines its compiler sampled (the lap's and
// each route's, at the compiler's 2-unit step).
struct DemoTrack {
  assets::Circuit circuit;
  disc::Centreline main;
  std::vector<disc::Centreline> routes;
};

// "duskring" or "quarry": the circuit, its centre line and routes. Throws std::runtime_error
// when the file cannot be read or the description does not parse.
const DemoTrack& demo_track(const std::string& name);
inline const DemoTrack& dusk_ring() {
  return demo_track("duskring");
}

// The chassis point at `distance` units along the Dusk Ring's lap (any real number: wrapped round
// the lap), half a unit above the compiled centre line; the heading there (unit 16.16); and the
// lap's length.
assets::Vec3 on_lap(double distance);
assets::Vec3 heading(double distance);
double lap_length();

// "zephyr", "bulwark", "mantis" or "cinder", as the build compiled it from disc/cars/<name>.car.
const assets::Car& demo_car(const std::string& name);
// The four, in the demo disc's order (VOITURES.BIN's).
const std::vector<std::string>& demo_car_names();

}  // namespace unpod::test

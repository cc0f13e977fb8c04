// The demo disc's Dusk Ring compiled from its description (tools/disc), and a
// scripted mover that puts a car's chassis point on the compiled centre line at
// a distance along the lap.
#pragma once

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>

#include "track_compiler.h"
#include "unpod/sim/race/course.h"
#include "unpod/sim/race/paths.h"

namespace unpod::race_test {

// A demo circuit compiled once from its description: "duskring" or "quarry".
inline const disc::CompiledTrack& demo_track(const std::string& name) {
  static std::map<std::string, disc::CompiledTrack> tracks;
  if (auto it = tracks.find(name); it != tracks.end()) return it->second;
  std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/circuits/" + name + ".track",
                   std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  disc::DescError e;
  auto desc = disc::parse_track_desc(text.str(), e);
  if (!desc) throw std::runtime_error(name + ".track does not parse");
  auto t = disc::compile_track(*desc, e);
  if (!t) throw std::runtime_error(name + ".track does not compile");
  return tracks.emplace(name, std::move(*t)).first->second;
}

inline const disc::CompiledTrack& dusk_ring() {
  return demo_track("duskring");
}

inline sim::race::Course dusk_course() {
  auto c = sim::race::load_course(dusk_ring().circuit, 0, 0);
  if (!c) throw std::runtime_error(c.error().to_string());
  return std::move(c.value());
}

inline assets::Fx to_fx(double v) {
  return static_cast<assets::Fx>(std::lround(v * 65536.0));
}

// The chassis point at `distance` units along the lap (any real number: wrapped
// round the lap).
inline assets::Vec3 on_lap(double distance) {
  const disc::Frame f = dusk_ring().main.at(distance);
  return {to_fx(f.pos.x), to_fx(f.pos.y), to_fx(f.pos.z + 0.5)};
}

// The car's heading at `distance` (unit 16.16), for the follower's CarView.
inline assets::Vec3 heading(double distance) {
  const disc::Frame f = dusk_ring().main.at(distance);
  return {to_fx(f.forward.x), to_fx(f.forward.y), to_fx(f.forward.z)};
}

// The Dusk Ring's race paths (EASY, forward).
inline sim::race::Paths dusk_paths() {
  auto p = sim::race::load_paths(dusk_ring().circuit, 0, 0);
  if (!p) throw std::runtime_error(p.error().to_string());
  return std::move(p.value());
}

inline double lap_length() {
  return dusk_ring().main.length;
}

}  // namespace unpod::race_test

// A circuit written the way a modder would write one, with a switchback hairpin of radius 30
// (the document's tightest) and no lane rules of its own, offered mirrored: the speed limits'
// tests compile it and race it both ways. `extra` is added to the description (a lane rule).
#pragma once

#include <string>

#include "track_compiler.h"

namespace unpod::disc::testing {

// The hairpin's centre and radius: the control points 3 to 7 lie on this half circle.
inline constexpr double kHairpinX = 400, kHairpinY = 30, kHairpinRadius = 30;

inline std::string hairpin_text(const std::string& extra = "") {
  std::string t =
      "name HAIRPIN\n"
      "display \"Hairpin Test\"\n"
      "laps 2\n"
      "mirror yes\n"
      "terrain-width 20\n"
      "point 0 0 0 width 14\n"  // 0: the lap line, heading east
      "point 150 0 0 width 14\n"
      "point 300 0 0 width 14\n"
      "point 400 0 0 width 14\n"  // 3: into the hairpin
      "point 421.2 8.8 0 width 14\n"
      "point 430 30 0 width 14\n"
      "point 421.2 51.2 0 width 14\n"
      "point 400 60 0 width 14\n"  // 7: out of it, heading west
      "point 300 75 0 width 14\n"
      "point 150 140 0 width 14\n"
      "point 0 200 0 width 14\n"
      "point -150 210 0 width 14\n"
      "point -260 150 0 width 14\n"
      "point -270 40 0 width 14\n"
      "point -150 0 0 width 14\n"
      "checkpoint 0.5\n";
  const char* cars[] = {"ZEPHYR", "BULWARK", "MANTIS", "CINDER"};
  const char* levels[] = {"easy", "normal", "hard"};
  for (int d = 0; d < 3; ++d)
    for (int i = 0; i < 7; ++i)
      t += std::string("competitor ") + levels[d] + " \"Driver " + std::to_string(d * 7 + i + 1) +
           "\" car " + cars[i % 4] + " lane " + std::to_string(1 + i % 3) +
           (d == 0 ? "\n" : " attack 1 1 30\n");
  return t + extra;
}

// The hairpin circuit compiled; throws std::runtime_error with the error when it does not.
CompiledTrack hairpin_track(const std::string& extra = "");
TrackDesc hairpin_desc(const std::string& extra = "");

}  // namespace unpod::disc::testing

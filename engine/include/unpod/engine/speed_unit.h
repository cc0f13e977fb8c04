// The unit the HUD shows a car's speed in: km/h as POD, or mph (the Options screen's GAME page,
// the settings' [game] units). The race gives km/h; the HUD converts only what it shows.
#pragma once

#include <cmath>
#include <cstdint>
#include <string_view>

namespace unpod::engine {

enum class SpeedUnit : uint8_t { kKmh, kMph };

inline constexpr double kKmPerMile = 1.609344;  // the international mile

// `kmh` in `unit`, rounded to the nearest whole number.
inline int32_t shown_speed(int32_t kmh, SpeedUnit unit) {
  if (unit == SpeedUnit::kKmh) return kmh;
  return static_cast<int32_t>(std::lround(static_cast<double>(kmh) / kKmPerMile));
}

// The label beside the speed.
inline constexpr std::string_view speed_label(SpeedUnit unit) {
  return unit == SpeedUnit::kMph ? "MPH" : "KM/H";
}

}  // namespace unpod::engine

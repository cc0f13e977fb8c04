// What lies behind the circuit (pod-formats.md §5.10): the background colour and image, the fog,
// the sky and the sun's lens flare, as numbers the environment shaders take. The readings of the
// fields the notes leave open are [I] and listed in docs/RENDERING.md.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "unpod/assets/circuit.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/math3d.h"

namespace unpod::engine {

using Rgb = std::array<float, 3>;  // 0..1

// The clear colour: S2's bits 0-2 switch red, green, blue to full.
Rgb background_colour(const assets::FogBackground& fog);

// Fog by distance from the eye: none nearer than `start`, all fog colour from `end` on.
struct FogRange {
  bool on = false;
  float start = 0, end = 0;
  Rgb colour{};
};
// [I] fog_distance is where the fog becomes total (world units), it starts at kFogStartShare of
// that; fog_intensity 0 (or a distance <= 0) turns it off. The colour is the horizon's: the
// sky page's bottom row when there is a sky, else the background image's mean, else the
// background colour.
inline constexpr float kFogStartShare = 0.35f;
FogRange fog_range(const assets::Circuit& circuit);

// [I] The background image as a band round the horizon: its rows bg_y_start..bg_y_end span
// these elevations (radians, top row highest; under a sky the top is the sky's rim), the page
// repeated this many times round.
inline constexpr float kBackgroundTopElevation = 0.45f;
inline constexpr float kBackgroundBottomElevation = -0.05f;
inline constexpr float kBackgroundRepeats = 2.0f;

// The sky as the environment shader draws it: a plane `height` above the ground seen from
// below, mapped as a dome (the page's top row overhead, its bottom row at the sky's rim) so the
// rim meets the horizon at `rim_elevation` (radians above the eye's horizontal).
struct SkyLook {
  bool on = false;
  float rim_elevation = 0;  // the plane's edge at the far plane: atan(height / far)
  float repeats = 1;        // the page's width repeated round the horizon (zoom, at least 1)
  float scroll = 0;         // u offset (in pages) at the frame's time
};
// [I] speed is in texels per second along u.
SkyLook sky_look(const assets::Sky& sky, const CameraView& camera, uint32_t time_ms);

// The direction from the ground toward the sun: the circuit lights' direction reversed (the
// disc writes its sun there, pointing down), when the lights section has a non-zero one.
std::optional<Vec3f> toward_sun(const assets::Circuit& circuit);

// Where the sun is on screen (normalised device coordinates, -1..1 inside) for the lens flare;
// nothing when the sun is behind the camera.
std::optional<std::array<float, 2>> sun_on_screen(const CameraView& camera, float aspect,
                                                  const Vec3f& toward_sun);

}  // namespace unpod::engine

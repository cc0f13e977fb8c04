// Where each overlay window first opens (ImGuiCond_FirstUseEver: once the player moves or sizes
// it, the layout file keeps their place): on any display, inside it. At first only Controls (top
// left) and a short Race (top right) are open, together at most a quarter of a 1280x720 picture
// (issue 37), the race showing round them. Cars opens under Controls and Drivers under Race, both
// down to the display's foot; Performance over the right column's foot; Network (a network
// race's) over its head.
#pragma once

namespace unpod::engine::overlay {

enum class OverlayWindow { kControls, kCars, kRace, kDrivers, kPerformance, kNetwork };

struct WindowPlace {
  float x = 0, y = 0;
  float width = 0, height = 0;  // 0: as wide or as high as its contents (Controls)
};

// Controls' size in a race at ImGui's own font (it fits its contents): Cars opens under it.
inline constexpr float kControlsWidth = 465.0f;
inline constexpr float kControlsHeight = 290.0f;
// Race's first height: its title, the clock line and eight racers' rows (ImGui's own font).
inline constexpr float kRaceHeight = 200.0f;
inline constexpr float kWindowMargin = 10.0f;

// `window`'s first place on a display `width` x `height` pixels.
WindowPlace first_place(OverlayWindow window, float width, float height);

}  // namespace unpod::engine::overlay

// Where each overlay window first opens (ImGuiCond_FirstUseEver: once the player moves or sizes
// it, the layout file keeps their place): on any display, inside it. Controls at the top left
// and Cars under it, Race over Drivers in a column at the right, the race showing between them.
// Performance, closed until Controls opens it, opens over the right column's foot; Network (a
// network race's, closed until Controls opens it) over its head.
#pragma once

namespace unpod::engine::overlay {

enum class OverlayWindow { kControls, kCars, kRace, kDrivers, kPerformance, kNetwork };

struct WindowPlace {
  float x = 0, y = 0;
  float width = 0, height = 0;  // 0: as wide or as high as its contents (Controls)
};

// Controls' height in a race at ImGui's own font: Cars opens under it.
inline constexpr float kControlsHeight = 290.0f;
inline constexpr float kWindowMargin = 10.0f;

// `window`'s first place on a display `width` x `height` pixels.
WindowPlace first_place(OverlayWindow window, float width, float height);

}  // namespace unpod::engine::overlay

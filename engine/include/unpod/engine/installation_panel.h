// The overlay window that lists the POD installation the game found (flavour, circuits, cars,
// docs/pod-formats.md §1), or why it found none and how to point it at one.
#pragma once

#include <string>

#include "unpod/assets/install.h"

namespace unpod::engine {

// Both draw one ImGui window; call between Overlay::begin_frame() and Overlay::render().
// `note`, when given, is shown first, highlighted (e.g. that the demo disc is being played).
void draw_installation_panel(const assets::Installation& installation,
                             const std::string& note = {});
void draw_missing_installation_panel(const std::string& reason, const std::string& hint);

// "BL4 (...)" / "BL3 (...)": the flavour as the panel names it.
std::string flavour_name(assets::CircuitFlavour flavour);

}  // namespace unpod::engine

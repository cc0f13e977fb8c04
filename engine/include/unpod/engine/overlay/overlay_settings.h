// The overlay's own choices, kept in its layout file beside ImGui's windows: which windows are
// open and which views are drawn, as one "[Un-POD][Overlay]" section of `name=0|1` lines (ImGui's
// ini reader and writer: a settings handler). A player who switched views on finds them on the
// next time the overlay is shown; a name the file does not know is ignored, one it lacks keeps
// its default.
#pragma once

#include <string>

#include "unpod/engine/overlay/overlay_windows.h"

namespace unpod::engine::overlay {

// The section's lines for `windows`, as the handler writes them (without the header line).
std::string overlay_setting_lines(const OverlayWindows& windows);
// One `name=value` line into `windows`; false when the name is unknown or the value not 0 or 1.
bool read_overlay_setting(OverlayWindows& windows, const char* line);

// Registers the handler in the current ImGui context for `windows` (kept by pointer: it must
// outlive the context's last save). Before the layout is loaded.
void keep_overlay_settings(OverlayWindows& windows);

}  // namespace unpod::engine::overlay

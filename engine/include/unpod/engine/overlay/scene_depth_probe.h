// The race picture's depth buffer read under a window pixel, so that the views' labels and dots
// hide behind the scene as their depth-tested lines do (docs/OVERLAY.md, "The views"). One
// glReadPixels a point: the labels and dots of one frame, in the depth-tested mode only.
#pragma once

#include "unpod/engine/overlay/scene_views.h"
#include "unpod/platform/window.h"

namespace unpod::engine::overlay {

// Reads `window`'s default framebuffer, which must still hold the race's depth (the overlay
// draws before anything clears it); a pixel outside the window is never hidden. Use with the
// window's GL context current; the window must outlive it.
SceneHidden depth_buffer_probe(const platform::Window& window);

}  // namespace unpod::engine::overlay

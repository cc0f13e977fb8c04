// Player 1's keys and mouse for the free camera: I and K fly forward and back along the view,
// J and L turn, U and O look up and down, Page Up and Page Down rise and sink; the mouse moved
// with its right button held turns and looks. The driving keys never move it.
#pragma once

#include "unpod/engine/free_camera.h"
#include "unpod/platform/input.h"

namespace unpod::game {

// Radians the view turns per pixel the mouse moves: a 1280-pixel sweep about 290 degrees.
inline constexpr float kMouseLookRadiansPerPixel = 0.004f;

// The key rates of this frame's input (engine::FreeCameraInput, each -1..1).
engine::FreeCameraInput free_camera_keys(const platform::InputState& input);

// Moves `camera` by the keys over `seconds` of wall time and by the mouse's look: right turns
// right, down looks down.
void steer_free_camera(engine::FreeCamera& camera, const platform::InputState& input,
                       float seconds);

}  // namespace unpod::game

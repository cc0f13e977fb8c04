// The free camera's actions and the mouse: free_forward / free_backward fly along the view,
// free_turn_left / free_turn_right turn, free_look_up / free_look_down look up and down,
// free_rise / free_sink rise and sink (I, K, J, L, U, O, Page Up, Page Down by default, and on a
// pad the left stick's y, the right stick and the d-pad's up and down: controls/bindings.h); the
// mouse moved with its right button held turns and looks. A stick flies at its share of the
// full rate. The driving actions never move it.
#pragma once

#include "controls/action_reader.h"
#include "unpod/engine/free_camera.h"
#include "unpod/platform/input.h"

namespace unpod::game {

// Radians the view turns per pixel the mouse moves: a 1280-pixel sweep about 290 degrees.
inline constexpr float kMouseLookRadiansPerPixel = 0.004f;

// The rates of this frame's game actions (engine::FreeCameraInput, each -1..1).
engine::FreeCameraInput free_camera_keys(const controls::ActionFrame& actions);

// Moves `camera` by the actions over `seconds` of wall time and by the input's mouse look:
// right turns right, down looks down.
void steer_free_camera(engine::FreeCamera& camera, const platform::InputState& input,
                       const controls::ActionFrame& actions, float seconds);

}  // namespace unpod::game

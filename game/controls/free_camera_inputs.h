// While player 1's free camera is on, the inputs bound to it fly it and drive nothing: a pad's
// left stick pushed forward flies the camera, and a player who bound that stick half to
// accelerate does not also drive off. So the free camera's bindings never clash with a player's
// driving actions (accelerate .. gear_down: binding_conflicts leaves those pairs out); with
// camera (which leaves the free camera), look_back, retire and the game's own actions they do.
#pragma once

#include "controls/bindings.h"
#include "unpod/platform/input.h"

namespace unpod::game::controls {

// `input` without what the free camera's bindings read: their keys neither held nor pressed,
// their pad buttons released, their axis halves at rest (the other half of a stick's axis kept)
// on every pad.
platform::InputState without_free_camera_inputs(const platform::InputState& input,
                                                const Bindings& bindings);

}  // namespace unpod::game::controls

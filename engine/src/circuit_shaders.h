// GLSL 330 core sources of the circuit renderer (engine-private).
#pragma once

#include <cstdint>
#include <string>

namespace unpod::engine::circuit_shaders {

extern const char* const kSectorVertex;  // CircuitVertex, u_view_projection and u_model
// The sectors' fragment stage with the parts a batch's shader_variant bits ask for (the
// animations take every part: shader_variant::kCutout | kDural).
std::string sector_fragment(uint32_t variant);

// The attribute layout of CircuitVertex on the bound vertex array and array buffer, matching
// kSectorVertex's locations.
void circuit_vertex_layout();
extern const char* const kEnvironmentVertex;
extern const char* const kEnvironmentFragment;
extern const char* const kFlareVertex;
extern const char* const kFlareFragment;

}  // namespace unpod::engine::circuit_shaders

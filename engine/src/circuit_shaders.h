// GLSL 330 core sources of the circuit renderer (engine-private).
#pragma once

#include <cstdint>
#include <string>

namespace unpod::engine::circuit_shaders {

extern const char* const kSectorVertex;
// The sectors' fragment stage with the parts a batch's shader_variant bits ask for (the
// animations take every part: shader_variant::kCutout | kDural).
std::string sector_fragment(uint32_t variant);
extern const char* const kEnvironmentVertex;
extern const char* const kEnvironmentFragment;
extern const char* const kFlareVertex;
extern const char* const kFlareFragment;

}  // namespace unpod::engine::circuit_shaders

// GLSL 330 core sources of the circuit renderer (engine-private).
#pragma once

namespace unpod::engine::circuit_shaders {

extern const char* const kSectorVertex;
extern const char* const kSectorFragment;
extern const char* const kEnvironmentVertex;
extern const char* const kEnvironmentFragment;
extern const char* const kFlareVertex;
extern const char* const kFlareFragment;

}  // namespace unpod::engine::circuit_shaders

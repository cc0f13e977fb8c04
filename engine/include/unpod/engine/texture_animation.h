// Texture animations of a circuit (pod-formats.md §5.9, the *.cta / *.ita entries): each
// descriptor steps through keys (a page and four corner uvs) over its duration; the animated
// faces, named by sector and by their rank among the sector's triangles or quads, show the key
// of the current step.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "unpod/assets/circuit.h"

namespace unpod::engine {

// [I] The unit of the steps' times and the duration (S2: "16.16 scaled by 1000", [U]): we read
// them as seconds in 16.16.
inline constexpr float kTextureAnimSecondsPerUnit = 1.0f;

struct AnimatedFaceRef {
  size_t sector = 0;
  size_t face = 0;        // index into the sector's faces (file order)
  size_t descriptor = 0;  // into CircuitTextureAnimations::descriptors
  bool loop = false;
};

struct CircuitTextureAnimations {
  std::vector<assets::TextureAnimDescriptor> descriptors;  // every entry's, in file order
  std::vector<AnimatedFaceRef> faces;                      // references that name an existing face
};

// The circuit's texture animations; references to missing sectors, faces or descriptors are
// dropped.
CircuitTextureAnimations collect_texture_animations(const assets::Circuit& circuit);

// The key shown at `time_ms` (from the start of the race): the last step whose time has come,
// repeating every duration when `loop`, holding the last step otherwise. -1 when the
// descriptor has no usable key.
int texture_anim_key(const assets::TextureAnimDescriptor& d, uint32_t time_ms, bool loop);

}  // namespace unpod::engine

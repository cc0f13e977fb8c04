// Texture pages of one side as one mipmapped 2D array texture (engine-private): what the
// circuit's sectors and its animated objects sample (face page = array layer).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "unpod/engine/gl_objects.h"
#include "unpod/engine/texture_page.h"

namespace unpod::engine {

struct PageArray {
  GlName texture;
  uint32_t layers = 0;  // pages uploaded (at most GL_MAX_ARRAY_TEXTURE_LAYERS)
  size_t bytes = 0;     // RGBA8 bytes of level 0
};

// Uploads `count` pages of side `side`, page p from `page(p)` (an image of another size is left
// out, its layer undefined), filtered bilinearly within the nearest mip level and clamped. With
// no page a white 1x1 layer keeps the sampler complete.
PageArray upload_page_array(uint32_t count, uint32_t side,
                            const std::function<Image(uint32_t)>& page);

}  // namespace unpod::engine

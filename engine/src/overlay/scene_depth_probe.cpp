#include "unpod/engine/overlay/scene_depth_probe.h"

#include <glad/gl.h>

#include <cmath>

namespace unpod::engine::overlay {

SceneHidden depth_buffer_probe(const platform::Window& window) {
  return [&window](const ScenePoint& pixel, float depth) {
    const platform::PixelSize size = window.drawable_size();
    const float x = std::floor(pixel.x), y = std::floor(pixel.y);
    if (!(x >= 0 && y >= 0 && x < static_cast<float>(size.width) &&
          y < static_cast<float>(size.height)))
      return false;
    // GL counts rows from the bottom.
    float drawn = 1.0f;
    glReadPixels(static_cast<GLint>(x), size.height - 1 - static_cast<GLint>(y), 1, 1,
                 GL_DEPTH_COMPONENT, GL_FLOAT, &drawn);
    return drawn < depth;
  };
}

}  // namespace unpod::engine::overlay

#include "page_array.h"

#include <glad/gl.h>

#include <algorithm>

namespace unpod::engine {

PageArray upload_page_array(uint32_t count, uint32_t side,
                            const std::function<Image(uint32_t)>& page) {
  PageArray array;
  GLint max_layers = 0;
  glGetIntegerv(GL_MAX_ARRAY_TEXTURE_LAYERS, &max_layers);
  array.layers = side == 0 ? 0u : std::min(count, static_cast<uint32_t>(std::max(max_layers, 1)));
  array.texture = make_texture();
  glBindTexture(GL_TEXTURE_2D_ARRAY, array.texture.get());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  if (array.layers == 0) {
    const uint8_t white[4] = {255, 255, 255, 255};
    glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, 1, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, white);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    return array;
  }
  const auto gl_side = static_cast<GLsizei>(side);
  glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, gl_side, gl_side,
               static_cast<GLsizei>(array.layers), 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  for (uint32_t p = 0; p < array.layers; ++p) {
    const Image img = page(p);
    if (img.width != side || img.height != side || img.rgba.size() < size_t(side) * side * 4)
      continue;
    glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, static_cast<GLint>(p), gl_side, gl_side, 1,
                    GL_RGBA, GL_UNSIGNED_BYTE, img.rgba.data());
    array.bytes += img.rgba.size();
  }
  glGenerateMipmap(GL_TEXTURE_2D_ARRAY);
  // Bilinear within the nearest mip level: the 3dfx era's filtering, half the texel reads of
  // trilinear on llvmpipe (bench/README.md).
  glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_NEAREST);
  glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  return array;
}

}  // namespace unpod::engine

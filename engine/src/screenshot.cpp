#include "unpod/engine/screenshot.h"

#include <glad/gl.h>

#include <algorithm>

#include "unpod/assets/file_io.h"
#include "unpod/assets/png.h"

namespace unpod::engine {

std::vector<uint8_t> read_back_buffer(platform::PixelSize size) {
  if (size.width <= 0 || size.height <= 0) return {};
  const size_t row_bytes = static_cast<size_t>(size.width) * 4;
  std::vector<uint8_t> pixels(row_bytes * static_cast<size_t>(size.height));
  glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);  // rows exactly width * 4 bytes
  glReadPixels(0, 0, size.width, size.height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // Flip: GL's first row is the bottom one.
  for (int top = 0, bottom = size.height - 1; top < bottom; ++top, --bottom) {
    const auto a = pixels.begin() + static_cast<std::ptrdiff_t>(row_bytes * top);
    const auto b = pixels.begin() + static_cast<std::ptrdiff_t>(row_bytes * bottom);
    std::swap_ranges(a, a + static_cast<std::ptrdiff_t>(row_bytes), b);
  }
  for (size_t i = 3; i < pixels.size(); i += 4) pixels[i] = 255;
  return pixels;
}

std::string save_screenshot(const std::filesystem::path& path, platform::PixelSize size) {
  const auto png = assets::encode_png_rgba8(static_cast<uint32_t>(std::max(size.width, 0)),
                                            static_cast<uint32_t>(std::max(size.height, 0)),
                                            read_back_buffer(size));
  if (png.empty())
    return "cannot encode a " + std::to_string(size.width) + "x" + std::to_string(size.height) +
           " screenshot";
  const std::string error = assets::write_file_atomic(path, png);
  return error.empty() ? "" : "cannot write the screenshot: " + error;
}

}  // namespace unpod::engine

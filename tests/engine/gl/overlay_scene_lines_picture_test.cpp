// The views' lines drawn for real (SDL's offscreen driver, Mesa's llvmpipe) as a player sees
// them: a band whose edges fade over a pixel as ImGui smooths its own lines, so a line `w`
// pixels wide puts `w` pixels' worth of colour across itself wherever it falls between pixels;
// over the picture it shows everywhere, depth tested it is hidden where the picture is nearer.
#include <catch2/catch.hpp>

#include <glad/gl.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "support/offscreen_gl.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/overlay/scene_line_renderer.h"
#include "unpod/engine/screenshot.h"

using namespace unpod;

namespace {

constexpr int kPictureWidth = 320, kPictureHeight = 180;

// How much of a white line covers each row of column `x`, 0 (the cleared frame) to 1 (white),
// read from the green channel (rows from the top).
std::vector<float> column_cover(const std::vector<uint8_t>& rgba, int x) {
  std::vector<float> cover;
  const float background = rgba[1];  // the cleared frame's green, at (0, 0)
  for (int y = 0; y < kPictureHeight; ++y) {
    const float g = rgba[(static_cast<size_t>(y) * kPictureWidth + static_cast<size_t>(x)) * 4 + 1];
    cover.push_back((g - background) / (255.0f - background));
  }
  return cover;
}

float total(const std::vector<float>& cover) {
  float sum = 0;
  for (const float c : cover) sum += c;
  return sum;
}

}  // namespace

TEST_CASE(
    "overlay: a view's line is smoothed as ImGui's are, and depth tested hides behind the "
    "picture",
    "[overlay][gl]") {
  const test::OffscreenGl gl(kPictureWidth, kPictureHeight);
  const platform::PixelSize size = gl.size();
  engine::overlay::SceneLineRenderer lines;
  engine::overlay::SceneCamera camera;
  engine::CameraView eye;  // at the origin, looking along +x, z up
  eye.eye = {0, 0, 0};
  eye.target = {1, 0, 0};
  camera.viewport = {0, 0, kPictureWidth, kPictureHeight};
  camera.view_projection = eye.projection(camera.viewport.aspect()) * eye.view();
  const uint32_t white = 0xffffffffu;

  // Lines across the whole picture, 10 ahead, a little above the middle; the second a fraction
  // of a pixel lower falls differently between the rows.
  for (const float z : {0.3f, 0.3f - 0.0167f}) {
    for (const float width : {1.5f, 3.0f}) {
      engine::clear_frame(size);
      lines.draw({{{10, 40, z}, {10, -40, z}, white, width}}, camera, size, false);
      const auto cover = column_cover(engine::read_back_buffer(size), kPictureWidth / 2);
      INFO("width " << width << " at z " << z);
      CHECK(total(cover) == Approx(width).margin(0.15));
      // Full strength in its middle, faded at its edges: some row neither clear nor white.
      float strongest = 0;
      int between = 0;
      for (const float c : cover) {
        strongest = std::max(strongest, c);
        between += c > 0.05f && c < 0.95f;
      }
      CHECK(strongest > 0.95f);
      CHECK(between > 0);
    }
  }

  // The picture nearer than the line on the left half of the window (depth 0 there), far on the
  // right (depth 1): depth tested, the line shows on the right only; over the picture, on both.
  const auto left_nearer = [&] {
    engine::clear_frame(size);
    glEnable(GL_SCISSOR_TEST);
    glScissor(0, 0, kPictureWidth / 2, kPictureHeight);
    glClearDepth(0.0);
    glClear(GL_DEPTH_BUFFER_BIT);
    glClearDepth(1.0);
    glDisable(GL_SCISSOR_TEST);
  };
  const std::vector<engine::overlay::SceneSegment> across = {{{10, 40, 0}, {10, -40, 0}, white, 2}};
  left_nearer();
  lines.draw(across, camera, size, true);
  const auto hidden = engine::read_back_buffer(size);
  CHECK(total(column_cover(hidden, kPictureWidth / 4)) == Approx(0.0f).margin(0.01));
  CHECK(total(column_cover(hidden, kPictureWidth * 3 / 4)) == Approx(2.0f).margin(0.15));
  left_nearer();
  lines.draw(across, camera, size, false);
  const auto over = engine::read_back_buffer(size);
  CHECK(total(column_cover(over, kPictureWidth / 4)) == Approx(2.0f).margin(0.15));
  CHECK(total(column_cover(over, kPictureWidth * 3 / 4)) == Approx(2.0f).margin(0.15));
  CHECK(engine::take_gl_errors().empty());
}

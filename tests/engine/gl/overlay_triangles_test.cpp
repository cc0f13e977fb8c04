// The overlay's triangle count, drawn for real (SDL's offscreen driver, Mesa's llvmpipe): a
// software GL spends most of the overlay's time on its triangles (bench/README.md), so the
// Performance window shows how many the last frame drew. ImGui draws a glyph as two triangles;
// the views draw a line on screen as a band of two, and none for a line behind the eye or off
// the picture.
#include <catch2/catch.hpp>

#include <imgui.h>

#include <string>
#include <vector>

#include "support/offscreen_gl.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/overlay.h"
#include "unpod/engine/overlay/scene_line_renderer.h"

using namespace unpod;

namespace {

constexpr int kTrianglesWidth = 320, kTrianglesHeight = 180;

// One overlay frame: a window holding `text` (none when empty); the triangles it drew.
size_t overlay_frame(engine::Overlay& overlay, platform::PixelSize size, const std::string& text) {
  engine::clear_frame(size);
  overlay.begin_frame();
  if (!text.empty()) {
    ImGui::SetNextWindowPos(ImVec2(10, 10));
    ImGui::SetNextWindowSize(ImVec2(280, 120));
    ImGui::Begin("Triangles");
    ImGui::TextUnformatted(text.c_str());
    ImGui::End();
  }
  overlay.render();
  engine::finish_gpu();
  return overlay.triangles();
}

}  // namespace

TEST_CASE("overlay: the last frame's triangles, two a glyph and two a view's line",
          "[overlay][gl]") {
  const test::OffscreenGl gl(kTrianglesWidth, kTrianglesHeight);
  const platform::PixelSize size = gl.size();
  engine::Overlay overlay(gl.window(), {});

  CHECK(overlay.triangles() == 0);  // nothing rendered yet
  CHECK(overlay_frame(overlay, size, "") == 0);
  const size_t short_text = overlay_frame(overlay, size, "lap 1");
  const size_t longer_text = overlay_frame(overlay, size, "lap 1 of 3, 8th");
  CHECK(short_text > 0);
  // " of 3, 8th": ten more characters, seven glyphs (a space draws nothing).
  CHECK(longer_text - short_text == 2 * 7);
  CHECK(overlay_frame(overlay, size, "") == 0);  // the window gone, its triangles too
  CHECK(engine::take_gl_errors().empty());

  // The views' lines, depth tested and over the picture: an eye at the origin looking along +x.
  engine::overlay::SceneLineRenderer lines;
  engine::overlay::SceneCamera camera;
  engine::CameraView eye;
  eye.eye = {0, 0, 0};
  eye.target = {1, 0, 0};
  camera.viewport = {0, 0, kTrianglesWidth, kTrianglesHeight};
  camera.view_projection = eye.projection(camera.viewport.aspect()) * eye.view();
  const uint32_t red = 0xff0000ffu;
  const std::vector<engine::overlay::SceneSegment> ahead = {{{10, -2, 0}, {10, 2, 0}, red, 1.5f},
                                                            {{10, 0, -1}, {10, 0, 1}, red, 1.5f},
                                                            {{12, -1, -1}, {20, 1, 1}, red, 2.0f}};
  lines.draw(ahead, camera, size, true);
  CHECK(lines.triangles() == 6);
  std::vector<engine::overlay::SceneSegment> with_one_behind = ahead;
  with_one_behind.push_back({{-10, -2, 0}, {-10, 2, 0}, red, 1.5f});  // behind the eye
  lines.draw(with_one_behind, camera, size, true);
  CHECK(lines.triangles() == 6);
  std::vector<engine::overlay::SceneSegment> with_one_aside = ahead;
  with_one_aside.push_back({{10, 200, 0}, {12, 210, 0}, red, 3.0f});  // far off the left edge
  lines.draw(with_one_aside, camera, size, true);
  CHECK(lines.triangles() == 6);
  lines.draw(with_one_aside, camera, size, false);
  CHECK(lines.triangles() == 6);
  lines.draw({}, camera, size, false);
  CHECK(lines.triangles() == 0);
  engine::finish_gpu();
  CHECK(engine::take_gl_errors().empty());
}

// The render scale drawn for real (SDL's offscreen driver, Mesa's llvmpipe): at 50 % the race's
// picture is a quarter of the window's pixels, counted by the GPU, and is stretched to the whole
// window; at 100 % it is the window itself.
#include <catch2/catch.hpp>

#include <glad/gl.h>

#include <vector>

#include "support/offscreen_gl.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/render_scale.h"
#include "unpod/engine/screenshot.h"

using namespace unpod;

namespace {

// The fragments a draw over the whole of `scene` makes: left half red, right half green, each
// cleared in its scissor box, then a full-size clear counted by an occlusion query.
GLuint fill_and_count(platform::PixelSize scene) {
  glEnable(GL_SCISSOR_TEST);
  glScissor(0, 0, scene.width / 2, scene.height);
  glClearColor(1, 0, 0, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  glScissor(scene.width / 2, 0, scene.width - scene.width / 2, scene.height);
  glClearColor(0, 1, 0, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  glDisable(GL_SCISSOR_TEST);
  // Clears are not fragments: count a quad's, drawn with no colour written.
  static const char* const kVertex =
      "#version 330 core\nvoid main() { vec2 p = vec2((gl_VertexID & 1) * 4 - 1,"
      " (gl_VertexID & 2) * 2 - 1); gl_Position = vec4(p, 0, 1); }\n";
  static const char* const kFragment =
      "#version 330 core\nout vec4 colour; void main() { colour = vec4(0); }\n";
  const engine::Program program("count", kVertex, kFragment);
  const engine::GlName vao = engine::make_vertex_array();
  GLuint query = 0;
  glGenQueries(1, &query);
  glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
  glDisable(GL_DEPTH_TEST);
  glViewport(0, 0, scene.width, scene.height);
  program.use();
  glBindVertexArray(vao.get());
  glBeginQuery(GL_SAMPLES_PASSED, query);
  glDrawArrays(GL_TRIANGLE_STRIP, 0, 3);  // one triangle over the whole viewport
  glEndQuery(GL_SAMPLES_PASSED);
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  GLuint samples = 0;
  glGetQueryObjectuiv(query, GL_QUERY_RESULT, &samples);
  glDeleteQueries(1, &query);
  return samples;
}

}  // namespace

TEST_CASE("render scale: 50 % draws a quarter of the pixels and stretches them to the window",
          "[engine][render-scale][gl]") {
  constexpr int kWidth = 320, kHeight = 180;
  const test::OffscreenGl gl(kWidth, kHeight);
  const platform::PixelSize window = gl.size();
  engine::RenderTarget target;

  for (const int percent : {100, 50, 200}) {
    INFO(percent << " %");
    engine::clear_frame(window);
    const platform::PixelSize scene = target.begin(window, percent);
    CHECK(scene.width == kWidth * percent / 100);
    CHECK(scene.height == kHeight * percent / 100);
    const GLuint samples = fill_and_count(scene);
    target.finish(window);
    engine::finish_gpu();
    REQUIRE(engine::take_gl_errors().empty());
    // The GPU's own count of the fragments drawn: a quarter of the window's at 50 %, four times
    // as many at 200 %.
    CHECK(samples == GLuint(kWidth * kHeight) * GLuint(percent * percent) / 10000u);

    // The window shows the picture whole: red on the left half, green on the right, up to the
    // columns next to the middle (the linear filter blends those two).
    const std::vector<uint8_t> rgba = engine::read_back_buffer(window);
    int wrong = 0;
    for (int y = 0; y < kHeight; ++y)
      for (int x = 0; x < kWidth; ++x) {
        if (x >= kWidth / 2 - 2 && x < kWidth / 2 + 2) continue;
        const uint8_t* p = &rgba[size_t((y * kWidth + x) * 4)];
        const bool red = p[0] > 200 && p[1]<50, green = p[1]> 200 && p[0] < 50;
        if (x < kWidth / 2 ? !red : !green) ++wrong;
      }
    CHECK(wrong == 0);
  }
}

// The car renderer drawn for real: a GL 3.3 core context through SDL's offscreen driver (Mesa's
// llvmpipe), the demo disc's Zephyr drawn over the cleared frame and read back. A see-through car
// (the time trial's ghost) blends with what is behind it: there, neither absent nor opaque, and
// it casts no shadow where the opaque car casts one.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <vector>

#include "support/demo_disc.h"
#include "support/offscreen_gl.h"
#include "unpod/engine/car_mesh.h"
#include "unpod/engine/car_renderer.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/screenshot.h"

// Mesa's JIT code looks like leaks to LeakSanitizer (docs/DESIGN.md): this binary alone.
extern "C" const char* __asan_default_options() {
  return "detect_leaks=0";
}

using namespace unpod;

namespace {

constexpr int kSeeWidth = 160, kSeeHeight = 120;

// How far pixel i of `a` is from the same pixel of `b`: the sum of the colour channels' gaps.
int gap_at(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b, size_t i) {
  int g = 0;
  for (size_t c = 0; c < 3; ++c) g += std::abs(int(a[4 * i + c]) - int(b[4 * i + c]));
  return g;
}

}  // namespace

TEST_CASE("car renderer: a see-through car blends with the background, with no shadow",
          "[car][gl]") {
  const test::OffscreenGl gl(kSeeWidth, kSeeHeight);
  const platform::PixelSize size = gl.size();
  REQUIRE(size.width == kSeeWidth);
  REQUIRE(size.height == kSeeHeight);

  const assets::Car& zephyr = test::demo_car("zephyr");
  const assets::Car* cars[] = {&zephyr};
  engine::CarRenderer renderer(cars);
  const engine::Aabb box = engine::build_car_mesh(zephyr).bounds;
  const engine::Vec3f centre = (box.min + box.max) * 0.5f;
  const float reach = engine::length(box.max - box.min);
  // From above and aside, the ground under the car in view for the shadow.
  engine::CameraView camera;
  camera.target = centre;
  camera.eye = centre + engine::Vec3f{-0.6f, 0.5f, 0.8f} * (1.6f * reach);
  const engine::Viewport viewport{0, 0, kSeeWidth, kSeeHeight};
  const engine::CarPose pose;  // the car frame on the world's axes
  const int car = 0;

  auto frame = [&](auto draw) {
    engine::clear_frame(size);
    draw();
    return engine::read_back_buffer(size);
  };
  const std::vector<uint8_t> empty = frame([] {});
  const std::vector<uint8_t> solid = frame([&] {
    renderer.draw({&pose, 1}, {&car, 1}, camera, viewport, size);
  });
  // Opaque without a shadow: the car's own pixels.
  const std::vector<uint8_t> body =
      frame([&] { renderer.draw_see_through(pose, car, camera, viewport, size, 1.0f); });
  const std::vector<uint8_t> ghost =
      frame([&] { renderer.draw_see_through(pose, car, camera, viewport, size, 0.3f); });

  size_t car_pixels = 0, ghost_shows = 0, shadow_pixels = 0, ghost_outside = 0;
  double body_gap = 0, ghost_gap = 0;
  for (size_t i = 0; i < size_t(kSeeWidth) * kSeeHeight; ++i) {
    if (gap_at(body, empty, i) > 0) {
      ++car_pixels;
      body_gap += gap_at(body, empty, i);
      ghost_gap += gap_at(ghost, empty, i);
      ghost_shows += gap_at(ghost, empty, i) > 0 ? 1 : 0;
    } else {
      shadow_pixels += gap_at(solid, empty, i) > 0 ? 1 : 0;
      ghost_outside += gap_at(ghost, empty, i) > 0 ? 1 : 0;
    }
  }
  INFO("car pixels " << car_pixels << ", the ghost shows on " << ghost_shows << ", colour gap "
                     << ghost_gap << " against the opaque car's " << body_gap << ", shadow pixels "
                     << shadow_pixels << ", ghost pixels off the car " << ghost_outside);
  REQUIRE(car_pixels > 500);                 // the car fills a good part of the frame
  CHECK(ghost_shows > car_pixels * 9 / 10);  // not absent
  // Not opaque: a layer at 0.3 moves the background 30 % of the way to the car's colour, a few
  // layers of the car's faces seen through each other somewhat more.
  CHECK(ghost_gap > 0.15 * body_gap);
  CHECK(ghost_gap < 0.8 * body_gap);
  CHECK(shadow_pixels > 10);  // the opaque car casts its shadow beside itself
  CHECK(ghost_outside == 0);  // the see-through car casts none
  // The see-through draw leaves the GL as the next draws expect it: an opaque car draws as before.
  CHECK(frame([&] { renderer.draw({&pose, 1}, {&car, 1}, camera, viewport, size); }) == solid);
}

// Draws the cars of a race in OpenGL 3.3 core: each pose's body parts in their damage states,
// its wheels rolled and the front ones steered, its shadow on the ground. Every car's meshes and
// texture pages are uploaded once, when the renderer is made; drawing allocates nothing.
#pragma once

#include <memory>
#include <span>

#include "unpod/assets/car.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/car_pose.h"
#include "unpod/engine/math3d.h"
#include "unpod/engine/viewport.h"
#include "unpod/platform/window.h"

namespace unpod::engine {

struct CarDrawStats {
  int draw_calls = 0;  // one per part batch (a part's triangles on one page), one for the shadows
  int triangles = 0;
  int cars_drawn = 0;
  int cars_culled = 0;  // outside the view frustum, or naming no car
};

// The light and fog the cars are drawn in: a simple per-vertex shade (ambient plus a diffuse sun)
// and linear fog on the distance from the eye. Fog is off while fog_end <= fog_start.
struct CarLighting {
  Vec3f sun{0.35f, 0.25f, 0.9f};  // towards the light; need not be unit length
  float ambient = 0.45f;
  Vec3f fog_colour{0.5f, 0.5f, 0.55f};
  float fog_start = 0;
  float fog_end = 0;
};

class CarRenderer {
 public:
  // Uploads every car (a null entry draws nothing). Needs the GL context current; throws GlError
  // when the shaders do not build.
  explicit CarRenderer(std::span<const assets::Car* const> cars);
  ~CarRenderer();
  CarRenderer(const CarRenderer&) = delete;
  CarRenderer& operator=(const CarRenderer&) = delete;

  void set_lighting(const CarLighting& lighting) { lighting_ = lighting; }

  // Draws pose i as car car_of_pose[i] (an index into the constructor's cars; a pose without an
  // entry, or naming no car, is skipped) in `viewport`, seen by `camera`. Depth testing is on;
  // the caller has drawn (or will draw) the circuit into the same depth buffer. Pose i wears
  // livery livery_of_pose[i] (livery.h; 0, the car's own paint, when not given).
  void draw(std::span<const CarPose> poses, std::span<const int> car_of_pose,
            const CameraView& camera, const Viewport& viewport, platform::PixelSize window,
            std::span<const int> livery_of_pose = {});
  // Draws one pose see-through, as car `car` in livery `livery`: blended over what is drawn at
  // `opacity` (0..1), depth-tested against it but writing no depth, with no shadow. For a car
  // that is not in the race (the time trial's ghost): call it after draw(), whose stats() it adds
  // to.
  void draw_see_through(const CarPose& pose, int car, const CameraView& camera,
                        const Viewport& viewport, platform::PixelSize window, float opacity,
                        int livery = 0);
  const CarDrawStats& stats() const { return stats_; }

 private:
  void draw_cars(std::span<const CarPose> poses, std::span<const int> car_of_pose,
                 const CameraView& camera, const Viewport& viewport, platform::PixelSize window,
                 std::span<const int> livery_of_pose, float opacity, bool shadows);

  struct Gpu;
  std::unique_ptr<Gpu> gpu_;
  CarLighting lighting_;
  CarDrawStats stats_;
};

}  // namespace unpod::engine

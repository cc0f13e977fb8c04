// A car's meshes as the GPU takes them, built on the CPU from an assets::Car (pod-formats.md
// §7.4): every part (six body parts in each of three damage states, four wheels) as triangles in
// batches by texture page, and the car's texture pages decoded to RGBA8. The wheels are stored
// around their hubs so the renderer can roll and steer them; the body parts in the car frame.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "unpod/assets/car.h"
#include "unpod/engine/car_pose.h"
#include "unpod/engine/math3d.h"

namespace unpod::engine {

// One vertex of a car triangle. `colour` is the face's colour for FLAT/GOURAUD faces and white
// for textured ones (the texture gives the colour); `normal` is the vertex normal for
// GOURAUD/TEXGOU and the face normal for FLAT/TEXTURE (so those shade flat); `cutout` is 255
// where the face's black texels are not drawn (face property bit 8), else 0.
struct CarVertex {
  float position[3];
  float normal[3];
  float uv[2];  // 0..1 on the page, v = 0 the top row
  uint8_t colour[4];
  uint8_t cutout;
  uint8_t padding[3];
};

// Triangles of one part on one texture page: indices [first_index, first_index + index_count).
inline constexpr int kNoPage = -1;  // colour faces, and textured faces whose page is missing
struct CarBatch {
  int page = kNoPage;
  uint32_t first_index = 0;
  uint32_t index_count = 0;
};

struct CarMeshPart {
  uint32_t first_batch = 0;
  uint32_t batch_count = 0;
  uint32_t triangle_count = 0;
  uint32_t faces_dropped = 0;  // faces with a vertex index out of range (never from the loader)
  Vec3f hub;                   // wheels: the car-frame point the mesh turns about; else 0
  Aabb bounds;                 // of the stored vertices (wheels: around the hub)
};

// A decoded texture page: size * size RGBA8 texels, the top row first.
struct CarTexturePage {
  uint32_t size = 0;
  std::vector<uint8_t> rgba;
};

struct CarMesh {
  std::vector<CarVertex> vertices;
  std::vector<uint32_t> indices;
  std::vector<CarBatch> batches;
  std::array<CarMeshPart, assets::kCarPartCount> parts{};
  std::vector<CarTexturePage> pages;
  float wheel_bottom = 0;  // car-frame z of the lowest wheel's bottom (see car_pose.h)
  Aabb body_bounds;        // the good body parts' vertices: the car's footprint and height
  // In the car frame: every part in every state, the wheels turned any way and anywhere along
  // their suspension's travel.
  Aabb bounds;

  uint32_t triangle_count() const;
};

// Page `page` of `list` as RGBA8: RGB565 or palette colours; black (RGB565 0, palette index 0)
// gets alpha 0 so faces with the black-transparent bit can drop it, every other texel alpha 255.
// An out-of-range page gives an empty page.
CarTexturePage decode_car_page(const assets::TextureList& list, size_t page);

// Every part's triangles (a quad gives two, a triangle one; faces are never dropped unless their
// indices are out of range), batched by page in page order, and the car's pages decoded. A
// wheel's hub is the middle of its mesh's bounds, whether the file keeps the wheel in its own
// frame (the demo disc) or in the car's; the renderer puts the hub on the wheel's physics point.
CarMesh build_car_mesh(const assets::Car& car);

// The good body parts' points in the car frame (CarMesh::body_bounds without building the mesh:
// the cameras' place on a car).
Aabb car_body_bounds(const assets::Car& car);

// The car-frame place of wheel `wheel` (0..3) of `car`: its physics point.
Vec3f wheel_hub(const assets::Car& car, size_t wheel);

// A wheel's hub-frame points to the world: rolled by its pose.wheel_roll about its axle (the
// car's y axis), front wheels also steered by pose.steer about the car's z axis, put on `hub`
// raised by its pose.wheel_travel along the car's z axis, then the car frame into the world.
Mat4 wheel_matrix(const CarPose& pose, const Vec3f& hub, size_t wheel);

}  // namespace unpod::engine

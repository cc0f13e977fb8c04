#include "unpod/engine/car_mesh.h"

#include "unpod/engine/texture_page.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace unpod::engine {
namespace {

// A colour face whose page is missing is drawn in this grey rather than not at all.
constexpr uint32_t kMissingPageColour = 0x808080;

struct Corner {
  Vec3f position, normal;
  float u = 0, v = 0;
};

Mat4 translation(const Vec3f& t) {
  return model_matrix({1, 0, 0}, {0, 1, 0}, {0, 0, 1}, t);
}
Mat4 rotation_z(float a) {
  const float c = std::cos(a), s = std::sin(a);
  return model_matrix({c, s, 0}, {-s, c, 0}, {0, 0, 1}, {});
}
// About +y: z turns towards +x, so the top of a wheel moves forwards as the angle grows.
Mat4 rotation_y(float a) {
  const float c = std::cos(a), s = std::sin(a);
  return model_matrix({c, 0, -s}, {0, 1, 0}, {s, 0, c}, {});
}

Vec3f bounds_centre(const assets::Object& o) {
  Aabb b;
  for (const assets::Vec3& p : o.positions) b.add(to_vec3f(p));
  return b.empty() ? Vec3f{} : (b.min + b.max) * 0.5f;
}

// Appends `object`'s faces as part `part` of `mesh`, its points moved by -origin.
void add_part(CarMesh& mesh, size_t part, const assets::Object& object, const Vec3f& origin,
              uint32_t page_count, float page_size) {
  CarMeshPart& out = mesh.parts[part];
  // Per page (kNoPage first), the part's vertex indices in face order.
  std::map<int, std::vector<uint32_t>> by_page;
  const size_t vertex_count = object.positions.size();
  for (const assets::Face& face : object.faces) {
    const uint32_t corners = face.is_quad() ? 4u : 3u;
    bool in_range = true;
    for (uint32_t k = 0; k < corners; ++k) in_range = in_range && face.indices[k] < vertex_count;
    if (!in_range) {
      ++out.faces_dropped;
      continue;
    }
    const assets::Material material = face.material_kind();
    const bool textured = face.textured() && face.color_or_page < page_count;
    const bool smooth =
        material == assets::Material::kGouraud || material == assets::Material::kTexGou;
    const uint32_t rgb = textured          ? 0xFFFFFFu
                         : face.textured() ? kMissingPageColour
                                           : face.color_or_page;
    const int page = textured ? static_cast<int>(face.color_or_page) : kNoPage;
    const bool cutout = textured && (face.property & assets::face_bits::kBlackTransparent) != 0;
    const Vec3f face_normal = normalize(to_vec3f(face.normal));
    const uint32_t first = static_cast<uint32_t>(mesh.vertices.size());
    for (uint32_t k = 0; k < corners; ++k) {
      const uint32_t i = face.indices[k];
      const Vec3f p = to_vec3f(object.positions[i]) - origin;
      Vec3f n = face_normal;
      if (smooth && i < object.normals.size()) n = normalize(to_vec3f(object.normals[i]));
      CarVertex v{};
      v.position[0] = p.x;
      v.position[1] = p.y;
      v.position[2] = p.z;
      v.normal[0] = n.x;
      v.normal[1] = n.y;
      v.normal[2] = n.z;
      v.uv[0] = static_cast<float>(face.uv[k][0]) / page_size;
      v.uv[1] = static_cast<float>(face.uv[k][1]) / page_size;
      v.colour[0] = static_cast<uint8_t>(rgb >> 16);
      v.colour[1] = static_cast<uint8_t>(rgb >> 8);
      v.colour[2] = static_cast<uint8_t>(rgb);
      v.colour[3] = 255;
      v.cutout = cutout ? 255 : 0;
      mesh.vertices.push_back(v);
      out.bounds.add(p);
    }
    std::vector<uint32_t>& idx = by_page[page];
    idx.insert(idx.end(), {first, first + 1, first + 2});
    ++out.triangle_count;
    if (corners == 4) {
      idx.insert(idx.end(), {first, first + 2, first + 3});
      ++out.triangle_count;
    }
  }
  out.first_batch = static_cast<uint32_t>(mesh.batches.size());
  for (const auto& [page, idx] : by_page) {
    CarBatch b;
    b.page = page;
    b.first_index = static_cast<uint32_t>(mesh.indices.size());
    b.index_count = static_cast<uint32_t>(idx.size());
    mesh.indices.insert(mesh.indices.end(), idx.begin(), idx.end());
    mesh.batches.push_back(b);
  }
  out.batch_count = static_cast<uint32_t>(mesh.batches.size()) - out.first_batch;
}

}  // namespace

uint32_t CarMesh::triangle_count() const {
  uint32_t n = 0;
  for (const CarMeshPart& p : parts) n += p.triangle_count;
  return n;
}

CarTexturePage decode_car_page(const assets::TextureList& list, size_t page) {
  CarTexturePage out;
  if (page >= list.pages.size()) return out;
  const size_t texels = size_t(list.size) * list.size;
  if (list.pages[page].pixels.size() < texels * list.bytes_per_texel()) return out;  // short: none
  // The circuits' decoder: RGB565 or palette to RGBA8, colour 0 see-through (alpha 0).
  out.size = list.size;
  out.rgba = decode_texture_page(list, page).rgba;
  return out;
}

Vec3f wheel_hub(const assets::Car& car, size_t wheel) {
  return to_vec3f(car.physics.points[wheel].position);
}

Aabb car_body_bounds(const assets::Car& car) {
  Aabb bounds;
  for (size_t body = 0; body < kCarBodyPartCount; ++body)
    for (const assets::Vec3& p :
         car.parts[body_part_index(body, DamageState::kGood)].object.positions)
      bounds.add(to_vec3f(p));
  return bounds;
}

CarMesh build_car_mesh(const assets::Car& car) {
  CarMesh mesh;
  uint32_t page_count = 0;
  float page_size = 1;
  if (car.textures) {
    for (size_t p = 0; p < car.textures->pages.size(); ++p)
      mesh.pages.push_back(decode_car_page(*car.textures, p));
    page_count = static_cast<uint32_t>(mesh.pages.size());
    page_size = static_cast<float>(std::max<uint32_t>(car.textures->size, 1));
  }
  for (size_t part = 0; part < assets::kCarPartCount; ++part) {
    const assets::Object& object = car.parts[part].object;
    if (part < wheel_part_index(0)) {
      add_part(mesh, part, object, {}, page_count, page_size);
      continue;
    }
    const size_t wheel = part - wheel_part_index(0);
    const assets::CarPoint& point = car.physics.points[wheel];
    const Vec3f centre = bounds_centre(object);
    add_part(mesh, part, object, centre, page_count, page_size);
    // A car without wheel points keeps its wheels where its mesh has them.
    const bool has_point = !point.position.is_zero() || point.radius != 0;
    mesh.parts[part].hub = has_point ? wheel_hub(car, wheel) : centre;
  }
  mesh.body_bounds = car_body_bounds(car);
  // The whole car for culling: the bodies as stored, each wheel as the ball its mesh turns in.
  for (size_t part = 0; part < assets::kCarPartCount; ++part) {
    const CarMeshPart& p = mesh.parts[part];
    if (p.bounds.empty()) continue;
    if (part < wheel_part_index(0)) {
      mesh.bounds.add(p.bounds.min);
      mesh.bounds.add(p.bounds.max);
      continue;
    }
    const Vec3f far{std::max(-p.bounds.min.x, p.bounds.max.x),
                    std::max(-p.bounds.min.y, p.bounds.max.y),
                    std::max(-p.bounds.min.z, p.bounds.max.z)};
    const float r = length(far);
    // The hub anywhere along its suspension's travel.
    const assets::CarPoint& point = car.physics.points[part - wheel_part_index(0)];
    for (const float travel : {to_float(point.z_min), to_float(point.z_max), 0.0f}) {
      const Vec3f hub = p.hub + Vec3f{0, 0, travel};
      mesh.bounds.add(hub - Vec3f{r, r, r});
      mesh.bounds.add(hub + Vec3f{r, r, r});
    }
  }
  mesh.wheel_bottom = wheel_bottom(car);
  return mesh;
}

Mat4 wheel_matrix(const CarPose& pose, const Vec3f& hub, size_t wheel) {
  Mat4 m = car_matrix(pose) * translation(hub + Vec3f{0, 0, pose.wheel_travel[wheel]});
  if (is_front_wheel(wheel)) m = m * rotation_z(pose.steer);
  return m * rotation_y(pose.wheel_roll[wheel]);
}

}  // namespace unpod::engine

#include "unpod/engine/circuit_mesh.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace unpod::engine {
namespace {

constexpr uint8_t kMeshMissingPageGrey = 128;  // a textured face whose page is missing

bool valid_box(const assets::Sector& s) {
  const bool ordered =
      s.bbox_min.x <= s.bbox_max.x && s.bbox_min.y <= s.bbox_max.y && s.bbox_min.z <= s.bbox_max.z;
  return ordered && !(s.bbox_min.is_zero() && s.bbox_max.is_zero());
}

Aabb sector_place(const assets::Sector& s) {
  Aabb box;
  if (!valid_box(s)) return box;
  box.add(to_vec3f(s.bbox_min));
  box.add(to_vec3f(s.bbox_max));
  return box;
}

Aabb sector_bounds(const assets::Sector& s) {
  Aabb box;
  if (valid_box(s)) {
    box.add(to_vec3f(s.bbox_min));
    box.add(to_vec3f(s.bbox_max));
  }
  for (const assets::Vec3& p : s.object.positions) box.add(to_vec3f(p));
  return box;
}

bool face_in_range(const assets::Face& f, size_t vertex_count) {
  if (f.vertex_count != 3 && f.vertex_count != 4) return false;
  for (uint32_t k = 0; k < f.vertex_count; ++k)
    if (f.indices[k] >= vertex_count) return false;
  return true;
}

// True when the corners as listed turn clockwise seen from the side the stored normal points to.
bool listed_clockwise(const assets::Face& f, const std::vector<assets::Vec3>& positions) {
  if (f.normal.is_zero()) return false;
  auto at = [&](int k) { return to_vec3f(positions[f.indices[static_cast<size_t>(k)]]); };
  const Vec3f n =
      f.is_quad() ? cross(at(2) - at(0), at(3) - at(1)) : cross(at(1) - at(0), at(2) - at(0));
  return dot(n, to_vec3f(f.normal)) < 0;
}

}  // namespace

float vertex_light(uint8_t brightness) {
  return static_cast<float>(std::min<uint8_t>(brightness, 127)) / kNeutralBrightness;
}

float texel_to_uv(uint32_t texel, uint32_t side) {
  if (side == 0) return 0;
  return (static_cast<float>(texel) + 0.5f) / static_cast<float>(side);
}

CircuitMesh build_circuit_mesh(const std::vector<assets::Sector>& sectors, size_t page_count,
                               uint32_t page_side) {
  CircuitMesh mesh;
  mesh.sectors.reserve(sectors.size());
  for (const assets::Sector& sector : sectors) {
    const assets::Object& object = sector.object;
    SectorMesh out;
    out.bounds = sector_bounds(sector);
    out.place = sector_place(sector);
    if (out.place.empty()) out.place = out.bounds;
    out.face_vertex.assign(object.faces.size(), -1);
    // Triangles (as vertex indices) per batch key: (page, two-sided), in a stable order.
    // (page, two-sided, shader variant) -> indices
    std::map<std::tuple<int32_t, bool, uint32_t>, std::vector<uint32_t>> buckets;
    for (size_t fi = 0; fi < object.faces.size(); ++fi) {
      const assets::Face& face = object.faces[fi];
      ++mesh.counts.faces;
      if (!(face.property & assets::face_bits::kVisible) ||
          !face_in_range(face, object.positions.size())) {
        ++mesh.counts.invisible_faces;
        continue;
      }
      const assets::Material kind = face.material_kind();
      const bool wants_texture = face.textured();
      const bool has_page = wants_texture && face.color_or_page < page_count;
      if (wants_texture && !has_page) ++mesh.counts.missing_pages;
      const bool shaded = kind == assets::Material::kGouraud || kind == assets::Material::kTexGou;
      const bool two_sided = (face.property & assets::face_bits::kTwoSided) != 0;
      if (two_sided) ++mesh.counts.two_sided_faces;

      uint32_t flags = has_page ? vertex_flags::kTextured : 0u;
      if (face.property & assets::face_bits::kBlackTransparent)
        flags |= vertex_flags::kBlackTransparent;
      if (face.property & assets::face_bits::kDural) flags |= vertex_flags::kDural;
      uint8_t colour[3] = {255, 255, 255};
      if (!wants_texture) {
        colour[0] = static_cast<uint8_t>(face.color_or_page >> 16);
        colour[1] = static_cast<uint8_t>(face.color_or_page >> 8);
        colour[2] = static_cast<uint8_t>(face.color_or_page);
      } else if (!has_page) {
        colour[0] = colour[1] = colour[2] = kMeshMissingPageGrey;
      }

      const auto first = static_cast<uint32_t>(mesh.vertices.size());
      out.face_vertex[fi] = static_cast<int32_t>(first);
      for (uint32_t k = 0; k < face.vertex_count; ++k) {
        const uint32_t index = face.indices[k];
        CircuitVertex v;
        v.position = to_vec3f(object.positions[index]);
        const bool has_normal = index < object.normals.size() && !object.normals[index].is_zero();
        v.normal = to_vec3f(has_normal ? object.normals[index] : face.normal);
        v.u = texel_to_uv(face.uv[k][0], page_side);
        v.v = texel_to_uv(face.uv[k][1], page_side);
        v.page = has_page ? static_cast<float>(face.color_or_page) : 0.0f;
        v.light = shaded && index < sector.vertex_brightness.size()
                      ? vertex_light(sector.vertex_brightness[index])
                      : 1.0f;
        v.colour[0] = colour[0];
        v.colour[1] = colour[1];
        v.colour[2] = colour[2];
        v.flags = flags;
        mesh.vertices.push_back(v);
      }
      const bool flip = listed_clockwise(face, object.positions);
      const uint32_t variant =
          ((flags & vertex_flags::kBlackTransparent) && has_page ? shader_variant::kCutout : 0u) |
          ((flags & vertex_flags::kDural) ? shader_variant::kDural : 0u);
      auto& bucket = buckets[{has_page ? static_cast<int32_t>(face.color_or_page) : kUntexturedPage,
                              two_sided, variant}];
      auto triangle = [&](uint32_t a, uint32_t b, uint32_t c) {
        bucket.insert(bucket.end(),
                      {first + a, flip ? first + c : first + b, flip ? first + b : first + c});
        ++out.triangles;
      };
      triangle(0, 1, 2);
      if (face.is_quad()) triangle(0, 2, 3);
    }
    for (auto& [key, indices] : buckets) {
      CircuitBatch batch;
      batch.page = std::get<0>(key);
      batch.two_sided = std::get<1>(key);
      batch.variant = std::get<2>(key);
      batch.first_index = static_cast<uint32_t>(mesh.indices.size());
      batch.index_count = static_cast<uint32_t>(indices.size());
      mesh.indices.insert(mesh.indices.end(), indices.begin(), indices.end());
      out.batches.push_back(batch);
    }
    mesh.counts.triangles += out.triangles;
    mesh.counts.batches += out.batches.size();
    mesh.sectors.push_back(std::move(out));
  }
  return mesh;
}

}  // namespace unpod::engine

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "unpod/sim/world/asset_vec.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::world {
namespace {

[[noreturn]] void fail(const std::string& section, const std::string& message) {
  throw assets::FormatError(assets::LoadError{"circuit", section, 0, message});
}

// The runtime's corners are 16-bit vertex numbers.
constexpr size_t kMaxVertices = 0x8000;

Fx slant_of(const Vec16& n) {
  return static_cast<Fx>(std::abs(int64_t{n[0]}) + std::abs(int64_t{n[1]}));
}

template <class Face>
void set_box(Face& f, const std::vector<Vec16>& vertices) {
  f.lo = f.hi = vertices[static_cast<size_t>(f.corners[0])];
  for (int16_t c : f.corners)
    for (size_t k = 0; k < 3; ++k) {
      f.lo[k] = std::min(f.lo[k], vertices[static_cast<size_t>(c)][k]);
      f.hi[k] = std::max(f.hi[k], vertices[static_cast<size_t>(c)][k]);
    }
}

Mesh build_mesh(const assets::Object& o, size_t sector) {
  const std::string where = "sector " + std::to_string(sector);
  if (o.positions.size() > kMaxVertices)
    fail(where, std::to_string(o.positions.size()) + " vertices; the runtime's 16-bit corners" +
                    " reach " + std::to_string(kMaxVertices));
  Mesh m;
  for (const assets::Vec3& p : o.positions) m.vertices.push_back(v16(p));
  for (size_t f = 0; f < o.faces.size(); ++f) {
    const assets::Face& face = o.faces[f];
    const std::string at = where + "/face " + std::to_string(f);
    if (face.vertex_count != 3 && face.vertex_count != 4)
      fail(at, "face has " + std::to_string(face.vertex_count) + " corners; 3 or 4 expected");
    for (uint32_t k = 0; k < face.vertex_count; ++k)
      if (face.indices[k] >= o.positions.size())
        fail(at, "corner " + std::to_string(k) + " is vertex " + std::to_string(face.indices[k]) +
                     ", past the sector's " + std::to_string(o.positions.size()) + " vertices");
    const auto flag_byte = static_cast<uint8_t>(face.property & kFlagsMask);
    const auto surface_byte = static_cast<uint8_t>((face.property >> kSurfaceShift) & 0xff);
    auto corner = [&](int k) { return static_cast<int16_t>(face.indices[static_cast<size_t>(k)]); };
    if (face.is_quad()) {
      Quad q;
      q.normal = v16(face.normal);
      q.corners = {corner(0), corner(1), corner(2), corner(3)};
      const auto& v = m.vertices;
      auto at_corner = [&](int k) {
        return v[static_cast<size_t>(q.corners[static_cast<size_t>(k)])];
      };
      q.halves[0] = unit_normal(at_corner(0), at_corner(1), at_corner(2));
      q.halves[1] = unit_normal(at_corner(0), at_corner(2), at_corner(3));
      for (Vec16& h : q.halves)
        if (h == Vec16{0, 0, 0}) h = q.normal;
      q.flags = flag_byte;
      q.surface = surface_byte;
      set_box(q, m.vertices);
      q.b_side = b_side_of_diagonal(at_corner(0), at_corner(1), at_corner(2), q.halves[0]);
      q.slant = std::max({slant_of(q.normal), slant_of(q.halves[0]), slant_of(q.halves[1])});
      m.quads.push_back(q);
    } else {
      Triangle t;
      t.normal = v16(face.normal);
      t.corners = {corner(0), corner(1), corner(2)};
      t.flags = flag_byte;
      t.surface = surface_byte;
      set_box(t, m.vertices);
      t.slant = slant_of(t.normal);
      m.triangles.push_back(t);
    }
  }
  return m;
}

}  // namespace

assets::Result<World> build_world(const assets::Circuit& circuit) {
  return assets::catch_format_error([&]() -> World {
    const size_t n = circuit.sectors.size();
    if (circuit.visibility.size() != n)
      fail("visibility", std::to_string(circuit.visibility.size()) + " lists for " +
                             std::to_string(n) + " sectors");
    World w;
    w.surfaces = surface_table();
    for (size_t s = 0; s < n; ++s) {
      const assets::Sector& in = circuit.sectors[s];
      Sector out;
      out.mesh = build_mesh(in.object, s);
      out.ground_grid = build_grid(out.mesh, flags::kGround);
      out.wall_grid = build_grid(out.mesh, flags::kWall);
      out.bounds_min = v16(in.bbox_min);
      out.bounds_max = v16(in.bbox_max);
      const assets::VisibilityEntry& vis = circuit.visibility[s];
      if (!vis.has_list) {
        out.neighbour_count = kOutOfPlay;
      } else {
        for (size_t k = 0; k < vis.sectors.size(); ++k) {
          const int32_t other = vis.sectors[k];
          if (other < 0 || static_cast<size_t>(other) >= n)
            fail("visibility/sector " + std::to_string(s) + "/entry " + std::to_string(k),
                 "neighbour " + std::to_string(other) + " is no sector (" + std::to_string(n) +
                     " sectors)");
          out.neighbours.push_back(other);
        }
        out.neighbour_count = static_cast<int32_t>(out.neighbours.size());
      }
      w.sectors.push_back(std::move(out));
    }
    return w;
  });
}

}  // namespace unpod::sim::world

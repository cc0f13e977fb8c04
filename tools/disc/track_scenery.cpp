#include "track_scenery.h"
#include "point_math.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "track_textures.h"

namespace unpod::disc {
namespace {

using assets::Fx;
using assets::Vec3;

Vec3 v3(double x, double y, double z) {
  return Vec3{to_fx(x), to_fx(y), to_fx(z)};
}

std::string lower_ascii(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A face of a prop mesh: TEXTURE on the prop's one 128-texel page.
assets::Face prop_face(std::vector<uint32_t> idx, const std::vector<Point3>& pos) {
  assets::Face f;
  f.vertex_count = uint32_t(idx.size());
  for (size_t i = 0; i < idx.size(); ++i) f.indices[i] = idx[i];
  const Point3 a = pos[idx[0]], b = pos[idx[1]], c = pos[idx[2]];
  const Point3 u{b.x - a.x, b.y - a.y, b.z - a.z}, v{c.x - a.x, c.y - a.y, c.z - a.z};
  Point3 n{u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
  const double len = std::sqrt(n.x * n.x + n.y * n.y + n.z * n.z);
  n = n * (1.0 / len);
  f.normal = to_vec3(n);
  f.material = "TEXTURE";
  f.color_or_page = 0;
  f.uv = {{{0, 127}, {127, 127}, {127, 0}, {0, 0}}};
  if (idx.size() == 3) f.uv[2] = {64, 0};
  f.property = assets::face_bits::kVisible;
  return f;
}

// A prop shape: the mesh, its hull (§4.5), and contact points at its corners (§4.6).
assets::Decor make_decor(const std::vector<Point3>& pos,
                         const std::vector<std::vector<uint32_t>>& faces, Point3 half, double mass,
                         double resistance, const std::vector<Point3>& contacts) {
  assets::Decor d;
  for (const Point3& p : pos) d.object.positions.push_back(to_vec3(p));
  for (const auto& f : faces) d.object.faces.push_back(prop_face(f, pos));
  double radius = 0;
  for (const Point3& p : pos) {
    const Point3 c{p.x, p.y, p.z - half.z};
    radius = std::max(radius, std::sqrt(c.x * c.x + c.y * c.y + c.z * c.z));
    // Vertex normals point away from the hull's centre (smooth enough for a small prop).
    d.object.normals.push_back(
        to_vec3(c * (1.0 / std::max(1e-9, std::sqrt(c.x * c.x + c.y * c.y + c.z * c.z)))));
  }
  d.object.radius = to_fx(radius);
  d.hull = assets::Prism{to_vec3(half), to_fx(std::hypot(half.x, half.y)), v3(0, 0, half.z)};
  // Stored in the runtime's units (tonnes; sim/include/unpod/sim/physics/inferred.h).
  const double t = mass / 1000.0;
  d.mass = to_fx(t);
  // A solid box's moments about its centre: m (b² + c²) / 12 with full side lengths.
  const double sx = 2 * half.x, sy = 2 * half.y, sz = 2 * half.z;
  d.inertia =
      v3(t * (sy * sy + sz * sz) / 12, t * (sx * sx + sz * sz) / 12, t * (sx * sx + sy * sy) / 12);
  d.resistance = to_fx(resistance);
  d.friction = to_fx(0.6);
  for (const Point3& c : contacts)
    d.contacts.push_back(
        assets::Contact{to_fx(0.05), to_vec3(c), to_fx(t / double(contacts.size()))});
  return d;
}

assets::Decor make_cone() {
  const double r = 0.3, h = 0.75;
  const std::vector<Point3> pos = {{-r, -r, 0}, {r, -r, 0}, {r, r, 0}, {-r, r, 0}, {0, 0, h}};
  const std::vector<std::vector<uint32_t>> faces = {
      {0, 1, 4}, {1, 2, 4}, {2, 3, 4}, {3, 0, 4}, {0, 3, 2, 1}};
  return make_decor(pos, faces, {r, r, h / 2}, 4, 20,
                    {{-r, -r, 0}, {r, -r, 0}, {r, r, 0}, {-r, r, 0}});
}

assets::Decor make_box() {
  const double r = 0.5, h = 1.0;
  std::vector<Point3> pos;
  for (int i = 0; i < 8; ++i) pos.push_back({(i & 1) ? r : -r, (i & 2) ? r : -r, (i & 4) ? h : 0});
  // Counter-clockwise seen from outside.
  const std::vector<std::vector<uint32_t>> faces = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4},
                                                    {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
  return make_decor(pos, faces, {r, r, h / 2}, 30, 200, pos);
}

}  // namespace

assets::Named<assets::Environment> make_environment(const TrackDesc& desc, const Centreline& main,
                                                    const TrackGeometry& geometry) {
  assets::Environment e;
  const std::string base = lower_ascii(desc.name);
  e.descriptors.push_back(assets::PropDescriptor{
      "cone", base + "_cone.tex", make_prop_textures("cone", desc.texture_seed), make_cone()});
  e.descriptors.push_back(assets::PropDescriptor{
      "box", base + "_box.tex", make_prop_textures("box", desc.texture_seed), make_box()});
  e.sector_instances.resize(geometry.sectors.size());
  for (const PropDesc& p : desc.props) {
    const double d = p.at * main.length;
    const Frame f = main.at(d);
    const size_t sector = sector_of(geometry, 0, main.index_at(d));
    // Both props are symmetric about z, so the identity rotation is right whether the stored
    // matrix is read as rows or as columns (§4.8 leaves that open).
    assets::PropInstance inst;
    inst.descriptor = p.kind == "cone" ? 0 : 1;
    inst.position = to_vec3(f.pos + f.left * p.side);
    inst.rotation = assets::Mat3::identity();
    if (sector < e.sector_instances.size()) e.sector_instances[sector].push_back(inst);
  }
  return {base + ".env", e};
}

assets::Named<assets::Lighting> make_lighting(const TrackDesc& desc,
                                              const TrackGeometry& geometry) {
  assets::Lighting l;
  l.object_ambient = 64;
  l.direction = v3(kSunDirection.x, kSunDirection.y, kSunDirection.z);
  l.circuit_light = 100;
  l.circuit_dark = 30;
  l.object_tunnel = 36;
  l.object_shadow = 24;
  l.limit_r = {255, 255, 255, 255};
  l.limit_g = {255, 255, 255, 255};
  l.limit_b = {255, 255, 255, 255};
  // A broad sphere light high over the middle of the circuit.
  Point3 lo{1e18, 1e18, 1e18}, hi{-1e18, -1e18, -1e18};
  for (const auto& s : geometry.sectors) {
    lo = {std::min(lo.x, s.bbox_min.x / 65536.0), std::min(lo.y, s.bbox_min.y / 65536.0),
          std::min(lo.z, s.bbox_min.z / 65536.0)};
    hi = {std::max(hi.x, s.bbox_max.x / 65536.0), std::max(hi.y, s.bbox_max.y / 65536.0),
          std::max(hi.z, s.bbox_max.z / 65536.0)};
  }
  if (geometry.sectors.empty()) lo = hi = {0, 0, 0};
  const Point3 centre{(lo.x + hi.x) / 2, (lo.y + hi.y) / 2, hi.z + 400};
  const double span = std::hypot(hi.x - lo.x, hi.y - lo.y);
  l.global_lights.push_back(assets::Light{1, to_vec3(centre), assets::Mat3::identity(),
                                          to_fx(std::max(500.0, span)), to_fx(0.6), 1, 0});
  l.sector_lights.resize(geometry.sectors.size());
  return {lower_ascii(desc.name) + ".lum", l};
}

assets::Sky make_sky(const TrackDesc& desc) {
  assets::Sky s;
  s.type = 1;
  s.z = desc.sky.height;
  s.zoom = 1;
  s.gouraud_intensity = 2500;
  s.gouraud_start = 40;
  s.speed = desc.sky.speed;
  s.list_name = lower_ascii(desc.name) + "_sky.tex";
  s.textures = make_sky_textures(desc.sky, desc.texture_seed);
  s.lens_flare = make_lens_flare();
  s.sun_colour = 0x00FFF0C8u;
  return s;
}

assets::FogBackground make_fog(const TrackDesc& desc) {
  assets::FogBackground f;
  f.fog_distance = desc.fog.distance;
  f.fog_intensity = desc.fog.intensity;
  f.background_on = true;
  f.background_colour = 0;
  f.background_list_name = lower_ascii(desc.name) + "_bg.tex";
  f.background = make_background(desc.sky, desc.fog, desc.texture_seed, desc.backdrop);
  f.bg_y_start = 0;
  f.bg_y_end = 255;
  return f;
}

assets::Named<assets::RepairZones> make_repair_zones(const TrackDesc& desc,
                                                     const std::vector<Centreline>& routes) {
  for (size_t r = 0; r < desc.routes.size() && r < routes.size(); ++r) {
    if (!desc.routes[r].pit || routes[r].samples.empty()) continue;
    const Frame f = routes[r].at(routes[r].length / 2);
    const double len = std::min(12.0, routes[r].length / 4), w = f.width / 2;
    assets::RepairZone z;
    z.corners = {to_vec3(f.pos + f.forward * -len + f.left * -w),
                 to_vec3(f.pos + f.forward * len + f.left * -w),
                 to_vec3(f.pos + f.forward * len + f.left * w),
                 to_vec3(f.pos + f.forward * -len + f.left * w)};
    z.centre = to_vec3(f.pos);
    z.height = to_fx(4);
    z.value = to_fx(1);
    return {lower_ascii(desc.name) + ".lev", assets::RepairZones{{z}, to_fx(3)}};
  }
  return {};
}

}  // namespace unpod::disc

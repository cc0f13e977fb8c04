// Car meshes, built in double and stored as 16.16 (pod-formats.md §4.2-§4.5, §7.4). Faces are
// wound counter-clockwise seen from outside, their normals pointing out; vertex normals are the
// mean of the faces' around each vertex (for GOURAUD/TEXGOU shading).
#include "car_body.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>

#include "car_paint.h"

namespace unpod::disc {
namespace {

using assets::Fx;
using assets::Vec3;

// A face while it is built: its corners and their texel coordinates (0..1 within `region`).
struct DFace {
  std::vector<uint32_t> idx;
  std::vector<std::array<double, 2>> uv;
  PaintRegion region{0, 0, 0, 0};
  bool textured = true;
  uint32_t colour = 0;
};

struct DMesh {
  std::vector<Point3> v;
  std::vector<DFace> f;
  uint32_t add(Point3 p) {
    v.push_back(p);
    return uint32_t(v.size() - 1);
  }
};

// Newell's normal of a polygon (robust for slightly non-planar quads).
Point3 newell(const DMesh& m, const std::vector<uint32_t>& idx) {
  Point3 n{};
  for (size_t i = 0; i < idx.size(); ++i) {
    const Point3 a = m.v[idx[i]], b = m.v[idx[(i + 1) % idx.size()]];
    n.x += (a.y - b.y) * (a.z + b.z);
    n.y += (a.z - b.z) * (a.x + b.x);
    n.z += (a.x - b.x) * (a.y + b.y);
  }
  return n;
}

// Stores the mesh: every face turned to face away from `inside`, unit normals, texels.
assets::Object finish(DMesh m, Point3 inside) {
  std::vector<Point3> sums(m.v.size());
  std::vector<Point3> normals;
  for (DFace& f : m.f) {
    Point3 centroid{};
    for (uint32_t i : f.idx)
      centroid = {centroid.x + m.v[i].x, centroid.y + m.v[i].y, centroid.z + m.v[i].z};
    const double k = 1.0 / double(f.idx.size());
    centroid = {centroid.x * k, centroid.y * k, centroid.z * k};
    Point3 n = newell(m, f.idx);
    if (dot(n, centroid - inside) < 0) {
      std::reverse(f.idx.begin(), f.idx.end());
      std::reverse(f.uv.begin(), f.uv.end());
      n = {-n.x, -n.y, -n.z};
    }
    n = unit(n);
    normals.push_back(n);
    for (uint32_t i : f.idx) sums[i] = {sums[i].x + n.x, sums[i].y + n.y, sums[i].z + n.z};
  }
  assets::Object o;
  for (const Point3& p : m.v) o.positions.push_back(to_vec3(p));
  for (const Point3& s : sums) o.normals.push_back(to_vec3(unit(s)));
  for (size_t k = 0; k < m.f.size(); ++k) {
    const DFace& f = m.f[k];
    assets::Face face;
    face.vertex_count = uint32_t(f.idx.size());
    for (size_t i = 0; i < f.idx.size(); ++i) face.indices[i] = f.idx[i];
    face.normal = to_vec3(normals[k]);
    if (f.textured) {
      face.material = "TEXGOU";
      face.color_or_page = 0;
      for (size_t i = 0; i < f.uv.size(); ++i) {
        const PaintRegion& r = f.region;
        const double u = std::clamp(f.uv[i][0], 0.0, 1.0), v = std::clamp(f.uv[i][1], 0.0, 1.0);
        face.uv[i] = {uint32_t(std::lround(r.left + u * (r.right - r.left))),
                      uint32_t(std::lround(r.top + v * (r.bottom - r.top)))};
      }
    } else {
      face.material = "FLAT";
      face.color_or_page = f.colour;
    }
    face.property = assets::face_bits::kVisible;
    o.faces.push_back(face);
  }
  // Object radius [U]: the farthest vertex from the bounds' centre.
  const assets::Prism h = hull_of(o);
  double r = 0;
  for (const Vec3& p : o.positions) {
    const double dx = (p.x - h.centre.x) / 65536.0, dy = (p.y - h.centre.y) / 65536.0,
                 dz = (p.z - h.centre.z) / 65536.0;
    r = std::max(r, std::sqrt(dx * dx + dy * dy + dz * dz));
  }
  o.radius = to_fx(r) + 1;
  return o;
}

// A value in [0, 1) from a position: the same point dents the same way in every part, so parts
// that share an edge stay joined.
double jitter(Point3 p, int salt) {
  const double s = std::sin(std::round(p.x * 1000) * 12.9898 + std::round(p.y * 1000) * 78.233 +
                            std::round(p.z * 1000) * 37.719 + salt * 4.581);
  const double f = s * 43758.5453;
  return f - std::floor(f);
}

Point3 deform(Point3 p, CarDamage state, const BodyShape& b) {
  if (state == CarDamage::kGood) return p;
  const bool ruined = state == CarDamage::kRuined;
  const double h = jitter(p, ruined ? 2 : 1);
  const double ky = ruined ? 0.14 + 0.10 * h : 0.05 + 0.06 * h;  // sides pushed in
  const double kz = ruined ? 0.28 + 0.12 * h : 0.04 + 0.06 * h;  // roof pushed down
  p.y *= 1 - ky;
  p.z = b.bottom + (p.z - b.bottom) * (1 - kz);
  if (ruined) {  // the ends crumple towards the middle
    const double e = p.x / (b.length / 2);
    p.x *= 1 - 0.08 * e * e;
  }
  return p;
}

// The side profile: top height above the floor at four stations from the tail to the nose.
struct Station {
  double x, top;
};
std::array<Station, 4> profile(const BodyShape& b) {
  const double l = b.length, h = b.height;
  return {Station{-l / 2, 0.72 * h}, Station{-l / 6, 1.0 * h}, Station{l / 6, 0.95 * h},
          Station{l / 2, 0.42 * h}};
}
constexpr double kSidePanelShoulder = 0.55;  // side panel height, share of the station's top
constexpr double kInset = 0.18;              // roof edge inset, share of the width

}  // namespace

BodyShape body_shape(const CarDesc& d) {
  BodyShape b;
  b.length = d.length;
  b.width = d.width;
  b.height = d.height;
  b.bottom = std::min(d.front.z, d.rear.z) - d.wheel_radius + kGroundClearance;
  return b;
}

Point3 wheel_position(const CarDesc& d, size_t index) {
  const AxleDesc& a = (index == 0 || index == 2) ? d.front : d.rear;
  const double y = index < 2 ? -a.half_track : a.half_track;  // y points left
  return {a.x, y, a.z};
}

assets::Object body_part(const CarDesc& d, size_t index, CarDamage state) {
  const BodyShape b = body_shape(d);
  const auto st = profile(b);
  const size_t section = index / 2;        // 0 rear, 1 side, 2 front
  const double sign = index % 2 ? 1 : -1;  // left parts have y > 0
  const double w = b.width / 2;
  DMesh m;
  // Cross-section corners at a station: inner floor, outer floor, shoulder, roof edge, roof
  // middle.
  auto ring = [&](const Station& s) {
    const double zb = b.bottom, zt = b.bottom + s.top;
    return std::array<Point3, 5>{Point3{s.x, 0, zb}, Point3{s.x, sign * w, zb},
                                 Point3{s.x, sign * w, zb + kSidePanelShoulder * s.top},
                                 Point3{s.x, sign * w * (1 - kInset), zt}, Point3{s.x, 0, zt}};
  };
  const auto ra = ring(st[section]), rb = ring(st[section + 1]);
  std::array<uint32_t, 5> ia{}, ib{};
  for (size_t i = 0; i < 5; ++i) {
    ia[i] = m.add(ra[i]);
    ib[i] = m.add(rb[i]);
  }
  // Texel u along the car, read front-to-back on the left side so the number is not mirrored.
  auto u_of = [&](double x) {
    const double t = (x + b.length / 2) / b.length;
    return sign < 0 ? t : 1 - t;
  };
  auto along = [&](double x) { return (x + b.length / 2) / b.length; };
  auto quad = [&](size_t i, size_t j, PaintRegion region, auto uv_of) {
    DFace f;
    f.idx = {ia[i], ia[j], ib[j], ib[i]};
    for (uint32_t v : f.idx) f.uv.push_back(uv_of(m.v[v], v));
    f.region = region;
    m.f.push_back(f);
  };
  const double zb = b.bottom;
  quad(0, 1, paint::kTread, [&](Point3 p, uint32_t) {
    return std::array<double, 2>{std::abs(p.y) / w, along(p.x)};
  });
  quad(1, 2, paint::kSide, [&](Point3 p, uint32_t) {
    return std::array<double, 2>{u_of(p.x), 1 - (p.z - zb) / (kSidePanelShoulder * b.height)};
  });
  quad(2, 3, paint::kGlass, [&](Point3 p, uint32_t v) {
    const bool roof_edge = v == ia[3] || v == ib[3];
    return std::array<double, 2>{u_of(p.x), roof_edge ? 0.0 : 1.0};
  });
  quad(3, 4, paint::kRoof, [&](Point3 p, uint32_t) {
    return std::array<double, 2>{std::abs(p.y) / (w * (1 - kInset)), along(p.x)};
  });
  // The tail and nose panels close the body's ends.
  if (section != 1) {
    const auto& r = section == 0 ? ia : ib;
    const PaintRegion region = section == 0 ? paint::kTail : paint::kNose;
    auto cap_uv = [&](uint32_t v) {
      const Point3 p = m.v[v];
      return std::array<double, 2>{(p.y + w) / (2 * w), 1 - (p.z - zb) / b.height};
    };
    DFace lower;
    lower.idx = {r[0], r[1], r[2], r[4]};
    DFace upper;
    upper.idx = {r[2], r[3], r[4]};
    for (DFace* f : {&lower, &upper}) {
      for (uint32_t v : f->idx) f->uv.push_back(cap_uv(v));
      f->region = region;
      m.f.push_back(*f);
    }
  }
  // Inside point: the middle of the undented section, half way out to the side.
  const double mid_x = (st[section].x + st[section + 1].x) / 2;
  const Point3 inside{mid_x, sign * w / 2, zb + 0.3 * b.height};
  for (Point3& p : m.v) p = deform(p, state, b);
  const Point3 dented_inside = deform(inside, state, b);
  return finish(std::move(m), dented_inside);
}

assets::Object wheel(const CarDesc& d) {
  // In the wheel's own frame: the game places each wheel at its physics point and turns it
  // there (pod-car-physics seed: wheel roll; `unpod-tool export --place-wheels`).
  const Point3 c{};
  const double r = d.wheel_radius, hw = d.wheel_width / 2;
  const int n = d.wheel_sides;
  DMesh m;
  std::vector<uint32_t> in, out;
  for (int k = 0; k < n; ++k) {
    const double a = 2 * kPi * k / n - kPi / 2;  // a corner at the bottom meets the ground
    const double x = c.x + r * std::cos(a), z = c.z + r * std::sin(a);
    in.push_back(m.add({x, c.y - hw, z}));
    out.push_back(m.add({x, c.y + hw, z}));
  }
  const uint32_t hub_in = m.add({c.x, c.y - hw, c.z}), hub_out = m.add({c.x, c.y + hw, c.z});
  for (int k = 0; k < n; ++k) {
    const size_t a = size_t(k), b = size_t((k + 1) % n);
    DFace tread;
    tread.idx = {in[a], in[b], out[b], out[a]};
    const double v0 = double(k) / n, v1 = double(k + 1) / n;
    tread.uv = {{0, v0}, {0, v1}, {1, v1}, {1, v0}};
    tread.region = paint::kTread;
    m.f.push_back(tread);
    for (const auto& [ring, hub] : {std::pair{&in, hub_in}, std::pair{&out, hub_out}}) {
      DFace side;
      side.idx = {hub, (*ring)[a], (*ring)[b]};
      auto rim = [&](int j) {
        const double ang = 2 * kPi * j / n - kPi / 2;
        return std::array<double, 2>{0.5 + 0.5 * std::cos(ang), 0.5 - 0.5 * std::sin(ang)};
      };
      side.uv = {{0.5, 0.5}, rim(k), rim(k + 1)};
      side.region = paint::kRim;
      m.f.push_back(side);
    }
  }
  return finish(std::move(m), c);
}

assets::Object shadow(const CarDesc& d, size_t index) {
  const BodyShape b = body_shape(d);
  const bool front = index % 2 == 1, ruined = index >= 2;
  const double ground = std::min(d.front.z, d.rear.z) - d.wheel_radius + 0.02;
  const double shrink = ruined ? 0.9 : 1.0;
  const double x0 = front ? 0 : -b.length / 2 * shrink, x1 = front ? b.length / 2 * shrink : 0;
  const double y = b.width / 2 * 1.04 * shrink;
  DMesh m;
  DFace f;
  f.idx = {m.add({x0, -y, ground}), m.add({x1, -y, ground}), m.add({x1, y, ground}),
           m.add({x0, y, ground})};
  f.textured = false;
  f.colour = 0x00181818;
  m.f.push_back(f);
  return finish(std::move(m), {(x0 + x1) / 2, 0, ground - 1});
}

assets::Object box(Point3 lo, Point3 hi, uint32_t colour) {
  DMesh m;
  for (int i = 0; i < 8; ++i)
    m.add({(i & 1) ? hi.x : lo.x, (i & 2) ? hi.y : lo.y, (i & 4) ? hi.z : lo.z});
  const uint32_t quads[6][4] = {{0, 1, 3, 2}, {4, 5, 7, 6}, {0, 1, 5, 4},
                                {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 3, 7, 5}};
  for (const auto& q : quads) {
    DFace f;
    f.idx = {q[0], q[1], q[2], q[3]};
    f.textured = false;
    f.colour = colour;
    m.f.push_back(f);
  }
  return finish(std::move(m), {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2, (lo.z + hi.z) / 2});
}

assets::Prism hull_of(const assets::Object& o) {
  Vec3 lo = o.positions.empty() ? Vec3{} : o.positions[0], hi = lo;
  for (const Vec3& p : o.positions) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
  }
  // Integer halves: the centre rounds down, so hi - centre covers both sides.
  auto mid = [](Fx a, Fx b) { return Fx((int64_t(a) + int64_t(b)) >> 1); };
  assets::Prism h;
  h.centre = {mid(lo.x, hi.x), mid(lo.y, hi.y), mid(lo.z, hi.z)};
  h.half_extent = {hi.x - h.centre.x, hi.y - h.centre.y, hi.z - h.centre.z};
  const double hx = h.half_extent.x, hy = h.half_extent.y;
  h.radius = Fx(std::ceil(std::sqrt(hx * hx + hy * hy)));
  return h;
}

}  // namespace unpod::disc

// The validation's hole check (tools/disc/drivable_surface.cpp) and the solid ground beside the
// road (track_geometry.cpp), issue 15 items 9 and 10: neither demo circuit, compiled from disc/
// as the tests' support compiles it, has a hole in its road, kerbs or shoulders; the ground is
// whole between a route and the main line where they part; a hole cut into a compiled road is
// refused with the nearest control point's line; every visible face that faces up is ground
// (grass with the grass surface), and the grass ends at a wall.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "drivable_surface.h"
#include "point_math.h"
#include "track_textures.h"

using namespace unpod;
using namespace unpod::disc;

namespace {

TrackDesc surface_desc(const std::string& file) {
  std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/circuits/" + file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  DescError e;
  auto d = parse_track_desc(text.str(), e);
  INFO(e.to_string(file));
  REQUIRE(d.has_value());
  return *d;
}

struct SurfaceCase {
  TrackDesc desc;
  CompiledTrack track;
};

const SurfaceCase& surface_case(const std::string& file) {
  static std::map<std::string, SurfaceCase> built;
  auto it = built.find(file);
  if (it == built.end()) {
    SurfaceCase c;
    c.desc = surface_desc(file);
    DescError e;
    auto t = compile_track(c.desc, e);
    INFO(e.to_string(file));
    REQUIRE(t.has_value());
    c.track = std::move(*t);
    it = built.emplace(file, std::move(c)).first;
  }
  return it->second;
}

std::string holes_text(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

Point3 surface_point(const assets::Vec3& v) {
  return {v.x / 65536.0, v.y / 65536.0, v.z / 65536.0};
}

}  // namespace

TEST_CASE("Hole check: neither demo circuit has a hole in its road, kerbs or shoulders",
          "[surface]") {
  for (const char* file : {"duskring.track", "quarry.track"}) {
    INFO(file);
    const SurfaceCase& c = surface_case(file);
    const std::vector<std::string> holes = drivable_surface_holes(c.desc, c.track);
    INFO(holes_text(holes));
    CHECK(holes.empty());
  }
}

TEST_CASE(
    "Hole check: the ground is whole between the Quarry's routes and the main line "
    "where they part and rejoin",
    "[surface]") {
  const SurfaceCase& c = surface_case("quarry.track");
  const FaceIndex ground(c.track.circuit, assets::face_bits::kRoad);
  const WallIndex walls(c.track.circuit);
  for (size_t r = 0; r < c.track.routes.size(); ++r) {
    const Centreline& route = c.track.routes[r];
    INFO("route " << c.desc.routes[r].name);
    // The first and last 60 units of the route: every point on the straight line from the
    // route's centre to the main line's nearest centre point that a car on either road can
    // reach (no wall between it and that road's centre) has ground under it.
    int probes = 0, reachable = 0, missing = 0;
    std::ostringstream where;
    for (double s = 0; s <= route.length; s += 2) {
      if (s > 60 && s < route.length - 60) continue;
      const Frame f = route.at(s);
      const Frame* nearest = &c.track.main.samples.front();
      for (const Frame& m : c.track.main.samples)
        if (norm(m.pos - f.pos) < norm(nearest->pos - f.pos)) nearest = &m;
      for (double t = 0; t <= 1; t += 0.05) {
        ++probes;
        const Point3 p = lerp(f.pos, nearest->pos, t);
        // Seen a little past the point, so one at a wall's foot counts as behind it.
        const auto past = [&](const Point3& from) { return p + unit(p - from) * 0.3; };
        if (walls.top_between(f.pos, past(f.pos)) &&
            walls.top_between(nearest->pos, past(nearest->pos)))
          continue;
        ++reachable;
        if (!ground.height_under(p, kGroundReach)) {
          ++missing;
          where << " (" << p.x << ", " << p.y << ", " << p.z << ")";
        }
      }
    }
    CHECK(probes > 500);
    CHECK(reachable > 400);
    INFO("no ground at" << where.str());
    CHECK(missing == 0);
  }
}

TEST_CASE(
    "Hole check: a hole cut into a compiled road is refused with the nearest control "
    "point's line",
    "[surface]") {
  const SurfaceCase& c = surface_case("quarry.track");
  CompiledTrack broken = c.track;
  // Control point 5, on the east straight: the ground faces centred within 6 units of a place 3
  // units east of it (the road's outer half, away from the pit lane's vias) lose the road bit.
  const ControlPoint& at = c.desc.main[5];
  int cut = 0;
  for (assets::Sector& s : broken.circuit.sectors)
    for (assets::Face& f : s.object.faces) {
      Point3 centre{0, 0, 0};
      for (uint32_t k = 0; k < f.vertex_count; ++k)
        centre = centre + surface_point(s.object.positions[f.indices[k]]) * (1.0 / f.vertex_count);
      if ((f.property & assets::face_bits::kRoad) &&
          std::hypot(centre.x - (at.at.x + 3), centre.y - at.at.y) < 6) {
        f.property &= ~assets::face_bits::kRoad;
        ++cut;
      }
    }
  REQUIRE(cut > 0);
  const std::string report = validate_track(c.desc, broken);
  INFO(report);
  CHECK(report.find("a hole in the drivable surface of the main line at (3") != std::string::npos);
  CHECK(report.find("(nearest control point: line " + std::to_string(at.line) + ")") !=
        std::string::npos);
  CHECK(validate_track(c.desc, c.track).empty());
}

TEST_CASE("Solid ground: grass is ground only where a wall opens onto another road", "[surface]") {
  for (const char* file : {"duskring.track", "quarry.track"}) {
    INFO(file);
    const SurfaceCase& c = surface_case(file);
    size_t ground_grass = 0, scenery_grass = 0;
    for (const assets::Sector& s : c.track.circuit.sectors)
      for (const assets::Face& f : s.object.faces) {
        // The strips' scenery is gravel in a quarry (terrain cliffs); the ground stays grass.
        if (f.color_or_page != kPageGrass && f.color_or_page != kPageSpoil) continue;
        if (f.property & assets::face_bits::kRoad) {
          ++ground_grass;
          CHECK(f.color_or_page == kPageGrass);
          CHECK(assets::face_bits::slipperiness(f.property) == 2);  // the physics' grass
        } else {
          ++scenery_grass;
        }
      }
    CHECK(scenery_grass > 500);
    // The Dusk Ring has no route; the Quarry's forks and joins have grass between the roads.
    if (c.desc.routes.empty())
      CHECK(ground_grass == 0);
    else
      CHECK(ground_grass > 0);
  }
}

TEST_CASE(
    "Solid ground: a point on the grass beside the road has ground under it or a wall "
    "6 units high between it and the road",
    "[surface]") {
  for (const char* file : {"duskring.track", "quarry.track"}) {
    INFO(file);
    const SurfaceCase& c = surface_case(file);
    const FaceIndex ground(c.track.circuit, assets::face_bits::kRoad);
    const WallIndex walls(c.track.circuit);
    const double k = c.desc.kerb_width;
    int behind_wall = 0;
    for (size_t l = 0; l <= c.track.routes.size(); ++l) {
      const Centreline& line = l == 0 ? c.track.main : c.track.routes[l - 1];
      for (double d = 0; d < line.length; d += 5) {
        const Frame f = line.at(d);
        const Point3 level = unit(Point3{f.left.x, f.left.y, 0});
        for (const double sign : {1.0, -1.0})
          for (const double out : {0.5, 2.0, c.desc.terrain_width / 2}) {
            INFO("line " << l << ", " << d << " units on, " << out << " units beyond the "
                         << (sign > 0 ? "left" : "right") << " kerb");
            const Point3 foot = f.pos + f.left * (sign * (f.width / 2 + k));
            const Point3 p = foot + level * (sign * out);
            if (ground.height_under(p, kGroundReach)) continue;
            const auto top = walls.top_between(f.pos, p);
            REQUIRE(top.has_value());
            CHECK(*top >= foot.z + 5.5);
            ++behind_wall;
          }
      }
    }
    CHECK(behind_wall > 1000);
  }
}

// The geometry built on the shipped Quarry Run (fork, pit lane, tunnel, bridge): face bits and
// normals, walls, bounding boxes, neighbour lists, texture pages, props and scenery.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include "track_desc.h"
#include "track_geometry.h"
#include "track_scenery.h"
#include "track_textures.h"

using namespace unpod;
using namespace unpod::disc;

namespace {

TrackDesc shipped_track(const std::string& file) {
  std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/circuits/" + file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  DescError e;
  auto d = parse_track_desc(text.str(), e);
  INFO(e.to_string(file));
  REQUIRE(d.has_value());
  return *d;
}

struct Built {
  TrackDesc desc;
  Centreline main;
  std::vector<Centreline> routes;
  TrackGeometry geometry;
};

const Built& quarry() {
  static const Built b = [] {
    Built x;
    x.desc = shipped_track("quarry.track");
    x.main = sample_main(x.desc);
    for (const auto& r : x.desc.routes) x.routes.push_back(sample_route(x.desc, r));
    x.geometry = build_geometry(x.desc, x.main, x.routes);
    return x;
  }();
  return b;
}

double fxd(assets::Fx v) {
  return v / 65536.0;
}
double length(assets::Vec3 v) {
  return std::sqrt(fxd(v.x) * fxd(v.x) + fxd(v.y) * fxd(v.y) + fxd(v.z) * fxd(v.z));
}

}  // namespace

TEST_CASE("Sectors cover every line about sector_length apart", "[geometry]") {
  const Built& b = quarry();
  const TrackGeometry& g = b.geometry;
  REQUIRE(g.sectors.size() == g.spans.size());
  REQUIRE(g.sectors.size() == g.visibility.size());
  size_t main_sectors = 0;
  for (const SectorSpan& s : g.spans)
    if (s.line == 0) ++main_sectors;
  CHECK(main_sectors == size_t(std::lround(b.main.length / b.desc.sector_length)));
  // Every line is present, and its sectors tile its segments in order without gaps.
  for (int line = 0; line <= int(b.routes.size()); ++line) {
    const Centreline& c = line == 0 ? b.main : b.routes[size_t(line - 1)];
    size_t next = 0;
    for (const SectorSpan& s : g.spans)
      if (s.line == line) {
        CHECK(s.first == next);
        next = s.last;
      }
    CHECK(next == (c.closed ? c.samples.size() : c.samples.size() - 1));
  }
  CHECK(sector_of(g, 0, 0) == 0);
  CHECK(g.spans[sector_of(g, 1, b.routes[0].samples.size() - 1)].line == 1);
}

TEST_CASE("Road faces have the road bit and face up, walls have the wall bit", "[geometry]") {
  const TrackGeometry& g = quarry().geometry;
  size_t roads = 0, walls = 0, terrain = 0;
  for (const assets::Sector& s : g.sectors) {
    REQUIRE(s.object.normals.size() == s.object.positions.size());
    REQUIRE(s.vertex_brightness.size() == s.object.positions.size());
    for (const assets::Face& f : s.object.faces) {
      CHECK(length(f.normal) == Approx(1).margin(1e-3));
      CHECK(f.textured());
      CHECK(f.color_or_page < kTrackPageCount);
      for (const auto& uv : f.uv) CHECK((uv[0] <= 255 && uv[1] <= 255));
      // Only the walls' upper parts, which keep cars off the grass, are unseen.
      CHECK(((f.property & assets::face_bits::kVisible) != 0 ||
             (f.property & assets::face_bits::kWall) != 0));
      // The strips: grass, or gravel in the Quarry (terrain cliffs) where only scenery.
      if (f.color_or_page == kPageGrass || f.color_or_page == kPageSpoil) {
        ++terrain;  // ground only where a wall opens onto another road
        CHECK(fxd(f.normal.z) > 0.8);
      } else if (f.property & assets::face_bits::kRoad) {
        ++roads;
        CHECK(fxd(f.normal.z) > 0.8);
        CHECK((f.property & assets::face_bits::kWall) == 0);
      } else if (f.property & assets::face_bits::kWall) {
        ++walls;
        CHECK(std::abs(fxd(f.normal.z)) < 0.2);
      }
    }
    for (const assets::Vec3& n : s.object.normals) CHECK(length(n) == Approx(1).margin(1e-3));
    for (uint8_t v : s.vertex_brightness) CHECK(v <= 127);
  }
  CHECK(roads > 1000);
  CHECK(walls > 500);
  CHECK(terrain > 500);
}

TEST_CASE("A road vertex in the open sun is about neutral (65)", "[geometry]") {
  const assets::Sector& s = quarry().geometry.sectors[0];
  const assets::Face& f = s.object.faces[0];
  REQUIRE((f.property & assets::face_bits::kRoad) != 0);
  const int v = s.vertex_brightness[f.indices[0]];
  CHECK(v >= 55);
  CHECK(v <= 75);
}

TEST_CASE("Bounding boxes hold their meshes with z lowered by 2 and raised by 10", "[geometry]") {
  for (const assets::Sector& s : quarry().geometry.sectors) {
    assets::Fx zlo = INT32_MAX, zhi = INT32_MIN;
    for (const assets::Vec3& p : s.object.positions) {
      CHECK((p.x >= s.bbox_min.x && p.x <= s.bbox_max.x));
      CHECK((p.y >= s.bbox_min.y && p.y <= s.bbox_max.y));
      zlo = std::min(zlo, p.z);
      zhi = std::max(zhi, p.z);
    }
    CHECK(s.bbox_min.z == zlo - 2 * 65536);
    CHECK(s.bbox_max.z == zhi + 10 * 65536);
    CHECK(fxd(s.object.radius) > 10);
  }
}

TEST_CASE("Every sector lists itself first and its road neighbours", "[geometry]") {
  const Built& b = quarry();
  const TrackGeometry& g = b.geometry;
  auto lists = [&](size_t a, size_t other) {
    const auto& v = g.visibility[a].sectors;
    return std::find(v.begin(), v.end(), int32_t(other)) != v.end();
  };
  for (size_t s = 0; s < g.sectors.size(); ++s) {
    INFO("sector " << s);
    REQUIRE(g.visibility[s].has_list);
    REQUIRE(!g.visibility[s].sectors.empty());
    CHECK(g.visibility[s].sectors.front() == int32_t(s));
    CHECK(g.visibility[s].sectors.size() > 2);
    CHECK(
        std::set<int32_t>(g.visibility[s].sectors.begin(), g.visibility[s].sectors.end()).size() ==
        g.visibility[s].sectors.size());
    const SectorSpan& span = g.spans[s];
    const Centreline& c = span.line == 0 ? b.main : b.routes[size_t(span.line - 1)];
    // The sector holding the sample after its last one, and the one before its first.
    if (c.closed || span.last < c.samples.size() - 1)
      CHECK(lists(s, sector_of(g, span.line, span.last % c.samples.size())));
    if (c.closed || span.first > 0)
      CHECK(lists(s,
                  sector_of(g, span.line, (span.first + c.samples.size() - 1) % c.samples.size())));
  }
  // A route's first and last sectors see the main line's sectors where it leaves and rejoins.
  for (size_t r = 0; r < b.routes.size(); ++r) {
    const RouteDesc& rd = b.desc.routes[r];
    const size_t first = sector_of(g, int(r + 1), 0);
    const size_t last = sector_of(g, int(r + 1), b.routes[r].samples.size() - 1);
    CHECK(
        lists(first, sector_of(g, 0, b.main.index_at(b.main.control_distances[size_t(rd.from)]))));
    CHECK(lists(last, sector_of(g, 0, b.main.index_at(b.main.control_distances[size_t(rd.to)]))));
  }
}

TEST_CASE("Walls open where a route leaves the main line, and only there", "[geometry]") {
  const Built& b = quarry();
  // Count the road's wall faces per main sector (not the invisible ones at the grass's outer
  // edge): the pit lane's junction sectors lose part of a wall.
  const TrackGeometry& g = b.geometry;
  auto wall_faces = [&](size_t s) {
    size_t n = 0;
    for (const auto& f : g.sectors[s].object.faces)
      n += (f.property & assets::face_bits::kWall) != 0 &&
           (f.property & assets::face_bits::kVisible) != 0;
    return n;
  };
  const size_t junction =
      sector_of(g, 0, b.main.index_at(b.main.control_distances[size_t(b.desc.routes[0].from)]) + 5);
  const size_t plain = sector_of(g, 0, b.main.index_at(b.main.control_distances[1]));
  const size_t segs_j = g.spans[junction].last - g.spans[junction].first;
  const size_t segs_p = g.spans[plain].last - g.spans[plain].first;
  CHECK(wall_faces(plain) == 2 * segs_p);
  CHECK(wall_faces(junction) < 2 * segs_j);
  CHECK(wall_faces(junction) >= segs_j);  // the far side's wall stays
}

TEST_CASE("Tunnel stretches get a roof facing down", "[geometry]") {
  const Built& b = quarry();
  const Stretch& t = b.desc.tunnels.at(0);
  const size_t s = sector_of(b.geometry, 0, b.main.index_at((t.from + t.to) / 2 * b.main.length));
  size_t roofs = 0;
  for (const auto& f : b.geometry.sectors[s].object.faces)
    if (fxd(f.normal.z) < -0.8) ++roofs;
  CHECK(roofs > 5);
  size_t outside = 0;
  for (const auto& f : b.geometry.sectors[0].object.faces)
    if (fxd(f.normal.z) < -0.8) ++outside;
  CHECK(outside == 0);
}

TEST_CASE("The bridge passes at least 8 units over the road below", "[geometry]") {
  const Centreline& m = quarry().main;
  double best = 0;
  for (size_t i = 0; i < m.samples.size(); i += 2)
    for (size_t j = i + 50; j < m.samples.size(); j += 2) {
      const Point3 a = m.samples[i].pos, c = m.samples[j].pos;
      if (std::hypot(a.x - c.x, a.y - c.y) < 3) best = std::max(best, std::abs(a.z - c.z));
    }
  CHECK(best >= 8);
}

TEST_CASE("Texture pages are 256-texel RGB565, deterministic and seed-dependent", "[geometry]") {
  const auto a = make_track_textures(7), b = make_track_textures(7), c = make_track_textures(8);
  REQUIRE(a.pages.size() == kTrackPageCount);
  CHECK(a.size == 256);
  CHECK_FALSE(a.palette.has_value());
  for (const auto& p : a.pages) CHECK(p.pixels.size() == 256 * 256 * 2);
  CHECK(a == b);
  CHECK_FALSE(a == c);
  // Kerb: red and white blocks.
  const auto rgba = a.to_rgba8(kPageKerb);
  CHECK(rgba[0] > 150);
  CHECK(rgba[1] < 90);
  const size_t white = (40 * 256 + 5) * 4;
  CHECK(rgba[white + 1] > 180);
  CHECK(quarry().geometry.textures.pages.size() == kTrackPageCount);
}

TEST_CASE("Props stand in their sectors with hulls, contacts and small pages", "[geometry]") {
  const Built& b = quarry();
  const auto env = make_environment(b.desc, b.main, b.geometry);
  REQUIRE(env.value.has_value());
  REQUIRE(env.value->descriptors.size() == 2);
  for (const auto& d : env.value->descriptors) {
    CHECK(d.textures.size == 128);
    CHECK(d.textures.pages.size() == 1);
    CHECK(d.decor.contacts.size() >= 4);
    CHECK(d.decor.mass > 0);
    CHECK(d.decor.hull.half_extent.z > 0);
    for (const auto& p : d.decor.object.positions) {
      CHECK(std::abs(p.x) <= d.decor.hull.half_extent.x);
      CHECK(p.z <= d.decor.hull.centre.z + d.decor.hull.half_extent.z);
    }
  }
  REQUIRE(env.value->sector_instances.size() == b.geometry.sectors.size());
  size_t placed = 0;
  for (size_t s = 0; s < env.value->sector_instances.size(); ++s)
    for (const auto& inst : env.value->sector_instances[s]) {
      ++placed;
      const auto& sec = b.geometry.sectors[s];
      CHECK((inst.position.x >= sec.bbox_min.x && inst.position.x <= sec.bbox_max.x));
      CHECK((inst.position.y >= sec.bbox_min.y && inst.position.y <= sec.bbox_max.y));
      CHECK(inst.rotation == assets::Mat3::identity());
    }
  CHECK(placed == b.desc.props.size());
}

TEST_CASE("Lights, sky, fog and the pit lane's repair zone come from the description",
          "[geometry]") {
  const Built& b = quarry();
  const auto lights = make_lighting(b.desc, b.geometry);
  REQUIRE(lights.value.has_value());
  CHECK(lights.value->sector_lights.size() == b.geometry.sectors.size());
  CHECK(lights.value->global_lights.size() >= 1);
  CHECK(lights.value->direction.z < 0);
  const auto sky = make_sky(b.desc);
  CHECK(sky.type == 1);
  CHECK(sky.textures.size == 128);
  CHECK(sky.lens_flare.size() == assets::kLensFlareBytes);
  const auto fog = make_fog(b.desc);
  CHECK(fog.fog_distance == b.desc.fog.distance);
  CHECK(fog.background.pages.size() == 1);
  CHECK(fog.background.size == 256);
  const auto zones = make_repair_zones(b.desc, b.routes);
  REQUIRE(zones.value.has_value());
  REQUIRE(zones.value->zones.size() == 1);
  TrackDesc no_pit = b.desc;
  for (auto& r : no_pit.routes) r.pit = false;
  CHECK_FALSE(make_repair_zones(no_pit, b.routes).value.has_value());
}

TEST_CASE("The chequered start line lies on the asphalt either side of the lap line",
          "[geometry]") {
  const TrackGeometry& g = quarry().geometry;
  size_t start_faces = 0;
  for (size_t s = 0; s < g.sectors.size(); ++s)
    for (const auto& f : g.sectors[s].object.faces)
      if (f.color_or_page == kPageStart) {
        ++start_faces;
        CHECK(g.spans[s].line == 0);
        CHECK((s == 0 || g.spans[s].last == quarry().main.samples.size()));
        CHECK((f.property & assets::face_bits::kRoad) != 0);
        for (const auto& uv : f.uv) CHECK((uv[1] >= 96 && uv[1] <= 159));
      }
  CHECK(start_faces == 4);  // two segments, two asphalt halves each
}

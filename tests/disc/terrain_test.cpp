// The world around the road (issue 15 item 7, docs/TRACK-FORMAT.md "Terrain and scenery"): the
// terrain, scenery and backdrop lines are read and bad values name their line; both demo
// circuits get terrain that reaches well out from the road and never lies over a road, the same
// for a seed; the Quarry's crossing gets a deck and supports that stand clear of the road below;
// the terrain leaves the physics' faces and sector boxes as they were, and both circuits still
// pass the hole check.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "drivable_surface.h"
#include "point_math.h"
#include "scenery_clearance.h"
#include "track_compiler.h"
#include "track_textures.h"

using namespace unpod;
using namespace unpod::disc;

namespace {

std::string terrain_text(const std::string& file) {
  std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/circuits/" + file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

int terrain_lines(const std::string& text) {
  int n = 0;
  for (char c : text) n += c == '\n';
  return n;
}

TrackDesc terrain_parse(const std::string& text) {
  DescError e;
  auto d = parse_track_desc(text, e);
  INFO(e.to_string("test.track"));
  REQUIRE(d.has_value());
  return *d;
}

DescError terrain_refused(const std::string& text) {
  DescError e;
  auto d = parse_track_desc(text, e);
  if (d) {
    auto t = compile_track(*d, e);
    CHECK_FALSE(t.has_value());
  }
  return e;
}

const CompiledTrack& terrain_compiled(const std::string& file) {
  static std::map<std::string, CompiledTrack> built;
  auto it = built.find(file);
  if (it == built.end()) {
    DescError e;
    auto t = compile_track(terrain_parse(terrain_text(file)), e);
    INFO(e.to_string(file));
    REQUIRE(t.has_value());
    it = built.emplace(file, std::move(*t)).first;
  }
  return it->second;
}

Point3 terrain_point(const assets::Vec3& v) {
  return {v.x / 65536.0, v.y / 65536.0, v.z / 65536.0};
}

// The scenery faces (visible only, one-sided) of a compiled circuit, as their corners.
std::vector<std::vector<Point3>> scenery_faces(const CompiledTrack& t) {
  std::vector<std::vector<Point3>> out;
  for (const assets::Sector& s : t.circuit.sectors)
    for (const assets::Face& f : s.object.faces)
      if (f.property == assets::face_bits::kVisible) {
        std::vector<Point3> corners;
        for (uint32_t k = 0; k < f.vertex_count; ++k)
          corners.push_back(terrain_point(s.object.positions[f.indices[k]]));
        out.push_back(corners);
      }
  return out;
}

}  // namespace

TEST_CASE("Terrain, scenery and backdrop lines are read with their defaults", "[terrain]") {
  const std::string base = terrain_text("duskring.track");
  std::string bare = base;
  bare.replace(bare.find("terrain hills"), 1, "#");
  bare.replace(bare.find("backdrop hills"), 1, "#");
  const TrackDesc plain = terrain_parse(bare);
  CHECK(plain.terrain.kind == "none");
  CHECK(plain.backdrop == "hills");
  CHECK(plain.scenery.empty());

  const TrackDesc d = terrain_parse(base + "scenery spoil-heap at 700 20\n" +
                                    "scenery cliff 0.1 0.3 right height 30 distance 60\n");
  CHECK(d.terrain.kind == "hills");
  CHECK(d.terrain.extent == 140);
  CHECK(d.terrain.height == 24);
  CHECK(d.terrain.seed == 1907);
  CHECK(d.backdrop == "hills");
  REQUIRE(d.scenery.size() == 2);
  CHECK(d.scenery[0].kind == "spoil-heap");
  CHECK(d.scenery[0].x == 700);
  CHECK(d.scenery[0].y == 20);
  CHECK(d.scenery[0].radius == 20);  // the documented defaults
  CHECK(d.scenery[0].height == 12);
  CHECK(d.scenery[0].line == terrain_lines(base) + 1);
  CHECK(d.scenery[1].kind == "cliff");
  CHECK(d.scenery[1].from == 0.1);
  CHECK(d.scenery[1].to == 0.3);
  CHECK(d.scenery[1].side == -1);
  CHECK(d.scenery[1].height == 30);
  CHECK(d.scenery[1].distance == 60);

  const TrackDesc q = terrain_parse(terrain_text("quarry.track"));
  CHECK(q.terrain.kind == "cliffs");
  CHECK(q.backdrop == "quarry-cliffs");
  CHECK(q.scenery.size() == 5);
}

TEST_CASE("Bad terrain, scenery and backdrop values give FILE:LINE errors", "[terrain]") {
  const std::string dusk = terrain_text("duskring.track");
  const int next = terrain_lines(dusk) + 1;
  std::string no_terrain = dusk;
  no_terrain.replace(no_terrain.find("terrain hills"), 7, "#errain");
  std::string no_backdrop = dusk;
  no_backdrop.replace(no_backdrop.find("backdrop hills"), 1, "#");
  const struct {
    std::string text;
    int line;
    std::string message;
  } cases[] = {
      {dusk + "terrain flat\n", next, "terrain: given twice"},
      {no_terrain + "terrain dunes\n", next,
       "terrain: unknown kind \"dunes\" (flat, hills or cliffs)"},
      {no_terrain + "terrain hills extent 5\n", next,
       "terrain: extent 5 is out of range (20 to 300)"},
      {no_terrain + "terrain hills height -1\n", next,
       "terrain: height -1 is out of range (0 to 100)"},
      {no_terrain + "terrain hills colour 3\n", next,
       "terrain: unknown option \"colour\" (extent, height or seed)"},
      {dusk + "scenery spoil-heap 3 4\n", next, "scenery: expected \"at\", found \"3\""},
      {dusk + "scenery spoil-heap at 900 0 radius 500\n", next,
       "scenery: radius 500 is out of range (5 to 100)"},
      {dusk + "scenery cliff 0.5 0.2 left\n", next,
       "scenery: the stretch must end after it starts (from < to)"},
      {dusk + "scenery cliff 0.2 0.5 up\n", next,
       "scenery: side must be left or right, not \"up\""},
      {dusk + "scenery tree 0.2\n", next,
       "scenery: unknown scenery \"tree\" (spoil-heap or cliff)"},
      {dusk + "backdrop hills\n", next, "backdrop: given twice"},
      {no_backdrop + "backdrop moon\n", next,
       "backdrop: unknown backdrop \"moon\" (hills or quarry-cliffs)"},
      {no_terrain + "scenery spoil-heap at 900 0\n", next,
       "scenery: a spoil-heap is part of the terrain; add a terrain line (terrain flat, hills or "
       "cliffs)"},
      // On the road of the east straight (x 464), and a cliff inside the grass strip.
      {dusk + "scenery spoil-heap at 470 0 radius 10\n", next,
       "scenery: the spoil heap at (470, 0) reaches the road's grass strip (0 units from it; at "
       "least 25 needed, its radius and 15)"},
      {dusk + "scenery cliff 0.1 0.2 left distance 30\n", next,
       "scenery: the cliff stands 30 units from the centre line, too near the road and its grass "
       "strip; at least 51.1 needed"},
  };
  for (const auto& c : cases) {
    INFO(c.message);
    const DescError e = terrain_refused(c.text);
    CHECK(e.to_string("duskring.track") ==
          "duskring.track:" + std::to_string(c.line) + ": " + c.message);
  }
}

TEST_CASE("Both demo circuits' terrain fills the view and never lies over a road", "[terrain]") {
  for (const char* file : {"duskring.track", "quarry.track"}) {
    INFO(file);
    const CompiledTrack& t = terrain_compiled(file);
    CHECK(t.scenery.terrain_faces > 2000);
    // Steep faces are rock; the Quarry's benches and heaps are gravel.
    std::map<uint32_t, size_t> pages;
    for (const assets::Sector& s : t.circuit.sectors)
      for (const assets::Face& f : s.object.faces)
        if (f.property == assets::face_bits::kVisible) ++pages[f.color_or_page];
    if (std::string(file) == "quarry.track") {
      CHECK(pages[kPageRock] > 100);
      CHECK(pages[kPageSpoil] > 1000);
    } else {
      CHECK(pages[kPageGrass] > 2000);
    }
    // Independently of the compiler's own check: no scenery corner lies over a road sample's
    // asphalt or kerbs (within a unit along it, within the kerbs across it) and above it.
    const double k = terrain_parse(terrain_text(file)).kerb_width;
    double far = 0, lowest = 1e9, highest = -1e9;
    size_t over = 0;
    std::vector<const Centreline*> lines{&t.main};
    for (const Centreline& r : t.routes) lines.push_back(&r);
    for (const auto& face : scenery_faces(t))
      for (const Point3& p : face) {
        double nearest = 1e9;
        for (const Centreline* line : lines)
          for (const Frame& f : line->samples) {
            const Point3 d{p.x - f.pos.x, p.y - f.pos.y, 0};
            const Point3 fw = unit(Point3{f.forward.x, f.forward.y, 0});
            const Point3 lf{-fw.y, fw.x, 0};
            const double across = dot(d, lf), along = dot(d, fw);
            nearest = std::min(nearest, std::hypot(d.x, d.y) - f.width / 2 - k);
            // Over it, short of a bridge's headroom.
            const double road = f.pos.z + std::abs(f.left.z) * (f.width / 2 + k);
            if (std::abs(along) <= 1 && std::abs(across) <= f.width / 2 + k && p.z > road + 0.25 &&
                p.z < f.pos.z + 6)
              ++over;
          }
        far = std::max(far, nearest);
        lowest = std::min(lowest, p.z);
        highest = std::max(highest, p.z);
      }
    CHECK(over == 0);
    CHECK(far > 100);              // out beyond the walls by more than a hundred units
    CHECK(highest - lowest > 20);  // hills or benches, not a plain
    CHECK(scenery_over_roads(terrain_parse(terrain_text(file)), t).empty());
    // Still whole: the terrain is no ground, and takes none away.
    CHECK(drivable_surface_holes(terrain_parse(terrain_text(file)), t).empty());
  }
}

TEST_CASE("The terrain is the same for a seed and changes with it", "[terrain]") {
  const std::string text = terrain_text("duskring.track");
  DescError e;
  auto a = compile_track(terrain_parse(text), e);
  auto b = compile_track(terrain_parse(text), e);
  std::string other = text;
  const std::string terrain_line = "terrain hills extent 140 height 24 seed 1907";
  other.replace(other.find(terrain_line), terrain_line.size(),
                "terrain hills extent 140 height 24 seed 77");
  auto c = compile_track(terrain_parse(other), e);
  REQUIRE((a && b && c));
  REQUIRE(a->circuit.sectors.size() == c->circuit.sectors.size());
  bool same = true, differs = false;
  for (size_t s = 0; s < a->circuit.sectors.size(); ++s) {
    const auto& pa = a->circuit.sectors[s].object.positions;
    const auto& pb = b->circuit.sectors[s].object.positions;
    const auto& pc = c->circuit.sectors[s].object.positions;
    same = same && pa.size() == pb.size() && std::equal(pa.begin(), pa.end(), pb.begin());
    if (pa.size() != pc.size() || !std::equal(pa.begin(), pa.end(), pc.begin())) differs = true;
  }
  CHECK(same);
  CHECK(differs);
}

TEST_CASE("The terrain leaves the physics' faces and sector boxes as they were", "[terrain]") {
  std::string text = terrain_text("quarry.track");
  const CompiledTrack& with = terrain_compiled("quarry.track");
  // The same circuit with no terrain (its scenery lines need one, so they go too).
  std::string bare;
  std::istringstream lines(text);
  for (std::string l; std::getline(lines, l);)
    bare += (l.rfind("terrain ", 0) == 0 || l.rfind("scenery ", 0) == 0 ? "#" : "") + l + "\n";
  DescError e;
  auto without = compile_track(terrain_parse(bare), e);
  INFO(e.to_string("quarry.track"));
  REQUIRE(without.has_value());
  REQUIRE(with.circuit.sectors.size() == without->circuit.sectors.size());
  for (size_t s = 0; s < with.circuit.sectors.size(); ++s) {
    const assets::Sector& a = with.circuit.sectors[s];
    const assets::Sector& b = without->circuit.sectors[s];
    INFO("sector " << s);
    CHECK(a.bbox_min == b.bbox_min);
    CHECK(a.bbox_max == b.bbox_max);
    // The terrain comes after the sector's own faces, which are the same face for face.
    REQUIRE(a.object.faces.size() >= b.object.faces.size());
    for (size_t f = 0; f < b.object.faces.size(); ++f)
      CHECK(a.object.faces[f].property == b.object.faces[f].property);
    for (size_t f = b.object.faces.size(); f < a.object.faces.size(); ++f) {
      const assets::Face& added = a.object.faces[f];
      CHECK(added.property == assets::face_bits::kVisible);  // neither ground nor wall
    }
  }
}

TEST_CASE("The Quarry's crossing has a bridge deck and supports clear of the road below",
          "[terrain]") {
  const CompiledTrack& q = terrain_compiled("quarry.track");
  CHECK(q.scenery.deck_segments > 10);
  const TrackDesc desc = terrain_parse(terrain_text("quarry.track"));
  size_t near_crossing = 0;
  for (const Point3& foot : q.scenery.supports) {
    // The lower road passes (1, 1, 0) under the bridge (point 26).
    if (std::hypot(foot.x, foot.y) < 80) ++near_crossing;
    // No support stands on a road or its kerbs below it.
    for (const Frame& f : q.main.samples) {
      if (f.pos.z > foot.z + 2) continue;  // the bridge itself (its ground is 2.5 under it)
      const Point3 d{foot.x - f.pos.x, foot.y - f.pos.y, 0};
      const Point3 fw = unit(Point3{f.forward.x, f.forward.y, 0});
      if (std::abs(dot(d, fw)) <= 1)
        CHECK(std::abs(dot(d, Point3{-fw.y, fw.x, 0})) > f.width / 2 + desc.kerb_width + 1);
    }
  }
  CHECK(near_crossing >= 4);  // both edges, on both sides of the road below
  // The Dusk Ring crosses nothing: no bridge.
  CHECK(terrain_compiled("duskring.track").scenery.supports.empty());
  CHECK(terrain_compiled("duskring.track").scenery.deck_segments == 0);
}

TEST_CASE("A scenery face over a road fails the validation on its nearest line", "[terrain]") {
  const TrackDesc desc = terrain_parse(terrain_text("duskring.track"));
  CompiledTrack t = terrain_compiled("duskring.track");
  // A terrain quad 2 units over the lap line (464, 0, 4).
  assets::Sector& s = t.circuit.sectors[0];
  const uint32_t first = uint32_t(s.object.positions.size());
  for (Point3 p : {Point3{460, -2, 6}, Point3{468, -2, 6}, Point3{468, 2, 6}, Point3{460, 2, 6}}) {
    s.object.positions.push_back(to_vec3(p));
    s.object.normals.push_back(to_vec3({0, 0, 1}));
    s.vertex_brightness.push_back(60);
  }
  assets::Face f;
  f.vertex_count = 4;
  f.indices = {first, first + 1, first + 2, first + 3};
  f.normal = to_vec3({0, 0, 1});
  f.material = "TEXGOU";
  f.color_or_page = kPageGrass;
  f.property = assets::face_bits::kVisible;
  s.object.faces.push_back(f);
  const auto covers = scenery_over_roads(desc, t);
  REQUIRE(covers.size() == 1);
  CHECK(covers[0] ==
        "scenery covers the road of the main line at (460, -2, 4), 2 units over it (nearest "
        "control point: line " +
            std::to_string(desc.main[0].line) + ")");
  CHECK(validate_track(desc, t).find(covers[0]) != std::string::npos);
}

TEST_CASE("The backdrop picture follows the description", "[terrain]") {
  const TrackDesc d = terrain_parse(terrain_text("duskring.track"));
  const auto hills = make_background(d.sky, d.fog, 5, "hills");
  const auto cliffs = make_background(d.sky, d.fog, 5, "quarry-cliffs");
  REQUIRE(hills.pages.size() == 1);
  REQUIRE(cliffs.pages.size() == 1);
  CHECK(hills.pages[0].pixels != cliffs.pages[0].pixels);
  CHECK(hills.pages[0].pixels == make_background(d.sky, d.fog, 5, "hills").pages[0].pixels);
  CHECK(terrain_compiled("quarry.track").circuit.fog.background.pages[0].pixels !=
        make_background(terrain_parse(terrain_text("quarry.track")).sky,
                        terrain_parse(terrain_text("quarry.track")).fog, 4242, "hills")
            .pages[0]
            .pixels);
}

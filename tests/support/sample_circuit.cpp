#include "support/sample_circuit.h"

#include <algorithm>
#include <string>

#include "support/fx.h"

namespace unpod::test {
namespace {

using namespace assets;

Vec3 v3(double x, double y, double z) {
  return Vec3{fx(x), fx(y), fx(z)};
}

// Pages of a recognisable pattern; a palette in BL3.
TextureList make_textures(const Flavour& f, uint32_t size, int pages, uint32_t seed) {
  TextureList t;
  t.size = size;
  const size_t texel_bytes = f.palettised() ? 1 : 2;
  for (int p = 0; p < pages; ++p) {
    TexturePage page;
    for (int r = 0; r < 2; ++r)
      page.regions.push_back(TextureRegion{"region" + std::to_string(p) + "_" + std::to_string(r),
                                           0, 64 * r, int32_t(size) - 1, 64 * r + 63, r + p});
    page.pixels.resize(size_t(size) * size * texel_bytes);
    for (size_t i = 0; i < page.pixels.size(); ++i)
      page.pixels[i] = static_cast<uint8_t>((i * 7 + i / size + seed + uint32_t(p) * 13) & 0xFF);
    t.pages.push_back(std::move(page));
  }
  if (f.palettised()) {
    t.palette.emplace();
    for (size_t i = 0; i < 768; ++i) (*t.palette)[i] = static_cast<uint8_t>((i * 5 + seed) & 0xFF);
  }
  return t;
}

// A box around `c`: 8 vertices, 3 quads and 6 triangles.
Object make_box(Vec3 c, double h, bool named, uint32_t seed) {
  Object o;
  for (int i = 0; i < 8; ++i) {
    o.positions.push_back(Vec3{c.x + fx((i & 1) ? h : -h), c.y + fx((i & 2) ? h : -h),
                               c.z + fx((i & 4) ? 2 * h : 0)});
    o.normals.push_back(Vec3{0, (i & 1) ? kFxOne : -kFxOne, 0});
  }
  const uint32_t quads[3][4] = {{4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}};
  const uint32_t tris[6][3] = {{0, 2, 6}, {0, 6, 4}, {1, 5, 7}, {1, 7, 3}, {0, 3, 2}, {0, 1, 3}};
  for (uint32_t k = 0; k < 9; ++k) {
    Face f;
    if (named) f.name = "box" + std::to_string(k);
    const bool quad = k < 3;
    f.vertex_count = quad ? 4 : 3;
    for (uint32_t v = 0; v < f.vertex_count; ++v)
      f.indices[v] = quad ? quads[k][v] : tris[k - 3][v];
    f.normal = Vec3{0, 0, (k & 1) ? kFxOne : -kFxOne};
    f.material = (k + seed) % 2 ? "TEXTURE" : "GOURAUD";
    f.color_or_page = f.textured() ? 0 : 0x00306090u + k;
    for (uint32_t v = 0; v < 4; ++v) f.uv[v] = {(v & 1) ? 127u : 1u, (v & 2) ? 127u : 1u};
    f.property = face_bits::kVisible | (k == 1 ? face_bits::kTwoSided : 0u);
    o.faces.push_back(f);
  }
  o.radius = fx(2 * h);
  return o;
}

// A road patch of grid × grid cells starting at x0: cells alternate between one quad and two
// triangles; one triangle per sector has a zero normal (a degenerate face: one tail word).
Sector make_sector(int index, int grid, int pages, bool face_extra) {
  Sector s;
  const double cell = 10.0, x0 = index * grid * cell;
  const int n = grid + 1;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      s.object.positions.push_back(
          v3(x0 + i * cell, j * cell - grid * cell / 2, (i + j) % 3 * 0.25));
      s.object.normals.push_back(Vec3{0, 0, kFxOne});
      s.vertex_brightness.push_back(static_cast<uint8_t>(60 + (i * 3 + j) % 20));
    }
  auto at = [n](int i, int j) { return uint32_t(j * n + i); };
  bool degenerate_done = false;
  for (int j = 0; j < grid; ++j)
    for (int i = 0; i < grid; ++i) {
      const uint32_t a = at(i, j), b = at(i + 1, j), c = at(i + 1, j + 1), d = at(i, j + 1);
      auto face = [&](uint32_t count, std::array<uint32_t, 4> idx) {
        Face f;
        f.name = "road" + std::to_string(index) + "_" + std::to_string(s.object.faces.size());
        f.vertex_count = count;
        f.indices = idx;
        f.normal = Vec3{0, 0, kFxOne};
        if (count == 3 && !degenerate_done) {
          f.normal = Vec3{};
          degenerate_done = true;
        }
        const size_t k = s.object.faces.size();
        f.material = k % 3 == 0 ? "TEXGOU" : (k % 3 == 1 ? "TEXTURE" : "FLAT");
        f.color_or_page = f.textured() ? uint32_t(k % size_t(pages)) : 0x00808080u;
        for (uint32_t v = 0; v < 4; ++v) f.uv[v] = {(v & 1) ? 255u : 0u, (v & 2) ? 255u : 0u};
        if (count == 4) f.quad_extra = Vec3{};
        // BL4 stores `extra` only for faces with a normal; BL3 never (§4.3, §9).
        f.extra = face_extra && !f.normal.is_zero() ? uint32_t(k & 1) : 0u;
        f.property = face_bits::kVisible | face_bits::kRoad | (1u << 6) | (uint32_t(k % 4) << 16);
        s.object.faces.push_back(f);
      };
      if ((i + j) % 2 == 0) {
        face(4, {a, b, c, d});
      } else {
        face(3, {a, b, c, 0});
        face(3, {a, c, d, 0});
      }
    }
  s.object.radius = fx(grid * cell);
  Vec3 lo = s.object.positions[0], hi = lo;
  for (const Vec3& p : s.object.positions) {
    lo = Vec3{std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
    hi = Vec3{std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
  }
  s.bbox_min = Vec3{lo.x, lo.y, lo.z - fx(2)};
  s.bbox_max = Vec3{hi.x, hi.y, hi.z + fx(10)};
  return s;
}

Mat3 turned(int k) {
  Mat3 m = Mat3::identity();
  m.v[0].y = fx(0.125 * k);
  return m;
}

Decor make_decor(uint32_t seed) {
  Decor d;
  d.named_faces = seed % 2 == 0;
  d.object = make_box(Vec3{}, 0.5 + seed * 0.25, d.named_faces, seed);
  d.hull = Prism{v3(0.5, 0.5, 0.5), fx(0.7), v3(0, 0, 0.5)};
  d.mass = fx(10 + seed);
  d.inertia = v3(1, 2, 3);
  d.resistance = fx(100);
  d.friction = fx(0.5);
  d.contacts = {Contact{fx(0.3), v3(0.5, 0.5, 0), fx(2)},
                Contact{fx(0.3), v3(-0.5, -0.5, 0), fx(3)}};
  return d;
}

Environment make_environment(const Flavour& f, int sectors) {
  Environment e;
  e.triples = {{41, 0, 1}, {46, 0, -1}};
  for (uint32_t k = 0; k < 2; ++k)
    e.descriptors.push_back(PropDescriptor{k ? "drum" : "cone", k ? "drum.tex" : "cone.tex",
                                           make_textures(f, small_texture_size(f), 1, 30 + k),
                                           make_decor(k)});
  e.global_instances.push_back(PropInstance{1, {{0, 5}}, v3(3, 4, 0), turned(1)});
  e.sector_instances.resize(size_t(sectors));
  e.sector_instances[0] = {PropInstance{0, {}, v3(1, 1, 0), Mat3::identity()},
                           PropInstance{1, {{0, 1}, {1, 2}}, v3(2, -1, 0), turned(2)}};
  return e;
}

Lighting make_lighting(int sectors) {
  Lighting l;
  l.object_ambient = 40;
  l.direction = v3(0.5, 0.5, -0.7);
  l.circuit_light = 100;
  l.circuit_dark = 20;
  l.object_tunnel = 30;
  l.object_shadow = 10;
  l.limit_r = {1, 2, 3, 4};
  l.limit_g = {5, 6, 7, 8};
  l.limit_b = {9, 10, 11, 12};
  l.global_lights = {Light{1, v3(0, 0, 50), Mat3::identity(), fx(100), fx(0.8), 1, 0}};
  for (int s = 0; s < sectors; ++s)
    l.sector_lights.push_back(
        {Light{2, v3(s * 30.0, 0, 8), turned(s), fx(12), fx(0.5), 2, fx(0.6)}});
  return l;
}

SpriteAnim make_sprite_anim(const Flavour& f, uint32_t seed) {
  SpriteAnim a;
  a.start_frame = seed;
  a.sprite_total = 5;
  a.name = "sprites" + std::to_string(seed) + ".tex";
  a.textures = make_textures(f, 256, 1, 50 + seed);
  a.sprites = {{0, 0, 0, 63, 63}, {0, 64, 0, 127, 63}};
  for (int k = 0; k < 3; ++k)
    a.frames.push_back(
        SpriteFrame{v3(k, 0, 4), {{k % 2, 64, 64, k, -k}, {1 - k % 2, 32, 32, 0, 0}}});
  return a;
}

Animations make_animations(const Flavour& f, int sectors) {
  Animations a;
  a.triples = {{27, 0, -1}};
  AnimDescriptor flag;
  flag.name = "flag.ani";
  flag.frame_count = 3;
  ObjectAnim oa;
  oa.start_frame = 0;
  oa.frames = 3;
  oa.named_faces = true;
  oa.texture_list_name = "flag.tex";
  oa.objects = {make_box(Vec3{}, 0.25, true, 1), make_box(v3(0, 0, 1), 0.25, true, 2)};
  for (uint32_t k = 0; k < oa.frames * 2; ++k)
    oa.keys.push_back(k == 3 ? AnimKey{} : AnimKey{true, turned(int(k)), v3(0, 0, k * 0.1)});
  flag.object_anims.push_back(oa);
  flag.sprite_anims.push_back(make_sprite_anim(f, 1));
  AnimDescriptor wrongway;
  wrongway.name = "wrongway.ani";
  wrongway.wrongway = WrongWayLoop{1, 4};
  wrongway.frame_count = 5;
  wrongway.sprite_anims.push_back(make_sprite_anim(f, 2));
  a.descriptors = {flag, wrongway};
  a.global = PlacementList{1, {AnimPlacement{1, 1, 0, 0, 2, {{0, 2}}, v3(5, 0, 3), turned(1)}}};
  a.sectors.resize(size_t(sectors));
  a.sectors[0] = PlacementList{
      2, {AnimPlacement{0, 0, 1, 1, 1, {{0, 0}, {0, 2}}, v3(1, 2, 3), Mat3::identity()}}};
  return a;
}

SurfaceAnimation make_texture_animation() {
  TextureAnimation t;
  TextureAnimDescriptor d;
  d.name = "water";
  d.keys = {TextureAnimKey{0, {{{0, 0}, {63, 0}, {63, 63}, {0, 63}}}},
            TextureAnimKey{0, {{{64, 0}, {127, 0}, {127, 63}, {64, 63}}}}};
  d.duration = fx(2);
  d.steps = {{0, 0}, {fx(1), 1}};
  t.descriptors = {d};
  t.anims = {TextureAnimUse{0, {AnimatedSector{0, {{true, 4, 0}, {false, 3, 1}}}}}};
  return SurfaceAnimation{"water.cta", t};
}

SurfaceAnimation make_sector_animation(int sectors) {
  SectorAnimation s;
  SectorAnimEntry e;
  e.sector = sectors - 1;
  e.named_faces = true;
  e.keys = {make_box(Vec3{}, 1, true, 3), make_box(v3(0, 0, 1), 1, true, 4)};
  e.duration = fx(3);
  e.steps = {{0, 0}, {fx(1.5), 1}, {fx(2.5), 0}};
  s.entries = {e};
  return SurfaceAnimation{kSectorAnimName, s};
}

BeaconSection make_beacons(int direction) {
  BeaconSection b;
  // Chains: lap line (P-Chrono Tour), split (P-Chrono Inter), Troncon gates.
  b.triples = {{32, 0, 1}, {43, 0, -1}, {31, 0, 3}, {43, 0, -1}, {50, 0, -1}};
  for (int k = 0; k < 4; ++k) {
    Beacon g;
    const double x = 5 + k * 7.0 + direction;
    g.a = v3(x, -10, 0);
    g.b = v3(x, 10, 0);
    g.b_raised = v3(x, 10, 6);
    g.a_raised = v3(x, -10, 6);
    g.normal = v3(direction ? -1 : 1, 0, 0);
    g.front_chain = k == 0 ? 0 : (k == 2 ? 2 : 1);
    g.back_chain = k == 3 ? 4 : -1;
    b.beacons.push_back(g);
  }
  b.checkpoints = {Checkpoint{0, 1, 30, v3(5, 0, 0), v3(12, 0, 0)},
                   Checkpoint{2, 1, 20, v3(19, 0, 0), v3(26, 0, 0)}};
  b.phase_triples = {{9, 0, -1}, {24, 0, -1}};
  b.phases = {{"Depart", 0}, {"FinCourse", 1}};
  return b;
}

// Four sections/nodes: 0 -> 1, a fork at 1 (-> 2 and -> 3), both back to 0.
LaneFile make_lanes(int difficulty) {
  LaneFile f;
  for (int k = 0; k < 16; ++k) f.points.push_back(v3(k * 2.0, (k % 4) * 0.5 - difficulty, 0));
  for (int node = 0; node < 4; ++node) {
    LaneSection s;
    s.lanes.push_back(Lane{10 + node, 2, node * 4, lane_flags::make(0, 1, false, false, 8, 0)});
    s.lanes.push_back(Lane{20 + node, 2, node * 4 + 2,
                           lane_flags::make(node % 2 ? 1 : 2, 0, node == 1, node == 3, 4, 300)});
    f.sections.push_back(s);
  }
  f.constraint_header = kConstraintHeader;
  f.constraints = {{1, 0, lane_flags::make(3, 0, false, false, 10, 0)},
                   {2, 1, lane_flags::make(2, 2, true, false, 0, 150)}};
  return f;
}

RaceGraph make_graph() {
  RaceGraph g;
  g.lap_length = fx(120);
  const int32_t starts[5] = {0, 1, 1, 2, 3}, ends[5] = {1, 2, 3, 0, 0};
  for (int n = 0; n < 4; ++n) {
    GraphNode node;
    node.position = v3(n * 10.0, n == 3 ? 5 : 0, 0);
    node.value = fx(120 - n * 30.0);
    node.neighbour = n == 2 ? 0 : (n == 3 ? 1 : -1);
    for (int a = 0; a < 5; ++a) {
      if (starts[a] == n) node.out_arcs.push_back(a);
      if (ends[a] == n) node.in_arcs.push_back(a);
    }
    g.nodes.push_back(node);
  }
  for (int a = 0; a < 5; ++a)
    g.arcs.push_back(GraphArc{starts[a],
                              ends[a],
                              a == 1 ? std::vector<int32_t>{0, 1} : std::vector<int32_t>{0},
                              a % 2,
                              {fx(120 - a * 20.0), fx(110 - a * 20.0)}});
  g.neighbours = {GraphNeighbour{2, 3, -1}, GraphNeighbour{3, -1, 0}};
  return g;
}

Direction make_direction(int d) {
  Direction dir;
  dir.times = ReferenceTimes{true,
                             fx(60),
                             fx(70),
                             true,
                             {fx(10), fx(20), fx(30), fx(40), fx(50)},
                             {fx(12), fx(22), fx(32), fx(42), fx(52)}};
  dir.beacons = Named<BeaconSection>{d ? "reverse.bal" : "forward.bal", make_beacons(d)};
  for (int k = 0; k < 8; ++k)
    dir.start_grid.push_back(
        StartPlace{v3(-5.0 - 4 * (k / 2), (k % 2) * 4.0 - 2, 0), v3(1, 0, 0), v3(0, 1, 0)});
  for (int k = 0; k < 3; ++k) {
    Difficulty& diff = dir.difficulties[size_t(k)];
    diff.name = kDifficultyNames[size_t(k)];
    diff.lanes = Named<LaneFile>{std::string("lanes") + char('E' + k) + ".lev", make_lanes(k)};
    diff.graph = Named<RaceGraph>{"graph.gra", make_graph()};
  }
  return dir;
}

CompetitorList make_competitors(int k) {
  CompetitorList l;
  l.difficulty_name = kDifficultyNames[size_t(k)];
  std::vector<Competitor> v;
  for (int i = 0; i < 7; ++i) {
    Competitor c;
    c.name = "Driver" + std::to_string(i);
    c.lane = 10 + i % 3 * 10;
    c.behaviour = 1 + i % 3;
    c.car = std::to_string(i + 1);
    for (int a = 0; a <= k + i % 2; ++a)
      c.attacks.push_back(Attack{1 + (i + a) % 16, 1 << (a % 4), 10 * (a + 1)});
    v.push_back(c);
  }
  l.competitors = Named<std::vector<Competitor>>{"concurrents", v};
  return l;
}

Circuit build(const SampleCircuitOptions& o) {
  Circuit c;
  c.flavour = Flavour{o.version, o.key};
  const int sectors = std::max(1, o.sectors);
  const int pages = std::max(1, o.texture_pages);
  uint8_t seed = 1;
  for (const ActionSpec& spec : kRetailActions) {
    Action a{spec.name, spec.record_size, spec.record_size ? 2u : 0u, {}};
    a.records.resize(size_t(a.record_size) * a.record_count);
    for (auto& b : a.records) b = seed++;
    c.actions.push_back(a);
  }
  c.macros.base = {{28, 0, 1}, {5, 1, -1}};
  c.macros.macro = {0, 1};
  c.macros.init = {1};
  c.macros.activate = {0};
  c.macros.deactivate = {1};
  c.macros.width = o.pair_list_width;
  const bool single = o.pair_list_width == MacroListWidth::kSingle;
  for (int k = 0; k < o.pair_list_entries; ++k) {
    c.macros.replace.push_back(MacroPair{k, single ? 0 : k + 1});
    c.macros.exchange.push_back(MacroPair{k + 2, single ? 0 : 1 - k});
  }
  c.track_name = "Sample Track";
  for (size_t k = 0; k < kTextureLodWords; ++k)
    c.texture_lod[k] = o.version >= 4 ? uint32_t(k * 3 + 1) : 0u;
  c.texture_list_name = "sample.tex";
  c.textures = make_textures(c.flavour, 256, pages, 7);
  c.named_sector_faces = true;
  for (int s = 0; s < sectors; ++s)
    c.sectors.push_back(make_sector(s, std::max(1, o.grid), pages, o.version >= 4));
  for (int s = 0; s < sectors; ++s) {
    VisibilityEntry v;
    if (s == sectors - 1 && sectors > 1) {
      v.has_list = false;  // stored -1
    } else if (s == 1 && sectors > 2) {
      v.has_list = true;  // stored 0: an empty list
    } else {
      if (s > 0) v.sectors.push_back(s - 1);
      v.sectors.push_back(s);
      if (s + 1 < sectors) v.sectors.push_back(s + 1);
    }
    c.visibility.push_back(v);
  }
  c.environment = Named<Environment>{"sample.env", make_environment(c.flavour, sectors)};
  c.lights = Named<Lighting>{"sample.lum", make_lighting(sectors)};
  c.animations = Named<Animations>{"sample.anc", make_animations(c.flavour, sectors)};
  c.speakers = Named<std::vector<Speaker>>{
      "sample.hp", std::vector<Speaker>{Speaker{true, v3(1, 2, 3), Mat3::identity(), 7},
                                        Speaker{false, v3(4, 5, 6), turned(3), 9}}};
  c.fog = FogBackground{800, 50, 20, 30, true, 5, "back.tex", make_textures(c.flavour, 256, 1, 90),
                        10,  120};
  c.sky.type = 1;
  c.sky.z = 300;
  c.sky.zoom = 2;
  c.sky.gouraud_intensity = -3000;
  c.sky.gouraud_start = 40;
  c.sky.speed = 3;
  c.sky.list_name = "sky.tex";
  c.sky.textures = make_textures(c.flavour, small_texture_size(c.flavour), 1, 110);
  if (o.version >= 4) {
    c.sky.lens_flare.resize(kLensFlareBytes);
    for (size_t i = 0; i < c.sky.lens_flare.size(); ++i)
      c.sky.lens_flare[i] = static_cast<uint8_t>(i / 256 + i);
  }
  c.sky.sun_colour = 0x00FFEE80;
  c.surface_animations = {make_texture_animation(), make_sector_animation(sectors)};
  c.repair_zones = Named<RepairZones>{
      "sample.lev",
      RepairZones{
          {RepairZone{
              {v3(0, 0, 0), v3(4, 0, 0), v3(4, 4, 0), v3(0, 4, 0)}, v3(2, 2, 0), fx(3), fx(1.5)}},
          fx(4)}};
  c.directions = {make_direction(0), make_direction(1)};
  c.competitors = {make_competitors(0), make_competitors(1), make_competitors(2)};
  return c;
}

size_t written_size(const Circuit& c) {
  auto f = write_circuit(c);
  return f ? f->size() : 0;
}

}  // namespace

assets::Circuit make_sample_circuit(const SampleCircuitOptions& options) {
  if (options.target_bytes == 0) return build(options);
  // About half the file in track texture pages, the rest in sectors (measured, then scaled).
  SampleCircuitOptions o = options;
  const size_t page_bytes = 256 * 256 * (o.version >= 4 ? 2 : 1);
  o.texture_pages = std::max(o.texture_pages, int(o.target_bytes / 2 / page_bytes));
  const size_t base = written_size(build(o));
  SampleCircuitOptions more = o;
  more.sectors = o.sectors + 16;
  const size_t per_sector = std::max<size_t>(1, (written_size(build(more)) - base) / 16);
  if (o.target_bytes > base) o.sectors += int((o.target_bytes - base) / per_sector);
  return build(o);
}

}  // namespace unpod::test

// Symmetric descriptions of the circuit sections (docs/pod-formats.md §5): each template both
// reads (Reader) and writes (Writer). Private to the loader; the structs are in circuit*.h.
#pragma once

#include <string>
#include <vector>

#include "unpod/assets/circuit.h"

namespace unpod::assets::circuit_detail {

// What a section needs from the rest of the file, and where read-time warnings go.
struct Context {
  size_t sector_count = 0;
  std::vector<std::string>* warnings = nullptr;  // reading only

  template <class IO>
  void warn(const IO& io, const std::string& message) const {
    if constexpr (IO::kReading) {
      if (!warnings) return;
      char at[32];
      std::snprintf(at, sizeof at, "0x%llX",
                    static_cast<unsigned long long>(io.file_offset(io.pos())));
      warnings->push_back(io.section_path() + " (before offset " + at + "): " + message);
    }
  }
};

// Counters of stored values that S2's one-higher bases cannot explain (stored 0 where -1 or a
// one-higher index was expected); filled while reading a graph.
struct GraphReadStats {
  size_t stored_zero_nullable = 0;
};

// §5.12.4 per-field base sanity check; appends warnings, never changes the graph.
void check_graph_bases(const RaceGraph& g, const LaneFile* lanes, const GraphReadStats& stats,
                       const std::string& where, std::vector<std::string>& warnings);

template <class IO>
void serialize_triples(IO& io, std::vector<MacroTriple>& v) {
  auto s = io.section("macro triples");
  io.list(
      v, 12,
      [](IO& x, MacroTriple& t) {
        x.i32(t.action);
        x.i32(t.param);
        x.i32(t.next);
      },
      "triple");
}

template <class IO>
void serialize_words(IO& io, std::vector<int32_t>& v, const char* item) {
  io.list(
      v, 4, [](IO& x, int32_t& w) { x.i32(w); }, item);
}

template <class IO>
void serialize_pairs(IO& io, std::vector<MacroPair>& v, MacroListWidth width) {
  if (width == MacroListWidth::kPairs) {
    io.list(
        v, 8,
        [](IO& x, MacroPair& p) {
          x.i32(p.first);
          x.i32(p.second);
        },
        "pair");
  } else {
    io.list(
        v, 4,
        [](IO& x, MacroPair& p) {
          if constexpr (!IO::kReading) {
            if (p.second != 0) x.fail("a single-word macro list cannot hold a second word");
          }
          x.i32(p.first);
        },
        "word");
  }
}

// A placement: vec3 position, then mat3 (§4.8).
template <class IO>
void serialize_placement(IO& io, Vec3& position, Mat3& rotation) {
  io.vec3(position);
  io.mat3(rotation);
}

template <class IO>
void check_index(IO& io, int32_t index, size_t count, const char* what) {
  if constexpr (IO::kReading) {
    if (index < 0 || size_t(index) >= count)
      io.fail(std::string(what) + " " + std::to_string(index) + " is out of range (" +
              std::to_string(count) + ")");
  }
}

// ---- §5.4, §5.5 ----

template <class IO>
void serialize_sectors(IO& io, bool& named_faces, std::vector<Sector>& sectors) {
  auto s = io.section("sectors");
  io.b32(named_faces);
  // BL3 sector faces have no `extra` word (§9).
  const FaceTail tail = io.flavour().version >= 4 ? FaceTail::kSector : FaceTail::kProperty;
  const bool named = named_faces;
  io.list(
      sectors, 4 * 5 + 24,
      [&](IO& x, Sector& sec) {
        serialize_object(x, sec.object, named, tail);
        const size_t vertices = sec.object.positions.size();
        auto b = x.section("vertex brightness");
        x.expect_room(vertices, 1);
        x.bytes(sec.vertex_brightness, vertices);
        x.vec3(sec.bbox_min);
        x.vec3(sec.bbox_max);
      },
      "sector");
}

template <class IO>
void serialize_visibility(IO& io, std::vector<VisibilityEntry>& v, size_t sector_count) {
  auto s = io.section("visibility");
  uint32_t n = static_cast<uint32_t>(v.size());
  serialize_count(io, n, 4);
  if constexpr (IO::kReading) {
    if (n != sector_count)
      io.fail("visibility list has " + std::to_string(n) + " entries for " +
              std::to_string(sector_count) + " sectors");
  }
  io.items(
      v, n,
      [&](IO& x, VisibilityEntry& e) {
        int32_t count = e.has_list ? static_cast<int32_t>(e.sectors.size()) : -1;
        if constexpr (IO::kReading) {
          x.i32(count);
          if (count < -1)
            x.fail("visibility count " + std::to_string(count) + " (only -1 or >= 0)");
          e.has_list = count >= 0;
          const uint32_t k = count > 0 ? uint32_t(count) : 0;
          x.expect_room(k, 4);
          x.items(
              e.sectors, k, [](IO& y, int32_t& w) { y.i32(w); }, "visible sector");
          for (int32_t w : e.sectors) check_index(x, w, sector_count, "visible sector");
        } else {
          if (!e.has_list && !e.sectors.empty()) x.fail("a \"no list\" entry holds sectors");
          x.i32(count);
          x.items(
              e.sectors, e.sectors.size(), [](IO& y, int32_t& w) { y.i32(w); }, "visible sector");
        }
      },
      "sector");
}

// ---- §5.6 ----

template <class IO>
void serialize_prop_instance(IO& io, PropInstance& p, size_t descriptors) {
  io.i32(p.descriptor);
  check_index(io, p.descriptor, descriptors, "prop descriptor");
  io.list(
      p.events, 8,
      [](IO& x, PropEvent& e) {
        x.i32(e.index);
        x.i32(e.value);
      },
      "event");
  serialize_placement(io, p.position, p.rotation);
}

template <class IO>
void serialize_environment(IO& io, Environment& e, const Context& ctx) {
  serialize_triples(io, e.triples);
  io.list(
      e.descriptors, 2 + 8,
      [](IO& x, PropDescriptor& d) {
        x.pstr(d.name);
        x.pstr(d.texture_list_name);
        serialize_texture_list(x, d.textures, small_texture_size(x.flavour()));
        serialize_decor(x, d.decor);
      },
      "prop descriptor");
  const size_t descriptors = e.descriptors.size();
  auto instance_list = [descriptors](IO& x, std::vector<PropInstance>& list) {
    x.list(
        list, 4 + 4 + 48,
        [descriptors](IO& y, PropInstance& p) { serialize_prop_instance(y, p, descriptors); },
        "instance");
  };
  {
    auto g = io.section("global instances");
    instance_list(io, e.global_instances);
  }
  io.expect_room(ctx.sector_count, 4);
  io.items(e.sector_instances, ctx.sector_count, instance_list, "sector instances");
}

// ---- §5.7 ----

template <class IO>
void serialize_lights(IO& io, std::vector<Light>& v) {
  io.list(
      v, 68, [](IO& x, Light& l) { serialize_light(x, l); }, "light");
}

template <class IO>
void serialize_lighting(IO& io, Lighting& l, const Context& ctx) {
  uint32_t n = static_cast<uint32_t>(l.sector_lights.size());
  serialize_count(io, n, 4);
  if (n != ctx.sector_count)
    io.fail("light section counts " + std::to_string(n) + " sectors; the circuit has " +
            std::to_string(ctx.sector_count));
  io.i32(l.object_ambient);
  io.vec3(l.direction);
  io.i32(l.circuit_light);
  io.i32(l.circuit_dark);
  io.i32(l.object_tunnel);
  io.i32(l.object_shadow);
  io.bytes(l.limit_r.data(), 4);
  io.bytes(l.limit_g.data(), 4);
  io.bytes(l.limit_b.data(), 4);
  {
    auto g = io.section("global lights");
    serialize_lights(io, l.global_lights);
  }
  io.items(
      l.sector_lights, n, [](IO& x, std::vector<Light>& v) { serialize_lights(x, v); },
      "sector lights");
}

// ---- §5.8 ----

template <class IO>
void serialize_object_anim(IO& io, ObjectAnim& a) {
  io.u32(a.start_frame);
  io.u32(a.frames);
  io.b32(a.named_faces);
  uint32_t objects = static_cast<uint32_t>(a.objects.size());
  serialize_count(io, objects, 20);
  io.pstr(a.texture_list_name);
  const bool named = a.named_faces;
  io.items(
      a.objects, objects,
      [named](IO& x, Object& o) { serialize_object(x, o, named, FaceTail::kProperty); }, "object");
  const uint64_t keys = uint64_t(a.frames) * objects;
  io.expect_room(keys, 4);
  io.items(
      a.keys, size_t(keys),
      [](IO& x, AnimKey& k) {
        x.b32(k.present);
        if (k.present) {
          x.mat3(k.rotation);
          x.vec3(k.position);
        }
      },
      "key");
}

template <class IO>
void serialize_sprite_anim(IO& io, SpriteAnim& a) {
  io.u32(a.start_frame);
  uint32_t frames = static_cast<uint32_t>(a.frames.size());
  serialize_count(io, frames, 16);
  uint32_t sprites = static_cast<uint32_t>(a.sprites.size());
  serialize_count(io, sprites, 20);
  io.u32(a.sprite_total);
  io.pstr(a.name);
  serialize_texture_list(io, a.textures, 256);
  io.expect_room(sprites, 20);
  io.items(
      a.sprites, sprites,
      [](IO& x, SpriteRect& r) {
        x.i32(r.page);
        x.i32(r.left);
        x.i32(r.top);
        x.i32(r.right);
        x.i32(r.bottom);
      },
      "sprite");
  io.expect_room(frames, 16);
  io.items(
      a.frames, frames,
      [](IO& x, SpriteFrame& f) {
        x.vec3(f.position);
        x.list(
            f.sprites, 20,
            [](IO& y, SpriteUse& u) {
              y.i32(u.sprite);
              y.i32(u.width);
              y.i32(u.height);
              y.i32(u.dx);
              y.i32(u.dy);
            },
            "sprite use");
      },
      "frame");
}

template <class IO>
void serialize_anim_descriptor(IO& io, AnimDescriptor& d) {
  io.pstr(d.name);
  // S1's C# ignores case, S2/S3/S4 do not: accept any case (§5.8).
  const bool wrongway = AnimDescriptor::is_wrongway_name(d.name);
  if constexpr (IO::kReading) {
    if (wrongway)
      d.wrongway.emplace();
    else
      d.wrongway.reset();
  } else {
    if (wrongway != d.wrongway.has_value())
      io.fail("wrong-way loop frames must be present exactly for \"wrongway.ani\"");
  }
  if (wrongway) {
    io.u32(d.wrongway->start);
    io.u32(d.wrongway->end);
  }
  uint32_t sprite_anims = static_cast<uint32_t>(d.sprite_anims.size());
  serialize_count(io, sprite_anims, 25);
  uint32_t object_anims = static_cast<uint32_t>(d.object_anims.size());
  serialize_count(io, object_anims, 17);
  io.u32(d.frame_count);
  io.items(
      d.object_anims, object_anims, [](IO& x, ObjectAnim& a) { serialize_object_anim(x, a); },
      "object anim");
  io.items(
      d.sprite_anims, sprite_anims, [](IO& x, SpriteAnim& a) { serialize_sprite_anim(x, a); },
      "sprite anim");
}

template <class IO>
void serialize_placement_list(IO& io, PlacementList& l, size_t descriptors) {
  uint32_t n = static_cast<uint32_t>(l.placements.size());
  serialize_count(io, n, 4 + 16 + 4 + 48);
  io.u32(l.event_total);
  io.items(
      l.placements, n,
      [descriptors](IO& x, AnimPlacement& p) {
        x.i32(p.descriptor);
        check_index(x, p.descriptor, descriptors, "animation descriptor");
        x.i32(p.trigger);
        x.i32(p.frozen);
        x.i32(p.fixed);
        x.i32(p.speed);
        x.list(
            p.events, 8,
            [](IO& y, AnimEvent& e) {
              y.i32(e.index);
              y.i32(e.frame);
            },
            "event");
        serialize_placement(x, p.position, p.rotation);
      },
      "placement");
}

template <class IO>
void serialize_animations(IO& io, Animations& a, const Context& ctx) {
  serialize_triples(io, a.triples);
  io.list(
      a.descriptors, 13, [](IO& x, AnimDescriptor& d) { serialize_anim_descriptor(x, d); },
      "descriptor");
  uint32_t placed = static_cast<uint32_t>(a.placed_total());
  io.u32(placed);
  const size_t descriptors = a.descriptors.size();
  {
    auto g = io.section("global placements");
    serialize_placement_list(io, a.global, descriptors);
  }
  io.expect_room(ctx.sector_count, 8);
  io.items(
      a.sectors, ctx.sector_count,
      [descriptors](IO& x, PlacementList& l) { serialize_placement_list(x, l, descriptors); },
      "sector placements");
  if constexpr (IO::kReading) {
    if (placed != a.placed_total())
      ctx.warn(io, "placed total " + std::to_string(placed) + " disagrees with the " +
                       std::to_string(a.placed_total()) + " placements; rewritten as counted");
  }
}

// ---- §5.10 ----

template <class IO>
void serialize_speakers(IO& io, std::vector<Speaker>& v) {
  io.list(
      v, 56,
      [](IO& x, Speaker& s) {
        x.b32(s.exists);
        serialize_placement(x, s.position, s.rotation);
        x.i32(s.sound_id);
      },
      "speaker");
}

template <class IO>
void serialize_fog(IO& io, FogBackground& f) {
  auto s = io.section("fog and background");
  io.i32(f.fog_distance);
  io.i32(f.fog_intensity);
  io.i32(f.mist_z);
  io.i32(f.mist_intensity);
  io.b32(f.background_on);
  io.u32(f.background_colour);
  io.pstr(f.background_list_name);
  serialize_texture_list(io, f.background, 256);
  io.i32(f.bg_y_start);
  io.i32(f.bg_y_end);
}

template <class IO>
void serialize_sky(IO& io, Sky& k) {
  auto s = io.section("sky");
  io.u32(k.type);
  io.i32(k.z);
  io.i32(k.zoom);
  io.i32(k.gouraud_intensity);
  io.i32(k.gouraud_start);
  io.i32(k.speed);
  io.pstr(k.list_name);
  serialize_texture_list(io, k.textures, small_texture_size(io.flavour()));
  if (io.flavour().version >= 4) {
    auto l = io.section("lens flare");
    io.bytes(k.lens_flare, kLensFlareBytes);
  } else if constexpr (IO::kReading) {
    k.lens_flare.clear();
  } else if (!k.lens_flare.empty()) {
    io.fail("a BL3 sky has no lens flare");
  }
  io.u32(k.sun_colour);
}

// ---- §5.9 ----

template <class IO>
void serialize_uv4(IO& io, std::array<std::array<uint32_t, 2>, 4>& uv) {
  for (auto& c : uv) {
    io.u32(c[0]);
    io.u32(c[1]);
  }
}

template <class IO>
void serialize_steps(IO& io, std::vector<AnimStep>& v, size_t n) {
  io.expect_room(n, 8);
  io.items(
      v, n,
      [](IO& x, AnimStep& st) {
        x.fx(st.time);
        x.i32(st.key);
      },
      "step");
}

template <class IO>
void serialize_texture_animation(IO& io, TextureAnimation& t, const Context& ctx) {
  io.list(
      t.descriptors, 13,
      [](IO& x, TextureAnimDescriptor& d) {
        x.pstr(d.name);
        x.list(
            d.keys, 36,
            [](IO& y, TextureAnimKey& k) {
              y.i32(k.page);
              serialize_uv4(y, k.uv);
            },
            "key");
        x.fx(d.duration);
        uint32_t steps = static_cast<uint32_t>(d.steps.size());
        serialize_count(x, steps, 8);
        serialize_steps(x, d.steps, steps);
      },
      "descriptor");
  uint32_t faces = static_cast<uint32_t>(t.face_total());
  io.u32(faces);
  io.list(
      t.anims, 8,
      [](IO& x, TextureAnimUse& u) {
        x.i32(u.descriptor);
        x.list(
            u.sectors, 8,
            [](IO& y, AnimatedSector& s) {
              y.i32(s.sector);
              y.list(
                  s.faces, 12,
                  [](IO& z, AnimatedFace& f) {
                    z.b32(f.loop);
                    z.i32(f.kind);
                    z.i32(f.face);
                  },
                  "face");
            },
            "sector");
      },
      "anim");
  if constexpr (IO::kReading) {
    if (faces != t.face_total())
      ctx.warn(io, "face total " + std::to_string(faces) + " disagrees with the " +
                       std::to_string(t.face_total()) + " face references; rewritten as counted");
  }
}

template <class IO>
void serialize_sector_animation(IO& io, SectorAnimation& a) {
  io.list(
      a.entries, 20,
      [](IO& x, SectorAnimEntry& e) {
        x.i32(e.sector);
        x.b32(e.named_faces);
        const bool named = e.named_faces;
        x.list(
            e.keys, 20,
            [named](IO& y, Object& o) { serialize_object(y, o, named, FaceTail::kProperty); },
            "key object");
        // The step count precedes the duration here (§5.9).
        uint32_t steps = static_cast<uint32_t>(e.steps.size());
        serialize_count(x, steps, 8);
        x.fx(e.duration);
        serialize_steps(x, e.steps, steps);
      },
      "entry");
}

template <class IO>
void serialize_surface_animations(IO& io, std::vector<SurfaceAnimation>& v, bool& odd,
                                  const Context& ctx) {
  auto s = io.section("texture and sector animations");
  uint64_t word64 = 2 * uint64_t(v.size()) + (odd ? 1 : 0);
  if (word64 > UINT32_MAX) io.fail("too many animation entries");
  uint32_t word = static_cast<uint32_t>(word64);
  io.u32(word);
  const uint32_t n = word / 2;  // S3; S1/S2/S4 use (n+1)/2 [C]: only odd words differ
  if constexpr (IO::kReading) {
    odd = (word & 1) != 0;
    if (odd)
      ctx.warn(io, "odd entry word " + std::to_string(word) + " read as " + std::to_string(n) +
                       " entries (S3); S1/S2/S4 would read " + std::to_string(n + 1));
    io.expect_room(n, 1);
  }
  io.items(
      v, n,
      [&ctx](IO& x, SurfaceAnimation& e) {
        x.pstr(e.name);
        const bool sector = SurfaceAnimation::is_sector_name(e.name);
        if constexpr (IO::kReading) {
          if (sector)
            e.content.template emplace<SectorAnimation>();
          else
            e.content.template emplace<TextureAnimation>();
        } else {
          if (sector != std::holds_alternative<SectorAnimation>(e.content))
            x.fail(
                "an entry named \"ANIME SECTEUR\" must hold a sector animation, any other "
                "a texture animation");
        }
        if (auto* t = std::get_if<TextureAnimation>(&e.content))
          serialize_texture_animation(x, *t, ctx);
        else
          serialize_sector_animation(x, std::get<SectorAnimation>(e.content));
      },
      "entry");
}

// ---- §5.11 ----

template <class IO>
void serialize_repair_zones(IO& io, RepairZones& r) {
  io.list(
      r.zones, 68,
      [](IO& x, RepairZone& z) {
        for (auto& c : z.corners) x.vec3(c);
        x.vec3(z.centre);
        x.fx(z.height);
        x.fx(z.value);
      },
      "zone");
  io.fx(r.repair_time);
}

// ---- §5.12 ----

template <class IO>
void serialize_reference_times(IO& io, ReferenceTimes& t) {
  auto s = io.section("reference times");
  io.b32(t.has_lap_times);
  io.fx(t.lap_min);
  io.fx(t.lap_avg);
  io.b32(t.has_split_times);
  for (auto& v : t.split_min) io.fx(v);
  for (auto& v : t.split_avg) io.fx(v);
}

template <class IO>
void serialize_beacon_section(IO& io, BeaconSection& b) {
  serialize_triples(io, b.triples);
  io.list(
      b.beacons, 68,
      [](IO& x, Beacon& g) {
        x.vec3(g.a);
        x.vec3(g.b);
        x.vec3(g.b_raised);
        x.vec3(g.a_raised);
        x.vec3(g.normal);
        x.i32(g.front_chain);
        x.i32(g.back_chain);
      },
      "beacon");
  const size_t beacons = b.beacons.size();
  io.list(
      b.checkpoints, 32,
      [beacons](IO& x, Checkpoint& c) {
        x.i32(c.beacon);
        check_index(x, c.beacon, beacons, "checkpoint beacon");
        x.i16(c.positive);
        x.i16(c.distance_to_next);
        x.vec3(c.map_line_from);
        x.vec3(c.map_line_to);
      },
      "checkpoint");
  {
    auto p = io.section("phase triples");
    serialize_triples(io, b.phase_triples);
  }
  io.list(
      b.phases, 5,
      [](IO& x, Phase& p) {
        x.pstr(p.name);
        x.i32(p.triple);
      },
      "phase");
}

template <class IO>
void serialize_lane_file(IO& io, LaneFile& f, const Context& ctx) {
  io.list(
      f.points, 12, [](IO& x, Vec3& p) { x.vec3(p); }, "point");
  io.list(
      f.sections, 4,
      [](IO& x, LaneSection& s) {
        x.list(
            s.lanes, 16,
            [](IO& y, Lane& l) {
              y.i32(l.lane_number);
              y.i32(l.point_count);
              y.i32(l.first_point);
              y.u32(l.flags);
            },
            "lane");
      },
      "section");
  io.pstr(f.constraint_header);
  const bool constraints = iequals(f.constraint_header, kConstraintHeader);
  if (constraints) {
    auto c = io.section("constraints");
    io.list(
        f.constraints, 12,
        [](IO& x, LaneConstraint& k) {
          x.i32(k.beacon);
          x.i32(k.lane);
          x.u32(k.flags);
        },
        "constraint");
  } else if constexpr (IO::kReading) {
    f.constraints.clear();
    if (!is_neant(f.constraint_header))
      ctx.warn(io, "constraint header \"" + f.constraint_header +
                       "\" is neither PLANS CONTRAINTES nor NEANT; read as no constraints (S3)");
  } else if (!f.constraints.empty()) {
    io.fail("constraints need the header \"PLANS CONTRAINTES\"");
  }
  if constexpr (IO::kReading) {
    size_t bad = 0;
    for (const auto& s : f.sections)
      for (const auto& l : s.lanes)
        if (l.first_point < 0 || l.point_count < 0 ||
            int64_t(l.first_point) + l.point_count > int64_t(f.points.size()))
          ++bad;
    if (bad)
      ctx.warn(io, std::to_string(bad) + " lane(s) reach past the " +
                       std::to_string(f.points.size()) + " points");
  }
}

// A reference stored one higher than the zero-based index (§5.12.4, S2); with `nullable`,
// stored -1 means none. Wrapping arithmetic keeps every other value reversible.
template <class IO>
void one_higher(IO& io, int32_t& v, bool nullable, GraphReadStats* stats) {
  if constexpr (IO::kReading) {
    int32_t stored;
    io.i32(stored);
    if (nullable && stored == 0 && stats) ++stats->stored_zero_nullable;
    v = (nullable && stored == -1) ? -1 : static_cast<int32_t>(uint32_t(stored) - 1u);
  } else {
    int32_t stored = (nullable && v == -1) ? -1 : static_cast<int32_t>(uint32_t(v) + 1u);
    io.i32(stored);
  }
}

template <class IO>
void serialize_graph(IO& io, RaceGraph& g, const Context& ctx, GraphReadStats* stats) {
  io.fx(g.lap_length);
  uint32_t nodes = static_cast<uint32_t>(g.nodes.size());
  uint32_t arcs = static_cast<uint32_t>(g.arcs.size());
  uint32_t neighbours = static_cast<uint32_t>(g.neighbours.size());
  serialize_count(io, nodes, 28);
  serialize_count(io, arcs, 20);
  serialize_count(io, neighbours, 12);
  uint32_t alloc = g.alloc_words();
  io.u32(alloc);
  io.expect_room(nodes, 28);
  io.items(
      g.nodes, nodes,
      [](IO& x, GraphNode& n) {
        x.vec3(n.position);
        x.fx(n.value);
        x.i32(n.neighbour);  // plain 0-based (S2)
        x.list(
            n.out_arcs, 4, [](IO& y, int32_t& a) { y.i32(a); }, "out arc");
        x.list(
            n.in_arcs, 4, [](IO& y, int32_t& a) { y.i32(a); }, "in arc");
      },
      "node");
  io.expect_room(arcs, 20);
  io.items(
      g.arcs, arcs,
      [stats](IO& x, GraphArc& a) {
        one_higher(x, a.start_node, false, stats);
        one_higher(x, a.end_node, false, stats);
        x.list(
            a.carried_lanes, 4, [](IO& y, int32_t& l) { y.i32(l); }, "carried lane");
        x.i32(a.point_lane);
        x.list(
            a.values, 4, [](IO& y, Fx& v) { y.fx(v); }, "value");
      },
      "arc");
  io.expect_room(neighbours, 12);
  io.items(
      g.neighbours, neighbours,
      [stats](IO& x, GraphNeighbour& n) {
        one_higher(x, n.first_node, false, stats);
        one_higher(x, n.last_node, true, stats);
        one_higher(x, n.parent, true, stats);
      },
      "neighbour");
  if constexpr (IO::kReading) {
    if (alloc != g.alloc_words())
      ctx.warn(io, "alloc word count " + std::to_string(alloc) + " disagrees with the " +
                       std::to_string(g.alloc_words()) + " counted; rewritten as counted");
  }
}

template <class IO>
void serialize_difficulty(IO& io, Difficulty& d, const Context& ctx, const std::string& where) {
  io.pstr(d.name);
  {
    auto s = io.section("lanes");
    io.named_section(d.lanes, [&ctx](IO& x, LaneFile& f) { serialize_lane_file(x, f, ctx); });
  }
  auto s = io.section("race graph");
  GraphReadStats stats;
  io.named_section(d.graph, [&](IO& x, RaceGraph& g) { serialize_graph(x, g, ctx, &stats); });
  if constexpr (IO::kReading) {
    if (d.graph.value && ctx.warnings)
      check_graph_bases(*d.graph.value, d.lanes.value ? &*d.lanes.value : nullptr, stats,
                        where + " " + d.name + " race graph", *ctx.warnings);
  }
}

// Reference times, beacon section, start grid: the direction block up to its EASY difficulty.
template <class IO>
void serialize_direction_head(IO& io, Direction& d) {
  serialize_reference_times(io, d.times);
  {
    auto s = io.section("beacons");
    io.named_section(d.beacons, [](IO& x, BeaconSection& b) { serialize_beacon_section(x, b); });
  }
  auto s = io.section("start grid");
  io.list(
      d.start_grid, 36,
      [](IO& x, StartPlace& p) {
        x.vec3(p.position);
        x.vec3(p.axis_a);
        x.vec3(p.axis_b);
      },
      "start place");
}

// ---- §5.13 ----

template <class IO>
void serialize_competitor_list(IO& io, CompetitorList& l) {
  io.pstr(l.difficulty_name);
  io.named_section(l.competitors, [](IO& x, std::vector<Competitor>& v) {
    x.list(
        v, 14,
        [](IO& y, Competitor& c) {
          y.pstr(c.name);
          y.i32(c.lane);
          y.i32(c.behaviour);
          y.pstr(c.car);
          y.list(
              c.attacks, 12,
              [](IO& z, Attack& a) {
                z.i32(a.type);
                z.i32(a.situation);
                z.i32(a.chance);
              },
              "attack");
        },
        "competitor");
  });
}

}  // namespace unpod::assets::circuit_detail

// `dump` of a circuit (.BL4/.BL3): every section of pod-formats.md §5 with its counts and key
// fields, in file order.
#include <variant>

#include "dump.h"

namespace unpod::tool {
namespace {

using namespace assets;

Value dump_sectors(const Circuit& c) {
  Value v = Value::object();
  size_t vertices = 0, faces = 0, tris = 0, quads = 0, textured = 0;
  Value per_sector = Value::array();
  for (const auto& s : c.sectors) {
    vertices += s.object.positions.size();
    faces += s.object.faces.size();
    tris += s.object.triangle_count();
    quads += s.object.quad_count();
    for (const auto& f : s.object.faces) textured += f.textured() ? 1 : 0;
    per_sector.push(s.object.faces.size());
  }
  v.set("count", c.sectors.size());
  v.set("named_faces", c.named_sector_faces);
  v.set("vertices", vertices);
  v.set("faces", faces);
  v.set("triangles", tris);
  v.set("quads", quads);
  v.set("textured_faces", textured);
  v.set("faces_per_sector", std::move(per_sector));
  size_t with_list = 0, references = 0;
  for (const auto& e : c.visibility) {
    with_list += e.has_list ? 1 : 0;
    references += e.sectors.size();
  }
  Value& vis = v.set("visibility", Value::object());
  vis.set("entries", c.visibility.size());
  vis.set("with_list", with_list);
  vis.set("references", references);
  return v;
}

Value dump_environment(const Named<Environment>& n) {
  Value v = dump_named(n);
  if (!n.value) return v;
  const Environment& e = *n.value;
  v.set("triples", e.triples.size());
  Value& props = v.set("props", Value::array());
  for (const auto& d : e.descriptors) {
    Value& p = props.push(Value::object());
    p.set("name", d.name);
    p.set("texture_list", d.texture_list_name);
    p.set("pages", d.textures.pages.size());
    p.set("mesh", dump_object(d.decor.object));
    p.set("contacts", d.decor.contacts.size());
  }
  size_t placed = 0;
  for (const auto& s : e.sector_instances) placed += s.size();
  v.set("global_instances", e.global_instances.size());
  v.set("sector_instances", placed);
  return v;
}

Value dump_lights(const Named<Lighting>& n) {
  Value v = dump_named(n);
  if (!n.value) return v;
  size_t in_sectors = 0;
  for (const auto& s : n.value->sector_lights) in_sectors += s.size();
  v.set("global_lights", n.value->global_lights.size());
  v.set("sector_lights", in_sectors);
  v.set("direction", vec3(n.value->direction));
  return v;
}

Value dump_animations(const Named<Animations>& n) {
  Value v = dump_named(n);
  if (!n.value) return v;
  const Animations& a = *n.value;
  v.set("triples", a.triples.size());
  Value& ds = v.set("descriptors", Value::array());
  for (const auto& d : a.descriptors) {
    Value& x = ds.push(Value::object());
    x.set("name", d.name);
    x.set("frames", d.frame_count);
    x.set("object_anims", d.object_anims.size());
    x.set("sprite_anims", d.sprite_anims.size());
    x.set("wrongway", d.wrongway.has_value());
  }
  v.set("global_placements", a.global.placements.size());
  v.set("placed_total", a.placed_total());
  return v;
}

Value dump_surface_animations(const std::vector<SurfaceAnimation>& list) {
  Value v = Value::array();
  for (const auto& s : list) {
    Value& x = v.push(Value::object());
    x.set("name", s.name);
    if (const auto* t = std::get_if<TextureAnimation>(&s.content)) {
      x.set("kind", "texture");
      x.set("descriptors", t->descriptors.size());
      x.set("uses", t->anims.size());
      x.set("faces", t->face_total());
    } else if (const auto* sa = std::get_if<SectorAnimation>(&s.content)) {
      x.set("kind", "sector");
      x.set("entries", sa->entries.size());
    }
  }
  return v;
}

Value dump_lane_file(const Named<LaneFile>& n) {
  Value v = dump_named(n);
  if (!n.value) return v;
  size_t lanes = 0;
  for (const auto& s : n.value->sections) lanes += s.lanes.size();
  v.set("points", n.value->points.size());
  v.set("sections", n.value->sections.size());
  v.set("lanes", lanes);
  v.set("constraint_header", n.value->constraint_header);
  v.set("constraints", n.value->constraints.size());
  return v;
}

Value dump_graph(const Named<RaceGraph>& n) {
  Value v = dump_named(n);
  if (!n.value) return v;
  v.set("lap_length", fx(n.value->lap_length));
  v.set("nodes", n.value->nodes.size());
  v.set("arcs", n.value->arcs.size());
  v.set("neighbours", n.value->neighbours.size());
  return v;
}

Value dump_direction(const Direction& d, const char* name) {
  Value v = Value::object();
  v.set("direction", name);
  Value& times = v.set("reference_times", Value::object());
  times.set("has_lap_times", d.times.has_lap_times);
  times.set("lap_min", fx(d.times.lap_min));
  times.set("lap_avg", fx(d.times.lap_avg));
  Value& b = v.set("beacons", dump_named(d.beacons));
  if (d.beacons.value) {
    const BeaconSection& s = *d.beacons.value;
    b.set("triples", s.triples.size());
    b.set("beacons", s.beacons.size());
    b.set("checkpoints", s.checkpoints.size());
    b.set("phase_triples", s.phase_triples.size());
    Value& phases = b.set("phases", Value::array());
    for (const auto& p : s.phases) phases.push(p.name);
  }
  v.set("start_grid", d.start_grid.size());
  Value& diffs = v.set("difficulties", Value::array());
  for (const auto& diff : d.difficulties) {
    Value& x = diffs.push(Value::object());
    x.set("name", diff.name);
    x.set("lanes", dump_lane_file(diff.lanes));
    x.set("graph", dump_graph(diff.graph));
  }
  return v;
}

Value dump_competitors(const CompetitorList& list) {
  Value v = dump_named(list.competitors);
  v.set("difficulty", list.difficulty_name);
  Value& cs = v.set("competitors", Value::array());
  if (!list.competitors.value) return v;
  for (const auto& c : *list.competitors.value) {
    Value& x = cs.push(Value::object());
    x.set("name", c.name);
    x.set("lane", c.lane);
    x.set("behaviour", c.behaviour);
    x.set("car", c.car);
    // §5.13: type, situation bits (1 front, 2 left, 4 right, 8 rear), chance in %.
    Value& attacks = x.set("attacks", Value::array());
    for (const auto& a : c.attacks) {
      Value& r = attacks.push(Value::object());
      r.set("type", a.type);
      r.set("situation", a.situation);
      r.set("chance", a.chance);
    }
  }
  return v;
}

}  // namespace

Value dump_circuit(const Circuit& c) {
  Value v = Value::object();
  v.set("format", c.flavour.version == 3 ? "BL3" : "BL4");
  v.set("key", hex_value(c.flavour.key));
  v.set("track_name", c.track_name);

  Value& actions = v.set("actions", Value::object());
  actions.set("count", c.actions.size());
  Value& names = actions.set("names", Value::array());
  for (const auto& a : c.actions) names.push(a.name);

  Value& macros = v.set("macros", Value::object());
  macros.set("base", c.macros.base.size());
  macros.set("macro", c.macros.macro.size());
  macros.set("init", c.macros.init.size());
  macros.set("activate", c.macros.activate.size());
  macros.set("deactivate", c.macros.deactivate.size());
  macros.set("replace", c.macros.replace.size());
  macros.set("exchange", c.macros.exchange.size());
  macros.set("pair_lists", c.macros.width == MacroListWidth::kPairs ? "pairs" : "single words");

  Value& textures = v.set("textures", dump_texture_list(c.textures));
  textures.set("list_name", c.texture_list_name);
  v.set("sectors", dump_sectors(c));
  v.set("environment", dump_environment(c.environment));
  v.set("lights", dump_lights(c.lights));
  v.set("animations", dump_animations(c.animations));
  Value& speakers = v.set("speakers", dump_named(c.speakers));
  speakers.set("count", c.speakers.value ? c.speakers.value->size() : 0);

  Value& fog = v.set("fog", Value::object());
  fog.set("distance", c.fog.fog_distance);
  fog.set("intensity", c.fog.fog_intensity);
  fog.set("mist_z", c.fog.mist_z);
  fog.set("mist_intensity", c.fog.mist_intensity);
  Value& bg = v.set("background", Value::object());
  bg.set("on", c.fog.background_on);
  bg.set("colour", hex_value(c.fog.background_colour));
  bg.set("list_name", c.fog.background_list_name);
  bg.set("pages", c.fog.background.pages.size());

  Value& sky = v.set("sky", Value::object());
  sky.set("type", c.sky.type);
  sky.set("list_name", c.sky.list_name);
  sky.set("pages", c.sky.textures.pages.size());
  sky.set("lens_flare", !c.sky.lens_flare.empty());
  sky.set("sun_colour", hex_value(c.sky.sun_colour));

  v.set("surface_animations", dump_surface_animations(c.surface_animations));
  Value& repair = v.set("repair_zones", dump_named(c.repair_zones));
  repair.set("count", c.repair_zones.value ? c.repair_zones.value->zones.size() : 0);

  Value& dirs = v.set("directions", Value::array());
  dirs.push(dump_direction(c.directions[0], "forward"));
  dirs.push(dump_direction(c.directions[1], "reverse"));
  Value& comps = v.set("competitor_lists", Value::array());
  for (const auto& list : c.competitors) comps.push(dump_competitors(list));

  Value& warnings = v.set("warnings", Value::array());
  for (const auto& w : c.warnings) warnings.push(w);
  return v;
}

}  // namespace unpod::tool

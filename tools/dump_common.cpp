// Dump pieces shared by circuits and cars: texture lists and meshes (pod-formats.md §4.1-§4.3).
#include "dump.h"

namespace unpod::tool {

Value dump_texture_list(const assets::TextureList& list) {
  Value v = Value::object();
  v.set("page_size", list.size);
  v.set("pages", list.pages.size());
  v.set("texel_format", list.palette ? "palette index" : "RGB565");
  Value& regions = v.set("regions_per_page", Value::array());
  for (const auto& p : list.pages) regions.push(p.regions.size());
  Value& names = v.set("region_names", Value::array());
  for (const auto& p : list.pages)
    for (const auto& r : p.regions) names.push(r.name);
  return v;
}

Value dump_object(const assets::Object& object) {
  Value v = Value::object();
  size_t textured = 0;
  for (const auto& f : object.faces) textured += f.textured() ? 1 : 0;
  v.set("vertices", object.positions.size());
  v.set("faces", object.faces.size());
  v.set("triangles", object.triangle_count());
  v.set("quads", object.quad_count());
  v.set("textured_faces", textured);
  v.set("radius", fx(object.radius));
  return v;
}

}  // namespace unpod::tool

#include "unpod/assets/mesh.h"

namespace unpod::assets {

Material Face::material_kind() const {
  if (iequals(material, "GOURAUD")) return Material::kGouraud;
  if (iequals(material, "TEXTURE")) return Material::kTexture;
  if (iequals(material, "TEXGOU")) return Material::kTexGou;
  return Material::kFlat;
}

size_t Object::triangle_count() const {
  size_t n = 0;
  for (const Face& f : faces) n += f.vertex_count == 3;
  return n;
}

size_t Object::quad_count() const {
  size_t n = 0;
  for (const Face& f : faces) n += f.vertex_count == 4;
  return n;
}

}  // namespace unpod::assets

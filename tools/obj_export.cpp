#include "obj_export.h"

#include <cstdio>
#include <fstream>

#include "unpod/assets/file_io.h"
#include "unpod/assets/png.h"

namespace unpod::tool {
namespace {

double unit(assets::Fx v) {
  return double(v) / 65536.0;
}

// POD is z-up (pod-formats.md §0.3); OBJ viewers expect y-up: (x, y, z) -> (x, z, -y), a
// rotation, so faces keep their winding.
void put_vec(std::ostream& out, const char* tag, double x, double y, double z) {
  char buf[128];
  std::snprintf(buf, sizeof buf, "%s %.6g %.6g %.6g\n", tag, x, z, 0.0 - y);  // no "-0"
  out << buf;
}

std::string page_material(uint32_t page) {
  return "page_" + std::to_string(page);
}

}  // namespace

ObjExport::ObjExport(std::string base, const assets::TextureList* textures)
    : base_(std::move(base)), textures_(textures) {
  obj_ << "# Exported by unpod-tool from POD data; y-up (POD's z-up as x, z, -y)\n"
       << "mtllib " << base_ << ".mtl\n";
}

std::string ObjExport::material_for(const assets::Face& face) {
  // A textured face whose page exists gets its page's material; everything else (flat and
  // Gouraud colours, or a page out of range) gets one material per colour.
  if (face.textured() && textures_ && face.color_or_page < textures_->pages.size()) {
    const std::string name = page_material(face.color_or_page);
    if (!materials_.count(name)) {
      materials_[name] = "Kd 1 1 1\nmap_Kd " + base_ + "_" + name + ".png\n";
      pages_used_.insert(face.color_or_page);
    }
    return name;
  }
  const uint32_t rgb = face.textured() ? 0x808080u : (face.color_or_page & 0xFFFFFFu);
  char name[24];
  std::snprintf(name, sizeof name, "color_%06X", rgb);
  if (!materials_.count(name)) {
    char body[80];
    std::snprintf(body, sizeof body, "Kd %.4f %.4f %.4f\n", ((rgb >> 16) & 0xFF) / 255.0,
                  ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
    materials_[name] = body;
  }
  return name;
}

void ObjExport::add_object(const std::string& name, const assets::Object& object,
                           const assets::Vec3& offset) {
  ++objects_;
  obj_ << "o " << name << "\n";
  const size_t first_vertex = vertices_ + 1, first_normal = normals_ + 1;
  for (const auto& p : object.positions)
    put_vec(obj_, "v", unit(p.x) + unit(offset.x), unit(p.y) + unit(offset.y),
            unit(p.z) + unit(offset.z));
  vertices_ += object.positions.size();
  // Per-vertex normals exist only when the file holds one per position.
  const bool has_normals = object.normals.size() == object.positions.size();
  if (has_normals) {
    for (const auto& n : object.normals) put_vec(obj_, "vn", unit(n.x), unit(n.y), unit(n.z));
    normals_ += object.normals.size();
  }
  const double page_size = textures_ && textures_->size ? double(textures_->size) : 256.0;
  std::string current;
  for (const auto& face : object.faces) {
    if (face.vertex_count != 3 && face.vertex_count != 4) continue;
    bool in_range = true;
    for (uint32_t k = 0; k < face.vertex_count; ++k)
      in_range = in_range && face.indices[k] < object.positions.size();
    if (!in_range) continue;
    const std::string material = material_for(face);
    if (material != current) {
      obj_ << "usemtl " << material << "\n";
      current = material;
    }
    // Texel v = 0 is the page's top row (§4.1); OBJ's v = 0 is the bottom.
    for (uint32_t k = 0; k < face.vertex_count; ++k) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "vt %.6g %.6g\n", face.uv[k][0] / page_size,
                    1.0 - face.uv[k][1] / page_size);
      obj_ << buf;
    }
    obj_ << "f";
    for (uint32_t k = 0; k < face.vertex_count; ++k) {
      obj_ << ' ' << first_vertex + face.indices[k] << '/' << uvs_ + 1 + k;
      if (has_normals) obj_ << '/' << first_normal + face.indices[k];
    }
    obj_ << "\n";
    uvs_ += face.vertex_count;
    ++faces_;
  }
}

std::string ObjExport::write(const std::filesystem::path& dir) const {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return "cannot create " + dir.string() + ": " + ec.message();
  const auto put = [&](const std::string& file, const std::string& text) {
    return assets::write_file_atomic(
        dir / file,
        std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
  };
  if (auto e = put(base_ + ".obj", obj_.str()); !e.empty()) return e;
  std::string mtl = "# Materials of " + base_ + ".obj: one per texture page, one per colour\n";
  for (const auto& [name, body] : materials_) mtl += "\nnewmtl " + name + "\n" + body;
  if (auto e = put(base_ + ".mtl", mtl); !e.empty()) return e;
  for (const uint32_t page : pages_used_) {
    const auto rgba = textures_->to_rgba8(page);
    const auto png = assets::encode_png_rgba8(textures_->size, textures_->size, rgba);
    if (png.empty()) return "cannot encode texture page " + std::to_string(page) + " as PNG";
    if (auto e = assets::write_file_atomic(dir / (base_ + "_" + page_material(page) + ".png"), png);
        !e.empty())
      return e;
  }
  return "";
}

}  // namespace unpod::tool

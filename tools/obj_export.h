// Wavefront OBJ + MTL + PNG writer for POD meshes: positions converted from POD's z-up to the
// y-up of common viewers as (x, z, -y), texel coordinates divided by the page size, one
// material per texture page and one per flat colour.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "unpod/assets/mesh.h"
#include "unpod/assets/texture.h"

namespace unpod::tool {

class ObjExport {
 public:
  // `base` names the files: BASE.obj, BASE.mtl, BASE_page_N.png. `textures` may be null.
  ObjExport(std::string base, const assets::TextureList* textures);

  // Adds `object` as one OBJ object named `name`, moved by `offset` (POD units, z-up).
  void add_object(const std::string& name, const assets::Object& object,
                  const assets::Vec3& offset = {});

  // Writes the OBJ, the MTL and one PNG per texture page used into `dir` (created). Returns an
  // error message or "".
  std::string write(const std::filesystem::path& dir) const;

  size_t vertex_count() const { return vertices_; }
  size_t face_count() const { return faces_; }
  size_t object_count() const { return objects_; }

 private:
  std::string material_for(const assets::Face& face);

  std::string base_;
  const assets::TextureList* textures_;
  std::ostringstream obj_;
  std::map<std::string, std::string> materials_;  // name -> MTL body
  std::set<uint32_t> pages_used_;                 // texture pages some face uses
  size_t vertices_ = 0, uvs_ = 0, normals_ = 0, faces_ = 0, objects_ = 0;
};

}  // namespace unpod::tool

// `unpod-tool export FILE OUTDIR`: a circuit's sectors or a car's good-state parts and wheels
// as Wavefront OBJ + MTL + PNG textures, y-up.
#include <iostream>

#include "commands.h"
#include "obj_export.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"

namespace unpod::tool {

const char* const kExportUsage =
    "usage: unpod-tool export FILE OUTDIR [--place-wheels]\n\n"
    "Writes FILE's meshes to OUTDIR as NAME.obj, NAME.mtl and NAME_page_N.png (one PNG per\n"
    "texture page used). Positions are converted from POD's z-up to y-up as (x, z, -y); texture\n"
    "coordinates are texels divided by the page size; one material per texture page and one per\n"
    "flat colour.\n"
    "  .BL4 .BL3   every sector, one object `sector_N` each\n"
    "  .BV4 .BV3   the 6 good-state body parts and the 4 wheels; --place-wheels moves each wheel\n"
    "              by its physics point's position (the game places wheels at run time)\n";

namespace {
// OBJ object names: the part names without spaces.
std::string object_name(std::string_view part) {
  std::string name(part);
  for (auto& c : name)
    if (c == ' ') c = '_';
  return name;
}
}  // namespace

int run_export(const Args& args) {
  bool place_wheels = false;
  Args files;
  for (const auto& a : args) {
    if (a == "--place-wheels")
      place_wheels = true;
    else if (a.starts_with("--"))
      throw UsageError("unknown option " + a);
    else
      files.push_back(a);
  }
  if (files.size() != 2) throw UsageError("expects FILE and OUTDIR");
  const std::filesystem::path in = files[0], out = files[1];
  const std::string ext = upper_extension(in);
  const std::string base = in.stem().string();

  std::string error;
  size_t vertices = 0, faces = 0, objects = 0;
  if (ext == ".BL4" || ext == ".BL3") {
    auto circuit = assets::load_circuit(in);
    if (!circuit) return report(circuit.error());
    ObjExport obj(base, &circuit->textures);
    for (size_t i = 0; i < circuit->sectors.size(); ++i)
      obj.add_object("sector_" + std::to_string(i), circuit->sectors[i].object);
    error = obj.write(out);
    vertices = obj.vertex_count(), faces = obj.face_count(), objects = obj.object_count();
  } else if (ext == ".BV4" || ext == ".BV3") {
    auto car = assets::load_car(in);
    if (!car) return report(car.error());
    ObjExport obj(base, car->textures ? &*car->textures : nullptr);
    // §7.4: parts 0-5 are the good state's body, 18-21 the wheels FR, RR, FL, RL, in the
    // order of the physics points 0-3.
    const size_t good = size_t(assets::CarPart::kGoodFrontLeft) + 1;
    for (size_t i = 0; i < good; ++i)
      obj.add_object(object_name(assets::car_part_name(i)), car->parts[i].object);
    for (size_t w = 0; w < 4; ++w) {
      const size_t part = size_t(assets::CarPart::kWheelFrontRight) + w;
      const assets::Vec3 at = place_wheels ? car->physics.points[w].position : assets::Vec3{};
      obj.add_object(object_name(assets::car_part_name(part)), car->parts[part].object, at);
    }
    error = obj.write(out);
    vertices = obj.vertex_count(), faces = obj.face_count(), objects = obj.object_count();
  } else {
    throw UsageError("cannot export '" + in.string() +
                     "': export reads circuits (.BL4 .BL3) and cars (.BV4 .BV3)");
  }
  if (!error.empty()) return report(error);
  std::cout << "wrote " << (out / (base + ".obj")).string() << ": " << objects << " objects, "
            << vertices << " vertices, " << faces << " faces\n";
  return kExitOk;
}

}  // namespace unpod::tool

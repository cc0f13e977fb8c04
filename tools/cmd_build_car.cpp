// `unpod-tool build-car DESC OUT.BV4`: compiles a car description (docs/CAR-FORMAT.md) into a
// BV4 car file, read back and compared before the command reports success.
#include <iostream>

#include "commands.h"
#include "disc.h"
#include "unpod/assets/car.h"

namespace unpod::tool {

const char* const kBuildCarUsage =
    "usage: unpod-tool build-car DESC OUT.BV4\n\n"
    "Compiles the car description DESC (text, docs/CAR-FORMAT.md) into the car file OUT.BV4:\n"
    "body parts for the three damage states, wheels, shadows, hulls, textures and the physics\n"
    "block. The file is written atomically, then read back (every checksum, every section) and\n"
    "compared with the compiled car. An error names the description's line: DESC:LINE: message.\n";

int run_build_car(const Args& args) {
  if (args.size() != 2) throw UsageError("expects DESC and OUT.BV4");
  for (const auto& a : args)
    if (a.starts_with("--")) throw UsageError("unknown option " + a);
  const std::filesystem::path desc = args[0], out = args[1];
  if (upper_extension(out) != ".BV4")
    throw UsageError("OUT must be a .BV4 file (16-bit textures), got '" + out.string() + "'");
  if (auto e = disc::build_car_file(desc, out); !e.empty()) return report(e);
  auto car = assets::load_car(out);
  if (!car) return report(car.error());
  size_t faces = 0;
  for (const auto& part : car->parts) faces += part.object.faces.size();
  std::cout << "wrote " << out.string() << ": " << car->name << ", " << faces << " faces, "
            << (car->textures ? car->textures->pages.size() : 0) << " texture pages\n";
  return kExitOk;
}

}  // namespace unpod::tool

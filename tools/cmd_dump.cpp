// `unpod-tool dump FILE [--json]`: reads FILE by its extension and prints every section's
// counts and key fields, as indented text or one JSON object.
#include <iostream>

#include "commands.h"
#include "dump.h"
#include "dump_formats.h"

namespace unpod::tool {

const char* const kDumpUsage =
    "usage: unpod-tool dump FILE [--json]\n\n"
    "Reads FILE by its extension and prints every section's counts and key fields:\n"
    "  .BL4 .BL3      circuit: actions, macros, textures, sectors (faces, triangles, quads),\n"
    "                 props, lights, animations, beacons, checkpoints, phases, lanes, race\n"
    "                 graphs per difficulty and direction, competitors and their attacks\n"
    "  .BV4 .BV3      car: name, every physics field by name, parts, shadows, textures\n"
    "  .BIN           CIRCUITS.BIN or a car list (VOITURES.BIN, VOITURE2.BIN, VOIRESET.BIN)\n"
    "  .IMG           menu images\n"
    "  .BMD .BBM      messages, frame bitmaps\n"
    "--json prints one JSON object.\n";

int run_dump(const Args& args) {
  bool json = false;
  Args files;
  for (const auto& a : args) {
    if (a == "--json")
      json = true;
    else if (a.starts_with("--"))
      throw UsageError("unknown option " + a);
    else
      files.push_back(a);
  }
  if (files.size() != 1) throw UsageError("expects one FILE");
  const std::filesystem::path path = files[0];

  auto dumped = dump_file(path);
  if (!dumped) return report(dumped.error());
  Value out = Value::object();
  out.set("file", path.string());
  out.set("kind", dumped->kind);
  out.set(dumped->kind, std::move(dumped->value));
  if (json) {
    out.write_json(std::cout);
    std::cout << "\n";
  } else {
    out.write_text(std::cout);
  }
  return kExitOk;
}

}  // namespace unpod::tool

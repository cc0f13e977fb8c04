// `unpod-tool info [DIR] [--json]`: what a POD installation holds (docs/pod-formats.md §1).
#include <iostream>

#include "commands.h"
#include "unpod/assets/install.h"
#include "value.h"

namespace unpod::tool {

const char* const kInfoUsage =
    "usage: unpod-tool info [DIR] [--json]\n\n"
    "Locates the POD installation in DIR (default: $UNPOD_DATA), case-insensitively, and lists\n"
    "its root, flavour (BL4 or BL3), circuits (display name, file, laps, length, mirror), cars\n"
    "(display name, file, list) and any warnings. --json prints one JSON object.\n";

int run_info(const Args& args) {
  bool json = false;
  std::filesystem::path dir;
  int paths = 0;
  for (const auto& a : args) {
    if (a == "--json")
      json = true;
    else if (a.starts_with("--"))
      throw UsageError("unknown option " + a);
    else if (++paths > 1)
      throw UsageError("expects at most one folder");
    else
      dir = a;
  }
  auto found = assets::locate_installation(dir);
  if (!found) return report(found.error());
  const assets::Installation& install = *found;

  Value out = Value::object();
  out.set("root", install.root.string());
  out.set("flavour", install.flavour == assets::CircuitFlavour::kBL4 ? "BL4" : "BL3");
  out.set("circuits_bin", install.circuits_bin.string());
  Value& circuits = out.set("circuits", Value::array());
  for (const auto& c : install.circuits) {
    Value& v = circuits.push(Value::object());
    v.set("name", c.name);
    v.set("display_name", c.display_name);
    v.set("file", c.file.empty() ? Value() : Value(c.file.string()));
    v.set("laps", c.laps);
    v.set("length", c.length);
    v.set("available", c.available);
    v.set("mirror", c.mirror);
    v.set("level", c.level);
  }
  Value& cars = out.set("cars", Value::array());
  for (const auto& c : install.cars) {
    Value& v = cars.push(Value::object());
    v.set("name", c.name);
    v.set("display_name", c.display_name);
    v.set("file", c.file.empty() ? Value() : Value(c.file.string()));
    v.set("list", c.list);
  }
  Value& warnings = out.set("warnings", Value::array());
  for (const auto& w : install.warnings) warnings.push(w);

  if (json) {
    out.write_json(std::cout);
    std::cout << "\n";
  } else {
    out.write_text(std::cout);
  }
  return kExitOk;
}

}  // namespace unpod::tool

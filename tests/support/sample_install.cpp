#include "support/sample_install.h"

#include <stdexcept>

#include "support/sample_car.h"
#include "support/sample_circuit.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/lists.h"

namespace unpod::test {

SampleInstall write_sample_install(const TempDir& dir, const std::string& sub, bool bl3) {
  namespace fs = std::filesystem;
  SampleInstall s;
  s.root = sub.empty() ? dir.path() : dir.path() / sub;
  const fs::path rel = sub.empty() ? fs::path() : fs::path(sub);
  auto write = [&](const fs::path& relative, const std::vector<uint8_t>& bytes) {
    dir.write((rel / relative).string(), bytes);
  };

  // CIRCUITS.BIN at the root, named in mixed case; three listed circuits.
  std::vector<assets::CircuitListEntry> circuits(3);
  circuits[0].name = "Beltane";
  circuits[0].display_name = "Beltane";
  circuits[0].flags = 3;
  circuits[0].length = 3120;
  circuits[0].laps = 4;
  circuits[0].level = 1;
  circuits[1].name = "Arkham";
  circuits[1].display_name = "Arkham Ruins";
  circuits[1].flags = 1;
  circuits[1].length = 2480;
  circuits[1].laps = 3;
  circuits[2].name = "Tropical";
  circuits[2].display_name = "Tropical Dunes";
  circuits[2].flags = 1;
  circuits[2].length = 4105;
  circuits[2].laps = 5;
  circuits[2].level = 2;
  s.circuits_bin = "Circuits.bin";
  write(s.circuits_bin, assets::write_circuit_list(circuits));
  for (const auto& c : circuits) s.listed_circuits.push_back(c.name);

  const std::string circuit_dir = "data/Binary/circuits/";
  const char* circuit_names[] = {"Beltane", "ARKHAM", "tropical", "Secret"};
  const char* circuit_exts[] = {".bl4", ".BL4", ".Bl4", ".BL4"};
  // Real circuit files, so tools that open them (info, dump, unpod) see a genuine installation.
  SampleCircuitOptions circuit_options;
  circuit_options.version = bl3 ? 3 : 4;
  auto circuit_file = assets::write_circuit(make_sample_circuit(circuit_options));
  if (!circuit_file) throw std::runtime_error(circuit_file.error().to_string());
  for (size_t i = 0; i < 4; ++i) {
    std::string ext = circuit_exts[i];
    if (bl3) ext.back() = '3';
    const fs::path p = circuit_dir + circuit_names[i] + ext;
    write(p, *circuit_file);
    s.circuit_files.push_back(p);
  }
  s.unlisted_circuit = "Secret";

  // VOITURES.BIN names two cars, VOITURE2.BIN repeats one and adds one; one file is unlisted.
  std::vector<assets::CarListEntry> list1 = {{"Mirage GT", "Mirage", "", "", "", 0},
                                             {"Hammer", "Hammer", "", "", "", 0}};
  std::vector<assets::CarListEntry> list2 = {{"Mirage again", "MIRAGE", "", "", "", 0},
                                             {"Falcon", "Falcon", "", "", "", 0}};
  write("data/Voitures.BIN", assets::write_car_list(list1));
  write("data/voiture2.bin", assets::write_car_list(list2));
  s.listed_cars = {"Mirage", "Hammer", "Falcon"};

  const char* car_files[] = {"Mirage", "HAMMER", "falcon", "Spare"};
  const char* car_exts[] = {".bv4", ".BV4", ".Bv4", ".bV4"};
  const int version = bl3 ? 3 : 4;
  for (size_t i = 0; i < 4; ++i) {
    assets::Car car = make_sample_car(version);
    car.name = car_files[i];
    auto bytes = assets::write_car(car);
    if (!bytes) throw std::runtime_error(bytes.error().to_string());
    std::string ext = car_exts[i];
    if (bl3) ext.back() = '3';
    const fs::path p = std::string("data/Binary/Voitures/") + car_files[i] + ext;
    write(p, *bytes);
    s.car_files.push_back(p);
  }
  s.unlisted_car = "Spare";
  return s;
}

}  // namespace unpod::test

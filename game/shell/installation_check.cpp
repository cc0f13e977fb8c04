#include "shell/installation_check.h"

#include <filesystem>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"

namespace unpod::game {

std::string DamagedFile::detail() const {
  return what + ": " + error.to_string();
}

std::string DamagedFile::in_words() const {
  return "The " + what + " cannot be raced: its file " +
         std::filesystem::path(error.file).filename().string() +
         " is damaged. Copy it again from your POD disc (the details are on the terminal)";
}

std::vector<DamagedFile> damaged_files(const assets::Installation& installation) {
  std::vector<DamagedFile> damaged;
  for (const assets::InstalledCircuit& c : installation.circuits) {
    if (c.file.empty()) continue;  // the locator warned about it already
    const auto circuit = assets::load_circuit(c.file);
    if (!circuit) damaged.push_back({"circuit " + c.name, circuit.error()});
  }
  for (const assets::InstalledCar& c : installation.cars) {
    if (c.file.empty()) continue;
    const auto car = assets::load_car(c.file);
    if (!car) damaged.push_back({"car " + c.name, car.error()});
  }
  return damaged;
}

}  // namespace unpod::game

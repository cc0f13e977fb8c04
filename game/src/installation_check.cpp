#include "installation_check.h"

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"

namespace unpod::game {

std::vector<std::string> damaged_files(const assets::Installation& installation) {
  std::vector<std::string> damaged;
  for (const assets::InstalledCircuit& c : installation.circuits) {
    if (c.file.empty()) continue;  // the locator warned about it already
    const auto circuit = assets::load_circuit(c.file);
    if (!circuit) damaged.push_back("circuit " + c.name + ": " + circuit.error().to_string());
  }
  for (const assets::InstalledCar& c : installation.cars) {
    if (c.file.empty()) continue;
    const auto car = assets::load_car(c.file);
    if (!car) damaged.push_back("car " + c.name + ": " + car.error().to_string());
  }
  return damaged;
}

}  // namespace unpod::game

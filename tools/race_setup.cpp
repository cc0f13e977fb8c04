// Installation, circuit, cars and the session for the headless race commands.
#include "race_setup.h"

#include <algorithm>
#include <cstdlib>

#include "unpod/assets/file_io.h"
#include "unpod/assets/serial.h"
#include "unpod/sim/physics/damage.h"
#include "unpod/sim/race/frame_clock.h"
#include "unpod/sim/session/replay.h"

namespace unpod::tool {
namespace {

std::filesystem::path exe_dir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe.parent_path();
}

}  // namespace

std::optional<assets::Installation> find_data(const std::string& data, std::string& error) {
  std::filesystem::path dir = data;
  if (dir.empty()) {
    if (const char* env = std::getenv("UNPOD_DATA"); env && *env) dir = env;
  }
  if (dir.empty()) {
    const auto here = exe_dir();
    for (const auto& candidate : {here / ".." / "game" / "demo-disc", here / "demo-disc",
                                  here / ".." / "share" / "unpod" / "demo-disc"}) {
      std::error_code ec;
      if (std::filesystem::is_regular_file(candidate / "CIRCUITS.BIN", ec)) {
        dir = candidate;
        break;
      }
    }
    if (dir.empty()) {
      error = "no installation given (--data DIR or UNPOD_DATA) and no demo disc beside " +
              here.string();
      return std::nullopt;
    }
  }
  auto located = assets::locate_installation(dir);
  if (!located) {
    error = located.error().to_string();
    return std::nullopt;
  }
  return std::move(located).value();
}

bool load_race_data(const assets::Installation& inst, const std::string& track, LoadedRaceData& out,
                    std::string& error) {
  const auto it = std::find_if(inst.circuits.begin(), inst.circuits.end(),
                               [&](const assets::InstalledCircuit& c) {
                                 return !c.file.empty() && assets::iequals(c.name, track);
                               });
  if (it == inst.circuits.end()) {
    std::string names;
    for (const auto& c : inst.circuits)
      if (!c.file.empty()) names += (names.empty() ? "" : ", ") + c.name;
    error = "no circuit named '" + track + "' in " + inst.root.string() +
            " (circuits: " + (names.empty() ? "none" : names) + ")";
    return false;
  }
  out.entry = *it;
  auto bytes = assets::read_file(it->file);
  if (!bytes) {
    error = bytes.error().to_string();
    return false;
  }
  out.circuit_crc = assets::crc32_of(*bytes);
  auto circuit = assets::load_circuit(it->file);
  if (!circuit) {
    error = "circuit " + it->name + ": " + circuit.error().to_string();
    return false;
  }
  out.circuit = std::move(circuit.value());
  for (const auto& c : inst.cars) {
    if (c.file.empty()) continue;
    auto car_bytes = assets::read_file(c.file);
    if (!car_bytes) {
      error = car_bytes.error().to_string();
      return false;
    }
    auto car = assets::load_car(c.file);
    if (!car) {
      error = "car " + c.name + ": " + car.error().to_string();
      return false;
    }
    out.car_names.push_back(c.name);
    out.car_crcs.push_back(assets::crc32_of(*car_bytes));
    out.cars.push_back(std::move(car.value()));
  }
  if (out.cars.empty()) {
    error = "no car file in " + inst.root.string();
    return false;
  }
  return true;
}

std::unique_ptr<sim::session::RaceSession> make_session(const LoadedRaceData& data,
                                                        const assets::Replay& setup,
                                                        std::string& error) {
  sim::session::SessionSetup s;
  s.race.humans = setup.humans;
  s.race.computers = setup.computers;
  s.race.laps = setup.laps;
  s.difficulty = setup.difficulty;
  s.direction = setup.direction;
  s.physics.difficulty = setup.difficulty;
  s.physics.damage.on = setup.damage;
  s.physics.damage.mode = setup.damage_mode;
  s.physics.walls.push_back_through = setup.walls_push_back;
  s.physics.lengths.long_at_1_256 = setup.long_lengths;
  s.view = static_cast<sim::race::ViewStep>(setup.view_step);
  std::vector<sim::session::RacerEntry> racers;
  for (const assets::ReplayRacer& r : setup.racers) {
    const auto it = std::find(data.car_names.begin(), data.car_names.end(), r.car);
    if (it == data.car_names.end()) {
      error = "racer " + r.driver + "'s car " + r.car + " is not in the installation";
      return nullptr;
    }
    sim::session::RacerEntry e;
    e.car = &data.cars[size_t(it - data.car_names.begin())];
    e.car_name = r.car;
    e.driver = r.driver;
    e.human = r.human;
    e.lane = r.lane;
    e.attacks = r.attacks;
    racers.push_back(std::move(e));
  }
  auto session = sim::session::RaceSession::make(data.circuit, s, std::move(racers));
  if (!session) {
    error = session.error().to_string();
    return nullptr;
  }
  for (int32_t h = 0; h < setup.humans && size_t(h) < setup.devices.size(); ++h) {
    sim::controls::PlayerDevice d;
    d.device = sim::session::device_of(setup.devices[size_t(h)]);
    session.value()->set_device(h, d);
  }
  return std::move(session).value();
}

}  // namespace unpod::tool

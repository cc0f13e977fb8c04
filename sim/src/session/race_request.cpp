// A race request planned into a race's description, and the session made from one.
#include "unpod/sim/session/race_request.h"

#include <algorithm>

#include "unpod/assets/file_io.h"
#include "unpod/assets/serial.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/session/racers.h"
#include "unpod/sim/session/replay.h"

namespace unpod::sim::session {
namespace {

const char* const kRequestDifficulties[3] = {"easy", "normal", "hard"};
const char* const kDamageRules[3] = {"off", "global", "sector"};

std::string names_listed(const std::vector<std::string>& names) {
  std::string list;
  for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
  return list.empty() ? "none" : list;
}

bool file_crc32(const std::filesystem::path& path, uint32_t& crc, std::string& error) {
  auto bytes = assets::read_file(path);
  if (!bytes) {
    error = bytes.error().to_string();
    return false;
  }
  crc = assets::crc32_of(*bytes);
  return true;
}

}  // namespace

bool damage_allowed(int32_t difficulty, DamageRule rule) {
  switch (difficulty) {
    case 0:
      return rule == DamageRule::kOff;
    case 1:
      return rule == DamageRule::kGlobal || rule == DamageRule::kSector;
    default:
      return rule == DamageRule::kSector;
  }
}

DamageRule damage_for(int32_t difficulty, DamageRule wanted) {
  if (damage_allowed(difficulty, wanted)) return wanted;
  return difficulty <= 0 ? DamageRule::kOff : DamageRule::kSector;
}

int32_t RaceData::car_index(const std::string& name) const {
  const auto it = std::find(car_names.begin(), car_names.end(), name);
  return it == car_names.end() ? -1 : int32_t(it - car_names.begin());
}

bool load_race_data(const assets::Installation& installation, const std::string& circuit,
                    RaceData& out, std::string& error) {
  const auto it = std::find_if(installation.circuits.begin(), installation.circuits.end(),
                               [&](const assets::InstalledCircuit& c) {
                                 return !c.file.empty() && assets::iequals(c.name, circuit);
                               });
  if (it == installation.circuits.end()) {
    std::vector<std::string> names;
    for (const auto& c : installation.circuits)
      if (!c.file.empty()) names.push_back(c.name);
    error = "no circuit named '" + circuit + "' in " + installation.root.string() +
            " (circuits: " + names_listed(names) + ")";
    return false;
  }
  out.entry = *it;
  if (!file_crc32(it->file, out.circuit_crc, error)) return false;
  auto loaded = assets::load_circuit(it->file);
  if (!loaded) {
    error = "circuit " + it->name + ": " + loaded.error().to_string();
    return false;
  }
  out.circuit = std::move(loaded.value());
  for (const auto& c : installation.cars) {
    if (c.file.empty()) continue;
    uint32_t crc = 0;
    if (!file_crc32(c.file, crc, error)) return false;
    auto car = assets::load_car(c.file);
    if (!car) {
      error = "car " + c.name + ": " + car.error().to_string();
      return false;
    }
    out.car_names.push_back(c.name);
    out.car_files.push_back(c.file);
    out.car_crcs.push_back(crc);
    out.cars.push_back(std::move(car.value()));
  }
  if (out.cars.empty()) {
    error = "no car file in " + installation.root.string();
    return false;
  }
  return true;
}

std::optional<RacePlan> plan_race(const RaceData& data, const RaceRequest& request,
                                  std::string& error) {
  const std::string& name = data.entry.name;
  if (request.difficulty < 0 || request.difficulty > 2) {
    error = "difficulty " + std::to_string(request.difficulty) + " is not 0 (easy) to 2 (hard)";
    return std::nullopt;
  }
  if (!damage_allowed(request.difficulty, request.damage)) {
    error = std::string("damage ") + kDamageRules[int32_t(request.damage)] + " is not offered on " +
            kRequestDifficulties[request.difficulty] +
            " (POD: off only on easy, global or sector on normal, sector only on hard)";
    return std::nullopt;
  }
  // Every circuit file holds both directions; CIRCUITS.BIN says whether the mirror is offered.
  if (request.mirror && !data.entry.mirror) {
    error = "circuit " + name + " has no mirrored direction (its CIRCUITS.BIN entry offers none)";
    return std::nullopt;
  }
  if (request.laps && (*request.laps < 1 || *request.laps > race::kStoredLaps)) {
    error = "laps must be 1 to " + std::to_string(race::kStoredLaps) + ", not " +
            std::to_string(*request.laps);
    return std::nullopt;
  }
  const auto humans = int32_t(request.human_cars.size());
  if (humans > int32_t(assets::kReplayMaxHumans) || request.cars < std::max(humans, 1) ||
      request.cars > 8) {
    error = std::to_string(request.cars) + " cars with " + std::to_string(humans) +
            " humans: a race has 1 to 8 cars, the humans among them (at most " +
            std::to_string(assets::kReplayMaxHumans) + ")";
    return std::nullopt;
  }
  if (request.time_trial && request.cars != 1) {
    error = "a time trial is one car alone (the player's, or the computer's), not " +
            std::to_string(request.cars) + " cars";
    return std::nullopt;
  }
  std::vector<size_t> human_car(size_t(humans), 0);
  for (size_t h = 0; h < human_car.size(); ++h) {
    const std::string& wanted = request.human_cars[h];
    if (wanted.empty()) continue;
    const auto it = std::find_if(data.car_names.begin(), data.car_names.end(),
                                 [&](const std::string& c) { return assets::iequals(c, wanted); });
    if (it == data.car_names.end()) {
      error = "no car named '" + wanted + "' (cars: " + names_listed(data.car_names) + ")";
      return std::nullopt;
    }
    human_car[h] = size_t(it - data.car_names.begin());
  }

  RacePlan plan;
  const int32_t direction = request.mirror ? 1 : 0;
  race::RaceSetup racers;
  racers.humans = humans;
  racers.computers = request.cars - humans;
  const auto grid = int32_t(data.circuit.directions[size_t(direction)].start_grid.size());
  if (racers.racers() > grid) {
    if (humans > grid) {
      error = "circuit " + name + " has " + std::to_string(grid) + " grid places, fewer than the " +
              std::to_string(humans) + " players";
      return std::nullopt;
    }
    plan.warnings.push_back("circuit " + name + " has " + std::to_string(grid) +
                            " grid places: " + std::to_string(grid - humans) + " opponents race");
    racers.computers = grid - humans;
  }

  assets::Replay& setup = plan.setup;
  setup.circuit = name;
  setup.circuit_crc = data.circuit_crc;
  setup.direction = direction;
  setup.difficulty = request.difficulty;
  setup.laps = request.laps.value_or(data.entry.laps > 0 ? data.entry.laps : 3);
  setup.humans = racers.humans;
  setup.computers = racers.computers;
  setup.view_step = int32_t(request.view);
  setup.damage = request.damage != DamageRule::kOff;
  setup.damage_mode = request.damage == DamageRule::kGlobal ? 1 : 2;
  setup.walls_push_back = request.walls_push_back;
  setup.long_lengths = request.long_lengths;
  setup.human_path_order = request.human_path_order;
  setup.until_all_finish = request.until_all_finish;
  setup.time_trial = request.time_trial;
  setup.network = request.network;
  // The opponents' cars go round from the first player's (choose_racers); each human then
  // takes their own.
  const auto choices = choose_racers(data.circuit, request.difficulty, racers, data.car_names,
                                     human_car.empty() ? 0 : human_car[0]);
  for (size_t r = 0; r < choices.size(); ++r) {
    const RacerChoice& c = choices[r];
    if (!c.note.empty()) plan.warnings.push_back(c.note);
    const size_t car = c.human ? human_car[r] : c.car;
    assets::ReplayRacer out;
    out.driver = c.driver;
    out.car = data.car_names[car];
    out.car_crc = data.car_crcs[car];
    out.human = c.human;
    out.lane = c.lane;
    out.attacks = c.attacks;
    setup.racers.push_back(std::move(out));
  }
  setup.devices.resize(size_t(humans));  // keyboards until a frame says otherwise
  return plan;
}

SessionSetup session_setup_of(const assets::Replay& setup) {
  SessionSetup s;
  s.race.humans = setup.humans;
  s.race.computers = setup.computers;
  s.race.laps = setup.laps;
  s.race.time_trial = setup.time_trial;
  s.race.network = setup.network;
  s.race.human_path_order = setup.human_path_order;
  s.race.until_all_finish = setup.until_all_finish;
  s.difficulty = setup.difficulty;
  s.direction = setup.direction;
  s.physics.difficulty = setup.difficulty;
  s.physics.damage.on = setup.damage;
  s.physics.damage.mode = setup.damage_mode;
  s.physics.walls.push_back_through = setup.walls_push_back;
  s.physics.lengths.long_at_1_256 = setup.long_lengths;
  s.view = static_cast<race::ViewStep>(setup.view_step);
  return s;
}

std::unique_ptr<RaceSession> make_session(const RaceData& data, const assets::Replay& setup,
                                          std::string& error) {
  std::vector<RacerEntry> racers;
  for (const assets::ReplayRacer& r : setup.racers) {
    const int32_t car = data.car_index(r.car);
    if (car < 0) {
      error = "racer " + r.driver + "'s car " + r.car + " is not in the installation";
      return nullptr;
    }
    RacerEntry e;
    e.car = &data.cars[size_t(car)];
    e.car_name = r.car;
    e.driver = r.driver;
    e.human = r.human;
    e.lane = r.lane;
    e.attacks = r.attacks;
    racers.push_back(std::move(e));
  }
  auto session = RaceSession::make(data.circuit, session_setup_of(setup), std::move(racers));
  if (!session) {
    error = "circuit " + data.entry.name + ": " + session.error().to_string();
    return nullptr;
  }
  for (int32_t h = 0; h < setup.humans && size_t(h) < setup.devices.size(); ++h) {
    controls::PlayerDevice d;
    d.device = device_of(setup.devices[size_t(h)]);
    session.value()->set_device(h, d);
  }
  return std::move(session).value();
}

}  // namespace unpod::sim::session

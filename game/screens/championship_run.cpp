#include "screens/championship_run.h"

#include <system_error>

#include "modes/championship_progress.h"

namespace unpod::game::screens {
namespace {

std::vector<sim::race::RacerName> racer_names(const LoadedRace& race) {
  std::vector<sim::race::RacerName> names;
  for (const Racer& r : race.racers)
    names.push_back({r.driver, race.data.car_names[size_t(r.car)]});
  return names;
}

}  // namespace

std::filesystem::path championship_file(const std::filesystem::path& user_folder) {
  return user_folder / modes::kChampionshipFile;
}

sim::session::RaceRequest ChampionshipRun::next_request() const {
  const modes::ChampionshipSetup& setup = championship.setup();
  sim::session::RaceRequest r;
  if (const std::string* circuit = championship.next_circuit()) r.circuit = *circuit;
  if (setup.laps > 0) r.laps = setup.laps;
  r.difficulty = setup.difficulty;
  r.damage = setup.damage;
  int32_t computers = 0;
  for (const modes::ChampionshipRacer& racer : setup.roster) {
    if (racer.human)
      r.human_cars.push_back(racer.car);
    else
      ++computers;
  }
  r.cars = int32_t(r.human_cars.size()) + computers;
  r.walls_push_back = true;  // the game's, as every race from the menus
  r.long_lengths = true;
  r.human_path_order = true;
  r.view = kRaceViewStep;
  return r;
}

std::string ChampionshipRun::count(const LoadedRace& race) {
  const std::string error =
      championship.add_race(modes::racer_results(race.session->results(), racer_names(race)));
  if (!error.empty()) return error;
  return modes::save_championship(championship, file);
}

void ChampionshipRun::finish() const {
  std::error_code ec;
  std::filesystem::remove(file, ec);
}

std::shared_ptr<ChampionshipRun> begin_championship(const std::vector<std::string>& circuits,
                                                    bool custom, const LoadedRace& race,
                                                    const sim::session::RaceRequest& request,
                                                    const std::filesystem::path& file,
                                                    std::string& error) {
  modes::ChampionshipSetup setup;
  setup.circuits = circuits;
  setup.custom = custom;
  setup.difficulty = request.difficulty;
  setup.damage = request.damage;
  setup.laps = request.laps.value_or(0);
  for (const Racer& r : race.racers)
    setup.roster.push_back({r.driver, race.data.car_names[size_t(r.car)], r.human});
  auto championship = modes::Championship::start(setup, error);
  if (!championship) return nullptr;
  auto run = std::make_shared<ChampionshipRun>(ChampionshipRun{std::move(*championship), file});
  error = modes::save_championship(run->championship, file);
  if (!error.empty()) return nullptr;
  return run;
}

}  // namespace unpod::game::screens

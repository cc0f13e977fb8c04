// A championship being played from the menus: its rules and results (modes::Championship), the
// file its progress is kept in (saved after every race, so it continues after a restart), and
// what each race is asked for (the next circuit, the first grid's cars, the difficulty, laps and
// damage).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "modes/championship.h"
#include "race/race_load.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::game::screens {

struct ChampionshipRun {
  modes::Championship championship;
  std::filesystem::path file;

  // The next race: its circuit, the humans' cars and as many computer cars as the first grid.
  sim::session::RaceRequest next_request() const;
  // The race's results counted and the progress saved; an error (or empty).
  std::string count(const LoadedRace& race);
  // Over: the progress file goes (a new championship starts afresh).
  void finish() const;
};

// The progress file in the user's folder.
std::filesystem::path championship_file(const std::filesystem::path& user_folder);

// A championship whose first race is `race` (its grid is the roster), over `circuits` (race
// order), saved at once; nullptr with `error` when the rules refuse it.
std::shared_ptr<ChampionshipRun> begin_championship(const std::vector<std::string>& circuits,
                                                    bool custom, const LoadedRace& race,
                                                    const sim::session::RaceRequest& request,
                                                    const std::filesystem::path& file,
                                                    std::string& error);

}  // namespace unpod::game::screens

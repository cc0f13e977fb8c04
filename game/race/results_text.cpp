#include "race/results_text.h"

#include "unpod/sim/fx/format_time.h"

namespace unpod::game {

std::string results_text(const std::vector<sim::race::RaceResult>& results,
                         const std::vector<std::string>& drivers) {
  std::string out = "Results:\n";
  for (const sim::race::RaceResult& r : results) {
    const std::string place = r.retired ? "-" : std::to_string(r.place);
    std::string driver = r.racer >= 0 && static_cast<size_t>(r.racer) < drivers.size()
                             ? drivers[static_cast<size_t>(r.racer)]
                             : "racer " + std::to_string(r.racer + 1);
    const std::string time = r.finished  ? sim::fx::format_time_text(r.race_time)
                             : r.retired ? "RETIRED"
                                         : "DNF";
    const std::string best = r.best_lap > 0 ? sim::fx::format_time_text(r.best_lap) : "-";
    driver.resize(20, ' ');
    std::string line = "  " + std::string(place.size() < 2 ? 2 - place.size() : 0, ' ') + place +
                       "  " + driver + "  " + time + "  best " + best;
    if (r.driven_to_end && r.finished) line += "  (driven to the line)";
    out += line + "\n";
  }
  return out;
}

}  // namespace unpod::game

#include "race_report.h"

#include <cmath>
#include <cstdio>

#include "unpod/assets/text_utf8.h"
#include "unpod/sim/fx/format_time.h"

namespace unpod::tool {

namespace {

// Marks a result that the end's run to the line gave (the record's bit 2, FUN_0047831c).
constexpr const char* kDrivenMark = "*";

const char* const kDifficultyNames[3] = {"EASY", "NORMAL", "HARD"};

}  // namespace

std::string value_of(const Args& args, size_t& i) {
  if (i + 1 >= args.size()) throw UsageError(args[i] + " needs a value");
  return args[++i];
}

int integer_in(const std::string& text, const char* what, int lo, int hi) {
  size_t used = 0;
  int v = 0;
  try {
    v = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || v < lo || v > hi)
    throw UsageError(std::string(what) + " must be a number from " + std::to_string(lo) + " to " +
                     std::to_string(hi) + ", not '" + text + "'");
  return v;
}

double seconds(sim::physics::Fx t) {
  return double(t) / 65536.0;
}

std::string hash_text(uint64_t h) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(h));
  return buf;
}

RunFigures figures_of(const sim::session::SimulatedTime& t, double wall_seconds) {
  RunFigures f;
  f.frame_seconds = double(t.frame_ms) / 1000.0;
  f.sim_seconds = f.frame_seconds + double(t.run_to_line) / 65536.0;
  f.wall_seconds = wall_seconds;
  f.frames = t.frames;
  return f;
}

void print_results(std::ostream& out, const sim::session::RaceData& data,
                   const assets::Replay& setup, const sim::session::RaceSession& session,
                   const RunFigures& figures) {
  out << data.entry.display_name << " (" << data.entry.name << "), " << setup.laps
      << (setup.laps == 1 ? " lap, " : " laps, ") << kDifficultyNames[setup.difficulty]
      << (setup.direction ? ", mirrored, " : ", ") << setup.racers.size() << " cars\n";
  char line[160];
  std::snprintf(line, sizeof line, "%-5s  %-20s  %-10s  %-9s  %-9s  %s\n", "place", "driver", "car",
                "time", "best lap", "laps");
  out << line;
  bool any_driven = false;
  for (const sim::race::RaceResult& r : session.results()) {
    const assets::ReplayRacer& who = setup.racers[size_t(r.racer)];
    const std::string time = (r.finished ? sim::fx::format_time_text(r.race_time) : "--") +
                             (r.driven_to_end ? kDrivenMark : "");
    const std::string best = r.best_lap ? sim::fx::format_time_text(r.best_lap) : "--";
    const std::string place = r.retired ? "-" : std::to_string(r.place);
    std::snprintf(line, sizeof line, "%5s  %-20s  %-10s  %-9s  %-9s  %d%s\n", place.c_str(),
                  who.driver.c_str(), who.car.c_str(), time.c_str(), best.c_str(), r.laps,
                  r.retired    ? "  (retired)"
                  : r.finished ? ""
                               : "  (did not finish)");
    out << line;
    any_driven = any_driven || r.driven_to_end;
  }
  if (any_driven)
    out << kDrivenMark
        << " driven to the line by the end's run: still racing when the race ended, then\n"
           "  driven home at the run's coarser step (pod-race.md \"The end\")\n";
  char tail[200];
  std::snprintf(tail, sizeof tail,
                "state hash %s\nsimulated %.2f s (%d steps, %u frames) in %.3f s wall: %.0fx "
                "real time\n",
                hash_text(session.hash()).c_str(), figures.sim_seconds, session.steps(),
                figures.frames, figures.wall_seconds,
                figures.wall_seconds > 0 ? figures.sim_seconds / figures.wall_seconds : 0.0);
  out << tail;
}

double rounded(double v, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(v * scale) / scale;
}

nlohmann::ordered_json results_json(const assets::Replay& setup,
                                    const sim::session::RaceSession& session,
                                    const RunFigures& figures) {
  nlohmann::ordered_json o;
  o["results"] = nlohmann::ordered_json::array();
  for (const sim::race::RaceResult& r : session.results()) {
    const assets::ReplayRacer& who = setup.racers[size_t(r.racer)];
    const sim::session::Incidents& met = session.incidents()[size_t(r.racer)];
    nlohmann::ordered_json row;
    row["place"] = r.place;
    row["driver"] = assets::utf8_text(who.driver);
    row["car"] = assets::utf8_text(who.car);
    row["human"] = r.human;
    row["finished"] = r.finished;
    row["race_time"] = seconds(r.race_time);
    row["best_lap"] = seconds(r.best_lap);
    row["race_time_text"] = sim::fx::format_time_text(r.race_time);
    row["best_lap_text"] = sim::fx::format_time_text(r.best_lap);
    row["laps"] = r.laps;
    row["driven_to_line"] = r.driven_to_end;
    row["retired"] = r.retired;
    row["put_backs"] = met.put_backs;
    row["car_contacts"] = met.car_contacts;
    o["results"].push_back(std::move(row));
  }
  o["state_hash"] = hash_text(session.hash());
  o["sim_seconds"] = rounded(figures.sim_seconds, 3);
  o["frame_seconds"] = rounded(figures.frame_seconds, 3);
  o["wall_seconds"] = rounded(figures.wall_seconds, 4);
  o["steps"] = session.steps();
  o["frames"] = figures.frames;
  return o;
}

}  // namespace unpod::tool

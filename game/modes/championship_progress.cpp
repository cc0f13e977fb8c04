#include "modes/championship_progress.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <map>
#include <sstream>
#include <system_error>

#include "modes/championship_rules.h"
#include "settings/settings_file.h"
#include "unpod/assets/serial.h"

namespace unpod::game::modes {
namespace {

using settings::SettingsEntry;
using settings::SettingsFile;
using settings::SettingsSection;

constexpr const char* kMain = "championship";
constexpr const char* kCircuits = "circuits";
constexpr const char* kDifficultyWords[] = {"easy", "normal", "hard"};
constexpr const char* kDamageWords[] = {"off", "global", "sector"};

std::string racer_section(size_t i) {
  return "racer " + std::to_string(i + 1);
}
std::string race_section(size_t i) {
  return "race " + std::to_string(i + 1);
}
std::string racer_key(size_t i) {
  return "racer " + std::to_string(i + 1);
}
std::string circuit_key(size_t i) {
  return "race " + std::to_string(i + 1);
}

// A fault of the file: the line it is on (0: none, the file as a whole) and what is wrong.
struct Fault {
  int line = 0;
  std::string what;
};

// Where each [section] header is, read from the text as inih reads it (the name between the
// first '[' of the line, spaces skipped, and the next ']'), for faults about a section's
// missing keys. The first header of a name counts (inih joins repeated sections).
std::map<std::string, int> header_lines(const std::string& text, int& last_line) {
  std::map<std::string, int> out;
  std::istringstream in(text);
  std::string line;
  last_line = 0;
  while (std::getline(in, line)) {
    ++last_line;
    const size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] != '[') continue;
    const size_t end = line.find(']', start);
    if (end != std::string::npos) out.emplace(line.substr(start + 1, end - start - 1), last_line);
  }
  return out;
}

// The file read: its sections checked against what the format allows, and each value parsed,
// every fault thrown as a Fault with its line.
class ProgressReader {
 public:
  ProgressReader(const SettingsFile& file, const std::string& text) : file_(file) {
    headers_ = header_lines(text, last_line_);
  }

  // The section's line (its header), or the file's last line when it is not there.
  int section_line(const std::string& name) const {
    const auto it = headers_.find(name);
    return it == headers_.end() ? last_line_ : it->second;
  }

  const SettingsSection* section(const std::string& name) const {
    for (const SettingsSection& s : file_.sections())
      if (s.name == name) return &s;
    return nullptr;
  }

  const SettingsEntry& entry(const std::string& section_name, const std::string& key) const {
    const SettingsEntry* e = file_.find(section_name, key);
    if (!e)
      throw Fault{
          section_line(section_name),
          (section(section_name) ? "[" + section_name + "] has no " + key
                                 : "there is no [" + section_name + "] section, so no " + key)};
    return *e;
  }

  int64_t number(const std::string& section_name, const std::string& key, int64_t lo,
                 int64_t hi) const {
    const SettingsEntry& e = entry(section_name, key);
    return number_in(e, e.value, lo, hi);
  }

  static int64_t number_in(const SettingsEntry& e, const std::string& text, int64_t lo,
                           int64_t hi) {
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
      throw Fault{e.line, e.key + ": \"" + text + "\" is not a whole number"};
    if (v < lo || v > hi)
      throw Fault{e.line, e.key + ": " + text + " is outside " + std::to_string(lo) + ".." +
                              std::to_string(hi)};
    return v;
  }

  bool yes_no(const std::string& section_name, const std::string& key) const {
    const SettingsEntry& e = entry(section_name, key);
    if (e.value == "yes") return true;
    if (e.value == "no") return false;
    throw Fault{e.line, key + ": \"" + e.value + "\" is not yes or no"};
  }

  // Every section is one the format has, and every key of it one it allows, given once.
  void check_known(
      const std::vector<std::pair<std::string, std::vector<std::string>>>& allowed) const {
    for (const SettingsSection& s : file_.sections()) {
      const auto known = std::find_if(allowed.begin(), allowed.end(),
                                      [&](const auto& a) { return a.first == s.name; });
      for (size_t i = 0; i < s.entries.size(); ++i) {
        const SettingsEntry& e = s.entries[i];
        if (known == allowed.end())
          throw Fault{e.line, s.name.empty() ? "a key before any [section]"
                                             : "[" + s.name + "] is not a section of this file"};
        if (std::find(known->second.begin(), known->second.end(), e.key) == known->second.end())
          throw Fault{e.line, e.key + " is not a key of [" + s.name + "]"};
        for (size_t j = 0; j < i; ++j)
          if (s.entries[j].key == e.key)
            throw Fault{e.line, e.key + " is given twice in [" + s.name + "]"};
      }
    }
  }

 private:
  const SettingsFile& file_;
  std::map<std::string, int> headers_;
  int last_line_ = 0;
};

// One result line: "PLACE finished|unfinished RACE_TIME BEST_LAP".
RaceEntry race_entry(const SettingsEntry& e, size_t grid) {
  std::istringstream in(e.value);
  std::string place, state, time, lap, more;
  in >> place >> state >> time >> lap;
  if (lap.empty() || (in >> more))
    throw Fault{e.line, e.key + ": \"" + e.value +
                            "\" is not PLACE finished|unfinished RACE_TIME BEST_LAP"};
  RaceEntry r;
  r.raced = true;
  r.place = static_cast<int32_t>(ProgressReader::number_in(e, place, 0, int64_t(grid)));
  if (state != "finished" && state != "unfinished")
    throw Fault{e.line, e.key + ": \"" + state + "\" is not finished or unfinished"};
  r.finished = state == "finished";
  r.race_time = static_cast<assets::Fx>(ProgressReader::number_in(e, time, 0, INT32_MAX));
  r.best_lap = static_cast<assets::Fx>(ProgressReader::number_in(e, lap, 0, INT32_MAX));
  return r;
}

Championship read_progress(const SettingsFile& file, const std::string& text,
                           const std::vector<std::string>& available) {
  const ProgressReader r(file, text);
  const SettingsEntry& version = r.entry(kMain, "version");
  if (ProgressReader::number_in(version, version.value, 0, INT32_MAX) != kChampionshipFileVersion)
    throw Fault{version.line, "version " + version.value + " is not one this build reads (" +
                                  std::to_string(kChampionshipFileVersion) + ")"};

  ChampionshipSetup setup;
  setup.custom = r.yes_no(kMain, "custom");
  const SettingsEntry& difficulty = r.entry(kMain, "difficulty");
  setup.difficulty = -1;
  for (int32_t d = 0; d < 3; ++d)
    if (difficulty.value == kDifficultyWords[d]) setup.difficulty = d;
  if (setup.difficulty < 0)
    throw Fault{difficulty.line,
                "difficulty: \"" + difficulty.value + "\" is not easy, normal or hard"};
  // Damage: written since it was added; a file without it takes the difficulty's own rule.
  setup.damage = sim::session::damage_for(setup.difficulty, sim::session::DamageRule::kOff);
  if (const SettingsEntry* damage = file.find(kMain, "damage")) {
    int32_t d = 0;
    while (d < 3 && damage->value != kDamageWords[d]) ++d;
    if (d == 3)
      throw Fault{damage->line, "damage: \"" + damage->value + "\" is not off, global or sector"};
    setup.damage = sim::session::DamageRule(d);
  }
  setup.laps = static_cast<int32_t>(r.number(kMain, "laps", 0, sim::race::kMaxLaps));
  const auto circuits = static_cast<size_t>(r.number(kMain, "circuits", 1, kMostRaces));
  const auto races = static_cast<size_t>(r.number(kMain, "races", 0, int64_t(circuits)));
  const auto racers = static_cast<size_t>(r.number(kMain, "racers", 1, kMostRacers));
  const auto grid = static_cast<size_t>(r.number(kMain, "grid", 1, int64_t(racers)));

  std::vector<std::pair<std::string, std::vector<std::string>>> allowed = {
      {kMain,
       {"version", "custom", "difficulty", "damage", "laps", "circuits", "races", "racers",
        "grid"}},
      {kCircuits, {}}};
  for (size_t i = 0; i < circuits; ++i) allowed[1].second.push_back(circuit_key(i));
  for (size_t i = 0; i < racers; ++i)
    allowed.push_back({racer_section(i), {"driver", "car", "human"}});
  std::vector<std::string> racer_keys;
  for (size_t i = 0; i < racers; ++i) racer_keys.push_back(racer_key(i));
  for (size_t i = 0; i < races; ++i) allowed.push_back({race_section(i), racer_keys});
  r.check_known(allowed);

  for (size_t i = 0; i < circuits; ++i) {
    const SettingsEntry& e = r.entry(kCircuits, circuit_key(i));
    const auto known = std::find_if(available.begin(), available.end(), [&](const auto& name) {
      return assets::iequals(name, e.value);
    });
    if (known == available.end())
      throw Fault{e.line, "the circuit \"" + e.value + "\" is not in this installation"};
    setup.circuits.push_back(*known);
  }

  std::vector<ChampionshipRacer> roster;
  for (size_t i = 0; i < racers; ++i) {
    const std::string s = racer_section(i);
    roster.push_back({r.entry(s, "driver").value, r.entry(s, "car").value, r.yes_no(s, "human")});
  }
  setup.roster.assign(roster.begin(), roster.begin() + static_cast<std::ptrdiff_t>(grid));

  std::string error;
  std::optional<Championship> c = Championship::start(setup, error);
  if (!c) throw Fault{r.section_line(kMain), error};
  for (size_t race = 0; race < races; ++race) {
    const std::string s = race_section(race);
    std::vector<RacerResult> results;
    for (size_t i = 0; i < racers; ++i) {
      const SettingsEntry* e = file.find(s, racer_key(i));
      if (!e) continue;
      const RaceEntry entry = race_entry(*e, racers);
      results.push_back({roster[i].driver, roster[i].car, roster[i].human, entry.place,
                         entry.finished, entry.race_time, entry.best_lap});
    }
    error = c->add_race(results);
    if (!error.empty()) throw Fault{r.section_line(s), "[" + s + "]: " + error};
  }
  // The drivers who joined later join in the order of their first race, as they did.
  if (c->racers() != roster)
    for (size_t i = 0; i < roster.size(); ++i)
      if (i >= c->racers().size() || c->racers()[i] != roster[i])
        throw Fault{r.section_line(racer_section(i)),
                    "[" + racer_section(i) + "] does not match the racers of the races above " +
                        "(a driver past the grid joins at the first race they are in)"};
  return std::move(*c);
}

}  // namespace

ChampionshipRead load_championship(const std::filesystem::path& path,
                                   const std::vector<std::string>& available_circuits) {
  ChampionshipRead out;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return out;
  out.existed = true;
  std::ifstream in(path, std::ios::binary);
  if (!std::filesystem::is_regular_file(path, ec) || !in) {
    out.problems.push_back(path.string() + ": cannot read it; it is left as it is");
    return out;
  }
  std::stringstream text;
  text << in.rdbuf();
  in.close();

  Fault fault;
  std::vector<int> bad_lines;
  const SettingsFile file = settings::parse_settings(text.str(), bad_lines);
  if (!bad_lines.empty()) {
    fault = {bad_lines.front(), "not a [section] or a key = value line"};
  } else {
    try {
      out.championship = read_progress(file, text.str(), available_circuits);
      return out;
    } catch (const Fault& f) {
      fault = f;
    }
  }
  std::string where = path.string();
  if (fault.line > 0) where.append(":").append(std::to_string(fault.line));
  std::string problem = where + ": " + fault.what;
  out.kept_as = settings::keep_aside(path);
  problem += out.kept_as ? "; the file is kept as " + out.kept_as->string()
                         : "; it could not be moved aside and is left as it is";
  out.problems.push_back(std::move(problem));
  return out;
}

namespace {

// The file's sections and keys (docs/CHAMPIONSHIP.md).
SettingsFile progress_file(const Championship& c) {
  SettingsFile file;
  const ChampionshipSetup& setup = c.setup();
  file.set(kMain, "version", std::to_string(kChampionshipFileVersion));
  file.set(kMain, "custom", setup.custom ? "yes" : "no");
  file.set(kMain, "difficulty", kDifficultyWords[setup.difficulty]);
  file.set(kMain, "damage", kDamageWords[int32_t(setup.damage)]);
  file.set(kMain, "laps", std::to_string(setup.laps));
  file.set(kMain, "circuits", std::to_string(setup.circuits.size()));
  file.set(kMain, "races", std::to_string(c.races_run()));
  file.set(kMain, "racers", std::to_string(c.racers().size()));
  file.set(kMain, "grid", std::to_string(setup.roster.size()));
  for (size_t i = 0; i < setup.circuits.size(); ++i)
    file.set(kCircuits, circuit_key(i), setup.circuits[i]);
  for (size_t i = 0; i < c.racers().size(); ++i) {
    const ChampionshipRacer& r = c.racers()[i];
    file.set(racer_section(i), "driver", r.driver);
    file.set(racer_section(i), "car", r.car);
    file.set(racer_section(i), "human", r.human ? "yes" : "no");
  }
  for (size_t race = 0; race < c.races_run(); ++race)
    for (size_t i = 0; i < c.racers().size(); ++i) {
      const RaceEntry& e = c.results()[race][i];
      if (!e.raced) continue;
      file.set(race_section(race), racer_key(i),
               std::to_string(e.place) + (e.finished ? " finished " : " unfinished ") +
                   std::to_string(e.race_time) + " " + std::to_string(e.best_lap));
    }
  return file;
}

}  // namespace

std::string championship_text(const Championship& championship) {
  return progress_file(championship).text();
}

std::string save_championship(const Championship& championship, const std::filesystem::path& path) {
  return settings::write_settings(progress_file(championship), path);
}

}  // namespace unpod::game::modes

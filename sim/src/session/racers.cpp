// Who races, and in which car.
#include "unpod/sim/session/racers.h"

#include "unpod/assets/serial.h"

namespace unpod::sim::session {

std::vector<RacerChoice> choose_racers(const assets::Circuit& circuit, int difficulty,
                                       const race::RaceSetup& setup,
                                       const std::vector<std::string>& car_names,
                                       size_t player_car) {
  std::vector<RacerChoice> out;
  const size_t car_count = car_names.size();
  if (car_count == 0) return out;
  const size_t level = difficulty < 0 ? 0 : difficulty > 2 ? 2 : size_t(difficulty);
  const auto& list = circuit.competitors[level].competitors.value;
  // Names for the drivers past the list's end: the other lists' in order, each once.
  std::vector<std::string> spare;
  for (size_t other = 0; other < circuit.competitors.size(); ++other) {
    const auto& more = circuit.competitors[other].competitors.value;
    if (other == level || !more) continue;
    for (const assets::Competitor& c : *more) {
      bool used = false;
      if (list)
        for (const assets::Competitor& mine : *list) used |= mine.name == c.name;
      for (const std::string& s : spare) used |= s == c.name;
      if (!used && !c.name.empty()) spare.push_back(c.name);
    }
  }
  size_t next_spare = 0;
  for (int32_t r = 0; r < setup.racers(); ++r) {
    RacerChoice c;
    c.human = r < setup.humans;
    if (c.human) {
      c.driver = "PLAYER " + std::to_string(r + 1);
      c.car = player_car % car_count;
      out.push_back(std::move(c));
      continue;
    }
    const size_t k = size_t(r - setup.humans);
    c.car = (player_car + k + 1) % car_count;
    if (list && k < list->size()) {
      const assets::Competitor& who = (*list)[k];
      c.driver = who.name;
      c.lane = who.lane;
      c.attacks = who.attacks;
      if (!who.car.empty()) {
        size_t found = car_count;
        for (size_t i = 0; i < car_count && found == car_count; ++i)
          if (assets::iequals(car_names[i], who.car)) found = i;
        if (found < car_count)
          c.car = found;
        else
          c.note = who.name + "'s car " + who.car +
                   " is not in this installation: " + car_names[c.car] + " instead";
      }
    } else if (next_spare < spare.size()) {
      c.driver = spare[next_spare++];
    } else {
      // Every list's names taken (at most 8 racers; a circuit lists 7 or 8 a difficulty).
      c.driver = car_names[c.car] + " " + std::to_string(k + 1);
    }
    out.push_back(std::move(c));
  }
  return out;
}

RacerEntry entry_for(const RacerChoice& choice, const assets::Car* car, std::string car_name) {
  RacerEntry e;
  e.car = car;
  e.driver = choice.driver;
  e.car_name = std::move(car_name);
  e.human = choice.human;
  e.lane = choice.lane;
  e.attacks = choice.attacks;
  return e;
}

}  // namespace unpod::sim::session

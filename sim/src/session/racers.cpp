// Who races, and in which car.
#include "unpod/sim/session/racers.h"

namespace unpod::sim::session {

std::vector<RacerChoice> choose_racers(const assets::Circuit& circuit, int difficulty,
                                       const race::RaceSetup& setup, size_t car_count,
                                       size_t player_car) {
  std::vector<RacerChoice> out;
  if (car_count == 0) return out;
  const size_t level = difficulty < 0 ? 0 : difficulty > 2 ? 2 : size_t(difficulty);
  const auto& list = circuit.competitors[level].competitors.value;
  for (int32_t r = 0; r < setup.racers(); ++r) {
    RacerChoice c;
    c.human = r < setup.humans;
    if (c.human) {
      c.driver = "PLAYER " + std::to_string(r + 1);
      c.car = player_car % car_count;
    } else {
      const size_t k = size_t(r - setup.humans);
      if (list && k < list->size()) {
        const assets::Competitor& who = (*list)[k];
        c.driver = who.name;
        c.lane = who.lane;
        c.attacks = who.attacks;
      } else {
        c.driver = "DRIVER " + std::to_string(k + 1);
      }
      c.car = (player_car + k + 1) % car_count;
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

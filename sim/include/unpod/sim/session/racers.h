// Who races: the humans first, then the computer drivers of the difficulty's competitor list
// (their names, lanes and rules), and which of the installation's cars each drives. The game
// and `unpod-tool race` both choose this way, so a race set up either way is the same race.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/sim/race/race_rules.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::sim::session {

struct RacerChoice {
  std::string driver;  // "PLAYER n" or the competitor's name (inferred.h past the list's end)
  size_t car = 0;      // index into the caller's list of cars
  bool human = false;
  int32_t lane = 0;  // the competitor's lane (driver +0x44); 0 for a human
  std::vector<assets::Attack> attacks;
  // Why the competitor does not drive its list's car: the installation has no car of that name.
  std::string note;
};

// The racers of `setup` on `circuit` at `difficulty` (0 easy, 1 normal, 2 hard), given the names
// of the cars to choose from (VOITURES.BIN's, in order): every human drives `player_car`; the
// k-th computer driver the car its competitor record names when one of `car_names` is that name
// (any case: inferred, the lists name cars as VOITURES.BIN does), else the car after the
// player's by k + 1 turns, with a note saying so. A computer driver past the list's end takes the
// next unused name of the circuit's other lists (easy, normal, hard), with no lane or rules of
// theirs. The competitors' records (POD FUN_0046774c): lane and behaviour.
std::vector<RacerChoice> choose_racers(const assets::Circuit& circuit, int difficulty,
                                       const race::RaceSetup& setup,
                                       const std::vector<std::string>& car_names,
                                       size_t player_car);

// The session's entry for `choice`, driving `car` (`car_name` is the name the results show).
RacerEntry entry_for(const RacerChoice& choice, const assets::Car* car, std::string car_name = {});

}  // namespace unpod::sim::session

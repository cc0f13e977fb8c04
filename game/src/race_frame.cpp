#include "race_frame.h"

namespace unpod::game {

void start_race(LoadedRace& race) {
  race.session->start();
}

RaceFrame race_frame(LoadedRace& race, const PlayerDevices& devices, uint32_t ms) {
  RaceFrame out;
  sim::session::RaceSession& session = *race.session;
  if (race.finished) return out;
  for (int32_t h = 0; h < race.setup.humans && h < kHumanPlayers; ++h)
    session.set_device(h, devices[static_cast<size_t>(h)]);
  out.report = session.frame(ms);
  if (session.over()) {
    out.end = session.finish();
    race.finished = true;
  }
  return out;
}

}  // namespace unpod::game

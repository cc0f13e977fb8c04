#include "race_frame.h"

#include <iostream>

#include "race_recording.h"

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
  if (recorded_devices_changed(race)) {
    // A replay holds one device per human: the recording, and with it the race, ends here.
    std::cerr << "unpod: a player's device changed mid-race: the recording ends here\n";
    out.end.emplace();
    finish_recording(race, *out.end);
    return out;
  }
  out.report = race.recorder ? race.recorder->frame(ms) : session.frame(ms);
  if (session.over()) {
    if (race.recorder) {
      out.end.emplace();
      finish_recording(race, *out.end);
    } else {
      out.end = session.finish();
    }
    race.finished = true;
  }
  return out;
}

}  // namespace unpod::game

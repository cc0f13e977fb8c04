#include "race/race_frame.h"

#include <iostream>

#include "race/race_recording.h"

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
    // A replay holds one device per human. With --record the recording, and with it the race,
    // ends here; a race recorded in memory only goes on without one.
    if (race.record_to.empty()) {
      drop_recording(race, "a player's device changed mid-race");
    } else {
      std::cerr << "unpod: a player's device changed mid-race: the recording ends here\n";
      out.end.emplace();
      finish_recording(race, *out.end);
      return out;
    }
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

std::optional<sim::race::DriveReport> end_race(LoadedRace& race) {
  if (race.finished) return std::nullopt;
  sim::race::DriveReport end;
  if (race.recorder)
    finish_recording(race, end);
  else
    end = race.session->finish();
  race.finished = true;
  return end;
}

}  // namespace unpod::game

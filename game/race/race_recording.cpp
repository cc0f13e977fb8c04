#include "race/race_recording.h"

#include <iostream>

namespace unpod::game {
assets::Replay replay_setup(const LoadedRace& race, std::string&) {
  // The plan is the description a replay holds; the devices are set at the first frame.
  assets::Replay setup = race.plan;
  setup.devices.assign(size_t(setup.humans), {});
  return setup;
}

std::string start_recording(LoadedRace& race, const std::filesystem::path& path) {
  std::string error;
  assets::Replay setup = replay_setup(race, error);
  if (!error.empty()) return "--record: " + error;
  race.recorder = std::make_unique<sim::session::Recorder>(*race.session, std::move(setup));
  race.record_to = path;
  race.recorded.reset();
  race.unrecorded.clear();
  return "";
}

bool recorded_devices_changed(const LoadedRace& race) {
  if (!race.recorder || !race.recorder->started()) return false;
  const auto& devices = race.recorder->replay().devices;
  for (int32_t h = 0; h < int32_t(devices.size()); ++h)
    if (sim::session::to_replay(race.session->device(h).device) != devices[size_t(h)]) return true;
  return false;
}

bool finish_recording(LoadedRace& race, sim::race::DriveReport& end) {
  if (!race.recorder) return true;
  race.recorded = race.recorder->finish();
  end = race.recorder->end();
  race.finished = true;
  race.recorder.reset();
  if (race.record_to.empty()) return true;
  if (const std::string e = assets::write_replay(race.record_to, *race.recorded); !e.empty()) {
    std::cerr << "unpod: --record: " << e << "\n";
    return false;
  }
  std::cout << "replay written to " << race.record_to.string() << std::endl;
  return true;
}

void drop_recording(LoadedRace& race, std::string why) {
  if (!race.recorder) return;
  // The recorder hashes each step through the session's observer: it goes first.
  race.session->set_step_observer(nullptr);
  race.recorder.reset();
  race.unrecorded = std::move(why);
}

}  // namespace unpod::game

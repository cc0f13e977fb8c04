#include "race_recording.h"

#include <iostream>

#include "unpod/assets/file_io.h"

namespace unpod::game {
namespace {

bool file_crc(const std::filesystem::path& path, uint32_t& crc, std::string& error) {
  auto bytes = assets::read_file(path);
  if (!bytes) {
    error = bytes.error().to_string();
    return false;
  }
  crc = assets::crc32_of(*bytes);
  return true;
}

}  // namespace

assets::Replay replay_setup(const LoadedRace& race, std::string& error) {
  assets::Replay setup;
  setup.circuit = race.entry.name;
  if (!file_crc(race.entry.file, setup.circuit_crc, error)) return setup;
  const sim::session::SessionSetup& session = race.session_setup;
  setup.direction = session.direction;
  setup.difficulty = session.difficulty;
  setup.laps = session.race.laps;
  setup.humans = session.race.humans;
  setup.computers = session.race.computers;
  setup.view_step = int32_t(session.view);
  setup.damage = session.physics.damage.on;
  setup.damage_mode = session.physics.damage.mode;
  setup.walls_push_back = session.physics.walls.push_back_through;
  setup.long_lengths = session.physics.lengths.long_at_1_256;
  std::vector<uint32_t> car_crcs(race.car_files.size());
  for (size_t c = 0; c < race.car_files.size(); ++c)
    if (!file_crc(race.car_files[c], car_crcs[c], error)) return setup;
  for (const Racer& r : race.racers) {
    assets::ReplayRacer out;
    out.driver = r.driver;
    out.car = race.car_names[size_t(r.car)];
    out.car_crc = car_crcs[size_t(r.car)];
    out.human = r.human;
    out.lane = r.lane;
    out.attacks = r.attacks;
    setup.racers.push_back(std::move(out));
  }
  setup.devices.resize(size_t(setup.humans));  // keyboards until the first frame says
  return setup;
}

std::string start_recording(LoadedRace& race, const std::filesystem::path& path) {
  std::string error;
  assets::Replay setup = replay_setup(race, error);
  if (!error.empty()) return "--record: " + error;
  race.recorder = std::make_unique<sim::session::Recorder>(*race.session, std::move(setup));
  race.record_to = path;
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
  const assets::Replay replay = race.recorder->finish();
  end = race.recorder->end();
  race.finished = true;
  race.recorder.reset();
  if (const std::string e = assets::write_replay(race.record_to, replay); !e.empty()) {
    std::cerr << "unpod: --record: " << e << "\n";
    return false;
  }
  std::cout << "replay written to " << race.record_to.string() << std::endl;
  return true;
}

}  // namespace unpod::game

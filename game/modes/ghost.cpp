#include "modes/ghost.h"

#include "unpod/sim/session/race_request.h"

#include <system_error>
#include <utility>

#include "unpod/assets/serial.h"
#include "unpod/sim/fx/format_time.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/replay.h"

namespace unpod::game {
namespace {

namespace session = sim::session;

std::string file_name_part(const std::string& name) {
  std::string out;
  for (const char c : name) {
    const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                       c == '-' || c == '_';
    out += plain ? c : '_';
  }
  return out.empty() ? "_" : out;
}

std::string hex(uint32_t v) {
  static const char* const kDigits = "0123456789abcdef";
  std::string out(8, '0');
  for (int i = 7; i >= 0; --i, v >>= 4) out[size_t(i)] = kDigits[v & 0xf];
  return out;
}

// One car alone: the player's (one human and their device) or the computer's (no device).
bool one_car(const assets::Replay& r) {
  if (r.racers.size() != 1) return false;
  if (r.humans == 1 && r.computers == 0) return r.racers[0].human && r.devices.size() == 1;
  return r.humans == 0 && r.computers == 1 && !r.racers[0].human && r.devices.empty();
}

// The session the replay describes, its one racer in `car`.
assets::Result<std::unique_ptr<session::RaceSession>> trial_session(const assets::Circuit& circuit,
                                                                    const assets::Car& car,
                                                                    const assets::Replay& r) {
  const session::SessionSetup s = session::session_setup_of(r);
  session::RacerEntry e;
  e.car = &car;
  e.car_name = r.racers[0].car;
  e.driver = r.racers[0].driver;
  e.human = r.racers[0].human;
  e.lane = r.racers[0].lane;
  e.attacks = r.racers[0].attacks;
  std::vector<session::RacerEntry> racers;
  racers.push_back(std::move(e));
  return session::RaceSession::make(circuit, s, std::move(racers));
}

// The player's car and record after one step of a frame.
struct StepSeen {
  GhostPose pose;         // race_time set once the frame's steps are known
  GhostFx clock = 0;      // the race clock the step left (the frame's, or 0 past a time trial's
                          // first crossing)
  uint8_t crossings = 0;  // lap-line crossings so far
  GhostFx lap_clock = 0;  // the record's clock at its last lap line
  bool racing = false;    // "GO!" given before the frame: the car is not held
  bool finished = false;
};

GhostPose pose_of(const sim::physics::CarState& car) {
  GhostPose p;
  p.position = car.points[sim::physics::kChassisPoint].position;
  p.forward = car.forward;
  p.left = car.left;
  p.up = car.up;
  p.steer = car.points[0].steer;
  for (size_t w = 0; w < 4; ++w) {
    p.roll[w] = car.points[w].roll;
    p.travel[w] = car.points[w].travel;
  }
  return p;
}

// Cuts the steps into laps as the race record counts them and keeps the fastest. A lap runs
// from the step that crossed the line starting it (a time trial's first crossing zeroes the
// clock and starts lap 1; in a race lap 1 is timed from "GO!") to the step that crossed it again.
class LapCutter {
 public:
  explicit LapCutter(bool time_trial) : time_trial_(time_trial) {}

  void take(const StepSeen& s) {
    if (!s.racing) return;
    if (!started_) {
      started_ = true;
      if (!time_trial_ && s.crossings == 0) open(1, 0);
    }
    if (s.crossings == crossings_) {
      if (lap_.lap > 0) lap_.poses.push_back(s.pose);
      return;
    }
    crossings_ = s.crossings;
    if (lap_.lap > 0 && s.crossings == lap_.lap) {  // a race's first crossing, inside lap 1
      lap_.poses.push_back(s.pose);
      return;
    }
    if (lap_.lap > 0 && s.crossings == lap_.lap + 1) {
      lap_.poses.push_back(s.pose);
      lap_.time = GhostFx(uint32_t(s.lap_clock) - uint32_t(lap_.start));
      if (best_.lap == 0 || lap_.time < best_.time) best_ = lap_;
    }
    lap_ = {};
    if (!s.finished && s.crossings >= 1) {
      open(s.crossings, s.lap_clock);
      lap_.poses.push_back(s.pose);
    }
  }
  // The fastest whole lap (lap 0: none yet).
  const GhostLap& best() const { return best_; }

 private:
  void open(int32_t lap, GhostFx start) {
    lap_ = {};
    lap_.lap = lap;
    lap_.start = start;
  }
  bool time_trial_;
  bool started_ = false;
  uint8_t crossings_ = 0;
  GhostLap lap_;
  GhostLap best_;
};

void set_aside(const std::filesystem::path& file, std::string& note) {
  std::filesystem::path bad = file;
  bad += ".bad";
  std::error_code ec;
  std::filesystem::rename(file, bad, ec);
  note += ec ? "; it could not be set aside (" + ec.message() + ")"
             : "; set aside as " + bad.filename().string();
}

}  // namespace

GhostKey ghost_key_of(const assets::Replay& setup) {
  GhostKey key;
  key.circuit = setup.circuit;
  key.circuit_crc = setup.circuit_crc;
  key.direction = setup.direction;
  if (!setup.racers.empty()) {
    key.car = setup.racers[0].car;
    key.car_crc = setup.racers[0].car_crc;
  }
  return key;
}

std::filesystem::path ghost_file(const std::filesystem::path& folder, const GhostKey& key) {
  return folder / "ghosts" /
         (file_name_part(key.circuit) + (key.direction != 0 ? "-MIRROR-" : "-") +
          file_name_part(key.car) + ".rpl");
}

std::string foreign_ghost(const assets::Replay& r, const GhostKey& key) {
  if (!one_car(r))
    return "not a time trial (" + std::to_string(r.humans) + " humans, " +
           std::to_string(r.computers) + " computer cars)";
  if (!assets::iequals(r.circuit, key.circuit) || r.circuit_crc != key.circuit_crc)
    return "recorded on " + r.circuit + " (CRC-32 " + hex(r.circuit_crc) + "), not this " +
           key.circuit + " (" + hex(key.circuit_crc) + ")";
  if (r.direction != key.direction)
    return std::string("recorded on the circuit ") + (r.direction ? "mirrored" : "forward");
  const assets::ReplayRacer& racer = r.racers[0];
  if (!assets::iequals(racer.car, key.car) || racer.car_crc != key.car_crc)
    return "recorded with " + racer.car + " (CRC-32 " + hex(racer.car_crc) + "), not this " +
           key.car + " (" + hex(key.car_crc) + ")";
  return "";
}

GhostRun replay_ghost(const assets::Circuit& circuit, const assets::Car& car,
                      const assets::Replay& replay) {
  GhostRun out;
  if (!one_car(replay)) {
    out.error = "not a time trial: one car alone";
    return out;
  }
  auto made = trial_session(circuit, car, replay);
  if (!made) {
    out.error = made.error().to_string();
    return out;
  }
  session::RaceSession& race = *made.value();
  const bool human = replay.humans == 1;
  if (human) {
    sim::controls::PlayerDevice device;
    device.device = session::device_of(replay.devices[0]);
    race.set_device(0, device);
  }

  // Every step's hash against the replay's, as sim::session::play checks it; the frames'
  // steps noted for the laps.
  uint32_t step = 0;
  bool in_frames = false;
  std::vector<StepSeen> seen;
  race.set_step_observer([&] {
    ++step;
    if (!out.error.empty()) return;
    const uint64_t h = race.hash();
    if (step > replay.step_hashes.size() || replay.step_hashes[step - 1] != uint32_t(h ^ h >> 32)) {
      out.error = "it does not play back: step " + std::to_string(step) +
                  " differs from its recording (a damaged file, or another version of the sim)";
      return;
    }
    if (!in_frames) return;
    const sim::race::RaceState& s = race.race().rules().state();
    const sim::race::RaceRecord& r = s.records[0];
    StepSeen x;
    x.pose = pose_of(race.simulation().racers()[0].car);
    x.clock = s.clock;
    x.crossings = r.crossings;
    x.lap_clock = r.last_lap_clock;
    x.racing = race.race().countdown().phase() == sim::race::CountdownPhase::kOff;
    x.finished = r.has_finished();
    seen.push_back(x);
  });
  race.start();
  in_frames = true;
  LapCutter laps(replay.time_trial);
  for (const assets::ReplayFrame& f : replay.frames) {
    if (!out.error.empty() || race.over()) break;
    if (human && !f.inputs.empty()) {
      sim::controls::PlayerDevice d = race.device(0);
      d.frame = session::frame_of(f.inputs[0]);
      race.set_device(0, d);
    }
    seen.clear();
    const sim::race::FrameReport report = race.frame(f.ms);
    // Step k of the frame ends (k + 1) steps into it; the last at the frame's end, where the
    // race clock stands once the frame is done.
    for (size_t k = 0; k < seen.size(); ++k) {
      const GhostFx into =
          k + 1 == seen.size() ? report.frame_time : GhostFx(int32_t(k + 1) * report.steps.step);
      seen[k].pose.race_time = GhostFx(uint32_t(seen[k].clock) + uint32_t(into));
      laps.take(seen[k]);
    }
  }
  race.set_step_observer(nullptr);
  if (out.error.empty() && laps.best().lap > 0) out.best = laps.best();
  return out;
}

StoredGhost load_ghost(const std::filesystem::path& folder, const GhostKey& key,
                       const assets::Circuit& circuit, const assets::Car& car) {
  StoredGhost out;
  const std::filesystem::path file = ghost_file(folder, key);
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return out;
  std::string why;
  auto replay = assets::read_replay(file);
  if (!replay) {
    why = replay.error().to_string();
  } else if (why = foreign_ghost(*replay, key); why.empty()) {
    GhostRun run = replay_ghost(circuit, car, *replay);
    if (!run.error.empty())
      why = run.error;
    else if (!run.best)
      why = "it holds no whole lap";
    else
      out.lap = std::move(run.best);
  }
  if (!out.lap) {
    out.note = "ghost " + file.string() + " ignored: " + why;
    set_aside(file, out.note);
  }
  return out;
}

KeptGhost keep_best(const std::filesystem::path& folder, const GhostKey& key,
                    const assets::Circuit& circuit, const assets::Car& car,
                    const assets::Replay& run, const std::optional<GhostLap>& stored) {
  KeptGhost out;
  out.lap = stored;
  if (const std::string why = foreign_ghost(run, key); !why.empty()) {
    out.message = "no ghost kept: the run is " + why;
    return out;
  }
  GhostRun played = replay_ghost(circuit, car, run);
  if (!played.error.empty()) {
    out.message = "no ghost kept: the run's replay " + played.error;
    return out;
  }
  if (!played.best) {
    out.message = "no ghost kept: the run completed no lap";
    return out;
  }
  const std::string lap_text = sim::fx::format_time_text(played.best->time);
  if (stored && stored->time <= played.best->time) {
    out.message = "the ghost's lap " + sim::fx::format_time_text(stored->time) +
                  " stands (this run's best " + lap_text + ")";
    return out;
  }
  const std::filesystem::path file = ghost_file(folder, key);
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  if (ec) {
    out.message = "no ghost kept: " + file.parent_path().string() + ": " + ec.message();
    return out;
  }
  if (const std::string e = assets::write_replay(file, run); !e.empty()) {
    out.message = "no ghost kept: " + e;
    return out;
  }
  out.replaced = true;
  out.lap = std::move(played.best);
  out.message = "new ghost: lap " + lap_text + " on " + key.circuit + " with " + key.car +
                ", saved to " + file.string();
  return out;
}

}  // namespace unpod::game

// unpod-tool race: a whole race without a window, computer drivers and scripted humans, the
// results as the game would print them; --record writes a replay. unpod-tool replay: plays a
// replay back and, with --verify, checks every step's hash against the recording; --inputs
// prints its humans' controls as a script (replay_inputs.h).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.h"
#include "human_script.h"
#include "race_report.h"
#include "race_setup.h"
#include "replay_inputs.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/text_utf8.h"
#include "unpod/sim/fx/format_time.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/session/frame_source.h"
#include "unpod/sim/session/race_request.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/session/runner.h"

namespace unpod::tool {

const char* const kRaceUsage =
    "usage: unpod-tool race [--data DIR] --track NAME [--laps N] [--cars N]\n"
    "                       [--difficulty easy|normal|hard] [--mirror]\n"
    "                       [--damage off|global|sector] [--time-trial]\n"
    "                       [--walls-push-back] [--long-lengths] [--human-path-order]\n"
    "                       [--until-all-finish]\n"
    "                       [--frame-ms MS | --frame-ms-file F] [--seed S]\n"
    "                       [--humans N --human-script F] [--max-minutes M]\n"
    "                       [--record OUT] [--json]\n"
    "       unpod-tool race --join HOST[:PORT] [--humans 1|2 --human-script F]\n"
    "                       [--name NAME]... [--car NAME]... [--password P]\n"
    "                       [--input-delay TICKS] [--record OUT] [--json] [--data DIR]\n\n"
    "Runs a whole race headless: the start settling, the countdown, the race, and the end (the\n"
    "cars still racing driven to the line). Every car is driven by the computer unless humans\n"
    "with a script are given; humans take the first grid places.\n\n"
    "  --data DIR          the installation (default: $UNPOD_DATA, else the demo disc)\n"
    "  --track NAME        the circuit, by its name in CIRCUITS.BIN (any case)\n"
    "  --laps N            1 to 8, the laps a race record holds (default: the circuit's own)\n"
    "  --cars N            cars in the race, humans included, 1 to 8 (default: 8, or the grid's\n"
    "                      places)\n"
    "  --difficulty D      the race paths, lanes and opponents (default: easy)\n"
    "  --mirror            the circuit driven the other way\n"
    "  --damage RULE       off, global (a hit spreads over the whole car) or sector (the parts\n"
    "                      near the contact); POD's rule: off only on easy, global or sector\n"
    "                      on normal, sector only on hard (default: off on easy, else sector)\n"
    "  --time-trial        POD's time trial: one car alone (--cars 1), no countdown, the clock\n"
    "                      zeroed at the first lap line; with --record, a ghost file for the\n"
    "                      game (docs/GHOSTS.md)\n"
    "  --walls-push-back   the game's walls: a point that went through one is pushed back\n"
    "                      (DEVIATION 12; off by default: the original's walls)\n"
    "  --long-lengths      the game's lengths: a vector of 128 units or more measured at 1/256\n"
    "                      (DEVIATION 14; off by default: the original's, which wrap above\n"
    "                      about 181 units)\n"
    "  --human-path-order  the game's order between gates: a human passes and is passed by\n"
    "                      path value as two computer cars are (DEVIATION 8; off by default:\n"
    "                      the notes', laps and checkpoints alone for a human)\n"
    "  --until-all-finish  with no humans, the race ends when its last car finishes, not\n"
    "                      three seconds after its first: every car's own time (ours; off by\n"
    "                      default, as in the game, where the rest are driven to the line)\n"
    "  --frame-ms MS       every frame MS milliseconds long\n"
    "  --frame-ms-file F   the frames' lengths in ms, whitespace-separated, used in turn and\n"
    "                      from the start again when they run out\n"
    "  --seed S            the seed of the default frame times: a 60 Hz display's 17/17/16 ms\n"
    "                      with jitter and the odd late frame (default: 1997)\n"
    "  --humans N          human cars (0 to 4), driven by --human-script\n"
    "  --human-script F    lines 'RACE-TIME-MS PLAYER CONTROLS...', controls among accelerate,\n"
    "                      brake, left, right, gear-up, gear-down, none (docs/REPLAY-FORMAT.md)\n"
    "  --max-minutes M     stop a race still running after M minutes of race time (1 to 600,\n"
    "                      default 240): a scripted human that never finishes ends it there\n"
    "  --record OUT        write the race as a replay (docs/REPLAY-FORMAT.md)\n"
    "  --json              print one JSON object: results (place, driver, car, finished,\n"
    "                      race_time, best_lap in seconds, laps, driven_to_line, retired,\n"
    "                      put_backs, car_contacts: steps with a contact),\n"
    "                      state_hash,\n"
    "                      sim_seconds (the frames' time, frame_seconds, and the end's run),\n"
    "                      wall_seconds, steps, frames\n\n"
    "With --join, races as a machine in a network race hosted by unpod-server (or a game):\n"
    "one or two players (--humans, default 1) driven by --human-script (none: nothing held),\n"
    "named by --name and driving --car (given once per player; default the host's choice).\n"
    "The race is the host's; --track and the other race options are not taken. The report\n"
    "adds the network's figures: round_trip_ms, loss, ticks_resimulated, rollbacks,\n"
    "longest_rollback, waits, bytes_sent_per_s, bytes_received_per_s, go_us (the clock when\n"
    "this machine showed GO!), tick0_us (when its tick 0 began), clock_offset_us (the host's\n"
    "clock less this machine's), clock_round_trip_us (the ping it was measured by: right to\n"
    "within half of that) and start_round_trip_us (the same when tick 0 was set), and\n"
    "completed (the race over, this machine's final state the host's).\n"
    "  --input-delay T     a local reading applies T ticks later, 0 to 3 (default 2)\n\n"
    "In the results a time marked * (driven_to_line in the JSON) comes from the end's run: the\n"
    "car was still racing when the race ended and was driven to the line at a coarser step.\n\n"
    "Exit status: 0, 1 when data cannot be read or the race cannot be set up (with --join:\n"
    "refused, or the race did not complete), 2 for wrong arguments, 3 (with --join) when the\n"
    "machines' races differed.\n";

const char* const kReplayUsage =
    "usage: unpod-tool replay FILE [--data DIR] [--verify] [--json]\n"
    "       unpod-tool replay FILE [--data DIR] --inputs\n\n"
    "Plays a replay written by 'unpod-tool race --record' or 'unpod --record' back on the\n"
    "installation (default: $UNPOD_DATA, else the demo disc) and prints the race's results and\n"
    "state hash. The replay names its circuit and cars and holds the CRC-32 of their files:\n"
    "other data is refused.\n\n"
    "  --verify   compare the state hash after every step with the recording; stop at the first\n"
    "             step that differs and print what differs (racer and part of its state) at the\n"
    "             next checkpoint\n"
    "  --json     print one JSON object, as race --json does, with verified, diverged_at_step,\n"
    "             differing parts\n"
    "  --inputs   print only the humans' controls as --human-script lines (race time in ms,\n"
    "             player, controls), a line when a player's controls change: the script that\n"
    "             'unpod-tool race --humans N --human-script F' races again (before GO! a script\n"
    "             has one instant, -1: what was held when the countdown ended)\n\n"
    "Exit status: 0 (verified when asked), 1 when a file cannot be read or the data differs,\n"
    "2 for wrong arguments, 3 when the replay does not verify.\n";

namespace {

std::vector<uint32_t> read_frame_file(const std::string& path) {
  auto bytes = assets::read_file(path);
  if (!bytes) throw std::runtime_error(bytes.error().to_string());
  std::istringstream in(std::string(bytes->begin(), bytes->end()));
  std::vector<uint32_t> out;
  std::string word;
  size_t n = 0;
  while (in >> word) {
    ++n;
    size_t used = 0;
    long v = 0;
    try {
      v = std::stol(word, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != word.size() || v < 1 || v > 10000)
      throw std::runtime_error(path + ": frame " + std::to_string(n) + ": '" + word +
                               "' is not a frame length of 1 to 10000 ms");
    out.push_back(uint32_t(v));
  }
  if (out.empty()) throw std::runtime_error(path + ": no frame lengths");
  return out;
}

}  // namespace

int run_race(const Args& args) {
  for (const std::string& a : args)
    if (a == "--join") return run_race_join(args);
  std::string data_dir, track, script_path, record, frame_file;
  int laps = 0, cars = 8, humans = 0, difficulty = 0, max_minutes = 240;
  uint32_t frame_ms = 0, seed = 1997;
  bool mirror = false, json = false, walls_push_back = false, long_lengths = false;
  bool human_path_order = false;
  bool until_all_finish = false;
  bool time_trial = false;
  std::optional<sim::session::DamageRule> damage;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--data")
      data_dir = value_of(args, i);
    else if (a == "--track")
      track = value_of(args, i);
    else if (a == "--laps")
      laps = integer_in(value_of(args, i), "--laps", 1, sim::race::kStoredLaps);
    else if (a == "--cars")
      cars = integer_in(value_of(args, i), "--cars", 1, 8);
    else if (a == "--difficulty") {
      const std::string d = value_of(args, i);
      if (d == "easy")
        difficulty = 0;
      else if (d == "normal")
        difficulty = 1;
      else if (d == "hard")
        difficulty = 2;
      else
        throw UsageError("--difficulty is easy, normal or hard, not '" + d + "'");
    } else if (a == "--mirror")
      mirror = true;
    else if (a == "--damage") {
      const std::string d = value_of(args, i);
      if (d == "off")
        damage = sim::session::DamageRule::kOff;
      else if (d == "global")
        damage = sim::session::DamageRule::kGlobal;
      else if (d == "sector")
        damage = sim::session::DamageRule::kSector;
      else
        throw UsageError("--damage is off, global or sector, not '" + d + "'");
    } else if (a == "--time-trial")
      time_trial = true;
    else if (a == "--walls-push-back")
      walls_push_back = true;
    else if (a == "--long-lengths")
      long_lengths = true;
    else if (a == "--human-path-order")
      human_path_order = true;
    else if (a == "--until-all-finish")
      until_all_finish = true;
    else if (a == "--frame-ms")
      frame_ms = uint32_t(integer_in(value_of(args, i), "--frame-ms", 1, 1000));
    else if (a == "--frame-ms-file")
      frame_file = value_of(args, i);
    else if (a == "--seed")
      seed = parse_u32(value_of(args, i), "--seed");
    else if (a == "--humans")
      humans = integer_in(value_of(args, i), "--humans", 0, 4);
    else if (a == "--human-script")
      script_path = value_of(args, i);
    else if (a == "--record")
      record = value_of(args, i);
    else if (a == "--max-minutes")
      max_minutes = integer_in(value_of(args, i), "--max-minutes", 1, 600);
    else if (a == "--json")
      json = true;
    else
      throw UsageError("unknown option '" + a + "'");
  }
  if (track.empty()) throw UsageError("--track NAME is required");
  if (frame_ms && !frame_file.empty()) throw UsageError("give --frame-ms or --frame-ms-file");
  if (humans > cars)
    throw UsageError("--humans " + std::to_string(humans) + " in --cars " + std::to_string(cars));
  if (humans > 0 && script_path.empty()) throw UsageError("--humans needs --human-script F");
  if (humans == 0 && !script_path.empty()) throw UsageError("--human-script needs --humans N");

  HumanScript script;
  if (!script_path.empty()) {
    auto bytes = assets::read_file(script_path);
    if (!bytes) return report(bytes.error());
    std::string error;
    if (!script.parse(std::string(bytes->begin(), bytes->end()), script_path, humans, error))
      return report(error);
  }
  sim::session::FrameSource frames =
      frame_ms              ? sim::session::FrameSource::fixed(frame_ms)
      : !frame_file.empty() ? sim::session::FrameSource::list(read_frame_file(frame_file))
                            : sim::session::FrameSource::seeded(seed);

  std::string error;
  auto inst = find_data(data_dir, error);
  if (!inst) return report(error);
  sim::session::RaceData data;
  if (!sim::session::load_race_data(*inst, track, data, error)) return report(error);
  // The race as the game plans it (sim::session::plan_race), the humans in the first car.
  sim::session::RaceRequest request;
  request.circuit = track;
  request.mirror = mirror;
  if (laps) request.laps = laps;
  request.difficulty = difficulty;
  request.damage = damage.value_or(difficulty == 0 ? sim::session::DamageRule::kOff
                                                   : sim::session::DamageRule::kSector);
  request.human_cars.assign(size_t(humans), "");
  request.cars = cars;
  request.walls_push_back = walls_push_back;
  request.long_lengths = long_lengths;
  request.human_path_order = human_path_order;
  request.until_all_finish = until_all_finish;
  request.time_trial = time_trial;
  auto plan = sim::session::plan_race(data, request, error);
  if (!plan) return report(error);
  for (const std::string& w : plan->warnings) std::cerr << "unpod-tool race: " << w << "\n";
  const assets::Replay& setup = plan->setup;
  auto session = sim::session::make_session(data, setup, error);
  if (!session) return report(error);

  sim::session::RunOptions options;
  options.max_race_ms = int64_t(max_minutes) * 60 * 1000;
  if (humans > 0)
    options.readings = [&script](int32_t human, uint32_t, int64_t race_ms) {
      return script.at(human + 1, race_ms);
    };
  // The recorder hashes the state after every step: only when a replay is asked for.
  if (!record.empty()) options.record = setup;
  const auto t0 = std::chrono::steady_clock::now();
  sim::session::RunResult ran = sim::session::run(*session, frames, std::move(options));
  const RunFigures figures = figures_of(
      ran.time, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  if (ran.replay) {
    if (std::string e = assets::write_replay(record, *ran.replay); !e.empty()) return report(e);
  }
  if (json) {
    std::cout << results_json(setup, *session, figures).dump() << "\n";
  } else {
    print_results(std::cout, data, setup, *session, figures);
    if (!record.empty()) std::cout << "replay written to " << record << "\n";
  }
  if (!session->over())
    std::cerr << "unpod-tool race: stopped after " << max_minutes
              << " minutes of race time with cars still racing\n";
  return kExitOk;
}

int run_replay(const Args& args) {
  std::string file, data_dir;
  bool verify = false, json = false, inputs = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--data")
      data_dir = value_of(args, i);
    else if (a == "--verify")
      verify = true;
    else if (a == "--inputs")
      inputs = true;
    else if (a == "--json")
      json = true;
    else if (!a.empty() && a[0] == '-')
      throw UsageError("unknown option '" + a + "'");
    else if (file.empty())
      file = a;
    else
      throw UsageError("one replay file, not '" + a + "' as well");
  }
  if (file.empty()) throw UsageError("which replay file?");
  if (inputs && (verify || json))
    throw UsageError("--inputs prints a script: not with --verify or --json");
  auto replay = assets::read_replay(file);
  if (!replay) return report(replay.error());
  std::string error;
  auto inst = find_data(data_dir, error);
  if (!inst) return report(error);
  sim::session::RaceData data;
  if (!sim::session::load_race_data(*inst, replay->circuit, data, error)) return report(error);
  if (data.circuit_crc != replay->circuit_crc)
    return report(file + ": recorded on another " + replay->circuit + " (its file's CRC-32 " +
                  hash_text(replay->circuit_crc) + ", this one's " + hash_text(data.circuit_crc) +
                  ")");
  for (const assets::ReplayRacer& r : replay->racers) {
    for (size_t c = 0; c < data.car_names.size(); ++c)
      if (data.car_names[c] == r.car && data.car_crcs[c] != r.car_crc)
        return report(file + ": recorded with another " + r.car + " (CRC-32 " +
                      hash_text(r.car_crc) + ", this one's " + hash_text(data.car_crcs[c]) + ")");
  }
  auto session = sim::session::make_session(data, *replay, error);
  if (!session) return report(file + ": " + error);
  if (inputs) {
    std::string note;
    std::cout << inputs_script(*session, *replay, note);
    std::cerr << note;
    return kExitOk;
  }
  const auto t0 = std::chrono::steady_clock::now();
  const sim::session::Playback played = sim::session::play(*session, *replay, verify);
  const RunFigures figures = figures_of(
      played.time, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  if (json) {
    nlohmann::ordered_json o = results_json(*replay, *session, figures);
    o["verified"] = verify && played.matched;
    if (played.divergence) {
      o["diverged_at_step"] = played.divergence->step;
      o["checkpoint_step"] = played.divergence->checkpoint_step;
      o["differing"] = nlohmann::ordered_json::array();
      for (const std::string& part : played.divergence->parts)
        o["differing"].push_back(assets::utf8_text(part));
    }
    if (!played.note.empty()) o["note"] = assets::utf8_text(played.note);
    std::cout << o.dump() << "\n";
  } else {
    print_results(std::cout, data, *replay, *session, figures);
    if (verify) {
      if (played.matched) {
        std::cout << "verified: " << played.steps << " steps, every state hash as recorded\n";
      } else if (played.divergence) {
        std::cout << "diverged at step " << played.divergence->step;
        if (played.divergence->checkpoint_step) {
          std::cout << "; at step " << played.divergence->checkpoint_step << " these differ:\n";
          for (const std::string& p : played.divergence->parts) std::cout << "  " << p << "\n";
        } else {
          std::cout << " (no checkpoint after it to say what differs)\n";
        }
      } else {
        std::cout << "does not verify: " << played.note << "\n";
      }
    } else if (!played.matched) {
      std::cout << "note: the final state hash differs from the recording's ("
                << hash_text(replay->final_hash) << ")\n";
    }
  }
  return verify && !played.matched ? kExitMismatch : kExitOk;
}

}  // namespace unpod::tool

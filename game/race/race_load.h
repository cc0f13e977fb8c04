// Everything a race needs from the installation, loaded before the window shows it: the race a
// request asks for, planned and made the one way (sim::session::plan_race and make_session, as
// `unpod-tool race` and the menus do), with the data it reads.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "shell/options.h"
#include "unpod/assets/install.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/session/race_request.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/replay.h"

namespace unpod::game {

struct Racer {
  std::string driver;  // the player's name or the competitor list's
  int car = 0;         // index into LoadedRace::data.cars
  bool human = false;
  int32_t lane = 0;                     // a computer driver's lane (driver +0x44)
  std::vector<assets::Attack> attacks;  // a computer driver's attack rules
};

struct LoadedRace {
  // The circuit and the cars outlive the session, which points at them (declared before it).
  sim::session::RaceData data;
  assets::Replay plan;         // the race's description, as a replay holds it (no frames)
  std::vector<Racer> racers;   // humans first, as the sim numbers them
  sim::race::RaceSetup setup;  // humans, computers, laps
  int difficulty = 0;          // 0 EASY, 1 NORMAL, 2 HARD
  // The whole race: the race rules, the world, the props and every racer's car on its grid slot
  // in racer order, the computer drivers, the humans' devices. Not started yet.
  std::unique_ptr<sim::session::RaceSession> session;
  sim::session::SessionSetup session_setup;  // what the session was made from
  bool finished = false;                     // the end (RaceSession::finish) has run
  // The sim's recorder, attached before the start (race_recording.h): every race the game
  // plays is recorded, to `record_to` with --record, else in memory only.
  std::unique_ptr<sim::session::Recorder> recorder;
  std::filesystem::path record_to;
  // The finished recording, for the results screen's SAVE REPLAY (none: the recording was
  // dropped, `unrecorded` says why).
  std::optional<assets::Replay> recorded;
  std::string unrecorded;
  std::vector<std::string> warnings;  // e.g. fewer grid places than cars
};

// The race a request asks for, on `installation`. On failure returns nullptr and sets `error`
// to a message that names the circuit or car and what went wrong (a loader error names file,
// section and byte offset).
std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const sim::session::RaceRequest& request, std::string& error);
// The race of a description (a replay file's: its recorded devices too).
std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const assets::Replay& description, std::string& error);
// The race the command line asks for (request_of).
std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const Options& options, std::string& error);

// The command line's race: --track, --car (every human drives it), --laps, --difficulty,
// --damage, --players and --opponents, with the game's walls and lengths.
sim::session::RaceRequest request_of(const Options& options);

// The view step the race splits frames by (pod-race.md: 0x444 or 0x3a8 by the track's view
// setting, which the notes do not map): the far one, as measured on Beltane (inferred).
inline constexpr sim::race::ViewStep kRaceViewStep = sim::race::ViewStep::kFar;

}  // namespace unpod::game

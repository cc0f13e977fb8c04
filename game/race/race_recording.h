// Every race the game plays is recorded (docs/REPLAY-FORMAT.md) through the sim's Recorder, as
// `unpod-tool race --record` records a headless one: the frames' millisecond readings as the
// window played them and every human's device reading per frame. With --record FILE the replay
// is written when the race ends, or when the game quits mid-race (the frames stop at the quit
// and the replay's end drives the cars still racing to the line, as the game's end does).
// Without it the finished recording is kept in memory for the results screen's SAVE REPLAY
// (replay_files.h), and a race left mid-way keeps none.
#pragma once

#include <filesystem>
#include <string>

#include "race/race_load.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/race/drive_to_line.h"

namespace unpod::game {

// The race's description as a replay holds it: circuit and cars by name with their files'
// CRC-32, the racers (lanes and attacks), the race's options, one keyboard device per human
// (the Recorder takes the devices the humans drive at the first frame). Empty `error` when the
// files could be read.
assets::Replay replay_setup(const LoadedRace& race, std::string& error);

// Attaches a recorder to the race's session (made, not started: the recorder hashes the start's
// settling too) that saves to `path` (empty: kept in memory, LoadedRace::recorded). Returns an
// error message or "".
std::string start_recording(LoadedRace& race, const std::filesystem::path& path);

// Whether a human's device is no longer the one the recording holds (a pad plugged in or out
// mid-race): a replay holds one device per human for the whole race.
bool recorded_devices_changed(const LoadedRace& race);

// Runs the session's end through the recorder (the cars still racing driven to the line), marks
// the race finished, keeps the replay in LoadedRace::recorded and, with --record, writes it (a
// temporary name, then renamed), says where on stdout (or what failed on stderr). Detaches the
// recorder. False when the file could not be written. The end's report goes to `end`.
bool finish_recording(LoadedRace& race, sim::race::DriveReport& end);

// Detaches the recorder without a replay (a race left mid-way with nothing to write, a device
// changed in a race recorded in memory only): the race goes on unrecorded, `why` kept in
// LoadedRace::unrecorded.
void drop_recording(LoadedRace& race, std::string why);

}  // namespace unpod::game

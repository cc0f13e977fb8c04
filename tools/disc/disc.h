// The demo disc: an installation-shaped folder (CIRCUITS.BIN, VOITURES.BIN,
// DATA/BINARY/CIRCUITS/*.BL4, DATA/BINARY/VOITURES/*.BV4) built from the descriptions kept as
// text in the repository's disc/ folder.
#pragma once

#include <filesystem>
#include <string>

namespace unpod::disc {

// The most cars VOITURES.BIN may list for the game's car menu (pod-formats.md §8.2).
inline constexpr size_t kMaxDiscCars = 8;
// CIRCUITS.BIN's laps byte: the race code misbehaves above 8 (pod-formats.md §8.1, S1).
inline constexpr int kMaxDiscLaps = 8;

// Compiles every disc/circuits/*.track and disc/cars/*.car under `sources` into `out`. Returns
// "" on success, else the error (file:line: message).
//
// Every file is written atomically into a fresh temporary folder beside `out`, read back
// through the loaders (full checksum pass) and compared with the compiled model; the folder is
// then renamed into place, so an interrupted build never leaves half a disc. An existing `out`
// is replaced only when it is empty or holds nothing but a disc's own entries.
std::string build_disc(const std::filesystem::path& sources, const std::filesystem::path& out);

// One description file into one data file (written atomically, read back and compared), for
// `unpod-tool build-track` and `build-car`. Returns "" or the error (file:line: message).
std::string build_track_file(const std::filesystem::path& desc, const std::filesystem::path& out);
std::string build_car_file(const std::filesystem::path& desc, const std::filesystem::path& out);

}  // namespace unpod::disc

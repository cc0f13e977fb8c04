// The demo disc: an installation-shaped folder (CIRCUITS.BIN, VOITURES.BIN,
// DATA/BINARY/CIRCUITS/*.BL4, DATA/BINARY/VOITURES/*.BV4) built from the descriptions kept as
// text in the repository's disc/ folder, and the disc's own sounds (DATA/SOUNDS/*.WAV, made by
// disc_sounds.h), and its menu pictures (DATA/BINARY/MIMG/*.IMG, made by menu_pictures.h).
#pragma once

#include <filesystem>
#include <string>

#include "track_compiler.h"

namespace unpod::disc {

// The most cars VOITURES.BIN may list for the game's car menu (pod-formats.md §8.2).
inline constexpr size_t kMaxDiscCars = 8;

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

// One circuit description read, checked and compiled as build-disc does it (BL4): "" or the
// error (file:line: message).
std::string compile_circuit_file(const std::filesystem::path& desc, TrackDesc& parsed,
                                 CompiledTrack& compiled);
// A compiled circuit written to `out` atomically, read back through the loader and compared
// with the model; errors are worded against the description `desc`.
std::string write_circuit_file(const std::filesystem::path& desc, const assets::Circuit& circuit,
                               const std::filesystem::path& out);
std::string build_car_file(const std::filesystem::path& desc, const std::filesystem::path& out);

}  // namespace unpod::disc

// The demo disc: an installation-shaped folder (CIRCUITS.BIN, VOITURES.BIN,
// DATA/BINARY/CIRCUITS/*.BL4, DATA/BINARY/VOITURES/*.BV4) built from the descriptions kept as
// text in the repository's disc/ folder.
#pragma once

#include <filesystem>
#include <string>

namespace unpod::disc {

// Compiles every disc/circuits/*.track and disc/cars/*.car under `sources` into `out`. Returns
// "" on success, else the error (file:line: message).
std::string build_disc(const std::filesystem::path& sources, const std::filesystem::path& out);

}  // namespace unpod::disc

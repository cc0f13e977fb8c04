#include "shell/replay_files.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <system_error>

#include "controls/player_devices.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/serial.h"

namespace unpod::game {
namespace {

std::string local_stamp(std::time_t when) {
  std::tm t{};
  localtime_r(&when, &t);
  char text[32];
  std::snprintf(text, sizeof text, "%04d%02d%02d-%02d%02d%02d", t.tm_year + 1900, t.tm_mon + 1,
                t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec);
  return text;
}

bool digits(const std::string& s, size_t from, size_t n) {
  if (from + n > s.size()) return false;
  return std::all_of(s.begin() + long(from), s.begin() + long(from + n),
                     [](char c) { return c >= '0' && c <= '9'; });
}

// The stamp in a saved replay's name (CIRCUIT-YYYYMMDD-HHMMSS, a "-N" after it when taken).
std::optional<std::string> stamp_of_name(const std::string& stem) {
  for (size_t dash = stem.find('-'); dash != std::string::npos; dash = stem.find('-', dash + 1))
    if (digits(stem, dash + 1, 8) && dash + 9 < stem.size() && stem[dash + 9] == '-' &&
        digits(stem, dash + 10, 6) && (dash + 16 == stem.size() || stem[dash + 16] == '-'))
      return stem.substr(dash + 1, 15);
  return std::nullopt;
}

std::string stamp_of_file(const std::filesystem::path& path) {
  std::error_code ec;
  const auto written = std::filesystem::last_write_time(path, ec);
  if (ec) return "00000000-000000";
  const auto sys = std::chrono::file_clock::to_sys(written);
  return local_stamp(std::chrono::system_clock::to_time_t(
      std::chrono::time_point_cast<std::chrono::system_clock::duration>(sys)));
}

}  // namespace

std::string replay_file_name(const std::string& circuit, std::time_t when) {
  return circuit + "-" + local_stamp(when) + kReplayExtension;
}

SavedReplay save_replay(const std::filesystem::path& folder, const assets::Replay& replay,
                        std::time_t when) {
  SavedReplay out;
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) {
    out.error = folder.string() + ": " + ec.message();
    return out;
  }
  const std::string name = replay_file_name(replay.circuit, when);
  out.path = folder / name;
  const std::string stem = name.substr(0, name.size() - std::string(kReplayExtension).size());
  for (int n = 2; std::filesystem::exists(out.path, ec); ++n)
    out.path = folder / (stem + "-" + std::to_string(n) + kReplayExtension);
  out.error = assets::write_replay(out.path, replay);
  return out;
}

std::string save_replay_line(const std::filesystem::path& user_folder,
                             const assets::Replay& replay) {
  const SavedReplay saved =
      save_replay(user_folder / kReplaysFolder, replay,
                  std::chrono::system_clock::to_time_t(std::chrono::system_clock::now()));
  if (!saved.error.empty()) {
    std::cerr << "unpod: replay not saved: " << saved.error << "\n";
    return "REPLAY NOT SAVED: " + saved.error.substr(0, 60);
  }
  std::cout << "Replay saved to " << saved.path.string() << std::endl;
  return "REPLAY SAVED: " + saved.path.filename().string();
}

std::optional<uint32_t> InstallationPrints::crc_of(const std::filesystem::path& file) {
  const auto found = crcs_.find(file);
  if (found != crcs_.end()) return found->second;
  std::optional<uint32_t> crc;
  if (auto bytes = assets::read_file(file)) crc = assets::crc32_of(*bytes);
  crcs_[file] = crc;
  return crc;
}

std::string InstallationPrints::mismatch(const assets::Replay& replay) {
  const auto circuit = std::find_if(
      installation_.circuits.begin(), installation_.circuits.end(),
      [&](const auto& c) { return !c.file.empty() && assets::iequals(c.name, replay.circuit); });
  if (circuit == installation_.circuits.end())
    return "circuit " + replay.circuit + " is not in this installation";
  const std::optional<uint32_t> crc = crc_of(circuit->file);
  if (!crc) return "circuit " + replay.circuit + "'s file cannot be read";
  if (*crc != replay.circuit_crc)
    return "recorded on another " + replay.circuit + " (CRC-32 differs)";
  for (const assets::ReplayRacer& r : replay.racers) {
    const auto car =
        std::find_if(installation_.cars.begin(), installation_.cars.end(),
                     [&](const auto& c) { return !c.file.empty() && c.name == r.car; });
    if (car == installation_.cars.end()) return "car " + r.car + " is not in this installation";
    const std::optional<uint32_t> car_crc = crc_of(car->file);
    if (!car_crc) return "car " + r.car + "'s file cannot be read";
    if (*car_crc != r.car_crc) return "recorded with another " + r.car + " (CRC-32 differs)";
  }
  return "";
}

std::vector<ReplayListing> list_replays(const std::filesystem::path& folder,
                                        InstallationPrints* prints) {
  std::vector<ReplayListing> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (!entry.is_regular_file(ec) || entry.path().extension() != kReplayExtension) continue;
    ReplayListing listing;
    listing.path = entry.path();
    listing.stamp = stamp_of_name(entry.path().stem().string()).value_or(stamp_of_file(entry));
    auto replay = assets::read_replay(entry.path());
    if (!replay) {
      listing.problem = replay.error().to_string();
    } else {
      listing.circuit = replay->circuit;
      listing.laps = replay->laps;
      listing.cars = int32_t(replay->racers.size());
      listing.mirror = replay->direction != 0;
      for (const assets::ReplayRacer& r : replay->racers)
        if (r.human) listing.humans.push_back(r.driver);
      if (prints) listing.problem = prints->mismatch(*replay);
      if (listing.problem.empty() && replay->humans > kHumanPlayers)
        listing.problem = std::to_string(replay->humans) + " players: the game shows at most " +
                          std::to_string(kHumanPlayers);
    }
    out.push_back(std::move(listing));
  }
  std::sort(out.begin(), out.end(), [](const ReplayListing& a, const ReplayListing& b) {
    if (a.stamp != b.stamp) return a.stamp > b.stamp;
    return a.path.filename() > b.path.filename();
  });
  return out;
}

std::string stamp_text(const std::string& stamp) {
  if (stamp.size() != 15) return stamp;
  return stamp.substr(0, 4) + "-" + stamp.substr(4, 2) + "-" + stamp.substr(6, 2) + " " +
         stamp.substr(9, 2) + ":" + stamp.substr(11, 2);
}

}  // namespace unpod::game

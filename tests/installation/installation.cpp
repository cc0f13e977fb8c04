#include "installation.h"

#include <cstdlib>
#include <iostream>
#include <set>
#include <stdexcept>

namespace unpod::installation {

const assets::Installation& installation() {
  static const assets::Installation inst = [] {
    const char* dir = std::getenv("UNPOD_TEST_DATA");
    if (!dir || !*dir) throw std::runtime_error("UNPOD_TEST_DATA is not set");
    auto located = assets::locate_installation(dir);
    if (!located) throw std::runtime_error(located.error().to_string());
    for (const auto& w : located->warnings) std::cout << "installation: " << w << "\n";
    return std::move(located).value();
  }();
  return inst;
}

std::vector<assets::InstalledCircuit> circuits() {
  std::vector<assets::InstalledCircuit> out;
  for (const auto& c : installation().circuits) {
    if (!c.file.empty()) out.push_back(c);
  }
  if (out.empty())
    throw std::runtime_error(installation().root.string() + ": no listed circuit has its file");
  return out;
}

std::vector<assets::InstalledCar> cars() {
  std::vector<assets::InstalledCar> out;
  for (const auto& c : installation().cars) {
    if (!c.file.empty()) out.push_back(c);
  }
  if (out.empty()) throw std::runtime_error(installation().root.string() + ": no car file");
  return out;
}

ProcessRun run_tool(const std::vector<std::string>& args, int timeout_s) {
  return run_process(UNPOD_TOOL_PATH, args, {}, timeout_s);
}

const char* unpod_path() {
  return UNPOD_PATH;
}

std::filesystem::path work_dir(const std::string& name) {
  static std::set<std::string> emptied;
  const std::filesystem::path dir = std::filesystem::path(UNPOD_INSTALLATION_WORK) / name;
  if (emptied.insert(name).second) std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

const VirtualDisplay& virtual_display() {
  static const VirtualDisplay display;
  return display;
}

}  // namespace unpod::installation

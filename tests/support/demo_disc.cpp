// The demo disc the build wrote, read once per test program.
#include "support/demo_disc.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "support/fx.h"
#include "track_desc.h"

namespace unpod::test {
namespace {

std::string description(const std::string& path) {
  std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/" + path, std::ios::binary);
  if (!in)
    throw std::runtime_error(std::string(UNPOD_DISC_SOURCES) + "/" + path + " cannot be read");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The build's demo disc file under DATA/BINARY/<folder>, named as build-disc names it.
std::filesystem::path disc_file(const std::string& folder, const std::string& name,
                                const std::string& extension) {
  std::string upper = name;
  std::transform(upper.begin(), upper.end(), upper.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return demo_disc() / "DATA" / "BINARY" / folder / (upper + extension);
}

}  // namespace

const std::filesystem::path& demo_disc() {
  static const std::filesystem::path disc = UNPOD_DEMO_DISC;
  if (!std::filesystem::is_regular_file(disc / "CIRCUITS.BIN"))
    throw std::runtime_error(disc.string() + " holds no demo disc (the demo_disc target)");
  return disc;
}

const assets::Installation& demo_installation() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(demo_disc());
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

const DemoTrack& demo_track(const std::string& name) {
  static std::map<std::string, DemoTrack> tracks;
  if (auto it = tracks.find(name); it != tracks.end()) return it->second;
  disc::DescError e;
  auto desc = disc::parse_track_desc(description("circuits/" + name + ".track"), e);
  if (!desc) throw std::runtime_error(name + ".track does not parse: " + e.message);
  auto circuit = assets::load_circuit(disc_file("CIRCUITS", desc->name, ".BL4"));
  if (!circuit) throw std::runtime_error(circuit.error().to_string());
  DemoTrack t{std::move(*circuit), disc::sample_main(*desc), {}};
  for (const disc::RouteDesc& r : desc->routes) t.routes.push_back(disc::sample_route(*desc, r));
  return tracks.emplace(name, std::move(t)).first->second;
}

assets::Vec3 on_lap(double distance) {
  const disc::Frame f = dusk_ring().main.at(distance);
  return {fx(f.pos.x), fx(f.pos.y), fx(f.pos.z + 0.5)};
}

assets::Vec3 heading(double distance) {
  const disc::Frame f = dusk_ring().main.at(distance);
  return {fx(f.forward.x), fx(f.forward.y), fx(f.forward.z)};
}

double lap_length() {
  return dusk_ring().main.length;
}

const assets::Car& demo_car(const std::string& name) {
  static std::map<std::string, assets::Car> cars;
  if (auto it = cars.find(name); it != cars.end()) return it->second;
  auto car = assets::load_car(disc_file("VOITURES", name, ".BV4"));
  if (!car) throw std::runtime_error(car.error().to_string());
  return cars.emplace(name, std::move(*car)).first->second;
}

const std::vector<std::string>& demo_car_names() {
  static const std::vector<std::string> names = {"zephyr", "bulwark", "mantis", "cinder"};
  return names;
}

}  // namespace unpod::test

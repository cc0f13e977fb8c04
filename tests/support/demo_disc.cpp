// The demo disc compiled once per test program.
#include "support/demo_disc.h"

#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "car_compiler.h"
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

}  // namespace

const disc::CompiledTrack& demo_track(const std::string& name) {
  static std::map<std::string, disc::CompiledTrack> tracks;
  if (auto it = tracks.find(name); it != tracks.end()) return it->second;
  disc::DescError e;
  auto desc = disc::parse_track_desc(description("circuits/" + name + ".track"), e);
  if (!desc) throw std::runtime_error(name + ".track does not parse: " + e.message);
  auto compiled = disc::compile_track(*desc, e);
  if (!compiled) throw std::runtime_error(name + ".track does not compile: " + e.message);
  return tracks.emplace(name, std::move(*compiled)).first->second;
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
  disc::DescError e;
  auto compiled = disc::compile_car(description("cars/" + name + ".car"), e);
  if (!compiled) throw std::runtime_error(name + ".car does not compile: " + e.message);
  return cars.emplace(name, std::move(compiled->car)).first->second;
}

const std::vector<std::string>& demo_car_names() {
  static const std::vector<std::string> names = {"zephyr", "bulwark", "mantis", "cinder"};
  return names;
}

}  // namespace unpod::test

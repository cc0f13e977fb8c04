// compile_track: sample the lines, build the geometry and scenery, add the race data, assemble
// a BL4 circuit (pod-formats.md §5) and validate it.
#include "track_compiler.h"

#include <cctype>

#include "point_math.h"
#include "speed_limits.h"
#include "track_geometry.h"
#include "track_race.h"
#include "track_rules.h"
#include "track_scenery.h"

namespace unpod::disc {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool check_lines(const TrackDesc& desc, const CompiledTrack& t, DescError& error) {
  if (t.main.samples.size() < 8) {
    error = DescError{desc.main.empty() ? 0 : desc.main.front().line,
                      "point: the main line is too short to drive"};
    return false;
  }
  for (size_t r = 0; r < t.routes.size(); ++r)
    if (t.routes[r].samples.size() < 4) {
      error =
          DescError{desc.routes[r].line, "route " + desc.routes[r].name + ": too short to drive"};
      return false;
    }
  return true;
}

// validate_track names the nearest control point as "(nearest control point: line N)"; the
// first such line becomes the error's line (0 when none is named).
int validation_line(const std::string& problem) {
  const std::string marker = "nearest control point: line ";
  const size_t at = problem.find(marker);
  if (at == std::string::npos) return 0;
  int line = 0;
  for (size_t i = at + marker.size();
       i < problem.size() && std::isdigit(static_cast<unsigned char>(problem[i])); ++i) {
    line = line * 10 + (problem[i] - '0');
    if (line > 10000000) return 0;
  }
  return line;
}

// Each failure validate_track lists becomes an error of its own, on its nearest line.
DescError validation_error(const std::string& problem) {
  DescError first;
  size_t start = 0;
  for (size_t n = 0; start < problem.size(); ++n) {
    size_t end = problem.find('\n', start);
    if (end == std::string::npos) end = problem.size();
    const std::string one = problem.substr(start, end - start);
    DescError e{validation_line(one), "validation failed: " + one, {}};
    if (n == 0)
      first = std::move(e);
    else
      first.more.push_back(std::move(e));
    start = end + 1;
  }
  return first;
}

}  // namespace

std::optional<CompiledTrack> compile_track(const TrackDesc& desc, DescError& error) {
  CompiledTrack t;
  t.main = sample_main(desc, kSampleStep);
  for (const RouteDesc& r : desc.routes) t.routes.push_back(sample_route(desc, r, kSampleStep));
  if (!check_lines(desc, t, error)) return std::nullopt;
  if (!check_road_rules(desc, t.main, t.routes, error)) return std::nullopt;

  RaceData race;
  if (!build_race_data(desc, t.main, t.routes, race, error)) return std::nullopt;
  t.warnings = tight_bend_warnings(desc, t.main, t.routes);

  const RoadCorridor roads(desc, t.main, t.routes);
  if (auto bad = check_scenery(desc, t.main, roads)) {
    error = std::move(*bad);
    return std::nullopt;
  }
  TrackGeometry geometry = build_geometry(desc, t.main, t.routes);
  t.scenery = add_terrain(desc, t.main, t.routes, roads, geometry);
  assets::Circuit& c = t.circuit;
  c.flavour = assets::Flavour{4, assets::kCircuitKey};
  c.actions = std::move(race.actions);
  c.macros = assets::MacroTables{};  // no global macros: every chain lives with its beacons
  c.track_name = desc.display_name;
  c.texture_lod = {};
  c.texture_list_name = lower(desc.name) + ".tex";
  c.textures = std::move(geometry.textures);
  c.named_sector_faces = false;
  c.environment = make_environment(desc, t.main, geometry);
  c.lights = make_lighting(desc, geometry);
  c.sectors = std::move(geometry.sectors);
  c.visibility = std::move(geometry.visibility);
  c.animations = {};  // NEANT: no animated objects
  if (desc.speakers.empty()) {
    c.speakers = {};  // NEANT: no localised sounds
  } else {
    std::vector<assets::Speaker> speakers;
    for (const SpeakerDesc& s : desc.speakers) {
      assets::Speaker out;
      out.exists = true;
      out.position = to_vec3(s.at);
      out.rotation = assets::Mat3::identity();
      out.sound_id = kSpeakerSoundId;
      speakers.push_back(out);
    }
    c.speakers = {lower(desc.name) + ".hp", std::move(speakers)};
  }
  c.fog = make_fog(desc);
  c.sky = make_sky(desc);
  c.repair_zones = make_repair_zones(desc, t.routes);
  c.directions = std::move(race.directions);
  c.competitors = std::move(race.competitors);

  const std::string problem = validate_track(desc, t);
  if (!problem.empty()) {
    error = validation_error(problem);
    return std::nullopt;
  }
  return t;
}

}  // namespace unpod::disc

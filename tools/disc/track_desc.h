// A circuit description: the human-readable text a modder writes (docs/TRACK-FORMAT.md), as
// parsed by parse_track_desc(). Distances are track units (about metres), angles degrees,
// positions world coordinates with z up. The compiler works in double; only its output is
// 16.16 fixed point.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace unpod::disc {

struct Point3 {
  double x = 0, y = 0, z = 0;
};

// One control point of a centre line; `line` is the description line it came from.
struct ControlPoint {
  Point3 at;
  double width = 12;  // road width, kerb to kerb
  double bank = 0;    // degrees, positive = left side up
  int line = 0;
};

// An alternative route: leaves the main line at control point `from`, follows its own control
// points and rejoins at control point `to` (indices into TrackDesc::main). A pit lane is a route
// flagged `pit`.
struct RouteDesc {
  std::string name;
  int from = 0, to = 0;
  std::vector<ControlPoint> via;
  bool pit = false;
  int line = 0;
};

// A stretch of the main line given as lap fractions [from, to) (0 = the lap line).
struct Stretch {
  double from = 0, to = 0;
  int line = 0;
};

// A lane rule: lanes of the nodes inside the stretch get this type and speed parameter
// (pod-formats.md §5.12.3: 1 require speed, 2 limit speed, 3 stop attack).
struct LaneRule {
  // A constructor, so that a rule built as {where, type, speed} names every lane of every line.
  LaneRule(Stretch where_ = {}, int type_ = 0, int speed_ = 0, std::vector<int> lanes_ = {},
           std::string on_ = {})
      : where(where_), type(type_), speed(speed_), lanes(std::move(lanes_)), on(std::move(on_)) {}
  Stretch where;
  int type = 0;
  int speed = 0;           // the flags' 16-bit param
  std::vector<int> lanes;  // the lane numbers it names; empty: every lane
  std::string on;          // the line it names: kMainLine or a route's name; empty: every line
};

// What a lane rule's `on` calls the main line (no route may take the name).
inline constexpr const char* kMainLine = "main";

struct PropDesc {
  std::string kind;  // "cone" or "box"
  double at = 0;     // lap fraction along the main line
  double side = 0;   // signed offset from the centre line (positive = left)
  int line = 0;
};

struct AttackDesc {
  int type = 0, situation = 0, chance = 0;  // pod-formats.md §5.13
};

struct CompetitorDesc {
  std::string name;
  std::string car;  // base name of a car file in the disc
  int lane = 0;     // preferred lane number
  int behaviour = 1;
  std::vector<AttackDesc> attacks;
  int line = 0;
};

struct SkyDesc {
  std::array<int, 3> top{40, 90, 200}, horizon{170, 200, 235};  // RGB of the sky gradient
  int height = 600;
  int speed = 0;
};

struct FogDesc {
  int distance = 900;
  int intensity = 0;
  std::array<int, 3> colour{170, 200, 235};
};

// The ground beyond the grass strips (`terrain`): none (only the strips), level ground, rolling
// hills or a quarry's terraces and cliffs, out to `extent` units from the road, up to `height`
// units above it, shaped by `seed`.
struct TerrainDesc {
  std::string kind = "none";  // "none", "flat", "hills" or "cliffs"
  double extent = 100;
  double height = 12;
  unsigned seed = 1;
  int line = 0;
};

// A piece of terrain scenery (`scenery`): a spoil heap standing at (x, y), or a cliff along the
// main line from lap fraction `from` to `to` on one side, `distance` from the centre line.
struct SceneryDesc {
  std::string kind;  // "spoil-heap" or "cliff"
  double x = 0, y = 0, radius = 20;
  double from = 0, to = 0, distance = 40;
  int side = 1;  // +1 left of the driving direction, -1 right
  double height = 15;
  int line = 0;
};

// A loudspeaker by the road (pod-formats.md §5.10): the track's ambience plays from it from
// "Depart" to "FinCourse".
struct SpeakerDesc {
  Point3 at;
  int line = 0;
};
inline constexpr size_t kMaxSpeakers = 16;
// The sound id our speakers name (POD's bank is not mapped: every track sound id plays the
// ambience, engine/audio/track_sounds.h).
inline constexpr int32_t kSpeakerSoundId = 0x40;

struct TrackDesc {
  std::string name;          // base file name (<= 19 characters)
  std::string display_name;  // menu text
  int laps = 3;
  bool mirror = false;  // a mirror variant is offered (CIRCUITS.BIN flag)
  int level = 1;
  unsigned texture_seed = 1;  // procedural textures
  double sector_length = 60;  // road length per sector
  double wall_height = 2;
  double kerb_width = 1.5;
  double terrain_width = 25;       // grass beyond the wall, each side
  double node_spacing = 120;       // race graph nodes (Troncon gates) about this far apart
  int lanes = 3;                   // lanes across the road per node
  std::vector<ControlPoint> main;  // the lap, in driving order, closed automatically
  std::vector<RouteDesc> routes;
  std::vector<Stretch> checkpoints;  // split points, lap fractions (1 to 3); .from is used
  std::vector<Stretch> tunnels;
  std::vector<LaneRule> lane_rules;
  std::vector<PropDesc> props;
  std::array<std::vector<CompetitorDesc>, 3> competitors;  // EASY, NORMAL, HARD (7 each)
  SkyDesc sky;
  FogDesc fog;
  TerrainDesc terrain;
  std::vector<SceneryDesc> scenery;
  std::vector<SpeakerDesc> speakers;
  std::string backdrop = "hills";  // the background picture: "hills" or "quarry-cliffs"
};

// The most laps a circuit may ask for: the race record holds 8 laps of times and splits
// (pod-race.md "The race record", +0x1c and +0x3c); a race of more laps loses their times
// (DEVIATION 4) and the original writes them into the next racer's record.
inline constexpr int kMaxLaps = 8;

// A description error: the line (1-based; 0 = the whole file) and what is wrong.
struct DescError {
  // A constructor, so that {line, message} stays a single error.
  DescError(int line_ = 0, std::string message_ = {}, std::vector<DescError> more_ = {})
      : line(line_), message(std::move(message_)), more(std::move(more_)) {}
  int line = 0;
  std::string message;
  // Further errors found at once (validation lists several), each printed on a line of its own.
  std::vector<DescError> more;
  // "FILE:LINE: MESSAGE", and one such line for each of `more`.
  std::string to_string(const std::string& file) const;
};

// Parses a description; the first error stops it. Never throws on bad text.
std::optional<TrackDesc> parse_track_desc(const std::string& text, DescError& error);

// The description line of the control point (a `point` or a route's `via`) nearest `p`: where a
// compiler message about a place points a modder.
int nearest_control_line(const TrackDesc& desc, const Point3& p);

}  // namespace unpod::disc

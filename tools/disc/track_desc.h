// A circuit description: the human-readable text a modder writes (docs/TRACK-FORMAT.md), as
// parsed by parse_track_desc(). Distances are track units (about metres), angles degrees,
// positions world coordinates with z up. The compiler works in double; only its output is
// 16.16 fixed point.
#pragma once

#include <array>
#include <optional>
#include <string>
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
  Stretch where;
  int type = 0;
  int speed = 0;  // the flags' 16-bit param
};

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
};

// A description error: the line (1-based; 0 = the whole file) and what is wrong.
struct DescError {
  int line = 0;
  std::string message;
  std::string to_string(const std::string& file) const;
};

// Parses a description; the first error stops it. Never throws on bad text.
std::optional<TrackDesc> parse_track_desc(const std::string& text, DescError& error);

}  // namespace unpod::disc

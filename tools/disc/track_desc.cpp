// parse_track_desc: the line-oriented circuit description of docs/TRACK-FORMAT.md. One
// directive per line, `#` starts a comment, "double quotes" group words into one value. The first
// error stops the parse and names its line.
#include "track_desc.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

#include "number_text.h"

namespace unpod::disc {

std::string DescError::to_string(const std::string& file) const {
  std::string out = file;
  out.append(":").append(std::to_string(line)).append(": ").append(message);
  for (const DescError& e : more) out.append("\n").append(e.to_string(file));
  return out;
}

namespace {

// Field sizes of the files the names end up in (pod-formats.md §8.1, §5.13).
constexpr size_t kMaxName = 19;        // CIRCUITS.BIN base name, 20 bytes with its NUL
constexpr size_t kMaxDisplay = 63;     // CIRCUITS.BIN menu text, 64 bytes
constexpr size_t kMaxDriverName = 31;  // shown in the race HUD
constexpr size_t kMaxCarName = 19;     // VOITURES.BIN base name
constexpr size_t kCompetitorsPerDifficulty = 7;
constexpr size_t kMaxRoutes = 8;
constexpr double kMaxLength = 30000;  // the longest lap, in units
constexpr const char* kDifficulties[3] = {"easy", "normal", "hard"};

struct Token {
  std::string text;
  bool quoted = false;
};

// A failure inside one line: the parser turns it into a DescError with the line number.
struct LineError {
  std::string message;
};

bool split_line(const std::string& line, std::vector<Token>& out, std::string& problem) {
  size_t i = 0;
  while (i < line.size()) {
    const char c = line[i];
    if (c == '#') break;
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    Token t;
    if (c == '"') {
      const size_t end = line.find('"', i + 1);
      if (end == std::string::npos) {
        problem = "unterminated quoted text";
        return false;
      }
      t.text = line.substr(i + 1, end - i - 1);
      t.quoted = true;
      i = end + 1;
    } else {
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])) &&
             line[i] != '#' && line[i] != '"')
        t.text += line[i++];
    }
    out.push_back(std::move(t));
  }
  return true;
}

// The values of one directive, consumed left to right with typed readers.
class Args {
 public:
  Args(std::string directive, std::vector<Token> tokens)
      : directive_(std::move(directive)), tokens_(std::move(tokens)) {}

  bool done() const { return next_ >= tokens_.size(); }
  // The next word without consuming it ("" at the end).
  std::string peek() const { return done() ? std::string() : tokens_[next_].text; }

  std::string word(const char* what) {
    if (done()) fail("missing " + std::string(what));
    return tokens_[next_++].text;
  }
  double number(const char* what) {
    const std::string s = word(what);
    double v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size() || !std::isfinite(v))
      fail(std::string(what) + " must be a number, not \"" + s + "\"");
    return v;
  }
  double number(const char* what, double lo, double hi) {
    const double v = number(what);
    if (v < lo || v > hi)
      fail(std::string(what) + " " + format(v) + " is out of range (" + format(lo) + " to " +
           format(hi) + ")");
    return v;
  }
  int integer(const char* what, int lo, int hi) {
    const std::string s = word(what);
    long long v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size())
      fail(std::string(what) + " must be a whole number, not \"" + s + "\"");
    if (v < lo || v > hi)
      fail(std::string(what) + " " + s + " is out of range (" + std::to_string(lo) + " to " +
           std::to_string(hi) + ")");
    return static_cast<int>(v);
  }
  void keyword(const char* expected) {
    const std::string s = word(expected);
    if (s != expected) fail("expected \"" + std::string(expected) + "\", found \"" + s + "\"");
  }
  void finish() {
    if (!done())
      fail("unexpected \"" + tokens_[next_].text + "\" after the values of " + directive_);
  }
  [[noreturn]] void fail(const std::string& message) const {
    throw LineError{directive_ + ": " + message};
  }

  static std::string format(double v) { return shortest(v); }

 private:
  std::string directive_;
  std::vector<Token> tokens_;
  size_t next_ = 0;
};

bool valid_base_name(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-') return false;
  return true;
}

// `point`/`via` values: X Y Z then optional `width W` and `bank DEG` in any order.
ControlPoint read_point(Args& a, int line) {
  ControlPoint p;
  p.line = line;
  p.at.x = a.number("x", -100000, 100000);
  p.at.y = a.number("y", -100000, 100000);
  p.at.z = a.number("z", -10000, 10000);
  while (!a.done()) {
    const std::string key = a.word("option");
    if (key == "width")
      p.width = a.number("width", 4, 60);
    else if (key == "bank")
      p.bank = a.number("bank", -30, 30);
    else
      a.fail("unknown option \"" + key + "\" (width or bank)");
  }
  return p;
}

std::array<int, 3> read_rgb(Args& a) {
  std::array<int, 3> c{};
  c[0] = a.integer("red", 0, 255);
  c[1] = a.integer("green", 0, 255);
  c[2] = a.integer("blue", 0, 255);
  return c;
}

double lap_fraction(Args& a, const char* what) {
  return a.number(what, 0, 1);
}

Stretch read_stretch(Args& a, int line) {
  Stretch s;
  s.line = line;
  s.from = lap_fraction(a, "from");
  s.to = lap_fraction(a, "to");
  if (s.to <= s.from) a.fail("the stretch must end after it starts (from < to)");
  return s;
}

class Parser {
 public:
  std::optional<TrackDesc> run(const std::string& text, DescError& error) {
    try {
      parse_lines(text);
      check_whole();
    } catch (const LineError& e) {
      error = DescError{line_, e.message};
      return std::nullopt;
    }
    return desc_;
  }

 private:
  void parse_lines(const std::string& text) {
    size_t start = 0;
    int number = 0;
    while (start <= text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string raw = text.substr(start, end - start);
      if (!raw.empty() && raw.back() == '\r') raw.pop_back();
      line_ = ++number;
      parse_line(raw);
      if (end == text.size()) break;
      start = end + 1;
    }
    if (route_) {
      line_ = route_->line;
      throw LineError{"route " + route_->name + ": no \"end\" before the end of the file"};
    }
    line_ = 0;
  }

  void parse_line(const std::string& raw) {
    std::vector<Token> tokens;
    std::string problem;
    if (!split_line(raw, tokens, problem)) throw LineError{problem};
    if (tokens.empty()) return;
    if (tokens[0].quoted) throw LineError{"a line must start with a directive, not quoted text"};
    const std::string directive = tokens[0].text;
    tokens.erase(tokens.begin());
    Args a(directive, std::move(tokens));

    if (route_) {
      if (directive == "via") {
        route_->via.push_back(read_point(a, line_));
      } else if (directive == "end") {
        a.finish();
        if (route_->via.empty()) a.fail("route " + route_->name + " has no via points");
        desc_.routes.push_back(std::move(*route_));
        route_.reset();
      } else {
        a.fail("inside route " + route_->name + " only \"via\" and \"end\" are allowed");
      }
      a.finish();
      return;
    }
    const auto it = handlers().find(directive);
    if (it == handlers().end()) {
      if (directive == "via" || directive == "end")
        a.fail("only allowed between \"route\" and \"end\"");
      throw LineError{"unknown directive \"" + directive + "\""};
    }
    if (seen_.count(directive) && it->second.once) a.fail("given twice");
    seen_.insert(directive);
    (this->*(it->second.parse))(a);
    a.finish();
  }

  struct Handler {
    void (Parser::*parse)(Args&);
    bool once;
  };
  static const std::map<std::string, Handler>& handlers() {
    static const std::map<std::string, Handler> h = {
        {"name", {&Parser::on_name, true}},
        {"display", {&Parser::on_display, true}},
        {"laps", {&Parser::on_laps, true}},
        {"mirror", {&Parser::on_mirror, true}},
        {"level", {&Parser::on_level, true}},
        {"texture-seed", {&Parser::on_seed, true}},
        {"sector-length", {&Parser::on_sector_length, true}},
        {"wall-height", {&Parser::on_wall_height, true}},
        {"kerb-width", {&Parser::on_kerb_width, true}},
        {"terrain-width", {&Parser::on_terrain_width, true}},
        {"node-spacing", {&Parser::on_node_spacing, true}},
        {"lanes", {&Parser::on_lanes, true}},
        {"point", {&Parser::on_point, false}},
        {"route", {&Parser::on_route, false}},
        {"checkpoint", {&Parser::on_checkpoint, false}},
        {"tunnel", {&Parser::on_tunnel, false}},
        {"lane-rule", {&Parser::on_lane_rule, false}},
        {"prop", {&Parser::on_prop, false}},
        {"competitor", {&Parser::on_competitor, false}},
        {"sky", {&Parser::on_sky, true}},
        {"fog", {&Parser::on_fog, true}},
        {"terrain", {&Parser::on_terrain, true}},
        {"scenery", {&Parser::on_scenery, false}},
        {"backdrop", {&Parser::on_backdrop, true}},
        {"speaker", {&Parser::on_speaker, false}},
    };
    return h;
  }

  void on_name(Args& a) {
    const std::string s = a.word("name");
    if (s.size() > kMaxName)
      a.fail("\"" + s + "\" is longer than " + std::to_string(kMaxName) + " characters");
    if (!valid_base_name(s)) a.fail("\"" + s + "\" may hold only letters, digits, _ and -");
    desc_.name = s;
  }
  void on_display(Args& a) {
    const std::string s = a.word("display name");
    if (s.empty()) a.fail("the display name is empty");
    if (s.size() > kMaxDisplay)
      a.fail("\"" + s + "\" is longer than " + std::to_string(kMaxDisplay) + " characters");
    desc_.display_name = s;
  }
  void on_laps(Args& a) { desc_.laps = a.integer("laps", 1, kMaxLaps); }
  void on_mirror(Args& a) {
    const std::string s = a.word("yes or no");
    if (s != "yes" && s != "no") a.fail("expected yes or no, found \"" + s + "\"");
    desc_.mirror = s == "yes";
  }
  void on_level(Args& a) { desc_.level = a.integer("level", 1, 3); }
  void on_seed(Args& a) {
    desc_.texture_seed = static_cast<unsigned>(a.integer("seed", 0, 2147483647));
  }
  void on_sector_length(Args& a) { desc_.sector_length = a.number("length", 20, 200); }
  void on_wall_height(Args& a) { desc_.wall_height = a.number("height", 0.5, 10); }
  void on_kerb_width(Args& a) { desc_.kerb_width = a.number("width", 0.2, 5); }
  void on_terrain_width(Args& a) { desc_.terrain_width = a.number("width", 2, 200); }
  void on_node_spacing(Args& a) { desc_.node_spacing = a.number("spacing", 30, 500); }
  void on_lanes(Args& a) { desc_.lanes = a.integer("lanes", 1, 7); }
  void on_point(Args& a) { desc_.main.push_back(read_point(a, line_)); }
  void on_speaker(Args& a) {
    if (desc_.speakers.size() >= kMaxSpeakers)
      a.fail("at most " + std::to_string(kMaxSpeakers) + " speakers");
    SpeakerDesc s;
    s.line = line_;
    s.at.x = a.number("x", -100000, 100000);
    s.at.y = a.number("y", -100000, 100000);
    s.at.z = a.number("z", -10000, 10000);
    desc_.speakers.push_back(s);
  }

  void on_route(Args& a) {
    RouteDesc r;
    r.line = line_;
    r.name = a.word("route name");
    if (r.name.size() > 31) a.fail("name \"" + r.name + "\" is longer than 31 characters");
    if (r.name == kMainLine)
      a.fail("the name \"" + r.name + "\" is the main line's (lane-rule ... on main)");
    if (desc_.routes.size() >= kMaxRoutes)
      a.fail("more than " + std::to_string(kMaxRoutes) + " routes");
    for (const RouteDesc& other : desc_.routes)
      if (other.name == r.name) a.fail("a route named " + r.name + " already exists");
    a.keyword("from");
    r.from = a.integer("from", 0, 9999);
    a.keyword("to");
    r.to = a.integer("to", 0, 9999);
    if (a.peek() == "pit") {
      a.word("pit");
      r.pit = true;
    }
    route_ = std::move(r);
  }

  void on_checkpoint(Args& a) {
    Stretch s;
    s.line = line_;
    s.from = a.number("position", 0, 1);
    if (s.from <= 0.02 || s.from >= 0.98)
      a.fail("position " + Args::format(s.from) + " must lie inside the lap (0.02 to 0.98)");
    for (const Stretch& c : desc_.checkpoints)
      if (s.from <= c.from) a.fail("checkpoints must be given in lap order");
    s.to = s.from;
    desc_.checkpoints.push_back(s);
  }
  void on_tunnel(Args& a) { desc_.tunnels.push_back(read_stretch(a, line_)); }
  void on_lane_rule(Args& a) {
    LaneRule r;
    r.where = read_stretch(a, line_);
    a.keyword("type");
    r.type = a.integer("type", 1, 3);
    bool speed = false;
    while (!a.done()) {
      const std::string key = a.word("option");
      if (key == "speed" && !speed) {
        r.speed = a.integer("speed", 0, 65535);
        speed = true;
      } else if (key == "lanes" && r.lanes.empty()) {
        // One or more lane numbers, up to the next option.
        do {
          const int lane = a.integer("lane", 1, 7);
          if (std::find(r.lanes.begin(), r.lanes.end(), lane) != r.lanes.end())
            a.fail("lane " + std::to_string(lane) + " given twice");
          r.lanes.push_back(lane);
        } while (!a.done() && a.peek() != "speed" && a.peek() != "on");
      } else if (key == "on" && r.on.empty()) {
        r.on = a.word("main or a route's name");
      } else if (key == "speed" || key == "lanes" || key == "on") {
        a.fail(key + " given twice");
      } else {
        a.fail("unknown option \"" + key + "\" (speed, lanes or on)");
      }
    }
    if (!speed && r.type != 3) a.fail("type " + std::to_string(r.type) + " needs a speed");
    desc_.lane_rules.push_back(r);
  }
  void on_prop(Args& a) {
    PropDesc p;
    p.line = line_;
    p.kind = a.word("kind");
    if (p.kind != "cone" && p.kind != "box")
      a.fail("unknown prop \"" + p.kind + "\" (cone or box)");
    p.at = a.number("position", 0, 1);
    p.side = a.number("side", -100, 100);
    desc_.props.push_back(p);
  }

  void on_competitor(Args& a) {
    const std::string level = a.word("difficulty");
    size_t d = 3;
    for (size_t k = 0; k < 3; ++k)
      if (level == kDifficulties[k]) d = k;
    if (d == 3) a.fail("unknown difficulty \"" + level + "\" (easy, normal or hard)");
    CompetitorDesc c;
    c.line = line_;
    c.name = a.word("driver name");
    if (c.name.empty()) a.fail("the driver name is empty");
    if (c.name.size() > kMaxDriverName)
      a.fail("driver name \"" + c.name + "\" is longer than " + std::to_string(kMaxDriverName) +
             " characters");
    a.keyword("car");
    c.car = a.word("car");
    if (c.car.size() > kMaxCarName || !valid_base_name(c.car))
      a.fail("car \"" + c.car + "\" is not a car base name (letters, digits, _ and -, at most " +
             std::to_string(kMaxCarName) + ")");
    a.keyword("lane");
    c.lane = a.integer("lane", 1, 7);
    while (!a.done()) {
      const std::string key = a.word("option");
      if (key == "behaviour") {
        c.behaviour = a.integer("behaviour", 1, 3);
      } else if (key == "attack") {
        if (d == 0) a.fail("easy competitors take no attack rules");
        AttackDesc at;
        at.type = a.integer("attack type", 1, 16);
        at.situation = a.integer("attack situation", 1, 15);
        at.chance = a.integer("attack chance", 1, 100);
        c.attacks.push_back(at);
      } else {
        a.fail("unknown option \"" + key + "\" (behaviour or attack)");
      }
    }
    if (desc_.competitors[d].size() >= kCompetitorsPerDifficulty)
      a.fail("more than " + std::to_string(kCompetitorsPerDifficulty) + " " + level +
             " competitors");
    desc_.competitors[d].push_back(std::move(c));
  }

  void on_sky(Args& a) {
    if (a.done()) a.fail("missing values (top, horizon, height, speed)");
    while (!a.done()) {
      const std::string key = a.word("option");
      if (key == "top")
        desc_.sky.top = read_rgb(a);
      else if (key == "horizon")
        desc_.sky.horizon = read_rgb(a);
      else if (key == "height")
        desc_.sky.height = a.integer("height", 50, 5000);
      else if (key == "speed")
        desc_.sky.speed = a.integer("speed", 0, 100);
      else
        a.fail("unknown option \"" + key + "\" (top, horizon, height or speed)");
    }
  }
  void on_fog(Args& a) {
    if (a.done()) a.fail("missing values (distance, intensity, colour)");
    while (!a.done()) {
      const std::string key = a.word("option");
      if (key == "distance")
        desc_.fog.distance = a.integer("distance", 100, 20000);
      else if (key == "intensity")
        desc_.fog.intensity = a.integer("intensity", 0, 100);
      else if (key == "colour")
        desc_.fog.colour = read_rgb(a);
      else
        a.fail("unknown option \"" + key + "\" (distance, intensity or colour)");
    }
  }

  void on_terrain(Args& a) {
    TerrainDesc& t = desc_.terrain;
    t.line = line_;
    t.kind = a.word("kind");
    if (t.kind != "flat" && t.kind != "hills" && t.kind != "cliffs")
      a.fail("unknown kind \"" + t.kind + "\" (flat, hills or cliffs)");
    while (!a.done()) {
      const std::string key = a.word("option");
      if (key == "extent")
        t.extent = a.number("extent", 20, 300);
      else if (key == "height")
        t.height = a.number("height", 0, 100);
      else if (key == "seed")
        t.seed = static_cast<unsigned>(a.integer("seed", 0, 2147483647));
      else
        a.fail("unknown option \"" + key + "\" (extent, height or seed)");
    }
  }
  void on_scenery(Args& a) {
    SceneryDesc s;
    s.line = line_;
    s.kind = a.word("kind");
    if (s.kind == "spoil-heap") {
      a.keyword("at");
      s.x = a.number("x", -100000, 100000);
      s.y = a.number("y", -100000, 100000);
      s.radius = 20;
      s.height = 12;
      while (!a.done()) {
        const std::string key = a.word("option");
        if (key == "radius")
          s.radius = a.number("radius", 5, 100);
        else if (key == "height")
          s.height = a.number("height", 1, 60);
        else
          a.fail("unknown option \"" + key + "\" (radius or height)");
      }
    } else if (s.kind == "cliff") {
      const Stretch where = read_stretch(a, line_);
      s.from = where.from;
      s.to = where.to;
      const std::string side = a.word("side");
      if (side != "left" && side != "right")
        a.fail("side must be left or right, not \"" + side + "\"");
      s.side = side == "left" ? 1 : -1;
      while (!a.done()) {
        const std::string key = a.word("option");
        if (key == "height")
          s.height = a.number("height", 2, 100);
        else if (key == "distance")
          s.distance = a.number("distance", 10, 200);
        else
          a.fail("unknown option \"" + key + "\" (height or distance)");
      }
    } else {
      a.fail("unknown scenery \"" + s.kind + "\" (spoil-heap or cliff)");
    }
    desc_.scenery.push_back(s);
  }
  void on_backdrop(Args& a) {
    const std::string s = a.word("backdrop");
    if (s != "hills" && s != "quarry-cliffs")
      a.fail("unknown backdrop \"" + s + "\" (hills or quarry-cliffs)");
    desc_.backdrop = s;
  }

  // Checks that need the whole file; each names the line of the offending directive.
  void check_whole() {
    auto fail_at = [this](int line, const std::string& message) {
      line_ = line;
      throw LineError{message};
    };
    if (desc_.name.empty()) fail_at(0, "no \"name\" directive");
    if (desc_.display_name.empty()) desc_.display_name = desc_.name;
    if (desc_.main.size() < 4)
      fail_at(desc_.main.empty() ? 0 : desc_.main.back().line,
              "the main line needs at least 4 points, found " + std::to_string(desc_.main.size()));
    for (size_t i = 0; i < desc_.main.size(); ++i) {
      const ControlPoint& p = desc_.main[i];
      const ControlPoint& q = desc_.main[(i + 1) % desc_.main.size()];
      const double d = std::hypot(q.at.x - p.at.x, q.at.y - p.at.y, q.at.z - p.at.z);
      if (d < 5)
        fail_at(q.line,
                "point: only " + rounded(d) + " units from the previous point (at least 5 needed)");
    }
    // Path values are 16.16 fixed point and the geometry is sampled every 2 units: a lap (and
    // any route) is capped well inside both.
    auto chord_length = [](const std::vector<ControlPoint>& pts, bool closed) {
      double total = 0;
      for (size_t i = 0; i + (closed ? 0 : 1) < pts.size(); ++i) {
        const Point3 a = pts[i].at, b = pts[(i + 1) % pts.size()].at;
        total += std::hypot(b.x - a.x, b.y - a.y, b.z - a.z);
      }
      return total;
    };
    const double lap = chord_length(desc_.main, true);
    if (lap > kMaxLength)
      fail_at(desc_.main.front().line, "the lap is at least " + std::to_string(std::lround(lap)) +
                                           " units long; at most " +
                                           std::to_string(std::lround(kMaxLength)) + " allowed");
    const int n = static_cast<int>(desc_.main.size());
    for (const RouteDesc& r : desc_.routes) {
      if (r.from >= n || r.to >= n)
        fail_at(r.line, "route " + r.name + ": point index out of range (the main line has " +
                            std::to_string(n) + " points, 0 to " + std::to_string(n - 1) + ")");
      if (r.from == r.to) fail_at(r.line, "route " + r.name + ": from and to are the same point");
      std::vector<ControlPoint> path{desc_.main[size_t(r.from)]};
      path.insert(path.end(), r.via.begin(), r.via.end());
      path.push_back(desc_.main[size_t(r.to)]);
      const double length = chord_length(path, false);
      if (length > lap)
        fail_at(r.line, "route " + r.name + ": at least " + std::to_string(std::lround(length)) +
                            " units long, longer than the lap (" +
                            std::to_string(std::lround(lap)) + ")");
      if (r.from == 0 || r.to == 0 || r.to < r.from)
        fail_at(r.line, "route " + r.name +
                            ": must leave and rejoin within the lap (0 < from < to), not across "
                            "the lap line");
    }
    if (desc_.checkpoints.empty()) fail_at(0, "no checkpoint (1 to 3 needed)");
    if (desc_.checkpoints.size() > 3)
      fail_at(desc_.checkpoints[3].line, "checkpoint: more than 3 checkpoints");
    for (size_t d = 0; d < 3; ++d)
      if (desc_.competitors[d].size() != kCompetitorsPerDifficulty)
        fail_at(desc_.competitors[d].empty() ? 0 : desc_.competitors[d].back().line,
                std::to_string(desc_.competitors[d].size()) + " " + kDifficulties[d] +
                    " competitors; exactly " + std::to_string(kCompetitorsPerDifficulty) +
                    " needed");
    for (const LaneRule& r : desc_.lane_rules) check_lane_rule(r);
    for (const SceneryDesc& s : desc_.scenery)
      if (desc_.terrain.kind == "none")
        fail_at(s.line, "scenery: a " + s.kind +
                            " is part of the terrain; add a terrain line (terrain flat, hills or "
                            "cliffs)");
    for (const auto& list : desc_.competitors)
      for (const CompetitorDesc& c : list)
        if (c.lane > desc_.lanes)
          fail_at(c.line, "competitor \"" + c.name + "\": lane " + std::to_string(c.lane) +
                              " does not exist (lanes 1 to " + std::to_string(desc_.lanes) + ")");
  }

  // The lanes and the line a lane rule names exist, and take rules (a pit lane's do not).
  void check_lane_rule(const LaneRule& r) {
    line_ = r.where.line;
    for (int lane : r.lanes)
      if (lane > desc_.lanes)
        throw LineError{"lane-rule: lane " + std::to_string(lane) + " does not exist (lanes 1 to " +
                        std::to_string(desc_.lanes) + ")"};
    if (r.on.empty() || r.on == kMainLine) return;
    for (const RouteDesc& route : desc_.routes)
      if (route.name == r.on) {
        if (route.pit)
          throw LineError{"lane-rule: route " + r.on + " is a pit lane, whose lanes take no rules"};
        return;
      }
    std::string names = kMainLine;
    for (const RouteDesc& route : desc_.routes) names += ", " + route.name;
    throw LineError{"lane-rule: no route named " + r.on + " (" + names + ")"};
  }

  TrackDesc desc_;
  std::optional<RouteDesc> route_;
  std::set<std::string> seen_;
  int line_ = 0;
};

}  // namespace

std::optional<TrackDesc> parse_track_desc(const std::string& text, DescError& error) {
  Parser p;
  return p.run(text, error);
}

int nearest_control_line(const TrackDesc& desc, const Point3& p) {
  double best = 1e300;
  int line = 0;
  const auto consider = [&](const ControlPoint& c) {
    const double d = std::hypot(c.at.x - p.x, c.at.y - p.y, c.at.z - p.z);
    if (d < best) best = d, line = c.line;
  };
  for (const ControlPoint& c : desc.main) consider(c);
  for (const RouteDesc& r : desc.routes)
    for (const ControlPoint& c : r.via) consider(c);
  return line;
}

}  // namespace unpod::disc

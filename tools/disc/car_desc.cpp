// The car description parser (docs/CAR-FORMAT.md): one directive per line, `#` starts a
// comment. Every value is checked against its range here, so the compiler only sees sane cars.
#include "car_desc.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <map>
#include <sstream>

namespace unpod::disc {
namespace {

struct Line {
  int number = 0;
  std::vector<std::string> words;  // words[0] is the directive
  std::string rest;                // the text after the directive, trimmed
};

// Internal: the first error, thrown to unwind the parser and caught in parse_car_desc.
struct Failure {
  int line;
  std::string message;
};

[[noreturn]] void fail(int line, std::string message) {
  throw Failure{line, std::move(message)};
}

// What separates words: the characters the word split (istream >>) skips, std::isspace's set in
// the C locale. Trimming with the same set keeps a line of only blanks (say a vertical tab) from
// reaching the directive lookup with no words.
constexpr const char* kBlanks = " \t\n\v\f\r";

std::string trim(const std::string& s) {
  const size_t b = s.find_first_not_of(kBlanks);
  if (b == std::string::npos) return "";
  const size_t e = s.find_last_not_of(kBlanks);
  return s.substr(b, e - b + 1);
}

std::string format(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

// Checks the value count: exactly `n` (or between n and max_n) after the directive.
void arity(const Line& l, size_t n, const char* usage) {
  const size_t given = l.words.size() - 1;
  if (given != n)
    fail(l.number, "'" + l.words[0] + "' takes " + std::to_string(n) + " value" +
                       (n == 1 ? "" : "s") + " (" + usage + "); " + std::to_string(given) +
                       " given");
}

double number(const Line& l, size_t i, const std::string& what, double lo, double hi) {
  const std::string& w = l.words[i];
  double v = 0;
  const char* end = w.data() + w.size();
  const char* first = w.data();
  if (first != end && *first == '+') ++first;
  const auto r = std::from_chars(first, end, v);
  if (r.ec != std::errc() || r.ptr != end || !std::isfinite(v))
    fail(l.number, what + ": '" + w + "' is not a number");
  if (v < lo || v > hi)
    fail(l.number, what + " " + w + " is out of range (" + format(lo) + " to " + format(hi) + ")");
  return v;
}

int integer(const Line& l, size_t i, const std::string& what, int lo, int hi) {
  const std::string& w = l.words[i];
  int v = 0;
  const char* end = w.data() + w.size();
  const auto r = std::from_chars(w.data(), end, v);
  if (r.ec == std::errc::result_out_of_range)
    fail(l.number, what + " " + w + " is out of range (" + std::to_string(lo) + " to " +
                       std::to_string(hi) + ")");
  if (r.ec != std::errc() || r.ptr != end)
    fail(l.number, what + ": '" + w + "' is not a whole number");
  if (v < lo || v > hi)
    fail(l.number, what + " " + w + " is out of range (" + std::to_string(lo) + " to " +
                       std::to_string(hi) + ")");
  return v;
}

Rgb colour(const Line& l, const std::string& what) {
  arity(l, 3, "red green blue, 0 to 255");
  return {integer(l, 1, what + " red", 0, 255), integer(l, 2, what + " green", 0, 255),
          integer(l, 3, what + " blue", 0, 255)};
}

// `front` or `rear` as the first value of an axle directive.
AxleDesc& axle_of(const Line& l, CarDesc& d) {
  if (l.words.size() < 2) fail(l.number, "'" + l.words[0] + "' needs 'front' or 'rear' first");
  if (l.words[1] == "front") return d.front;
  if (l.words[1] == "rear") return d.rear;
  fail(l.number, "'" + l.words[0] + "': '" + l.words[1] + "' is not 'front' or 'rear'");
}

class CarDescParser {
 public:
  explicit CarDescParser(CarDesc& d) : d_(d) {}

  void line(const Line& l) {
    const auto it = handlers().find(l.words[0]);
    if (it == handlers().end()) fail(l.number, "unknown directive '" + l.words[0] + "'");
    // Repeatable directives are keyed per line; the others may appear once (per axle).
    std::string key = l.words[0];
    if (key == "axle" || key == "grip" || key == "spring" || key == "rolling")
      key += " " + (l.words.size() > 1 ? l.words[1] : std::string());
    if (key != "torque") {
      const auto [seen, fresh] = seen_.emplace(key, l.number);
      if (!fresh)
        fail(l.number,
             "'" + key + "' given twice (first on line " + std::to_string(seen->second) + ")");
    }
    it->second(*this, l);
  }

  void finish() {
    static const char* const required[] = {
        "name",      "display",      "drive",       "body",   "paint",
        "mass",      "axle front",   "axle rear",   "wheel",  "grip front",
        "grip rear", "spring front", "spring rear", "gears",  "reverse",
        "torque",    "steer",        "drag",        "brakes", "ratings"};
    for (const char* r : required)
      if (std::string(r) != "torque" && !seen_.count(r))
        fail(0, std::string("missing required directive '") + r + "'");
    if (d_.torque.size() < 2)
      fail(0, "the torque curve needs at least 2 'torque' lines; " +
                  std::to_string(d_.torque.size()) + " given");
    // Cross-field checks, reported at the line that completes the conflict.
    for (const AxleDesc* a : {&d_.front, &d_.rear}) {
      const bool front = a == &d_.front;
      const int at = seen_.at(front ? "axle front" : "axle rear");
      if (std::abs(a->x) > d_.length / 2)
        fail(at, std::string(front ? "front" : "rear") + " axle x " + format(a->x) +
                     " lies outside the body (length " + format(d_.length) + ")");
      if (a->half_track + d_.wheel_width / 2 > d_.width / 2 + 0.5)
        fail(at, std::string(front ? "front" : "rear") +
                     " wheels stick out more than 0.5 beyond the body");
    }
    if (d_.front.x <= d_.rear.x)
      fail(seen_.at("axle rear"), "the rear axle must lie behind the front one");
    if (4 * d_.wheel_mass >= d_.mass)
      fail(seen_.at("wheel"), "four wheels of " + format(d_.wheel_mass) +
                                  " weigh as much as the car (mass " + format(d_.mass) + ")");
  }

 private:
  using Handler = std::function<void(CarDescParser&, const Line&)>;
  static const std::map<std::string, Handler>& handlers();

  CarDesc& d_;
  std::map<std::string, int> seen_;
};

const std::map<std::string, CarDescParser::Handler>& CarDescParser::handlers() {
  static const std::map<std::string, Handler> table = {
      {"name",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "base file name");
         const std::string& n = l.words[1];
         if (n.size() > 19) fail(l.number, "name '" + n + "' is longer than 19 characters");
         for (char c : n)
           if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
             fail(l.number, "name '" + n + "': only A-Z, 0-9 and _ are allowed");
         p.d_.name = n;
       }},
      {"display",
       [](CarDescParser& p, const Line& l) {
         if (l.rest.empty()) fail(l.number, "'display' needs the menu text");
         if (l.rest.size() > 63) fail(l.number, "display name is longer than 63 characters");
         p.d_.display_name = l.rest;
       }},
      {"drive",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "all, front or rear");
         const std::string& w = l.words[1];
         if (w == "all")
           p.d_.drive = 1;
         else if (w == "front")
           p.d_.drive = 2;
         else if (w == "rear")
           p.d_.drive = 3;
         else
           fail(l.number, "drive: '" + w + "' is not all, front or rear");
       }},
      {"body",
       [](CarDescParser& p, const Line& l) {
         arity(l, 3, "length width height");
         p.d_.length = number(l, 1, "body length", 2, 8);
         p.d_.width = number(l, 2, "body width", 1, 3);
         p.d_.height = number(l, 3, "body height", 0.6, 3);
       }},
      {"paint", [](CarDescParser& p, const Line& l) { p.d_.paint = colour(l, "paint"); }},
      {"trim", [](CarDescParser& p, const Line& l) { p.d_.trim = colour(l, "trim"); }},
      {"number",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "race number");
         p.d_.number = integer(l, 1, "number", 0, 99);
       }},
      {"mass",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "kilograms");
         p.d_.mass = number(l, 1, "mass", 200, 5000);
       }},
      {"inertia",
       [](CarDescParser& p, const Line& l) {
         arity(l, 3, "about forward, left, up");
         p.d_.inertia = Point3{number(l, 1, "roll inertia", 10, 100000),
                               number(l, 2, "pitch inertia", 10, 100000),
                               number(l, 3, "yaw inertia", 10, 100000)};
       }},
      {"axle",
       [](CarDescParser& p, const Line& l) {
         AxleDesc& a = axle_of(l, p.d_);
         arity(l, 4, "front|rear x half-track z");
         a.x = number(l, 2, "axle x", -4, 4);
         a.half_track = number(l, 3, "axle half track", 0.3, 2);
         a.z = number(l, 4, "axle z", -2, 1);
       }},
      {"grip",
       [](CarDescParser& p, const Line& l) {
         AxleDesc& a = axle_of(l, p.d_);
         arity(l, 4, "front|rear x y z");
         a.grip = Point3{number(l, 2, "grip x", 0, 5), number(l, 3, "grip y", 0, 5),
                         number(l, 4, "grip z", 0, 5)};
         if (a.grip.x == 0 || a.grip.y == 0)
           fail(l.number, "grip: a wheel without traction or side grip cannot drive");
       }},
      {"rolling",
       [](CarDescParser& p, const Line& l) {
         AxleDesc& a = axle_of(l, p.d_);
         arity(l, 2, "front|rear resistance");
         a.rolling = number(l, 2, "rolling resistance", 0, 50);
       }},
      {"spring",
       [](CarDescParser& p, const Line& l) {
         AxleDesc& a = axle_of(l, p.d_);
         arity(l, 3, "front|rear stiffness damper");
         a.stiffness = number(l, 2, "spring stiffness", 0.1, 500);
         a.damper = number(l, 3, "damper", 0.01, 100);
       }},
      {"wheel",
       [](CarDescParser& p, const Line& l) {
         arity(l, 3, "radius width mass");
         p.d_.wheel_radius = number(l, 1, "wheel radius", 0.15, 1);
         p.d_.wheel_width = number(l, 2, "wheel width", 0.1, 0.8);
         p.d_.wheel_mass = number(l, 3, "wheel mass", 1, 200);
       }},
      {"wheel_sides",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "sides of the wheel cylinder");
         p.d_.wheel_sides = integer(l, 1, "wheel sides", 8, 12);
       }},
      {"travel",
       [](CarDescParser& p, const Line& l) {
         arity(l, 3, "rest max min");
         p.d_.rest = number(l, 1, "travel rest", -1, 1);
         p.d_.travel_max = number(l, 2, "travel max", -1, 1);
         p.d_.travel_min = number(l, 3, "travel min", -1, 1);
         if (!(p.d_.travel_min < p.d_.rest && p.d_.rest < p.d_.travel_max))
           fail(l.number, "travel: min < rest < max expected");
       }},
      {"gears",
       [](CarDescParser& p, const Line& l) {
         const size_t n = l.words.size() - 1;
         if (n < 1 || n > 8)
           fail(l.number, "'gears' takes 1 to 8 ratios; " + std::to_string(n) + " given");
         p.d_.gears.clear();
         for (size_t i = 1; i <= n; ++i) {
           const double r = number(l, i, "gear " + std::to_string(i) + " ratio", 0.1, 20);
           if (!p.d_.gears.empty() && r >= p.d_.gears.back())
             fail(l.number, "gear " + std::to_string(i) + " ratio " + l.words[i] +
                                " is not below the gear before it");
           p.d_.gears.push_back(r);
         }
       }},
      {"reverse",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "ratio magnitude");
         p.d_.reverse = number(l, 1, "reverse ratio", 0.1, 20);
       }},
      {"final_drive",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "ratio");
         p.d_.final_drive = number(l, 1, "final drive ratio", 1, 10);
       }},
      {"torque",
       [](CarDescParser& p, const Line& l) {
         arity(l, 2, "rpm torque");
         const double rpm = number(l, 1, "torque rpm", 0, 30000);
         const double t = number(l, 2, "torque", 0, 5000);
         if (!p.d_.torque.empty() && rpm <= p.d_.torque.back().rpm)
           fail(l.number, "torque rpm " + l.words[1] + " is not above the previous point's (line " +
                              std::to_string(p.d_.torque.back().line) + ")");
         p.d_.torque.push_back({rpm, t, l.number});
       }},
      {"engine",
       [](CarDescParser& p, const Line& l) {
         arity(l, 2, "rev-up rev-down");
         p.d_.rev_up = number(l, 1, "engine rev-up rate", 1, 10000);
         p.d_.rev_down = number(l, 2, "engine rev-down rate", 1, 10000);
       }},
      {"steer",
       [](CarDescParser& p, const Line& l) {
         arity(l, 3, "max-degrees degrees-per-second return");
         p.d_.steer_max = number(l, 1, "steer max", 1, 60);
         p.d_.steer_speed = number(l, 2, "steer speed", 1, 720);
         p.d_.steer_return = number(l, 3, "steer return", 0.01, 50);
       }},
      {"rear_steer",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "factor");
         p.d_.rear_steer = number(l, 1, "rear steer", -1, 1);
       }},
      {"drag",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "factor");
         p.d_.drag = number(l, 1, "drag", 0.01, 10);
       }},
      {"downforce",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "factor");
         p.d_.downforce = number(l, 1, "downforce", 0, 10);
       }},
      {"brakes",
       [](CarDescParser& p, const Line& l) {
         arity(l, 3, "max slope front-share");
         p.d_.brake_max = number(l, 1, "brake max", 0.1, 1000);
         p.d_.brake_slope = number(l, 2, "brake slope", 0.01, 100);
         p.d_.brake_distribution = number(l, 3, "brake distribution", 0, 1);
       }},
      {"gravity",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "factor");
         p.d_.gravity = number(l, 1, "gravity", 0.1, 5);
       }},
      {"viscous",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "factor");
         p.d_.viscous = number(l, 1, "viscous friction", 0, 10);
       }},
      {"zoom",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "factor");
         p.d_.zoom = number(l, 1, "zoom", 0.1, 10);
       }},
      {"chassis",
       [](CarDescParser& p, const Line& l) {
         arity(l, 1, "chassis point radius");
         p.d_.chassis_radius = number(l, 1, "chassis radius", 0.05, 2);
       }},
      {"sounds",
       [](CarDescParser& p, const Line& l) {
         arity(l, 15, "15 sound ids, -1 for none");
         for (size_t i = 0; i < 15; ++i)
           p.d_.sounds[i] = integer(l, i + 1, "sound " + std::to_string(i), -1, 32767);
       }},
      {"ratings",
       [](CarDescParser& p, const Line& l) {
         arity(l, 5, "acceleration brakes grip handling speed");
         static const char* const what[5] = {"acceleration", "brakes", "grip", "handling", "speed"};
         int sum = 0;
         for (size_t i = 0; i < 5; ++i) {
           p.d_.ratings[i] = integer(l, i + 1, std::string("rating ") + what[i], 0, 100);
           sum += p.d_.ratings[i];
         }
         if (sum > 300)
           fail(l.number, "ratings sum to " + std::to_string(sum) + "; at most 300 allowed");
       }},
      {"light",
       [](CarDescParser& p, const Line& l) {
         arity(l, 3, "range intensity cone-degrees");
         p.d_.light_range = number(l, 1, "light range", 0, 500);
         p.d_.light_intensity = number(l, 2, "light intensity", 0, 4);
         p.d_.light_angle = number(l, 3, "light angle", 1, 90);
       }},
  };
  return table;
}

}  // namespace

std::optional<CarDesc> parse_car_desc(const std::string& text, DescError& error) {
  CarDesc d;
  CarDescParser parser(d);
  try {
    std::istringstream in(text);
    std::string raw;
    int number = 0;
    while (std::getline(in, raw)) {
      ++number;
      const size_t hash = raw.find('#');
      const std::string body = trim(hash == std::string::npos ? raw : raw.substr(0, hash));
      if (body.empty()) continue;
      Line l;
      l.number = number;
      std::istringstream words(body);
      for (std::string w; words >> w;) l.words.push_back(w);
      const size_t gap = body.find_first_of(kBlanks);
      l.rest = gap == std::string::npos ? "" : trim(body.substr(gap));
      parser.line(l);
    }
    parser.finish();
  } catch (const Failure& f) {
    error = DescError{f.line, f.message};
    return std::nullopt;
  }
  return d;
}

}  // namespace unpod::disc

// generate_track_description: a seeded random circuit, written as a modder would write it.
#include "track_generator.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "track_compiler.h"
#include "track_desc.h"

namespace unpod::disc {

namespace {

constexpr double kPi = std::numbers::pi;

// Draws from mt19937's own words (its sequence is fixed by the standard; the library's
// distributions are not), so a seed gives the same circuit with any standard library.
class Draw {
 public:
  explicit Draw(uint32_t seed) : engine_(seed) {}
  double uniform(double lo, double hi) {
    return lo + (hi - lo) * (double(uint32_t(engine_())) / 4294967296.0);
  }
  int integer(int lo, int hi) {  // lo to hi inclusive
    return lo + int(engine_() % uint32_t(hi - lo + 1));
  }
  bool chance(double p) { return uniform(0, 1) < p; }

 private:
  std::mt19937 engine_;
};

struct V2 {
  double x = 0, y = 0;
};
V2 operator+(V2 a, V2 b) {
  return {a.x + b.x, a.y + b.y};
}
V2 operator-(V2 a, V2 b) {
  return {a.x - b.x, a.y - b.y};
}
V2 operator*(V2 a, double s) {
  return {a.x * s, a.y * s};
}
double length(V2 a) {
  return std::hypot(a.x, a.y);
}
V2 unit(V2 a) {
  return a * (1 / length(a));
}
V2 left_of(V2 d) {
  return {-d.y, d.x};
}
double cross(V2 a, V2 b) {
  return a.x * b.y - a.y * b.x;
}

// A control point as drawn, and which stretch of the lap it belongs to.
struct Drawn {
  V2 at;
  double bank = 0;
  double width = 0;   // 0: the circuit's width
  int straight = -1;  // the straight it lies on (its index), -1 in a bend
};

// A fork beside straight `straight`: it leaves at control point `from` and rejoins at `to`.
struct Fork {
  int from = 0, to = 0;
  std::vector<V2> via;
  double width = 0;
};

struct Lap {
  std::vector<Drawn> points;
  std::vector<double> along;  // distance along the control polygon of each point
  double length = 0;
  int bends = 0;
};

// The corners of a star-shaped polygon, anticlockwise: no two edges cross.
std::vector<V2> draw_polygon(Draw& draw, const TrackGenerator& g) {
  const int corners = draw.integer(5, 9);
  const double target = draw.uniform(g.min_lap, g.max_lap);
  const double scale = target / (2 * kPi * 0.8);
  std::vector<V2> v;
  for (int k = 0; k < corners; ++k) {
    const double a = 2 * kPi * (k + draw.uniform(-0.3, 0.3)) / corners;
    const double r = scale * draw.uniform(0.55, 1.0);
    v.push_back({r * std::cos(a), r * std::sin(a)});
  }
  return v;
}

// Rounds every corner into an arc of a drawn radius and lays control points along the arcs
// (at most 30 degrees apart) and the straights between (at most 90 units apart). Empty when the
// arcs do not fit on the straights.
Lap round_corners(Draw& draw, const TrackGenerator& g, const std::vector<V2>& v) {
  const size_t n = v.size();
  struct Corner {
    double turn = 0;  // signed, radians, positive to the left
    double radius = 0, tangent = 0;
    double bank = 0;
  };
  std::vector<Corner> c(n);
  for (size_t k = 0; k < n; ++k) {
    const V2 in = unit(v[k] - v[(k + n - 1) % n]);
    const V2 out = unit(v[(k + 1) % n] - v[k]);
    Corner& corner = c[k];
    corner.turn = std::atan2(cross(in, out), in.x * out.x + in.y * out.y);
    const double turn = std::abs(corner.turn);
    if (turn > 150 * kPi / 180) return {};
    // Most corners are the tight bends under test, the others sweepers.
    corner.radius = draw.chance(0.7) ? draw.uniform(g.min_bend_radius, g.max_bend_radius)
                                     : draw.uniform(100, 250);
    corner.radius = std::max(corner.radius, 60 / std::max(turn, 1e-3));  // an arc of 60 at least
    corner.tangent = corner.radius * std::tan(turn / 2);
    // Banked into the bend (a right-hander lifts the left side: positive), now and then a
    // little off-camber.
    const double bank = draw.uniform(0, g.max_bank);
    corner.bank = draw.chance(0.15) ? std::copysign(std::min(bank, 8.0), corner.turn)
                                    : -std::copysign(bank, corner.turn);
  }
  Lap lap;
  for (size_t k = 0; k < n; ++k) {
    const V2 in = unit(v[k] - v[(k + n - 1) % n]);
    const V2 out = unit(v[(k + 1) % n] - v[k]);
    const Corner& corner = c[k];
    // The arc: from where it leaves the incoming straight to where it joins the next.
    const V2 start = v[k] - in * corner.tangent;
    const V2 centre = start + left_of(in) * std::copysign(corner.radius, corner.turn);
    const int segments = std::max(1, int(std::ceil(std::abs(corner.turn) / (30 * kPi / 180))));
    for (int s = 0; s <= segments; ++s) {
      const double a = corner.turn * s / segments;
      const V2 from_centre = start - centre;
      const V2 p = centre + V2{from_centre.x * std::cos(a) - from_centre.y * std::sin(a),
                               from_centre.x * std::sin(a) + from_centre.y * std::cos(a)};
      // The bank builds up into the arc's middle and eases off after it.
      const double share = std::sin(kPi * s / segments);
      lap.points.push_back({p, corner.bank * std::max(share, 0.4)});
    }
    ++lap.bends;
    // The straight to the next corner.
    const V2 end = v[(k + 1) % n] - unit(v[(k + 1) % n] - v[k]) * c[(k + 1) % n].tangent;
    const V2 joined = v[k] + out * corner.tangent;
    const double straight = length(end - joined);
    if (cross(out, end - joined) > 1e-6 * straight ||
        (end - joined).x * out.x + (end - joined).y * out.y < 20)
      return {};  // the two arcs overlap: no straight of 20 units between them
    const int pieces = std::max(2, int(std::ceil(straight / 90)));
    for (int s = 1; s < pieces; ++s)
      lap.points.push_back({joined + out * (straight * s / pieces), 0, 0, int(k)});
  }
  double along = 0;
  for (size_t i = 0; i < lap.points.size(); ++i) {
    if (i) along += length(lap.points[i].at - lap.points[i - 1].at);
    lap.along.push_back(along);
  }
  lap.length = along + length(lap.points.front().at - lap.points.back().at);
  return lap;
}

// The straight with the most control points on it, other than `not_this`: its points' indices.
std::vector<int> longest_straight(const Lap& lap, int not_this = -2) {
  std::vector<int> best, current;
  int on = -1;
  for (size_t i = 0; i <= lap.points.size(); ++i) {
    const int s = i < lap.points.size() ? lap.points[i].straight : -1;
    if (s != on || s < 0) {
      if (on >= 0 && on != not_this && current.size() > best.size()) best = current;
      current.clear();
      on = s;
    }
    if (s >= 0) current.push_back(int(i));
  }
  return best;
}

// Starts the lap at `first` (the lap line), reversing it when `backwards` (a clockwise lap).
Lap restart(const Lap& lap, int first, bool backwards) {
  Lap out;
  const int n = int(lap.points.size());
  for (int i = 0; i < n; ++i) {
    const int k = backwards ? ((first - i) % n + n) % n : (first + i) % n;
    Drawn p = lap.points[size_t(k)];
    if (backwards) p.bank = -p.bank;  // a left-hander backwards is a right-hander
    out.points.push_back(p);
  }
  double along = 0;
  for (size_t i = 0; i < out.points.size(); ++i) {
    if (i) along += length(out.points[i].at - out.points[i - 1].at);
    out.along.push_back(along);
  }
  out.length = along + length(out.points.front().at - out.points.back().at);
  out.bends = lap.bends;
  return out;
}

std::string number(double v, int decimals = 1) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(decimals);
  s << (std::abs(v) < 0.05 ? 0.0 : v);
  return s.str();
}

const std::array<const char*, 4> kCars = {"ZEPHYR", "BULWARK", "MANTIS", "CINDER"};
const std::array<const char*, 21> kDrivers = {
    "Ada Brenner", "Bo Castell",  "Cleo Dunmore", "Dag Eriksen", "Elif Farrow", "Finn Garvey",
    "Gwen Hollis", "Hugo Ibarra", "Iris Jansen",  "Jon Keller",  "Kaia Lowe",   "Luc Mercer",
    "Mira Novak",  "Nils Orton",  "Olga Pryce",   "Pavel Quist", "Rhea Sandor", "Sven Tull",
    "Tess Ulrich", "Uri Vance",   "Vida Wren"};

// One draw of the whole description; the caller checks that it compiles.
std::string draw_description(Draw& draw, const TrackGenerator& g, uint32_t seed) {
  Lap lap;
  while (lap.points.empty()) lap = round_corners(draw, g, draw_polygon(draw, g));
  // The lap line three quarters along the longest straight, so the grid stands on it.
  const std::vector<int> start_straight = longest_straight(lap);
  if (start_straight.size() < 2) return {};
  const bool backwards = draw.chance(0.5);
  const int first = backwards ? start_straight[start_straight.size() / 4]
                              : start_straight[start_straight.size() * 3 / 4];
  lap = restart(lap, first, backwards);
  const int start_on = lap.points.front().straight;

  const double width = draw.uniform(8, g.max_width);
  // A narrow stretch: the interior points of another straight, down to the least width.
  if (draw.chance(0.5)) {
    const std::vector<int> narrow = longest_straight(lap, start_on);
    const double w = draw.uniform(g.min_width, 7);
    for (size_t i = 1; i + 1 < narrow.size(); ++i) lap.points[size_t(narrow[i])].width = w;
  }
  // Heights: two waves whose steepest grades add up to at most max_grade, closed round the lap.
  const double grade = g.max_grade * draw.uniform(0.3, 1.0);
  const int n1 = draw.integer(1, 2), n2 = draw.integer(2, 4);
  const double share = draw.uniform(0.3, 0.7);
  const double a1 = grade * share * lap.length / (2 * kPi * n1);
  const double a2 = grade * (1 - share) * lap.length / (2 * kPi * n2);
  const double p1 = draw.uniform(0, 2 * kPi), p2 = draw.uniform(0, 2 * kPi);
  const double base = draw.uniform(0, 40) + a1 + a2;
  const auto height = [&](double along) {
    return base + a1 * std::sin(2 * kPi * n1 * along / lap.length + p1) +
           a2 * std::sin(2 * kPi * n2 * along / lap.length + p2);
  };

  // A fork beside a straight long enough to leave and rejoin it gently.
  std::optional<Fork> fork;
  if (draw.chance(0.45)) {
    const std::vector<int> on = longest_straight(lap, start_on);
    if (on.size() >= 2) {
      const int from = on.front(), to = on.back();
      const double run = lap.along[size_t(to)] - lap.along[size_t(from)];
      Fork f;
      f.width = draw.uniform(std::max(g.min_width, 6.0), width);
      const double offset = width / 2 + f.width / 2 + 2 * 1.5 + draw.uniform(3, 10);
      const double lead = std::max(60.0, std::sqrt(4 * offset * 60));
      if (run >= 2 * lead + 40) {
        const V2 a = lap.points[size_t(from)].at, b = lap.points[size_t(to)].at;
        const V2 dir = unit(b - a);
        const double side = draw.chance(0.5) ? 1 : -1;
        const int vias = std::max(2, int(std::ceil((run - 2 * lead) / 60)) + 1);
        for (int i = 0; i < vias; ++i) {
          const double at = lead + (run - 2 * lead) * i / (vias - 1);
          f.via.push_back(a + dir * at + left_of(dir) * (side * offset));
        }
        f.from = from;
        f.to = to;
        fork = f;
      }
    }
  }

  std::ostringstream d;
  d << "# A generated circuit (unpod-tool generate-track " << seed << "): " << lap.bends
    << " bends, about " << int(lap.length) << " units a lap.\n";
  d << "name GEN" << seed << "\ndisplay \"Generated " << seed << "\"\n";
  d << "laps " << g.laps << "\nmirror yes\nlevel " << draw.integer(1, 3) << "\ntexture-seed "
    << seed << "\nlanes 3\nterrain-width " << number(draw.uniform(8, 20)) << "\n\n";
  for (size_t i = 0; i < lap.points.size(); ++i) {
    const Drawn& p = lap.points[i];
    d << "point " << number(p.at.x) << ' ' << number(p.at.y) << ' ' << number(height(lap.along[i]))
      << " width " << number(p.width > 0 ? p.width : width);
    if (std::abs(p.bank) >= 0.05) d << " bank " << number(p.bank);
    d << '\n';
  }
  double fork_from = 2, fork_to = 2;
  if (fork) {
    d << "\nroute fork from " << fork->from << " to " << fork->to << '\n';
    const double a0 = lap.along[size_t(fork->from)];
    const V2 start = lap.points[size_t(fork->from)].at;
    const V2 dir = unit(lap.points[size_t(fork->to)].at - start);
    for (const V2& v : fork->via) {
      const double at = a0 + (v - start).x * dir.x + (v - start).y * dir.y;
      d << "  via " << number(v.x) << ' ' << number(v.y) << ' ' << number(height(at)) << " width "
        << number(fork->width) << '\n';
    }
    d << "end\n";
    fork_from = a0 / lap.length;
    fork_to = lap.along[size_t(fork->to)] / lap.length;
  }
  // Checkpoints away from the fork (a car on it would miss them).
  d << '\n';
  const int checkpoints = draw.integer(1, 3);
  double last = 0;
  for (int i = 0; i < checkpoints; ++i) {
    double at = (i + draw.uniform(0.35, 0.65)) / (checkpoints + 0.3);
    if (at > fork_from - 0.04 && at < fork_to + 0.04)
      at = fork_from - 0.04 > 0.05 ? fork_from - 0.04 : fork_to + 0.04;
    at = std::clamp(at, 0.05, 0.95);
    if (at <= last + 0.02) continue;
    last = at;
    d << "checkpoint " << number(at, 3) << '\n';
  }
  d << "\nterrain flat extent 40\n";
  d << "sky top " << draw.integer(30, 90) << ' ' << draw.integer(60, 120) << ' '
    << draw.integer(150, 220) << "\n\n";
  // The drivers: EASY without rules (as POD's on Azthec), NORMAL with the demo circuits' kinds of
  // rule (overtake, pass, tail, push, now and then brake), HARD with harder ones taken a little
  // more often (overtake above all, pass, tail, push, now and then zigzag or ram). Push twice in
  // eight at 25 to 50 % (before issue 36's last change) shoved HARD's packs into each other: more
  // than one put-back a race on 6 of the 40 circuit-directions, and on 2 (both of the narrow
  // GEN15) with this mix.
  const std::array<const char*, 3> levels = {"easy", "normal", "hard"};
  struct Rule {
    int type, situation;
  };
  const std::array<Rule, 7> normal_rules = {
      {{1, 1}, {2, 4}, {3, 2}, {5, 4}, {6, 2}, {10, 8}, {11, 1}}};
  const std::array<Rule, 8> hard_rules = {
      {{1, 1}, {1, 1}, {2, 4}, {3, 2}, {5, 4}, {10, 8}, {7, 8}, {8, 1}}};
  // Each level has the same cars in the same lanes, so the difficulty alone sets the pace.
  std::array<int, 7> cars{}, lanes{};
  for (int i = 0; i < 7; ++i) {
    cars[size_t(i)] = draw.integer(0, 3);
    lanes[size_t(i)] = draw.integer(1, 3);
  }
  for (int level = 0; level < 3; ++level)
    for (int i = 0; i < 7; ++i) {
      d << "competitor " << levels[size_t(level)] << " \"" << kDrivers[size_t(level * 7 + i)]
        << "\" car " << kCars[size_t(cars[size_t(i)])] << " lane " << lanes[size_t(i)]
        << " behaviour " << draw.integer(1, level == 0 ? 2 : 3);
      const int rules = level > 0 ? draw.integer(1, 2) : 0;
      for (int a = 0; a < rules; ++a) {
        const Rule r = level == 1 ? normal_rules[size_t(draw.integer(0, 6))]
                                  : hard_rules[size_t(draw.integer(0, 7))];
        const int chance = level == 1 ? draw.integer(15, 35) : draw.integer(20, 40);
        d << " attack " << r.type << ' ' << r.situation << ' ' << (r.type == 11 ? 10 : chance);
      }
      d << '\n';
    }
  return d.str();
}

}  // namespace

std::string generate_track_description(uint32_t seed, const TrackGenerator& ranges,
                                       CompiledTrack* compiled) {
  Draw draw(seed);
  DescError last;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string text = draw_description(draw, ranges, seed);
    if (text.empty()) continue;
    DescError e;
    const std::optional<TrackDesc> desc = parse_track_desc(text, e);
    if (!desc) {
      last = e;
      continue;
    }
    if (auto track = compile_track(*desc, e)) {
      if (compiled) *compiled = std::move(*track);
      return text;
    }
    last = e;
  }
  throw std::runtime_error("no valid circuit drawn from seed " + std::to_string(seed) + ": " +
                           last.to_string("GEN" + std::to_string(seed) + ".track"));
}

}  // namespace unpod::disc

// generate_car_description: a seeded random car, written as a modder would write it.
#include "car_generator.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <sstream>
#include <stdexcept>

#include "car_compiler.h"

namespace unpod::disc {

namespace {

// Draws from mt19937's own words (fixed by the standard), as the track generator does.
class CarDraw {
 public:
  explicit CarDraw(uint32_t seed) : engine_(seed ^ 0x9e3779b9u) {}
  double uniform(double lo, double hi) {
    return lo + (hi - lo) * (double(uint32_t(engine_())) / 4294967296.0);
  }
  int integer(int lo, int hi) { return lo + int(uint32_t(engine_()) % uint32_t(hi - lo + 1)); }

 private:
  std::mt19937 engine_;
};

std::string fixed(double v, int decimals) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(decimals);
  s << v;
  return s.str();
}

}  // namespace

std::string generate_car_description(uint32_t seed, const CarGenerator& g) {
  CarDraw draw(seed);
  const double mass = draw.uniform(g.min_mass, g.max_mass);
  const double heft = (mass - 700) / 1200;  // 0 light .. 1 heavy: the body and brakes follow
  const double length = 3.8 + 1.0 * heft + draw.uniform(-0.2, 0.2);
  const double width = 1.68 + 0.2 * heft;
  const double wheelbase = length * draw.uniform(0.6, 0.66);
  const double front = wheelbase * draw.uniform(0.48, 0.54);
  const double half_track = width / 2 - draw.uniform(0.02, 0.08);
  const double wheel = 0.30 + 0.06 * heft;
  const char* const drives[] = {"front", "rear", "all"};
  const int drive = draw.integer(0, 2);
  const double grip_front = draw.uniform(g.min_grip, g.max_grip);
  const double grip_rear =
      std::clamp(grip_front + draw.uniform(-0.15, 0.15), g.min_grip, g.max_grip);
  const double side_front = std::max(0.8, grip_front - draw.uniform(0.05, 0.15));
  const double side_rear = std::max(0.8, grip_rear - draw.uniform(0.05, 0.15));
  // Gears: geometric steps from a first gear of 3 to 3.8 down to a top of 0.7 to 1.
  const int gears = draw.integer(g.min_gears, g.max_gears);
  const double first = draw.uniform(3.0, 3.8), top = draw.uniform(0.7, 1.0);
  const double peak = draw.uniform(g.min_torque, g.max_torque);
  const double peak_rpm = draw.uniform(4500, 6500);
  const double red = peak_rpm + draw.uniform(2500, 3500);

  std::ostringstream d;
  d << "# A generated car (unpod-tool generate-car " << seed << ").\n";
  d << "name GENCAR" << seed << "\ndisplay Generated car " << seed << "\n";
  d << "drive " << drives[drive] << "\n";
  d << "body " << fixed(length, 2) << ' ' << fixed(width, 2) << ' ' << fixed(1.1 + 0.1 * heft, 2)
    << "\n";
  d << "paint " << draw.integer(20, 240) << ' ' << draw.integer(20, 240) << ' '
    << draw.integer(20, 240) << "\nnumber " << seed % 100 << "\n";
  d << "mass " << std::lround(mass) << "\n";
  d << "axle front " << fixed(front, 2) << ' ' << fixed(half_track, 2) << " 0.00\n";
  d << "axle rear " << fixed(front - wheelbase, 2) << ' ' << fixed(half_track, 2) << " 0.00\n";
  d << "wheel " << fixed(wheel, 2) << ' ' << fixed(0.2 + 0.06 * heft, 2) << ' '
    << std::lround(16 + 12 * heft) << "\n";
  d << "grip front " << fixed(grip_front, 2) << ' ' << fixed(side_front, 2) << " 0.5\n";
  d << "grip rear " << fixed(grip_rear, 2) << ' ' << fixed(side_rear, 2) << " 0.5\n";
  const double spring = 30 + 25 * heft + draw.uniform(-4, 4);
  d << "spring front " << fixed(spring, 1) << ' ' << fixed(spring / 16, 2) << "\n";
  d << "spring rear " << fixed(spring * draw.uniform(0.95, 1.08), 1) << ' ' << fixed(spring / 16, 2)
    << "\n";
  d << "gears";
  for (int i = 0; i < gears; ++i)
    d << ' ' << fixed(first * std::pow(top / first, double(i) / (gears - 1)), 2);
  d << "\nreverse " << fixed(first * 0.9, 2) << "\nfinal_drive " << fixed(draw.uniform(3.6, 4.8), 2)
    << "\n";
  const std::array<std::array<double, 2>, 6> curve = {
      {{0, 0.4}, {0.3, 0.72}, {0.65, 0.95}, {1.0, 1.0}, {1.25, 0.9}, {1.5, 0.65}}};
  for (const auto& [at, share] : curve) {
    const double rpm = at <= 1 ? peak_rpm * at : peak_rpm + (red - peak_rpm) * (at - 1) / 0.5;
    d << "torque " << std::lround(rpm) << ' ' << std::lround(peak * share) << "\n";
  }
  d << "engine " << std::lround(draw.uniform(550, 720)) << ' '
    << std::lround(draw.uniform(350, 420)) << "\n";
  d << "steer " << std::lround(draw.uniform(27, 36)) << ' ' << std::lround(draw.uniform(80, 140))
    << ' ' << fixed(draw.uniform(2.2, 2.9), 1) << "\n";
  d << "drag " << fixed(draw.uniform(0.32, 0.45), 2) << "\ndownforce "
    << fixed(draw.uniform(0.08, 0.2), 2) << "\n";
  d << "brakes " << std::lround(9 + 6 * heft) << ' ' << fixed(draw.uniform(3.8, 4.8), 1) << ' '
    << fixed(draw.uniform(0.55, 0.65), 2) << "\n";
  d << "ratings 60 60 60 60 60\n";
  const std::string text = d.str();
  DescError e;
  if (!compile_car(text, e))
    throw std::runtime_error("generated car " + std::to_string(seed) + " does not compile: " +
                             e.to_string("GENCAR" + std::to_string(seed) + ".car"));
  return text;
}

}  // namespace unpod::disc

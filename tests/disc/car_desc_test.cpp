// The car description parser: a complete description, defaults, and broken lines that each
// give their line number and what is wrong (docs/CAR-FORMAT.md).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "car_desc.h"

using unpod::disc::CarDesc;
using unpod::disc::DescError;
using unpod::disc::parse_car_desc;

namespace {

// A small complete description; tests change single lines of it (line i + 1).
std::vector<std::string> base_lines() {
  return {"# test car",
          "name TESTCAR",
          "display Test Car",
          "drive rear",
          "body 4.0 1.8 1.2",
          "paint 200 10 10",
          "mass 1000",
          "axle front 1.3 0.8 -0.2   # x, half track, z",
          "axle rear -1.2 0.8 -0.2",
          "wheel 0.33 0.24 20",
          "grip front 1.1 1.0 0.5",
          "grip rear 1.1 1.0 0.5",
          "spring front 38 2.2",
          "spring rear 38 2.2",
          "gears 3.2 2.1 1.5 1.1",
          "reverse 3.0",
          "torque 0 80",
          "torque 5000 200",
          "torque 9000 150",
          "steer 30 90 2.5",
          "drag 0.4",
          "brakes 12 4 0.6",
          "ratings 60 60 60 60 60"};
}

std::string join(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += l + "\n";
  return s;
}

// Parses `lines`; requires failure and returns the error.
DescError broken(const std::vector<std::string>& lines) {
  DescError e;
  const auto d = parse_car_desc(join(lines), e);
  REQUIRE_FALSE(d.has_value());
  return e;
}

}  // namespace

TEST_CASE("a complete car description parses with its values and defaults", "[car_desc]") {
  DescError e;
  const auto d = parse_car_desc(join(base_lines()), e);
  INFO(e.message);
  REQUIRE(d.has_value());
  CHECK(d->name == "TESTCAR");
  CHECK(d->display_name == "Test Car");
  CHECK(d->drive == 3);
  CHECK(d->length == 4.0);
  CHECK(d->mass == 1000);
  CHECK(d->front.x == 1.3);
  CHECK(d->rear.half_track == 0.8);
  CHECK(d->wheel_radius == 0.33);
  CHECK(d->gears == std::vector<double>{3.2, 2.1, 1.5, 1.1});
  CHECK(d->reverse == 3.0);
  REQUIRE(d->torque.size() == 3);
  CHECK(d->torque[1].rpm == 5000);
  CHECK(d->torque[1].line == 18);
  CHECK(d->steer_max == 30);
  CHECK(d->ratings == std::array<int, 5>{60, 60, 60, 60, 60});
  // Defaults of the optional directives.
  CHECK(d->front.rolling == 0.06);
  CHECK(d->final_drive == 4.0);
  CHECK(d->rest == -0.15);
  CHECK(d->gravity == 1.0);
  CHECK(d->zoom == 1.0);
  CHECK_FALSE(d->inertia.has_value());
  CHECK(d->wheel_sides == 10);
  CHECK(d->sounds == unpod::disc::kDefaultCarSounds);
}

TEST_CASE("drive words map to the physics block's drive codes", "[car_desc]") {
  const std::pair<const char*, int> cases[] = {{"all", 1}, {"front", 2}, {"rear", 3}};
  for (const auto& [word, code] : cases) {
    auto lines = base_lines();
    lines[3] = std::string("drive ") + word;
    DescError e;
    const auto d = parse_car_desc(join(lines), e);
    REQUIRE(d.has_value());
    CHECK(d->drive == code);
  }
}

TEST_CASE("broken car description lines name their line and the fault", "[car_desc]") {
  struct Case {
    size_t index;  // line to replace (0-based); past the end appends
    std::string text;
    int line;
    std::string message;
  };
  const Case cases[] = {
      {23, "wings 2", 24, "unknown directive 'wings'"},
      {6, "mass heavy", 7, "mass: 'heavy' is not a number"},
      {6, "mass 20", 7, "mass 20 is out of range (200 to 5000)"},
      {6, "mass 1000 2", 7, "'mass' takes 1 value (kilograms); 2 given"},
      {3, "drive sideways", 4, "drive: 'sideways' is not all, front or rear"},
      {1, "name lower", 2, "only A-Z, 0-9 and _ are allowed"},
      {1, "name ABCDEFGHIJKLMNOPQRST", 2, "longer than 19 characters"},
      {5, "paint 300 0 0", 6, "paint red 300 is out of range (0 to 255)"},
      {7, "axle middle 1.3 0.8 -0.2", 8, "'middle' is not 'front' or 'rear'"},
      {14, "gears 3.2 3.5", 15, "gear 2 ratio 3.5 is not below the gear before it"},
      {14, "gears", 15, "'gears' takes 1 to 8 ratios; 0 given"},
      {17, "torque 0 150", 18, "torque rpm 0 is not above the previous point's (line 17)"},
      {22, "ratings 100 100 100 1 0", 23, "ratings sum to 301; at most 300 allowed"},
      {23, "mass 900", 24, "'mass' given twice (first on line 7)"},
      {23, "travel -0.1 -0.2 -0.3", 24, "travel: min < rest < max expected"},
      {19, "steer 75 90 2.5", 20, "steer max 75 is out of range (1 to 60)"},
      {23, "wheel_sides 6", 24, "wheel sides 6 is out of range (8 to 12)"},
      {7, "axle front 2.5 0.8 -0.2", 8, "front axle x 2.5 lies outside the body"},
      {23, "sounds 1 2 3", 24, "'sounds' takes 15 values"},
      {10, "grip front 0 1 0.5", 11, "without traction or side grip"},
  };
  for (const Case& c : cases) {
    auto lines = base_lines();
    if (c.index < lines.size())
      lines[c.index] = c.text;
    else
      lines.push_back(c.text);
    INFO(c.text);
    const DescError e = broken(lines);
    CHECK(e.line == c.line);
    CHECK_THAT(e.message, Catch::Contains(c.message));
  }
}

TEST_CASE("wheels as heavy as the car are refused at the wheel line", "[car_desc]") {
  auto lines = base_lines();
  lines[6] = "mass 600";
  lines[9] = "wheel 0.33 0.24 150";
  const DescError e = broken(lines);
  CHECK(e.line == 10);
  CHECK_THAT(e.message, Catch::Contains("four wheels of 150 weigh as much as the car (mass 600)"));
}

TEST_CASE("a missing required directive is reported for the whole file", "[car_desc]") {
  for (const char* directive : {"name", "mass", "gears", "brakes", "ratings", "axle rear"}) {
    auto lines = base_lines();
    std::vector<std::string> kept;
    for (const auto& l : lines)
      if (l.rfind(std::string(directive) + " ", 0) != 0) kept.push_back(l);
    INFO(directive);
    const DescError e = broken(kept);
    CHECK(e.line == 0);
    CHECK(e.message == std::string("missing required directive '") + directive + "'");
  }
  auto lines = base_lines();
  lines.erase(lines.begin() + 17, lines.begin() + 19);  // keep one torque point
  const DescError e = broken(lines);
  CHECK(e.line == 0);
  CHECK_THAT(e.message, Catch::Contains("at least 2 'torque' lines; 1 given"));
}

TEST_CASE("comments, blank lines and the display text's spaces are handled", "[car_desc]") {
  auto lines = base_lines();
  lines[2] = "display   Night  Runner   # menu";
  // A named string, copied: GCC 12 at -O3 warns falsely (-Warray-bounds) when a temporary
  // longer than the small-string buffer is moved into the vector here.
  const std::string comment = "   # indented comment";
  lines.insert(lines.begin() + 5, std::string());
  lines.insert(lines.begin() + 5, comment);
  DescError e;
  const auto d = parse_car_desc(join(lines), e);
  INFO(e.message);
  REQUIRE(d.has_value());
  CHECK(d->display_name == "Night  Runner");
  // Errors after the inserted lines count them.
  lines.push_back("bogus");
  CHECK(broken(lines).line == int(lines.size()));
}

TEST_CASE("a line of other blanks (vertical tab, form feed) is a blank line", "[car_desc]") {
  // Found by fuzz_car_desc: such a line trimmed to itself but split into no words, and the
  // directive lookup read the first word of an empty list.
  auto lines = base_lines();
  lines.insert(lines.begin() + 5, "\v");
  lines.insert(lines.begin() + 5, " \f \t");
  lines[2] = "display\vNight Runner\f";
  DescError e;
  const auto d = parse_car_desc(join(lines), e);
  INFO(e.message);
  REQUIRE(d.has_value());
  CHECK(d->display_name == "Night Runner");
  lines.push_back("\vbogus");
  const DescError b = broken(lines);
  CHECK(b.line == int(lines.size()));
  CHECK_THAT(b.message, Catch::Contains("unknown directive 'bogus'"));
}

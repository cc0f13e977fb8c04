// The circuit description parser: a complete description with its values and defaults, and
// each kind of broken line giving its line number and message.
#include <catch2/catch.hpp>

#include <string>

#include "track_desc.h"

using namespace unpod::disc;

namespace {

// A minimal valid description: four points, one checkpoint, 3 × 7 competitors.
std::string minimal(const std::string& extra = "") {
  std::string s =
      "# a small test circuit\n"
      "name TESTRING\n"
      "display \"Test Ring\"\n"
      "point 100 0 0\n"
      "point 0 100 0 width 10 bank 5\n"
      "point -100 0 2\n"
      "point 0 -100 0\n"
      "checkpoint 0.5\n";
  for (const char* d : {"easy", "normal", "hard"})
    for (int i = 0; i < 7; ++i)
      s += std::string("competitor ") + d + " \"Driver " + std::to_string(i) +
           "\" car ZEPHYR lane " + std::to_string(1 + i % 3) + "\n";
  return s + extra;
}

// Line number of the first line added by `extra`.
int extra_line() {
  int n = 0;
  for (char c : minimal()) n += c == '\n';
  return n + 1;
}

DescError fails(const std::string& text) {
  DescError e;
  const auto d = parse_track_desc(text, e);
  CHECK_FALSE(d.has_value());
  return e;
}

}  // namespace

TEST_CASE("A minimal description parses with its values and the documented defaults",
          "[track_desc]") {
  DescError e;
  const auto d = parse_track_desc(minimal(), e);
  REQUIRE(d.has_value());
  CHECK(d->name == "TESTRING");
  CHECK(d->display_name == "Test Ring");
  REQUIRE(d->main.size() == 4);
  CHECK(d->main[1].at.y == 100);
  CHECK(d->main[1].width == 10);
  CHECK(d->main[1].bank == 5);
  CHECK(d->main[1].line == 5);
  CHECK(d->main[0].width == 12);
  CHECK(d->main[2].at.z == 2);
  CHECK(d->laps == 3);
  CHECK(d->lanes == 3);
  CHECK(d->sector_length == 60);
  CHECK(d->checkpoints.size() == 1);
  CHECK(d->checkpoints[0].from == 0.5);
  for (const auto& list : d->competitors) CHECK(list.size() == 7);
  CHECK(d->competitors[1][2].name == "Driver 2");
  CHECK(d->competitors[1][2].lane == 3);
  CHECK(d->competitors[1][2].car == "ZEPHYR");
}

TEST_CASE("Every directive of the format is read", "[track_desc]") {
  const std::string extra =
      "laps 5\nmirror yes\nlevel 2\ntexture-seed 99\nsector-length 50\nwall-height 3\n"
      "kerb-width 1\nterrain-width 30\nnode-spacing 100\nlanes 4\n"
      "route pits from 1 to 3 pit\n  via -10 50 0 width 8\n  via -60 10 1\nend\n"
      "tunnel 0.1 0.2\nlane-rule 0.3 0.4 type 2 speed 150\nlane-rule 0.6 0.7 type 3\n"
      "prop cone 0.25 -4\nprop box 0.75 5.5\n"
      "sky top 1 2 3 horizon 4 5 6 height 800 speed 3\n"
      "fog distance 700 intensity 40 colour 7 8 9\n";
  std::string text = minimal(extra);
  // One normal competitor with attack rules and a behaviour (replacing the last one).
  const std::string last = "competitor normal \"Driver 6\" car ZEPHYR lane 1\n";
  text.replace(text.find(last), last.size(),
               "competitor normal \"Ace\" car MANTIS lane 4 behaviour 3 attack 8 1 25 "
               "attack 2 4 50 # comment\n");
  DescError e;
  const auto d = parse_track_desc(text, e);
  INFO(e.to_string("t.track"));
  REQUIRE(d.has_value());
  CHECK(d->laps == 5);
  CHECK(d->mirror);
  CHECK(d->level == 2);
  CHECK(d->texture_seed == 99);
  CHECK(d->sector_length == 50);
  CHECK(d->wall_height == 3);
  CHECK(d->kerb_width == 1);
  CHECK(d->terrain_width == 30);
  CHECK(d->node_spacing == 100);
  CHECK(d->lanes == 4);
  REQUIRE(d->routes.size() == 1);
  CHECK(d->routes[0].name == "pits");
  CHECK(d->routes[0].from == 1);
  CHECK(d->routes[0].to == 3);
  CHECK(d->routes[0].pit);
  REQUIRE(d->routes[0].via.size() == 2);
  CHECK(d->routes[0].via[0].width == 8);
  CHECK(d->routes[0].via[1].at.z == 1);
  REQUIRE(d->tunnels.size() == 1);
  CHECK(d->tunnels[0].to == 0.2);
  REQUIRE(d->lane_rules.size() == 2);
  CHECK(d->lane_rules[0].type == 2);
  CHECK(d->lane_rules[0].speed == 150);
  CHECK(d->lane_rules[1].type == 3);
  REQUIRE(d->props.size() == 2);
  CHECK(d->props[0].kind == "cone");
  CHECK(d->props[1].side == 5.5);
  CHECK(d->sky.top == std::array<int, 3>{1, 2, 3});
  CHECK(d->sky.horizon == std::array<int, 3>{4, 5, 6});
  CHECK(d->sky.height == 800);
  CHECK(d->sky.speed == 3);
  CHECK(d->fog.distance == 700);
  CHECK(d->fog.intensity == 40);
  CHECK(d->fog.colour == std::array<int, 3>{7, 8, 9});
  const CompetitorDesc& ace = d->competitors[1][6];
  CHECK(ace.name == "Ace");
  CHECK(ace.car == "MANTIS");
  CHECK(ace.lane == 4);
  CHECK(ace.behaviour == 3);
  REQUIRE(ace.attacks.size() == 2);
  CHECK(ace.attacks[1].type == 2);
  CHECK(ace.attacks[1].situation == 4);
  CHECK(ace.attacks[1].chance == 50);
}

TEST_CASE("Each kind of broken line names its line and what is wrong", "[track_desc]") {
  struct Case {
    const char* line;
    const char* message;
  };
  const Case cases[] = {
      {"speed 3", "unknown directive \"speed\""},
      {"laps", "laps: missing laps"},
      {"laps three", "laps: laps must be a whole number, not \"three\""},
      {"laps 0", "laps: laps 0 is out of range (1 to 8)"},
      {"laps 9", "laps: laps 9 is out of range (1 to 8)"},
      {"laps 3 4", "laps: unexpected \"4\" after the values of laps"},
      {"point 1 2", "point: missing z"},
      {"point 1 2 x", "point: z must be a number, not \"x\""},
      {"point 1 2 3 width 90", "point: width 90 is out of range (4 to 60)"},
      {"point 1 2 3 bank 45", "point: bank 45 is out of range (-30 to 30)"},
      {"point 1 2 3 colour 4", "point: unknown option \"colour\" (width or bank)"},
      {"mirror maybe", "mirror: expected yes or no, found \"maybe\""},
      {"tunnel 0.5 0.2", "tunnel: the stretch must end after it starts (from < to)"},
      {"tunnel 0.5 1.5", "tunnel: to 1.5 is out of range (0 to 1)"},
      {"lane-rule 0.1 0.2 type 2", "lane-rule: type 2 needs a speed"},
      {"lane-rule 0.1 0.2 kind 2", "lane-rule: expected \"type\", found \"kind\""},
      {"prop tree 0.5 3", "prop: unknown prop \"tree\" (cone or box)"},
      {"via 1 2 3", "via: only allowed between \"route\" and \"end\""},
      {"display \"unterminated", "unterminated quoted text"},
      {"checkpoint 0.99", "checkpoint: position 0.99 must lie inside the lap (0.02 to 0.98)"},
      {"checkpoint 0.3", "checkpoint: checkpoints must be given in lap order"},
      {"competitor medium \"X\" car ZEPHYR lane 1",
       "competitor: unknown difficulty \"medium\" (easy, normal or hard)"},
      {"competitor easy \"X\" car ZEPHYR lane 1 attack 1 1 10",
       "competitor: easy competitors take no attack rules"},
      {"competitor hard \"X\" car ZEPHYR lane 1 attack 17 1 10",
       "competitor: attack type 17 is out of range (1 to 16)"},
      {"competitor hard \"X\" car ZEPHYR lane 1", "competitor: more than 7 hard competitors"},
      {"competitor hard \"A driver name far too long for the HUD\" car ZEPHYR lane 1",
       "competitor: driver name \"A driver name far too long for the HUD\" is longer than 31 "
       "characters"},
      {"sky top 1 2 300", "sky: blue 300 is out of range (0 to 255)"},
      {"fog haze 3", "fog: unknown option \"haze\" (distance, intensity or colour)"},
      {"display \"Again\"", "display: given twice"},
  };
  for (const Case& c : cases) {
    INFO(c.line);
    const DescError e = fails(minimal(std::string(c.line) + "\n"));
    CHECK(e.line == extra_line());
    CHECK(e.message == c.message);
  }
}

TEST_CASE("Whole-file checks name the offending directive's line", "[track_desc]") {
  SECTION("fewer than 4 points") {
    std::string text = minimal();
    const std::string p = "point 0 -100 0\n";
    text.erase(text.find(p), p.size());
    const DescError e = fails(text);
    CHECK(e.line == 6);
    CHECK(e.message == "the main line needs at least 4 points, found 3");
  }
  SECTION("route indices out of range") {
    const DescError e = fails(minimal("route r from 1 to 9\nvia 0 0 0\nend\n"));
    CHECK(e.line == extra_line());
    CHECK(e.message == "route r: point index out of range (the main line has 4 points, 0 to 3)");
  }
  SECTION("a route across the lap line") {
    const DescError e = fails(minimal("route r from 3 to 1\nvia 0 0 0\nend\n"));
    CHECK(e.line == extra_line());
    CHECK(e.message.find("not across the lap line") != std::string::npos);
  }
  SECTION("a route longer than the lap") {
    const DescError e = fails(minimal("route r from 1 to 2\nvia 5000 0 0\nend\n"));
    CHECK(e.line == extra_line());
    CHECK(e.message.find("route r: at least") == 0);
    CHECK(e.message.find("longer than the lap") != std::string::npos);
  }
  SECTION("a lap too long for the path values") {
    std::string text = minimal();
    text.replace(text.find("point -100 0 2"), 14, "point -20000 0 2");
    const DescError e = fails(text);
    CHECK(e.line == 4);
    CHECK(e.message.find("units long; at most 30000 allowed") != std::string::npos);
  }
  SECTION("more than 8 routes") {
    std::string routes;
    for (int i = 0; i < 9; ++i)
      routes += "route r" + std::to_string(i) + " from 1 to 2\nvia 0 0 0\nend\n";
    const DescError e = fails(minimal(routes));
    CHECK(e.line == extra_line() + 8 * 3);
    CHECK(e.message == "route: more than 8 routes");
  }
  SECTION("a route without end") {
    const DescError e = fails(minimal("route r from 1 to 2\nvia 0 0 0\n"));
    CHECK(e.line == extra_line());
    CHECK(e.message == "route r: no \"end\" before the end of the file");
  }
  SECTION("a route with another directive inside") {
    const DescError e = fails(minimal("route r from 1 to 2\nlaps 3\nend\n"));
    CHECK(e.line == extra_line() + 1);
    CHECK(e.message == "laps: inside route r only \"via\" and \"end\" are allowed");
  }
  SECTION("points too close together") {
    std::string text = minimal();
    text.replace(text.find("point -100 0 2"), 14, "point 1 99 0");
    const DescError e = fails(text);
    CHECK(e.line == 6);
    // 1.414... units away, printed rounded.
    CHECK(e.message == "point: only 1.4 units from the previous point (at least 5 needed)");
  }
  SECTION("6 competitors in a difficulty") {
    std::string text = minimal();
    const std::string last = "competitor hard \"Driver 6\" car ZEPHYR lane 1\n";
    text.erase(text.find(last), last.size());
    const DescError e = fails(text);
    CHECK(e.message == "6 hard competitors; exactly 7 needed");
    CHECK(e.line == extra_line() - 2);
  }
  SECTION("a lane that does not exist") {
    const DescError e = fails(minimal("lanes 2\n"));
    CHECK(e.message.find("lane 3 does not exist (lanes 1 to 2)") != std::string::npos);
  }
  SECTION("more than 3 checkpoints") {
    const DescError e = fails(minimal("checkpoint 0.6\ncheckpoint 0.7\ncheckpoint 0.8\n"));
    CHECK(e.line == extra_line() + 2);
    CHECK(e.message == "checkpoint: more than 3 checkpoints");
  }
  SECTION("a name too long for CIRCUITS.BIN") {
    std::string text = minimal();
    text.replace(text.find("TESTRING"), 8, "AVERYLONGCIRCUITNAME1");
    const DescError e = fails(text);
    CHECK(e.line == 2);
    CHECK(e.message == "name: \"AVERYLONGCIRCUITNAME1\" is longer than 19 characters");
  }
  SECTION("no name") {
    std::string text = minimal();
    text.erase(text.find("name TESTRING\n"), 14);
    const DescError e = fails(text);
    CHECK(e.line == 0);
    CHECK(e.message == "no \"name\" directive");
    CHECK(e.to_string("x.track") == "x.track:0: no \"name\" directive");
  }
}

TEST_CASE("DescError formats as file:line: message", "[track_desc]") {
  CHECK(DescError{12, "laps: missing laps"}.to_string("disc/circuits/a.track") ==
        "disc/circuits/a.track:12: laps: missing laps");
}

TEST_CASE("Windows line ends, blank lines and trailing comments are accepted", "[track_desc]") {
  std::string text = minimal("\n   \n# end\nlaps 4   # four\r\n");
  DescError e;
  const auto d = parse_track_desc(text, e);
  REQUIRE(d.has_value());
  CHECK(d->laps == 4);
}

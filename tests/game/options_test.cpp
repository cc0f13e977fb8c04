// unpod's command line: the race options, their ranges and the errors a player reads.
#include <catch2/catch.hpp>

#include <string_view>
#include <vector>

#include "shell/options.h"

using namespace unpod::game;

namespace {

ParsedOptions parse(std::vector<std::string_view> args) {
  return parse_options(args);
}

}  // namespace

TEST_CASE("without --track unpod opens the shell with the defaults", "[game][options]") {
  const auto p = parse({});
  REQUIRE(p.error.empty());
  CHECK(p.options.track.empty());
  CHECK(p.options.window_width == 1280);
  CHECK(p.options.opponents == 7);
  CHECK(p.options.players == 1);
  CHECK_FALSE(p.options.frame_ms.has_value());
}

TEST_CASE("a race from the command line: every option read", "[game][options]") {
  const auto p = parse({"--track",
                        "duskring",
                        "--car=mantis",
                        "--laps",
                        "5",
                        "--opponents",
                        "3",
                        "--difficulty",
                        "hard",
                        "--players",
                        "2",
                        "--split",
                        "vertical",
                        "--window",
                        "800x600",
                        "--frame-ms",
                        "16",
                        "--screenshot-at",
                        "2.5",
                        "a.png",
                        "--screenshot-at",
                        "4",
                        "b.png",
                        "--quit-after",
                        "5"});
  REQUIRE(p.error.empty());
  const Options& o = p.options;
  CHECK(o.track == "duskring");
  CHECK(o.car == "mantis");
  CHECK(o.laps == 5);
  CHECK(o.opponents == 3);
  CHECK(o.difficulty == Difficulty::kHard);
  CHECK(o.players == 2);
  CHECK(o.split == SplitOption::kVertical);
  CHECK(o.window_width == 800);
  CHECK(o.frame_ms == 16u);
  REQUIRE(o.shots.size() == 2);
  CHECK(o.shots[0].at_ms == 2500);
  CHECK(o.shots[0].path == "a.png");
  CHECK(o.shots[1].at_ms == 4000);
  CHECK(o.quit_after_ms == 5000u);
}

TEST_CASE("bad race options are refused with a message naming the option", "[game][options]") {
  const std::vector<std::vector<std::string_view>> bad = {
      {"--track", "x", "--laps", "0"},
      {"--track", "x", "--laps", "9"},
      {"--track", "x", "--opponents", "8"},
      {"--track", "x", "--players", "3"},
      {"--track", "x", "--difficulty", "ace"},
      {"--track", "x", "--split", "diagonal"},
      {"--track", "x", "--frame-ms", "0"},
      {"--track", "x", "--screenshot-at", "1"},
      {"--track", "x", "--screenshot-at", "soon", "a.png"},
      {"--laps", "3"},
      {"--fullscreen", "--window", "800x600"},
      {"--track"},
      {"--frobnicate"}};
  for (const auto& args : bad) {
    const auto p = parse(args);
    INFO(args[0] << " " << (args.size() > 1 ? args[1] : ""));
    CHECK_FALSE(p.error.empty());
  }
  CHECK(parse({"--track", "x", "--laps", "9"}).error.find("--laps") != std::string::npos);
  CHECK(parse({"--track", "x", "--laps", "8"}).error.empty());
  CHECK(parse({"--laps", "3"}).error.find("--track") != std::string::npos);
  // A machine's players and car go with a race of its own or one joined, nothing else.
  CHECK(parse({"--players", "2"}).error == "--players and --car need --track NAME or --join HOST");
  CHECK(parse({"--players", "2", "--join", "127.0.0.1"}).error.empty());
  CHECK(parse({"--join", "127.0.0.1", "--car", "cinder"}).options.car == "cinder");
  CHECK_FALSE(parse({"--join", "127.0.0.1", "--laps", "3"}).error.empty());
}

TEST_CASE("the record option saves the race, and needs a file and a race", "[game][options]") {
  const auto p = parse({"--track", "duskring", "--record", "played.rpl"});
  REQUIRE(p.error.empty());
  CHECK(p.options.record == "played.rpl");
  CHECK(parse({"--track", "duskring", "--record=b.rpl"}).options.record == "b.rpl");
  CHECK(parse({"--track", "duskring"}).options.record.empty());
  // A missing value, an empty one, and no race to record.
  CHECK(parse({"--track", "duskring", "--record"}).error == "--record needs a value");
  CHECK(parse({"--track", "duskring", "--record="}).error == "--record needs a file name");
  CHECK(parse({"--record", "a.rpl"}).error.find("--track") != std::string::npos);
  CHECK(usage().find("--record FILE") != std::string::npos);
}

TEST_CASE("the settings options: the file, the Ubi.ini import, --set for one run",
          "[game][options]") {
  const auto p = parse({"--settings", "my.ini", "--import-ubi-ini=Ubi.ini", "--set",
                        "player1.accelerate=Q", "--set", "player2.dead_zone=0.1"});
  REQUIRE(p.error.empty());  // not race options: no --track needed
  CHECK(p.options.settings == "my.ini");
  CHECK(p.options.import_ubi_ini == "Ubi.ini");
  REQUIRE(p.options.overrides.size() == 2);
  CHECK(p.options.overrides[0].section == "player1");
  CHECK(p.options.overrides[0].key == "accelerate");
  CHECK(p.options.overrides[0].value == "Q");
  CHECK(p.options.overrides[1].value == "0.1");
  CHECK(parse({"--set", "accelerate=Q"}).error ==
        "--set wants SECTION.KEY=VALUE (e.g. player1.accelerate=Q), got 'accelerate=Q'");
  CHECK_FALSE(parse({"--set", "player1.=Q"}).error.empty());
  CHECK_FALSE(parse({"--settings", ""}).error.empty());
}

TEST_CASE("the damage, the mirror and watching a replay", "[game][options]") {
  const auto p =
      parse({"--track", "duskring", "--difficulty", "normal", "--damage", "global", "--mirror"});
  REQUIRE(p.error.empty());
  CHECK(p.options.damage == unpod::sim::session::DamageRule::kGlobal);
  CHECK(p.options.mirror);
  CHECK(parse({"--track", "x"}).options.damage == unpod::sim::session::DamageRule::kOff);
  CHECK(parse({"--track", "x", "--damage", "all"}).error.find("--damage") != std::string::npos);
  // A race option without a race; a race and a replay at once.
  CHECK(parse({"--mirror"}).error.find("--track") != std::string::npos);
  CHECK(parse({"--damage", "sector"}).error.find("--track") != std::string::npos);
  CHECK(parse({"--replay", "a.rpl", "--track", "x"}).error.find("not both") != std::string::npos);
  const auto watch = parse({"--replay", "a.rpl", "--screenshot-at", "2", "a.png"});
  REQUIRE(watch.error.empty());
  CHECK(watch.options.replay == "a.rpl");
  // From the menus too: a fixed frame time, timed screenshots, the split, the frame report.
  CHECK(parse({"--frame-ms", "16", "--screenshot-at", "1", "m.png", "--split", "vertical"})
            .error.empty());
  const auto report = parse({"--frame-report", "frames.txt"});
  REQUIRE(report.error.empty());
  CHECK(report.options.frame_report == "frames.txt");
  CHECK(parse({"--frame-report", ""}).error == "--frame-report needs a file name");
}

TEST_CASE("--help and --version are read, and the help says how unpod exits", "[game][options]") {
  const auto version = parse({"--version"});
  REQUIRE(version.error.empty());
  CHECK(version.options.version);
  CHECK_FALSE(version.options.help);
  const auto help = parse({"--help"});
  REQUIRE(help.error.empty());
  CHECK(help.options.help);
  CHECK_FALSE(help.options.version);
  const std::string text = usage();
  CHECK_THAT(text, Catch::Contains("--version"));
  CHECK_THAT(text, Catch::Contains("so does Escape in a race"));
  CHECK_THAT(text, Catch::Contains("Exit status: 0"));
  CHECK_THAT(text, Catch::Contains("2 for wrong arguments"));
  CHECK_THAT(text, Catch::Contains("share/doc/unpod"));
}

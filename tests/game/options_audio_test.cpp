// unpod's sound options: --no-audio and --volume's names, ranges and errors.
#include <catch2/catch.hpp>

#include <string_view>
#include <vector>

#include "shell/options.h"

namespace unpod::options_audio_test {

using game::parse_options;

game::ParsedOptions parse_audio(std::vector<std::string_view> args) {
  return parse_options(args);
}

TEST_CASE("sound on at full volume unless asked otherwise", "[game][options][audio]") {
  const auto p = parse_audio({});
  REQUIRE(p.error.empty());
  CHECK(p.options.audio);
  CHECK(p.options.volumes.master == 100);
  CHECK(p.options.volumes.effects == 100);
  CHECK(p.options.volumes.engines == 100);
  CHECK(p.options.volumes.music == 100);
}

TEST_CASE("the sound options are read with or without a race", "[game][options][audio]") {
  auto p = parse_audio({"--no-audio", "--volume", "master=80,music=0"});
  REQUIRE(p.error.empty());
  CHECK_FALSE(p.options.audio);
  CHECK(p.options.volumes.master == 80);
  CHECK(p.options.volumes.music == 0);
  CHECK(p.options.volumes.effects == 100);
  p = parse_audio({"--track", "duskring", "--volume=engines=35,effects=100,master=5"});
  REQUIRE(p.error.empty());
  CHECK(p.options.volumes.engines == 35);
  CHECK(p.options.volumes.master == 5);
  CHECK(p.options.track == "duskring");
}

TEST_CASE("bad volumes are refused naming what is wrong", "[game][options][audio]") {
  const std::vector<std::pair<std::vector<std::string_view>, std::string_view>> bad = {
      {{"--volume", "master=101"}, "--volume master wants a whole number from 0 to 100"},
      {{"--volume", "master=-1"}, "--volume master wants a whole number from 0 to 100"},
      {{"--volume", "radio=50"}, "'radio=50'"},
      {{"--volume", "master"}, "'master'"},
      {{"--volume", "master=80,"}, "''"},
      {{"--volume", ""}, "--volume wants"},
      {{"--volume"}, "--volume needs a value"},
  };
  for (const auto& [args, message] : bad) {
    const auto p = parse_audio(args);
    INFO(p.error);
    CHECK(p.error.find(message) != std::string::npos);
  }
}

}  // namespace unpod::options_audio_test

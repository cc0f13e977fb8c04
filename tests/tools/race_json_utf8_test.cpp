// `unpod-tool race --json` writes valid UTF-8 whatever the data's 8-bit text: POD's French
// release names its drivers in Latin-1, which the tool writes as UTF-8 (nlohmann-json writes the
// JSON; the tests read it with nlohmann-json too, which refuses ill-formed UTF-8).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/demo_disc.h"
#include "support/json_reader.h"
#include "support/temp_dir.h"
#include "tool_runner.h"

using namespace unpod;
using test::run_tool;
namespace fs = std::filesystem;

TEST_CASE("race --json: a driver named in Latin-1 in the circuit file comes out as UTF-8",
          "[race][json]") {
  // The demo disc with the Dusk Ring built again, its first EASY driver "Andr\xe9 Brennock"
  // (0xE9: Latin-1's e acute, not UTF-8).
  test::TempDir dir;
  const fs::path pod = dir.path() / "POD";
  fs::copy(test::demo_disc(), pod, fs::copy_options::recursive);
  std::ifstream in(fs::path(UNPOD_DISC_SOURCES) / "circuits" / "duskring.track");
  std::stringstream text;
  text << in.rdbuf();
  std::string desc = text.str();
  const std::string from = "\"Ada Brennock\"";
  const size_t at = desc.find(from);
  REQUIRE(at != std::string::npos);
  desc.replace(at, from.size(), "\"Andr\xe9 Brennock\"");
  const fs::path track = dir.path() / "duskring.track";
  std::ofstream(track, std::ios::binary) << desc;
  const auto built = run_tool({"build-track", track.string(),
                               (pod / "DATA" / "BINARY" / "CIRCUITS" / "DUSKRING.BL4").string()});
  INFO(built.err);
  REQUIRE(built.exit_code == 0);

  const auto raced = run_tool({"race", "--data", pod.string(), "--track", "duskring", "--cars", "3",
                               "--laps", "1", "--json"});
  INFO(raced.err);
  REQUIRE(raced.exit_code == 0);
  const test::Json json = test::parse_json(raced.out);  // throws on ill-formed UTF-8
  bool found = false;
  for (const test::Json& row : json["results"].items)
    found = found || row["driver"].string == "Andr\xc3\xa9 Brennock";  // U+00E9 in UTF-8
  CHECK(found);
}

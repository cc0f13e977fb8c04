// Which installation the game and the tool play (assets::find_installation): the folder given,
// else $UNPOD_DATA, else the folder saved in the settings, else the demo disc beside the program.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "shell/installation_status.h"
#include "unpod/assets/install_finder.h"

using namespace unpod;
namespace fs = std::filesystem;

namespace {

// A folder holding a "demo-disc" link to the build's demo disc: where a program would stand.
fs::path program_folder() {
  static const fs::path dir = [] {
    const fs::path d = fs::temp_directory_path() / "unpod-finder-test" / "bin";
    fs::remove_all(d.parent_path());
    fs::create_directories(d);
    fs::create_directory_symlink(fs::absolute(UNPOD_DEMO_DISC), d / "demo-disc");
    return d;
  }();
  return dir;
}

}  // namespace

TEST_CASE(
    "the installation: the folder given, else UNPOD_DATA, else the saved one, else the demo "
    "disc",
    "[game][install-finder]") {
  using assets::InstallationSource;
  assets::InstallationSearch search;
  search.exe_dir = program_folder();
  CHECK(assets::find_installation(search).source == InstallationSource::kDemoDisc);
  search.saved = UNPOD_DEMO_DISC;
  CHECK(assets::find_installation(search).source == InstallationSource::kSaved);
  search.env = UNPOD_DEMO_DISC;
  CHECK(assets::find_installation(search).source == InstallationSource::kEnvironment);
  search.given = UNPOD_DEMO_DISC;
  const auto given = assets::find_installation(search);
  CHECK(given.source == InstallationSource::kGiven);
  REQUIRE(given.installation);
  CHECK(given.installation->circuits.size() == 2);
}

TEST_CASE("a folder given that is no installation fails on its own, a saved one falls back",
          "[game][install-finder]") {
  assets::InstallationSearch search;
  search.exe_dir = program_folder();
  search.given = "/nonexistent-pod";
  auto found = assets::find_installation(search);
  CHECK_FALSE(found.installation);
  CHECK(found.reason.find("/nonexistent-pod") != std::string::npos);
  search.given.clear();
  search.env = "/nonexistent-pod";
  CHECK_FALSE(assets::find_installation(search).installation);
  // A saved folder that went away: the demo disc, and why.
  search.env.clear();
  search.saved = "/nonexistent-pod";
  found = assets::find_installation(search);
  REQUIRE(found.installation);
  CHECK(found.source == assets::InstallationSource::kDemoDisc);
  CHECK(found.saved_problem.find("/nonexistent-pod") != std::string::npos);
  // The game says so under the demo disc's note. $UNPOD_DATA would come first: it is put aside
  // for the call (a tester's own installation must not turn this check into a silent pass).
  const char* const tester_data = std::getenv("UNPOD_DATA");
  const std::string kept = tester_data ? tester_data : "";
  unsetenv("UNPOD_DATA");
  const game::InstallationStatus status =
      game::find_installation({}, program_folder(), "/nonexistent-pod");
  if (tester_data) setenv("UNPOD_DATA", kept.c_str(), 1);
  CHECK(status.demo_disc);
  CHECK(status.note.find("no longer an installation") != std::string::npos);
}

TEST_CASE("nothing given and no demo disc: the places looked in are named",
          "[game][install-finder]") {
  assets::InstallationSearch search;
  search.exe_dir = program_folder().parent_path() / "nowhere";
  const auto found = assets::find_installation(search);
  CHECK_FALSE(found.installation);
  CHECK(found.source == assets::InstallationSource::kNone);
  REQUIRE(found.demo_disc_candidates.size() == 4);
  CHECK(found.demo_disc_candidates[0] == search.exe_dir / "demo-disc");
  CHECK(found.demo_disc_candidates[2] == search.exe_dir.parent_path() / "demo-disc");
  CHECK(found.demo_disc_candidates[3].string().find("share/unpod/demo-disc") != std::string::npos);
  CHECK_FALSE(found.reason.empty());
}

TEST_CASE("a build without the game: its tools find the demo disc the build wrote beside them",
          "[game][install-finder]") {
  // build/tools/unpod-tool and build/demo-disc (disc/CMakeLists.txt, UNPOD_BUILD_GAME=OFF).
  const fs::path build = fs::temp_directory_path() / "unpod-finder-test-tools-build";
  fs::remove_all(build);
  fs::create_directories(build / "tools");
  fs::create_directory_symlink(fs::absolute(UNPOD_DEMO_DISC), build / "demo-disc");
  assets::InstallationSearch search;
  search.exe_dir = build / "tools";
  const auto found = assets::find_installation(search);
  CHECK(found.source == assets::InstallationSource::kDemoDisc);
  REQUIRE(found.installation);
  CHECK(found.installation->circuits.size() == 2);
  fs::remove_all(build);
}

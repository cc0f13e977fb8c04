// The start screen's folder browser's listing (game/screens/folder_list.h): folders only, by
// name in any case, hidden ones left out, those that hold CIRCUITS.BIN marked POD.
#include <catch2/catch.hpp>

#include <fstream>

#include "screens/folder_list.h"
#include "support/temp_dir.h"

using namespace unpod;
namespace fs = std::filesystem;

TEST_CASE("folder browser: the folders by name, POD's marked, files and hidden folders left out",
          "[game][start][folders]") {
  test::TempDir dir;
  for (const char* f : {"zeta", "Alpha", "beta", ".cache", "Pod Gold"})
    fs::create_directories(dir.path() / f);
  std::ofstream(dir.path() / "notes.txt") << "a file";
  std::ofstream(dir.path() / "Pod Gold" / "Circuits.Bin") << "";
  const game::screens::FolderListing l = game::screens::list_folders(dir.path());
  CHECK(l.error.empty());
  CHECK_FALSE(l.cut);
  REQUIRE(l.folders.size() == 4);
  CHECK(l.folders[0].name == "Alpha");
  CHECK(l.folders[1].name == "beta");
  CHECK(l.folders[2].name == "Pod Gold");
  CHECK(l.folders[3].name == "zeta");
  CHECK(l.folders[2].pod);
  CHECK_FALSE(l.folders[0].pod);
  CHECK(game::screens::holds_pod(dir.path() / "Pod Gold"));
  CHECK_FALSE(game::screens::holds_pod(dir.path()));

  const game::screens::FolderListing gone = game::screens::list_folders(dir.path() / "nowhere");
  CHECK(gone.folders.empty());
  CHECK_FALSE(gone.error.empty());
}

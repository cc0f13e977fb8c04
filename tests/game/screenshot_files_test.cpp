// F12's screenshots are numbered and never replace one another.
#include <catch2/catch.hpp>

#include <fstream>

#include "shell/screenshot_files.h"
#include "support/temp_dir.h"

TEST_CASE("F12's screenshot takes the lowest free number and never an existing file",
          "[game][screenshot]") {
  const unpod::test::TempDir dir;
  const auto folder = dir.path() / "screenshots";
  const auto first = unpod::game::next_screenshot_path(folder);
  CHECK(first == folder / "unpod-0001.png");
  CHECK(std::filesystem::is_directory(folder));
  std::ofstream(first) << "taken";
  std::ofstream(folder / "unpod-0003.png") << "taken";
  CHECK(unpod::game::next_screenshot_path(folder) == folder / "unpod-0002.png");
}

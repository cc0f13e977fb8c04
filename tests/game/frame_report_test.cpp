// The player's frame report (shell/frame_report.h, issue 37): the warm-up frames left out, each
// part's median and 90th percentile by nearest rank, and the file written whole or not at all.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "shell/frame_report.h"
#include "support/temp_dir.h"

using namespace unpod::game;

namespace {

// The median and p90 figures of the report's line that starts with `part`.
std::pair<double, double> figures(const std::string& text, const std::string& part) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind(part, 0) == 0) {
      std::istringstream words(line.substr(part.size()));
      std::string median_word, ms, p90_word;
      double median = -1, p90 = -1;
      words >> median_word >> median >> ms >> p90_word >> p90;
      return {median, p90};
    }
  return {-1, -1};
}

}  // namespace

TEST_CASE("the frame report leaves the warm-up out and ranks each part", "[game][frame report]") {
  FrameReport report;
  // The warm-up: slow frames, none of them counted.
  for (size_t i = 0; i < FrameReport::kWarmUp; ++i) report.add_race_frame({1, 2, 3, 400, 500});
  CHECK(report.frames() == 0);
  // 1 to 100 ms: median (nearest rank of 100) 51, p90 90; each part a share of the frame.
  for (int ms = 1; ms <= 100; ++ms)
    report.add_race_frame({0.1 * ms, 0.2 * ms, 0.0, 0.7 * ms, double(ms)});
  CHECK(report.frames() == 100);
  const std::string text = report.text("640x360");
  INFO(text);
  CHECK(text.rfind("unpod frame report: 640x360\nrace frames 100 (after the first 30)\n", 0) == 0);
  CHECK(figures(text, "frame (events to swap)") == std::pair(51.0, 90.0));
  CHECK(figures(text, "handle (input, sim)") == std::pair(5.1, 9.0));
  CHECK(figures(text, "draw (renderers' calls)") == std::pair(10.2, 18.0));
  CHECK(figures(text, "overlay") == std::pair(0.0, 0.0));
  const auto [swap_median, swap_p90] = figures(text, "swap");
  CHECK(swap_median == Approx(35.7).margin(0.005));
  CHECK(swap_p90 == Approx(63.0).margin(0.005));
}

TEST_CASE("the frame report is written whole, and an unwritable path is an error",
          "[game][frame report]") {
  unpod::test::TempDir dir;
  FrameReport report;
  for (size_t i = 0; i < FrameReport::kWarmUp + 3; ++i) report.add_race_frame({1, 2, 0, 3, 6});
  const auto path = dir.path() / "frames.txt";
  REQUIRE(report.write(path, "1280x720").empty());
  std::ifstream in(path);
  std::stringstream read;
  read << in.rdbuf();
  CHECK(read.str() == report.text("1280x720"));
  // Under a file, not a folder: nothing written, an error naming the path.
  const std::string error = report.write(path / "inside.txt", "1280x720");
  CHECK_FALSE(error.empty());
  CHECK(error.find("inside.txt") != std::string::npos);
}

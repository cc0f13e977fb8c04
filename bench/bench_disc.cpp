// unpod_bench_disc: the whole demo disc build (build_disc: compile every description, write,
// read back and compare every file, put the folder in place), median of RUNS (issue 3's target:
// under 5 s of the build). Also times each step once per circuit and car. Reports; asserts
// nothing.
//   unpod_bench_disc [RUNS] [SOURCES]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "disc.h"
#include "support/median.h"
#include "support/temp_dir.h"
#include "unpod/assets/install.h"

namespace {

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

using unpod::test::median;

uintmax_t folder_bytes(const fs::path& dir) {
  uintmax_t total = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) total += e.file_size();
  return total;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace unpod;
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const fs::path sources = argc > 2 ? fs::path(argv[2]) : fs::path(UNPOD_DISC_SOURCES);
  test::TempDir dir;
  const fs::path out = dir.path() / "demo-disc";

  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = Clock::now();
    const std::string error = disc::build_disc(sources, out);
    times.push_back(ms_since(t0));
    if (!error.empty()) {
      std::fprintf(stderr, "build_disc failed: %s\n", error.c_str());
      return 1;
    }
  }
  auto install = assets::locate_installation(out);
  std::printf("demo disc from %s: %zu circuits, %zu cars, %ju bytes\n", sources.string().c_str(),
              install ? install->circuits.size() : 0, install ? install->cars.size() : 0,
              folder_bytes(out));

  // Per file, once: where the time goes.
  for (const char* kind : {"circuits", "cars"}) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(sources / kind)) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      const bool circuit = std::string(kind) == "circuits";
      const fs::path target = dir.path() / (f.stem().string() + (circuit ? ".BL4" : ".BV4"));
      const auto t0 = Clock::now();
      const std::string error =
          circuit ? disc::build_track_file(f, target) : disc::build_car_file(f, target);
      std::printf("  %-24s %8.1f ms%s%s\n", f.filename().string().c_str(), ms_since(t0),
                  error.empty() ? "" : "  ", error.c_str());
    }
  }
  std::printf("build_disc, median of %d: %.1f ms (min %.1f, max %.1f); target < 5000 ms: %s\n",
              runs, median(times), *std::min_element(times.begin(), times.end()),
              *std::max_element(times.begin(), times.end()),
              median(times) < 5000 ? "met" : "missed");
  return 0;
}

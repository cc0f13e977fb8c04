// The installation tests' main: without UNPOD_TEST_DATA there is nothing to test, and the run
// says so in a line that ctest reports as skipped (SKIP_REGULAR_EXPRESSION), not passed. Not an
// exit code: Catch2 exits with its count of failed assertions, any of which a failure can give.
// Listing the cases (as ctest's discovery does at build time) needs no installation.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>
#include <string_view>

int main(int argc, char** argv) {
  bool listing = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    listing |= a.starts_with("--list") || a == "-l" || a == "-h" || a == "--help" || a == "-?";
  }
  const char* data = std::getenv("UNPOD_TEST_DATA");
  if (!listing && (!data || !*data)) {
    std::cout << "skipped: UNPOD_TEST_DATA is not set. Set it to a POD installation folder "
                 "(e.g. build/game/demo-disc) to run the installation tests.\n";
    return 0;
  }
  return Catch::Session().run(argc, argv);
}

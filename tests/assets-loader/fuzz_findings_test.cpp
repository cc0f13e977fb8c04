// Inputs the fuzz targets (tests/fuzz/) once crashed on, kept as regression tests: each must
// now give a LoadError.
#include <catch2/catch.hpp>

#include <vector>

#include "unpod/assets/pbdf.h"

using namespace unpod::assets;

TEST_CASE("PBDF: an 8-byte file whose block size is 8 has no room for the header") {
  // Key 8 (first word 0 XOR length 8); the second word equals the running sum, so block size
  // detection accepts 8 and the single block's payload is one word.
  const std::vector<uint8_t> file = {0, 0, 0, 0, 8, 0, 0, 0};
  auto decoded = pbdf_decode(file, "tiny.bin");
  REQUIRE_FALSE(decoded.ok());
  CHECK(decoded.error().file == "tiny.bin");
  CHECK(decoded.error().section == "PBDF header");
}

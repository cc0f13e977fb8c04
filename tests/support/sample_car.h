// A generated car with every section of pod-formats.md §7 filled with plausible values, written
// by our own writer: the fixture of the car tests, the locator's sample installation, the
// benches and the fuzz seed corpus.
#pragma once

#include <cstdint>

#include "unpod/assets/car.h"

namespace unpod::test {

// `version` 4 = BV4 (128-texel RGB565 pages), 3 = BV3 (256-texel palettised pages); `key` is the
// PBDF key the car will be written with (0x5CA8/0xD13F shuffle face indices).
assets::Car make_sample_car(int version = 4, uint32_t key = assets::kCarKey);

}  // namespace unpod::test

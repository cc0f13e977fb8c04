// A generated circuit with every section of pod-formats.md §5 present and filled with
// non-trivial values (§10's checklist): the fixture of the circuit tests, the benches and the
// fuzz seed corpus. Written by our own writer (assets::write_circuit).
#pragma once

#include <cstddef>
#include <cstdint>

#include "unpod/assets/circuit.h"

namespace unpod::test {

struct SampleCircuitOptions {
  int version = 4;                     // 4 = BL4 (RGB565), 3 = BL3 (palettised)
  uint32_t key = assets::kCircuitKey;  // 0x5CA8/0xD13F shuffle face indices
  int sectors = 2;                     // at least 1
  int texture_pages = 1;               // pages of the track texture list
  int grid = 3;                        // cells per side of each sector's road patch
  // Lists 6 and 7 of §5.3: entries per list (0 = empty, as §10 advises) and their width.
  int pair_list_entries = 0;
  assets::MacroListWidth pair_list_width = assets::MacroListWidth::kPairs;
  // > 0: grow the texture pages and the sector count until the written file is about this
  // many bytes (the 4 MiB benchmark circuit); `sectors` and `texture_pages` are then minimums.
  size_t target_bytes = 0;
};

assets::Circuit make_sample_circuit(const SampleCircuitOptions& options = {});

}  // namespace unpod::test

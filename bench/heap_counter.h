// Live and peak heap bytes of the bench executable (its operator new/delete are replaced).
#pragma once

#include <cstddef>

namespace unpod::bench {
size_t heap_live_bytes();
size_t heap_peak_bytes();
// Starts a new peak measurement from the bytes live now.
void heap_reset_peak();
}  // namespace unpod::bench

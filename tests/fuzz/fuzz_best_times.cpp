// libFuzzer target: the best-times file (docs/formats/best-times.md), whole text. A file that
// parses must write back to text that parses to the same tables; a race result entered with
// update() must keep the tables writable (names are cleaned, the tables stay sorted and short).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "unpod/assets/best_times.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod::assets;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto times = parse_best_times(text, "fuzz.brt");
  if (!times) return 0;
  const std::string written = best_times_text(*times);
  auto reread = parse_best_times(written, "again.brt");
  if (!reread || !(*reread == *times)) std::abort();

  // A new result whose names and times come from the input: control characters, long names
  // and ties with stored entries all reach update().
  BestTimeEntry entry;
  entry.best_lap = times->laps.empty() ? 1 : times->laps.front().best_lap;
  entry.race_time = times->races.empty() ? 1 : times->races.back().race_time;
  entry.laps = times->races.empty() ? 1 : times->races.back().laps;
  entry.driver = std::string(text.substr(0, 40));
  entry.car = std::string(text.substr(text.size() / 2, 40));
  BestTimes updated = *times;
  updated.update(entry);
  auto after = parse_best_times(best_times_text(updated), "updated.brt");
  if (!after || !(*after == updated)) std::abort();
  return 0;
}

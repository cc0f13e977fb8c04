// pod-race.md "The race record": the typed fields' map to the original's 0xBC-byte record.
#include <catch2/catch.hpp>

#include "unpod/sim/race/record.h"

using namespace unpod::sim::race;

TEST_CASE("race record: the field table covers the 0xBC bytes in order without overlap",
          "[race][record]") {
  uint32_t start = 0, end = 0;
  for (const RecordField& f : kRecordLayout) {
    INFO(f.field);
    if (f.offset == start && f.size == 1) continue;  // another bit field of the same byte
    // Every other field starts at or after the last one's end, less than a word after it.
    CHECK(f.offset >= end);
    CHECK(f.offset < end + 4);
    start = f.offset;
    end = f.offset + f.size;
  }
  CHECK(kRecordLayout.back().offset == 0xbc);
  const auto find = [](std::string_view name) {
    for (const RecordField& f : kRecordLayout)
      if (f.field.substr(0, name.size()) == name) return f;
    return RecordField{"", 0xffffffffu, 0};
  };
  CHECK(find("last_lap_clock").offset == 0x10);
  CHECK(find("last_gate_clock").offset == 0x14);
  CHECK(find("first_crossing").offset == 0x18);
  CHECK(find("lap_times").offset == 0x1c);
  CHECK(find("splits").offset == 0x3c);
  CHECK(find("splits").offset + find("splits").size == 0xbc);
}

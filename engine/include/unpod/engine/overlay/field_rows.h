// The overlay's field view (issue 19, "Cars", "Race", "Drivers"): a sim record as rows of
// name, the original's offset and size (the layout tables in sim: kCarLayout, kRecordLayout,
// kDeviceLayout) and the value's words. Built from const state only; no ImGui here, so the
// rows can be tested without a window.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "unpod/sim/controls/device.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/race/record.h"

namespace unpod::engine::overlay {

struct FieldRow {
  std::string name;            // "wheel 2 travel", "gear"
  uint32_t offset;             // from the record's start in the original
  uint32_t size;               // bytes
  std::vector<int64_t> words;  // the value: one word, three for a vector, n for an array
  bool operator==(const FieldRow&) const = default;
};

// Every row of kCarLayout, in its order (the five points' fields, then the car's).
std::vector<FieldRow> car_rows(const sim::physics::CarState& car);
// Every row of kRecordLayout but its closing size marker.
std::vector<FieldRow> record_rows(const sim::race::RaceRecord& record);
// Every row of kDeviceLayout.
std::vector<FieldRow> device_rows(const sim::controls::Device& device);

// Which rows' values differ between two builds of the same layout (sizes differ: all).
std::vector<bool> changed_rows(const std::vector<FieldRow>& before,
                               const std::vector<FieldRow>& now);

// A value as text: whole words, a 16.16 word also as a decimal ("98304 (1.500)").
std::string value_text(const FieldRow& row);

}  // namespace unpod::engine::overlay

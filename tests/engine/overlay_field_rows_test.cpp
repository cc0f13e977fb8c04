// The overlay's field view: every field of the sim's layout tables (kCarLayout, kRecordLayout,
// kDeviceLayout) shows the typed record's value under the original's offset, and a value that
// moved over a sim frame is marked.
#include <catch2/catch.hpp>

#include <algorithm>

#include "unpod/engine/overlay/field_rows.h"

using namespace unpod;
using engine::overlay::FieldRow;

namespace {

const FieldRow& overlay_row_named(const std::vector<FieldRow>& rows, std::string_view name) {
  const auto it =
      std::find_if(rows.begin(), rows.end(), [&](const FieldRow& r) { return r.name == name; });
  REQUIRE(it != rows.end());
  return *it;
}

}  // namespace

TEST_CASE("every field of the car's layout is shown with its value and offset",
          "[engine][overlay]") {
  sim::physics::CarState car;
  car.points[2].travel = 0x18000;
  car.points[4].position = {1, -2, 3};
  car.gear = 3;
  car.gear_ratios[8] = -77;
  car.unknown_550 = {5, 6};
  const std::vector<FieldRow> rows = engine::overlay::car_rows(car);
  REQUIRE(rows.size() == sim::physics::kCarLayout.size());
  for (size_t i = 0; i < rows.size(); ++i) {
    INFO(rows[i].name);
    CHECK(rows[i].offset == sim::physics::kCarLayout[i].offset);
    // A value for every field: a word per 4 bytes, one for a byte or a bool.
    REQUIRE_FALSE(rows[i].words.empty());
    CHECK(rows[i].words.size() == std::max<size_t>(1, rows[i].size / 4));
  }
  // Wheel 2's travel at 2 × 0xd8 + 0xa0, the chassis point's position at 4 × 0xd8.
  const FieldRow& travel = overlay_row_named(rows, "wheel 2 travel");
  CHECK(travel.offset == 2 * 0xd8 + 0xa0);
  CHECK(travel.words == std::vector<int64_t>{0x18000});
  CHECK(engine::overlay::value_text(travel) == "98304 (1.500)");
  CHECK(overlay_row_named(rows, "chassis position").offset == 0x360);
  CHECK(overlay_row_named(rows, "chassis position").words == std::vector<int64_t>{1, -2, 3});
  CHECK(overlay_row_named(rows, "gear").offset == 0x44a);
  CHECK(overlay_row_named(rows, "gear").words == std::vector<int64_t>{3});
  CHECK(overlay_row_named(rows, "gear_ratios").words[8] == -77);
  CHECK(overlay_row_named(rows, "unknown_550").words == std::vector<int64_t>{5, 6});
}

TEST_CASE("the race record's and the device's fields are shown under the original's offsets",
          "[engine][overlay]") {
  sim::race::RaceRecord record;
  record.place = 3;
  record.split_lap = 1;
  record.split_slot = 2;
  record.splits[1][3] = 42;
  const std::vector<FieldRow> rows = engine::overlay::record_rows(record);
  CHECK(rows.size() == sim::race::kRecordLayout.size() - 1);  // not the size marker
  for (const FieldRow& r : rows) {
    INFO(r.name);
    CHECK_FALSE(r.words.empty());
  }
  CHECK(overlay_row_named(rows, "place (high nibble)").offset == 0x04);
  CHECK(overlay_row_named(rows, "place (high nibble)").words == std::vector<int64_t>{3});
  CHECK(overlay_row_named(rows, "split_lap, split_slot (pointer)").words ==
        std::vector<int64_t>{1, 2});
  const FieldRow& splits = overlay_row_named(rows, "splits");
  CHECK(splits.offset == 0x3c);
  CHECK(splits.words.size() == splits.size / 4);
  CHECK(splits.words[1 * 4 + 3] == 42);

  sim::controls::Device device;
  device.kind = sim::controls::DeviceKind::kQuarticJoystick;
  device.y_high = -9;
  const std::vector<FieldRow> device_rows = engine::overlay::device_rows(device);
  REQUIRE(device_rows.size() == sim::controls::kDeviceLayout.size());
  CHECK(overlay_row_named(device_rows, "kind").words == std::vector<int64_t>{3});
  CHECK(overlay_row_named(device_rows, "y_high").offset == 0x24);
  CHECK(overlay_row_named(device_rows, "y_high").words == std::vector<int64_t>{-9});
}

TEST_CASE("the fields that moved over a sim frame are marked, the others not",
          "[engine][overlay]") {
  sim::physics::CarState car;
  const std::vector<FieldRow> before = engine::overlay::car_rows(car);
  car.engine_speed = 12;
  car.points[1].sector = 7;
  const std::vector<FieldRow> now = engine::overlay::car_rows(car);
  const std::vector<bool> changed = engine::overlay::changed_rows(before, now);
  REQUIRE(changed.size() == now.size());
  std::vector<std::string> marked;
  for (size_t i = 0; i < now.size(); ++i)
    if (changed[i]) marked.push_back(now[i].name);
  CHECK(marked == std::vector<std::string>{"wheel 1 sector", "engine_speed"});
}

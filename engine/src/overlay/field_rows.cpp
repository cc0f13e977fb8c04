#include "unpod/engine/overlay/field_rows.h"

#include <array>
#include <cstdio>
#include <map>
#include <type_traits>

namespace unpod::engine::overlay {
namespace {

using FieldWords = std::vector<int64_t>;

template <typename T>
FieldWords words_of(const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    return {v ? 1 : 0};
  } else if constexpr (std::is_enum_v<T>) {
    return {static_cast<int64_t>(v)};
  } else if constexpr (std::is_integral_v<T>) {
    return {static_cast<int64_t>(v)};
  } else {
    // std::array of words (a Vec16, the gear ratios) or of arrays (the splits).
    FieldWords out;
    for (const auto& e : v) {
      const FieldWords inner = words_of(e);
      out.insert(out.end(), inner.begin(), inner.end());
    }
    return out;
  }
}

// The point record's fields by the layout's names.
std::map<std::string_view, FieldWords> point_words(const sim::physics::PointState& p) {
  return {{"position", words_of(p.position)},
          {"velocity", words_of(p.velocity)},
          {"surface", words_of(p.surface)},
          {"sector", words_of(p.sector)},
          {"last_sector", words_of(p.last_sector)},
          {"contact_normal", words_of(p.contact_normal)},
          {"face_mesh", words_of(p.face_mesh)},
          {"face", words_of(p.face)},
          {"sliding", words_of(p.sliding)},
          {"skidding", words_of(p.skidding)},
          {"touching", words_of(p.touching)},
          {"face_is_quad", words_of(p.face_is_quad)},
          {"floor_lift", words_of(p.floor_lift)},
          {"mass", words_of(p.mass)},
          {"unknown_44", words_of(p.unknown_44)},
          {"offset", words_of(p.offset)},
          {"radius", words_of(p.radius)},
          {"steer", words_of(p.steer)},
          {"roll", words_of(p.roll)},
          {"rolling_dir", words_of(p.rolling_dir)},
          {"axle", words_of(p.axle)},
          {"up", words_of(p.up)},
          {"impulse", words_of(p.impulse)},
          {"rolling_resistance", words_of(p.rolling_resistance)},
          {"grip", words_of(p.grip)},
          {"travel", words_of(p.travel)},
          {"spin", words_of(p.spin)},
          {"travel_speed", words_of(p.travel_speed)},
          {"stiffness", words_of(p.stiffness)},
          {"damper", words_of(p.damper)},
          {"rest", words_of(p.rest)},
          {"travel_max", words_of(p.travel_max)},
          {"travel_min", words_of(p.travel_min)},
          {"wall_depth", words_of(p.wall_depth)},
          {"wall_dir", words_of(p.wall_dir)},
          {"bounce", words_of(p.bounce)},
          {"touch_count", words_of(p.touch_count)}};
}

// The car's own fields by the layout's names.
std::map<std::string_view, FieldWords> car_words(const sim::physics::CarState& c) {
  return {{"wheel1_sector", words_of(c.wheel1_sector)},
          {"engine_max", words_of(c.engine_max)},
          {"engine_speed", words_of(c.engine_speed)},
          {"wheel_engine_speed", words_of(c.wheel_engine_speed)},
          {"flags", words_of(c.flags)},
          {"gear_asked", words_of(c.gear_asked)},
          {"gear", words_of(c.gear)},
          {"gear_count", words_of(c.gear_count)},
          {"gear_ratios", words_of(c.gear_ratios)},
          {"gear_timer", words_of(c.gear_timer)},
          {"shift_points", words_of(c.shift_points)},
          {"steer_max", words_of(c.steer_max)},
          {"steer_speed", words_of(c.steer_speed)},
          {"steer_recall", words_of(c.steer_recall)},
          {"latch_bits", words_of(c.latch_bits)},
          {"rear_steer", words_of(c.rear_steer)},
          {"centre", words_of(c.centre)},
          {"forward", words_of(c.forward)},
          {"left", words_of(c.left)},
          {"up", words_of(c.up)},
          {"velocity", words_of(c.velocity)},
          {"carried_force", words_of(c.carried_force)},
          {"carried_torque", words_of(c.carried_torque)},
          {"controller_word", words_of(c.controller_word)},
          {"upside_down_lo", words_of(c.upside_down_lo)},
          {"upside_down_hi", words_of(c.upside_down_hi)},
          {"sound_table", words_of(c.sound_table)},
          {"skid_sound", words_of(c.skid_sound)},
          {"sound_bits", words_of(c.sound_bits)},
          {"spin", words_of(c.spin)},
          {"inertia", words_of(c.inertia)},
          {"unknown_514", words_of(c.unknown_514)},
          {"rev_up", words_of(c.rev_up)},
          {"rev_down", words_of(c.rev_down)},
          {"mass", words_of(c.mass)},
          {"unknown_524", words_of(c.unknown_524)},
          {"gravity_factor", words_of(c.gravity_factor)},
          {"brake_hold", words_of(c.brake_hold)},
          {"drag", words_of(c.drag)},
          {"downforce", words_of(c.downforce)},
          {"brake_distribution", words_of(c.brake_distribution)},
          {"zoom_factor", words_of(c.zoom_factor)},
          {"viscous_friction", words_of(c.viscous_friction)},
          {"brake_slope", words_of(c.brake_slope)},
          {"brake_max", words_of(c.brake_max)},
          {"drive", words_of(c.drive)},
          {"unknown_550", words_of(c.unknown_550)}};
}

// A name the layout has and the record lacks shows no words (the tests catch it).
FieldWords words_named(const std::map<std::string_view, FieldWords>& words, std::string_view name) {
  const auto it = words.find(name);
  return it == words.end() ? FieldWords{} : it->second;
}

}  // namespace

std::vector<FieldRow> car_rows(const sim::physics::CarState& car) {
  std::array<std::map<std::string_view, FieldWords>, sim::physics::kPointCount> points;
  for (size_t p = 0; p < points.size(); ++p) points[p] = point_words(car.points[p]);
  const std::map<std::string_view, FieldWords> own = car_words(car);
  std::vector<FieldRow> rows;
  rows.reserve(sim::physics::kCarLayout.size());
  for (const sim::physics::CarField& f : sim::physics::kCarLayout) {
    if (f.point < 0) {
      rows.push_back({std::string(f.field), f.offset, f.size, words_named(own, f.field)});
      continue;
    }
    const std::string who = f.point == sim::physics::kChassisPoint
                                ? std::string("chassis ")
                                : "wheel " + std::to_string(f.point) + " ";
    rows.push_back({who + std::string(f.field), f.offset, f.size,
                    words_named(points[size_t(f.point)], f.field)});
  }
  return rows;
}

std::vector<FieldRow> record_rows(const sim::race::RaceRecord& r) {
  // The layout's names carry their bit field; the split pointer is kept as lap and slot.
  const std::map<std::string_view, FieldWords> words = {
      {"word0", words_of(r.word0)},
      {"place (high nibble)", words_of(r.place)},
      {"finished (bit 0)", words_of(r.finished)},
      {"out (bit 1)", words_of(r.out)},
      {"driven_to_end (bit 2)", words_of(r.driven_to_end)},
      {"off_path (bit 3)", words_of(r.off_path)},
      {"crossings (low nibble)", words_of(r.crossings)},
      {"next_checkpoint (high nibble)", words_of(r.next_checkpoint)},
      {"split_lap, split_slot (pointer)", {r.split_lap, r.split_slot}},
      {"last_lap_clock", words_of(r.last_lap_clock)},
      {"last_gate_clock", words_of(r.last_gate_clock)},
      {"first_crossing", words_of(r.first_crossing)},
      {"lap_times", words_of(r.lap_times)},
      {"splits", words_of(r.splits)}};
  std::vector<FieldRow> rows;
  for (const sim::race::RecordField& f : sim::race::kRecordLayout)
    if (f.size > 0)
      rows.push_back({std::string(f.field), f.offset, f.size, words_named(words, f.field)});
  return rows;
}

std::vector<FieldRow> device_rows(const sim::controls::Device& d) {
  const std::map<std::string_view, FieldWords> words = {
      {"x_travel", words_of(d.x_travel)}, {"x_centre", words_of(d.x_centre)},
      {"x_low", words_of(d.x_low)},       {"x_high", words_of(d.x_high)},
      {"y_low", words_of(d.y_low)},       {"y_high", words_of(d.y_high)},
      {"kind", words_of(d.kind)},         {"buttons", words_of(d.buttons)}};
  std::vector<FieldRow> rows;
  for (const sim::controls::DeviceField& f : sim::controls::kDeviceLayout)
    rows.push_back({std::string(f.field), f.offset, f.size, words_named(words, f.field)});
  return rows;
}

std::vector<bool> changed_rows(const std::vector<FieldRow>& before,
                               const std::vector<FieldRow>& now) {
  std::vector<bool> out(now.size(), true);
  if (before.size() != now.size()) return out;
  for (size_t i = 0; i < now.size(); ++i) out[i] = before[i].words != now[i].words;
  return out;
}

std::string value_text(const FieldRow& row) {
  std::string out;
  // A 4-byte word (or a vector of them) may be 16.16: shown beside as a decimal.
  const bool words32 = row.words.size() > 0 && row.size == 4 * row.words.size();
  for (size_t i = 0; i < row.words.size(); ++i) {
    if (i > 0) out += "  ";
    out += std::to_string(row.words[i]);
    if (words32) {
      char fixed[32];
      std::snprintf(fixed, sizeof fixed, " (%.3f)", static_cast<double>(row.words[i]) / 65536.0);
      out += fixed;
    }
  }
  return out;
}

}  // namespace unpod::engine::overlay

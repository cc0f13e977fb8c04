// The race rules' part of the race paths: each racer's tracker, the computer cars' path
// follower, the human's follower once a frame, "Troncon" and the order between gates
// (pod-race.md "The race paths and the order between them", "The human's tracker, every frame").
#include <algorithm>
#include <utility>
#include <vector>

#include "unpod/sim/race/race_rules.h"

namespace unpod::sim::race {

void RaceRules::set_paths(Paths paths, std::span<const Vec3> positions,
                          std::span<const int32_t> driver_lanes) {
  paths_ = std::move(paths);
  state_.paths.assign(state_.records.size(), RacerPath{});
  if (paths_.empty()) return;
  for (size_t r = 0; r < state_.paths.size(); ++r) {
    RacerPath& p = state_.paths[r];
    if (r < positions.size()) p.tracker = paths_.start(positions[r]);
    if (r < driver_lanes.size()) p.driver_lane = driver_lanes[r];
  }
}

void RaceRules::order_after_tracker(int32_t racer, bool moved_back) {
  // Every racer's path value, in a buffer kept between calls (this runs most steps).
  path_values_.assign(state_.paths.size(), 0);
  for (size_t r = 0; r < path_values_.size(); ++r)
    if (paths_.valid(state_.paths[r].tracker))
      path_values_[r] = paths_.value(state_.paths[r].tracker);
  order_between_gates(racer, moved_back, path_values_);
}

// POD FUN_0042f440: a computer car's path follower
void RaceRules::car_put_back(int32_t racer, const Vec3& position) {
  if (racer < 0 || static_cast<size_t>(racer) >= state_.records.size()) return;
  RaceRecord& record = state_.records[size_t(racer)];
  if (record.word0 >= 0) record.word0 = 0;
  if (paths_.empty() || static_cast<size_t>(racer) >= state_.paths.size()) return;
  paths_.place(state_.paths[size_t(racer)].tracker, position);
}

std::optional<Vec3> RaceRules::put_back_heading(int32_t racer) const {
  if (paths_.empty() || racer < 0 || static_cast<size_t>(racer) >= state_.paths.size())
    return std::nullopt;
  const Tracker& t = state_.paths[size_t(racer)].tracker;
  if (!paths_.valid(t)) return std::nullopt;
  const Vec3& at = paths_.point(t);
  const Vec3 next = paths_.next_point(t).value_or(Vec3{});  // 0 when there is none
  return Vec3{next.x - at.x, next.y - at.y, next.z - at.z};
}

int64_t RaceRules::progress(int32_t racer) const {
  if (paths_.empty() || racer < 0 || static_cast<size_t>(racer) >= state_.paths.size()) return 0;
  const Tracker& t = state_.paths[size_t(racer)].tracker;
  if (!paths_.valid(t)) return 0;
  const int64_t laps = state_.records[size_t(racer)].crossings & 0x0f;
  return laps * paths_.lap_length + (int64_t{paths_.lap_length} - paths_.value(t));
}

bool RaceRules::follow_path(int32_t racer, const Vec3& position) {
  if (racer < 0 || static_cast<size_t>(racer) >= state_.paths.size()) return false;
  if (!paths_.track(state_.paths[size_t(racer)].tracker, position)) return false;
  order_after_tracker(racer, false);
  return true;
}

// POD FUN_004c688c: the human's follower, for every human, finished or not
FollowerResult RaceRules::follow_human(int32_t racer, const CarView& car) {
  if (racer < 0 || racer >= setup_.humans || static_cast<size_t>(racer) >= state_.paths.size())
    return {};
  RaceRecord& record = state_.records[size_t(racer)];
  RacerPath& p = state_.paths[size_t(racer)];
  const int32_t was_wrong = record.word0;
  const FollowerResult result = race::follow_human(paths_, p.tracker, p.follower, record, car);
  if (result.move != FollowerMove::kNone)
    order_after_tracker(racer, result.move == FollowerMove::kBack);
  // The HUD's wrong-way warning follows word 0 (its frames going the wrong way).
  if (result.wrong_way && was_wrong == 0) emit(EventKind::kWrongWay, racer, -1, record.word0);
  return result;
}

// POD FUN_00459680: "Troncon". A human's tracker jumps to the node's first link out; a computer
// car (or a finished human's, driven by the computer) takes the lane FUN_004559dc chooses, and
// its tracker starts on the link carrying it and runs.
void RaceRules::section(int32_t racer, int32_t beacon, int32_t node) {
  emit(EventKind::kSection, racer, beacon, node);
  if (racer < 0 || static_cast<size_t>(racer) >= state_.paths.size() || paths_.empty() || node < 0)
    return;
  RacerPath& p = state_.paths[size_t(racer)];
  if (racer < setup_.humans && !state_.records[size_t(racer)].has_finished()) {
    paths_.section_jump(p.tracker, node);
    return;
  }
  const int32_t lane = paths_.choose_lane(node, p.driver_lane, moving_speed_);
  const int32_t link = paths_.link_carrying(node, lane);
  if (link < 0) return;
  p.lane = lane;
  p.lane_node = node;
  // POD FUN_00455c64: the lane's first point as the line, its flags as the state, the next
  // point as the target.
  const auto& lanes = paths_.nodes[size_t(node)].lanes;
  if (lane >= 0 && size_t(lane) < lanes.size() && !paths_.points.empty()) {
    const LaneEntry& l = lanes[size_t(lane)];
    p.line = l.first_point;
    p.lane_state = l.flags;
    p.target = paths_.points[size_t(
        std::min<int32_t>(l.first_point + 1, int32_t(paths_.points.size()) - 1))];
  }
  p.tracker = Tracker{link, 0};
  if (paths_.track(p.tracker, moving_to_)) order_after_tracker(racer, false);
}

}  // namespace unpod::sim::race

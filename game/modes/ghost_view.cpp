#include "modes/ghost_view.h"

#include <algorithm>
#include <cmath>

namespace unpod::game {
namespace {

engine::Vec3f vec(const sim::fx::Vec16& v) {
  return {engine::to_float(v[0]), engine::to_float(v[1]), engine::to_float(v[2])};
}

engine::Vec3f mix(const engine::Vec3f& a, const engine::Vec3f& b, float t) {
  return a + (b - a) * t;
}

float mix(float a, float b, float t) {
  return a + (b - a) * t;
}

GhostFx into_lap(const GhostLap& lap, const GhostPose& p) {
  return GhostFx(uint32_t(p.race_time) - uint32_t(lap.start));
}

}  // namespace

std::optional<engine::CarPose> ghost_pose_at(const GhostLap& lap, GhostFx into) {
  if (lap.poses.empty() || into < 0 || into > into_lap(lap, lap.poses.back())) return std::nullopt;
  // The first step ending after `into`; the step before it ends at or before it.
  const auto after =
      std::upper_bound(lap.poses.begin(), lap.poses.end(), into,
                       [&lap](GhostFx t, const GhostPose& p) { return t < into_lap(lap, p); });
  const GhostPose& b = after == lap.poses.end() ? lap.poses.back() : *after;
  const GhostPose& a = after == lap.poses.begin() ? b : *(after - 1);
  const GhostFx from = into_lap(lap, a), to = into_lap(lap, b);
  const float t = to > from ? std::clamp(float(into - from) / float(to - from), 0.0f, 1.0f) : 1.0f;
  engine::CarPose pose;
  pose.position = mix(vec(a.position), vec(b.position), t);
  const engine::Vec3f forward = engine::normalize(mix(vec(a.forward), vec(b.forward), t));
  const engine::Vec3f up = engine::normalize(mix(vec(a.up), vec(b.up), t));
  // Square the frame again after the blend, as grid_pose does.
  pose.forward = forward;
  pose.left = engine::normalize(engine::cross(up, forward));
  pose.up = engine::normalize(engine::cross(forward, pose.left));
  pose.steer = -mix(engine::to_float(a.steer), engine::to_float(b.steer), t);  // physics' sign
  for (size_t w = 0; w < engine::kCarWheelCount; ++w) {
    const float ra = engine::to_float(a.roll[w]), rb = engine::to_float(b.roll[w]);
    // A roll that wrapped between the steps is not blended through the turn.
    pose.wheel_roll[w] = std::fabs(rb - ra) < 3.0f ? mix(ra, rb, t) : rb;
    pose.wheel_travel[w] = mix(engine::to_float(a.travel[w]), engine::to_float(b.travel[w]), t);
  }
  return pose;
}

std::optional<GhostFx> time_into_lap(const sim::race::Race& race, int32_t racer) {
  const sim::race::RaceRules& rules = race.rules();
  const sim::race::RaceState& s = rules.state();
  if (racer < 0 || size_t(racer) >= s.records.size() || rules.retired(racer)) return std::nullopt;
  const sim::race::RaceRecord& r = s.records[size_t(racer)];
  if (r.has_finished()) return std::nullopt;
  if (race.countdown().phase() != sim::race::CountdownPhase::kOff) return std::nullopt;
  // A time trial's lap 1 starts at the first crossing; a race's is timed from "GO!".
  if (r.crossings == 0 && rules.setup().time_trial) return std::nullopt;
  return GhostFx(uint32_t(s.clock) - uint32_t(r.last_lap_clock));
}

std::optional<engine::CarPose> ghost_beside(const GhostLap& lap, const sim::race::Race& race,
                                            int32_t racer) {
  const std::optional<GhostFx> into = time_into_lap(race, racer);
  if (!into) return std::nullopt;
  return ghost_pose_at(lap, *into);
}

}  // namespace unpod::game

#include "unpod/engine/tyre_marks.h"

#include <algorithm>
#include <cmath>

namespace unpod::engine {
namespace {

float length_of(const Vec3f& v) {
  return std::sqrt(dot(v, v));
}

}  // namespace

void TyreMarks::add_frame(const std::vector<WheelTrace>& wheels,
                          const std::vector<sim::session::RaceSession::SmokePuff>& smoke,
                          uint32_t now_ms) {
  std::vector<Last> next;
  for (const WheelTrace& w : wheels) {
    if (!w.skidding) continue;
    const auto was = std::find_if(last_.begin(), last_.end(), [&](const Last& l) {
      return l.racer == w.racer && l.wheel == w.wheel;
    });
    const Vec3f lift = w.normal * kMarkLift;
    if (was != last_.end()) {
      const Vec3f along = w.ground - was->ground;
      const float run = length_of(along);
      if (run > 1e-3f && run < kMarkBreak) {
        const Vec3f side = normalize(cross(w.normal, along)) * kMarkHalfWidth;
        marks_.push_back({was->ground + side + lift, was->ground - side + lift,
                          w.ground + side + lift, w.ground - side + lift, now_ms});
        if (marks_.size() > kMaxMarkSegments) marks_.pop_front();
      }
    }
    next.push_back({w.racer, w.wheel, w.ground});
  }
  last_ = std::move(next);
  for (const auto& puff : smoke) {
    const auto w = std::find_if(wheels.begin(), wheels.end(), [&](const WheelTrace& t) {
      return t.racer == puff.racer && t.wheel == puff.wheel;
    });
    if (w == wheels.end()) continue;
    // The draw (0..254) sizes the particle, as in POD (FUN_00460f08): 0.25 to 0.7 units.
    const float size = 0.25f + 0.45f * float(puff.size) / 254.0f;
    smoke_.push_back({w->ground + w->normal * size, w->normal * 0.8f, size, now_ms});
    if (smoke_.size() > kMaxSmoke) smoke_.pop_front();
  }
}

void TyreMarks::expire(uint32_t now_ms) {
  while (!marks_.empty() && now_ms - marks_.front().born_ms >= kMarkLifeMs) marks_.pop_front();
  while (!smoke_.empty() && now_ms - smoke_.front().born_ms >= kSmokeLifeMs) smoke_.pop_front();
}

void TyreMarks::clear() {
  marks_.clear();
  smoke_.clear();
  last_.clear();
}

float TyreMarks::mark_alpha(const MarkSegment& m, uint32_t now_ms) {
  const uint32_t age = now_ms - m.born_ms;
  if (age >= kMarkLifeMs) return 0;
  // Full for the first two thirds of its life, then fading.
  const float t = float(age) / float(kMarkLifeMs);
  return kMarkAlpha * std::clamp((1.0f - t) * 3.0f, 0.0f, 1.0f);
}

float TyreMarks::smoke_alpha(const SmokeParticle& p, uint32_t now_ms) {
  const uint32_t age = now_ms - p.born_ms;
  if (age >= kSmokeLifeMs) return 0;
  return 0.22f * (1.0f - float(age) / float(kSmokeLifeMs));
}

Vec3f TyreMarks::smoke_at(const SmokeParticle& p, uint32_t now_ms) {
  return p.at + p.rise * (float(now_ms - p.born_ms) / 1000.0f);
}

float TyreMarks::smoke_size(const SmokeParticle& p, uint32_t now_ms) {
  return p.size * (1.0f + 1.2f * float(now_ms - p.born_ms) / float(kSmokeLifeMs));
}

std::vector<WheelTrace> wheel_traces(const sim::session::RaceSession& session) {
  std::vector<WheelTrace> out;
  const auto& racers = session.simulation().racers();
  const auto& marks = session.frame_marks();
  for (size_t r = 0; r < racers.size(); ++r)
    for (int w = 0; w < 4; ++w) {
      const sim::physics::PointState& p = racers[r].car.points[size_t(w)];
      if (!p.touching) continue;
      WheelTrace t;
      t.racer = int32_t(r);
      t.wheel = w;
      const Vec3f n{to_float(p.contact_normal[0]), to_float(p.contact_normal[1]),
                    to_float(p.contact_normal[2])};
      if (dot(n, n) > 0.25f) t.normal = normalize(n);
      t.ground = Vec3f{to_float(p.position[0]), to_float(p.position[1]), to_float(p.position[2])} -
                 t.normal * to_float(p.radius);
      t.skidding = r < marks.size() && ((marks[r] >> w) & 1) != 0;
      out.push_back(t);
    }
  return out;
}

}  // namespace unpod::engine

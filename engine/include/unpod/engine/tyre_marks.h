// The skid marks and tyre smoke a race leaves (POD FUN_0041a714's drawing; the sim reports
// which wheels skidded and each particle's size, RaceSession::frame_marks/frame_smoke): a wheel
// that skids lays a dark strip on the road from where it was last frame to where it is, which
// fades out over kMarkLifeMs; each particle rises, grows and fades over kSmokeLifeMs. Memory is
// bounded: past kMaxMarkSegments the oldest strip goes, past kMaxSmoke the oldest particle.
// No GL here (tyre_marks_renderer.h draws it).
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

#include "unpod/engine/math3d.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::engine {

inline constexpr uint32_t kMarkLifeMs = 30000;
inline constexpr uint32_t kSmokeLifeMs = 1200;
inline constexpr size_t kMaxMarkSegments = 4096;
inline constexpr size_t kMaxSmoke = 512;
inline constexpr float kMarkHalfWidth = 0.14f;  // a tyre's print, circuit units (inferred)
inline constexpr float kMarkLift = 0.02f;       // above the road, against z-fighting
inline constexpr float kMarkAlpha = 0.55f;
inline constexpr float kMarkBreak = 6.0f;  // a wheel further than this in a frame jumped (put back)

// Where one wheel touches the road this frame.
struct WheelTrace {
  int32_t racer = 0;
  int32_t wheel = 0;
  Vec3f ground;           // the tyre's contact with the road
  Vec3f normal{0, 0, 1};  // the road's
  bool skidding = false;  // it left a mark this frame
};

struct MarkSegment {
  Vec3f from_left, from_right, to_left, to_right;
  uint32_t born_ms = 0;
};

struct SmokeParticle {
  Vec3f at;
  Vec3f rise;      // units a second
  float size = 1;  // half the billboard's side when made
  uint32_t born_ms = 0;
};

class TyreMarks {
 public:
  // One frame: every wheel's trace (skidding or not) and the frame's particles, each at its
  // wheel's trace, `size` 0..254 from the sim's draw.
  void add_frame(const std::vector<WheelTrace>& wheels,
                 const std::vector<sim::session::RaceSession::SmokePuff>& smoke, uint32_t now_ms);
  // Forgets what has faded by `now_ms`.
  void expire(uint32_t now_ms);
  void clear();

  const std::deque<MarkSegment>& marks() const { return marks_; }
  const std::deque<SmokeParticle>& smoke() const { return smoke_; }
  // How see-through a mark or particle is at `now_ms` (0 gone .. its full alpha).
  static float mark_alpha(const MarkSegment& m, uint32_t now_ms);
  static float smoke_alpha(const SmokeParticle& p, uint32_t now_ms);
  // A particle's place and half size at `now_ms`: risen and grown.
  static Vec3f smoke_at(const SmokeParticle& p, uint32_t now_ms);
  static float smoke_size(const SmokeParticle& p, uint32_t now_ms);

 private:
  struct Last {
    int32_t racer, wheel;
    Vec3f ground;
  };
  std::deque<MarkSegment> marks_;
  std::deque<SmokeParticle> smoke_;
  std::vector<Last> last_;  // the wheels that skidded last frame, where
};

// Every wheel of every car of `session` where it touches (its point less its radius along the
// face's normal), with this frame's marks (RaceSession::frame_marks).
std::vector<WheelTrace> wheel_traces(const sim::session::RaceSession& session);

}  // namespace unpod::engine

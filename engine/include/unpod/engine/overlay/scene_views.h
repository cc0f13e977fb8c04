// The overlay's views of the race's hidden structure (issue 19, "Views"), drawn into player 1's
// viewport under the overlay's windows: their lines as world segments for SceneLineRenderer
// (scene_line_renderer.h), their labels and dots with ImGui's background draw list. Each is
// switchable: the beacons (gates; checkpoints and the lap line marked), the computer cars' lines
// and target points, the race graph (its links' points and its nodes), each car's sector (+0x438)
// by number and as its box, the wheels on the ground or not, the face each wheel last touched, the
// repair zones. They read the const sim only.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "unpod/engine/math3d.h"
#include "unpod/engine/viewport.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::engine::overlay {

// Player 1's camera as the last picture was drawn.
struct SceneCamera {
  Mat4 view_projection;
  Viewport viewport;               // window pixels, origin top left
  std::vector<int> drawn_sectors;  // the culling's result: the sectors the circuit drew
  size_t sector_count = 0;         // of this many
};

struct ScenePoint {
  float x = 0, y = 0;  // window pixels
  bool operator==(const ScenePoint&) const = default;
};

// A point in clip space (before the divide).
struct ClipPoint {
  float x = 0, y = 0, z = 0, w = 0;
};

// Closer than this to the eye's plane (in w) counts as behind it.
inline constexpr float kSceneNearW = 0.05f;
// How far the depth-tested views are pulled towards the eye, a share of w in clip space: a line
// lying on a face (a wheel's face, the road's lanes) stays seen, and so does its label.
inline constexpr float kSceneLinePull = 0.0005f;

ClipPoint clip_point(const Mat4& view_projection, const Vec3f& p);
// The part of a segment in front of the eye, in clip space; nothing when all of it is behind.
std::optional<std::pair<ClipPoint, ClipPoint>> clip_segment(const Mat4& view_projection,
                                                            const Vec3f& a, const Vec3f& b);

// A world point in window pixels; nothing when it lies behind the eye (or on its plane).
std::optional<ScenePoint> project(const SceneCamera& camera, const Vec3f& p);
struct SceneViews {
  bool beacons = false;
  bool targets = false;
  bool race_graph = false;
  bool sectors = false;
  bool wheels = false;
  bool sector_bounds = false;  // each car's sector (+0x438) as its box
  bool faces = false;          // the face under each wheel (+0x30 mesh, +0x34 number, +0x3b)
  bool zones = false;          // the repair zones: four corners and their height
  bool walls = false;          // each point a wall pushes this step: +0xc4 scaled by +0xc0
  bool grid = false;           // the start grid's slots, numbered, with their axes
  bool culling = false;        // the boxes of the sectors the circuit drew, and how many
  bool lanes = false;          // every node's lanes (pod-controllers.md "Lanes and Troncon")
  // Every view on (the overlay's bench and tests).
  static SceneViews all_on() {
    return {true, true, true, true, true, true, true, true, true, true, true, true};
  }
  bool any() const {
    return beacons || targets || race_graph || sectors || wheels || sector_bounds || faces ||
           zones || walls || grid || culling || lanes;
  }
};

// A view's line in the world, for SceneLineRenderer (scene_line_renderer.h).
struct SceneSegment {
  Vec3f a, b;
  uint32_t colour = 0;     // ImGui's packed colour (IM_COL32: red in the low byte)
  float thickness = 1.5f;  // pixels on screen, as ImGui's own lines count it
};

// Whether what the race's picture drew at a window pixel lies nearer the eye than `depth` (the
// window's depth, 0 near to 1 far): a reading of the picture's depth buffer
// (scene_depth_probe.h). Empty: nothing is hidden.
using SceneHidden = std::function<bool(const ScenePoint& pixel, float depth)>;

// A world point's depth as the picture's depth buffer holds it (0 near to 1 far), less the pull
// towards the eye that the depth-tested lines get; nothing behind the eye.
std::optional<float> scene_depth(const SceneCamera& camera, const Vec3f& p);

// The views switched on, in the camera's viewport (inside an ImGui frame): their lines added to
// `lines`, for SceneLineRenderer to draw; their labels and dots to ImGui's background list, each
// left out where `hidden` says the picture covers its point (the lines depth tested).
void draw_scene_views(const SceneViews& views, const SceneCamera& camera,
                      const sim::session::RaceSession& session, std::vector<SceneSegment>& lines,
                      const SceneHidden& hidden = {});

}  // namespace unpod::engine::overlay

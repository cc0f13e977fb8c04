#include "unpod/engine/overlay/scene_views.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>

#include "unpod/engine/overlay/wall_contact.h"

namespace unpod::engine::overlay {
namespace {

ScenePoint scene_pixels(const Viewport& v, const ClipPoint& c) {
  const float nx = c.x / c.w, ny = c.y / c.w;
  return {static_cast<float>(v.x) + (nx + 1.0f) * 0.5f * static_cast<float>(v.width),
          static_cast<float>(v.y) + (1.0f - ny) * 0.5f * static_cast<float>(v.height)};
}

Vec3f scene_world(const sim::fx::Vec16& v) {
  return {to_float(v[0]), to_float(v[1]), to_float(v[2])};
}

ImVec2 scene_im(const ScenePoint& p) {
  return {p.x, p.y};
}

// Where the views go: their lines to `lines`, for SceneLineRenderer's pass, their labels and dots
// to ImGui's background list, each left out where `hidden` says the picture covers its point.
struct SceneCanvas {
  const SceneCamera& camera;
  std::vector<SceneSegment>& lines;
  const SceneHidden& hidden;

  // Where a label or dot at `at` goes on the window; nothing when behind the eye or hidden.
  std::optional<ScenePoint> place(const Vec3f& at) const;
};

void scene_line(const SceneCanvas& canvas, const Vec3f& a, const Vec3f& b, ImU32 colour,
                float thickness = 1.5f) {
  canvas.lines.push_back({a, b, colour, thickness});
}

// A label of `format` with up to two numbers (snprintf: GCC 12 warns falsely on string +
// to_string here).
void scene_label(const SceneCanvas& canvas, const Vec3f& at, ImU32 colour, const char* format,
                 long long number, long long second = 0) {
  const auto p = canvas.place(at);
  if (!p) return;
  char text[48];
  std::snprintf(text, sizeof text, format, number, second);
  ImGui::GetBackgroundDrawList()->AddText(scene_im(*p), colour, text);
}

// A face's outline: a quad's four edges or a triangle's three.
void scene_face(const SceneCanvas& canvas, const sim::world::Mesh& mesh, bool quad, size_t face,
                ImU32 colour) {
  std::array<int16_t, 4> corners{};
  size_t n = 0;
  if (quad && face < mesh.quads.size()) {
    corners = mesh.quads[face].corners;
    n = 4;
  } else if (!quad && face < mesh.triangles.size()) {
    for (size_t k = 0; k < 3; ++k) corners[k] = mesh.triangles[face].corners[k];
    n = 3;
  }
  for (size_t k = 0; k < n; ++k) {
    const auto a = static_cast<size_t>(corners[k]), b = static_cast<size_t>(corners[(k + 1) % n]);
    if (a >= mesh.vertices.size() || b >= mesh.vertices.size()) continue;
    scene_line(canvas, scene_world(mesh.vertices[a]), scene_world(mesh.vertices[b]), colour, 2.0f);
  }
}

// A box's twelve edges: four round the bottom, four round the top, four up.
void scene_box(const SceneCanvas& canvas, const Vec3f& lo, const Vec3f& hi, ImU32 colour,
               float thickness = 1.5f) {
  const Vec3f c[8] = {{lo.x, lo.y, lo.z}, {hi.x, lo.y, lo.z}, {hi.x, hi.y, lo.z},
                      {lo.x, hi.y, lo.z}, {lo.x, lo.y, hi.z}, {hi.x, lo.y, hi.z},
                      {hi.x, hi.y, hi.z}, {lo.x, hi.y, hi.z}};
  for (int k = 0; k < 4; ++k) {
    scene_line(canvas, c[k], c[(k + 1) % 4], colour, thickness);
    scene_line(canvas, c[4 + k], c[4 + (k + 1) % 4], colour, thickness);
    scene_line(canvas, c[k], c[4 + k], colour, thickness);
  }
}

// Signed thousandths of a 16.16 value, for a label.
long long thousandths(assets::Fx v) {
  return static_cast<long long>(v) * 1000 / 65536;
}

void scene_dot(const SceneCanvas& canvas, const Vec3f& at, ImU32 colour, float radius) {
  const auto p = canvas.place(at);
  // Off the picture by more than its radius and smoothed edge it would draw nothing: ImGui would
  // clip its triangles away, and the overlay's count (the Performance window) would hold them.
  const Viewport& v = canvas.camera.viewport;
  const float margin = radius + 2;
  if (p && p->x >= static_cast<float>(v.x) - margin &&
      p->x <= static_cast<float>(v.x + v.width) + margin &&
      p->y >= static_cast<float>(v.y) - margin &&
      p->y <= static_cast<float>(v.y + v.height) + margin)
    ImGui::GetBackgroundDrawList()->AddCircleFilled(scene_im(*p), radius, colour);
}

std::optional<ScenePoint> SceneCanvas::place(const Vec3f& at) const {
  const auto p = project(camera, at);
  if (!p || !hidden) return p;
  const auto depth = scene_depth(camera, at);
  if (!depth || hidden(*p, *depth)) return std::nullopt;
  return p;
}

}  // namespace

ClipPoint clip_point(const Mat4& m, const Vec3f& p) {
  return {m.at(0, 0) * p.x + m.at(0, 1) * p.y + m.at(0, 2) * p.z + m.at(0, 3),
          m.at(1, 0) * p.x + m.at(1, 1) * p.y + m.at(1, 2) * p.z + m.at(1, 3),
          m.at(2, 0) * p.x + m.at(2, 1) * p.y + m.at(2, 2) * p.z + m.at(2, 3),
          m.at(3, 0) * p.x + m.at(3, 1) * p.y + m.at(3, 2) * p.z + m.at(3, 3)};
}

std::optional<std::pair<ClipPoint, ClipPoint>> clip_segment(const Mat4& view_projection,
                                                            const Vec3f& a, const Vec3f& b) {
  ClipPoint ca = clip_point(view_projection, a), cb = clip_point(view_projection, b);
  if (ca.w < kSceneNearW && cb.w < kSceneNearW) return std::nullopt;
  // Cut the end behind the eye at w = kSceneNearW (clip space is linear along the segment).
  const auto cut = [](const ClipPoint& in, const ClipPoint& out) {
    const float t = (kSceneNearW - in.w) / (out.w - in.w);
    return ClipPoint{in.x + (out.x - in.x) * t, in.y + (out.y - in.y) * t,
                     in.z + (out.z - in.z) * t, kSceneNearW};
  };
  if (ca.w < kSceneNearW) ca = cut(cb, ca);
  if (cb.w < kSceneNearW) cb = cut(ca, cb);
  return std::pair{ca, cb};
}

std::optional<float> scene_depth(const SceneCamera& camera, const Vec3f& p) {
  const ClipPoint c = clip_point(camera.view_projection, p);
  if (c.w < kSceneNearW) return std::nullopt;
  // Pulled as the depth-tested lines are, so a label where its line shows shows too.
  return (c.z / c.w - kSceneLinePull) * 0.5f + 0.5f;
}

std::optional<ScenePoint> project(const SceneCamera& camera, const Vec3f& p) {
  const ClipPoint c = clip_point(camera.view_projection, p);
  if (c.w < kSceneNearW) return std::nullopt;
  return scene_pixels(camera.viewport, c);
}

void draw_scene_views(const SceneViews& views, const SceneCamera& camera,
                      const sim::session::RaceSession& session, std::vector<SceneSegment>& lines,
                      const SceneHidden& hidden) {
  if (!views.any()) return;
  const SceneCanvas canvas{camera, lines, hidden};
  ImDrawList& list = *ImGui::GetBackgroundDrawList();
  const Viewport& v = camera.viewport;
  list.PushClipRect(ImVec2(static_cast<float>(v.x), static_cast<float>(v.y)),
                    ImVec2(static_cast<float>(v.x + v.width), static_cast<float>(v.y + v.height)));
  const sim::race::RaceRules& rules = session.race().rules();
  const auto& racers = session.simulation().racers();
  const sim::race::RaceState& state = rules.state();
  if (views.race_graph) {
    const sim::race::Paths& paths = rules.paths();
    const ImU32 link_colour = IM_COL32(120, 200, 255, 200);
    for (const sim::race::PathLink& link : paths.links)
      for (int32_t i = 0; i + 1 < link.count(); ++i) {
        const auto p = static_cast<size_t>(link.first_point + i);
        if (p + 1 >= paths.points.size()) break;
        scene_line(canvas, to_vec3f(paths.points[p]), to_vec3f(paths.points[p + 1]), link_colour);
      }
    for (size_t n = 0; n < paths.nodes.size(); ++n) {
      const Vec3f at = to_vec3f(paths.nodes[n].position);
      scene_dot(canvas, at, IM_COL32(255, 255, 255, 220), 3.0f);
      scene_label(canvas, at, IM_COL32(255, 255, 255, 220), "n%lld", static_cast<long long>(n));
    }
  }
  if (views.lanes) {
    // Each node's lanes as lines through their points, coloured by lane number (the off-limits
    // ones red), numbered at their first point.
    const sim::race::Paths& paths = rules.paths();
    constexpr ImU32 kLaneColours[] = {IM_COL32(255, 255, 255, 200), IM_COL32(120, 255, 120, 200),
                                      IM_COL32(255, 200, 80, 200), IM_COL32(200, 140, 255, 200)};
    for (const sim::race::PathNode& node : paths.nodes)
      for (const sim::race::LaneEntry& lane : node.lanes) {
        const bool off_limits = (lane.flags & 0x80) != 0;
        const ImU32 colour = off_limits ? IM_COL32(255, 60, 60, 200)
                                        : kLaneColours[static_cast<size_t>(lane.number) % 4];
        for (int32_t i = 0; i + 1 < lane.point_count; ++i) {
          const auto p = static_cast<size_t>(lane.first_point + i);
          if (lane.first_point < 0 || p + 1 >= paths.points.size()) break;
          scene_line(canvas, to_vec3f(paths.points[p]), to_vec3f(paths.points[p + 1]), colour);
        }
        if (lane.point_count > 0 && lane.first_point >= 0 &&
            static_cast<size_t>(lane.first_point) < paths.points.size())
          scene_label(canvas, to_vec3f(paths.points[static_cast<size_t>(lane.first_point)]), colour,
                      "lane %lld", lane.number);
      }
  }
  if (views.beacons) {
    const sim::race::Course& course = rules.course();
    for (size_t b = 0; b < course.beacons.size(); ++b) {
      const sim::race::Beacon& gate = course.beacons[b];
      const auto index = static_cast<int32_t>(b);
      // The lap line green, the checkpoints yellow, the other beacons cyan.
      ImU32 colour = IM_COL32(0, 220, 220, 200);
      for (size_t c = 0; c < course.checkpoints.size(); ++c)
        if (course.checkpoints[c] == index)
          colour = c == 0 ? IM_COL32(60, 255, 60, 255) : IM_COL32(255, 230, 0, 255);
      const Vec3f a = to_vec3f(gate.a), bb = to_vec3f(gate.b), br = to_vec3f(gate.b_raised),
                  ar = to_vec3f(gate.a_raised);
      scene_line(canvas, a, bb, colour);
      scene_line(canvas, bb, br, colour);
      scene_line(canvas, br, ar, colour);
      scene_line(canvas, ar, a, colour);
      scene_label(canvas, (a + br) * 0.5f, colour, "b%lld", static_cast<long long>(b));
      // Its two chains (+0x3c from the front, +0x40 from the back; -1: none).
      scene_label(canvas, (a + bb) * 0.5f, colour, "f%lld b%lld", gate.front_chain,
                  gate.back_chain);
    }
    // The gate each car crossed last, drawn thick in white with the car's number.
    const auto& crossed = rules.last_crossed();
    for (size_t r = 0; r < crossed.size(); ++r) {
      if (crossed[r].beacon < 0 || static_cast<size_t>(crossed[r].beacon) >= course.beacons.size())
        continue;
      const sim::race::Beacon& gate = course.beacons[static_cast<size_t>(crossed[r].beacon)];
      const Vec3f a = to_vec3f(gate.a), bb = to_vec3f(gate.b), br = to_vec3f(gate.b_raised),
                  ar = to_vec3f(gate.a_raised);
      const ImU32 colour = IM_COL32(255, 255, 255, 255);
      scene_line(canvas, a, bb, colour, 3.0f);
      scene_line(canvas, ar, br, colour, 3.0f);
      const float rise = 0.6f * static_cast<float>(r + 1);
      scene_label(canvas, (ar + br) * 0.5f + Vec3f{0, 0, rise}, colour,
                  crossed[r].from_back ? "%lld crossed b%lld from the back" : "%lld crossed b%lld",
                  static_cast<long long>(r), crossed[r].beacon);
    }
  }
  if (views.grid) {
    const auto& grid = session.grid();
    for (size_t k = 0; k < grid.size(); ++k) {
      const Vec3f at = to_vec3f(grid[k].position);
      scene_line(canvas, at, at + to_vec3f(grid[k].axis_a) * 2.0f, IM_COL32(255, 80, 80, 230));
      scene_line(canvas, at, at + to_vec3f(grid[k].axis_b) * 2.0f, IM_COL32(80, 255, 80, 230));
      scene_dot(canvas, at, IM_COL32(255, 255, 255, 230), 3.0f);
      scene_label(canvas, at, IM_COL32(255, 255, 255, 230), "slot %lld", static_cast<long long>(k));
    }
  }
  if (views.culling) {
    const sim::world::World& w = session.simulation().world();
    for (const int s : camera.drawn_sectors)
      if (s >= 0 && static_cast<size_t>(s) < w.sectors.size())
        scene_box(canvas, scene_world(w.sectors[static_cast<size_t>(s)].bounds_min),
                  scene_world(w.sectors[static_cast<size_t>(s)].bounds_max),
                  IM_COL32(120, 255, 120, 110), 1.0f);
    char text[64];
    std::snprintf(text, sizeof text, "culling: %zu of %zu sectors drawn",
                  camera.drawn_sectors.size(), camera.sector_count);
    list.AddText(ImVec2(static_cast<float>(v.x) + 8.0f, static_cast<float>(v.y + v.height) - 24.0f),
                 IM_COL32(120, 255, 120, 255), text);
  }
  const sim::world::World& world = session.simulation().world();
  if (views.zones)
    for (const assets::RepairZone& zone : session.simulation().zones().zones) {
      const ImU32 colour = IM_COL32(80, 255, 160, 220);
      const Vec3f up{0, 0, to_float(zone.height)};
      for (size_t k = 0; k < 4; ++k) {
        const Vec3f a = to_vec3f(zone.corners[k]), b = to_vec3f(zone.corners[(k + 1) % 4]);
        scene_line(canvas, a, b, colour);
        scene_line(canvas, a + up, b + up, colour);
        scene_line(canvas, a, a + up, colour);
      }
    }
  for (size_t r = 0; r < racers.size(); ++r) {
    const sim::physics::CarState& car = racers[r].car;
    if (views.sector_bounds && car.wheel1_sector >= 0 &&
        static_cast<size_t>(car.wheel1_sector) < world.sectors.size()) {
      const sim::world::Sector& s = world.sectors[static_cast<size_t>(car.wheel1_sector)];
      scene_box(canvas, scene_world(s.bounds_min), scene_world(s.bounds_max),
                IM_COL32(255, 255, 120, 160));
    }
    if (views.faces)
      for (int w = 0; w < sim::physics::kChassisPoint; ++w) {
        const sim::physics::PointState& wheel = car.points[static_cast<size_t>(w)];
        if (wheel.face_mesh < 0 || static_cast<size_t>(wheel.face_mesh) >= world.sectors.size() ||
            wheel.face < 0)
          continue;
        scene_face(canvas, world.sectors[static_cast<size_t>(wheel.face_mesh)].mesh,
                   wheel.face_is_quad, static_cast<size_t>(wheel.face),
                   wheel.touching ? IM_COL32(255, 200, 0, 255) : IM_COL32(160, 120, 0, 200));
      }
    if (views.walls)
      for (const sim::physics::PointState& p : car.points) {
        if (p.wall_depth <= 0) continue;
        const Vec3f at = scene_world(p.position);
        // The push is a fraction of a unit: drawn one unit long plus its depth, labelled.
        const Vec3f to = at + scene_world(p.wall_dir) * (1.0f + to_float(p.wall_depth));
        scene_line(canvas, at, to, IM_COL32(255, 40, 40, 255), 2.5f);
        // The face that pushed, found again (the sim keeps the push alone).
        const auto contact = wall_contact(world, p);
        if (contact)
          scene_face(canvas, world.sectors[static_cast<size_t>(contact->sector)].mesh,
                     contact->quad, contact->face, IM_COL32(255, 40, 40, 200));
        scene_label(canvas, to, IM_COL32(255, 40, 40, 255),
                    contact ? "wall %lld/1000, sector %lld" : "wall %lld/1000",
                    thousandths(p.wall_depth), contact ? contact->sector : 0);
      }
    const Vec3f centre = scene_world(car.points[sim::physics::kChassisPoint].position);
    if (views.targets && session.computer_drives(static_cast<int32_t>(r)) &&
        r < state.paths.size()) {
      const sim::race::RacerPath& path = state.paths[r];
      const ImU32 colour = IM_COL32(255, 120, 40, 230);
      const Vec3f target = to_vec3f(path.target);
      scene_line(canvas, centre, target, colour, 2.0f);
      scene_dot(canvas, target, colour, 4.0f);
      const sim::race::Paths& paths = rules.paths();
      if (path.line >= 0 && static_cast<size_t>(path.line) < paths.points.size())
        scene_dot(canvas, to_vec3f(paths.points[static_cast<size_t>(path.line)]),
                  IM_COL32(255, 60, 200, 230), 3.0f);
    }
    if (views.sectors)
      scene_label(canvas, centre + Vec3f{0, 0, 1.5f}, IM_COL32(255, 255, 255, 255),
                  "%lld: sector %lld", static_cast<long long>(r), car.wheel1_sector);
    if (views.wheels)
      for (int w = 0; w < sim::physics::kChassisPoint; ++w) {
        const sim::physics::PointState& wheel = car.points[static_cast<size_t>(w)];
        scene_dot(canvas, scene_world(wheel.position),
                  wheel.touching ? IM_COL32(60, 255, 60, 255) : IM_COL32(255, 60, 60, 255), 3.0f);
      }
  }
  list.PopClipRect();
}

}  // namespace unpod::engine::overlay

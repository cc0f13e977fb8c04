#include "scenery_clearance.h"
#include "number_text.h"
#include "point_math.h"
#include "road_corridor.h"

namespace unpod::disc {
namespace {

Point3 point(const assets::Vec3& v) {
  return {v.x / 65536.0, v.y / 65536.0, v.z / 65536.0};
}

bool scenery(const assets::Face& f) {
  namespace bits = assets::face_bits;
  return (f.property & bits::kVisible) != 0 &&
         (f.property & (bits::kRoad | bits::kWall | bits::kTwoSided)) == 0;
}

}  // namespace

std::vector<std::string> scenery_over_roads(const TrackDesc& desc, const CompiledTrack& track) {
  std::vector<std::string> out;
  const RoadCorridor roads(desc, track.main, track.routes);
  for (const assets::Sector& s : track.circuit.sectors) {
    const auto& pos = s.object.positions;
    for (const assets::Face& f : s.object.faces) {
      if (!scenery(f) || f.vertex_count < 3) continue;
      // The face's triangles as drawn (a quad split along its a-c diagonal): corners, edge
      // middles and centres.
      std::vector<Point3> probes;
      for (uint32_t t = 0; t + 2 < f.vertex_count; ++t) {
        const Point3 a = point(pos[f.indices[0]]), b = point(pos[f.indices[t + 1]]),
                     c = point(pos[f.indices[t + 2]]);
        for (Point3 p :
             {a, b, c, lerp(a, b, 0.5), lerp(b, c, 0.5), lerp(c, a, 0.5), (a + b + c) * (1.0 / 3)})
          probes.push_back(p);
      }
      for (const Point3& p : probes) {
        std::optional<RoadOver> road;
        roads.over(p, 0, [&](const RoadOver& r) {
          if (p.z > r.z + kSceneryTolerance && p.z < r.z + kSceneryHeadroom && !road) road = r;
        });
        if (!road) continue;
        const std::string line =
            road->line == 0 ? "the main line" : "route " + desc.routes[size_t(road->line - 1)].name;
        out.push_back("scenery covers the road of " + line + " at (" + rounded(p.x) + ", " +
                      rounded(p.y) + ", " + rounded(road->z) + "), " + rounded(p.z - road->z) +
                      " units over it (nearest control point: line " +
                      std::to_string(nearest_control_line(desc, p)) + ")");
        break;
      }
    }
  }
  return out;
}

}  // namespace unpod::disc

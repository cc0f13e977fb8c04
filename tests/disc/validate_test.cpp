// validate_track (tools/disc/track_validate.cpp): passes on good race data and names each kind
// of broken data.
#include <catch2/catch.hpp>

#include <cmath>

#include "race_fixture.h"

using namespace unpod;
using namespace unpod::disc;
using testing::RingOptions;

namespace {

bool mentions(const std::string& report, const std::string& what) {
  return report.find(what) != std::string::npos;
}

}  // namespace

TEST_CASE("Validation: good race data passes, with and without a route or pit lane") {
  for (const RingOptions& o : {RingOptions{}, RingOptions{200, true}, RingOptions{200, true, true},
                               RingOptions{350, false, false, 1}}) {
    const TrackDesc desc = testing::ring_desc(o);
    const CompiledTrack track = testing::ring_track(o);
    CHECK(validate_track(desc, track) == "");
  }
}

TEST_CASE("Validation: a gate moved off the road is reported with its index") {
  const RingOptions o{200, true};
  const TrackDesc desc = testing::ring_desc(o);
  CompiledTrack track = testing::ring_track(o);
  auto& gate = track.circuit.directions[1].beacons.value->beacons.at(3);
  // Lifted 50 units over the road: no line crosses it, and it stands where it did seen from
  // above, so the nearest control point is the one nearest its place.
  for (assets::Vec3* corner : {&gate.a, &gate.b, &gate.a_raised, &gate.b_raised})
    corner->z += 50 * 65536;
  int nearest = 0;
  double best = 1e300;
  for (const ControlPoint& c : desc.main) {
    const double d = std::hypot(c.at.x - gate.a.x / 65536.0, c.at.y - gate.a.y / 65536.0);
    if (d < best) best = d, nearest = c.line;
  }
  const std::string report = validate_track(desc, track);
  INFO(report);
  CHECK(mentions(report, "reverse gate 3 is not crossed"));
  CHECK(mentions(report, "line " + std::to_string(nearest)));  // the nearest control point's
  CHECK_FALSE(mentions(report, "forward gate"));
}

TEST_CASE("Validation: a gate facing backwards or too low is not crossed from its front") {
  const TrackDesc desc = testing::ring_desc();
  CompiledTrack track = testing::ring_track();
  SECTION("flipped normal") {
    auto& normal = track.circuit.directions[0].beacons.value->beacons.at(5).normal;
    normal = {-normal.x, -normal.y, -normal.z};
  }
  SECTION("under the road") {
    auto& gate = track.circuit.directions[0].beacons.value->beacons.at(5);
    gate.a.z -= 20 * 65536;
    gate.b_raised.z -= 20 * 65536;
  }
  CHECK(mentions(validate_track(desc, track), "forward gate 5 is not crossed"));
}

TEST_CASE("Validation: a lap line driven through backwards is reported") {
  const TrackDesc desc = testing::ring_desc();
  CompiledTrack track = testing::ring_track();
  auto& line = track.circuit.directions[0].beacons.value->beacons.at(0);
  line.normal = {-line.normal.x, -line.normal.y, -line.normal.z};
  const std::string report = validate_track(desc, track);
  CHECK(mentions(report, "forward gate 0 is crossed from its back"));
  CHECK(mentions(report, "forward gate 0 is not crossed from its front"));
}

TEST_CASE("Validation: a path value that does not fall along an arc is reported") {
  const TrackDesc desc = testing::ring_desc();
  CompiledTrack track = testing::ring_track();
  auto& values = track.circuit.directions[0].difficulties[2].graph.value->arcs.at(4).values;
  std::swap(values[1], values[2]);
  const std::string report = validate_track(desc, track);
  CHECK(mentions(report, "forward HARD: arc 4"));
  CHECK(mentions(report, "does not fall"));
}

TEST_CASE("Validation: node values that rise from gate to gate are reported") {
  const TrackDesc desc = testing::ring_desc();
  CompiledTrack track = testing::ring_track();
  auto& graph = *track.circuit.directions[0].difficulties[0].graph.value;
  graph.nodes.at(3).value = graph.nodes.at(1).value + 10;
  CHECK(mentions(validate_track(desc, track), "from its gate to the next"));
}

TEST_CASE("Validation: a Troncon gate missing for a node is reported") {
  const TrackDesc desc = testing::ring_desc();
  CompiledTrack track = testing::ring_track();
  track.circuit.directions[0].beacons.value->beacons.at(2).front_chain = -1;
  CHECK(mentions(validate_track(desc, track), "Troncon actions in the gates' chains but"));
}

TEST_CASE("Validation: a sector without neighbours is reported") {
  const TrackDesc desc = testing::ring_desc();
  CompiledTrack track = testing::ring_track();
  SECTION("an empty list") {
    track.circuit.visibility.at(5).sectors.clear();
    CHECK(mentions(validate_track(desc, track), "sector 5 has no neighbours"));
  }
  SECTION("no list") {
    track.circuit.visibility.at(5).has_list = false;
    CHECK(mentions(validate_track(desc, track), "sector 5 has no neighbours"));
  }
  SECTION("only far sectors") {
    track.circuit.visibility.at(5).sectors = {5, 13};
    CHECK(mentions(validate_track(desc, track), "sector 5 lists none of the sectors adjacent"));
  }
}

TEST_CASE("Validation: an open lap is reported") {
  const TrackDesc desc = testing::ring_desc();
  CompiledTrack track = testing::ring_track();
  SECTION("the line is open") {
    track.main.closed = false;
  }
  SECTION("the end is far from the start") {
    track.main.samples.resize(track.main.samples.size() - 40);
  }
  CHECK(mentions(validate_track(desc, track), "the lap is not closed"));
}

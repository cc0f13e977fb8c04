// libFuzzer target: .track circuit descriptions (docs/TRACK-FORMAT.md), as `unpod-tool
// build-track` reads them. The input is the text. A description that parses is compiled when its
// road is short enough; a circuit that compiles must write a .BL4 that reads back to the same
// circuit.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "track_compiler.h"
#include "track_desc.h"
#include "unpod/assets/circuit.h"

namespace {

// The compile's time grows with the road's length: the parser allows a 30 km lap and 8 routes
// each up to a lap long, which take minutes to compile under the sanitizers. Only descriptions
// with at most this much road (the shipped circuits have 2.5 and 3.4 km) are compiled, so that
// every input stays well under the fuzzer's timeout.
constexpr double kMaxCompiledRoad = 8000;

double chord_length(const std::vector<unpod::disc::ControlPoint>& points, bool closed) {
  double total = 0;
  for (size_t i = 0; i + (closed ? 0 : 1) < points.size(); ++i) {
    const auto a = points[i].at, b = points[(i + 1) % points.size()].at;
    total += std::hypot(b.x - a.x, b.y - a.y, b.z - a.z);
  }
  return total;
}

double road_length(const unpod::disc::TrackDesc& desc) {
  double total = chord_length(desc.main, true);
  for (const auto& route : desc.routes) {
    std::vector<unpod::disc::ControlPoint> path{desc.main[size_t(route.from)]};
    path.insert(path.end(), route.via.begin(), route.via.end());
    path.push_back(desc.main[size_t(route.to)]);
    total += chord_length(path, false);
  }
  return total;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  const std::string text(reinterpret_cast<const char*>(data), size);
  disc::DescError error;
  auto desc = disc::parse_track_desc(text, error);
  if (!desc) {
    if (error.message.empty()) std::abort();
    return 0;
  }
  if (road_length(*desc) > kMaxCompiledRoad) return 0;
  auto compiled = disc::compile_track(*desc, error);
  if (!compiled) {
    if (error.message.empty()) std::abort();
    return 0;
  }
  const assets::Circuit& circuit = compiled->circuit;
  auto bytes = assets::write_circuit(circuit);
  if (!bytes) std::abort();
  auto back = assets::read_circuit(*bytes, "fuzz.bl4", circuit.flavour.version);
  if (!back || !back->warnings.empty()) std::abort();
  // The writer may bump the free word to make the checksums come out (pod-formats.md §3.8).
  assets::Circuit expected = circuit;
  expected.unused_word = back->unused_word;
  if (!(expected == *back)) std::abort();
  return 0;
}

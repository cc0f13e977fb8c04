// The circuit loader's judgement calls (pod-formats.md §5.1, §5.3, §5.9, §5.12.4): seeking to
// the offset slots and reporting where sequential reading disagrees, the pair/single fallback
// of macro lists 6 and 7, and the race graph's per-field base check.
#include <catch2/catch.hpp>

#include <algorithm>

#include "circuit_test_util.h"

using namespace unpod;
using namespace unpod::assets;
using test::DecodedCircuit;
using test::make_sample_circuit;
using test::SampleCircuitOptions;

namespace {

bool any_warning(const Circuit& c, const std::string& needle) {
  return std::any_of(c.warnings.begin(), c.warnings.end(),
                     [&](const std::string& w) { return w.find(needle) != std::string::npos; });
}

Circuit read_ok(const std::vector<uint8_t>& file) {
  auto c = read_circuit(file, "heuristic.bl4", 4);
  INFO((c ? std::string() : c.error().to_string()));
  REQUIRE(c.ok());
  return std::move(*c);
}

std::vector<uint8_t> write_heuristic_ok(const Circuit& c) {
  auto f = write_circuit(c);
  INFO((f ? std::string() : f.error().to_string()));
  REQUIRE(f.ok());
  return std::move(*f);
}

}  // namespace

TEST_CASE("Circuit reader seeks to the slots and warns where sequential reading disagrees") {
  const Circuit c = make_sample_circuit();
  auto d = DecodedCircuit::from(write_heuristic_ok(c));
  // Four junk bytes just before the forward NORMAL difficulty; slots 1..9 move with it.
  const uint32_t at = d.slots[kSlotForwardNormal];
  d.body.insert(d.body.begin() + at, {0xDE, 0xAD, 0xBE, 0xEF});
  for (size_t i = 1; i < kCircuitSlotCount; ++i) d.slots[i] += 4;
  const Circuit back = read_ok(d.encode());
  test::check_same_circuit(c, back);
  REQUIRE(back.warnings.size() == 1);
  CHECK(back.warnings[0].find("offset slot 1") != std::string::npos);
  CHECK(back.warnings[0].find("forward NORMAL") != std::string::npos);
}

TEST_CASE("Circuit reader reads each slot's section from the slot, not sequentially") {
  // Swap the competitor lists of NORMAL and HARD on disk; the slots still say which is which.
  const Circuit c = make_sample_circuit();
  auto d = DecodedCircuit::from(write_heuristic_ok(c));
  const uint32_t n = d.slots[kSlotCompetitorsNormal], h = d.slots[kSlotCompetitorsHard],
                 e = d.slots[kSlotEnd];
  std::vector<uint8_t> body(d.body.begin(), d.body.begin() + n);
  body.insert(body.end(), d.body.begin() + h, d.body.begin() + e);
  body.insert(body.end(), d.body.begin() + n, d.body.begin() + h);
  d.body = body;
  d.slots[kSlotCompetitorsHard] = n;
  d.slots[kSlotCompetitorsNormal] = n + (e - h);
  const Circuit back = read_ok(d.encode());
  CHECK(back.competitors == c.competitors);
  CHECK(any_warning(back, "offset slot 7"));
}

TEST_CASE("Circuit slot pointing outside the body is an error naming the slot") {
  auto d = DecodedCircuit::from(write_heuristic_ok(make_sample_circuit()));
  d.slots[kSlotReverse] = static_cast<uint32_t>(d.body.size() + 0x100000);
  auto r = read_circuit(d.encode(), "slots.bl4", 4);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().file == "slots.bl4");
  CHECK(r.error().message.find("offset slot 3") != std::string::npos);
}

TEST_CASE("Macro lists 6 and 7 fall back to single words when pairs make no sense") {
  for (int entries : {1, 2, 3}) {
    CAPTURE(entries);
    SampleCircuitOptions o;
    o.pair_list_entries = entries;
    o.pair_list_width = MacroListWidth::kSingle;
    const Circuit c = make_sample_circuit(o);
    const Circuit back = read_ok(write_heuristic_ok(c));
    CHECK(back.macros.width == MacroListWidth::kSingle);
    CHECK(back.macros == c.macros);
    CHECK(back.track_name == c.track_name);
    CHECK(write_heuristic_ok(back) == write_heuristic_ok(c));
  }
  SampleCircuitOptions pairs;
  pairs.pair_list_entries = 2;
  const Circuit c = make_sample_circuit(pairs);
  const Circuit back = read_ok(write_heuristic_ok(c));
  CHECK(back.macros.width == MacroListWidth::kPairs);
  CHECK(back.macros == c.macros);
}

TEST_CASE("Race graph base check warns when an index equals the count") {
  Circuit c = make_sample_circuit();
  RaceGraph& g = *c.directions[0].difficulties[1].graph.value;
  g.arcs[2].end_node = static_cast<int32_t>(g.nodes.size());
  const Circuit back = read_ok(write_heuristic_ok(c));
  CHECK(back.directions[0].difficulties[1].graph == c.directions[0].difficulties[1].graph);
  CHECK(any_warning(back, "forward NORMAL race graph: arc start/end node"));
  CHECK(any_warning(back, "equal the node count"));
  CHECK(back.warnings.size() == 1);
}

TEST_CASE("Race graph base check warns when no arc list refers to arc 0 (one-based lists)") {
  Circuit c = make_sample_circuit();
  RaceGraph& g = *c.directions[1].difficulties[2].graph.value;
  for (auto& n : g.nodes) {
    for (auto& a : n.out_arcs) ++a;
    for (auto& a : n.in_arcs) ++a;
  }
  const Circuit back = read_ok(write_heuristic_ok(c));
  CHECK(any_warning(back, "reverse HARD race graph: node out/in arc list: no reference to arc 0"));
  CHECK(any_warning(back, "node out/in arc list: 2 index(es) equal the arc count"));
}

TEST_CASE("Race graph stored with zero-based arc nodes is reported, values stay reversible") {
  Circuit c = make_sample_circuit();
  // As if a writer had stored the arc nodes 0-based: every read value is one lower.
  RaceGraph& g = *c.directions[0].difficulties[0].graph.value;
  for (auto& a : g.arcs) {
    --a.start_node;
    --a.end_node;
  }
  const Circuit back = read_ok(write_heuristic_ok(c));
  CHECK(back.directions[0].difficulties[0].graph == c.directions[0].difficulties[0].graph);
  CHECK(any_warning(back, "forward EASY race graph: arc start/end node"));
  CHECK(any_warning(back, "out of range"));
}

TEST_CASE("Odd texture animation entry word is read as S3 does and written back odd") {
  Circuit c = make_sample_circuit();
  c.odd_entry_word = true;
  const auto file = write_heuristic_ok(c);
  const Circuit back = read_ok(file);
  CHECK(back.odd_entry_word);
  CHECK(back.surface_animations == c.surface_animations);
  CHECK(any_warning(back, "odd entry word 5"));
  CHECK(write_heuristic_ok(back) == file);
}

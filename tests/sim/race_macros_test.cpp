// The track's macro language (pod-race.md "Macros", pod-formats.md §4.9, §5.2, §5.3; what the
// conditions and macro changers do is inferred, docs/formats/macros.md) on hand-made circuits:
// three gates on a straight (x = 0 the lap line, x = 100 and x = 200 free for the test), chains
// written as the file's triples and loaded through load_course, so the actions bind by name and
// the params pick the actions' parameter records.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "unpod/sim/race/inferred.h"
#include "unpod/sim/race/race_rules.h"

using namespace unpod;
using namespace unpod::sim::race;

namespace {

constexpr Fx kMacroUnit = 0x10000;

// Indices in the retail action table (pod-formats.md §5.2).
constexpr int32_t kSinon = 0, kConcurrent = 1, kJoueur = 2, kProba = 3, kTour = 4, kActive = 5,
                  kAllOff = 8, kAllOn = 9, kDebut = 15, kDesactive = 20, kEchange = 21, kFin = 22,
                  kInit = 26, kLanceAnim = 27, kMacro = 28, kLap = 32, kRemplace = 36,
                  kSonSource = 40, kTunnelIn = 47, kTunnelOut = 48, kRupture = 51;

using Step = std::pair<int32_t, int32_t>;  // (action, param)

assets::Beacon gate_at(Fx x) {
  assets::Beacon b;
  b.a = {x * kMacroUnit, -10 * kMacroUnit, 0};
  b.b = {x * kMacroUnit, 10 * kMacroUnit, 0};
  b.b_raised = {x * kMacroUnit, 10 * kMacroUnit, 6 * kMacroUnit};
  b.a_raised = {x * kMacroUnit, -10 * kMacroUnit, 6 * kMacroUnit};
  b.normal = {kMacroUnit, 0, 0};
  return b;
}

// Appends the steps to a triple list, each linked to the next; returns the first's index.
int32_t append_chain(std::vector<assets::MacroTriple>& list, const std::vector<Step>& steps) {
  const auto first = static_cast<int32_t>(list.size());
  for (size_t i = 0; i < steps.size(); ++i) {
    const auto next = i + 1 < steps.size() ? static_cast<int32_t>(list.size()) + 1 : -1;
    list.push_back({steps[i].first, steps[i].second, next});
  }
  return steps.empty() ? -1 : first;
}

struct Track {
  assets::Circuit circuit;

  Track() {
    for (const assets::ActionSpec& spec : assets::kRetailActions)
      circuit.actions.push_back(assets::Action{spec.name, spec.record_size, 0, {}});
    assets::BeaconSection bs;
    bs.beacons = {gate_at(0), gate_at(100), gate_at(200)};
    bs.checkpoints.resize(1);  // the lap line alone: every crossing after the first is a lap
    bs.checkpoints[0].beacon = 0;
    circuit.directions[0].beacons.value = bs;
  }
  assets::BeaconSection& section() { return *circuit.directions[0].beacons.value; }

  // The action's parameter records, each a list of words (little-endian i32).
  void records(int32_t action, const std::vector<std::vector<int32_t>>& recs) {
    assets::Action& a = circuit.actions[static_cast<size_t>(action)];
    a.record_count = static_cast<uint32_t>(recs.size());
    a.records.clear();
    for (const auto& rec : recs) {
      REQUIRE(rec.size() * 4 == a.record_size);
      for (int32_t w : rec)
        for (int k = 0; k < 4; ++k)
          a.records.push_back(static_cast<uint8_t>(static_cast<uint32_t>(w) >> (8 * k)));
    }
  }
  // Record m names macro m, for each of the macro changers (pairs name m and m + 1).
  void macro_records(int32_t macros) {
    std::vector<std::vector<int32_t>> one, two;
    for (int32_t m = 0; m < macros; ++m) {
      one.push_back({m});
      two.push_back({m, (m + 1) % macros});
    }
    records(kMacro, two);
    records(kActive, one);
    records(kDesactive, one);
    records(kInit, one);
    records(kRemplace, two);
    records(kEchange, two);
  }
  void gate(size_t g, const std::vector<Step>& steps) {
    section().beacons[g].front_chain = append_chain(section().triples, steps);
  }
  // A global macro: the base triples' chain from its entry in the "Macro" table.
  int32_t macro(const std::vector<Step>& steps) {
    circuit.macros.macro.push_back(append_chain(circuit.macros.base, steps));
    return static_cast<int32_t>(circuit.macros.macro.size()) - 1;
  }
  void depart(const std::vector<Step>& steps) {
    section().phases.push_back({"Depart", append_chain(section().phase_triples, steps)});
  }

  Course course() const {
    auto c = load_course(circuit, 0, 0);
    if (!c) FAIL(c.error().to_string());
    return std::move(c.value());
  }
};

RaceSetup one_human_one_computer() {
  RaceSetup s;
  s.humans = 1;
  s.computers = 1;
  s.laps = 9;
  return s;
}

// The racer drives through gate g (x = 0, 100, 200) from its front.
void cross(RaceRules& race, int32_t racer, int32_t g) {
  const Fx x = 100 * g;
  race.move_car(racer, {(x - 1) * kMacroUnit, 0, kMacroUnit},
                {(x + 1) * kMacroUnit, 0, kMacroUnit});
}

// The effect actions the racer's chains ran, in order.
std::vector<int32_t> effects(const RaceRules& race, int32_t racer) {
  std::vector<int32_t> out;
  for (const Event& e : race.events())
    if (e.kind == EventKind::kEffect && e.racer == racer) out.push_back(e.value);
  return out;
}

int32_t crossings(const RaceRules& race, int32_t racer) {
  return race.state().records[static_cast<size_t>(racer)].crossings;
}

// Watcom's rand() worked from its formula, apart from the implementation: the state after
// srand(1000) and the load's 255 draws, and the next draws.
struct ExpectedRand {
  uint32_t state = 1000;
  ExpectedRand() {
    for (int i = 0; i < 255; ++i) next();
  }
  int32_t next() {
    state = static_cast<uint32_t>((uint64_t{state} * 0x41c64e6du + 0x3039u) & 0xffffffffu);
    return static_cast<int32_t>((state >> 16) & 0x7fff);
  }
};

}  // namespace

TEST_CASE("macros: a \"? Joueur\" block runs for a human and not for a computer car",
          "[race][macros]") {
  Track t;
  t.gate(0, {{kJoueur, 0}, {kDebut, 0}, {kLap, 0}, {kTunnelIn, 0}, {kFin, 0}, {kTunnelOut, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  for (int i = 0; i < 2; ++i) {
    cross(race, 0, 0);
    cross(race, 1, 0);
  }
  CHECK(crossings(race, 0) == 2);  // the first crossing and a lap
  CHECK(crossings(race, 1) == 0);  // the lap line never ran for the computer car
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelIn, kTunnelOut, kTunnelIn, kTunnelOut});
  CHECK(effects(race, 1) == std::vector<int32_t>{kTunnelOut, kTunnelOut});  // after FIN-COND
}

TEST_CASE("macros: \"...Sinon...\" runs the block's other part when the test failed",
          "[race][macros]") {
  Track t;
  t.gate(0,
         {{kConcurrent, 0}, {kDebut, 0}, {kTunnelIn, 0}, {kSinon, 0}, {kTunnelOut, 0}, {kFin, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 0);
  cross(race, 1, 0);
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelOut});
  CHECK(effects(race, 1) == std::vector<int32_t>{kTunnelIn});
}

TEST_CASE("macros: nested blocks, a skipped part skipping the blocks inside it", "[race][macros]") {
  // Five effects without records, told apart by their action.
  constexpr int32_t A = kTunnelIn, B = kTunnelOut, C = 7, D = 6, E = 12;  // Aff Env ON/OFF, Camera
  Track t;
  t.records(kTour, {{2}});
  // lap line; if human { if lap 2 { A } else { B } } else { C; if human { D } else { E } }
  t.gate(0, {{kLap, 0},
             {kJoueur, 0},
             {kDebut, 0},
             {kTour, 0},
             {kDebut, 0},
             {A, 0},
             {kSinon, 0},
             {B, 0},
             {kFin, 0},
             {kSinon, 0},
             {C, 0},
             {kJoueur, 0},
             {kDebut, 0},
             {D, 0},
             {kSinon, 0},
             {E, 0},
             {kFin, 0},
             {kFin, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 0);  // the first crossing: lap-line crossings 1, not 2
  cross(race, 0, 0);  // a lap: crossings 2
  cross(race, 1, 0);
  CHECK(effects(race, 0) == std::vector<int32_t>{B, A});
  CHECK(effects(race, 1) == std::vector<int32_t>{C, E});
}

TEST_CASE("macros: an effect with parameter records carries its record's index in the event",
          "[race][macros]") {
  Track t;
  t.records(kSonSource, {{11}, {22}, {33}});
  t.records(kLanceAnim, {std::vector<int32_t>(11, 0), std::vector<int32_t>(11, 5)});  // 44 bytes
  t.gate(0, {{kSonSource, 2}, {kTunnelIn, 0}, {kLanceAnim, 1}});
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 0);
  REQUIRE(race.events().size() == 3);
  const Event& sound = race.events()[0];
  CHECK(sound.kind == EventKind::kEffect);
  CHECK(sound.value == kSonSource);
  CHECK(sound.record == 2);
  CHECK(race.events()[1].value == kTunnelIn);
  CHECK(race.events()[1].record == -1);         // "Tunnel Entree" takes no record
  CHECK(race.events()[2].value == kLanceAnim);  // a track animation
  CHECK(race.events()[2].record == 1);
}

TEST_CASE("macros: \"? Tour\" holds on the lap its record names", "[race][macros]") {
  Track t;
  t.records(kTour, {{1}, {3}});
  t.gate(0, {{kLap, 0}, {kTour, 1}, {kDebut, 0}, {kTunnelIn, 0}, {kFin, 0}});
  t.depart({{kTour, 0}, {kDebut, 0}, {kTunnelOut, 0}, {kFin, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  std::vector<int32_t> seen_at;
  for (int i = 0; i < 5; ++i) {
    race.clear_events();
    cross(race, 0, 0);
    if (!effects(race, 0).empty()) seen_at.push_back(crossings(race, 0));
  }
  CHECK(seen_at == std::vector<int32_t>{3});  // crossings 1..5: only when lap 3 begins
  race.clear_events();
  race.run_phase(Phase::kDepart);  // a named event has no racer: "? Tour" does not hold
  CHECK(effects(race, -1).empty());
}

TEST_CASE("macros: \"}}} (Rupture)\" ends the chain, unless its part of a block is skipped",
          "[race][macros]") {
  Track t;
  t.gate(0, {{kTunnelIn, 0}, {kRupture, 0}, {kLap, 0}, {kTunnelOut, 0}});
  t.gate(1, {{kConcurrent, 0}, {kDebut, 0}, {kRupture, 0}, {kFin, 0}, {kTunnelOut, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 0);
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelIn});
  race.clear_events();
  cross(race, 0, 1);  // a human: the break is in the skipped part
  cross(race, 1, 1);  // a computer car: the chain breaks before "Tunnel Sortie"
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelOut});
  CHECK(effects(race, 1).empty());
}

TEST_CASE(
    "macros: \"? Proba Unique\" draws rand() % 100 <= its record from the race's generator, "
    "after srand(1000) and the load's 255 draws",
    "[race][macros]") {
  Track t;
  t.records(kProba, {{49}});
  t.gate(0, {{kProba, 0}, {kDebut, 0}, {kTunnelIn, 0}, {kSinon, 0}, {kTunnelOut, 0}, {kFin, 0}});
  t.gate(1, {{kConcurrent, 0}, {kDebut, 0}, {kProba, 0}, {kFin, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  ExpectedRand expected;
  CHECK(race.state().random.state() == expected.state);  // seeded as the load leaves it

  std::vector<int32_t> want;
  for (int i = 0; i < 40; ++i) {
    cross(race, i % 2, 0);
    want.push_back(expected.next() % 100 <= 49 ? kTunnelIn : kTunnelOut);
  }
  std::vector<int32_t> got;
  for (const Event& e : race.events())
    if (e.kind == EventKind::kEffect) got.push_back(e.value);
  CHECK(got == want);
  CHECK(race.state().random.state() == expected.state);
  // Both outcomes occur in 40 draws of this sequence, so the test tells the branches apart.
  CHECK(std::count(want.begin(), want.end(), kTunnelIn) > 0);
  CHECK(std::count(want.begin(), want.end(), kTunnelOut) > 0);

  // A skipped test draws nothing: the human's "? Proba Unique" at gate 1 is in a skipped block.
  cross(race, 0, 1);
  CHECK(race.state().random.state() == expected.state);
  cross(race, 1, 1);
  expected.next();
  CHECK(race.state().random.state() == expected.state);
}

TEST_CASE("macros: \"Macro\" runs a global macro, \"Desactive\"/\"Active Macro\" turn it off/on",
          "[race][macros]") {
  Track t;
  t.macro_records(2);
  t.macro({{kLap, 0}});       // macro 0 counts the lap
  t.macro({{kTunnelIn, 0}});  // macro 1 shows the tunnel
  t.gate(0, {{kMacro, 0}});   // the lap line calls macro 0
  t.gate(1, {{kDesactive, 0}});
  t.gate(2, {{kActive, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 1);
  cross(race, 0, 1);  // macro 0 off: the lap line no longer counts
  CHECK(race.state().macros.active == std::vector<uint8_t>{0, 1});
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 1);
  cross(race, 1, 0);  // nor for another car: the macros are the track's, not a racer's
  CHECK(crossings(race, 1) == 0);
  cross(race, 0, 2);  // on again
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 2);
}

TEST_CASE("macros: \"Remplace Macro\" makes a macro run another's chain, \"Init Macro\" undoes it",
          "[race][macros]") {
  Track t;
  t.macro_records(2);
  t.macro({{kLap, 0}});
  t.macro({{kTunnelIn, 0}});
  t.gate(0, {{kMacro, 0}});
  t.gate(1, {{kRemplace, 0}});  // record 0: (0, 1), macro 0 runs macro 1's chain
  t.gate(2, {{kInit, 0}});      // macro 0 as at the start
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 0);
  cross(race, 0, 1);
  race.clear_events();
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 1);
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelIn});
  cross(race, 0, 2);
  race.clear_events();
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 2);
  CHECK(effects(race, 0).empty());
}

TEST_CASE("macros: \"Echange Macros\" swaps what two macros run", "[race][macros]") {
  Track t;
  t.macro_records(2);
  t.macro({{kLap, 0}});
  t.macro({{kTunnelIn, 0}});
  t.gate(0, {{kMacro, 0}});
  t.gate(1, {{kMacro, 1}});
  t.gate(2, {{kEchange, 0}});  // (0, 1)
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 2);
  CHECK(race.state().macros.runs == std::vector<int32_t>{1, 0});
  cross(race, 0, 0);  // now the tunnel
  CHECK(crossings(race, 0) == 0);
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelIn});
  cross(race, 0, 1);  // now the lap line
  CHECK(crossings(race, 0) == 1);
  cross(race, 0, 2);  // swapped back
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 2);
}

TEST_CASE("macros: \"All Macros OFF\" and \"All Macros ON\"", "[race][macros]") {
  Track t;
  t.macro_records(2);
  t.macro({{kLap, 0}});
  t.macro({{kTunnelIn, 0}});
  t.gate(0, {{kMacro, 0}, {kMacro, 1}});
  t.gate(1, {{kAllOff, 0}});
  t.gate(2, {{kAllOn, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  cross(race, 0, 1);
  race.clear_events();
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 0);
  CHECK(effects(race, 0).empty());
  cross(race, 0, 2);
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 1);
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelIn});
}

TEST_CASE(
    "macros: the tables set the start (Desactive, Active, Remplace, Echange) and \"Init Macro\" "
    "macros run at \"Depart\"",
    "[race][macros]") {
  Track t;
  t.macro_records(3);
  t.macro({{kLap, 0}});
  t.macro({{kTunnelIn, 0}});
  t.macro({{kTunnelOut, 0}});
  t.gate(0, {{kMacro, 0}});
  t.gate(1, {{kMacro, 1}});
  t.circuit.macros.deactivate = {0, 1};
  t.circuit.macros.activate = {1};      // named in both: on (applied after)
  t.circuit.macros.replace = {{1, 2}};  // macro 1 runs macro 2's chain
  t.circuit.macros.init = {2};
  t.depart({{kTunnelIn, 0}});
  RaceRules race(t.course(), one_human_one_computer());
  CHECK(race.state().macros.active == std::vector<uint8_t>{0, 1, 1});
  CHECK(race.state().macros.runs == std::vector<int32_t>{0, 2, 2});
  cross(race, 0, 0);
  CHECK(crossings(race, 0) == 0);  // macro 0 starts off
  cross(race, 0, 1);
  CHECK(effects(race, 0) == std::vector<int32_t>{kTunnelOut});
  race.clear_events();
  race.run_phase(Phase::kDepart);
  CHECK(effects(race, -1) == std::vector<int32_t>{kTunnelOut, kTunnelIn});  // init, then Depart
}

TEST_CASE("macros: a param outside its action's records is a load error naming the node",
          "[race][macros]") {
  {
    Track t;
    t.records(kSonSource, {{1}, {2}});
    t.gate(0, {{kTunnelIn, 0}, {kSonSource, 2}});
    const auto c = load_course(t.circuit, 0, 0);
    REQUIRE_FALSE(c);
    CHECK(c.error().section == "beacons/triples/1");
    CHECK_THAT(c.error().message, Catch::Contains("param 2"));
  }
  {
    Track t;
    t.records(kSonSource, {{1}, {2}});
    t.gate(0, {{kSonSource, -1}});
    CHECK_FALSE(load_course(t.circuit, 0, 0));
  }
  {
    Track t;  // "? Tour" without any record
    t.depart({{kTour, 0}});
    const auto c = load_course(t.circuit, 0, 0);
    REQUIRE_FALSE(c);
    CHECK(c.error().section == "beacons/phase triples/0");
  }
  {
    Track t;  // a macro's own node
    t.macro_records(1);
    t.macro({{kTunnelIn, 0}, {kActive, 3}});
    const auto c = load_course(t.circuit, 0, 0);
    REQUIRE_FALSE(c);
    CHECK(c.error().section == "macros/base/1");
  }
  {
    Track t;  // a record naming a macro the track does not have
    t.records(kMacro, {{4, 0}});
    t.macro({{kLap, 0}});
    t.gate(0, {{kMacro, 0}});
    const auto c = load_course(t.circuit, 0, 0);
    REQUIRE_FALSE(c);
    CHECK(c.error().section == "beacons/triples/0");
    CHECK_THAT(c.error().message, Catch::Contains("macro 4"));
  }
  {
    Track t;  // the tables: a first node outside the base triples, a macro outside the tables
    t.circuit.macros.macro = {5};
    CHECK(load_course(t.circuit, 0, 0).error().section == "macros/Macro/0");
    t.circuit.macros.macro = {-1};
    t.circuit.macros.exchange = {{0, 1}};
    CHECK(load_course(t.circuit, 0, 0).error().section == "macros/Echange Macros/0");
  }
  {
    Track t;  // and the same track with its params in range loads
    t.records(kSonSource, {{1}, {2}});
    t.gate(0, {{kTunnelIn, 0}, {kSonSource, 1}});
    CHECK(load_course(t.circuit, 0, 0));
  }
}

TEST_CASE("macros: a chain that loops or nests 1000 deep neither hangs nor crashes",
          "[race][macros]") {
  SECTION("blocks nested 1000 deep end the chain at the depth limit") {
    Track t;
    std::vector<Step> steps(1000, Step{kDebut, 0});
    steps.push_back({kLap, 0});
    steps.insert(steps.end(), 1000, Step{kFin, 0});
    steps.push_back({kTunnelIn, 0});
    t.gate(0, steps);
    RaceRules race(t.course(), one_human_one_computer());
    cross(race, 0, 0);
    CHECK(crossings(race, 0) == 0);
    CHECK(effects(race, 0).empty());
  }
  SECTION("blocks nested to the limit still run") {
    Track t;
    std::vector<Step> steps(static_cast<size_t>(kMaxCondDepth), Step{kDebut, 0});
    steps.push_back({kLap, 0});
    steps.insert(steps.end(), static_cast<size_t>(kMaxCondDepth), Step{kFin, 0});
    t.gate(0, steps);
    RaceRules race(t.course(), one_human_one_computer());
    cross(race, 0, 0);
    CHECK(crossings(race, 0) == 1);
  }
  SECTION("macros calling each other 1000 deep stop at the call limit") {
    Track t;
    std::vector<std::vector<int32_t>> recs;
    for (int32_t m = 0; m <= 1000; ++m) recs.push_back({m, 0});
    t.records(kMacro, recs);
    for (int32_t m = 0; m < 1000; ++m) t.macro({{kTunnelIn, 0}, {kMacro, m + 1}});
    t.macro({{kLap, 0}});  // macro 1000, never reached
    t.gate(0, {{kMacro, 0}});
    RaceRules race(t.course(), one_human_one_computer());
    cross(race, 0, 0);
    CHECK(crossings(race, 0) == 0);
    CHECK(effects(race, 0).size() == static_cast<size_t>(kMaxMacroCalls));
  }
  SECTION("a looping chain and a macro calling itself four times are bounded") {
    Track t;
    t.records(kMacro, {{0, 0}});
    t.macro({{kTunnelOut, 0}, {kMacro, 0}, {kMacro, 0}, {kMacro, 0}, {kMacro, 0}});
    t.gate(0, {{kTunnelIn, 0}, {kMacro, 0}});
    t.section().triples[1].next = 0;  // the gate's chain loops back to its first node
    RaceRules race(t.course(), one_human_one_computer());
    cross(race, 0, 0);
    const std::vector<int32_t> seen = effects(race, 0);
    CHECK(seen.size() <= static_cast<size_t>(kMaxMacroSteps));
    CHECK(seen.size() > static_cast<size_t>(kMaxMacroCalls));
    CHECK(seen.front() == kTunnelIn);
  }
}

TEST_CASE("macros: two races run the same chains into equal states", "[race][macros]") {
  Track t;
  t.records(kProba, {{30}});
  t.macro_records(2);
  t.macro({{kLap, 0}});
  t.macro({{kTunnelIn, 0}});
  t.gate(0, {{kProba, 0}, {kDebut, 0}, {kEchange, 0}, {kFin, 0}, {kMacro, 0}});
  RaceRules a(t.course(), one_human_one_computer());
  RaceRules b(t.course(), one_human_one_computer());
  for (int i = 0; i < 30; ++i) {
    cross(a, i % 2, 0);
    cross(b, i % 2, 0);
  }
  CHECK(a.state() == b.state());
  CHECK(a.events() == b.events());
  cross(a, 0, 0);
  CHECK_FALSE(a.state() == b.state());  // one more draw at least
}

// The opponents' rule draw (pod-controllers.md "Behaviours and the opponents' rules",
// FUN_0045f1f8): no random number, the summed step time DAT_00581e88 modulo 100.
#include <catch2/catch.hpp>

#include <cstdint>

#include "ai_fixtures.h"

using namespace unpod::ai_test;
using ai::Behaviour;
using ai::Rule;

namespace {

ai::ComputerDriver with_rules(std::vector<Rule> rules) {
  ai::ComputerDriver d;
  d.rules = std::move(rules);
  return d;
}

// The draw for a clock that reads `roll` after the step (the clock starts at roll − 786, the
// step is 786: 12 ms).
Behaviour draw_at(const ai::ComputerDriver& d, uint8_t situation, int32_t roll) {
  ai::DrawClock clock{roll - 786};
  return ai::draw(d, situation, 786, clock);
}

}  // namespace

TEST_CASE("the draw's clock adds each draw's step time, and every driver shares it", "[ai][draw]") {
  ai::DrawClock clock;
  const ai::ComputerDriver none;
  ai::draw(none, 1, 786, clock);
  CHECK(clock.time == 786);
  ai::draw(none, 1, 800, clock);
  CHECK(clock.time == 1586);
  const ai::ComputerDriver other = with_rules({Rule{Behaviour::kRam1, 1, 100}});
  ai::draw(other, 1, 14, clock);  // another driver's draw moves the same clock
  CHECK(clock.time == 1600);
  // It wraps as a 32-bit register.
  ai::DrawClock full{INT32_MAX};
  ai::draw(none, 0, 1, full);
  CHECK(full.time == INT32_MIN);
}

TEST_CASE("the draw: with no rule for the situation, Settle", "[ai][draw]") {
  ai::DrawClock clock;
  CHECK(ai::draw(ai::ComputerDriver{}, 1, 786, clock) == Behaviour::kSettle);
  const ai::ComputerDriver d = with_rules({Rule{Behaviour::kRam1, 2, 100}});
  CHECK(draw_at(d, 1, 0) == Behaviour::kSettle);  // a rule for a car on the left only
  CHECK(draw_at(d, 2, 0) == Behaviour::kRam1);
}

TEST_CASE(
    "the draw: a rule is taken when the draw is below its chance, else the draw drops by the "
    "chance",
    "[ai][draw]") {
  // Overtake at 30 %, then Brake at 50 %, both for a car ahead (1).
  const ai::ComputerDriver d =
      with_rules({Rule{Behaviour::kOvertake, 1, 30}, Rule{Behaviour::kBrake, 1, 50}});
  // Clock 1,740: draw 40. Overtake: 40 ≥ 30, the draw drops to 10; Brake: 10 < 50, taken.
  CHECK(draw_at(d, 1, 1740) == Behaviour::kBrake);
  // Clock 29 (draw 29): below Overtake's 30, taken; and below Brake's 50: taken again.
  CHECK(draw_at(d, 1, 29) == Behaviour::kBrake);
  // Clock 379 (draw 79): 79 − 30 = 49 < 50: Brake.
  CHECK(draw_at(d, 1, 379) == Behaviour::kBrake);
  // Clock 80 (draw 80): 80 − 30 = 50, not below 50: none, Settle.
  CHECK(draw_at(d, 1, 80) == Behaviour::kSettle);
  CHECK(draw_at(d, 1, 99) == Behaviour::kSettle);
}

TEST_CASE("the draw: the loop does not stop at a taker, and the last one to take it wins",
          "[ai][draw]") {
  // Shadow8 at 50 %, then Ram1 at 20 %.
  const ai::ComputerDriver d =
      with_rules({Rule{Behaviour::kShadow8, 1, 50}, Rule{Behaviour::kRam1, 1, 20}});
  CHECK(draw_at(d, 1, 10) == Behaviour::kRam1);     // 10 < 50 taken, 10 < 20 taken again
  CHECK(draw_at(d, 1, 19) == Behaviour::kRam1);     // the same
  CHECK(draw_at(d, 1, 20) == Behaviour::kShadow8);  // 20 < 50 taken; 20 ≥ 20: drops, kept
  CHECK(draw_at(d, 1, 49) == Behaviour::kShadow8);
  CHECK(draw_at(d, 1, 50) == Behaviour::kRam1);     // 50 ≥ 50: drops to 0 < 20
  CHECK(draw_at(d, 1, 69) == Behaviour::kRam1);     // 19 < 20
  CHECK(draw_at(d, 1, 70) == Behaviour::kSettle);   // 20 ≥ 20
  CHECK(draw_at(d, 1, 170) == Behaviour::kSettle);  // 170 % 100 = 70
  CHECK(draw_at(d, 1, 1210) == Behaviour::kRam1);   // 1,210 % 100 = 10
  CHECK(draw_at(d, 1, 70050) == Behaviour::kRam1);  // 50
}

TEST_CASE("the draw: only rules whose situation equals the masked flags take part", "[ai][draw]") {
  // Ahead and on the left (3) is its own situation: neither the rule for 1 nor the one for 2.
  const ai::ComputerDriver d =
      with_rules({Rule{Behaviour::kCutIn2, 2, 100}, Rule{Behaviour::kOvertake, 1, 100},
                  Rule{Behaviour::kRam2, 3, 40}});
  CHECK(draw_at(d, 1, 5) == Behaviour::kOvertake);
  CHECK(draw_at(d, 2, 5) == Behaviour::kCutIn2);
  CHECK(draw_at(d, 3, 5) == Behaviour::kRam2);
  CHECK(draw_at(d, 3, 45) == Behaviour::kSettle);  // the others' chances never drop the draw
  CHECK(draw_at(d, 0, 5) == Behaviour::kSettle);
  CHECK(draw_at(d, 8, 5) == Behaviour::kSettle);
}

TEST_CASE("the draw: the remainder by 100 is signed, so a clock past 2^31 draws below 0",
          "[ai][draw]") {
  // A chance of 0 is never taken by a draw of 0 or more; a negative draw takes it.
  const ai::ComputerDriver d =
      with_rules({Rule{Behaviour::kPush, 1, 60}, Rule{Behaviour::kIdle, 1, 0}});
  CHECK(draw_at(d, 1, 10) == Behaviour::kPush);
  CHECK(draw_at(d, 1, 70) == Behaviour::kSettle);
  // INT32_MIN + 50 = −2,147,483,598: its remainder by 100 is −98.
  ai::DrawClock clock{INT32_MAX};
  CHECK(ai::draw(d, 1, 51, clock) == Behaviour::kIdle);
  CHECK(clock.time == INT32_MIN + 50);
  CHECK(clock.time % 100 == -98);
}

TEST_CASE(
    "the draw stays a signed byte: a chance byte above 127 is negative and dropping by it "
    "wraps the draw",
    "[ai][draw]") {
  // The draw is "its signed remainder by 100 as a byte" (pod-controllers.md). A chance of 156
  // is the byte 0x9c, -100 (ai/inferred.h); a chance of 0 after it takes only a negative draw.
  const ai::ComputerDriver d =
      with_rules({Rule{Behaviour::kPush, 1, 156}, Rule{Behaviour::kIdle, 1, 0}});
  // Draw 10: not below -100, so it drops by -100 to 110, still a byte's 110: 110 >= 0, Settle
  // (as a 0 to 255 chance, 10 < 156 would have taken Push).
  CHECK(draw_at(d, 1, 10) == Behaviour::kSettle);
  // Draw 28: 28 + 100 = 128, the byte 0x80 = -128: below 0, Idle (as an int32, 128: Settle).
  CHECK(draw_at(d, 1, 28) == Behaviour::kIdle);
  // Draw 27: 127, the largest byte: Settle. Draw 99: 199, the byte -57: Idle.
  CHECK(draw_at(d, 1, 27) == Behaviour::kSettle);
  CHECK(draw_at(d, 1, 99) == Behaviour::kIdle);
  // A negative draw (a clock past 2^31, remainder -98) is not below -100 either: it drops to 2,
  // Settle.
  ai::DrawClock clock{INT32_MAX};
  CHECK(ai::draw(d, 1, 51, clock) == Behaviour::kSettle);
  // A chance of 101 is a positive byte: every draw, 99 the highest, is below it.
  const ai::ComputerDriver high = with_rules({Rule{Behaviour::kRam2, 1, 101}});
  CHECK(draw_at(high, 1, 99) == Behaviour::kRam2);
}

TEST_CASE("a rule's type names its behaviour (FUN_0045f36c) and the rules keep their order",
          "[ai][draw]") {
  const std::pair<int, Behaviour> table[] = {
      {0, Behaviour::kSteady},  {1, Behaviour::kOvertake}, {2, Behaviour::kCutIn4},
      {3, Behaviour::kCutIn2},  {4, Behaviour::kSteady},   {5, Behaviour::kShadow4},
      {6, Behaviour::kShadow2}, {7, Behaviour::kShadow8},  {8, Behaviour::kRam1},
      {9, Behaviour::kSteady},  {10, Behaviour::kPush},    {11, Behaviour::kBrake},
      {12, Behaviour::kRam4},   {13, Behaviour::kRam2},    {14, Behaviour::kSteady},
      {15, Behaviour::kIdle},   {16, Behaviour::kIdle},    {17, Behaviour::kSteady},
      {-1, Behaviour::kSteady},
  };
  for (const auto& [type, b] : table) {
    INFO("type " << type);
    CHECK(ai::behaviour_of_type(type) == b);
  }
  const std::vector<Rule> rules = ai::rules_of({{1, 1, 30}, {11, 8, 20}});
  REQUIRE(rules.size() == 2);
  CHECK(rules[0] == Rule{Behaviour::kOvertake, 1, 30});
  CHECK(rules[1] == Rule{Behaviour::kBrake, 8, 20});
}

// Which behaviour a computer driver runs each step (pod-controllers.md "Behaviours and the
// opponents' rules", FUN_0045f2a0), Settle's return to Steady, and the behaviours' throttle
// words.
#include <catch2/catch.hpp>

#include "ai_fixtures.h"

using namespace unpod::ai_test;
using ai::Behaviour;
using ai::Rule;
namespace near = unpod::sim::ai::near;

namespace {

constexpr Fx kBehaviourStep = 786;

// A driver at the origin facing +x, its steering point 10 ahead on a lane along +x, and the
// cars around given by their flags (the cars themselves are far off: only the flags matter to
// the dispatch).
struct Dispatch {
  physics::CarState me = car_at(0, 0);
  std::vector<physics::Racer> racers{racer_with(me), racer_with(car_at(300, 0))};
  ai::Neighbours around;
  ai::ComputerDriver d;
  race::RacerPath p;
  ai::DrawClock clock;
  bool countdown = false;

  explicit Dispatch(uint8_t flags) {
    around.flags = flags;
    if (flags != 0) around.list.push_back({1, flags});
    // One rule for a car ahead (1), taken by every draw.
    d.rules = {Rule{Behaviour::kBrake, near::kAhead, 100}};
  }
  ai::Aim run() {
    const ai::BehaviourInputs in{me,         racers,       around,    v16(10, 0),
                                 v16(10, 0), p.lane_state, countdown, kBehaviourStep};
    return ai::run_behaviour(d, p, in, clock);
  }
};

}  // namespace

TEST_CASE("behaviour: a new draw only when the flags masked with 0xcf differ from the situation",
          "[ai][behaviour]") {
  // A car ahead, the behaviour chosen for no car: a draw (the clock moves by the step time).
  Dispatch a(near::kAhead);
  a.run();
  CHECK(a.clock.time == kBehaviourStep);
  CHECK(a.d.behaviour == Behaviour::kBrake);
  CHECK(a.d.situation == near::kAhead);
  CHECK(a.d.behaviour_changes == 1);
  // The next step, the same flags: no draw.
  a.run();
  CHECK(a.clock.time == kBehaviourStep);
  CHECK(a.d.behaviour == Behaviour::kBrake);
  CHECK(a.d.behaviour_changes == 1);
  // Touching (0x20) and just ahead (0x10) are masked out: still no draw.
  a.around.flags = near::kAhead | near::kTouching | near::kJustAhead;
  a.run();
  CHECK(a.clock.time == kBehaviourStep);
  CHECK(a.d.behaviour == Behaviour::kBrake);
  // A car on the left as well: a new situation, a draw; no rule for 3: Settle, which runs at
  // once and returns to Steady.
  a.around.flags = near::kAhead | near::kLeft;
  a.run();
  CHECK(a.clock.time == 2 * kBehaviourStep);
  CHECK(a.d.behaviour == Behaviour::kSteady);
  CHECK(a.d.situation == (near::kAhead | near::kLeft));
  // Touching alone against a situation of 0: masked equal, no draw.
  Dispatch t(near::kTouching | near::kJustAhead);
  t.run();
  CHECK(t.clock.time == 0);
  CHECK(t.d.behaviour_changes == 0);
}

TEST_CASE("behaviour: on a lane of type 5 the driver keeps its behaviour", "[ai][behaviour]") {
  Dispatch a(near::kLeft);
  a.d.behaviour = Behaviour::kRam1;
  a.p.lane_state = 0x0305;  // type 5, a count of 3
  a.run();
  CHECK(a.d.behaviour == Behaviour::kRam1);
  CHECK(a.clock.time == 0);  // no draw although the flags differ
  CHECK(a.d.situation == 0);
  // Even during the countdown.
  a.countdown = true;
  a.run();
  CHECK(a.d.behaviour == Behaviour::kRam1);
  CHECK(a.p.lane_state == 0x0305);
  // Not on a lane of type 2 (a draw: Settle, then Steady).
  Dispatch b(near::kLeft);
  b.d.behaviour = Behaviour::kRam1;
  b.p.lane_state = 0x0302;
  b.run();
  CHECK(b.d.behaviour == Behaviour::kSteady);
  CHECK(b.clock.time == kBehaviourStep);
}

TEST_CASE("behaviour: during the countdown it goes back to Steady with the state 0xc803",
          "[ai][behaviour]") {
  Dispatch a(near::kAhead);
  a.d.behaviour = Behaviour::kBrake;
  a.p.lane_state = 0x00180002;  // type 2, limit 24
  a.countdown = true;
  const ai::Aim aim = a.run();
  CHECK(a.d.behaviour == Behaviour::kSteady);
  CHECK(a.p.lane_state == 0xc803u);
  CHECK(a.clock.time == 0);  // no draw
  CHECK(aim.word == 0);
  // The state 0xc803 is a lane of type 3: after the countdown the behaviour gives way to Settle.
  a.countdown = false;
  a.d.behaviour = Behaviour::kBrake;
  a.d.target_car = 1;
  a.run();
  CHECK(a.d.behaviour == Behaviour::kSteady);
  CHECK(a.d.target_car == -1);
}

TEST_CASE("behaviour: on a lane of type 3 any other behaviour gives way to Settle",
          "[ai][behaviour]") {
  Dispatch a(near::kAhead);
  a.d.behaviour = Behaviour::kBrake;
  a.d.situation = 0;  // the flags differ: elsewhere that would draw
  a.d.target_car = 1;
  a.p.lane_state = 0x0203;
  const ai::Aim aim = a.run();
  CHECK(a.clock.time == 0);  // no draw
  CHECK(aim.word == 0);      // Settle drives as Steady, not Brake's −2
  REQUIRE(aim.target);
  CHECK(*aim.target == v16(10, 0));
  // Settle has run: back to Steady, the target car cleared, the situation the current flags.
  CHECK(a.d.behaviour == Behaviour::kSteady);
  CHECK(a.d.target_car == -1);
  CHECK(a.d.situation == near::kAhead);
}

TEST_CASE(
    "Settle drives as Steady, then returns to Steady with the target car cleared and the "
    "situation the current (masked) flags",
    "[ai][behaviour]") {
  Dispatch a(near::kAhead | near::kTouching);
  a.d.behaviour = Behaviour::kSettle;
  a.d.situation = near::kAhead;  // masked equal: no draw
  a.d.target_car = 1;
  const ai::Aim aim = a.run();
  CHECK(a.clock.time == 0);
  CHECK(a.d.behaviour == Behaviour::kSteady);
  CHECK(a.d.target_car == -1);
  CHECK(a.d.situation == near::kAhead);
  CHECK(aim.word == 0);
  // No rule taken by a draw: Settle, then Steady at once.
  Dispatch b(near::kBehind);
  b.d.target_car = 1;
  b.run();
  CHECK(b.clock.time == kBehaviourStep);
  CHECK(b.d.behaviour == Behaviour::kSteady);
  CHECK(b.d.target_car == -1);
  CHECK(b.d.situation == near::kBehind);
}

TEST_CASE("behaviours: the throttle words (Push 2, Ram 2, Brake −2, Steady 0, Idle nothing)",
          "[ai][behaviour]") {
  const std::pair<Behaviour, int32_t> words[] = {
      {Behaviour::kSteady, 0}, {Behaviour::kPush, 2},    {Behaviour::kBrake, -2},
      {Behaviour::kRam1, 2},   {Behaviour::kRam2, 2},    {Behaviour::kRam4, 2},
      {Behaviour::kIdle, 0},   {Behaviour::kOvertake, 0}};
  for (const auto& [b, word] : words) {
    INFO(ai::behaviour_name(b));
    Dispatch a(0);
    a.d.behaviour = b;
    const ai::Aim aim = a.run();
    CHECK(aim.word == word);
    CHECK(a.d.behaviour == b);
    // Idle sets no target; the others without a car to act on steer at the line.
    if (b == Behaviour::kIdle) {
      CHECK_FALSE(aim.target);
    } else {
      REQUIRE(aim.target);
      CHECK(*aim.target == v16(10, 0));
    }
  }
}

TEST_CASE(
    "behaviours: the car acted on is the target car if it carries the flag, else the last car "
    "in the list that does, a target only within 33° of the lane",
    "[ai][behaviour]") {
  // Ram1 (the car ahead) with two cars ahead: 20 ahead 2 to the left, 22 ahead 2 to the right.
  physics::CarState me = car_at(0, 0);
  std::vector<physics::Racer> racers{racer_with(me), racer_with(car_at(20, 2)),
                                     racer_with(car_at(22, -2))};
  ai::Neighbours around = ai::neighbours(0, racers, -1);
  REQUIRE(around.list.size() == 2);
  ai::ComputerDriver d;
  d.behaviour = Behaviour::kRam1;
  d.situation = around.flags & ai::kSituationMask;
  race::RacerPath p;
  ai::DrawClock clock;
  auto aim = [&] {
    const ai::BehaviourInputs in{me,         racers, around, v16(10, 0),
                                 v16(10, 0), 0,      false,  kBehaviourStep};
    return ai::run_behaviour(d, p, in, clock);
  };
  ai::Aim a = aim();
  REQUIRE(a.target);
  CHECK(*a.target == racers[2].car.centre);  // the last one flagged
  CHECK(d.target_car == 2);
  CHECK(a.word == 2);
  d.target_car = 1;
  a = aim();
  REQUIRE(a.target);
  CHECK(*a.target == racers[1].car.centre);  // the target car carries the flag
  CHECK(d.target_car == 1);
  // A car ahead but 40° off the lane's direction: the word, and no new target.
  racers[1].car = car_at(15, 12.6);  // atan(12.6 / 15) = 40°
  racers[2].car = car_at(300, 0);
  around = ai::neighbours(0, racers, -1);
  REQUIRE(around.list.size() == 1);
  d.situation = around.flags & ai::kSituationMask;
  a = aim();
  CHECK(a.word == 2);
  CHECK_FALSE(a.target);
  // 30° off: taken.
  racers[1].car = car_at(15, 8.66);
  around = ai::neighbours(0, racers, -1);
  a = aim();
  REQUIRE(a.target);
  CHECK(*a.target == racers[1].car.centre);
}

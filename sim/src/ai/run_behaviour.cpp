// Which behaviour a driver runs this step, and running it.
#include "behaviours.h"

namespace unpod::sim::ai {

using namespace physics;

namespace {

constexpr uint32_t kCountdownState = 0xc803;  // Steady, with this state, during the countdown

uint32_t lane_type(uint32_t state) {
  return state & 0xf;
}

}  // namespace

// POD FUN_0045f2a0: on a lane of type 5 the behaviour is kept; during the countdown back to
// Steady with the state 0xc803; on a lane of type 3 any other behaviour gives way to Settle;
// otherwise, when the masked flags differ from the situation the behaviour was chosen for, a new
// one is drawn (FUN_0045f1f8). Then the behaviour runs.
Aim run_behaviour(ComputerDriver& d, race::RacerPath& p, const BehaviourInputs& in,
                  DrawClock& clock) {
  const uint8_t masked = static_cast<uint8_t>(in.around.flags & kSituationMask);
  if (lane_type(p.lane_state) == 5) {
    // kept
  } else if (in.countdown) {
    d.behaviour = Behaviour::kSteady;
    p.lane_state = kCountdownState;
  } else if (lane_type(p.lane_state) == 3) {
    if (d.behaviour != Behaviour::kSettle) d.behaviour = Behaviour::kSettle;
  } else if (masked != d.situation) {
    d.behaviour = draw(d, masked, in.step, clock);
    d.situation = masked;
    ++d.behaviour_changes;
    if (d.behaviour != Behaviour::kSettle) ++d.rules_taken;
  }
  const Scene s{in.me, in.racers, in.around, in.line_point, in.lane_dir, d.target_car, in.lengths};
  switch (d.behaviour) {
    case Behaviour::kSteady:
      return steady(s);
    case Behaviour::kSettle: {
      // POD FUN_0045f1c4: as Steady, then back to Steady, the target car cleared, the situation
      // the current flags.
      const Aim a = steady(s);
      d.behaviour = Behaviour::kSteady;
      d.target_car = -1;
      d.situation = masked;
      return a;
    }
    case Behaviour::kOvertake:
      return overtake(s);
    case Behaviour::kCutIn4:
      return cut_in(s, near::kRight);
    case Behaviour::kCutIn2:
      return cut_in(s, near::kLeft);
    case Behaviour::kShadow4:
      return shadow(s, near::kRight);
    case Behaviour::kShadow2:
      return shadow(s, near::kLeft);
    case Behaviour::kShadow8:
      return shadow_behind(s);
    case Behaviour::kRam1:
      return ram(s, near::kAhead);
    case Behaviour::kRam4:
      return ram(s, near::kRight);
    case Behaviour::kRam2:
      return ram(s, near::kLeft);
    case Behaviour::kPush: {  // POD FUN_0045e7c8: throttle word 2
      Aim a = steady(s);
      a.word = 2;
      return a;
    }
    case Behaviour::kBrake: {  // POD FUN_0045e7d0: throttle word −2
      Aim a = steady(s);
      a.word = -2;
      return a;
    }
    case Behaviour::kIdle:
      return Aim{};  // POD FUN_0045e7d8: nothing
  }
  return steady(s);
}

}  // namespace unpod::sim::ai

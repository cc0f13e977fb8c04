// The rules' types and the behaviours they name.
#include "unpod/sim/ai/computer.h"

namespace unpod::sim::ai {

const char* behaviour_name(Behaviour b) {
  switch (b) {
    case Behaviour::kSteady:
      return "Steady";
    case Behaviour::kSettle:
      return "Settle";
    case Behaviour::kOvertake:
      return "Overtake";
    case Behaviour::kCutIn4:
      return "CutIn4";
    case Behaviour::kCutIn2:
      return "CutIn2";
    case Behaviour::kShadow4:
      return "Shadow4";
    case Behaviour::kShadow2:
      return "Shadow2";
    case Behaviour::kShadow8:
      return "Shadow8";
    case Behaviour::kRam1:
      return "Ram1";
    case Behaviour::kRam4:
      return "Ram4";
    case Behaviour::kRam2:
      return "Ram2";
    case Behaviour::kPush:
      return "Push";
    case Behaviour::kBrake:
      return "Brake";
    case Behaviour::kIdle:
      return "Idle";
  }
  return "?";
}

// POD FUN_0045f36c (the jump table at 0x45f32c).
Behaviour behaviour_of_type(int32_t type) {
  switch (type) {
    case 1:
      return Behaviour::kOvertake;
    case 2:
      return Behaviour::kCutIn4;
    case 3:
      return Behaviour::kCutIn2;
    case 5:
      return Behaviour::kShadow4;
    case 6:
      return Behaviour::kShadow2;
    case 7:
      return Behaviour::kShadow8;
    case 8:
      return Behaviour::kRam1;
    case 10:
      return Behaviour::kPush;
    case 11:
      return Behaviour::kBrake;
    case 12:
      return Behaviour::kRam4;
    case 13:
      return Behaviour::kRam2;
    case 15:
    case 16:
      return Behaviour::kIdle;
    default:
      return Behaviour::kSteady;  // 4, 9, 14 and anything else
  }
}

// POD FUN_0045f404 with POD FUN_0045f3dc: each rule stored with its behaviour, situation byte and
// its chance byte.
std::vector<Rule> rules_of(const std::vector<assets::Attack>& attacks) {
  std::vector<Rule> rules;
  for (const assets::Attack& a : attacks)
    rules.push_back(Rule{behaviour_of_type(a.type), static_cast<uint8_t>(a.situation),
                         static_cast<uint8_t>(a.chance)});
  return rules;
}

}  // namespace unpod::sim::ai

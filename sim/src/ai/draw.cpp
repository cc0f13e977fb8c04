// The rule draw: no random number, the summed step time.
#include "unpod/sim/ai/computer.h"

namespace unpod::sim::ai {

// POD FUN_0045f1f8: the step's time added to DAT_00581e88, its signed remainder by 100 taken as
// a byte; each rule whose situation is the masked flags takes the draw when it is below its
// chance, else the draw drops by the chance. The loop does not stop: the last taker wins. With
// none, Settle. The draw stays a signed byte throughout: the chance byte is compared as signed
// and the drop wraps in the byte (inferred.h).
Behaviour draw(const ComputerDriver& d, uint8_t situation, Fx step, DrawClock& clock) {
  clock.time = static_cast<Fx>(static_cast<uint32_t>(clock.time) + static_cast<uint32_t>(step));
  int8_t roll = static_cast<int8_t>(clock.time % 100);
  Behaviour chosen = Behaviour::kSettle;
  for (const Rule& r : d.rules) {
    if (r.situation != situation) continue;
    const auto chance = static_cast<int8_t>(r.chance);
    if (roll < chance) {
      chosen = r.behaviour;
    } else {
      roll = static_cast<int8_t>(static_cast<uint8_t>(roll) - static_cast<uint8_t>(chance));
    }
  }
  return chosen;
}

}  // namespace unpod::sim::ai

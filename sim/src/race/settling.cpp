#include "unpod/sim/race/settling.h"

namespace unpod::sim::race {

// POD FUN_0049f75c: settling before the countdown
StepPlan settling_plan(ViewStep view) {
  const Fx step = 3 * static_cast<Fx>(view);
  return {(kSettleTime + step - 1) / step, step};
}

}  // namespace unpod::sim::race

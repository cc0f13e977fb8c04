// A centre line as the cars drive it in one direction of a circuit: the sampled lap and routes
// as they are (the forward direction block), or the same roads driven backwards (the reverse
// block, pod-formats.md §5.12). The race data and its validation are built on these.
#pragma once

#include "centreline.h"

namespace unpod::disc {

// The same road driven the other way: the samples in reverse order with forward, left and the
// banking negated, distances measured from the new start. A closed lap keeps its first sample
// (the lap line) first. `control_distances[i]` stays control point i's, measured the new way.
Centreline reversed(const Centreline& line);

}  // namespace unpod::disc

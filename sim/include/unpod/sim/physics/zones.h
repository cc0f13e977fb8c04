// The repair zones (pod-formats.md §5.11; FUN_00456dd4, inferred.h "Zones").
#pragma once

#include "unpod/assets/circuit_scenery.h"
#include "unpod/sim/physics/damage.h"
#include "unpod/sim/physics/object.h"

namespace unpod::sim::physics {

// Whether the zone holds the point: inside its four corners seen from above, and within the
// zone's height above its centre (and 2.29 below).
bool zone_holds(const assets::RepairZone& z, const Vec16& p);

// POD FUN_0045a7f0, POD FUN_0045a524 and POD FUN_0045a29c (the zone's test): the first
// edition's zones, as POD FUN_00456dd4.
// POD FUN_00456dd4 for one car: the first zone holding the car's centre repairs it over the
// zones' repair time. Returns true when the car was in a zone.
bool repair_in_zones(const assets::RepairZones& zones, CarState& car, CarObject& object,
                     DamageRecord& record, const CarState& file_state, Fx dt);

}  // namespace unpod::sim::physics

// POD FUN_0041a714, step #26 of the car's step (pod-car-physics.md "The step"): skid marks and
// tyre smoke. Both are drawing, but the smoke draws its particles' sizes from the race's one
// rand() (FUN_004611ac -> FUN_00460f08: rand() % 255, pod-race.md "Random numbers"), so the
// generator moves on inside the step as POD's does. The marks and particles themselves are
// reported for the renderer, never kept: only each wheel's last sector is car state.
#pragma once

#include <array>
#include <cstdint>

#include "unpod/sim/fx/watcom_rand.h"
#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

struct TyreMarks {
  uint8_t wheels = 0;              // bit i: wheel i skids on the ground this step (a mark, smoke)
  std::array<uint8_t, 4> smoke{};  // wheel i's particle size, 0..254 (FUN_00460f08's draw)
  bool operator==(const TyreMarks&) const = default;
};

// The step's marks and smoke (physics/inferred.h, "Skid marks and smoke"), drawing from
// `random` when given (the race's generator); then each wheel's last sector (+0x20) becomes
// its sector.
TyreMarks tyre_marks(CarState& car, fx::WatcomRand* random);

}  // namespace unpod::sim::physics

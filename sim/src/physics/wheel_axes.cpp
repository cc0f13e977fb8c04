// The points' axes: up is the car's; a wheel rolls along the car's forward axis turned by its
// angle about up.
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_0041b3d4 (each point's axes) with POD FUN_00424704 (the turn about up by +0x58).
// Every wheel with an angle is turned, the rear ones too (physics/inferred.h: pod-car-physics.md
// says "front ones turned", pod-controllers.md has the rear angles written).
void wheel_axes(CarState& car) {
  for (int i = 0; i < kPointCount; ++i) {
    PointState& p = car.points[size_t(i)];
    p.up = car.up;
    if (i == kChassisPoint || p.steer == 0) {
      p.rolling_dir = car.forward;
      p.axle = car.left;
      continue;
    }
    // Turned about up, which forward and left are square to, to the right for a positive angle
    // (inferred.h): f cos − l sin and l cos + f sin.
    const Fx c = fx::cos16(p.steer), s = fx::sin16(p.steer);
    p.rolling_dir = sub(scale(car.forward, c), scale(car.left, s));
    p.axle = add(scale(car.left, c), scale(car.forward, s));
  }
}

void set_wheel_angles(CarState& car, Fx angle) {
  const Fx front = clamp_fx(angle, -car.steer_max, car.steer_max);
  const Fx rear = narrow(-int64_t{mul(front, car.rear_steer)});
  car.points[0].steer = car.points[2].steer = front;
  car.points[1].steer = car.points[3].steer = rear;
}

}  // namespace unpod::sim::physics

// Cars for the car renderer's tests: the sample car of tests/support, written once, and the demo
// disc's cars (support/demo_disc.h).
#pragma once

#include "support/demo_disc.h"
#include "support/sample_car.h"

namespace unpod::car_test {

inline const assets::Car& sample() {
  static const assets::Car car = test::make_sample_car();
  return car;
}

}  // namespace unpod::car_test

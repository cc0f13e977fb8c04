// Cars for the car renderer's tests: the sample car of tests/support and the demo disc's Zephyr
// compiled in-process from disc/cars/zephyr.car (tools/disc).
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "car_compiler.h"
#include "support/sample_car.h"

namespace unpod::car_test {

inline const assets::Car& zephyr() {
  static const assets::Car car = [] {
    std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/cars/zephyr.car", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    disc::DescError e;
    auto compiled = disc::compile_car(text.str(), e);
    if (!compiled) throw std::runtime_error("zephyr.car does not compile: " + e.message);
    return std::move(compiled->car);
  }();
  return car;
}

inline const assets::Car& sample() {
  static const assets::Car car = test::make_sample_car();
  return car;
}

}  // namespace unpod::car_test

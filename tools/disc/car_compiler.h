// The car compiler: a human-readable car description (docs/CAR-FORMAT.md) in, a complete car
// out (body parts for the three damage states, wheels, shadows, hulls, textures and a physics
// block whose every field has a plausible, documented value).
#pragma once

#include <optional>
#include <string>

#include "car_desc.h"
#include "track_desc.h"  // DescError
#include "unpod/assets/car.h"

namespace unpod::disc {

struct CompiledCar {
  std::string name;          // base file name (<= 19 characters)
  std::string display_name;  // menu text
  assets::Car car;
};

// Parses and compiles a description; the first error (line and message) stops it.
std::optional<CompiledCar> compile_car(const std::string& text, DescError& error);

// Compiles a parsed description (parse_car_desc() has checked every range).
CompiledCar compile_car_desc(const CarDesc& desc);

}  // namespace unpod::disc

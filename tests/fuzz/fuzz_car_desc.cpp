// libFuzzer target: .car descriptions (docs/CAR-FORMAT.md), as `unpod-tool build-car` reads
// them. The input is the text. A description that parses is compiled; the car must write a
// .BV4 that reads back to the same car.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "car_compiler.h"
#include "car_desc.h"
#include "unpod/assets/car.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  const std::string text(reinterpret_cast<const char*>(data), size);
  disc::DescError error;
  auto desc = disc::parse_car_desc(text, error);
  if (!desc) {
    if (error.message.empty()) std::abort();
    return 0;
  }
  disc::CompiledCar compiled = disc::compile_car_desc(*desc);
  auto bytes = assets::write_car(compiled.car);
  if (!bytes) std::abort();
  auto back = assets::read_car(*bytes, "fuzz.bv4", compiled.car.flavour.version);
  if (!back || !(*back == compiled.car)) std::abort();
  return 0;
}

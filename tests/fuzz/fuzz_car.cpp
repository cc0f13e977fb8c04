// libFuzzer target: the car reader (pod-formats.md §7), BV4 and BV3, plain and special key.
// Input: a selector byte (fuzz_stream.h) and a decoded stream, encoded here so every mutation
// reaches the parser.
#include <cstddef>
#include <cstdint>

#include "fuzz/fuzz_stream.h"
#include "unpod/assets/car.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  if (size < 1) return 0;
  const auto variant = fuzz::variant_of(data[0]);
  const auto file = fuzz::encode_stream(std::span<const uint8_t>(data + 1, size - 1),
                                        variant.special ? assets::kSpecialKeyA : assets::kCarKey);
  if (!file) return 0;
  auto car = assets::read_car(*file, "fuzz.bv4", variant.version);
  if (!car) return 0;
  auto again = assets::write_car(*car);
  (void)again;
  return 0;
}

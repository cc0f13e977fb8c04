// libFuzzer target: CIRCUITS.BIN and the car lists (pod-formats.md §8.1, §8.2). The first byte
// chooses the reader (even: circuits, odd: cars); the rest is the file.
#include <cstddef>
#include <cstdint>
#include <span>

#include "unpod/assets/lists.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod::assets;
  if (size < 1) return 0;
  const std::span<const uint8_t> file(data + 1, size - 1);
  if (data[0] & 1) {
    auto cars = read_car_list(file, "VOITURES.BIN");
    if (cars) (void)write_car_list(*cars);
  } else {
    auto circuits = read_circuit_list(file, "CIRCUITS.BIN");
    if (circuits) (void)write_circuit_list(*circuits);
  }
  return 0;
}

// libFuzzer target: the circuit reader (pod-formats.md §5), BL4 and BL3, plain and special key.
// Input: a selector byte (fuzz_stream.h) and a decoded stream, encoded here so every mutation
// reaches the parser.
#include <cstddef>
#include <cstdint>

#include "fuzz/fuzz_stream.h"
#include "unpod/assets/circuit.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  if (size < 1) return 0;
  const auto variant = fuzz::variant_of(data[0]);
  const auto file =
      fuzz::encode_stream(std::span<const uint8_t>(data + 1, size - 1),
                          variant.special ? assets::kSpecialKeyA : assets::kCircuitKey);
  if (!file) return 0;
  auto circuit = assets::read_circuit(*file, "fuzz.bl4", variant.version);
  if (!circuit) return 0;
  // A circuit that was read must be writable again.
  auto again = assets::write_circuit(*circuit);
  (void)again;
  return 0;
}

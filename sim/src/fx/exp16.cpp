#include "unpod/sim/fx/exp16.h"

namespace unpod::sim::fx {

int32_t exp16(int32_t x, FpuMode mode) {
  const Int128 square = fpu_op(Int128{int64_t{x} * int64_t{x}}, mode);
  // × 0.5 is exact on the FPU (a power of two), but only for an even value: an odd square
  // below 2^53 halves to a .5, which the register holds exactly too, so keep it doubled.
  Int128 acc = fpu_op(square + 2 * kMagic, mode);            // 2 × (x²/2 + M)
  acc = fpu_op(acc + Int128{int64_t{x}} * 2 * 65536, mode);  // + 2 × x·65536
  acc = fpu_op(acc + Int128{2} * 65536 * 65536, mode);       // + 2 × 2^32
  return magic_low_word(acc / 2, mode);
}

}  // namespace unpod::sim::fx

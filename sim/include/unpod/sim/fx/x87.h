// The x87 FPU's rounding, modelled exactly in integers (fixed-point-rounding.md). POD's vector
// helpers load integers, multiply and add on the FPU, add the magic constant 1.5 × 2^68 and keep
// the low word of the stored double: that word is the sum / 65536, rounded as the control word
// says. Every value here is an integer (int32 products and sums of them), so a 128-bit integer
// holds each exactly, and each FPU operation is the exact result rounded to the precision.
#pragma once

#include <cstdint>

namespace unpod::sim::fx {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

// The control words the notes measured (fixed-point-rounding.md, "Evidence"). POD races with
// 0x027f (measured in every step log: pod-car-physics.md, "Recording"), the default here.
enum class FpuMode : uint16_t {
  Nearest53 = 0x027f,  // 53-bit precision, round to nearest even: each operation as an IEEE f64
  Nearest64 = 0x037f,  // 64-bit precision (Watcom's fninit), round to nearest even
  Chop64 = 0x0f7f,     // 64-bit precision, round towards zero
};

// v rounded to `bits` significant bits, to nearest even or towards zero.
Int128 round_to_bits(Int128 v, int bits, bool chop);

// One x87 arithmetic result (fmul, fadd, fsub) rounded to the precision the mode sets.
Int128 fpu_op(Int128 exact, FpuMode mode);

// fild a, fild b, fmul: the exact product rounded as the mode says (the first step of the dot and
// cross products).
inline Int128 fpu_product(int32_t a, int32_t b, FpuMode mode) {
  return fpu_op(Int128{int64_t{a} * int64_t{b}}, mode);
}

// fstp qword: the register rounded to a double's 53 bits, in the mode's rounding direction.
Int128 fpu_store_double(Int128 reg, FpuMode mode);

// 1.5 × 2^68: POD's magic constant (0x4ee0c0 for the vector helpers, 0x4fa000 for the gate).
inline constexpr Int128 kMagic = Int128{3} << 67;

// The low 32 bits of the double stored from `reg` (which holds kMagic + a sum): with the value
// in [2^68, 2^69) a double's step is 2^16, so the low mantissa word is (double - kMagic) / 65536.
int32_t magic_low_word(Int128 reg, FpuMode mode);

// fistp m32: the register rounded to an integer in the mode's direction; outside int32 the FPU
// stores the integer indefinite 0x80000000.
int32_t fpu_fistp32(Int128 numerator, int shift, FpuMode mode);

}  // namespace unpod::sim::fx

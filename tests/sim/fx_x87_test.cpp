// The x87 helpers' integer models against (1) an independent 128-bit rational model, each
// operation's exact value rounded per mode by a different method, and (2) on x86 hosts the real
// FPU, running the original's instruction sequence under each control word (inline assembly).
// At least 10^6 random cases each (mix of small, large, boundary and tie-making values).
#include <catch2/catch.hpp>

#include <cstring>
#include <random>

#include "unpod/sim/fx/cross16.h"
#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/fx/exp16.h"
#include "unpod/sim/fx/scale16.h"

using namespace unpod::sim::fx;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kCases = 100'000;  // the sanitised build is ~20x slower; Release runs 10^6
#else
constexpr int kCases = 1'000'000;
#endif

constexpr FpuMode kModes[] = {FpuMode::Nearest53, FpuMode::Nearest64, FpuMode::Chop64};

// Reference rounding, written apart from the sim's: find the unit in the last place by a
// binary search of the top bit, then floor-divide and look at twice the remainder.
Int128 reference_round(Int128 v, int bits, bool chop) {
  if (v == 0) return 0;
  const Int128 mag = v < 0 ? -v : v;
  int e = 0;  // 2^e <= mag < 2^(e+1), by halving steps
  for (int step = 64; step > 0; step /= 2) {
    if ((mag >> (e + step)) != 0) e += step;
  }
  if (e < bits) return v;
  const Int128 ulp = Int128{1} << (e - bits + 1);
  Int128 q = mag / ulp;
  const Int128 r = mag % ulp;
  if (!chop && (2 * r > ulp || (2 * r == ulp && q % 2 == 1))) q += 1;
  return v < 0 ? -(q * ulp) : q * ulp;
}

struct RefMode {
  int bits;
  bool chop;
};
RefMode ref_mode(FpuMode m) {
  return {m == FpuMode::Nearest53 ? 53 : 64, m == FpuMode::Chop64};
}

int32_t low_word_of_double(Int128 reg, FpuMode m) {
  const Int128 d = reference_round(reg, 53, ref_mode(m).chop);
  const Int128 magic = Int128{3} * (Int128{1} << 67);
  const Int128 q = (d - magic) / 65536;  // exact: d - magic is a multiple of 2^16 here
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<int64_t>(q) & 0xffffffff));
}

int32_t reference_dot16(const Vec16& a, const Vec16& b, FpuMode m) {
  const auto [bits, chop] = ref_mode(m);
  const Int128 magic = Int128{3} * (Int128{1} << 67);
  Int128 acc = magic;
  for (std::size_t i = 0; i < 3; ++i) {
    const Int128 p = reference_round(Int128{a[i]} * Int128{b[i]}, bits, chop);
    acc = reference_round(acc + p, bits, chop);
  }
  return low_word_of_double(acc, m);
}

int32_t reference_scale(int32_t v, int32_t s, FpuMode m) {
  const auto [bits, chop] = ref_mode(m);
  const Int128 magic = Int128{3} * (Int128{1} << 67);
  const Int128 p = reference_round(Int128{v} * Int128{s}, bits, chop);
  return low_word_of_double(reference_round(p + magic, bits, chop), m);
}

// Random operands: small, large, boundary, and products whose low bits make rounding ties.
class Operands {
 public:
  explicit Operands(uint64_t seed) : rng_(seed) {}
  int32_t next() {
    static constexpr int32_t kEdges[] = {0,          1,           -1,        2,
                                         -2,         0x7fff,      0x8000,    0x10000,
                                         -0x10000,   0x7fffffff,  INT32_MIN, INT32_MIN + 1,
                                         0x40000000, -0x40000000, 0x1fffff,  0x200001};
    switch (rng_() % 6) {
      case 0:
        return static_cast<int32_t>(static_cast<int64_t>(rng_() % 512) - 256);
      case 1:
        return static_cast<int32_t>(static_cast<uint32_t>(rng_()));
      case 2:
        return kEdges[rng_() % (sizeof kEdges / sizeof kEdges[0])];
      case 3: {  // an odd multiple of 2^k: products of two such end in a lone set bit (ties)
        const int k = static_cast<int>(rng_() % 24);
        const auto odd = static_cast<int32_t>((rng_() % 0x1ff) | 1);
        return (rng_() & 1 ? 1 : -1) * (odd << k);
      }
      case 4:
        return static_cast<int32_t>(static_cast<int64_t>(rng_() % 0x2000000) - 0x1000000);
      default: {  // near a power of two
        const int k = static_cast<int>(rng_() % 31);
        return static_cast<int32_t>((int64_t{1} << k) + static_cast<int64_t>(rng_() % 5) - 2);
      }
    }
  }
  Vec16 vec() { return {next(), next(), next()}; }

 private:
  std::mt19937_64 rng_;
};

#if defined(__x86_64__) || defined(__i386__)
constexpr uint64_t kMagicBits = 0x4438000000000000ull;  // 1.5 × 2^68 as a double
constexpr uint64_t kInv65536Bits = 0x3ef0000000000000ull;
constexpr uint64_t kHalfBits = 0x3fe0000000000000ull;
constexpr uint64_t k65536Bits = 0x40f0000000000000ull;
constexpr uint64_t k2Pow32Bits = 0x41f0000000000000ull;

// POD FUN_004d41a0's sequence on the host's FPU: fild, fmul, fadd M, then the other products added.
int32_t fpu_dot16(const Vec16& a, const Vec16& b, FpuMode m) {
  const auto cw = static_cast<uint16_t>(m);
  uint16_t old = 0;
  uint64_t out = 0;
  asm volatile(
      "fnstcw %[old]\n\t"
      "fldcw %[cw]\n\t"
      "fildl %[a0]\n\t"
      "fildl %[b0]\n\t"
      "fmulp\n\t"
      "faddl %[magic]\n\t"
      "fildl %[a1]\n\t"
      "fildl %[b1]\n\t"
      "fmulp\n\t"
      "faddp\n\t"
      "fildl %[a2]\n\t"
      "fildl %[b2]\n\t"
      "fmulp\n\t"
      "faddp\n\t"
      "fstpl %[out]\n\t"
      "fldcw %[old]\n\t"
      : [out] "=m"(out), [old] "+m"(old)
      : [cw] "m"(cw), [a0] "m"(a[0]), [b0] "m"(b[0]), [a1] "m"(a[1]), [b1] "m"(b[1]),
        [a2] "m"(a[2]), [b2] "m"(b[2]), [magic] "m"(kMagicBits)
      : "st", "st(1)", "st(2)");
  return static_cast<int32_t>(static_cast<uint32_t>(out));
}

// v × s + M, stored: FUN_004d465d / FUN_004d4606 per component.
int32_t fpu_scale(int32_t v, int32_t s, FpuMode m) {
  const auto cw = static_cast<uint16_t>(m);
  uint16_t old = 0;
  uint64_t out = 0;
  asm volatile(
      "fnstcw %[old]\n\t"
      "fldcw %[cw]\n\t"
      "fildl %[v]\n\t"
      "fildl %[s]\n\t"
      "fmulp\n\t"
      "faddl %[magic]\n\t"
      "fstpl %[out]\n\t"
      "fldcw %[old]\n\t"
      : [out] "=m"(out), [old] "+m"(old)
      : [cw] "m"(cw), [v] "m"(v), [s] "m"(s), [magic] "m"(kMagicBits)
      : "st", "st(1)");
  return static_cast<int32_t>(static_cast<uint32_t>(out));
}

// cross16's two paths: (p + M) − q through the stored double, and (p − q) × 2^-16 through fistp.
int32_t fpu_cross_magic(int32_t a, int32_t b, int32_t c, int32_t d, FpuMode m) {
  const auto cw = static_cast<uint16_t>(m);
  uint16_t old = 0;
  uint64_t out = 0;
  asm volatile(
      "fnstcw %[old]\n\t"
      "fldcw %[cw]\n\t"
      "fildl %[a]\n\t"
      "fildl %[b]\n\t"
      "fmulp\n\t"
      "faddl %[magic]\n\t"
      "fildl %[c]\n\t"
      "fildl %[d]\n\t"
      "fmulp\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fstpl %[out]\n\t"
      "fldcw %[old]\n\t"
      : [out] "=m"(out), [old] "+m"(old)
      : [cw] "m"(cw), [a] "m"(a), [b] "m"(b), [c] "m"(c), [d] "m"(d), [magic] "m"(kMagicBits)
      : "st", "st(1)", "st(2)");
  return static_cast<int32_t>(static_cast<uint32_t>(out));
}

int32_t fpu_cross_fistp(int32_t a, int32_t b, int32_t c, int32_t d, FpuMode m) {
  const auto cw = static_cast<uint16_t>(m);
  uint16_t old = 0;
  int32_t out = 0;
  asm volatile(
      "fnstcw %[old]\n\t"
      "fldcw %[cw]\n\t"
      "fildl %[a]\n\t"
      "fildl %[b]\n\t"
      "fmulp\n\t"
      "fildl %[c]\n\t"
      "fildl %[d]\n\t"
      "fmulp\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fmull %[inv]\n\t"
      "fistpl %[out]\n\t"
      "fldcw %[old]\n\t"
      : [out] "=m"(out), [old] "+m"(old)
      : [cw] "m"(cw), [a] "m"(a), [b] "m"(b), [c] "m"(c), [d] "m"(d), [inv] "m"(kInv65536Bits)
      : "st", "st(1)", "st(2)");
  return out;
}

// exp16 as modelled: ((x·x × 0.5 + M) + x × 65536) + 2^32, stored.
int32_t fpu_exp16(int32_t x, FpuMode m) {
  const auto cw = static_cast<uint16_t>(m);
  uint16_t old = 0;
  uint64_t out = 0;
  asm volatile(
      "fnstcw %[old]\n\t"
      "fldcw %[cw]\n\t"
      "fildl %[x]\n\t"
      "fmul %%st(0), %%st\n\t"
      "fmull %[half]\n\t"
      "faddl %[magic]\n\t"
      "fildl %[x]\n\t"
      "fmull %[k65536]\n\t"
      "faddp\n\t"
      "faddl %[k2p32]\n\t"
      "fstpl %[out]\n\t"
      "fldcw %[old]\n\t"
      : [out] "=m"(out), [old] "+m"(old)
      : [cw] "m"(cw), [x] "m"(x), [half] "m"(kHalfBits), [magic] "m"(kMagicBits),
        [k65536] "m"(k65536Bits), [k2p32] "m"(k2Pow32Bits)
      : "st", "st(1)");
  return static_cast<int32_t>(static_cast<uint32_t>(out));
}
#endif

}  // namespace

TEST_CASE("dot16: hand-worked values under 0x027f") {
  CHECK(dot16({0x10000, 0, 0}, {0x10000, 0, 0}) == 0x10000);
  CHECK(dot16({0x10000, 0x20000, 0x30000}, {0x10000, 0x10000, 0x10000}) == 0x60000);
  CHECK(dot16({1, 0, 0}, {0x8000, 0, 0}) == 0);  // 0.5 rounds to even: 0
  CHECK(dot16({3, 0, 0}, {0x8000, 0, 0}) == 2);  // 1.5 rounds to even: 2
  CHECK(dot16({-3, 0, 0}, {0x8000, 0, 0}) == -2);
  CHECK(dot16({3, 0, 0}, {0x8000, 0, 0}, FpuMode::Chop64) == 1);    // floored (sum above M)
  CHECK(dot16({-3, 0, 0}, {0x8000, 0, 0}, FpuMode::Chop64) == -2);  // floored, not truncated
}

TEST_CASE("dot16 under 0x037f rounds twice: to a step of 32, then of 65536") {
  // a0·b0 = 2^15 + 16: exactly 0.5 + 2^-12. At 53 bits the sum rounds once, up to 1. At 64 bits
  // the step is 32, so 2^15 + 16 is a tie between 2^15 and 2^15 + 32, going to even 2^15;
  // then the store sees an exact 0.5 and rounds to even: 0.
  const Vec16 a{0x8010, 0, 0}, b{1, 0, 0};
  CHECK(dot16(a, b, FpuMode::Nearest53) == 1);
  CHECK(dot16(a, b, FpuMode::Nearest64) == 0);
}

TEST_CASE("dot16, gate_dot16: models equal the 128-bit rational reference, 10^6 cases a mode") {
  Operands ops(0x1997);
  int mismatches = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec16 a = ops.vec(), b = ops.vec();
    for (const FpuMode m : kModes) {
      const int32_t expected = reference_dot16(a, b, m);
      if (dot16(a, b, m) != expected || gate_dot16(a, b, m) != expected) {
        if (++mismatches < 5) {
          INFO("a " << a[0] << " " << a[1] << " " << a[2] << " b " << b[0] << " " << b[1] << " "
                    << b[2] << " cw " << static_cast<int>(m));
          CHECK(dot16(a, b, m) == expected);
        }
      }
    }
  }
  CHECK(mismatches == 0);
}

// Operands below 2^26 in magnitude (positions within 1,024 units, unit normals): the fast path
// of dot16 under 0x027f. Half are odd multiples of a power of two, so products end in rounding
// ties at the 2^16 step.
Vec16 small_vec(std::mt19937_64& rng) {
  Vec16 v{};
  for (auto& c : v) {
    const auto sign = rng() & 1 ? 1 : -1;
    if (rng() & 1) {
      c = sign * static_cast<int32_t>(rng() % (1u << 26));
    } else {
      const int k = static_cast<int>(rng() % 17);
      c = sign * static_cast<int32_t>(((rng() % 0x1ff) | 1) << k);
    }
  }
  return v;
}

TEST_CASE(
    "dot16, gate_dot16: operands below 2^26 (the race rules' fast path) equal the 128-bit "
    "reference, 10^6 cases") {
  std::mt19937_64 rng(0x26);
  int mismatches = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec16 a = small_vec(rng), b = small_vec(rng);
    const int32_t expected = reference_dot16(a, b, FpuMode::Nearest53);
    mismatches += dot16(a, b) != expected || gate_dot16(a, b) != expected;
#if defined(__x86_64__) || defined(__i386__)
    mismatches += dot16(a, b) != fpu_dot16(a, b, FpuMode::Nearest53);
#endif
  }
  CHECK(mismatches == 0);
}

TEST_CASE("scale16: the model equals the 128-bit rational reference") {
  Operands ops(0x4d4606);
  int mismatches = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec16 v = ops.vec();
    const int32_t s = ops.next();
    for (const FpuMode m : kModes) {
      const Vec16 got = scale16(v, s, m);
      for (std::size_t k = 0; k < 3; ++k) mismatches += got[k] != reference_scale(v[k], s, m);
    }
  }
  CHECK(mismatches == 0);
}

#if defined(__x86_64__) || defined(__i386__)
TEST_CASE("dot16: the model equals the host's x87 under 0x027f, 0x037f and 0x0f7f, 10^6 each") {
  Operands ops(0x4d41a0);
  int mismatches = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec16 a = ops.vec(), b = ops.vec();
    for (const FpuMode m : kModes) {
      const int32_t fpu = fpu_dot16(a, b, m);
      if (dot16(a, b, m) != fpu && ++mismatches < 5) {
        INFO("a " << a[0] << " " << a[1] << " " << a[2] << " b " << b[0] << " " << b[1] << " "
                  << b[2] << " cw " << static_cast<int>(m));
        CHECK(dot16(a, b, m) == fpu);
      }
    }
  }
  CHECK(mismatches == 0);
}

TEST_CASE("scale16, cross16, exp16: the models equal the host's x87 in every mode") {
  Operands ops(0x4d41df);
  int mismatches = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec16 a = ops.vec(), b = ops.vec();
    const FpuMode m = kModes[i % 3];
    const Vec16 s = scale16(a, b[0], m);
    for (std::size_t k = 0; k < 3; ++k) mismatches += s[k] != fpu_scale(a[k], b[0], m);
    const Vec16 c = cross16(a, b, m);
    mismatches += c[0] != fpu_cross_magic(a[1], b[2], a[2], b[1], m);
    mismatches += c[1] != fpu_cross_magic(a[2], b[0], a[0], b[2], m);
    mismatches += c[2] != fpu_cross_fistp(a[0], b[1], a[1], b[0], m);
    mismatches += exp16(a[0], m) != fpu_exp16(a[0], m);
  }
  CHECK(mismatches == 0);
}
#endif

// The physics' fast paths of scale16 and cross16 under 0x027f (operands below 2^26): the same
// bits as the general models and as the host's x87.
TEST_CASE(
    "scale16, cross16: operands below 2^26 (the physics' fast path) equal the reference, "
    "10^6 cases") {
  std::mt19937_64 rng(0x4d4606);
  int mismatches = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec16 a = small_vec(rng), b = small_vec(rng);
    const Vec16 s = scale16(a, b[1]);
    for (std::size_t k = 0; k < 3; ++k)
      mismatches += s[k] != reference_scale(a[k], b[1], FpuMode::Nearest53);
    const Vec16 c = cross16(a, b);
#if defined(__x86_64__) || defined(__i386__)
    const FpuMode m = FpuMode::Nearest53;
    for (std::size_t k = 0; k < 3; ++k) mismatches += s[k] != fpu_scale(a[k], b[1], m);
    mismatches += c[0] != fpu_cross_magic(a[1], b[2], a[2], b[1], m);
    mismatches += c[1] != fpu_cross_magic(a[2], b[0], a[0], b[2], m);
    mismatches += c[2] != fpu_cross_fistp(a[0], b[1], a[1], b[0], m);
#else
    (void)c;
#endif
  }
  CHECK(mismatches == 0);
}

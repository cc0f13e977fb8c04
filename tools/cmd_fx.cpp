// unpod-tool fx OP: runs one of the sim's fixed-point helpers on operands read from stdin, one
// case per line, one result line per case. This is how our helpers are compared with captures
// from the original (issue #4). Integer parsing and output are hand-written and buffered: 10^6
// dot16 lines take well under a second (bench/README.md).
#include <sys/stat.h>

#include <charconv>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"
#include "unpod/sim/fx/cross16.h"
#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/fx/format_time.h"
#include "unpod/sim/fx/scale16.h"
#include "unpod/sim/fx/trig.h"
#include "unpod/sim/fx/watcom_rand.h"

namespace unpod::tool {

const char* const kFxUsage =
    "usage: unpod-tool fx OP [N] < cases\n\n"
    "Reads one case per line from stdin (decimal int32 operands, whitespace separated) and\n"
    "writes one line per case (several results separated by spaces).\n\n"
    "  dot16       a0 a1 a2 b0 b1 b2 -> the x87 dot product under 0x027f (POD FUN_004d41a0)\n"
    "  dot16-64    the same under 0x037f (64-bit precision)\n"
    "  dot16-chop  the same under 0x0f7f (64-bit, round towards zero)\n"
    "  cross16     a0 a1 a2 b0 b1 b2 -> x y z (POD FUN_004d41df)\n"
    "  scale16     v0 v1 v2 s -> three components (POD FUN_004d465d)\n"
    "  length16    v0 v1 v2 -> the length (POD FUN_004d43ad)\n"
    "  sqrt        x -> the root through the table (POD FUN_004d3e90)\n"
    "  sin16       angle -> sine (POD 0x4c5e6c)\n"
    "  cos16       angle -> cosine (POD 0x4c5e64)\n"
    "  format-time v -> the text the game prints, e.g. 5'31\"03 (POD FUN_0047e4d0)\n"
    "  rand N      seed -> the first N draws after srand(seed) (POD FUN_004d1877)\n\n"
    "Exit status: 0, 1 for a bad input line (named on stderr), 2 for wrong arguments.\n";

namespace {

using sim::fx::FpuMode;
using sim::fx::Vec16;

enum class Op { Dot, Dot64, DotChop, Cross, Scale, Length, Sqrt, Sin, Cos, FormatTime, Rand };

struct OpInfo {
  const char* name;
  Op op;
  int operands;
};

constexpr OpInfo kOps[] = {
    {"dot16", Op::Dot, 6},          {"dot16-64", Op::Dot64, 6},
    {"dot16-chop", Op::DotChop, 6}, {"cross16", Op::Cross, 6},
    {"scale16", Op::Scale, 4},      {"length16", Op::Length, 3},
    {"sqrt", Op::Sqrt, 1},          {"sin16", Op::Sin, 1},
    {"cos16", Op::Cos, 1},          {"format-time", Op::FormatTime, 1},
    {"rand", Op::Rand, 1},
};

std::vector<char> read_stdin() {
  std::vector<char> data;
  struct stat st {};
  if (fstat(0, &st) == 0 && S_ISREG(st.st_mode)) data.reserve(static_cast<size_t>(st.st_size));
  char chunk[1 << 16];
  size_t n = 0;
  while ((n = std::fread(chunk, 1, sizeof chunk, stdin)) > 0)
    data.insert(data.end(), chunk, chunk + n);
  return data;
}

// Parses the operands of one line [p, end); false when a token is not a decimal int32 or the
// count differs.
bool parse_line(const char* p, const char* end, int32_t* out, int want) {
  int count = 0;
  while (true) {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r')) ++p;
    if (p == end) break;
    if (count == want) return false;
    bool negative = false;
    if (*p == '-' || *p == '+') negative = *p++ == '-';
    if (p == end || *p < '0' || *p > '9') return false;
    int64_t v = 0;
    while (p < end && *p >= '0' && *p <= '9') {
      v = v * 10 + (*p++ - '0');
      if (v > 0x80000000ll) return false;
    }
    if (p < end && *p != ' ' && *p != '\t' && *p != '\r') return false;
    if (negative) v = -v;
    if (v > INT32_MAX) return false;
    out[count++] = static_cast<int32_t>(v);
  }
  return count == want;
}

void put(std::string& out, int32_t v) {
  char digits[16];
  const auto r = std::to_chars(digits, digits + sizeof digits, v);
  out.append(digits, r.ptr);
}

void put3(std::string& out, const Vec16& v) {
  put(out, v[0]);
  out += ' ';
  put(out, v[1]);
  out += ' ';
  put(out, v[2]);
}

}  // namespace

int run_fx(const Args& args) {
  if (args.empty()) throw UsageError("missing OP");
  const OpInfo* info = nullptr;
  for (const auto& o : kOps) {
    if (args[0] == o.name) info = &o;
  }
  if (info == nullptr) throw UsageError("unknown OP '" + args[0] + "'");
  uint32_t draws = 0;
  if (info->op == Op::Rand) {
    if (args.size() != 2) throw UsageError("rand needs N, the number of draws");
    draws = parse_u32(args[1], "N");
  } else if (args.size() != 1) {
    throw UsageError("unexpected argument '" + args[1] + "'");
  }

  const std::vector<char> in = read_stdin();
  std::string out;
  out.reserve(in.size() / 3 + 64);
  const char* p = in.data();
  const char* const end = in.data() + in.size();
  int32_t x[6];
  for (long line = 1; p < end; ++line) {
    const char* eol = p;
    while (eol < end && *eol != '\n') ++eol;
    if (!parse_line(p, eol, x, info->operands)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      std::fflush(stdout);
      std::cerr << "unpod-tool fx " << info->name << ": line " << line << ": expected "
                << info->operands << " decimal int32 operand(s): '" << std::string(p, eol) << "'\n";
      return kExitLoadError;
    }
    p = eol < end ? eol + 1 : end;
    const Vec16 a{x[0], x[1], x[2]}, b{x[3], x[4], x[5]};
    switch (info->op) {
      case Op::Dot:
        put(out, sim::fx::dot16(a, b, FpuMode::Nearest53));
        break;
      case Op::Dot64:
        put(out, sim::fx::dot16(a, b, FpuMode::Nearest64));
        break;
      case Op::DotChop:
        put(out, sim::fx::dot16(a, b, FpuMode::Chop64));
        break;
      case Op::Cross:
        put3(out, sim::fx::cross16(a, b));
        break;
      case Op::Scale:
        put3(out, sim::fx::scale16(a, x[3]));
        break;
      case Op::Length:
        put(out, sim::fx::length16(a));
        break;
      case Op::Sqrt:
        put(out, sim::fx::sqrt16(x[0]));
        break;
      case Op::Sin:
        put(out, sim::fx::sin16(x[0]));
        break;
      case Op::Cos:
        put(out, sim::fx::cos16(x[0]));
        break;
      case Op::FormatTime:
        out += sim::fx::format_time_text(x[0]);
        break;
      case Op::Rand: {
        sim::fx::WatcomRand r;
        r.seed(static_cast<uint32_t>(x[0]));
        for (uint32_t i = 0; i < draws; ++i) {
          if (i != 0) out += ' ';
          put(out, r.next());
        }
        break;
      }
    }
    out += '\n';
    if (out.size() > (1u << 20)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      out.clear();
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return std::fflush(stdout) == 0 ? kExitOk : report("cannot write the results");
}

}  // namespace unpod::tool

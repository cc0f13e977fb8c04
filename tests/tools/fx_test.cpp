// unpod-tool fx: each OP reads its cases from stdin and prints the sim's helper's results, one
// line per case; a bad line is named on stderr with a non-zero exit.
#include <catch2/catch.hpp>

#include "tool_runner.h"
#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/fx/watcom_rand.h"

using unpod::test::run_tool;

TEST_CASE("fx dot16 and its 64-bit and chop variants print one result per line") {
  const std::string in =
      "65536 0 0 65536 0 0\n3 0 0 32768 0 0\n-3 0 0 32768 0 0\n32784 0 0 1 0 0\n";
  const auto r53 = run_tool({"fx", "dot16"}, in);
  CHECK(r53.exit_code == 0);
  CHECK(r53.out == "65536\n2\n-2\n1\n");
  CHECK(run_tool({"fx", "dot16-64"}, in).out == "65536\n2\n-2\n0\n");  // 0x037f rounds twice
  CHECK(run_tool({"fx", "dot16-chop"}, in).out == "65536\n1\n-2\n0\n");
}

TEST_CASE("fx: vector, table and time operations") {
  CHECK(run_tool({"fx", "cross16"}, "65536 0 0 0 65536 0\n").out == "0 0 65536\n");
  CHECK(run_tool({"fx", "scale16"}, "65536 131072 -65536 32768\n").out == "32768 65536 -32768\n");
  CHECK(run_tool({"fx", "length16"}, "196608 262144 0\n").out == "327680\n");
  CHECK(run_tool({"fx", "sqrt"}, "262144\n0\n").out == "131072\n0\n");
  CHECK(run_tool({"fx", "sin16"}, "65536\n").out == "55147\n");
  CHECK(run_tool({"fx", "cos16"}, "0\n").out == "65536\n");
  // 3932160 / 65536 = 60 s exactly; 4127160 / 65536 = 62.975... s, shown to the hundredth.
  CHECK(run_tool({"fx", "format-time"}, "3932160\n4127160\n").out == "1'00\"00\n1'02\"98\n");
}

TEST_CASE("fx rand N prints the first N draws after srand of each line's seed") {
  const auto r = run_tool({"fx", "rand", "4"}, "1000\n1\n");
  CHECK(r.exit_code == 0);
  CHECK(r.out == "28322 7943 4653 8133\n16838 5758 10113 17515\n");
}

TEST_CASE("fx: a bad line is named on stderr and the exit status is not 0") {
  const auto r = run_tool({"fx", "dot16"}, "1 2 3 4 5 6\n1 2 3 4 5\n");
  CHECK(r.exit_code != 0);
  CHECK(r.err.find("line 2") != std::string::npos);
  CHECK(run_tool({"fx", "sqrt"}, "2147483648\n").exit_code != 0);  // past int32
  CHECK(run_tool({"fx", "sqrt"}, "12a\n").exit_code != 0);
  CHECK(run_tool({"fx", "sqrt"}, "-2147483648\n").exit_code == 0);
  CHECK(run_tool({"fx", "nonsense"}, "").exit_code == 2);
  CHECK(run_tool({"fx", "rand"}, "1\n").exit_code == 2);
}

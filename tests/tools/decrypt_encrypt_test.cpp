// unpod-tool decrypt / encrypt: the decoded stream is the container's, and re-encoding it with
// the key and block size decrypt prints gives the original file back byte for byte.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/sample_car.h"
#include "support/sample_circuit.h"
#include "support/temp_dir.h"
#include "tool_runner.h"
#include "unpod/assets/pbdf.h"

using namespace unpod;
using unpod::test::run_tool;

namespace {

// The hex number after `label` on the line of decrypt's output that starts with it. (No
// std::regex: GCC 12 warns inside it under ASan, and warnings are errors.)
std::string printed(const std::string& out, const std::string& label) {
  size_t at = 0;
  while (at < out.size()) {
    const size_t end = std::min(out.find('\n', at), out.size());
    const std::string line = out.substr(at, end - at);
    if (line.rfind(label + " ", 0) == 0) {
      const size_t hex = line.find("0x", label.size());
      REQUIRE(hex != std::string::npos);
      return line.substr(hex, line.find(' ', hex) - hex);
    }
    at = end + 1;
  }
  FAIL("no line starting with '" << label << "' in: " << out);
  return "";
}

void check_round_trip(const std::string& file_name, const std::vector<uint8_t>& file) {
  CAPTURE(file_name);
  test::TempDir dir;
  const auto in = dir.write(file_name, file);
  const auto decoded = dir.path() / "decoded.bin", again = dir.path() / "again.bin";

  const auto d = run_tool({"decrypt", in.string(), decoded.string()});
  INFO(d.err);
  REQUIRE(d.exit_code == 0);
  auto expected = assets::pbdf_decode(file, file_name);
  REQUIRE(expected.ok());
  CHECK(test::file_bytes(decoded.string()) ==
        std::vector<uint8_t>(expected->stream.begin(), expected->stream.end()));
  const std::string key = printed(d.out, "key"), block = printed(d.out, "block size");
  CHECK(std::stoul(key, nullptr, 16) == expected->layout.key);
  CHECK(std::stoul(block, nullptr, 16) == expected->layout.block_size);

  const auto e =
      run_tool({"encrypt", "--key", key, "--block", block, decoded.string(), again.string()});
  INFO(e.err);
  REQUIRE(e.exit_code == 0);
  CHECK(test::file_bytes(again.string()) == file);
}

}  // namespace

TEST_CASE("decrypt then encrypt reproduces car files of both key schemes and several blocks") {
  for (const uint32_t key : {assets::kCarKey, assets::kSpecialKeyA, assets::kSpecialKeyB}) {
    for (const uint32_t block : {0x200u, 0x2000u, assets::kDefaultBlockSize}) {
      auto file = assets::write_car(test::make_sample_car(4, key), block);
      REQUIRE(file.ok());
      check_round_trip("MIRAGE.BV4", *file);
    }
  }
  auto bv3 = assets::write_car(test::make_sample_car(3, assets::kCarKey));
  REQUIRE(bv3.ok());
  check_round_trip("MIRAGE.BV3", *bv3);
}

TEST_CASE("decrypt then encrypt reproduces circuit files") {
  for (const uint32_t key : {assets::kCircuitKey, assets::kSpecialKeyA}) {
    for (const int version : {4, 3}) {
      test::SampleCircuitOptions options;
      options.version = version;
      options.key = key;
      auto file = assets::write_circuit(test::make_sample_circuit(options), 0x2000);
      REQUIRE(file.ok());
      check_round_trip(version == 4 ? "SAMPLE.BL4" : "SAMPLE.BL3", *file);
    }
  }
}

TEST_CASE("encrypt accepts decimal and hex numbers and refuses bad arguments") {
  test::TempDir dir;
  std::vector<uint8_t> body(100, 7);
  const uint32_t slots[] = {0};
  auto file = assets::pbdf_encode(body, slots, assets::kCarKey, 0x200);
  REQUIRE(file.ok());
  const auto in = dir.write("X.BV4", *file);
  const auto decoded = dir.path() / "x.dec", again = dir.path() / "x.again";
  REQUIRE(run_tool({"decrypt", in.string(), decoded.string()}).exit_code == 0);

  // 0xF2E = 3886, 0x200 = 512.
  auto ok =
      run_tool({"encrypt", "--key", "3886", "--block", "512", decoded.string(), again.string()});
  REQUIRE(ok.exit_code == 0);
  CHECK(test::file_bytes(again.string()) == *file);

  auto bad_key =
      run_tool({"encrypt", "--key", "zz", "--block", "512", decoded.string(), again.string()});
  CHECK(bad_key.exit_code == 2);
  CHECK(bad_key.err.find("'zz'") != std::string::npos);
  auto no_block = run_tool({"encrypt", "--key", "0xF2E", decoded.string(), again.string()});
  CHECK(no_block.exit_code == 2);
  CHECK(no_block.err.find("--block") != std::string::npos);
  auto odd_block =
      run_tool({"encrypt", "--key", "0xF2E", "--block", "0x201", decoded.string(), again.string()});
  CHECK(odd_block.exit_code == 2);
}

TEST_CASE("decrypt of a file that is not PBDF fails and names the file") {
  test::TempDir dir;
  const std::vector<uint8_t> junk = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  const auto in = dir.write("JUNK.BL4", junk);
  const auto r = run_tool({"decrypt", in.string(), (dir.path() / "out").string()});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find(in.string()) != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir.path() / "out"));
}

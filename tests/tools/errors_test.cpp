// unpod-tool on bad input and bad arguments: a non-zero exit status and a message on standard
// error that names the file; --help for the tool and each command.
#include <catch2/catch.hpp>

#include "support/sample_car.h"
#include "support/sample_circuit.h"
#include "support/temp_dir.h"
#include "tool_runner.h"

using namespace unpod;
using test::run_tool;

TEST_CASE("dump and export of truncated or corrupted files fail with the file's name") {
  auto car = assets::write_car(test::make_sample_car());
  auto circuit = assets::write_circuit(test::make_sample_circuit());
  REQUIRE(car.ok());
  REQUIRE(circuit.ok());
  test::TempDir dir;
  struct Case {
    std::string name;
    std::vector<uint8_t> bytes;
  };
  std::vector<Case> cases;
  cases.push_back(
      {"HALF.BV4", std::vector<uint8_t>(car->begin(), car->begin() + long(car->size() / 2))});
  cases.push_back({"HALF.BL4", std::vector<uint8_t>(circuit->begin(),
                                                    circuit->begin() + long(circuit->size() / 2))});
  auto flipped = *circuit;
  flipped[flipped.size() / 3] ^= 0x10;
  cases.push_back({"FLIPPED.BL4", flipped});
  cases.push_back({"CIRCUIT_AS_CAR.BV4", *circuit});
  cases.push_back({"EMPTY.BL4", {}});
  for (const auto& c : cases) {
    CAPTURE(c.name);
    const auto path = dir.write(c.name, c.bytes);
    for (const char* command : {"dump", "export"}) {
      CAPTURE(command);
      std::vector<std::string> args = {command, path.string()};
      if (std::string(command) == "export") args.push_back((dir.path() / "out").string());
      const auto r = run_tool(args);
      CHECK(r.exit_code == 1);
      CHECK(r.err.find(path.string()) != std::string::npos);
      CHECK(r.out.empty());
    }
  }
}

TEST_CASE("a missing file is named in the error") {
  test::TempDir dir;
  const auto missing = (dir.path() / "NOPE.BV4").string();
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"dump", missing}, {"decrypt", missing, missing + ".out"}, {"info", missing}}) {
    const auto r = run_tool(args);
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("NOPE.BV4") != std::string::npos);
  }
}

TEST_CASE("wrong arguments exit with status 2 and print the usage") {
  CHECK(run_tool({}).exit_code == 2);
  const auto unknown = run_tool({"frobnicate"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("unknown command 'frobnicate'") != std::string::npos);
  const auto dump = run_tool({"dump"});
  CHECK(dump.exit_code == 2);
  CHECK(dump.err.find("usage: unpod-tool dump") != std::string::npos);
  CHECK(run_tool({"dump", "a.bl4", "--frob"}).exit_code == 2);
  CHECK(run_tool({"decrypt", "only-one"}).exit_code == 2);
  CHECK(run_tool({"export", "a.bl4"}).exit_code == 2);
}

TEST_CASE("--help lists every command and each command has its own help") {
  const auto help = run_tool({"--help"});
  CHECK(help.exit_code == 0);
  for (const char* c : {"info", "decrypt", "encrypt", "dump", "export"}) {
    CHECK(help.out.find(std::string("  ") + c) != std::string::npos);
    const auto own = run_tool({c, "--help"});
    CHECK(own.exit_code == 0);
    CHECK(own.out.find(std::string("usage: unpod-tool ") + c) != std::string::npos);
  }
}

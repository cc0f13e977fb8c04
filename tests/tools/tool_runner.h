// Runs the built unpod-tool (its path comes from CMake) and captures its exit status, standard
// output and standard error.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace unpod::test {

struct ToolRun {
  int exit_code = -1;  // -1: did not exit normally
  std::string out;
  std::string err;
};

ToolRun run_tool(const std::vector<std::string>& args);
// The same with `input` on its standard input.
ToolRun run_tool(const std::vector<std::string>& args, const std::string& input);

// The bytes of a file, or empty when it cannot be read.
std::vector<uint8_t> file_bytes(const std::string& path);

}  // namespace unpod::test

// Shared command-line plumbing of unpod-tool: the command table, usage errors, exit codes and
// number parsing.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "unpod/assets/error.h"

namespace unpod::tool {

inline constexpr int kExitOk = 0;
inline constexpr int kExitLoadError = 1;  // a file could not be read, decoded or written
inline constexpr int kExitUsage = 2;      // wrong arguments

// Thrown for wrong arguments; main prints the message and the command's usage, exits 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

using Args = std::vector<std::string>;

struct Command {
  const char* name;
  const char* summary;  // one line for the command list
  const char* usage;    // the full help text of the command
  int (*run)(const Args& args);
};

// Every command, in the order `--help` lists them.
std::span<const Command> commands();

// "0x1F", "31": a u32 in hex (0x prefix) or decimal; throws UsageError naming `what` otherwise.
uint32_t parse_u32(const std::string& text, const char* what);

// True when args hold "-h" or "--help".
bool wants_help(const Args& args);

// Prints "unpod-tool: " + the error to stderr and returns kExitLoadError.
int report(const assets::LoadError& error);
// Prints "unpod-tool: " + message to stderr and returns kExitLoadError.
int report(const std::string& message);

// Reads a whole file; on failure prints the error and returns false.
bool read_input(const std::filesystem::path& path, std::vector<uint8_t>& bytes);

// "0x4000"
std::string hex(uint64_t v);

// The upper-case extension of a path, with the dot (".BL4").
std::string upper_extension(const std::filesystem::path& path);

// The generate-* commands: args SEED [OUT], the description `generate` draws for SEED printed,
// or written to OUT atomically ("wrote OUT"). `out_name` names OUT in the usage error.
int run_generator(const Args& args, const char* out_name, std::string (*generate)(uint32_t seed));

}  // namespace unpod::tool

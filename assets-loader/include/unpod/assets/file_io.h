// Whole-file reading and atomic writing (temporary name, then rename), with LoadError results.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "unpod/assets/error.h"

namespace unpod::assets {

Result<std::vector<uint8_t>> read_file(const std::filesystem::path& path);

// Writes to "PATH.tmp-XXXX" in the same folder, flushes, then renames over PATH, so a crash
// never leaves a half-written file under the real name. Returns an error message or "".
std::string write_file_atomic(const std::filesystem::path& path, std::span<const uint8_t> bytes);

// For the tests of that promise (tests/assets-loader/atomic_write_test.cpp): the next write on
// this thread stops after `bytes` bytes as a full disk would (ENOSPC), once.
void fail_next_write_after(size_t bytes);

}  // namespace unpod::assets

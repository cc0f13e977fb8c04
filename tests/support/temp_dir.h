// A temporary folder for one test, removed with everything in it when the test ends.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>

namespace unpod::test {

class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  // Writes `bytes` to `relative` (creating folders) and returns the full path.
  std::filesystem::path write(const std::string& relative, std::span<const uint8_t> bytes) const;

 private:
  std::filesystem::path path_;
};

}  // namespace unpod::test

#include "unpod/assets/file_io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>

namespace unpod::assets {

Result<std::vector<uint8_t>> read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return LoadError{path.string(), "", 0, std::string("cannot open: ") + std::strerror(errno)};
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  if (size < 0) return LoadError{path.string(), "", 0, "cannot determine the file size"};
  in.seekg(0, std::ios::beg);
  std::vector<uint8_t> bytes(static_cast<size_t>(size));
  if (size > 0 && !in.read(reinterpret_cast<char*>(bytes.data()), size))
    return LoadError{path.string(), "", 0, "read failed"};
  return bytes;
}

std::string write_file_atomic(const std::filesystem::path& path, std::span<const uint8_t> bytes) {
  std::random_device rd;
  const auto tmp =
      path.parent_path() / (path.filename().string() + ".tmp-" + std::to_string(rd() % 1000000));
  {
    std::FILE* f = std::fopen(tmp.string().c_str(), "wb");
    if (!f) return "cannot create " + tmp.string() + ": " + std::strerror(errno);
    const bool ok =
        (bytes.empty() || std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size()) &&
        std::fflush(f) == 0;
    const bool closed = std::fclose(f) == 0;
    if (!ok || !closed) {
      std::error_code ec;
      std::filesystem::remove(tmp, ec);
      return "cannot write " + tmp.string();
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp, ec);
    return "cannot rename " + tmp.string() + " to " + path.string() + ": " + ec.message();
  }
  return "";
}

}  // namespace unpod::assets

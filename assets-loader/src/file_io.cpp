#include "unpod/assets/file_io.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <random>
#include <thread>
#include <utility>

namespace unpod::assets {

Result<std::vector<uint8_t>> read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
#if defined(_WIN32)
  // While write_file_atomic's rename replaces it, Windows refuses to open the file (a sharing
  // violation, EACCES) for a moment: wait up to 1 s for it, as long as the name is there.
  for (int attempt = 0; !in && errno == EACCES && attempt < 200; ++attempt) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    in.clear();
    in.open(path, std::ios::binary);
  }
#endif
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

namespace {

// fail_next_write_after's byte count, for this thread's next write.
thread_local std::optional<size_t> g_fail_after;

}  // namespace

void fail_next_write_after(size_t bytes) {
  g_fail_after = bytes;
}

std::string write_file_atomic(const std::filesystem::path& path, std::span<const uint8_t> bytes) {
  const std::optional<size_t> fail_after = std::exchange(g_fail_after, std::nullopt);
  std::random_device rd;
  const auto tmp =
      path.parent_path() / (path.filename().string() + ".tmp-" + std::to_string(rd() % 1000000));
  {
    std::FILE* f = std::fopen(tmp.string().c_str(), "wb");
    if (!f) return "cannot create " + tmp.string() + ": " + std::strerror(errno);
    // A full disk, for the tests: the first bytes written, then the write refused.
    const size_t written = fail_after ? std::min(*fail_after, bytes.size()) : bytes.size();
    const bool ok = (written == 0 || std::fwrite(bytes.data(), 1, written, f) == written) &&
                    std::fflush(f) == 0 && !fail_after;
    const bool closed = std::fclose(f) == 0;
    if (!ok || !closed) {
      std::error_code ec;
      std::filesystem::remove(tmp, ec);
      return "cannot write " + tmp.string();
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
#if defined(_WIN32)
  // Windows refuses to replace a file that another handle has open without sharing its
  // deletion (a reader of ours, the C library's, an antivirus scanner): wait up to 1 s for it
  // to close, as a reader holds a file for a moment only. POSIX renames over open files.
  for (int attempt = 0; ec && attempt < 200; ++attempt) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    std::filesystem::rename(tmp, path, ec);
  }
#endif
  if (ec) {
    std::filesystem::remove(tmp, ec);
    return "cannot rename " + tmp.string() + " to " + path.string() + ": " + ec.message();
  }
  return "";
}

}  // namespace unpod::assets

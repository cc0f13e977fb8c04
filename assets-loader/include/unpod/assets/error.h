// Load errors: every failure names the file, the section being read and the byte offset in
// the file as stored on disk (encoded offsets for PBDF files), never aborts.
// DEVIATION 2: where the original crashes or reads past its data.
#pragma once

#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace unpod::assets {

struct LoadError {
  std::string file;     // path or name of the file
  std::string section;  // e.g. "sectors/sector 12/face 3/material"
  uint64_t offset = 0;  // byte offset in the file as stored (checksums counted for PBDF)
  std::string message;  // what is wrong

  // "FILE: section SECTION, byte offset 0x1A2B (6699): MESSAGE"
  std::string to_string() const;
};

// Thrown inside the loaders and caught at their public boundary, where it becomes a Result.
class FormatError : public std::exception {
 public:
  explicit FormatError(LoadError e) : error_(std::move(e)), what_(error_.to_string()) {}
  const LoadError& error() const { return error_; }
  const char* what() const noexcept override { return what_.c_str(); }

 private:
  LoadError error_;
  std::string what_;
};

// A value or the LoadError that prevented it.
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}          // NOLINT: implicit by design
  Result(LoadError error) : v_(std::move(error)) {}  // NOLINT

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() & { return std::get<0>(v_); }
  const T& value() const& { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const LoadError& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, LoadError> v_;
};

// Runs fn() (which may throw FormatError) and turns the outcome into a Result.
template <class Fn>
auto catch_format_error(Fn&& fn) -> Result<decltype(fn())> {
  try {
    return fn();
  } catch (const FormatError& e) {
    return e.error();
  }
}

}  // namespace unpod::assets

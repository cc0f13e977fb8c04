// The tool and installation tests' JSON reader, on nlohmann-json (no parser of our own): it
// throws on anything that is not JSON (ill-formed UTF-8 included), so a test that parses
// `unpod-tool dump --json` output proves the output is valid.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace unpod::test {

struct Json {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject } kind = Kind::kNull;
  bool boolean = false;
  double number = 0;
  std::string string;             // UTF-8
  std::vector<Json> items;        // array items, or object member values
  std::vector<std::string> keys;  // object member keys, parallel to items

  // Member `key` of an object; throws when absent.
  const Json& operator[](const std::string& key) const;
  const Json& operator[](size_t i) const;
  size_t size() const { return items.size(); }
  bool has(const std::string& key) const;
};

// Parses one JSON value filling the whole text (whitespace around it allowed).
Json parse_json(const std::string& text);

}  // namespace unpod::test

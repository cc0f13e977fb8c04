// A small tree of values (null, bool, integer, number, string, array, object with ordered keys)
// that `dump` and `info` build once and print either as JSON or as indented text.
#pragma once

#include <cstdint>
#include <list>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "unpod/assets/types.h"

namespace unpod::tool {

class Value {
 public:
  enum class Kind { kNull, kBool, kInt, kUint, kNumber, kString, kArray, kObject };

  Value() = default;
  Value(bool v) : kind_(Kind::kBool), b_(v) {}                      // NOLINT: implicit by design
  Value(int v) : kind_(Kind::kInt), i_(v) {}                        // NOLINT
  Value(long v) : kind_(Kind::kInt), i_(v) {}                       // NOLINT
  Value(long long v) : kind_(Kind::kInt), i_(v) {}                  // NOLINT
  Value(unsigned v) : kind_(Kind::kUint), u_(v) {}                  // NOLINT
  Value(unsigned long v) : kind_(Kind::kUint), u_(v) {}             // NOLINT
  Value(unsigned long long v) : kind_(Kind::kUint), u_(v) {}        // NOLINT
  Value(double v) : kind_(Kind::kNumber), d_(v) {}                  // NOLINT
  Value(std::string v) : kind_(Kind::kString), s_(std::move(v)) {}  // NOLINT
  Value(const char* v) : kind_(Kind::kString), s_(v) {}             // NOLINT
  Value(std::string_view v) : kind_(Kind::kString), s_(v) {}        // NOLINT

  static Value array() { return Value(Kind::kArray); }
  static Value object() { return Value(Kind::kObject); }

  Kind kind() const { return kind_; }
  // Objects: appends a key (keys keep their order) and returns the stored value. References
  // returned by set and push stay valid while more values are added.
  Value& set(std::string key, Value v);
  // Arrays: appends an item and returns it.
  Value& push(Value v);

  // JSON, two-space indented, strings as UTF-8 (POD's 8-bit text is read as Latin-1).
  void write_json(std::ostream& out, int indent = 0) const;
  // "key: value" lines, nested objects indented; for people.
  void write_text(std::ostream& out, int indent = 0) const;

 private:
  explicit Value(Kind k) : kind_(k) {}
  bool is_scalar() const { return kind_ != Kind::kArray && kind_ != Kind::kObject; }
  void write_scalar(std::ostream& out, bool json) const;

  Kind kind_ = Kind::kNull;
  bool b_ = false;
  int64_t i_ = 0;
  uint64_t u_ = 0;
  double d_ = 0;
  std::string s_;
  std::vector<std::string> keys_;
  std::list<Value> items_;  // a list: references to items survive later additions
};

// A 16.16 fixed-point value as a number (exact: every fx is a double).
inline Value fx(assets::Fx v) {
  return Value(double(v) / 65536.0);
}
// [x, y, z] in fx units.
Value vec3(const assets::Vec3& v);
// "0x1234"
Value hex_value(uint64_t v);

}  // namespace unpod::tool

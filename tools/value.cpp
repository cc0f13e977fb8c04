#include "value.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "unpod/assets/text_utf8.h"

namespace unpod::tool {
namespace {

// A JSON string, escaped by nlohmann-json (the project's one JSON library): POD's bytes >= 0x80
// are Latin-1 characters and become their UTF-8 encoding, so the output is always valid UTF-8.
void write_json_string(std::ostream& out, std::string_view s) {
  out << nlohmann::json(assets::latin1_to_utf8(s)).dump();
}

// Text output: Latin-1 to UTF-8, control characters as \xNN.
void write_plain_string(std::ostream& out, std::string_view s) {
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out << buf;
    } else if (c >= 0x80) {
      out << char(0xC0 | (c >> 6)) << char(0x80 | (c & 0x3F));
    } else {
      out << ch;
    }
  }
}

void pad(std::ostream& out, int indent) {
  for (int i = 0; i < indent; ++i) out << ' ';
}

}  // namespace

Value& Value::set(std::string key, Value v) {
  keys_.push_back(std::move(key));
  items_.push_back(std::move(v));
  return items_.back();
}

Value& Value::push(Value v) {
  items_.push_back(std::move(v));
  return items_.back();
}

void Value::write_scalar(std::ostream& out, bool json) const {
  switch (kind_) {
    case Kind::kNull:
      out << "null";
      break;
    case Kind::kBool:
      out << (b_ ? "true" : "false");
      break;
    case Kind::kInt:
      out << i_;
      break;
    case Kind::kUint:
      out << u_;
      break;
    case Kind::kNumber: {
      if (!std::isfinite(d_)) {
        out << "null";
        break;
      }
      if (!json) {
        char buf[32];
        const auto r = std::to_chars(buf, buf + sizeof buf, d_);
        out.write(buf, r.ptr - buf);
        break;
      }
      out << nlohmann::json(d_).dump();
      break;
    }
    case Kind::kString:
      if (json)
        write_json_string(out, s_);
      else
        write_plain_string(out, s_);
      break;
    default:
      break;
  }
}

void Value::write_json(std::ostream& out, int indent) const {
  if (is_scalar()) {
    write_scalar(out, true);
    return;
  }
  const bool object = kind_ == Kind::kObject;
  if (items_.empty()) {
    out << (object ? "{}" : "[]");
    return;
  }
  // Arrays of scalars stay on one line: vectors, counts per page, names.
  bool flat = !object;
  for (const auto& v : items_) flat = flat && v.is_scalar();
  if (flat) {
    out << '[';
    bool first = true;
    for (const auto& v : items_) {
      if (!first) out << ", ";
      first = false;
      v.write_scalar(out, true);
    }
    out << ']';
    return;
  }
  out << (object ? "{\n" : "[\n");
  size_t i = 0;
  for (const auto& v : items_) {
    pad(out, indent + 2);
    if (object) {
      write_json_string(out, keys_[i]);
      out << ": ";
    }
    v.write_json(out, indent + 2);
    out << (++i < items_.size() ? ",\n" : "\n");
  }
  pad(out, indent);
  out << (object ? '}' : ']');
}

void Value::write_text(std::ostream& out, int indent) const {
  if (is_scalar()) {
    pad(out, indent);
    write_scalar(out, false);
    out << "\n";
    return;
  }
  const bool object = kind_ == Kind::kObject;
  size_t i = 0;
  for (const auto& v : items_) {
    pad(out, indent);
    if (object)
      out << keys_[i] << ":";
    else
      out << "[" << i << "]";
    ++i;
    bool flat = v.kind_ == Kind::kArray;
    for (const auto& item : v.items_) flat = flat && item.is_scalar();
    if (v.is_scalar()) {
      out << ' ';
      v.write_scalar(out, false);
      out << "\n";
    } else if (v.kind_ == Kind::kObject && v.items_.empty()) {
      out << " {}\n";
    } else if (flat) {
      out << " [";
      bool first = true;
      for (const auto& item : v.items_) {
        if (!first) out << ", ";
        first = false;
        item.write_scalar(out, false);
      }
      out << "]\n";
    } else {
      out << "\n";
      v.write_text(out, indent + 2);
    }
  }
}

Value vec3(const assets::Vec3& v) {
  Value a = Value::array();
  a.push(fx(v.x));
  a.push(fx(v.y));
  a.push(fx(v.z));
  return a;
}

Value hex_value(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llX", static_cast<unsigned long long>(v));
  return Value(std::string(buf));
}

}  // namespace unpod::tool

#include "support/json_reader.h"

#include <cctype>
#include <cstdlib>

namespace unpod::test {
namespace {

class Parser {
 public:
  explicit Parser(const std::string& t) : t_(t) {}

  Json document() {
    Json v = value();
    space();
    if (p_ != t_.size()) fail("text after the value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error("JSON: " + what + " at byte " + std::to_string(p_));
  }
  void space() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\n' || t_[p_] == '\r' || t_[p_] == '\t'))
      ++p_;
  }
  char peek() {
    space();
    if (p_ >= t_.size()) fail("unexpected end");
    return t_[p_];
  }
  void expect(char c) {
    if (peek() != c) fail(std::string("expected '") + c + "'");
    ++p_;
  }
  bool literal(const char* word) {
    const std::string w = word;
    if (t_.compare(p_, w.size(), w) != 0) return false;
    p_ += w.size();
    return true;
  }

  Json value() {
    Json v;
    const char c = peek();
    if (c == '{') {
      v.kind = Json::Kind::kObject;
      ++p_;
      if (peek() == '}') {
        ++p_;
        return v;
      }
      for (;;) {
        if (peek() != '"') fail("expected a key");
        std::string key = string();
        expect(':');
        v.keys.push_back(std::move(key));
        v.items.push_back(value());
        if (peek() == ',') {
          ++p_;
          continue;
        }
        expect('}');
        return v;
      }
    }
    if (c == '[') {
      v.kind = Json::Kind::kArray;
      ++p_;
      if (peek() == ']') {
        ++p_;
        return v;
      }
      for (;;) {
        v.items.push_back(value());
        if (peek() == ',') {
          ++p_;
          continue;
        }
        expect(']');
        return v;
      }
    }
    if (c == '"') {
      v.kind = Json::Kind::kString;
      v.string = string();
      return v;
    }
    if (literal("true")) {
      v.kind = Json::Kind::kBool;
      v.boolean = true;
      return v;
    }
    if (literal("false")) {
      v.kind = Json::Kind::kBool;
      return v;
    }
    if (literal("null")) return v;
    return number();
  }

  Json number() {
    const size_t start = p_;
    if (p_ < t_.size() && t_[p_] == '-') ++p_;
    const size_t digits = p_;
    while (p_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[p_]))) ++p_;
    if (p_ == digits) fail("expected a value");
    if (t_[digits] == '0' && p_ - digits > 1) fail("leading zero");
    if (p_ < t_.size() && t_[p_] == '.') {
      ++p_;
      const size_t frac = p_;
      while (p_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[p_]))) ++p_;
      if (p_ == frac) fail("digits expected after '.'");
    }
    if (p_ < t_.size() && (t_[p_] == 'e' || t_[p_] == 'E')) {
      ++p_;
      if (p_ < t_.size() && (t_[p_] == '+' || t_[p_] == '-')) ++p_;
      const size_t exp = p_;
      while (p_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[p_]))) ++p_;
      if (p_ == exp) fail("digits expected in the exponent");
    }
    Json v;
    v.kind = Json::Kind::kNumber;
    v.number = std::strtod(t_.substr(start, p_ - start).c_str(), nullptr);
    return v;
  }

  void put_utf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
      out += char(cp);
    } else if (cp < 0x800) {
      out += char(0xC0 | (cp >> 6));
      out += char(0x80 | (cp & 0x3F));
    } else {
      out += char(0xE0 | (cp >> 12));
      out += char(0x80 | ((cp >> 6) & 0x3F));
      out += char(0x80 | (cp & 0x3F));
    }
  }

  std::string string() {
    expect('"');
    std::string out;
    for (;;) {
      if (p_ >= t_.size()) fail("unterminated string");
      const auto c = static_cast<unsigned char>(t_[p_++]);
      if (c == '"') return out;
      if (c < 0x20) fail("raw control character in a string");
      if (c != '\\') {
        out += char(c);
        continue;
      }
      if (p_ >= t_.size()) fail("unterminated escape");
      const char e = t_[p_++];
      switch (e) {
        case '"':
          out += '"';
          break;
        case '\\':
          out += '\\';
          break;
        case '/':
          out += '/';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          if (p_ + 4 > t_.size()) fail("short \\u escape");
          char* end = nullptr;
          const std::string hex = t_.substr(p_, 4);
          const unsigned long cp = std::strtoul(hex.c_str(), &end, 16);
          if (end != hex.c_str() + 4) fail("bad \\u escape");
          p_ += 4;
          put_utf8(out, uint32_t(cp));
          break;
        }
        default:
          fail("unknown escape");
      }
    }
  }

  const std::string& t_;
  size_t p_ = 0;
};

}  // namespace

const Json& Json::operator[](const std::string& key) const {
  for (size_t i = 0; i < keys.size(); ++i)
    if (keys[i] == key) return items[i];
  throw std::runtime_error("JSON: no member '" + key + "'");
}

const Json& Json::operator[](size_t i) const {
  if (i >= items.size()) throw std::runtime_error("JSON: index out of range");
  return items[i];
}

bool Json::has(const std::string& key) const {
  for (const auto& k : keys)
    if (k == key) return true;
  return false;
}

Json parse_json(const std::string& text) {
  return Parser(text).document();
}

}  // namespace unpod::test

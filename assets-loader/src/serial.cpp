#include "unpod/assets/serial.h"

namespace unpod::assets {

namespace {
char lower(char c) {
  return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}
}  // namespace

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (lower(a[i]) != lower(b[i])) return false;
  return true;
}

bool is_neant(std::string_view name) {
  return name.empty() || iequals(name, "NEANT");
}

std::string SectionPath::to_string() const {
  std::string s;
  for (size_t i = 0; i < depth_ && i < kMaxDepth; ++i) {
    if (!s.empty()) s += '/';
    s += frames_[i].name;
    if (frames_[i].index >= 0) s += ' ' + std::to_string(frames_[i].index);
  }
  if (depth_ > kMaxDepth) s += "/...";
  return s;
}

void Reader::fail_at(size_t pos, const std::string& message) const {
  throw FormatError(LoadError{file_, path_.to_string(), file_offset(pos), message});
}

void Reader::fail_short(size_t n) const {
  fail("needs " + std::to_string(n) + " bytes but only " + std::to_string(remaining()) +
       " are left (truncated file?)");
}

void Reader::fixed_text(std::string& s, size_t size) {
  const uint8_t* p = take(size);
  size_t n = 0;
  while (n < size && p[n] != 0) ++n;
  s.assign(reinterpret_cast<const char*>(p), n);
}

uint32_t Reader::count(size_t min_item_bytes, uint32_t limit) {
  const size_t at = pos_;
  uint32_t n;
  u32(n);
  if (n > limit)
    fail_at(at, "count " + std::to_string(n) + " exceeds the format's limit of " +
                    std::to_string(limit));
  if (min_item_bytes > 0 && uint64_t(n) * min_item_bytes > remaining())
    fail_at(at, "count " + std::to_string(n) + " needs at least " +
                    std::to_string(uint64_t(n) * min_item_bytes) + " bytes but only " +
                    std::to_string(remaining()) + " are left");
  return n;
}

void Reader::expect_room(uint64_t items, size_t min_item_bytes) {
  if (items * min_item_bytes > remaining())
    fail(std::to_string(items) + " items need at least " + std::to_string(items * min_item_bytes) +
         " bytes but only " + std::to_string(remaining()) + " are left");
}

void Writer::fail(const std::string& message) const {
  throw FormatError(LoadError{"(writer)", path_.to_string(), out_.size(), message});
}

void Writer::pstr(const std::string& s) {
  if (s.size() > 255) fail("string of " + std::to_string(s.size()) + " bytes exceeds 255");
  out_.push_back(static_cast<uint8_t>(s.size()));
  for (size_t i = 0; i < s.size(); ++i)
    out_.push_back(static_cast<uint8_t>(s[i]) ^ uint8_t(0xFF - i));
}

void Writer::fixed_text(const std::string& s, size_t size) {
  if (s.size() >= size)
    fail("text \"" + s + "\" does not fit in " + std::to_string(size) + " bytes with its NUL");
  out_.insert(out_.end(), s.begin(), s.end());
  out_.insert(out_.end(), size - s.size(), 0);
}

}  // namespace unpod::assets

// Symmetric serialisation: each format structure is described once, as a function template
// `template <class IO> void serialize(IO& io, T& value)`, and that one description both reads
// (Reader) and writes (Writer). Reading checks every count against the bytes left, so no input
// can make a loader allocate without bound or read past the end, and every error names the
// file, the section path and the byte offset on disk.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "unpod/assets/error.h"
#include "unpod/assets/pbdf.h"
#include "unpod/assets/types.h"

namespace unpod::assets {

// The per-field readers run millions of times per circuit; GCC does not inline them on its own.
#define UNPOD_HOT_INLINE [[gnu::always_inline]] inline

// Which variant of a format is being read or written (docs/pod-formats.md §9).
struct Flavour {
  int version = 4;   // 3 = .BL3/.BV3 (palettised), 4 = .BL4/.BV4 (RGB565)
  uint32_t key = 0;  // PBDF key: 0x5CA8 and 0xD13F shuffle face indices (§4.3)
  bool palettised() const { return version == 3; }
  bool special_face_order() const { return is_special_key(key); }
  bool operator==(const Flavour&) const = default;
};

// True when `name` is the "nothing" marker of a named section: NEANT in any case, or empty.
bool is_neant(std::string_view name);
// ASCII case-insensitive equality of raw 8-bit strings.
bool iequals(std::string_view a, std::string_view b);

// A "named section" (§0.3): the name, and the content unless the name is NEANT.
template <class T>
struct Named {
  std::string name = "NEANT";
  std::optional<T> value;
  bool operator==(const Named&) const = default;
};

// Section path kept without allocation while reading; formatted only for an error. A fixed
// array, not a vector: a scope is opened per item (every face, every vertex normal), so push
// and pop must inline to a store and an increment. Frames deeper than kMaxDepth are counted but
// not named.
class SectionPath {
 public:
  struct Frame {
    const char* name;
    int64_t index;  // -1: none
  };
  static constexpr size_t kMaxDepth = 32;
  void push(const char* name, int64_t index = -1) {
    if (depth_ < kMaxDepth) frames_[depth_] = {name, index};
    ++depth_;
  }
  void pop() { --depth_; }
  std::string to_string() const;

 private:
  std::array<Frame, kMaxDepth> frames_{};
  size_t depth_ = 0;
};

// Common part of Reader and Writer: the section path and its RAII scope.
class SerialBase {
 public:
  class Scope {
   public:
    Scope(SerialBase& io, const char* name, int64_t index = -1) : io_(io) {
      io_.path_.push(name, index);
    }
    ~Scope() { io_.path_.pop(); }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    SerialBase& io_;
  };
  Scope section(const char* name, int64_t index = -1) { return Scope(*this, name, index); }
  const Flavour& flavour() const { return flavour_; }
  // The current section path ("sectors/sector 3/object"), e.g. for warnings.
  std::string section_path() const { return path_.to_string(); }
  void set_flavour(const Flavour& f) { flavour_ = f; }

 protected:
  explicit SerialBase(Flavour f) : flavour_(f) {}
  SectionPath path_;
  Flavour flavour_;
};

// Reads a byte span; positions are relative to the span's start. Throws FormatError.
class Reader : public SerialBase {
 public:
  static constexpr bool kReading = true;

  // `file` names the file in errors; `stream_base` is the position of data[0] in the decoded
  // stream and `layout` (optional) turns stream positions into on-disk offsets.
  Reader(std::span<const uint8_t> data, std::string file, Flavour flavour = {},
         uint64_t stream_base = 0, std::optional<PbdfLayout> layout = std::nullopt)
      : SerialBase(flavour),
        data_(data),
        file_(std::move(file)),
        base_(stream_base),
        layout_(layout) {}

  size_t pos() const { return pos_; }
  size_t size() const { return data_.size(); }
  size_t remaining() const { return data_.size() - pos_; }
  void seek(size_t pos) {
    if (pos > data_.size()) fail("seek to " + std::to_string(pos) + " past the end");
    pos_ = pos;
  }
  // On-disk offset of a position in this span.
  uint64_t file_offset(size_t pos) const {
    const uint64_t d = base_ + pos;
    return layout_ ? layout_->to_encoded(d) : d;
  }
  const std::string& file() const { return file_; }

  [[noreturn]] void fail(const std::string& message) const { fail_at(pos_, message); }
  [[noreturn]] void fail_at(size_t pos, const std::string& message) const;

  UNPOD_HOT_INLINE void u8(uint8_t& v) { v = *take(1); }
  void i8(int8_t& v) { v = static_cast<int8_t>(*take(1)); }
  UNPOD_HOT_INLINE void u16(uint16_t& v) {
    const uint8_t* p = take(2);
    v = uint16_t(p[0] | p[1] << 8);
  }
  UNPOD_HOT_INLINE void i16(int16_t& v) {
    uint16_t u;
    u16(u);
    v = static_cast<int16_t>(u);
  }
  UNPOD_HOT_INLINE void u32(uint32_t& v) {
    const uint8_t* p = take(4);
    v = uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
  }
  UNPOD_HOT_INLINE void i32(int32_t& v) {
    uint32_t u;
    u32(u);
    v = static_cast<int32_t>(u);
  }
  UNPOD_HOT_INLINE void fx(Fx& v) { i32(v); }
  // A 32-bit boolean: only the low byte is tested (§4.2).
  UNPOD_HOT_INLINE void b32(bool& v) {
    uint32_t u;
    u32(u);
    v = (u & 0xFF) != 0;
  }
  UNPOD_HOT_INLINE void vec3(Vec3& v) {
    fx(v.x);
    fx(v.y);
    fx(v.z);
  }
  void mat3(Mat3& m) {
    for (auto& r : m.v) vec3(r);
  }
  void bytes(uint8_t* out, size_t n) {
    if (n) std::memcpy(out, take(n), n);
  }
  void bytes(std::vector<uint8_t>& v, size_t n) {
    need(n);
    v.assign(data_.begin() + pos_, data_.begin() + pos_ + n);
    pos_ += n;
  }
  // Encoded string (§3.6): a length byte, then characters XORed with 0xFF - i. Inline: every
  // face has one (its material).
  UNPOD_HOT_INLINE void pstr(std::string& s) {
    uint8_t n;
    u8(n);
    const uint8_t* p = take(n);
    s.resize(n);
    char* out = s.data();
    for (size_t i = 0; i < n; ++i) out[i] = static_cast<char>(p[i] ^ uint8_t(0xFF - i));
  }
  // Plain NUL-padded text of a fixed size (name32 and the .BIN lists).
  void fixed_text(std::string& s, size_t size);
  // A u32 count whose items take at least `min_item_bytes` each; checked against the bytes
  // left. `limit` caps it further where the format has a known maximum.
  uint32_t count(size_t min_item_bytes, uint32_t limit = UINT32_MAX);
  // A count known from elsewhere (e.g. the sector count): still checked against the bytes left.
  void expect_room(uint64_t items, size_t min_item_bytes);
  // Reads a named section's name; true when content follows.
  bool named(std::string& name) {
    pstr(name);
    return !is_neant(name);
  }

  // u32 count + items. `each(io, item)` serialises one item.
  template <class T, class F>
  void list(std::vector<T>& v, size_t min_item_bytes, F&& each, const char* item_name = "item") {
    const uint32_t n = count(min_item_bytes);
    items(v, n, each, item_name);
  }
  // `n` items whose count was read elsewhere.
  template <class T, class F>
  void items(std::vector<T>& v, size_t n, F&& each, const char* item_name = "item") {
    v.clear();
    v.resize(n);
    for (size_t i = 0; i < n; ++i) {
      auto s = section(item_name, int64_t(i));
      each(*this, v[i]);
    }
  }

  template <class T, class F>
  void named_section(Named<T>& n, F&& each) {
    if (named(n.name)) {
      n.value.emplace();
      each(*this, *n.value);
    } else {
      n.value.reset();
    }
  }

 private:
  // The failure is out of line so that need(), take() and the readers built on them inline.
  UNPOD_HOT_INLINE void need(size_t n) const {
    if (n > remaining()) [[unlikely]]
      fail_short(n);
  }
  [[noreturn]] void fail_short(size_t n) const;
  UNPOD_HOT_INLINE const uint8_t* take(size_t n) {
    need(n);
    const uint8_t* p = data_.data() + pos_;
    pos_ += n;
    return p;
  }

  std::span<const uint8_t> data_;
  size_t pos_ = 0;
  std::string file_;
  uint64_t base_ = 0;
  std::optional<PbdfLayout> layout_;
};

// Appends to a byte vector; the same calls as Reader, taking values by reference.
class Writer : public SerialBase {
 public:
  static constexpr bool kReading = false;
  explicit Writer(Flavour flavour = {}) : SerialBase(flavour) {}

  size_t pos() const { return out_.size(); }
  std::vector<uint8_t>& bytes_out() { return out_; }
  std::vector<uint8_t> take() { return std::move(out_); }
  // Writing never fails on data it was given, except where a value cannot be represented.
  [[noreturn]] void fail(const std::string& message) const;

  void u8(const uint8_t& v) { out_.push_back(v); }
  void i8(const int8_t& v) { out_.push_back(static_cast<uint8_t>(v)); }
  void u16(const uint16_t& v) {
    out_.push_back(uint8_t(v));
    out_.push_back(uint8_t(v >> 8));
  }
  void i16(const int16_t& v) { u16(static_cast<uint16_t>(v)); }
  void u32(const uint32_t& v) {
    out_.push_back(uint8_t(v));
    out_.push_back(uint8_t(v >> 8));
    out_.push_back(uint8_t(v >> 16));
    out_.push_back(uint8_t(v >> 24));
  }
  void i32(const int32_t& v) { u32(static_cast<uint32_t>(v)); }
  void fx(const Fx& v) { i32(v); }
  void b32(const bool& v) { u32(v ? 1u : 0u); }
  void vec3(const Vec3& v) {
    fx(v.x);
    fx(v.y);
    fx(v.z);
  }
  void mat3(const Mat3& m) {
    for (const auto& r : m.v) vec3(r);
  }
  void bytes(const uint8_t* in, size_t n) { out_.insert(out_.end(), in, in + n); }
  void bytes(const std::vector<uint8_t>& v, size_t n) {
    if (v.size() != n)
      fail("holds " + std::to_string(v.size()) + " bytes where " + std::to_string(n) +
           " are required");
    bytes(v.data(), n);
  }
  void pstr(const std::string& s);
  void fixed_text(const std::string& s, size_t size);
  void write_count(size_t n) {
    if (n > UINT32_MAX) fail("count too large");
    u32(static_cast<uint32_t>(n));
  }
  void expect_room(uint64_t, size_t) {}
  bool named(const std::string& name) {
    pstr(name);
    return !is_neant(name);
  }

  template <class T, class F>
  void list(std::vector<T>& v, size_t /*min_item_bytes*/, F&& each,
            const char* item_name = "item") {
    write_count(v.size());
    items(v, v.size(), each, item_name);
  }
  template <class T, class F>
  void items(std::vector<T>& v, size_t n, F&& each, const char* item_name = "item") {
    if (v.size() != n)
      fail("has " + std::to_string(v.size()) + " " + item_name + "s where " + std::to_string(n) +
           " are required");
    for (size_t i = 0; i < n; ++i) {
      auto s = section(item_name, int64_t(i));
      each(*this, v[i]);
    }
  }
  template <class T, class F>
  void named_section(Named<T>& n, F&& each) {
    if (!n.value) {
      pstr(is_neant(n.name) ? n.name : std::string("NEANT"));
      return;
    }
    if (is_neant(n.name)) fail("a present named section needs a name other than NEANT");
    pstr(n.name);
    each(*this, *n.value);
  }

 private:
  std::vector<uint8_t> out_;
};

// Reads a count into `n` (Reader) or writes `n` (Writer) — for counts that are not directly a
// vector's size. For readers, checked against the bytes left with `min_item_bytes` per item.
inline void serialize_count(Reader& io, uint32_t& n, size_t min_item_bytes) {
  n = io.count(min_item_bytes);
}
inline void serialize_count(Writer& io, uint32_t& n, size_t) {
  io.u32(n);
}

}  // namespace unpod::assets

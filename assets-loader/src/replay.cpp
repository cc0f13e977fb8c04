// The replay file: a 20-byte header, then the body compressed with zlib (docs/REPLAY-FORMAT.md).
#include "unpod/assets/replay.h"

#include <zlib.h>

#include <cstring>

#include "unpod/assets/file_io.h"

namespace unpod::assets {
namespace {

constexpr char kReplayMagic[8] = {'U', 'N', 'P', 'O', 'D', 'R', 'P', 'L'};
constexpr size_t kHeaderSize = 20;  // magic, version u16, flags u16, body size u32, body CRC u32
constexpr uint16_t kFlagWallsPushBack = 1;    // DEVIATION 12's switch
constexpr uint16_t kFlagLongLengths = 2;      // DEVIATION 14's switch
constexpr uint16_t kFlagTimeTrial = 4;        // the race rules' time trial (DAT_0061d5b8 & 4)
constexpr uint16_t kFlagNetwork = 8;          // a network race (DAT_0061d5b4 & 4)
constexpr uint16_t kFlagHumanPathOrder = 16;  // DEVIATION 8's switch (version 2 on)
constexpr uint16_t kFlagUntilAllFinish = 32;  // the tools' race to the last finish (version 2 on)
constexpr uint16_t kKnownFlags = kFlagWallsPushBack | kFlagLongLengths | kFlagTimeTrial |
                                 kFlagNetwork | kFlagHumanPathOrder | kFlagUntilAllFinish;
constexpr uint32_t kMaxText = 255;

// The body's writer: little-endian words, LEB128 varints, length-prefixed text.
class BodyWriter {
 public:
  void u8(uint8_t v) { out_.push_back(v); }
  void u16(uint16_t v) {
    u8(uint8_t(v));
    u8(uint8_t(v >> 8));
  }
  void u32(uint32_t v) {
    for (int b = 0; b < 4; ++b) u8(uint8_t(v >> (8 * b)));
  }
  void i32(int32_t v) { u32(uint32_t(v)); }
  void u64(uint64_t v) {
    u32(uint32_t(v));
    u32(uint32_t(v >> 32));
  }
  void var(uint32_t v) {
    while (v >= 0x80) {
      u8(uint8_t(v | 0x80));
      v >>= 7;
    }
    u8(uint8_t(v));
  }
  void text(const std::string& s) {
    const size_t n = std::min<size_t>(s.size(), kMaxText);
    u8(uint8_t(n));
    out_.insert(out_.end(), s.begin(), s.begin() + std::ptrdiff_t(n));
  }
  std::vector<uint8_t>& bytes() { return out_; }

 private:
  std::vector<uint8_t> out_;
};

// The body's reader: every read checked against the bytes left, every error naming the
// section being read and the offset in the uncompressed body.
class BodyReader {
 public:
  BodyReader(std::span<const uint8_t> data, const std::string& file) : data_(data), file_(file) {}
  void section(std::string s) { section_ = "body (uncompressed)/" + std::move(s); }
  [[noreturn]] void fail(const std::string& message) const {
    throw FormatError(LoadError{file_, section_, pos_, message});
  }
  uint8_t u8() {
    if (pos_ >= data_.size()) fail("the body ends early");
    return data_[pos_++];
  }
  uint16_t u16() {
    const uint16_t lo = u8();
    return uint16_t(lo | u8() << 8);
  }
  uint32_t u32() {
    uint32_t v = 0;
    for (int b = 0; b < 4; ++b) v |= uint32_t(u8()) << (8 * b);
    return v;
  }
  int32_t i32() { return int32_t(u32()); }
  uint64_t u64() {
    const uint64_t lo = u32();
    return lo | uint64_t(u32()) << 32;
  }
  uint32_t var() {
    uint32_t v = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      const uint8_t b = u8();
      v |= uint32_t(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
    fail("a number longer than 5 bytes");
  }
  std::string text() {
    const size_t n = u8();
    if (n > data_.size() - pos_) fail("text of " + std::to_string(n) + " bytes past the end");
    std::string s(reinterpret_cast<const char*>(data_.data() + pos_), n);
    pos_ += n;
    return s;
  }
  // A count of items of at least `min_bytes` each, which the bytes left must be able to hold.
  uint32_t count(size_t min_bytes, uint32_t limit, const char* what) {
    const size_t at = pos_;
    const uint32_t n = var();
    if (n > limit) {
      pos_ = at;
      fail(std::string(what) + " count " + std::to_string(n) + " above the limit of " +
           std::to_string(limit));
    }
    if (uint64_t(n) * min_bytes > data_.size() - pos_) {
      pos_ = at;
      fail(std::string(what) + " count " + std::to_string(n) + " needs more bytes than are left");
    }
    return n;
  }
  bool boolean() {
    const uint8_t b = u8();
    if (b > 1) fail("a flag of " + std::to_string(b) + " (0 or 1)");
    return b == 1;
  }
  size_t left() const { return data_.size() - pos_; }

 private:
  std::span<const uint8_t> data_;
  const std::string& file_;
  std::string section_ = "body (uncompressed)";
  size_t pos_ = 0;
};

void put_input(BodyWriter& w, const ReplayInput& in) {
  w.u16(in.keys);
  w.i32(in.x);
  w.i32(in.y);
  w.u32(in.buttons);
}

ReplayInput get_input(BodyReader& r) {
  ReplayInput in;
  in.keys = r.u16();
  in.x = r.i32();
  in.y = r.i32();
  in.buttons = r.u32();
  return in;
}

std::vector<uint8_t> encode_body(const Replay& p) {
  BodyWriter w;
  w.text(p.circuit);
  w.u32(p.circuit_crc);
  for (int32_t v : {p.direction, p.difficulty, p.laps, p.humans, p.computers, p.view_step})
    w.i32(v);
  w.u8(p.damage ? 1 : 0);
  w.i32(p.damage_mode);
  w.var(uint32_t(p.racers.size()));
  for (const ReplayRacer& r : p.racers) {
    w.text(r.driver);
    w.text(r.car);
    w.u32(r.car_crc);
    w.u8(r.human ? 1 : 0);
    w.i32(r.lane);
    w.var(uint32_t(r.attacks.size()));
    for (const Attack& a : r.attacks) {
      w.i32(a.type);
      w.i32(a.situation);
      w.i32(a.chance);
    }
  }
  w.var(uint32_t(p.devices.size()));
  for (const ReplayDevice& d : p.devices) {
    for (int32_t v : {d.x_travel, d.x_centre, d.x_low, d.x_high, d.y_low, d.y_high}) w.i32(v);
    w.u8(d.kind);
    w.u8(d.buttons);
  }
  // Frames: the first reading, then differences; an input only when it changed (flag byte).
  w.var(uint32_t(p.frames.size()));
  uint32_t last_ms = 0;
  std::vector<ReplayInput> last(p.devices.size());
  for (size_t f = 0; f < p.frames.size(); ++f) {
    const ReplayFrame& fr = p.frames[f];
    w.var(f == 0 ? fr.ms : fr.ms - last_ms);
    last_ms = fr.ms;
    for (size_t h = 0; h < last.size(); ++h) {
      const ReplayInput in = h < fr.inputs.size() ? fr.inputs[h] : ReplayInput{};
      const bool changed = f == 0 || !(in == last[h]);
      w.u8(changed ? 1 : 0);
      if (changed) put_input(w, in);
      last[h] = in;
    }
  }
  w.var(uint32_t(p.step_hashes.size()));
  for (uint32_t h : p.step_hashes) w.u32(h);
  w.var(p.checkpoint_every);
  w.var(uint32_t(p.checkpoints.size()));
  for (const ReplayCheckpoint& c : p.checkpoints) {
    w.var(c.step);
    w.var(uint32_t(c.parts.size()));
    for (uint16_t v : c.parts) w.u16(v);
  }
  w.u64(p.final_hash);
  return std::move(w.bytes());
}

Replay decode_body(std::span<const uint8_t> body, const std::string& file) {
  BodyReader r(body, file);
  Replay p;
  r.section("setup");
  p.circuit = r.text();
  p.circuit_crc = r.u32();
  p.direction = r.i32();
  p.difficulty = r.i32();
  p.laps = r.i32();
  p.humans = r.i32();
  p.computers = r.i32();
  p.view_step = r.i32();
  p.damage = r.boolean();
  p.damage_mode = r.i32();
  if (p.direction < 0 || p.direction > 1) r.fail("direction " + std::to_string(p.direction));
  if (p.difficulty < 0 || p.difficulty > 2) r.fail("difficulty " + std::to_string(p.difficulty));
  if (p.humans < 0 || uint32_t(p.humans) > kReplayMaxHumans || p.computers < 0 ||
      uint32_t(p.humans + p.computers) > kReplayMaxRacers)
    r.fail(std::to_string(p.humans) + " humans and " + std::to_string(p.computers) +
           " computer drivers");
  r.section("racers");
  const uint32_t racers = r.count(9, kReplayMaxRacers, "racer");
  if (racers != uint32_t(p.humans + p.computers))
    r.fail(std::to_string(racers) + " racers for " + std::to_string(p.humans + p.computers));
  for (uint32_t i = 0; i < racers; ++i) {
    r.section("racers/racer " + std::to_string(i));
    ReplayRacer x;
    x.driver = r.text();
    x.car = r.text();
    x.car_crc = r.u32();
    x.human = r.boolean();
    if (x.human != (int32_t(i) < p.humans)) r.fail("the humans must come first");
    x.lane = r.i32();
    const uint32_t attacks = r.count(12, 1000, "attack");
    for (uint32_t a = 0; a < attacks; ++a) {
      Attack at;
      at.type = r.i32();
      at.situation = r.i32();
      at.chance = r.i32();
      x.attacks.push_back(at);
    }
    p.racers.push_back(std::move(x));
  }
  r.section("devices");
  const uint32_t devices = r.count(26, kReplayMaxHumans, "device");
  if (devices != uint32_t(p.humans))
    r.fail(std::to_string(devices) + " devices for " + std::to_string(p.humans) + " humans");
  for (uint32_t i = 0; i < devices; ++i) {
    ReplayDevice d;
    d.x_travel = r.i32();
    d.x_centre = r.i32();
    d.x_low = r.i32();
    d.x_high = r.i32();
    d.y_low = r.i32();
    d.y_high = r.i32();
    d.kind = r.u8();
    d.buttons = r.u8();
    p.devices.push_back(d);
  }
  r.section("frames");
  const uint32_t frames = r.count(1 + devices, UINT32_MAX, "frame");
  p.frames.reserve(frames);
  std::vector<ReplayInput> last(devices);
  uint32_t ms = 0;
  for (uint32_t f = 0; f < frames; ++f) {
    ReplayFrame fr;
    const uint32_t d = r.var();
    ms = f == 0 ? d : ms + d;
    fr.ms = ms;
    for (uint32_t h = 0; h < devices; ++h) {
      if (r.boolean()) {
        last[h] = get_input(r);
      } else if (f == 0) {
        r.section("frames/frame 0");
        r.fail("the first frame must give every input");
      }
      fr.inputs.push_back(last[h]);
    }
    p.frames.push_back(std::move(fr));
  }
  r.section("step hashes");
  const uint32_t steps = r.count(4, UINT32_MAX, "step hash");
  p.step_hashes.resize(steps);
  for (uint32_t& h : p.step_hashes) h = r.u32();
  r.section("checkpoints");
  p.checkpoint_every = r.var();
  if (p.checkpoint_every == 0) r.fail("checkpoints every 0 steps");
  const uint32_t checks = r.count(2, UINT32_MAX, "checkpoint");
  for (uint32_t c = 0; c < checks; ++c) {
    r.section("checkpoints/checkpoint " + std::to_string(c));
    ReplayCheckpoint k;
    k.step = r.var();
    const uint32_t parts = r.count(2, 100000, "part");
    for (uint32_t i = 0; i < parts; ++i) k.parts.push_back(r.u16());
    p.checkpoints.push_back(std::move(k));
  }
  r.section("final hash");
  p.final_hash = r.u64();
  if (r.left() != 0) r.fail(std::to_string(r.left()) + " bytes after the final hash");
  return p;
}

void put_le16(std::vector<uint8_t>& out, uint16_t v) {
  out.push_back(uint8_t(v));
  out.push_back(uint8_t(v >> 8));
}
void put_le32(std::vector<uint8_t>& out, uint32_t v) {
  for (int b = 0; b < 4; ++b) out.push_back(uint8_t(v >> (8 * b)));
}
uint32_t le32(const uint8_t* p) {
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

}  // namespace

uint32_t crc32_of(std::span<const uint8_t> bytes) {
  uLong crc = crc32(0L, Z_NULL, 0);
  size_t at = 0;
  while (at < bytes.size()) {  // zlib takes at most a uInt at a time
    const uInt n = uInt(std::min<size_t>(bytes.size() - at, 1u << 30));
    crc = crc32(crc, bytes.data() + at, n);
    at += n;
  }
  return uint32_t(crc);
}

std::vector<uint8_t> encode_replay(const Replay& replay) {
  const std::vector<uint8_t> body = encode_body(replay);
  uLongf packed_size = compressBound(uLong(body.size()));
  std::vector<uint8_t> packed(packed_size);
  if (compress2(packed.data(), &packed_size, body.data(), uLong(body.size()), 9) != Z_OK)
    packed_size = 0;  // unreachable: the buffer is compressBound's size
  packed.resize(packed_size);
  std::vector<uint8_t> out(kReplayMagic, kReplayMagic + sizeof kReplayMagic);
  put_le16(out, kReplayVersion);
  put_le16(out,
           uint16_t((replay.walls_push_back ? kFlagWallsPushBack : 0) |
                    (replay.long_lengths ? kFlagLongLengths : 0) |
                    (replay.time_trial ? kFlagTimeTrial : 0) | (replay.network ? kFlagNetwork : 0) |
                    (replay.human_path_order ? kFlagHumanPathOrder : 0) |
                    (replay.until_all_finish ? kFlagUntilAllFinish : 0)));
  put_le32(out, uint32_t(body.size()));
  put_le32(out, crc32_of(body));
  out.insert(out.end(), packed.begin(), packed.end());
  return out;
}

Result<Replay> decode_replay(std::span<const uint8_t> bytes, const std::string& file) {
  return catch_format_error([&]() -> Replay {
    auto fail = [&](uint64_t at, const std::string& message) -> Replay {
      throw FormatError(LoadError{file, "header", at, message});
    };
    if (bytes.size() < kHeaderSize)
      return fail(0, "a replay starts with a 20-byte header; the file has " +
                         std::to_string(bytes.size()) + " bytes");
    if (std::memcmp(bytes.data(), kReplayMagic, sizeof kReplayMagic) != 0)
      return fail(0, "not an Un-POD replay (no UNPODRPL)");
    const uint16_t version = uint16_t(bytes[8] | bytes[9] << 8);
    if (version != 1 && version != kReplayVersion)
      return fail(8, "replay version " + std::to_string(version) +
                         "; this build reads versions 1 " + "and " +
                         std::to_string(kReplayVersion));
    const uint16_t flags = uint16_t(bytes[10] | bytes[11] << 8);
    const uint16_t known = version == 1
                               ? uint16_t(kKnownFlags & ~kFlagHumanPathOrder & ~kFlagUntilAllFinish)
                               : kKnownFlags;
    if ((flags & ~known) != 0)
      return fail(10, "unknown replay flags " + std::to_string(flags) + " (version " +
                          std::to_string(version) + " knows bits 0 to " +
                          std::to_string(version == 1 ? 3 : 5) + ")");
    const uint32_t size = le32(bytes.data() + 12), crc = le32(bytes.data() + 16);
    if (size > kReplayMaxBody)
      return fail(12, "a body of " + std::to_string(size) + " bytes, above the limit of " +
                          std::to_string(kReplayMaxBody));
    // zlib packs at most about 1032:1: a larger claim is not this file's body.
    const uint64_t packed = bytes.size() - kHeaderSize;
    if (size > packed * 1032 + 64)
      return fail(12, "a body of " + std::to_string(size) + " bytes cannot come from " +
                          std::to_string(packed) + " compressed bytes");
    std::vector<uint8_t> body(size);
    uLongf out_size = size;
    const int z = uncompress(body.data(), &out_size, bytes.data() + kHeaderSize,
                             uLong(bytes.size() - kHeaderSize));
    if (z != Z_OK || out_size != size)
      return fail(kHeaderSize, "the compressed body does not inflate to " + std::to_string(size) +
                                   " bytes (zlib " + std::to_string(z) + ")");
    if (crc32_of(body) != crc) return fail(16, "the body's CRC-32 does not match the header's");
    Replay replay = decode_body(body, file);
    replay.walls_push_back = (flags & kFlagWallsPushBack) != 0;
    replay.long_lengths = (flags & kFlagLongLengths) != 0;
    replay.time_trial = (flags & kFlagTimeTrial) != 0;
    replay.network = (flags & kFlagNetwork) != 0;
    // Version 1 knew only DEVIATION 8's path-value order for humans.
    replay.human_path_order = version == 1 || (flags & kFlagHumanPathOrder) != 0;
    replay.until_all_finish = (flags & kFlagUntilAllFinish) != 0;
    return replay;
  });
}

Result<Replay> read_replay(const std::filesystem::path& path) {
  auto bytes = read_file(path);
  if (!bytes) return bytes.error();
  return decode_replay(*bytes, path.string());
}

std::string write_replay(const std::filesystem::path& path, const Replay& replay) {
  return write_file_atomic(path, encode_replay(replay));
}

}  // namespace unpod::assets

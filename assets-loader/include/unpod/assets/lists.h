// The installed circuit and car lists: CIRCUITS.BIN (docs/pod-formats.md §8.1) and
// VOITURES.BIN / VOITURE2.BIN / VOIRESET.BIN (§8.2). A plain u32 count, then fixed-size records
// whose every byte is XORed with one constant.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "unpod/assets/error.h"

namespace unpod::assets {

inline constexpr size_t kCircuitRecordSize = 140;
inline constexpr uint8_t kCircuitListXor = 0x50;
inline constexpr size_t kCarRecordSize = 128;
inline constexpr uint8_t kCarListXor = 0x68;

// One CIRCUITS.BIN record (§8.1); text fields are NUL-padded plain text.
struct CircuitListEntry {
  std::string name;          // 0x00, 20 bytes: base file name (<= 19 chars)
  std::string display_name;  // 0x14, 64 bytes: menu text
  std::string image1;        // 0x54, 13 bytes: 8.3 file name
  std::string image2;        // 0x61, 13 bytes
  std::string image3;        // 0x6E, 14 bytes
  uint8_t flags = 0;         // 0x7C: bit 0 available, bit 1 mirror available
  uint8_t version = 0;       // 0x7D
  uint8_t id = 0;            // 0x7E
  uint8_t reserved_7f = 0;   // 0x7F, 0 in practice
  int32_t length = 0;        // 0x80: track length in metres (display)
  uint8_t laps = 0;          // 0x84: laps per race, read by the race code
  uint8_t level = 0;         // 0x85
  uint16_t reserved_86 = 0;  // 0x86, 0 in practice
  uint32_t runtime = 0;      // 0x88, runtime; 0 in files
  bool operator==(const CircuitListEntry&) const = default;

  bool available() const { return (flags & 1) != 0; }
  bool mirror() const { return (flags & 2) != 0; }
};

// One car list record (§8.2).
struct CarListEntry {
  std::string display_name;  // 64 bytes
  std::string name;          // 20 bytes: base file name
  std::string image1;        // 13 bytes
  std::string image2;        // 13 bytes
  std::string image3;        // 14 bytes
  uint32_t runtime = 0;      // runtime; 0 in files
  bool operator==(const CarListEntry&) const = default;
};

// `name` names the file in errors. The count is checked against the bytes left; bytes after the
// last record are ignored.
Result<std::vector<CircuitListEntry>> read_circuit_list(std::span<const uint8_t> file,
                                                        const std::string& name);
// Text longer than its field is cut to the field (a field may be full, without a NUL).
std::vector<uint8_t> write_circuit_list(const std::vector<CircuitListEntry>& entries);

Result<std::vector<CarListEntry>> read_car_list(std::span<const uint8_t> file,
                                                const std::string& name);
std::vector<uint8_t> write_car_list(const std::vector<CarListEntry>& entries);

}  // namespace unpod::assets

// .BMD "message dictionary" files (docs/pod-formats.md §8.3): PBDF (key 0xEA1E, block 0x200)
// whose body starts with three counts and the text bytes. The text's inner layout is [U], so the
// bytes are kept as stored.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "unpod/assets/error.h"
#include "unpod/assets/pbdf.h"

namespace unpod::assets {

inline constexpr uint32_t kMessagesBlockSize = 0x200;

struct Messages {
  uint32_t type_count = 0;
  uint32_t text_count = 0;
  std::vector<uint8_t> text;  // text_bytes bytes, as stored [U]
  // The container, kept so the file is written back the same way.
  uint32_t key = kMessagesKey;
  uint32_t block_size = kMessagesBlockSize;
  std::vector<uint32_t> slot_positions;  // body-relative; the offset count is [U]
  bool operator==(const Messages&) const = default;
};

Result<Messages> read_messages(std::span<const uint8_t> file, const std::string& name);
Result<std::vector<uint8_t>> write_messages(const Messages& messages);

}  // namespace unpod::assets

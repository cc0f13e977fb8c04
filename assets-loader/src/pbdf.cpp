// PBDF container: key recovery, block size detection, the two coders, decode and encode
// (docs/pod-formats.md §3; the known-wrong readers of §3.9 are not followed).
#include "unpod/assets/pbdf.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "le.h"

namespace unpod::assets {
namespace {

LoadError pbdf_error(std::string_view name, std::string section, uint64_t offset,
                     std::string message) {
  return LoadError{std::string(name), std::move(section), offset, std::move(message)};
}

std::string hex_word(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llX", static_cast<unsigned long long>(v));
  return buf;
}

// The key word of §3.5 step 1, chosen by bits 16-17 of the previous encoded word.
inline uint32_t special_key_word(uint32_t prev) {
  switch ((prev >> 16) & 3) {
    case 0:
      return prev - 0x50A4A89Du;
    case 1:
      return 0x3AF70BC4u - prev;
    case 2:
      return (prev + 0x07091971u) << 1;
    default:
      return (0x11E67319u - prev) << 1;
  }
}

// §3.5 step 2, chosen by bits 0-1 of the previous encoded word.
inline uint32_t special_transform(uint32_t in, uint32_t k, uint32_t prev) {
  switch (prev & 3) {
    case 0:
      return ~in ^ k;
    case 1:
      return in ^ k;
    case 2:
      return in ^ ~k;
    default:
      return in ^ k ^ 0x0000FFFFu;
  }
}

// Decodes one block's payload from `src` into `dst` and returns the sum of decoded words.
uint32_t decode_block(const uint8_t* src, uint8_t* dst, size_t words, uint32_t key, bool special) {
  uint32_t sum = 0;
  if (!special) {
    if constexpr (std::endian::native == std::endian::little) {
      // Word copies the compiler can vectorise: XOR and sum are the whole cost of a load.
      for (size_t i = 0; i < words; ++i) {
        uint32_t w;
        std::memcpy(&w, src + 4 * i, 4);
        w ^= key;
        std::memcpy(dst + 4 * i, &w, 4);
        sum += w;
      }
    } else {
      for (size_t i = 0; i < words; ++i) {
        const uint32_t w = le::load32(src + 4 * i) ^ key;
        le::store32(dst + 4 * i, w);
        sum += w;
      }
    }
    return sum;
  }
  uint32_t prev = 0;
  for (size_t i = 0; i < words; ++i) {
    const uint32_t in = le::load32(src + 4 * i);
    const uint32_t out = special_transform(in, special_key_word(prev), prev);
    le::store32(dst + 4 * i, out);
    sum += out;
    prev = in;
  }
  return sum;
}

}  // namespace

uint32_t pbdf_recover_key(std::span<const uint8_t> file) {
  if (file.size() < 4) return 0;
  return le::load32(file.data()) ^ static_cast<uint32_t>(file.size());
}

uint32_t pbdf_detect_block_size(std::span<const uint8_t> file, uint32_t key, uint32_t start_after) {
  const uint64_t length = file.size();
  uint32_t sum = 0;
  for (uint64_t p = 0; p + 4 <= length; p += 4) {
    const uint32_t w = le::load32(file.data() + p);
    // A block must hold at least one payload word besides its checksum.
    if (w == sum && p + 4 >= 8 && length % (p + 4) == 0 && p + 4 > start_after &&
        p + 4 <= UINT32_MAX)
      return static_cast<uint32_t>(p + 4);
    sum += w ^ key;
  }
  return 0;
}

void pbdf_special_code(uint32_t* words, size_t count, bool decoding) {
  uint32_t prev = 0;
  for (size_t i = 0; i < count; ++i) {
    const uint32_t in = words[i];
    const uint32_t out = special_transform(in, special_key_word(prev), prev);
    words[i] = out;
    prev = decoding ? in : out;
  }
}

Result<PbdfFile> pbdf_decode(std::span<const uint8_t> file, std::string_view name) {
  const uint64_t length = file.size();
  if (length < 8 || length % 4 != 0)
    return pbdf_error(name, "PBDF container", 0,
                      "not a PBDF file: its length " + std::to_string(length) +
                          " is not a multiple of 4 of at least 8 bytes");
  PbdfFile out;
  out.layout.key = pbdf_recover_key(file);
  const bool special = is_special_key(out.layout.key);

  // DEVIATION 3: every checksum is verified; the game takes the first candidate.
  // Try each block size candidate in turn; the first whose checksums all hold wins.
  LoadError last_failure = pbdf_error(
      name, "PBDF container", 0,
      "not a PBDF file: no block size found (recovered key " + hex_word(out.layout.key) +
          "; no word in block 0 equals the running sum of the words before it at a divisor "
          "of the file length)");
  uint32_t verified = 0;
  for (uint32_t block = pbdf_detect_block_size(file, out.layout.key); block != 0;
       block = verified ? 0 : pbdf_detect_block_size(file, out.layout.key, block)) {
    const uint64_t blocks = length / block;
    const size_t payload = block - 4;
    out.stream.resize(size_t(blocks * payload));
    verified = block;
    for (uint64_t b = 0; b < blocks; ++b) {
      const uint8_t* src = file.data() + b * block;
      const uint32_t sum = decode_block(src, out.stream.data() + b * payload, payload / 4,
                                        out.layout.key, special && b > 0);
      const uint32_t stored = le::load32(src + payload);
      if (sum != stored) {
        last_failure =
            pbdf_error(name, "PBDF block " + std::to_string(b) + " checksum", b * block + payload,
                       "checksum " + hex_word(stored) + " does not match the sum " + hex_word(sum) +
                           " of the decoded block (block size " + hex_word(block) + ", key " +
                           hex_word(out.layout.key) + ")");
        verified = 0;
        break;
      }
    }
  }
  if (!verified) return last_failure;
  out.layout.block_size = verified;

  // A tiny block size can leave fewer decoded bytes than the 8-byte header needs.
  if (out.stream.size() < 8)
    return pbdf_error(name, "PBDF header", 0,
                      "the decoded file holds " + std::to_string(out.stream.size()) +
                          " bytes; the header alone needs 8");
  out.file_size = le::load32(out.stream.data());
  const uint32_t offset_count = le::load32(out.stream.data() + 4);
  if (uint64_t(offset_count) * 4 + 8 > out.stream.size())
    return pbdf_error(name, "PBDF header", 4,
                      "offset count " + std::to_string(offset_count) + " needs " +
                          std::to_string(uint64_t(offset_count) * 4 + 8) +
                          " header bytes but the decoded file holds " +
                          std::to_string(out.stream.size()));
  out.offsets.resize(offset_count);
  for (uint32_t i = 0; i < offset_count; ++i)
    out.offsets[i] = le::load32(out.stream.data() + 8 + 4 * size_t(i));
  return out;
}

Result<std::vector<uint8_t>> pbdf_encode(std::span<const uint8_t> body,
                                         std::span<const uint32_t> slot_positions, uint32_t key,
                                         uint32_t block_size,
                                         std::span<const uint32_t> free_words) {
  const std::string name = "(PBDF writer)";
  if (block_size < 8 || block_size % 4 != 0)
    return pbdf_error(
        name, "PBDF writer", 0,
        "block size " + hex_word(block_size) + " is not a multiple of 4 of at least 8");
  const size_t payload = block_size - 4;
  const size_t header = 8 + 4 * slot_positions.size();

  // Steps 1-3: the plain stream, padded with zeros to whole blocks.
  std::vector<uint8_t> plain(header + body.size());
  if (!body.empty()) std::memcpy(plain.data() + header, body.data(), body.size());
  const size_t blocks = plain.size() == 0 ? 1 : (plain.size() + payload - 1) / payload;
  plain.resize(blocks * payload, 0);
  const uint64_t file_size = uint64_t(blocks) * block_size;
  if (file_size > UINT32_MAX)
    return pbdf_error(name, "PBDF writer", 0, "the file would exceed 4 GiB");
  // Steps 4-5: the header.
  le::store32(plain.data(), static_cast<uint32_t>(file_size));
  le::store32(plain.data() + 4, static_cast<uint32_t>(slot_positions.size()));
  const PbdfLayout layout{key, block_size};
  for (size_t i = 0; i < slot_positions.size(); ++i) {
    const uint64_t d = header + uint64_t(slot_positions[i]);
    le::store32(plain.data() + 8 + 4 * i, static_cast<uint32_t>(layout.to_encoded(d)));
  }

  std::vector<uint8_t> out(file_size);
  const bool special = is_special_key(key);
  // Step 6, then the step 7 self-check; on a false positive, change the next free word.
  for (size_t attempt = 0; attempt <= free_words.size(); ++attempt) {
    if (attempt > 0) {
      const size_t at = header + free_words[attempt - 1];
      if (at + 4 > header + body.size())
        return pbdf_error(name, "PBDF writer", at, "free word lies outside the body");
      le::store32(plain.data() + at, le::load32(plain.data() + at) + 1);
    }
    for (size_t b = 0; b < blocks; ++b) {
      const uint8_t* src = plain.data() + b * payload;
      uint8_t* dst = out.data() + b * block_size;
      uint32_t sum = 0;
      for (size_t i = 0; i < payload / 4; ++i) sum += le::load32(src + 4 * i);
      if (special && b > 0) {
        std::vector<uint32_t> words(payload / 4);
        for (size_t i = 0; i < words.size(); ++i) words[i] = le::load32(src + 4 * i);
        pbdf_special_code(words.data(), words.size(), /*decoding=*/false);
        for (size_t i = 0; i < words.size(); ++i) le::store32(dst + 4 * i, words[i]);
      } else {
        for (size_t i = 0; i < payload / 4; ++i)
          le::store32(dst + 4 * i, le::load32(src + 4 * i) ^ key);
      }
      le::store32(dst + payload, sum);
    }
    if (pbdf_recover_key(out) == key && pbdf_detect_block_size(out, key) == block_size) {
      auto back = pbdf_decode(out, name);
      if (!back)
        return pbdf_error(name, "PBDF writer self-check", back.error().offset,
                          back.error().message);
      if (back->layout.block_size != block_size ||
          !std::equal(back->stream.begin(), back->stream.end(), plain.begin(), plain.end()))
        return pbdf_error(name, "PBDF writer self-check", 0,
                          "the written file does not decode to the bytes written");
      return out;
    }
  }
  return pbdf_error(name, "PBDF writer self-check", 0,
                    "block size detection stops early on a false positive and no free word "
                    "is left to change");
}

}  // namespace unpod::assets

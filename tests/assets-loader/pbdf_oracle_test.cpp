// PBDF against an oracle from outside this project: files encrypted by a coder implemented
// apart from assets-loader, from pod-formats.md alone, with their whole decoded streams
// (data/pbdf/README.md). A mistake made the same way in our reader and our writer would pass a
// round trip; it cannot pass these.
#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "unpod/assets/pbdf.h"

using namespace unpod::assets;

namespace {

std::vector<uint8_t> oracle_bytes(const std::string& name) {
  const std::filesystem::path path = std::filesystem::path(UNPOD_PBDF_ORACLE) / name;
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  REQUIRE(!bytes.empty());
  return bytes;
}

uint32_t word_at(const std::vector<uint8_t>& bytes, size_t at) {
  uint32_t w = 0;
  std::memcpy(&w, bytes.data() + at, 4);  // little-endian, as the files and this host
  return w;
}

struct Known {
  const char* name;
  uint32_t key;
  uint32_t block;
  size_t size;
};

// The README's table.
constexpr Known kKnown[] = {{"kat_0f7e_200", 0x0f7e, 0x200, 1536},
                            {"kat_5ca8_200", 0x5ca8, 0x200, 1536},
                            {"kat_d13f_400", 0xd13f, 0x400, 3072},
                            {"kat_5ca8_4000", 0x5ca8, 0x4000, 49152}};

}  // namespace

TEST_CASE("PBDF: each oracle file decodes to its decoded stream exactly, key and block size too",
          "[pbdf][oracle]") {
  for (const Known& k : kKnown) {
    INFO(k.name);
    const std::vector<uint8_t> file = oracle_bytes(std::string(k.name) + ".pbdf");
    const std::vector<uint8_t> plain = oracle_bytes(std::string(k.name) + ".plain");
    REQUIRE(file.size() == k.size);
    auto decoded = pbdf_decode(file, k.name);
    REQUIRE(decoded.ok());
    CHECK(decoded->layout.key == k.key);
    CHECK(decoded->layout.block_size == k.block);
    CHECK(decoded->file_size == file.size());
    REQUIRE(decoded->stream.size() == plain.size());
    CHECK(std::equal(plain.begin(), plain.end(), decoded->stream.begin()));
    // The header as the oracle wrote it: the file's length, three offsets.
    CHECK(word_at(plain, 0) == file.size());
    REQUIRE(word_at(plain, 4) == 3);
    REQUIRE(decoded->offsets.size() == 3);
    for (size_t i = 0; i < 3; ++i) CHECK(decoded->offsets[i] == word_at(plain, 8 + 4 * i));
  }
}

TEST_CASE("PBDF: each oracle stream encodes to its file byte for byte with its key and block size",
          "[pbdf][oracle]") {
  for (const Known& k : kKnown) {
    INFO(k.name);
    const std::vector<uint8_t> file = oracle_bytes(std::string(k.name) + ".pbdf");
    const std::vector<uint8_t> plain = oracle_bytes(std::string(k.name) + ".plain");
    // The stream's body (after the 8-byte header and the three offsets, padding included) and
    // its offsets as body positions: what our writer takes.
    const size_t header = 8 + 4 * 3;
    const std::vector<uint8_t> body(plain.begin() + header, plain.end());
    const PbdfLayout layout{k.key, k.block};
    std::vector<uint32_t> slots;
    for (size_t i = 0; i < 3; ++i)
      slots.push_back(uint32_t(layout.to_decoded(word_at(plain, 8 + 4 * i)) - header));
    auto encoded = pbdf_encode(body, slots, k.key, k.block);
    REQUIRE(encoded.ok());
    REQUIRE(encoded->size() == file.size());
    size_t first_difference = file.size();
    for (size_t i = 0; i < file.size() && first_difference == file.size(); ++i)
      if ((*encoded)[i] != file[i]) first_difference = i;
    INFO("first difference at byte " << first_difference);
    CHECK(first_difference == file.size());
  }
}

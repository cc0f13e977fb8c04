// .BMD message dictionaries (pod-formats.md §8.3).
#include <catch2/catch.hpp>

#include <random>

#include "unpod/assets/messages.h"

using namespace unpod::assets;

namespace {

Messages sample_messages() {
  Messages m;
  m.type_count = 3;
  m.text_count = 4;
  const std::string text = std::string("Course\0Voiture\0Options\0Quitter\0", 31);
  m.text.assign(text.begin(), text.end());
  m.slot_positions = {0};
  return m;
}

}  // namespace

TEST_CASE("Messages round trip with the family key and block size") {
  const Messages m = sample_messages();
  auto bytes = write_messages(m);
  REQUIRE(bytes.ok());
  CHECK(bytes->size() == kMessagesBlockSize);
  CHECK(pbdf_recover_key(*bytes) == kMessagesKey);
  auto back = read_messages(*bytes, "LANG.BMD");
  REQUIRE(back.ok());
  CHECK(back->type_count == 3);
  CHECK(back->text_count == 4);
  CHECK(back->text == m.text);
  CHECK(*back == m);
  CHECK(*write_messages(*back) == *bytes);

  // A text spanning several blocks, under the special coder.
  Messages big = m;
  big.text.assign(5000, 'a');
  big.key = kSpecialKeyA;
  big.slot_positions.clear();
  auto b = read_messages(*write_messages(big), "BIG.BMD");
  REQUIRE(b.ok());
  CHECK(*b == big);
}

TEST_CASE("Messages reader refuses bad input without crashing") {
  Messages m = sample_messages();
  m.text.assign(1500, 'x');
  const auto bytes = *write_messages(m);
  for (size_t cut = 0; cut < bytes.size(); cut += (cut % 0x200 == 0 ? 1 : 37)) {
    CAPTURE(cut);
    CHECK_FALSE(read_messages(std::span(bytes).first(cut), "cut.bmd").ok());
  }
  // text_bytes larger than the body: the count is refused, with its on-disk offset.
  const uint32_t slot = 0;
  std::vector<uint8_t> body = {1, 0, 0, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F};
  auto absurd = pbdf_encode(body, std::span(&slot, 1), kMessagesKey, kMessagesBlockSize);
  REQUIRE(absurd.ok());
  auto r = read_messages(*absurd, "absurd.bmd");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().section == "messages");
  CHECK(r.error().offset == 12 + 8);
  // Flipped bits in the container: the checksums catch them.
  std::mt19937 rng(2);
  for (int i = 0; i < 100; ++i) {
    auto bad = bytes;
    bad[rng() % bad.size()] ^= uint8_t(1u << (rng() % 8));
    CHECK_FALSE(read_messages(bad, "flipped.bmd").ok());
  }
  // Wrong types.
  std::vector<uint8_t> text(512, 'P');
  CHECK_FALSE(read_messages(text, "text.bmd").ok());
  // An offset slot outside the body.
  const uint32_t far = 100000;
  auto slot_out = pbdf_encode(body, std::span(&far, 1), kMessagesKey, kMessagesBlockSize);
  REQUIRE(slot_out.ok());
  CHECK_FALSE(read_messages(*slot_out, "slot.bmd").ok());
}

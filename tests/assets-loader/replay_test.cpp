// The replay file (docs/REPLAY-FORMAT.md): what is written reads back the same; a file that is
// not a replay, or a damaged one, is refused with its file, section and byte offset, and never
// crashes the reader; writing goes through a temporary name.
#include <catch2/catch.hpp>

#include <filesystem>
#include <random>

#include "support/sample_replay.h"
#include "support/temp_dir.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/replay.h"

using namespace unpod;

TEST_CASE("a replay reads back as it was written", "[replay]") {
  const assets::Replay r = test::sample_replay();
  const std::vector<uint8_t> bytes = assets::encode_replay(r);
  auto back = assets::decode_replay(bytes, "sample.rpl");
  REQUIRE(back);
  CHECK(*back == r);
  // The header: magic, version 2, the body's size and CRC, then zlib's stream (78 xx).
  CHECK(std::string(bytes.begin(), bytes.begin() + 8) == "UNPODRPL");
  CHECK(bytes[8] == 2);
  CHECK(bytes[9] == 0);
  CHECK(bytes[20] == 0x78);
  // A frame whose inputs did not change costs its time difference and a flag byte: 40 frames
  // and 50 step hashes pack well under a kilobyte.
  CHECK(bytes.size() < 1024);
}

TEST_CASE("the walls' switch is the header's flags bit 0, and an unknown flag is refused",
          "[replay]") {
  assets::Replay r = test::sample_replay();
  CHECK(assets::encode_replay(r)[10] == 0);  // the original's walls
  r.walls_push_back = true;
  std::vector<uint8_t> bytes = assets::encode_replay(r);
  CHECK(bytes[10] == 1);
  CHECK(bytes[11] == 0);
  auto back = assets::decode_replay(bytes, "walls.rpl");
  REQUIRE(back);
  CHECK(back->walls_push_back);
  CHECK(*back == r);
  bytes[10] = 65;  // bit 6: no flag of ours
  auto bad = assets::decode_replay(bytes, "walls.rpl");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().section == "header");
  CHECK(bad.error().offset == 10);
  CHECK(bad.error().message.find("flags 65") != std::string::npos);
}

TEST_CASE(
    "DEVIATION 8's switch is the header's flags bit 4 from version 2, and a version 1 replay "
    "has it on",
    "[replay]") {
  assets::Replay r = test::sample_replay();
  r.human_path_order = true;
  std::vector<uint8_t> bytes = assets::encode_replay(r);
  CHECK(bytes[10] == 16);
  auto back = assets::decode_replay(bytes, "order.rpl");
  REQUIRE(back);
  CHECK(back->human_path_order);
  CHECK(*back == r);
  // A version 1 file (written before the switch, when humans were always ordered by path
  // value): its flags know bits 0 to 3, and it reads with the switch on.
  r.human_path_order = false;
  bytes = assets::encode_replay(r);
  bytes[8] = 1;
  back = assets::decode_replay(bytes, "old.rpl");
  REQUIRE(back);
  CHECK(back->human_path_order);
  bytes[10] = 16;
  auto bad = assets::decode_replay(bytes, "old.rpl");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message.find("version 1 knows bits 0 to 3") != std::string::npos);
}

TEST_CASE("a network race is the header's flags bit 3", "[replay]") {
  assets::Replay r = test::sample_replay();
  r.network = true;
  std::vector<uint8_t> bytes = assets::encode_replay(r);
  CHECK(bytes[10] == 8);
  auto back = assets::decode_replay(bytes, "network.rpl");
  REQUIRE(back);
  CHECK(back->network);
  CHECK(*back == r);
}

TEST_CASE("the lengths' switch is the header's flags bit 1, beside the walls' bit 0", "[replay]") {
  assets::Replay r = test::sample_replay();
  r.long_lengths = true;
  std::vector<uint8_t> bytes = assets::encode_replay(r);
  CHECK(bytes[10] == 2);
  auto back = assets::decode_replay(bytes, "lengths.rpl");
  REQUIRE(back);
  CHECK(back->long_lengths);
  CHECK_FALSE(back->walls_push_back);
  r.walls_push_back = true;
  bytes = assets::encode_replay(r);
  CHECK(bytes[10] == 3);
  back = assets::decode_replay(bytes, "lengths.rpl");
  REQUIRE(back);
  CHECK(*back == r);
}

TEST_CASE("a time trial is the header's flags bit 2", "[replay]") {
  assets::Replay r = test::sample_replay();
  CHECK_FALSE(assets::decode_replay(assets::encode_replay(r), "race.rpl")->time_trial);
  r.time_trial = true;
  const std::vector<uint8_t> bytes = assets::encode_replay(r);
  CHECK(bytes[10] == 4);
  auto back = assets::decode_replay(bytes, "trial.rpl");
  REQUIRE(back);
  CHECK(back->time_trial);
  CHECK(*back == r);
}

TEST_CASE("a file that is not a replay is refused at the header, naming the offset", "[replay]") {
  std::vector<uint8_t> bytes = assets::encode_replay(test::sample_replay());
  {
    auto r = assets::decode_replay(std::span(bytes.data(), 10), "short.rpl");
    REQUIRE_FALSE(r);
    CHECK(r.error().file == "short.rpl");
    CHECK(r.error().section == "header");
    CHECK(r.error().message.find("20-byte header") != std::string::npos);
  }
  std::vector<uint8_t> bad = bytes;
  bad[0] = 'X';
  CHECK(assets::decode_replay(bad, "x").error().message.find("not an Un-POD replay") !=
        std::string::npos);
  bad = bytes;
  bad[8] = 3;
  auto version = assets::decode_replay(bad, "x");
  REQUIRE_FALSE(version);
  CHECK(version.error().offset == 8);
  CHECK(version.error().message.find("replay version 3") != std::string::npos);
  bad = bytes;
  bad[16] ^= 1;  // the CRC
  CHECK(assets::decode_replay(bad, "x").error().offset == 16);
  bad = bytes;
  bad[15] = 0x7f;  // a body far larger than its compressed bytes could hold
  CHECK(assets::decode_replay(bad, "x").error().offset == 12);
  bad = bytes;
  bad.resize(bytes.size() - 3);  // the zlib stream cut short
  CHECK(assets::decode_replay(bad, "x").error().offset == 20);
}

TEST_CASE("a damaged body names its section and the offset in the uncompressed body", "[replay]") {
  // Rebuild a file around a hand-damaged body: the humans do not come first.
  assets::Replay r = test::sample_replay();
  std::swap(r.racers[0], r.racers[1]);
  auto e = assets::decode_replay(assets::encode_replay(r), "swapped.rpl");
  REQUIRE_FALSE(e);
  CHECK(e.error().section == "body (uncompressed)/racers/racer 0");
  CHECK(e.error().message == "the humans must come first");
  CHECK(e.error().offset > 0);
  r = test::sample_replay();
  r.difficulty = 3;
  CHECK(assets::decode_replay(assets::encode_replay(r), "x").error().section ==
        "body (uncompressed)/setup");
  r = test::sample_replay();
  r.checkpoint_every = 0;
  CHECK(assets::decode_replay(assets::encode_replay(r), "x").error().message ==
        "checkpoints every 0 steps");
}

TEST_CASE("20,000 damaged replays are refused or read, never crash", "[replay]") {
  const std::vector<uint8_t> good = assets::encode_replay(test::sample_replay());
  std::mt19937 rng(2026);
  int refused = 0;
  for (int i = 0; i < 20000; ++i) {
    std::vector<uint8_t> b = good;
    const int flips = 1 + int(rng() % 4);
    for (int k = 0; k < flips; ++k) b[rng() % b.size()] ^= uint8_t(1u << (rng() % 8));
    if (rng() % 4 == 0) b.resize(rng() % b.size());
    auto r = assets::decode_replay(b, "damaged.rpl");
    if (!r) {
      ++refused;
      CHECK_FALSE(r.error().message.empty());
    } else {
      // Whatever reads writes back to itself.
      auto again = assets::decode_replay(assets::encode_replay(*r), "again.rpl");
      REQUIRE(again);
      CHECK(*again == *r);
    }
  }
  CHECK(refused > 19000);  // the CRC catches nearly every damaged body
}

TEST_CASE("a replay is written to a temporary name, then renamed", "[replay]") {
  test::TempDir dir;
  const auto path = dir.path() / "race.rpl";
  const assets::Replay r = test::sample_replay();
  CHECK(assets::write_replay(path, r).empty());
  auto back = assets::read_replay(path);
  REQUIRE(back);
  CHECK(*back == r);
  for (const auto& entry : std::filesystem::directory_iterator(dir.path()))
    CHECK(entry.path().filename() == "race.rpl");  // no temporary left behind
  // Into a folder that does not exist: an error, nothing written.
  CHECK_FALSE(assets::write_replay(dir.path() / "no" / "such" / "race.rpl", r).empty());
  auto missing = assets::read_replay(dir.path() / "missing.rpl");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().file.find("missing.rpl") != std::string::npos);
}

TEST_CASE("A race run until its last car finished is the header's flags bit 5", "[replay]") {
  assets::Replay r = test::sample_replay();
  r.until_all_finish = true;
  std::vector<uint8_t> bytes = assets::encode_replay(r);
  CHECK(bytes[10] == 32);
  auto back = assets::decode_replay(bytes, "all.rpl");
  REQUIRE(back);
  CHECK(back->until_all_finish);
  CHECK(*back == r);
  // Bit 6 is no flag of version 2.
  bytes[10] = 64;
  auto bad = assets::decode_replay(bytes, "all.rpl");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message.find("version 2 knows bits 0 to 5") != std::string::npos);
}

// Bad circuit files (pod-formats.md §3, §5): truncation, flipped bits, absurd counts and
// other file types each give an error naming the file (and, inside the body, the section and
// the on-disk offset); none may crash, hang or allocate without bound.
#include <catch2/catch.hpp>

#include <random>

#include "circuit_test_util.h"
#include "support/sample_car.h"
#include "unpod/assets/car.h"

using namespace unpod;
using namespace unpod::assets;
using test::DecodedCircuit;
using test::make_sample_circuit;

namespace {

const std::string kName = "bad.bl4";

const std::vector<uint8_t>& sample_file() {
  static const std::vector<uint8_t> file = [] {
    auto f = write_circuit(make_sample_circuit());
    REQUIRE(f.ok());
    return std::move(*f);
  }();
  return file;
}

// Reads and requires an error naming the file.
LoadError expect_error(const std::vector<uint8_t>& file) {
  auto r = read_circuit(file, kName, 4);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().file == kName);
  CHECK_FALSE(r.error().message.empty());
  return r.error();
}

size_t texture_list_bytes(const TextureList& t) {
  size_t n = 8 + (t.palette ? 768 : 0);
  for (const auto& p : t.pages) n += 4 + 52 * p.regions.size() + p.pixels.size();
  return n;
}

struct CountAt {
  const char* what;
  size_t body_position;
};

// Body positions of some counts of the sample circuit, walked by §5.1's order.
std::vector<CountAt> count_positions(const Circuit& c) {
  std::vector<CountAt> out;
  out.push_back({"action count", 8});
  size_t q = 16;
  for (const auto& a : c.actions) q += 1 + a.name.size() + 8 + a.records.size();
  out.push_back({"base macro count", q});
  q += 4 + 12 * c.macros.base.size();
  out.push_back({"Macro list count", q});
  q += 4 + 4 * c.macros.macro.size();
  q += 4 + 4 * c.macros.init.size();
  q += 4 + 4 * c.macros.activate.size();
  q += 4 + 4 * c.macros.deactivate.size();
  out.push_back({"Remplace Macro count", q});
  q += 4 + 8 * c.macros.replace.size();
  q += 4 + 8 * c.macros.exchange.size();
  q += 1 + c.track_name.size() + 64 + 1 + c.texture_list_name.size();
  out.push_back({"texture page count", q});
  out.push_back({"texture region count", q + 8});
  q += texture_list_bytes(c.textures);
  q += 4;
  out.push_back({"sector count", q});
  q += 4;
  out.push_back({"vertex count", q});
  q += 4 + 12 * c.sectors[0].object.positions.size();
  out.push_back({"face count", q});
  return out;
}

}  // namespace

TEST_CASE("Circuit truncated at every block boundary and at random points gives an error") {
  const auto& file = sample_file();
  const size_t block = kDefaultBlockSize;
  REQUIRE(file.size() >= 4 * block);
  for (size_t end = 0; end < file.size(); end += block) {
    CAPTURE(end);
    expect_error(std::vector<uint8_t>(file.begin(), file.begin() + end));
  }
  std::mt19937 rng(11);
  for (int i = 0; i < 200; ++i) {
    const size_t end = rng() % file.size();
    CAPTURE(end);
    expect_error(std::vector<uint8_t>(file.begin(), file.begin() + end));
  }
}

TEST_CASE("Circuit with flipped bits in payload or checksums gives an error") {
  const auto& file = sample_file();
  const size_t block = kDefaultBlockSize;
  std::mt19937 rng(12);
  for (int i = 0; i < 60; ++i) {
    auto bad = file;
    const size_t blocks = file.size() / block;
    const size_t b = rng() % blocks;
    const bool checksum = i % 3 == 0;
    const size_t at = b * block + (checksum ? block - 4 + rng() % 4 : rng() % (block - 4));
    CAPTURE(at, checksum);
    bad[at] ^= static_cast<uint8_t>(1u << (rng() % 8));
    expect_error(bad);
  }
}

TEST_CASE("Circuit with an absurd count gives an error naming the section") {
  const Circuit c = make_sample_circuit();
  const auto file = write_circuit(c);
  REQUIRE(file.ok());
  const auto d = DecodedCircuit::from(*file);
  // Sanity: the walk finds the real values.
  const auto positions = count_positions(c);
  CHECK(d.word(positions[0].body_position) == c.actions.size());
  CHECK(d.word(positions[5].body_position) == c.textures.pages[0].regions.size());
  CHECK(d.word(positions[6].body_position) == c.sectors.size());
  CHECK(d.word(positions[8].body_position) == c.sectors[0].object.faces.size());
  for (const CountAt& p : positions) {
    for (uint32_t absurd : {0x7FFFFFFFu, 0xFFFFFFFFu, 0x00100000u}) {
      CAPTURE(p.what, absurd);
      auto bad = d;
      bad.set_word(p.body_position, absurd);
      const LoadError e = expect_error(bad.encode());
      CHECK_FALSE(e.section.empty());
      CHECK(e.offset > 0);
      CHECK(e.offset < file->size());
    }
  }
}

TEST_CASE("Circuit with any body word set to a huge value never crashes") {
  const auto file = write_circuit(make_sample_circuit());
  REQUIRE(file.ok());
  const auto d = DecodedCircuit::from(*file);
  std::mt19937 rng(13);
  // The first kilobyte word by word (tables and counts), then random words anywhere.
  std::vector<size_t> positions;
  for (size_t at = 0; at + 4 <= 1024; at += 4) positions.push_back(at);
  for (int i = 0; i < 150; ++i) positions.push_back((rng() % (d.body.size() / 4)) * 4);
  for (size_t at : positions) {
    CAPTURE(at);
    auto bad = d;
    bad.set_word(at, 0x7FFFFFFF);
    auto r = read_circuit(bad.encode(), kName, 4);
    if (!r.ok()) {
      CHECK(r.error().file == kName);
      CHECK_FALSE(r.error().section.empty());
    }
  }
}

TEST_CASE("Circuit with a wrong check word gives an error at its offset") {
  auto d = DecodedCircuit::from(sample_file());
  d.set_word(0, 4);
  const LoadError e = expect_error(d.encode());
  CHECK(e.message.find("check word") != std::string::npos);
  CHECK(e.offset == 8 + 4 * kCircuitSlotCount);  // just past the header
  CHECK(e.section.find("header words") != std::string::npos);
}

TEST_CASE("Other file types are not circuits") {
  SECTION("a car") {
    auto car = write_car(test::make_sample_car());
    REQUIRE(car.ok());
    const LoadError e = expect_error(*car);
    CHECK(e.message.find("10 offset slots") != std::string::npos);
  }
  SECTION("random bytes") {
    std::mt19937 rng(14);
    std::vector<uint8_t> bytes(8192);
    for (auto& b : bytes) b = static_cast<uint8_t>(rng());
    expect_error(bytes);
  }
  SECTION("an empty file") {
    expect_error({});
  }
  SECTION("a PBDF file with ten slots and a random body") {
    std::mt19937 rng(15);
    std::vector<uint8_t> body(5000);
    for (auto& b : body) b = static_cast<uint8_t>(rng());
    const uint32_t slots[kCircuitSlotCount] = {0, 100, 200, 300, 400, 500, 600, 700, 800, 5000};
    auto f = pbdf_encode(body, slots, kCircuitKey);
    REQUIRE(f.ok());
    const LoadError e = expect_error(*f);
    CHECK_FALSE(e.section.empty());
  }
}

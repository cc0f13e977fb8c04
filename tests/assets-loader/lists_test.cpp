// CIRCUITS.BIN and VOITURE*.BIN (pod-formats.md §8.1, §8.2).
#include <catch2/catch.hpp>

#include <random>

#include "unpod/assets/lists.h"

using namespace unpod::assets;

namespace {

std::vector<CircuitListEntry> sample_circuits() {
  CircuitListEntry a;
  a.name = "Beltane";
  a.display_name = "Beltane, the dark city";
  a.image1 = "BELTANE1.IMG";
  a.image2 = "BELTANE2.IMG";
  a.image3 = "BELTANE3.IMG";
  a.flags = 3;
  a.version = 2;
  a.id = 7;
  a.length = 3120;
  a.laps = 4;
  a.level = 1;
  CircuitListEntry b;
  b.name = "ARKHAM";
  b.display_name = std::string(64, 'D');  // a full field, no NUL
  b.image1 = "A.IMG";
  b.flags = 1;
  b.length = -1;
  b.laps = 8;
  b.level = 3;
  b.reserved_7f = 0x7F;
  b.reserved_86 = 0x8686;
  b.runtime = 0xDEADBEEF;
  return {a, b};
}

std::vector<CarListEntry> sample_cars() {
  CarListEntry a{"Mirage GT", "MIRAGE", "MIRAGE1.IMG", "MIRAGE2.IMG", "MIRAGE03.IMG", 0};
  CarListEntry b{"Hammer", "hammer", "", "", "", 0x12345678};
  return {a, b};
}

}  // namespace

TEST_CASE("Circuit list round trip, field by field, with its XOR and record layout") {
  const auto entries = sample_circuits();
  const auto bytes = write_circuit_list(entries);
  REQUIRE(bytes.size() == 4 + 2 * kCircuitRecordSize);
  CHECK(bytes[0] == 2);
  // Record 0: name XORed with 0x50 at +0x00, laps at +0x84, flags at +0x7C, length at +0x80.
  CHECK((bytes[4] ^ 0x50) == 'B');
  CHECK((bytes[4 + 0x7C] ^ 0x50) == 3);
  CHECK((bytes[4 + 0x84] ^ 0x50) == 4);
  CHECK((bytes[4 + 0x80] ^ 0x50) == (3120 & 0xFF));
  CHECK((bytes[4 + 0x14] ^ 0x50) == 'B');
  CHECK((bytes[4 + 0x54] ^ 0x50) == 'B');
  auto back = read_circuit_list(bytes, "CIRCUITS.BIN");
  REQUIRE(back.ok());
  REQUIRE(back->size() == 2);
  CHECK((*back)[0] == entries[0]);
  CHECK((*back)[1] == entries[1]);
  CHECK((*back)[0].available());
  CHECK((*back)[0].mirror());
  CHECK((*back)[1].available());
  CHECK_FALSE((*back)[1].mirror());
  CHECK(write_circuit_list(*back) == bytes);
}

TEST_CASE("Car list round trip, field by field") {
  const auto entries = sample_cars();
  const auto bytes = write_car_list(entries);
  REQUIRE(bytes.size() == 4 + 2 * kCarRecordSize);
  CHECK((bytes[4] ^ 0x68) == 'M');
  CHECK((bytes[4 + 64] ^ 0x68) == 'M');
  auto back = read_car_list(bytes, "VOITURES.BIN");
  REQUIRE(back.ok());
  CHECK(*back == entries);
  CHECK(write_car_list(*back) == bytes);
  auto empty = read_car_list(write_car_list({}), "VOITURE2.BIN");
  REQUIRE(empty.ok());
  CHECK(empty->empty());
}

TEST_CASE("List writer cuts text longer than its field") {
  CarListEntry e;
  e.name = std::string(30, 'n');
  auto back = read_car_list(write_car_list({e}), "x");
  REQUIRE(back.ok());
  CHECK((*back)[0].name == std::string(20, 'n'));
}

TEST_CASE("List readers refuse truncated files, absurd counts and other file types") {
  const auto circuits = write_circuit_list(sample_circuits());
  for (size_t cut = 0; cut < circuits.size(); ++cut) {
    CAPTURE(cut);
    auto r = read_circuit_list(std::span(circuits).first(cut), "CIRCUITS.BIN");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().file == "CIRCUITS.BIN");
  }
  // A count larger than the records present: the error points at the count.
  auto big = circuits;
  big[0] = 3;
  auto r = read_circuit_list(big, "CIRCUITS.BIN");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().offset == 0);
  CHECK(r.error().section == "circuit list");
  big[0] = 0xFF;
  big[3] = 0xFF;
  CHECK_FALSE(read_circuit_list(big, "CIRCUITS.BIN").ok());

  // A record cut short names its record and offset.
  auto cut = std::span(circuits).first(4 + kCircuitRecordSize + 10);
  auto c = read_circuit_list(cut, "CIRCUITS.BIN");
  REQUIRE_FALSE(c.ok());
  CHECK(c.error().message.find("count 2") != std::string::npos);

  const auto cars = write_car_list(sample_cars());
  for (size_t k = 0; k < cars.size(); ++k)
    CHECK_FALSE(read_car_list(std::span(cars).first(k), "VOITURES.BIN").ok());
  // Wrong types: a car list read as a circuit list (128-byte records are too short for 2 x 140).
  CHECK_FALSE(read_circuit_list(cars, "cars-as-circuits").ok());
  std::vector<uint8_t> text = {'P', 'O', 'D', ' ', 'r', 'u', 'l', 'e', 's'};
  CHECK_FALSE(read_car_list(text, "text").ok());

  // Flipped bits: any value is a legal byte, so reading succeeds or fails, never crashes.
  std::mt19937 rng(9);
  for (int i = 0; i < 200; ++i) {
    auto bad = circuits;
    bad[rng() % bad.size()] ^= uint8_t(1u << (rng() % 8));
    auto x = read_circuit_list(bad, "flipped");
    if (x) CHECK(x->size() == 2);
  }
}

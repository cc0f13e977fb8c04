// Circuit round trips (pod-formats.md §5, §9): every section of a generated circuit reads back
// field for field, and a file our writer made is rewritten byte for byte.
#include <catch2/catch.hpp>

#include "circuit_test_util.h"
#include "support/temp_dir.h"

using namespace unpod;
using namespace unpod::assets;
using test::check_same_circuit;
using test::make_sample_circuit;
using test::SampleCircuitOptions;

namespace {

Circuit round_trip(const Circuit& c, int version, uint32_t block = kDefaultBlockSize) {
  auto file = write_circuit(c, block);
  INFO((file ? std::string() : file.error().to_string()));
  REQUIRE(file.ok());
  CHECK(file->size() % block == 0);
  auto back = read_circuit(*file, "sample.bl4", version);
  INFO((back ? std::string() : back.error().to_string()));
  REQUIRE(back.ok());
  for (const auto& w : back->warnings) UNSCOPED_INFO("warning: " << w);
  CHECK(back->warnings.empty());
  // A file our writer made is reproduced byte for byte.
  auto again = write_circuit(*back, block);
  REQUIRE(again.ok());
  CHECK(*again == *file);
  return std::move(*back);
}

}  // namespace

TEST_CASE("BL4 circuit round trip field for field with each key scheme") {
  for (uint32_t key : {kCircuitKey, kSpecialKeyA, kSpecialKeyB}) {
    CAPTURE(key);
    SampleCircuitOptions o;
    o.key = key;
    const Circuit c = make_sample_circuit(o);
    const Circuit back = round_trip(c, 4);
    CHECK(back.flavour.key == key);
    check_same_circuit(c, back);
  }
}

TEST_CASE("BL3 circuit round trip with palettised texture lists and no LOD table or lens flare") {
  SampleCircuitOptions o;
  o.version = 3;
  o.sectors = 3;
  const Circuit c = make_sample_circuit(o);
  REQUIRE(c.textures.palette.has_value());
  CHECK(c.sky.textures.size == 256);
  const Circuit back = round_trip(c, 3);
  check_same_circuit(c, back);
  CHECK(back.sky.lens_flare.empty());
  // The same circuit as BL4 is a different file: LOD table, lens flare, face extras.
  SampleCircuitOptions o4;
  o4.sectors = 3;
  auto bl4 = write_circuit(make_sample_circuit(o4));
  auto bl3 = write_circuit(c);
  REQUIRE((bl4.ok() && bl3.ok()));
  CHECK(*bl4 != *bl3);
}

TEST_CASE("Circuit round trip at several block sizes") {
  SampleCircuitOptions o;
  o.sectors = 4;
  o.texture_pages = 2;
  const Circuit c = make_sample_circuit(o);
  for (uint32_t block : {0x200u, 0x1000u, 0x2400u, 0x4000u, 0x8000u}) {
    CAPTURE(block);
    check_same_circuit(c, round_trip(c, 4, block));
  }
}

TEST_CASE("Sample circuit has every optional section with non-trivial content") {
  const Circuit c = make_sample_circuit();
  CHECK(c.actions.size() == kRetailActions.size());
  CHECK(c.sectors.size() >= 2);
  CHECK(c.environment.value.has_value());
  CHECK(c.lights.value.has_value());
  REQUIRE(c.animations.value.has_value());
  CHECK(c.animations.value->descriptors.at(1).wrongway.has_value());
  CHECK(c.speakers.value.has_value());
  CHECK(c.repair_zones.value.has_value());
  CHECK(c.surface_animations.size() == 2);
  for (const auto& dir : c.directions)
    for (const auto& d : dir.difficulties) {
      REQUIRE(d.lanes.value.has_value());
      CHECK(!d.lanes.value->constraints.empty());
      CHECK(d.graph.value.has_value());
    }
  for (const auto& l : c.competitors) CHECK(l.competitors.value->size() == 7);
  // Faces: quads, triangles and a degenerate one (one tail word in BL4).
  size_t quads = 0, tris = 0, degenerate = 0;
  for (const auto& f : c.sectors[0].object.faces) {
    quads += f.is_quad();
    tris += !f.is_quad();
    degenerate += f.normal.is_zero();
  }
  CHECK(quads > 0);
  CHECK(tris > 0);
  CHECK(degenerate == 1);
  // Visibility: "no list" (-1) is kept apart from a list.
  CHECK_FALSE(c.visibility.back().has_list);
}

TEST_CASE("Shuffled face index order follows the key") {
  SampleCircuitOptions o;
  o.key = kSpecialKeyA;
  const Circuit c = make_sample_circuit(o);
  auto file = write_circuit(c);
  REQUIRE(file.ok());
  // The same body under a plain key: the index blocks are then read in the normal order, so
  // the faces come out different (or the read fails on a vertex count).
  auto d = test::DecodedCircuit::from(*file);
  d.key = kCircuitKey;
  auto plain = read_circuit(d.encode(), "plain.bl4", 4);
  if (plain.ok())
    CHECK(plain->sectors != c.sectors);
  else
    CHECK(plain.error().section.find("sectors") != std::string::npos);
}

TEST_CASE("load_circuit takes the version from the extension in any case") {
  test::TempDir dir;
  SampleCircuitOptions o3;
  o3.version = 3;
  auto bl3 = write_circuit(make_sample_circuit(o3));
  auto bl4 = write_circuit(make_sample_circuit());
  REQUIRE((bl3.ok() && bl4.ok()));
  auto p3 = dir.write("Track.Bl3", *bl3);
  auto p4 = dir.write("TRACK.BL4", *bl4);
  auto c3 = load_circuit(p3);
  auto c4 = load_circuit(p4);
  REQUIRE(c3.ok());
  REQUIRE(c4.ok());
  CHECK(c3->flavour.version == 3);
  CHECK(c4->flavour.version == 4);
  auto missing = load_circuit(dir.path() / "none.bl4");
  CHECK_FALSE(missing.ok());
}

TEST_CASE("Sample circuit scales to a target size") {
  SampleCircuitOptions o;
  o.target_bytes = 1u << 20;
  const Circuit c = make_sample_circuit(o);
  auto file = write_circuit(c);
  REQUIRE(file.ok());
  CHECK(file->size() > (o.target_bytes * 3) / 4);
  CHECK(file->size() < (o.target_bytes * 5) / 4);
  auto back = read_circuit(*file, "big.bl4", 4);
  REQUIRE(back.ok());
  CHECK(back->sectors.size() == c.sectors.size());
}

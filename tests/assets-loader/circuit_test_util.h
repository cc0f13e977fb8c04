// Helpers shared by the circuit tests: section-by-section comparison (so a failure names the
// section) and access to a written file's decoded body and slots.
#pragma once

#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include "support/sample_circuit.h"
#include "unpod/assets/circuit.h"

namespace unpod::test {

inline void check_same_circuit(const assets::Circuit& a, const assets::Circuit& b) {
  CHECK(a.flavour.version == b.flavour.version);
  CHECK(a.unused_word == b.unused_word);
  CHECK(a.actions == b.actions);
  CHECK(a.macros == b.macros);
  CHECK(a.track_name == b.track_name);
  CHECK(a.texture_lod == b.texture_lod);
  CHECK(a.texture_list_name == b.texture_list_name);
  CHECK(a.textures == b.textures);
  CHECK(a.named_sector_faces == b.named_sector_faces);
  REQUIRE(a.sectors.size() == b.sectors.size());
  for (size_t i = 0; i < a.sectors.size(); ++i) {
    CAPTURE(i);
    CHECK(a.sectors[i] == b.sectors[i]);
  }
  CHECK(a.visibility == b.visibility);
  CHECK(a.environment == b.environment);
  CHECK(a.lights == b.lights);
  CHECK(a.animations == b.animations);
  CHECK(a.speakers == b.speakers);
  CHECK(a.fog == b.fog);
  CHECK(a.sky == b.sky);
  CHECK(a.surface_animations == b.surface_animations);
  CHECK(a.odd_entry_word == b.odd_entry_word);
  CHECK(a.repair_zones == b.repair_zones);
  for (size_t d = 0; d < 2; ++d) {
    CAPTURE(d);
    CHECK(a.directions[d].times == b.directions[d].times);
    CHECK(a.directions[d].beacons == b.directions[d].beacons);
    CHECK(a.directions[d].start_grid == b.directions[d].start_grid);
    for (size_t k = 0; k < 3; ++k) {
      CAPTURE(k);
      CHECK(a.directions[d].difficulties[k].name == b.directions[d].difficulties[k].name);
      CHECK(a.directions[d].difficulties[k].lanes == b.directions[d].difficulties[k].lanes);
      CHECK(a.directions[d].difficulties[k].graph == b.directions[d].difficulties[k].graph);
    }
  }
  CHECK(a.competitors == b.competitors);
}

// A written circuit taken apart: the body (without padding) and the ten slot positions.
struct DecodedCircuit {
  std::vector<uint8_t> body;
  std::array<uint32_t, assets::kCircuitSlotCount> slots{};
  uint32_t key = 0;
  uint32_t block_size = 0;

  static DecodedCircuit from(const std::vector<uint8_t>& file) {
    auto f = assets::pbdf_decode(file, "decoded");
    REQUIRE(f.ok());
    REQUIRE(f->offsets.size() == assets::kCircuitSlotCount);
    DecodedCircuit d;
    for (size_t i = 0; i < d.slots.size(); ++i)
      d.slots[i] = static_cast<uint32_t>(f->body_position(i));
    const auto body = f->body();
    d.body.assign(body.begin(), body.begin() + d.slots[assets::kSlotEnd]);
    d.key = f->layout.key;
    d.block_size = f->layout.block_size;
    return d;
  }

  std::vector<uint8_t> encode() const {
    auto file = assets::pbdf_encode(body, slots, key, block_size);
    REQUIRE(file.ok());
    return std::move(*file);
  }

  uint32_t word(size_t at) const {
    return uint32_t(body[at]) | uint32_t(body[at + 1]) << 8 | uint32_t(body[at + 2]) << 16 |
           uint32_t(body[at + 3]) << 24;
  }
  void set_word(size_t at, uint32_t v) {
    for (size_t i = 0; i < 4; ++i) body[at + i] = static_cast<uint8_t>(v >> (8 * i));
  }
};

}  // namespace unpod::test

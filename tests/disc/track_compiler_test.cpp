// compile_track on the shipped circuits: the circuit model, its file written and read back
// field for field through the loader's full pass, sizes and timing.
#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <sstream>

#include "point_math.h"
#include "track_compiler.h"
#include "unpod/assets/circuit.h"

using namespace unpod;
using namespace unpod::disc;

namespace {

TrackDesc shipped(const std::string& file) {
  std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/circuits/" + file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  DescError e;
  auto d = parse_track_desc(text.str(), e);
  INFO(e.to_string(file));
  REQUIRE(d.has_value());
  return *d;
}

}  // namespace

TEST_CASE("Both shipped circuits compile, write and read back equal to the model",
          "[track_compiler]") {
  for (const char* file : {"duskring.track", "quarry.track"}) {
    INFO(file);
    const TrackDesc desc = shipped(file);
    DescError e;
    const auto start = std::chrono::steady_clock::now();
    const auto track = compile_track(desc, e);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    INFO(e.to_string(file));
    REQUIRE(track.has_value());
    WARN(file << ": compiled in " << seconds << " s, " << track->circuit.sectors.size()
              << " sectors, lap " << track->main.length << " units");
    CHECK(track->main.length > 1500);
    CHECK(track->main.length < 3000);

    const assets::Circuit& c = track->circuit;
    CHECK(c.flavour == assets::Flavour{4, assets::kCircuitKey});
    CHECK(c.actions.size() == 52);
    CHECK(c.track_name == desc.display_name);
    CHECK(c.texture_lod == std::array<uint32_t, assets::kTextureLodWords>{});
    CHECK_FALSE(c.named_sector_faces);
    CHECK(c.visibility.size() == c.sectors.size());
    REQUIRE(c.lights.value.has_value());
    CHECK(c.lights.value->sector_lights.size() == c.sectors.size());
    REQUIRE(c.environment.value.has_value());
    CHECK(c.environment.value->sector_instances.size() == c.sectors.size());
    CHECK_FALSE(c.animations.value.has_value());
    // Speakers as described (the Dusk Ring's four by the grid), each playing sound 0x40.
    CHECK(c.speakers.value.has_value() == !desc.speakers.empty());
    if (c.speakers.value) {
      REQUIRE(c.speakers.value->size() == desc.speakers.size());
      for (size_t k = 0; k < desc.speakers.size(); ++k) {
        CHECK((*c.speakers.value)[k].exists);
        CHECK((*c.speakers.value)[k].sound_id == disc::kSpeakerSoundId);
        CHECK((*c.speakers.value)[k].position.x == disc::to_vec3(desc.speakers[k].at).x);
      }
    }
    CHECK(c.sky.type == 1);
    bool pit = false;
    for (const auto& r : desc.routes) pit = pit || r.pit;
    CHECK(c.repair_zones.value.has_value() == pit);
    CHECK(validate_track(desc, *track).empty());

    const auto bytes = assets::write_circuit(c);
    REQUIRE(bytes);
    WARN(file << ": " << bytes->size() << " bytes");
    const auto back = assets::read_circuit(*bytes, file, 4);
    INFO((back ? "" : back.error().to_string()));
    REQUIRE(back);
    CHECK(back->warnings.empty());
    assets::Circuit expected = c;
    expected.unused_word = back->unused_word;  // the writer's free word (§3.8 step 7)
    CHECK(back->sectors == expected.sectors);
    CHECK(back->environment == expected.environment);
    CHECK(back->directions == expected.directions);
    CHECK(*back == expected);
  }
}

TEST_CASE("Compiling is deterministic", "[track_compiler]") {
  const TrackDesc desc = shipped("duskring.track");
  DescError e;
  const auto a = compile_track(desc, e), b = compile_track(desc, e);
  REQUIRE(a);
  REQUIRE(b);
  CHECK(a->circuit == b->circuit);
}

TEST_CASE("A competitor lane beyond the road's lanes is refused on its line", "[track_compiler]") {
  TrackDesc desc = shipped("duskring.track");
  desc.lanes = 2;  // the description's competitors use lanes up to 3
  DescError e;
  CHECK_FALSE(compile_track(desc, e).has_value());
  CHECK(e.line > 0);
  CHECK_FALSE(e.message.empty());
}

TEST_CASE("The minimal circuit of docs/TRACK-FORMAT.md compiles", "[track_compiler]") {
  std::string text =
      "name OVAL\n"
      "display \"Practice Oval\"\n"
      "laps 3\n"
      "lanes 3\n"
      "point 300 0 0 width 14\n"
      "point 200 150 1 bank -4\n"
      "point -200 150 1 bank -4\n"
      "point -300 0 0 width 14\n"
      "point -200 -150 -1 bank -4\n"
      "point 200 -150 -1 bank -4\n"
      "checkpoint 0.5\n"
      "prop cone 0.25 8\n";
  for (const char* d : {"easy", "normal", "hard"})
    for (int i = 0; i < 7; ++i)
      text += std::string("competitor ") + d + " \"Driver " + std::to_string(i) + "\" car " +
              (i % 2 ? "ZEPHYR" : "CINDER") + " lane " + std::to_string(1 + i % 3) +
              (std::string(d) == "easy" ? "" : " behaviour 2 attack 1 1 30") + "\n";
  DescError e;
  const auto desc = parse_track_desc(text, e);
  INFO(e.to_string("oval.track"));
  REQUIRE(desc);
  const auto track = compile_track(*desc, e);
  INFO(e.to_string("oval.track"));
  REQUIRE(track);
  CHECK(track->circuit.track_name == "Practice Oval");
  CHECK_FALSE(track->circuit.repair_zones.value.has_value());
  const auto bytes = assets::write_circuit(track->circuit);
  REQUIRE(bytes);
  CHECK(assets::read_circuit(*bytes, "OVAL.BL4", 4));
}

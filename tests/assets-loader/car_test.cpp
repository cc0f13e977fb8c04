// Car files (.BV4/.BV3, pod-formats.md §7): round trips, the physics block's field table, the
// GOURAUD rule, and bad input.
#include <catch2/catch.hpp>

#include <random>

#include "support/sample_car.h"
#include "support/temp_dir.h"
#include "unpod/assets/car.h"
#include "unpod/assets/pbdf.h"

using namespace unpod::assets;
using unpod::test::make_sample_car;

namespace {

uint32_t load32(const uint8_t* p) {
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

std::vector<uint8_t> write_ok(const Car& car, uint32_t block = kDefaultBlockSize) {
  auto bytes = write_car(car, block);
  if (!bytes) FAIL(bytes.error().to_string());
  return *bytes;
}

// The decoded body (padding included) of a written car.
std::vector<uint8_t> body_of(const std::vector<uint8_t>& file) {
  auto f = pbdf_decode(file, "car");
  REQUIRE(f.ok());
  return std::vector<uint8_t>(f->body().begin(), f->body().end());
}

// Small blocks keep the zero padding short: a long run of zeros reads as an empty car.
std::vector<uint8_t> reencode(const std::vector<uint8_t>& body, uint32_t key = kCarKey,
                              uint32_t block = kDefaultBlockSize) {
  const uint32_t slot = 0;
  auto file = pbdf_encode(body, std::span(&slot, 1), key, block);
  REQUIRE(file.ok());
  return *file;
}

void check_same(const Car& a, const Car& b) {
  CHECK(a.flavour.version == b.flavour.version);
  CHECK(a.flavour.key == b.flavour.key);
  CHECK(a.name == b.name);
  CHECK(a.physics == b.physics);
  CHECK(a.physics.initial_image == b.physics.initial_image);
  CHECK(a.torque_curve == b.torque_curve);
  CHECK(a.texture_list_name == b.texture_list_name);
  CHECK(a.textures == b.textures);
  CHECK(a.named_faces == b.named_faces);
  for (size_t i = 0; i < kCarPartCount; ++i) {
    CAPTURE(i);
    CHECK(a.parts[i] == b.parts[i]);
  }
  CHECK(a.shadows == b.shadows);
  CHECK(a.extra_objects == b.extra_objects);
  CHECK(a.sounds == b.sounds);
  CHECK(a.ratings == b.ratings);
  CHECK(a.light == b.light);
  CHECK(a == b);
}

}  // namespace

TEST_CASE("Car round trip: BV4 under both key schemes and BV3, several block sizes") {
  struct Case {
    int version;
    uint32_t key;
  };
  const Case cases[] = {{4, kCarKey}, {4, kSpecialKeyA}, {3, kCarKey}, {3, kSpecialKeyB}};
  for (const Case& c : cases) {
    for (uint32_t block : {0x4000u, 0x2000u, 0x1800u, 0x800u}) {
      CAPTURE(c.version, c.key, block);
      const Car car = make_sample_car(c.version, c.key);
      const auto file = write_ok(car, block);
      CHECK(file.size() % block == 0);
      auto f = pbdf_decode(file, "car");
      REQUIRE(f.ok());
      CHECK(f->layout.key == c.key);
      CHECK(f->layout.block_size == block);
      REQUIRE(f->offsets.size() == 1);
      CHECK(f->body_position(0) == 0);
      auto back = read_car(file, "sample.bv", c.version);
      if (!back) FAIL(back.error().to_string());
      check_same(car, *back);
      // Written again, the same bytes come out.
      CHECK(write_ok(*back, block) == file);
    }
  }
}

TEST_CASE("Car texture pages follow the flavour: 128 RGB565 in BV4, 256 palettised in BV3") {
  auto bv4 = read_car(write_ok(make_sample_car(4)), "a.bv4", 4);
  REQUIRE(bv4.ok());
  REQUIRE(bv4->textures);
  CHECK(bv4->textures->size == 128);
  CHECK_FALSE(bv4->textures->palette);
  CHECK(bv4->textures->pages[0].pixels.size() == 128 * 128 * 2);
  auto bv3 = read_car(write_ok(make_sample_car(3)), "a.bv3", 3);
  REQUIRE(bv3.ok());
  REQUIRE(bv3->textures);
  CHECK(bv3->textures->size == 256);
  CHECK(bv3->textures->palette);
  CHECK(bv3->textures->pages[0].pixels.size() == 256 * 256);
  // The same bytes read with the wrong version fail cleanly.
  CHECK_FALSE(read_car(write_ok(make_sample_car(3)), "a.bv4", 4).ok());
}

TEST_CASE("Car special key stores face indices in the shuffled order") {
  const auto plain = body_of(write_ok(make_sample_car(4, kCarKey)));
  const auto special = body_of(write_ok(make_sample_car(4, kSpecialKeyA)));
  REQUIRE(plain.size() == special.size());
  CHECK(plain != special);
  // Read with a plain key, the shuffled bytes are not the same car.
  const auto as_plain = reencode(special, kCarKey);
  auto wrong = read_car(as_plain, "shuffled", 4);
  CHECK((!wrong.ok() || !(wrong->parts == make_sample_car(4).parts)));
}

TEST_CASE("Car physics fields sit at the original car record's offsets (§7.1)") {
  const auto& table = car_field_offsets();
  auto offset_of = [&](const std::string& name) -> int64_t {
    for (const auto& f : table)
      if (f.name == name) return f.offset;
    return -1;
  };
  CHECK(offset_of("steer_max") == 0x484);
  CHECK(offset_of("steer_speed") == 0x488);
  CHECK(offset_of("steer_recall") == 0x48C);
  CHECK(offset_of("rear_steer") == 0x494);
  CHECK(offset_of("inertia") == 0x508);
  CHECK(offset_of("gear_up_speed") == 0x518);
  CHECK(offset_of("mass") == 0x520);
  CHECK(offset_of("gravity_factor") == 0x528);
  CHECK(offset_of("drag") == 0x530);
  CHECK(offset_of("downforce") == 0x534);
  CHECK(offset_of("brake_max") == 0x548);
  CHECK(offset_of("drive") == 0x54C);
  CHECK(offset_of("gear_count") == 0x44B);
  CHECK(offset_of("gear_ratios[8]") == 0x44C + 32);
  CHECK(offset_of("point[0].radius") == 0x54);
  CHECK(offset_of("point[0].friction") == 0x90);
  CHECK(offset_of("point[1].radius") == 0xD8 + 0x54);
  CHECK(offset_of("point[4].position") == 0x360 + 0x48);
  CHECK(offset_of("point[3].z_min") == 0x288 + 0xBC);
  // In offset order, inside the block, never overlapping.
  for (size_t i = 0; i < table.size(); ++i) {
    CAPTURE(table[i].name);
    CHECK(table[i].offset + table[i].size <= kCarPhysicsSize);
    if (i > 0) CHECK(table[i - 1].offset + table[i - 1].size <= table[i].offset);
  }

  // Each named value lands at its offset in the written file.
  Car car = make_sample_car();
  car.physics.steer_max = 0x12345678;
  car.physics.points[1].radius = 0x00ABCDEF;
  car.physics.gear_count = -2;
  car.physics.inertia.z = 0x7654321;
  const auto body = body_of(write_ok(car));
  const size_t block = 1 + car.name.size();
  CHECK(load32(&body[block + 0x484]) == 0x12345678u);
  CHECK(load32(&body[block + 0xD8 + 0x54]) == 0x00ABCDEFu);
  CHECK(body[block + 0x44B] == 0xFE);
  CHECK(load32(&body[block + 0x508 + 8]) == 0x7654321u);
}

TEST_CASE("Car physics block keeps its runtime and unknown bytes through a read and a write") {
  Car car = make_sample_car();
  // Runtime parts: a point's velocity, the sound pointer at 0x4F4, the bytes at 0x498.
  car.physics.initial_image[0x0C] = 0x5A;
  car.physics.initial_image[0x4F4] = 0xC3;
  car.physics.initial_image[0x498] = 0x99;
  const auto file = write_ok(car);
  auto back = read_car(file, "car", 4);
  REQUIRE(back.ok());
  CHECK(back->physics.initial_image[0x0C] == 0x5A);
  CHECK(back->physics.initial_image[0x4F4] == 0xC3);
  CHECK(back->physics.initial_image[0x498] == 0x99);
  CHECK(back->physics.initial_image == compose_physics_image(car.physics));
  // The named field wins over a stale image: changing a field changes only its bytes.
  Car edited = *back;
  edited.physics.drag = 0x1111;
  const auto image = compose_physics_image(edited.physics);
  for (size_t i = 0; i < kCarPhysicsSize; ++i) {
    if (i >= 0x530 && i < 0x534) continue;
    REQUIRE(image[i] == back->physics.initial_image[i]);
  }
  CHECK(load32(&image[0x530]) == 0x1111u);
}

TEST_CASE("Car visit_car_fields walks the table with each field's value") {
  const Car car = make_sample_car();
  size_t n = 0;
  bool steer_seen = false;
  visit_car_fields(car.physics, [&](const CarFieldInfo& info, const auto& v) {
    ++n;
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(v)>, int32_t>)
      if (info.name == "steer_max") steer_seen = v == car.physics.steer_max;
  });
  CHECK(n == car_field_offsets().size());
  CHECK(steer_seen);
}

TEST_CASE("Car GOURAUD texture list name: the list is read only when one follows (§7.3)") {
  Car with_list = make_sample_car();
  with_list.texture_list_name = "GOURAUD";
  auto a = read_car(write_ok(with_list), "g1", 4);
  REQUIRE(a.ok());
  CHECK(a->textures == with_list.textures);

  Car without = make_sample_car();
  without.texture_list_name = "gouraud";
  without.textures.reset();
  auto b = read_car(write_ok(without), "g2", 4);
  REQUIRE(b.ok());
  CHECK_FALSE(b->textures);
  CHECK(*b == without);

  // Only GOURAUD cars may lack a list.
  Car bad = make_sample_car();
  bad.textures.reset();
  auto w = write_car(bad);
  REQUIRE_FALSE(w.ok());
  CHECK(w.error().section.find("texture list") != std::string::npos);
}

TEST_CASE("Car loads from a file by extension") {
  unpod::test::TempDir dir;
  const auto bv3 = dir.write("CARS/mirage.Bv3", write_ok(make_sample_car(3)));
  auto car = load_car(bv3);
  REQUIRE(car.ok());
  CHECK(car->flavour.version == 3);
  const auto other = dir.write("CARS/mirage.car", write_ok(make_sample_car(4)));
  CHECK_FALSE(load_car(other).ok());
  CHECK_FALSE(load_car(dir.path() / "missing.bv4").ok());
}

TEST_CASE("Car truncated at every block boundary and at random points gives an error") {
  const auto file = write_ok(make_sample_car(), 0x800);
  for (size_t cut = 0; cut < file.size(); cut += 0x800) {
    CAPTURE(cut);
    CHECK_FALSE(read_car(std::span(file).first(cut), "cut", 4).ok());
  }
  std::mt19937 rng(3);
  for (int i = 0; i < 100; ++i) {
    const size_t cut = rng() % file.size();
    CAPTURE(cut);
    CHECK_FALSE(read_car(std::span(file).first(cut), "cut", 4).ok());
  }
  // A valid container whose body stops early: the error names the section being read.
  const auto body = body_of(file);
  const auto full = read_car(file, "full", 4);
  REQUIRE(full.ok());
  for (size_t keep : {size_t(0), size_t(3), size_t(0x300), size_t(0x560), size_t(0x600),
                      size_t(0x9000), size_t(0x10000)}) {
    CAPTURE(keep);
    std::vector<uint8_t> part(body.begin(), body.begin() + std::ptrdiff_t(keep));
    auto r = read_car(reencode(part, kCarKey, 0x200), "short", 4);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().file == "short");
    CHECK_FALSE(r.error().section.empty());
  }
}

TEST_CASE("Car with flipped bits gives an error or a car, never a crash") {
  std::mt19937 rng(11);
  // In a plain-XOR container every single flip changes a block's sum. (The special coder's
  // checksum is weaker: a flip can change two decoded words by opposite amounts.)
  const auto plain = write_ok(make_sample_car(4, kCarKey));
  for (int i = 0; i < 50; ++i) {
    auto bad = plain;
    bad[rng() % bad.size()] ^= uint8_t(1u << (rng() % 8));
    CHECK_FALSE(read_car(bad, "flipped", 4).ok());
  }
  // In the decoded body, re-encoded with valid checksums: any outcome but a crash.
  const auto body = body_of(write_ok(make_sample_car(4, kSpecialKeyA)));
  const Car car = make_sample_car();
  // Texture pixels take any value; flip in the header parts and in the meshes after them.
  const size_t texture_end = 1 + car.name.size() + kCarPhysicsSize + 4 +
                             4 * car.torque_curve.size() + 1 + car.texture_list_name.size() + 8 +
                             2 * (4 + 2 * 52) + 2 * 128 * 128 * 2;
  int errors = 0;
  for (int i = 0; i < 200; ++i) {
    auto bad = body;
    const size_t at =
        i % 4 == 0 ? rng() % 0x600 : texture_end + rng() % (body.size() - texture_end);
    bad[at] ^= uint8_t(1u << (rng() % 8));
    auto r = read_car(reencode(bad, kSpecialKeyA), "flipped", 4);
    if (!r) {
      ++errors;
      CHECK_FALSE(r.error().message.empty());
    }
  }
  CHECK(errors > 0);
}

TEST_CASE("Car absurd counts are refused before any allocation") {
  const Car car = make_sample_car();
  auto body = body_of(write_ok(car));
  const size_t curve = 1 + car.name.size() + kCarPhysicsSize;
  auto set32 = [](std::vector<uint8_t>& b, size_t at, uint32_t v) {
    for (int k = 0; k < 4; ++k) b[at + size_t(k)] = uint8_t(v >> (8 * k));
  };
  auto huge_curve = body;
  set32(huge_curve, curve, 0xFFFFFFF0u);
  auto r = read_car(reencode(huge_curve), "huge", 4);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().section == "torque curve");
  // Offset on disk: header (8 + 4) + body position, no block boundary crossed yet.
  CHECK(r.error().offset == 12 + curve);

  const size_t pages = curve + 4 + 4 * car.torque_curve.size() + 1 + car.texture_list_name.size();
  auto huge_pages = body;
  set32(huge_pages, pages, 1000000);
  auto p = read_car(reencode(huge_pages), "pages", 4);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().section.find("texture list") != std::string::npos);
}

TEST_CASE("Car reader refuses other file types") {
  std::vector<uint8_t> text(4096, 'x');
  CHECK_FALSE(read_car(text, "text", 4).ok());
  CHECK_FALSE(read_car({}, "empty", 4).ok());
  // A PBDF file holding something else.
  std::mt19937 rng(5);
  std::vector<uint8_t> other(300);
  for (auto& b : other) b = uint8_t(rng());
  CHECK_FALSE(read_car(reencode(other, kCarKey, 0x200), "other", 4).ok());
  // No offset slot.
  auto none = pbdf_encode(body_of(write_ok(make_sample_car())), {}, kCarKey);
  REQUIRE(none.ok());
  CHECK_FALSE(read_car(*none, "noslot", 4).ok());
  CHECK_FALSE(read_car(write_ok(make_sample_car()), "v5", 5).ok());
}

// unpod-tool dump of the lists (CIRCUITS.BIN, VOITURES.BIN), menu images (.IMG), message
// dictionaries (.BMD) and frame bitmaps (.BBM), each written by the project's own writers.
#include <catch2/catch.hpp>

#include "support/json_reader.h"
#include "support/temp_dir.h"
#include "tool_runner.h"
#include "unpod/assets/frame_bitmap.h"
#include "unpod/assets/lists.h"
#include "unpod/assets/menu_image.h"
#include "unpod/assets/messages.h"

using namespace unpod;
using test::parse_json;
using test::run_tool;

namespace {
test::Json dump_json(const test::TempDir& dir, const std::string& name,
                     const std::vector<uint8_t>& bytes) {
  const auto path = dir.write(name, bytes);
  const auto r = run_tool({"dump", "--json", path.string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return parse_json(r.out);
}
}  // namespace

TEST_CASE("dump of CIRCUITS.BIN and VOITURES.BIN lists every record") {
  test::TempDir dir;
  std::vector<assets::CircuitListEntry> circuits(2);
  circuits[0].name = "Beltane";
  circuits[0].display_name = "Beltane Forest";
  circuits[0].laps = 4;
  circuits[0].flags = 3;
  circuits[1].name = "Arkham";
  circuits[1].length = 2480;
  const auto c = dump_json(dir, "Circuits.bin", assets::write_circuit_list(circuits));
  CHECK(c["kind"].string == "circuit_list");
  REQUIRE(c["circuit_list"]["count"].number == 2);
  const auto& e = c["circuit_list"]["entries"];
  CHECK(e[0]["name"].string == "Beltane");
  CHECK(e[0]["display_name"].string == "Beltane Forest");
  CHECK(e[0]["laps"].number == 4);
  CHECK(e[0]["mirror"].boolean);
  CHECK(e[1]["length"].number == 2480);

  std::vector<assets::CarListEntry> cars(3);
  for (size_t i = 0; i < cars.size(); ++i) cars[i].name = "CAR" + std::to_string(i);
  cars[2].display_name = "Mirage";
  const auto v = dump_json(dir, "VOITURES.BIN", assets::write_car_list(cars));
  CHECK(v["kind"].string == "car_list");
  REQUIRE(v["car_list"]["entries"].size() == 3);
  CHECK(v["car_list"]["entries"][2]["name"].string == "CAR2");
  CHECK(v["car_list"]["entries"][2]["display_name"].string == "Mirage");
}

TEST_CASE("dump of a menu image, a message dictionary and a frame bitmap") {
  test::TempDir dir;
  assets::MenuImageFile img;
  img.palettes.resize(1);
  img.images.push_back({4, 2, 7, 0, 0, 0});
  img.images.push_back({2, 2, 8, 8, -1, 0});
  img.pixels.resize(8 + 8);
  auto img_bytes = assets::write_menu_image(img);
  REQUIRE(img_bytes.ok());
  const auto i = dump_json(dir, "TITLE.IMG", *img_bytes);
  CHECK(i["kind"].string == "menu_image");
  REQUIRE(i["menu_image"]["images"].size() == 2);
  CHECK(i["menu_image"]["images"][0]["width"].number == 4);
  CHECK(i["menu_image"]["images"][1]["colour"].string == "direct RGB555");

  assets::Messages m;
  m.type_count = 3;
  m.text_count = 2;
  m.text = {'H', 'i', 0, 'O', 'k', 0};
  auto bmd = assets::write_messages(m);
  REQUIRE(bmd.ok());
  const auto b = dump_json(dir, "TEXT.BMD", *bmd);
  CHECK(b["kind"].string == "messages");
  CHECK(b["messages"]["text_count"].number == 2);
  CHECK(b["messages"]["text_bytes"].number == 6);

  assets::FrameBitmap f;
  f.frame_time_ms = 40;
  // A 2x2 8-bit DIB: 40-byte header, 256 RGBQUADs, rows padded to 4 bytes.
  f.dib.assign(40 + 256 * 4 + 8, 0);
  const auto put32 = [&](size_t at, uint32_t v) {
    for (int k = 0; k < 4; ++k) f.dib[at + size_t(k)] = uint8_t(v >> (8 * k));
  };
  put32(0, 40);
  put32(4, 2);
  put32(8, 2);
  f.dib[12] = 1;  // planes
  f.dib[14] = 8;  // bit count
  auto bbm = assets::write_frame_bitmap(f);
  REQUIRE(bbm.ok());
  const auto fb = dump_json(dir, "ANIM.BBM", *bbm);
  CHECK(fb["kind"].string == "frame_bitmap");
  CHECK(fb["frame_bitmap"]["frame_time_ms"].number == 40);
  CHECK(fb["frame_bitmap"]["dib"]["width"].number == 2);
  CHECK(fb["frame_bitmap"]["dib"]["bit_count"].number == 8);
}

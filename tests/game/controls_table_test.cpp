// README's controls table is the one the defaults make (game/controls/controls_table.cpp).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "controls/controls_table.h"

TEST_CASE("README's controls table is the defaults' table", "[game][bindings]") {
  std::ifstream in(UNPOD_GAME_TEST_DATA "/../../../README.md");
  REQUIRE(in);
  std::stringstream readme;
  readme << in.rdbuf();
  const std::string table = unpod::game::controls::controls_table_markdown();
  INFO("README.md should hold, between its controls table's comments:\n" << table);
  CHECK(readme.str().find(table) != std::string::npos);
}

// Catch2 v2's main, for a cross build that takes Catch2's header from the build host and so has
// no Catch2WithMain library of its toolchain (tests/CMakeLists.txt, docs/BUILDING.md).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

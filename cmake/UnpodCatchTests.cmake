# unpod_catch_tests(TARGET PREFIX [PROPERTIES name value ...]): every Catch2 case of TARGET
# becomes a ctest entry named "PREFIX<case name>", with the PROPERTIES given (e.g. LABELS,
# SKIP_RETURN_CODE). A filter that matches no case fails (-w NoTests: Catch2 v2 exits 0 when
# nothing matches). The target is remembered for "harness: ..." below, which checks that the
# cases and the ctest entries are the same set (a ';' in a name used to split one case into two
# entries that ran nothing).
include(Catch)

# Files a unity batch of a test binary (0: the whole binary in one file, which is how the test
# files are checked to define no file-scope name twice: docs/TESTING.md, "CI's time").
set(UNPOD_TEST_UNITY_BATCH 8 CACHE STRING "Test files per unity batch (0: one batch)")

# unpod_test_code(TARGET): TARGET is the tests' own code (a test binary or a test support
# library): -O1 in Release and -O0 under the sanitizers; the libraries they test keep the build's
# flags. A test file took 22.5 s at -O1 with the sanitizers and 13.8 s at -O0, 8.8 s at -O3 and
# 7.6 s at -O1 (docs/TESTING.md, "CI's time").
function(unpod_test_code target)
  if(UNPOD_SANITIZE)
    unpod_no_optimise(${target})
  elseif(CMAKE_BUILD_TYPE STREQUAL "Release" AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 at -O1 warns falsely (-Warray-bounds, -Wstringop-overflow) inside libstdc++'s
    # std::string copies in three test files (tests/disc, tests/tools); -Werror (CI) would fail.
    target_compile_options(${target} PRIVATE -O1 -Wno-array-bounds -Wno-stringop-overflow)
  elseif(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT MSVC)
    target_compile_options(${target} PRIVATE -O1)
  endif()
endfunction()

function(unpod_catch_tests target prefix)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "PROPERTIES")
  unpod_windows_executable(${target})  # the cases' names in UTF-8 on Windows
  catch_discover_tests(${target} TEST_PREFIX "${prefix}" EXTRA_ARGS -w NoTests
                       PROPERTIES ${arg_PROPERTIES})
  # catch.hpp is 17,000 lines parsed again by every test file: precompiled once per binary it
  # saves about 1 s of each test file's 6 to 7 s at -O3 (docs/TESTING.md, "CI's time"); the
  # standard headers the test files use most ride along (a binary may add its own headers).
  target_precompile_headers(
    ${target} PRIVATE <catch2/catch.hpp> <algorithm> <array> <cmath> <cstdint> <filesystem>
    <fstream> <functional> <map> <memory> <optional> <random> <set> <span> <sstream> <string>
    <vector>)
  unpod_test_code(${target})
  # Unity batches: a test file's own parsing (the headers of what it tests) is most of its
  # compile time, and the batches share it (docs/TESTING.md, "CI's time").
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${UNPOD_TEST_UNITY_BATCH})
  set_property(GLOBAL APPEND PROPERTY UNPOD_CATCH_TARGETS "${target}")
  set_property(GLOBAL APPEND PROPERTY UNPOD_CATCH_PREFIXES "${prefix}")
endfunction()

# unpod_release_only(NAME...): these Catch2 entries of the current directory (full ctest names,
# prefix included) are labelled release-only, which the sanitizer stage leaves out
# (scripts/test.sh): cases that repeat, many times over, code that lighter cases run under the
# sanitizers too. Call after the directory's unpod_catch_tests: the labels are set when ctest
# reads the entries the discovery wrote. A name that is no entry changes nothing (ctest says
# nothing of it): a renamed case runs in both stages until its name is put right here.
function(unpod_release_only)
  set(text "")
  foreach(name IN LISTS ARGN)
    string(APPEND text "set_tests_properties([==[${name}]==] PROPERTIES LABELS release-only)\n")
  endforeach()
  set(file "${CMAKE_CURRENT_BINARY_DIR}/release_only.cmake")
  file(WRITE "${file}" "${text}")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${file}")
endfunction()

# unpod_catch_tests_check(): the ctest that compares each binary's --list-test-names-only with
# its ctest entries. Call once, after every unpod_catch_tests.
function(unpod_catch_tests_check)
  get_property(targets GLOBAL PROPERTY UNPOD_CATCH_TARGETS)
  set(pairs "")
  foreach(t IN LISTS targets)
    list(APPEND pairs "$<TARGET_FILE:${t}>")
  endforeach()
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  add_test(NAME "harness: every Catch2 case is one ctest entry"
           COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/harness/check_test_lists.py
                   ${CMAKE_BINARY_DIR} ${pairs})
  set_tests_properties("harness: every Catch2 case is one ctest entry" PROPERTIES TIMEOUT 120)
endfunction()

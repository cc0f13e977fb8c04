#!/usr/bin/env bash
# Sets up, builds and runs every test, headless:
#   0. clang-format over the tree (scripts/check-format.sh);
#   1. the Release build (unit tests, tool tests, end-to-end tests in a real window under Xvfb,
#      and the installation suite, `ctest -L installation`, on the demo disc);
#   2. the core built for Windows with MinGW-w64 and its tests run under Wine (build-windows/,
#      scripts/cross-windows.sh), checked against the Release build's demo disc and replays;
#   3. the same suite built with AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/);
#   4. a short fixed-time run of every libFuzzer target (build-fuzz/, clang).
# UNPOD_TEST_QUICK=1 runs only the formatting and step 1, for quick iteration while developing.
# Each stage prints its time; docs/TESTING.md ("CI's time") says where it goes.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tests

# Headless video and audio for every test that opens a window or an audio device; the
# end-to-end tests start their own Xvfb.
export SDL_AUDIODRIVER=dummy
export ALSOFT_DRIVERS=null
# One test more than the cores: the end-to-end cases wait on the wall clock (keys held, Xvfb,
# sleeps) and leave a core idle meanwhile (docs/TESTING.md, "CI's time").
jobs=$(($(nproc) + 1))
stage_start=$SECONDS
stage_done() { echo "== $1: $((SECONDS - stage_start)) s"; stage_start=$SECONDS; }

echo "== Formatting"
scripts/check-format.sh
stage_done "formatting"

echo "== Release build"
cmake --build build
stage_done "Release build"
# The installation suite runs on the demo disc the build wrote (UNPOD_TEST_DATA names any
# installation; without it those tests are reported skipped).
UNPOD_TEST_DATA="$PWD/build/game/demo-disc" \
  ctest --test-dir build --no-tests=error --output-on-failure -j "$jobs"
stage_done "Release tests"

if [[ "${UNPOD_TEST_QUICK:-0}" == "1" ]]; then exit 0; fi

echo "== Windows build (MinGW-w64) and its tests under Wine"
scripts/cross-windows.sh
stage_done "Windows build and tests"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build"
werror=OFF
if [[ "${CI:-}" == "true" ]]; then werror=ON; fi
# -O1 -g1 (line tables for the reports) and no benches: the sanitizers need no speed figures,
# and the whole of scripts/test.sh has to fit CI's 30 minutes on two cores.
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DUNPOD_SANITIZE=ON -DUNPOD_BUILD_BENCH=OFF \
  -DUNPOD_WERROR="$werror" >/dev/null
cmake --build build-asan
stage_done "sanitizer build"
# Mesa's JIT looks like a leak to LeakSanitizer; the e2e tests set detect_leaks=0 themselves.
# The cases labelled release-only run in the Release stage alone (tests/e2e/CMakeLists.txt).
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --no-tests=error --output-on-failure -j "$jobs" -LE release-only
stage_done "sanitizer tests"

echo "== Fuzz smoke run"
tests/fuzz/run.sh "${UNPOD_FUZZ_SECONDS:-10}"
stage_done "fuzz smoke run"

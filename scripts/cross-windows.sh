#!/usr/bin/env bash
# The core for Windows, built here with MinGW-w64 and tested under Wine (docs/BUILDING.md):
# assets-loader, sim, the demo disc's compilers, unpod-tool and their tests, in build-windows/;
# then every test under Wine, and the cross-system check against the Linux build in build/
# (the same demo disc and replays). The packages come from `scripts/setup.sh --tests`; the
# Linux build must be built first (scripts/test.sh does both).
set -euo pipefail
cd "$(dirname "$0")/.."
werror=OFF
if [[ "${CI:-}" == "true" ]]; then werror=ON; fi
native_disc=$PWD/build/game/demo-disc
[[ -d "$native_disc" ]] || native_disc=$PWD/build/demo-disc
cmake -S . -B build-windows -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake \
  -DUNPOD_BUILD_GAME=OFF -DUNPOD_BUILD_NET=OFF -DUNPOD_BUILD_BENCH=OFF -DUNPOD_WERROR="$werror" \
  -DUNPOD_NATIVE_TOOL="$PWD/build/tools/unpod-tool" -DUNPOD_NATIVE_DISC="$native_disc" >/dev/null
cmake --build build-windows
# A case that fails runs once more (--repeat until-pass:2): once in a CI run, under the load of
# three at once, Wine started a test binary that printed nothing at all and failed in 0.00 s
# (not reproduced in 714 runs since). The log keeps the failed run above the second one.
ctest --test-dir build-windows --no-tests=error --output-on-failure -j "$(($(nproc) + 1))" \
  --repeat until-pass:2

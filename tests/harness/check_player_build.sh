#!/usr/bin/env bash
# The player's and the packager's build (-DBUILD_TESTING=OFF, as scripts/run.sh configures it):
# it configures with Catch2 out of reach (CMAKE_DISABLE_FIND_PACKAGE_Catch2) and holds the game,
# the tools and the demo disc but no test, bench or fuzz target.
#   check_player_build.sh SOURCE_DIR WORK_DIR
set -euo pipefail
source_dir=$1
work=$2
rm -rf "$work"
cmake -S "$source_dir" -B "$work" -G Ninja -DBUILD_TESTING=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=TRUE >"$work.log" 2>&1 || {
  cat "$work.log"
  echo "the build without tests does not configure without Catch2"
  exit 1
}
targets=$(ninja -C "$work" -t targets all)
for want in unpod unpod-tool unpod-server demo_disc; do
  grep -q "^$want: phony" <<<"$targets" || { echo "no target $want"; exit 1; }
done
extra=$(grep -E '^(unpod_[a-z_]*tests|unpod_bench_[a-z_]*|fuzz_[a-z_]*): phony' <<<"$targets" || true)
[[ -z $extra ]] || { echo "test, bench or fuzz targets in the build without tests: $extra"; exit 1; }
[[ ! -e $work/CTestTestfile.cmake ]] || { echo "ctest files in the build without tests"; exit 1; }
echo "the build without tests: $(grep -c ': phony' <<<"$targets") targets, none a test"
rm -rf "$work" "$work.log"

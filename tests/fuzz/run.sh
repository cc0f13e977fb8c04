#!/usr/bin/env bash
# Builds every libFuzzer target (clang, ASan + UBSan) in build-fuzz/, writes the seed corpora
# and runs each target for SECONDS (default 10). Fails on any crash, hang, leak or sanitizer
# report; reproducers land in build-fuzz/tests/fuzz/artifacts/.
#   tests/fuzz/run.sh [SECONDS]
set -euo pipefail
seconds=${1:-10}
cd "$(dirname "$0")/../.."

# ccache, where installed, makes a rebuild after a small change cheap.
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DUNPOD_FUZZ=ON -DUNPOD_BUILD_GAME=OFF "${launcher[@]}" >/dev/null
cmake --build build-fuzz --target unpod_fuzz_all

dir=build-fuzz/tests/fuzz
corpus=$dir/corpus
mkdir -p "$dir/artifacts"
"$dir/unpod_fuzz_seeds" "$corpus"

# One target a core at a time: each runs for SECONDS of wall time, so the run takes
# SECONDS x targets / cores.
run_target() {
  local name=$1 max_len=$2
  if ! "$dir/fuzz_$name" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$dir/artifacts/$name-" \
      "$corpus/$name" 2>"$dir/fuzz_$name.log"; then
    echo "== fuzz_$name for ${seconds}s (max_len $max_len)"
    tail -n 40 "$dir/fuzz_$name.log"
    echo "fuzz_$name FAILED (log: $dir/fuzz_$name.log)"
    return 1
  fi
  echo "== fuzz_$name for ${seconds}s (max_len $max_len)"
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)' "$dir/fuzz_$name.log" || true
}

jobs=$(nproc)
status=0
running=0
while read -r name max_len; do
  [[ -z "$name" ]] && continue
  if ((running >= jobs)); then
    wait -n || status=1
    running=$((running - 1))
  fi
  run_target "$name" "$max_len" &
  running=$((running + 1))
done <"$dir/targets.txt"
while ((running > 0)); do
  wait -n || status=1
  running=$((running - 1))
done
exit $status

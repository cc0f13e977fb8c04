#!/usr/bin/env bash
# Builds every libFuzzer target (clang, ASan + UBSan) in build-fuzz/, writes the generated seed
# corpora and runs each target. Fails on any crash, hang, leak or sanitizer report; reproducers
# land in build-fuzz/tests/fuzz/artifacts/.
#   tests/fuzz/run.sh [SECONDS]
#       CI's short run: each target SECONDS (default 10), one target a core at a time.
#   tests/fuzz/run.sh --campaign [MINUTES] [--save]
#       A campaign: each target MINUTES (default 10), one a core at a time (13 targets of 10
#       minutes on 2 cores: about 65 minutes). Then each target's corpus is merged down to the
#       inputs that add coverage, and a table of the campaign (runs, coverage at the start and
#       the end, corpus, crashes) is printed and kept in build-fuzz/tests/fuzz/campaign.md.
#       --save packs the merged corpora into the tree's tests/fuzz/corpus/NAME.tar.xz (to commit).
# Each target reads three corpora: its working corpus (build-fuzz/tests/fuzz/corpus/NAME, which
# new inputs are written to and which outlives the run), the seeds our writers generate
# (build-fuzz/tests/fuzz/seeds/NAME, written afresh each run) and the committed corpus: what
# campaigns found beyond those seeds, merged down, kept as tests/fuzz/corpus/NAME.tar.xz (the
# circuits' 800 inputs are 24 MB unpacked, 117 KB packed) and unpacked by CMake into
# build-fuzz/tests/fuzz/kept/NAME.
set -euo pipefail
cd "$(dirname "$0")/../.."

campaign=0
save=0
seconds=10
if [[ ${1:-} == --campaign ]]; then
  campaign=1
  shift
  minutes=10
  if [[ ${1:-} =~ ^[0-9]+$ ]]; then
    minutes=$1
    shift
  fi
  seconds=$((minutes * 60))
  if [[ ${1:-} == --save ]]; then
    save=1
    shift
  fi
elif [[ ${1:-} =~ ^[0-9]+$ ]]; then
  seconds=$1
  shift
fi
# libFuzzer reads -max_total_time=0 as "no limit".
if (($# > 0 || seconds < 1)); then
  echo "usage: tests/fuzz/run.sh [SECONDS] | --campaign [MINUTES] [--save]" >&2
  exit 2
fi

# ccache, where installed, makes a rebuild after a small change cheap.
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DUNPOD_FUZZ=ON -DUNPOD_BUILD_GAME=OFF "${launcher[@]}" >/dev/null
cmake --build build-fuzz --target unpod_fuzz_all

dir=build-fuzz/tests/fuzz
seeds=$dir/seeds
corpus=$dir/corpus
kept=$dir/kept
mkdir -p "$dir/artifacts"
rm -rf "$seeds"
"$dir/unpod_fuzz_seeds" "$seeds"

# One target a core at a time: each runs for SECONDS of wall time, so the run takes
# SECONDS x targets / cores.
run_target() {
  local name=$1 max_len=$2 committed=()
  [[ -d $kept/$name ]] && committed=("$kept/$name")
  mkdir -p "$corpus/$name"
  if ! "$dir/fuzz_$name" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$dir/artifacts/$name-" \
    "$corpus/$name" "$seeds/$name" "${committed[@]}" 2>"$dir/fuzz_$name.log"; then
    echo "== fuzz_$name for ${seconds}s (max_len $max_len)"
    tail -n 40 "$dir/fuzz_$name.log"
    echo "fuzz_$name FAILED (log: $dir/fuzz_$name.log)"
    return 1
  fi
  echo "== fuzz_$name for ${seconds}s (max_len $max_len)"
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)' "$dir/fuzz_$name.log" || true
}

# Only the reproducers written from now on count as this run's (older ones stay for study).
touch "$dir/run.stamp"
started=$(date +%s)
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
((campaign)) || exit $status

# The campaign's table: per target the runs, the coverage (libFuzzer's edges "cov" and features
# "ft") when the corpora were loaded and at the end, the inputs found beyond the seeds (merged
# down: only those that add coverage to the seeds' and to each other's), the crashes.
merged=$dir/merged
rm -rf "$merged"
report=$dir/campaign.md
{
  echo "Campaign of $((seconds / 60)) min a target on $jobs cores, $(date -u +%Y-%m-%d), $(git rev-parse --short HEAD)," \
    "$(($(date +%s) - started)) s in all."
  echo
  echo "| target | runs | runs/s | cov at start | cov at end | ft at end | found beyond the seeds | crashes |"
  echo "|---|---|---|---|---|---|---|---|"
} >"$report"
while read -r name max_len; do
  [[ -z "$name" ]] && continue
  log=$dir/fuzz_$name.log
  runs=$(awk '/^stat::number_of_executed_units:/ { print $NF }' "$log")
  rate=$(awk '/^stat::average_exec_per_sec:/ { print $NF }' "$log")
  start_cov=$(awk '/INITED/ { for (i = 1; i < NF; i++) if ($i == "cov:") { print $(i + 1); exit } }' "$log")
  end_cov=$(awk '/^#[0-9]+/ { for (i = 1; i < NF; i++) if ($i == "cov:") c = $(i + 1) } END { print c }' "$log")
  end_ft=$(awk '/^#[0-9]+/ { for (i = 1; i < NF; i++) if ($i == "ft:") f = $(i + 1) } END { print f }' "$log")
  crashes=$(find "$dir/artifacts" -type f -name "$name-*" -newer "$dir/run.stamp" | wc -l)
  # The seeds first, so the merge keeps only what adds to them; then the seeds taken out.
  mkdir -p "$merged/$name"
  cp "$seeds/$name"/* "$merged/$name/"
  committed=()
  [[ -d $kept/$name ]] && committed=("$kept/$name")
  "$dir/fuzz_$name" -merge=1 -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    "$merged/$name" "$corpus/$name" "${committed[@]}" >"$dir/merge_$name.log" 2>&1 ||
    { echo "merging fuzz_$name's corpus failed (log: $dir/merge_$name.log)"; status=1; }
  for seed in "$seeds/$name"/*; do rm -f "$merged/$name/${seed##*/}"; done
  files=$(find "$merged/$name" -type f | wc -l)
  size=$(du -s --apparent-size --block-size=1K "$merged/$name" | cut -f1)
  echo "| $name | ${runs:-?} | ${rate:-?} | ${start_cov:-?} | ${end_cov:-?} | ${end_ft:-?} | $files files, $size KiB | $crashes |" >>"$report"
done <"$dir/targets.txt"
found=$(find "$dir/artifacts" -type f -newer "$dir/run.stamp" | wc -l)
echo >>"$report"
echo "Reproducers written: $found (in $dir/artifacts)." >>"$report"
cat "$report"
if ((save)); then
  # Reproducible archives: sorted names, no dates or owners.
  mkdir -p tests/fuzz/corpus
  for target in "$merged"/*; do
    tar -C "$target" --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -cf - . |
      xz -9 >"tests/fuzz/corpus/${target##*/}.tar.xz"
  done
  echo "the merged corpora are packed in tests/fuzz/corpus: commit them"
fi
exit $status

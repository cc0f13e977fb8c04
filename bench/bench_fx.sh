#!/bin/sh
# unpod-tool fx dot16 over N lines (default 10^6): generates the cases (a fixed pseudo-random
# sequence from awk, the same input every run), then times the tool on them.
# Usage: bench/bench_fx.sh PATH/TO/unpod-tool [N]
set -eu
tool=$1
n=${2:-1000000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
awk -v n="$n" 'BEGIN { s = 12345; m = 4294967296;
  for (i = 0; i < n; i++) { line = "";
    for (k = 0; k < 6; k++) { s = (s * 1103515245 + 12345) % m; line = line (k ? " " : "") (s - 2147483648) }
    print line } }' > "$dir/cases"
start=$(date +%s%N)
"$tool" fx dot16 < "$dir/cases" > "$dir/out"
end=$(date +%s%N)
lines=$(wc -l < "$dir/out")
[ "$lines" -eq "$n" ] || { echo "expected $n results, got $lines" >&2; exit 1; }
echo "unpod-tool fx dot16: $n lines in $(( (end - start) / 1000000 )) ms"

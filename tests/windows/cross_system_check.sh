#!/usr/bin/env bash
# The core on Windows against the core on Linux (issue 35, docs/BUILDING.md): the same demo disc
# and the same races, bit for bit.
#   cross_system_check.sh NATIVE_TOOL NATIVE_DISC WINDOWS_TOOL WINDOWS_DISC WORK [RUNNER...]
# NATIVE_*: unpod-tool and the demo disc of a Linux build; WINDOWS_*: those of the MinGW build,
# run by RUNNER (default: wine64 from PATH or /usr/lib/wine). Checks:
#   1. the Windows unpod-tool compiled the same demo disc, file for file, byte for byte;
#   2. four races (computers alone; mirrored; hard with damage by sector; two scripted humans)
#      recorded by each system give the same replay file, byte for byte: the state hash after
#      every step and the checkpoints' parts are equal;
#   3. each system's replay verifies with the other system's `replay --verify`, every step;
#   4. the Windows unpod-tool finds its build's demo disc from its own folder (no --data).
# Every command's exit status is checked: a tool that fails to start fails the check.
set -euo pipefail
if (($# < 5)); then
  echo "usage: $0 NATIVE_TOOL NATIVE_DISC WINDOWS_TOOL WINDOWS_DISC WORK [RUNNER...]" >&2
  exit 2
fi
native_tool=$1 native_disc=$2 windows_tool=$3 windows_disc=$4 work=$5
shift 5
runner=("$@")
if ((${#runner[@]} == 0)); then
  wine=$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)
  runner=(env WINEDEBUG=-all "$wine")
fi
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
mkdir -p "$work"
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
native() { "$native_tool" "$@"; }
windows() { "${runner[@]}" "$windows_tool" "$@"; }

# 1. The demo disc.
for f in CIRCUITS.BIN VOITURES.BIN; do
  [[ -s "$native_disc/$f" ]] || fail "the Linux build's demo disc has no $f ($native_disc)"
done
if ! diff -r "$native_disc" "$windows_disc" >"$work/disc.diff"; then
  cat "$work/disc.diff" >&2
  fail "the Windows unpod-tool compiled another demo disc"
fi
files=$(find "$native_disc" -type f | wc -l)
echo "demo disc: $files files, the same bytes from both systems"

# 2 and 3. The races.
races=(
  "computers|--track DUSKRING"
  "mirrored|--track DUSKRING --mirror --difficulty normal --laps 2"
  "hard-damage|--track QUARRY --difficulty hard --damage sector --laps 2"
  "two-humans|--track DUSKRING --laps 1 --humans 2 --human-script two_humans.script --max-minutes 3"
)
cp "$here/two_humans.script" "$work/"
cd "$work"
for race in "${races[@]}"; do
  name=${race%%|*}
  read -r -a options <<<"${race#*|}"
  # (Standard error: the humans' race stops at --max-minutes, which the tools say there.)
  native race --data "$native_disc" "${options[@]}" --record "$name.linux.rpl" --json \
    >"$name.linux.json" 2>"$name.linux.err" ||
    fail "$name: the Linux race failed: $(cat "$name.linux.err")"
  windows race --data "$windows_disc" "${options[@]}" --record "$name.windows.rpl" --json \
    >"$name.windows.json" 2>"$name.windows.err" ||
    fail "$name: the Windows race failed: $(cat "$name.windows.err")"
  steps=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["steps"])' "$name.linux.json")
  ((steps > 1000)) || fail "$name: only $steps steps"
  cmp "$name.linux.rpl" "$name.windows.rpl" ||
    fail "$name: the two systems recorded different replays"
  windows replay "$name.linux.rpl" --data "$windows_disc" --verify >"$name.on-windows.txt" ||
    fail "$name: the Linux replay does not verify on Windows: $(tail -3 "$name.on-windows.txt")"
  native replay "$name.windows.rpl" --data "$native_disc" --verify >"$name.on-linux.txt" ||
    fail "$name: the Windows replay does not verify on Linux: $(tail -3 "$name.on-linux.txt")"
  for side in on-windows on-linux; do
    grep -q "^verified: $steps steps, every state hash as recorded" "$name.$side.txt" ||
      fail "$name ($side): $(tail -1 "$name.$side.txt")"
  done
  echo "$name: $steps steps, $(stat -c %s "$name.linux.rpl") bytes of replay, the same from" \
    "both systems; each verifies on the other"
done
# 4. No --data and no UNPOD_DATA: the demo disc beside the build's tools/ (executable_path.cpp's
# Windows branch, GetModuleFileNameW).
env -u UNPOD_DATA "${runner[@]}" "$windows_tool" race --track QUARRY --laps 1 --json \
  >found.json 2>found.err || fail "the Windows unpod-tool found no demo disc: $(cat found.err)"
grep -q '"steps":' found.json || fail "the Windows unpod-tool's race printed no steps"
echo "the Windows unpod-tool found its demo disc from its own folder"
echo "PASS"

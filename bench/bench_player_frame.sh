#!/bin/bash
# The player's frame (issue 37): the game itself on the demo disc's Dusk Ring under a virtual X
# server (Xvfb, Mesa's llvmpipe), from a fresh home folder, player 1's accelerator held with
# xdotool, for SECONDS of wall time in each of three races: one view, two players split, one view
# with the overlay's first layout. `unpod --frame-report` writes each race's frames (events to
# swap, after 30 of warm-up; medians, 90th percentiles, means, worst); the reference loop
# (unpod_bench_reference) is timed before, and each frame median is given at the reference
# speed too (bench/README.md). Traffic: none. Asserts nothing.
#   bench/bench_player_frame.sh BUILD_DIR [WIDTHxHEIGHT [SECONDS]]   (default 1280x720, 20)
set -euo pipefail
build=${1:?usage: bench_player_frame.sh BUILD_DIR [WIDTHxHEIGHT [SECONDS]]}
size=${2:-1280x720}
seconds=${3:-20}
unpod=$build/game/unpod
for tool in Xvfb xdotool; do
  command -v "$tool" >/dev/null || { echo "bench_player_frame.sh: $tool not found" >&2; exit 1; }
done
[[ -x $unpod ]] || { echo "bench_player_frame.sh: no $unpod" >&2; exit 1; }
work=$(mktemp -d)
xvfb_pid=
cleanup() {
  [[ -z $xvfb_pid ]] || kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp -noreset 3>"$work/display" 2>/dev/null &
xvfb_pid=$!
for _ in $(seq 100); do [[ -s $work/display ]] && break; sleep 0.1; done
[[ -s $work/display ]] || { echo "bench_player_frame.sh: Xvfb reported no display" >&2; exit 1; }
export DISPLAY=":$(tr -d '[:space:]' <"$work/display")"
export SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy ALSOFT_DRIVERS=null

reference=$("$build/bench/unpod_bench_reference" | awk '{print $3}')
echo "reference loop: $reference s (the reference speed: 1 s)"

# race NAME ARGS...: one race in a fresh home, Up held, its report printed.
race() {
  local name=$1 home=$work/$1 window pid
  shift
  mkdir -p "$home"
  XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data HOME=$home \
    "$unpod" --window "$size" --track duskring --quit-after "$seconds" \
    --frame-report "$home/frames.txt" "$@" >"$home/out" 2>"$home/err" &
  pid=$!
  window=$(timeout 30 xdotool search --sync --name '^Un-POD$' | head -n 1) ||
    { echo "$name: no window" >&2; kill "$pid"; return 1; }
  xdotool windowfocus --sync "$window" keydown Up || true
  wait "$pid" || { echo "$name: unpod failed: $(cat "$home/err")" >&2; return 1; }
  xdotool keyup Up 2>/dev/null || true
  echo "== $name"
  cat "$home/frames.txt"
  awk -v r="$reference" '/^frame \(events to swap\)/ {
    printf "at the reference speed: frame median %.2f ms, p90 %.2f ms, mean %.2f ms\n",
      $(NF - 10) / r, $(NF - 7) / r, $(NF - 4) / r }' \
    "$home/frames.txt"
}

race "one view"
race "two players split" --players 2
race "one view, the overlay's first layout" --overlay

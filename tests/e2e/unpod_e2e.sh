#!/usr/bin/env bash
# End-to-end checks of the real unpod window under a virtual X server (Xvfb).
# usage: unpod_e2e.sh CASE UNPOD MAKE_INSTALL WORKDIR
#   CASE: screenshot | escape | no-installation | demo-disc | command-line | race-duskring |
#         race-quarry | race-split | race-cameras | race-errors
# Starts its own Xvfb on a free display (-displayfd), so cases may run in parallel.
set -euo pipefail

case_name=$1
unpod=$2
make_install=$3
work=$4/$case_name

export SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy ALSOFT_DRIVERS=null
# Sanitizer builds: Mesa's JIT code looks like leaks to LeakSanitizer (docs/DESIGN.md).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
unset UNPOD_DATA

fail() {
  echo "FAIL ($case_name): $*" >&2
  for f in "$work"/*.out "$work"/*.err; do
    [[ -s $f ]] && { echo "--- $f" >&2; cat "$f" >&2; }
  done
  exit 1
}

rm -rf "$work"
mkdir -p "$work"

xvfb_pid=""
unpod_pid=""
cleanup() {
  [[ -n $unpod_pid ]] && kill "$unpod_pid" 2>/dev/null || true
  # Reap Xvfb too, so no zombie outlives the test.
  if [[ -n $xvfb_pid ]]; then kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null; fi
  return 0
}
trap cleanup EXIT

start_xvfb() {
  command -v Xvfb >/dev/null || fail "Xvfb not found (apt-get install xvfb)"
  Xvfb -displayfd 3 -screen 0 1280x720x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.err" &
  xvfb_pid=$!
  for _ in $(seq 100); do
    [[ -s $work/display ]] && break
    kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb exited"
    sleep 0.1
  done
  [[ -s $work/display ]] || fail "Xvfb did not report a display"
  export DISPLAY=":$(tr -d '[:space:]' <"$work/display")"
}

reference=$(cd "$(dirname "$0")" && pwd)/reference

# crop_stat PNG GEOMETRY FORMAT: ImageMagick's fx statistics of a region of the picture.
crop_stat() {
  convert "$1" -crop "$2" +repage -format "$3\n" info:
}

# check_reference SHOT REFERENCE: the same size and a normalised RMSE under 0.03 (llvmpipe is
# deterministic; the tolerance covers another Mesa's rounding). On failure the difference image
# is kept beside the shot.
check_reference() {
  local size ref_size rmse
  size=$(identify -format '%wx%h' "$1") || fail "identify cannot read $1"
  ref_size=$(identify -format '%wx%h' "$2") || fail "no reference $2"
  [[ $size == "$ref_size" ]] || fail "$1 is $size, the reference $ref_size"
  rmse=$(compare -metric RMSE "$1" "$2" "${1%.png}-diff.png" 2>&1 | sed -E 's/.*\((.*)\)/\1/') || true
  awk -v d="$rmse" 'BEGIN { exit !(d < 0.03) }' ||
    fail "$1 differs from $2 (normalised RMSE $rmse; see ${1%.png}-diff.png)"
}

# wait_exit PID SECONDS: the exit status of PID, or fails when it runs longer.
wait_exit() {
  local pid=$1 limit=$2
  for _ in $(seq $((limit * 10))); do
    if ! kill -0 "$pid" 2>/dev/null; then
      local rc=0
      wait "$pid" || rc=$?
      unpod_pid=""
      return "$rc"
    fi
    sleep 0.1
  done
  fail "unpod still running after ${limit}s"
}

case $case_name in
  screenshot)
    # A sample installation, a 2 s run, a PNG of the last frame with the window's size and
    # more than one colour (the ImGui window and its text over the cleared background).
    start_xvfb
    "$make_install" "$work/POD" >"$work/make_install.out" 2>&1 || fail "cannot make the sample installation"
    rc=0
    "$unpod" --data "$work/POD" --window 800x600 --screenshot "$work/shot.png" --quit-after 2 \
      >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    grep -q "^Installation: " "$work/unpod.out" || fail "stdout does not describe the installation"
    [[ -s $work/shot.png ]] || fail "no screenshot written"
    size=$(identify -format '%wx%h' "$work/shot.png") || fail "identify cannot read the PNG"
    [[ $size == 800x600 ]] || fail "screenshot is $size, the window is 800x600"
    colours=$(convert "$work/shot.png" -format %k info:)
    [[ $colours -ge 5 ]] || fail "screenshot has only $colours colours: no ImGui window and text over the clear colour"
    echo "screenshot $size, $colours colours"
    ;;
  escape)
    # Escape quits with 0 within a few seconds.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    "$make_install" "$work/POD" >"$work/make_install.out" 2>&1 || fail "cannot make the sample installation"
    "$unpod" --data "$work/POD" --quit-after 30 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    sleep 0.5 # let the first frames through
    xdotool windowfocus --sync "$window" key Escape || fail "xdotool could not send Escape"
    start=$(date +%s%N)
    rc=0
    wait_exit "$unpod_pid" 5 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc after Escape"
    echo "quit $(( ($(date +%s%N) - start) / 1000000 )) ms after Escape"
    ;;
  no-installation)
    # No installation: the window still opens, unpod exits 0, and says why it found none.
    start_xvfb
    rc=0
    "$unpod" --data /nonexistent --quit-after 1 --screenshot "$work/shot.png" \
      >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    grep -q "No POD installation found: .*/nonexistent" "$work/unpod.out" "$work/unpod.err" ||
      fail "the locator's message (naming /nonexistent) is not printed"
    grep -q -- "--data" "$work/unpod.out" || fail "no hint on how to point unpod at an installation"
    [[ -s $work/shot.png ]] || fail "no screenshot: the window did not draw"
    ;;
  demo-disc)
    # No --data and no UNPOD_DATA: unpod plays the demo disc the build put next to it.
    start_xvfb
    [[ -f $(dirname "$unpod")/demo-disc/CIRCUITS.BIN ]] || fail "no demo disc next to $unpod (the demo_disc target builds it)"
    rc=0
    "$unpod" --quit-after 1 --screenshot "$work/shot.png" >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    grep -q "^Playing the demo disc" "$work/unpod.out" || fail "stdout does not say the demo disc is played"
    grep -q "^Installation: .*demo-disc (BL4.*), 2 circuits, 4 cars$" "$work/unpod.out" ||
      fail "stdout does not list the demo disc's 2 circuits and 4 cars"
    [[ -s $work/shot.png ]] || fail "no screenshot: the window did not draw"
    ;;
  command-line)
    # --help, and refusals of bad arguments, need no display.
    "$unpod" --help >"$work/help.out" 2>"$work/help.err" || fail "--help exited non-zero"
    grep -q "^usage: unpod" "$work/help.out" || fail "--help prints no usage"
    for bad in "--window 12x" "--window 10x10" "--quit-after -1" "--quit-after soon" "--data" \
      "--frobnicate" "--laps 3" "--track duskring --laps 0" "--track duskring --players 3"; do
      rc=0
      # shellcheck disable=SC2086 # split on purpose
      "$unpod" $bad >"$work/bad.out" 2>"$work/bad.err" || rc=$?
      [[ $rc == 2 ]] || fail "'unpod $bad' exited with $rc, wanted 2"
      grep -q "^unpod: " "$work/bad.err" || fail "'unpod $bad' gave no error on stderr"
    done
    ;;
  race-duskring | race-quarry)
    # A race on a demo circuit with a fixed frame time: the picture at 7 s of race clock (after
    # "GO!", the computer cars racing, nobody at the player's keys) equals
    # the reference kept in the repository within a small tolerance, and holds what must be
    # there: HUD text top left, the circuit's sky at the top, road above the car.
    track=${case_name#race-}
    start_xvfb
    rc=0
    "$unpod" --track "$track" --window 480x270 --frame-ms 16 --screenshot-at 7 "$work/shot.png" \
      --quit-after 7 >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    grep -qi "^Race: $track, " "$work/unpod.out" || fail "stdout does not name the race"
    [[ -s $work/shot.png ]] || fail "no screenshot at 7 s"
    check_reference "$work/shot.png" "$reference/$track-7s.png"
    hud=$(crop_stat "$work/shot.png" 70x26+58+3 "%[fx:standard_deviation]")
    awk -v v="$hud" 'BEGIN { exit !(v > 0.1) }' || fail "the HUD's race time region is empty (sd $hud)"
    read -r r g b < <(crop_stat "$work/shot.png" 60x12+210+40 "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]")
    if [[ $track == duskring ]]; then
      awk -v r="$r" -v b="$b" 'BEGIN { exit !(r > b + 0.1) }' || fail "no dusk sky at the top ($r $g $b)"
    else
      awk -v r="$r" -v b="$b" 'BEGIN { exit !(b > r + 0.05) }' || fail "no daylight sky at the top ($r $g $b)"
    fi
    read -r r g b < <(crop_stat "$work/shot.png" 30x15+225+122 "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]")
    awk -v r="$r" -v g="$g" -v b="$b" 'BEGIN { d = (r > b ? r - b : b - r); exit !(d < 0.06 && g > 0.2 && g < 0.6) }' ||
      fail "no grey road above the car ($r $g $b)"
    ;;
  race-split)
    # Two players side by side: two viewports with different views (each its own car and camera).
    start_xvfb
    rc=0
    "$unpod" --track duskring --players 2 --split vertical --window 480x270 --frame-ms 16 \
      --screenshot-at 2 "$work/shot.png" --quit-after 2 >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    check_reference "$work/shot.png" "$reference/duskring-split-vertical-2s.png"
    convert "$work/shot.png" -crop 239x270+0+0 +repage "$work/left.png"
    convert "$work/shot.png" -crop 239x270+241+0 +repage "$work/right.png"
    diff=$(compare -metric RMSE "$work/left.png" "$work/right.png" null: 2>&1 | sed -E 's/.*\((.*)\)/\1/') || true
    awk -v d="$diff" 'BEGIN { exit !(d > 0.05) }' || fail "the two views are the same (RMSE $diff)"
    ;;
  race-cameras)
    # In a race C cycles the camera (chase, bumper, track-side, free; I, K, J, L and Page Up/Down
    # move the free one, the arrows drive) and F12 saves the window in the user's folder: four
    # numbered screenshots, four different pictures.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user HOME=$work/home
    "$unpod" --track duskring --window 480x270 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    sleep 1
    for shot in 1 2 3 4; do
      [[ $shot == 1 ]] || xdotool windowfocus --sync "$window" key c || fail "xdotool could not send C"
      sleep 0.5
      if [[ $shot == 4 ]]; then # the free camera starts at the view before it: move it forward
        xdotool windowfocus --sync "$window" keydown i && sleep 0.7 && xdotool keyup i ||
          fail "xdotool could not hold I"
      fi
      xdotool windowfocus --sync "$window" key F12 || fail "xdotool could not send F12"
      sleep 0.5
    done
    xdotool windowfocus --sync "$window" key Escape || fail "xdotool could not send Escape"
    rc=0
    wait_exit "$unpod_pid" 10 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    shots=("$work"/user/Un-POD/unpod/screenshots/unpod-000{1,2,3,4}.png)
    for f in "${shots[@]}"; do [[ -s $f ]] || fail "F12 wrote no $f"; done
    [[ $(grep -c "^screenshot: " "$work/unpod.out") == 4 ]] || fail "stdout does not name 4 screenshots"
    for a in 0 1 2 3; do
      for b in 0 1 2 3; do
        (( a < b )) || continue
        d=$(compare -metric RMSE "${shots[a]}" "${shots[b]}" null: 2>&1 | sed -E 's/.*\((.*)\)/\1/') || true
        awk -v d="$d" 'BEGIN { exit !(d > 0.02) }' || fail "cameras $((a + 1)) and $((b + 1)) show the same picture"
      done
    done
    ;;
  race-errors)
    # An unknown circuit or car: exit 1 and a message that lists what there is.
    start_xvfb
    rc=0
    "$unpod" --track nowhere --quit-after 1 >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 1 ]] || fail "an unknown circuit exited with $rc, wanted 1"
    grep -q "no circuit named 'nowhere'" "$work/unpod.err" || fail "no message names the circuit"
    grep -qi "duskring" "$work/unpod.err" || fail "the message does not list the circuits"
    rc=0
    "$unpod" --track duskring --car delorean --quit-after 1 >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 1 ]] || fail "an unknown car exited with $rc, wanted 1"
    grep -q "no car named 'delorean'" "$work/unpod.err" || fail "no message names the car"
    ;;
  *)
    echo "unknown case $case_name" >&2
    exit 2
    ;;
esac
echo "PASS ($case_name)"

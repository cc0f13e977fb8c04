#!/usr/bin/env bash
# End-to-end checks of the real unpod window under a virtual X server (Xvfb).
# usage: unpod_e2e.sh CASE UNPOD MAKE_INSTALL WORKDIR [UNPOD_TOOL]
#   CASE: screenshot | escape | no-installation | start-browse | install | demo-disc | command-line | race-duskring |
#         race-quarry | race-render-scale | race-split | race-split-drive | race-cameras | race-finishers |
#         race-retire | race-record | race-remap | race-focus | race-pause | race-errors | race-audio |
#         menu-game | menu-options | menu-video | menu-time-trial | menu-two-players | replay-watch | no-display | offscreen | damaged-circuit |
#         damaged-car | damaged-list | damaged-texture | overlay | frame-report | network-race | network-left |
#         network-refused | network-lobby | network-two-players
# Starts its own Xvfb on a free display (-displayfd), so cases may run in parallel.
set -euo pipefail

case_name=$1
unpod=$2
make_install=$3
work=$4/$case_name
tool=${5:-}

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
  [[ -n ${other_pid:-} ]] && kill "$other_pid" 2>/dev/null || true
  # Reap Xvfb too, so no zombie outlives the test.
  if [[ -n $xvfb_pid ]]; then kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null; fi
  return 0
}
trap cleanup EXIT

start_xvfb() {
  command -v Xvfb >/dev/null || fail "Xvfb not found (apt-get install xvfb)"
  # -noreset: by default the server resets when its last client leaves, and a client connecting
  # meanwhile (xdotool's key-up just after unpod quit) is refused: "Can't open display". With
  # four xdotool loops and no other client, 20 of 2,400 connections failed so, none with it.
  Xvfb -displayfd 3 -screen 0 1280x720x24 -nolisten tcp -noreset 3>"$work/display" \
    2>"$work/xvfb.err" &
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

# numbers V...: each V a number, else the case fails: a measuring tool that failed prints its
# error instead, and awk would compare that text as a string.
numbers() {
  local v
  for v in "$@"; do
    [[ $v =~ ^-?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$ ]] ||
      fail "a measurement gave '$v', not a number"
  done
}
# over V LIMIT, under V LIMIT: V (a number, else the case fails) above or below LIMIT.
over() {
  numbers "$1" "$2"
  awk -v v="$1" -v t="$2" 'BEGIN { exit !(v > t) }'
}
under() {
  numbers "$1" "$2"
  awk -v v="$1" -v t="$2" 'BEGIN { exit !(v < t) }'
}

# compare_metric METRIC A B: ImageMagick's compare of two pictures (its status is 0 when they
# are alike, 1 when they differ, 2 on an error); the case fails on an error or when it prints no
# number.
compare_metric() {
  local out rc=0
  out=$(compare -metric "$1" "$2" "$3" null: 2>&1) || rc=$?
  ((rc <= 1)) || fail "compare could not compare $2 and $3: $out"
  [[ $1 == RMSE ]] && out=$(sed -E 's/.*\((.*)\)/\1/' <<<"$out")
  numbers "$out"
  echo "$out"
}

# rmse A B: the normalised RMSE between two pictures of one size.
rmse() {
  compare_metric RMSE "$1" "$2"
}

# pixels_differing A B: how many pixels of two pictures of one size differ.
pixels_differing() {
  compare_metric AE "$1" "$2"
}

# The HUD's elements in a 480x270 window, "NAME REGION EXTENT" a line: each element's extent
# as engine/src/hud_layout.cpp places it for eight racers in a race of three laps (anchored to
# the viewport's corners; a side of the vertical split is engine/src/viewport.cpp's, 239 pixels
# wide, the second from x = 241), and its region, the extent with a pixel round it. A number's
# extent is its widest (the speed is always three digits wide, the times are of one width).
# "messages" is the middle's slots, the union of every message's widest extent there (the banner
# "FINISHED 8TH" to the lap record's flash), its extent "GO!", which the pictures below show.
# Damage is off in these races: no picture bottom left.
hud_regions() {
  local p x
  case $1 in
    single)
      echo "race-time 45x13+4+4 43x11+5+5"
      echo "lap-times 63x13+4+17 61x11+5+18"
      echo "place 40x24+436+4 38x22+437+5"
      echo "lap 45x13+431+28 43x11+432+29"
      echo "messages 148x87+166+4 95x55+193+29"
      echo "gear 16x24+460+218 14x22+461+219"
      echo "speed 67x24+409+242 65x22+410+243"
      ;;
    split-vertical)
      for p in 1 2; do
        x=$(((p - 1) * 241))
        echo "p$p-race-time 45x13+$((2 + x))+2 43x11+$((3 + x))+3"
        echo "p$p-lap-times 63x13+$((2 + x))+14 61x11+$((3 + x))+15"
        echo "p$p-place 21x13+$((216 + x))+2 19x11+$((217 + x))+3"
        echo "p$p-lap 45x13+$((192 + x))+14 43x11+$((193 + x))+15"
        echo "p$p-messages 110x61+$((65 + x))+2 57x33+$((91 + x))+15"
        echo "p$p-gear 9x13+$((228 + x))+243 7x11+$((229 + x))+244"
        echo "p$p-speed 47x13+$((190 + x))+255 45x11+$((191 + x))+256"
      done
      ;;
    *) fail "no HUD regions for '$1'" ;;
  esac
}

# The tolerances (normalised RMSE). The HUD is flat text with an outline, drawn unfiltered: in
# its regions only the 3D view between the letters may move with another Mesa's rounding. An
# element left out moves its region by 0.13 ("GO!" in a split's messages) to 0.32 (the race
# time), where the whole frame moved by 0.007 to 0.054 (expect_each_caught prints both).
hud_tolerance=0.025
view_tolerance=0.03

# region_report SHOT REFERENCE LAYOUT: "NAME RMSE TOLERANCE ok|OVER" for each HUD region, then
# for "view", the rest of the frame (the regions blacked out). Exits 1 when any is over. One
# ImageMagick run: the squared difference, then each region's root mean (compare's normalised
# RMSE).
region_report() {
  local shot=$1 ref=$2 layout=$3 name geometry d verdict w h x y over=0
  local args=() mask=()
  while read -r name geometry _; do
    args+=("(" mpr:sq -crop "$geometry" +repage -format "$name %[fx:sqrt(mean)] $hud_tolerance\n"
      -write info: +delete ")")
    IFS='x+' read -r w h x y <<<"$geometry"
    mask+=(-draw "rectangle $x,$y $((x + w - 1)),$((y + h - 1))")
  done < <(hud_regions "$layout")
  args+=("(" mpr:sq -fill black "${mask[@]}" -format "view %[fx:sqrt(mean)] $view_tolerance\n"
    -write info: +delete ")")
  local measured regions=0 lines=0
  measured=$(convert "$shot" "$ref" -compose difference -composite -evaluate pow 2 -write mpr:sq \
    +delete "${args[@]}" mpr:sq null:) || fail "convert could not compare $shot with $ref"
  while read -r name d t; do
    verdict=ok
    under "$d" "$t" || { verdict=OVER; over=1; }
    echo "$name $d $t $verdict"
    lines=$((lines + 1))
  done <<<"$measured"
  # One line a region and one for the view, or the comparison did not measure them all.
  regions=$(hud_regions "$layout" | wc -l)
  ((lines == regions + 1)) || fail "convert measured $lines of the $((regions + 1)) regions of $shot"
  return $over
}

# check_reference SHOT REFERENCE LAYOUT: the same size, each HUD region of LAYOUT (hud_regions)
# and the 3D view around them within their tolerances of the reference (llvmpipe is
# deterministic; the tolerances cover another Mesa's rounding). On failure the difference image
# is kept beside the shot and the regions over their tolerance are named.
check_reference() {
  local size ref_size report
  size=$(identify -format '%wx%h' "$1") || fail "identify cannot read $1"
  ref_size=$(identify -format '%wx%h' "$2") || fail "no reference $2"
  [[ $size == "$ref_size" ]] || fail "$1 is $size, the reference $ref_size"
  if ! report=$(region_report "$1" "$2" "$3"); then
    compare "$1" "$2" "${1%.png}-diff.png" 2>/dev/null || true
    fail "$1 differs from $2 (see ${1%.png}-diff.png), regions over their tolerance:
$(grep ' OVER$' <<<"$report")"
  fi
  echo "$report" >"${1%.png}-regions.txt"
}

# paint_out SHOT OUT GEOMETRY...: SHOT with each rectangle filled with its own mean colour, as
# if what was drawn there had gone (an element of the HUD left out).
paint_out() {
  local shot=$1 out=$2 w h x y colour draw=()
  shift 2
  for geometry in "$@"; do
    colour=$(convert "$shot" -crop "$geometry" +repage -scale '1x1!' -format '%[pixel:p{0,0}]' info:)
    IFS='x+' read -r w h x y <<<"$geometry"
    draw+=(-fill "$colour" -draw "rectangle $x,$y $((x + w - 1)),$((y + h - 1))")
  done
  convert "$shot" "${draw[@]}" "$out"
}

# expect_caught SHOT REFERENCE LAYOUT WHAT REGIONS GEOMETRY...: the test's own sensitivity. A
# copy of SHOT with the rectangles painted out (paint_out) must fail region_report in each of
# REGIONS (comma-separated) and only there, though the whole frame hardly moves (its RMSE is
# printed beside the regions').
expect_caught() {
  local shot=$1 ref=$2 layout=$3 what=$4 regions=",$5," out report name d t verdict whole
  shift 5
  out="${shot%.png}-without-${what}.png"
  paint_out "$shot" "$out" "$@"
  whole=$(rmse "$out" "$ref")
  report=$(region_report "$out" "$ref" "$layout") && fail "$what painted out is not caught (whole frame RMSE $whole)"
  while read -r name d t verdict; do
    if [[ $regions == *",$name,"* ]]; then
      [[ $verdict == OVER ]] || fail "$what painted out is not caught in $name ($d)"
      echo "without $what: $name $d over $t (whole frame $whole)"
    else
      [[ $verdict == ok ]] || fail "$what painted out is seen in $name ($d), not only in $5"
    fi
  done <<<"$report"
}

# expect_each_caught SHOT REFERENCE LAYOUT: expect_caught for every element of LAYOUT's HUD
# (hud_regions): its extent painted out is caught in its region and only there.
expect_each_caught() {
  local name region extent
  while read -r name region extent; do
    expect_caught "$1" "$2" "$3" "$name" "$name" "$extent"
  done < <(hud_regions "$3")
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

# wait_lines OUT PATTERN N [SECONDS]: until OUT (unpod's stdout, or any file it writes) holds N
# lines matching PATTERN (10 s at most unless SECONDS says). Between two key presses that must
# not fall in one frame:
# one slow frame on a loaded machine reads both (F12 and the next camera: the picture shows the
# next camera; Escape and the pause screen's first key: that screen reads keys from the frame
# after it opened).
wait_lines() {
  for _ in $(seq $((${4:-10} * 10))); do
    (($(grep -c "$2" "$1" || true) >= $3)) && return 0
    sleep 0.1
  done
  fail "${1##*/} has fewer than $3 lines '$2': $(tail -n 3 "$1")"
}

# wait_screenshots OUT N: until OUT names N pictures that F12 took.
wait_screenshots() {
  wait_lines "$1" '^screenshot: ' "$2"
}

# quit_from_race WINDOW OUT: a player's way out of a race: Escape opens the pause screen, Up goes
# round from RESUME to QUIT UN-POD, Return takes it (each key held a moment, as a player's). Up
# waits for the pause screen on unpod's stdout OUT (wait_lines).
quit_from_race() {
  local k pauses
  pauses=$(grep -c '^Screen: pause$' "$2" || true)
  for k in Escape Up Return; do
    [[ $k != Up ]] || wait_lines "$2" '^Screen: pause$' $((pauses + 1))
    xdotool windowfocus --sync "$1" keydown "$k" && sleep 0.15 && xdotool keyup "$k" || return 1
    sleep 0.15
  done
}

# race_held NAME PLAYERS RACE KEYS UNPOD-ARGUMENTS...: a race started from the main menu
# (SINGLE RACE, or TWO PLAYERS when PLAYERS is 2, player 2 on the keyboard) with KEYS (xdotool's
# names, space-separated) held from before its first frame to the game's exit, so its cars drive
# off at "GO!" and, with --frame-ms, its pictures are the same in every run (a key pressed
# during a race lands in whichever frame the machine's pace gives it). RACE: the setup's choices
# as the settings file's [race] keys, space-separated (circuit=quarry laps=1). The setup opens on
# START RACE: Up (player 1's accelerate) moves off it and Down back before Return. unpod's
# output in $work/NAME.out and .err; the settings in $work/config (XDG_CONFIG_HOME).
race_held() {
  local name=$1 players=$2 race=$3 keys=$4 pid window k rc=0
  shift 4
  mkdir -p "$work/config/unpod"
  {
    echo "[race]"
    for k in $race; do echo "${k%%=*} = ${k#*=}"; done
    printf '[player2]\ndevice = keyboard\n'
  } >"$work/config/unpod/settings.ini"
  XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/user HOME=$work/home \
    "$unpod" "$@" >"$work/$name.out" 2>"$work/$name.err" &
  pid=$!
  unpod_pid=$pid
  window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
  wait_lines "$work/$name.out" '^Screen: main menu$' 1 30
  local menu=(Return)
  [[ $players == 1 ]] || menu=(Down Down Down Return)
  for k in "${menu[@]}"; do press_in "$window" "$k"; done
  wait_lines "$work/$name.out" '^Screen: race setup' 1
  for k in $keys; do
    xdotool windowfocus --sync "$window" keydown "$k" || fail "xdotool could not hold $k"
  done
  for k in Down Return; do press_in "$window" "$k"; done
  wait_exit "$pid" 120 || rc=$?
  for k in $keys; do xdotool keyup "$k" 2>/dev/null || true; done
  [[ $rc == 0 ]] || fail "unpod exited with $rc ($name)"
  grep -q '^Race: GO!$' "$work/$name.out" || fail "the race of $name never reached GO!"
}

# The network cases: a window hosting the Dusk Ring (1 lap, 2 seats, HOSTA) on a free port, its
# lobby shown (sets unpod_pid, port, host_window), and a window joining it (JOINB; sets
# other_pid, join_window) until both race. Each has its own home folder under $work.
start_network_host() {
  mkdir -p "$work/host" "$work/join"
  XDG_DATA_HOME=$work/host XDG_CONFIG_HOME=$work/host HOME=$work/host \
    "$unpod" --window 480x270 --host 0 --track duskring --laps 1 --seats 2 --name HOSTA \
    --quit-after 150 >"$work/host.out" 2>"$work/host.err" &
  unpod_pid=$!
  wait_lines "$work/host.out" '^Screen: lobby$' 1 20
  wait_lines "$work/host.out" '"event":"listening"' 1 20
  port=$(grep -o '"event":"listening","address":"0.0.0.0","port":[0-9]*' "$work/host.out" |
    grep -o '[0-9]*$')
  [[ -n $port && $port != 0 ]] || fail "the host logged no port: $(head -n 5 "$work/host.out")"
  host_window=$(timeout 15 xdotool search --all --sync --pid "$unpod_pid" --name '^Un-POD$' |
    head -n 1) || fail "no host window"
}
start_network_join() {
  join_lobby "$@"
  network_ready
}
# The joining window in the lobby (sets other_pid, join_window); extra arguments go to unpod.
join_lobby() {
  XDG_DATA_HOME=$work/join XDG_CONFIG_HOME=$work/join HOME=$work/join \
    "$unpod" --window 480x270 --join "127.0.0.1:$port" --name JOINB --quit-after 150 "$@" \
    >"$work/join.out" 2>"$work/join.err" &
  other_pid=$!
  join_window=$(timeout 15 xdotool search --all --sync --pid "$other_pid" --name '^Un-POD$' |
    head -n 1) || fail "no joining window"
  wait_lines "$work/join.out" '^Network: in the lobby: ' 1 20
  wait_lines "$work/host.out" '^Network: JOINB is in the lobby$' 1 20
}
# Both lobbies open on their READY and START RACE rows: the joiner says ready, then the host
# starts, and both race.
network_ready() {
  press_in "$join_window" Return
  wait_lines "$work/join.out" '^Network: ready$' 1 10
  press_in "$host_window" Return
  wait_lines "$work/host.out" '^Screen: race$' 1 30
  wait_lines "$work/join.out" '^Screen: race$' 1 30
}
# leave_network_race WINDOW OUT: the race's menu (Escape), LEAVE THE RACE (its third row), the
# lobby saying so, MAIN MENU (its one row), then QUIT (Escape) and Return.
leave_network_race() {
  local lobbies
  lobbies=$(grep -c '^Screen: lobby$' "$2" || true)
  press_in "$1" Escape
  wait_lines "$2" '^Screen: network race menu$' 1 10
  for k in Down Down Return; do press_in "$1" "$k"; done
  wait_lines "$2" '^Screen: lobby$' $((lobbies + 1)) 10
  press_in "$1" Return
  wait_lines "$2" '^Screen: main menu$' 1 10
  press_in "$1" Escape
  press_in "$1" Return
}
# wait_joiner_exit: the joining unpod (other_pid) ends by itself with 0 within 20 s; the host's
# pid is kept (wait_exit forgets unpod_pid).
wait_joiner_exit() {
  local host_pid=$unpod_pid rc=0
  wait_exit "$other_pid" 20 || rc=$?
  [[ $rc == 0 ]] || fail "the joining unpod exited with $rc"
  other_pid=""
  unpod_pid=$host_pid
}
# wait_both_exit: the joining unpod, then the hosting one (unpod_pid), end with 0.
wait_both_exit() {
  local rc=0
  wait_joiner_exit
  wait_exit "$unpod_pid" 20 || rc=$?
  [[ $rc == 0 ]] || fail "the hosting unpod exited with $rc"
}

# press_in WINDOW KEY: KEY held 0.15 s in WINDOW, as a player presses it, then 0.2 s of rest
# (so the next key falls in another frame); every case's key presses go through it.
press_in() {
  xdotool windowfocus --sync "$1" keydown "$2" && sleep 0.15 && xdotool keyup "$2" ||
    fail "xdotool could not send $2"
  sleep 0.2
}

# press KEY: press_in the case's window ($window).
press() {
  press_in "$window" "$1"
}

# quit_from_results WINDOW: from a network race's results, the player quits: Escape to the main
# menu, Escape to QUIT, Return.
quit_from_results() {
  local k
  for k in Escape Escape Return; do press_in "$1" "$k"; done
}

# A damaged installation (cases damaged-*): a copy of the demo disc the build puts next to unpod,
# in $work/POD, for the case to damage one file of.
copy_demo_disc() {
  local disc
  disc=$(dirname "$unpod")/demo-disc
  [[ -f $disc/CIRCUITS.BIN ]] || fail "no demo disc next to $unpod (the demo_disc target builds it)"
  rm -rf "$work/POD"
  cp -r "$disc" "$work/POD"
}

# poke FILE OFFSET HEX: writes the bytes HEX (e.g. ffff0000) over FILE at OFFSET.
poke() {
  # shellcheck disable=SC2059 # the format is the bytes
  printf "$(sed 's/../\\x&/g' <<<"$3")" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}

# check_damage_message ERR FILE: stderr holds one message, and it names FILE (its path's end),
# the section and the byte offset (assets::LoadError: "FILE: section S, byte offset 0x.. (..): ").
check_damage_message() {
  local n
  n=$(grep -c '^unpod: ' "$1" || true)
  [[ $n == 1 ]] || fail "stderr holds $n messages, wanted one"
  grep -Eq "^unpod: .*$2: section [^,]+, byte offset 0x[0-9A-F]+ \([0-9]+\): " "$1" ||
    fail "the message does not name $2, a section and a byte offset"
}

# colour_pixels SHOT R G B: how many pixels are within 0.06 of the colour (0..1 channels): the
# text of a panel drawn in that colour.
colour_pixels() {
  convert "$1" -fx "abs(r-$2)<0.06 && abs(g-$3)<0.06 && abs(b-$4)<0.06" \
    -format "%[fx:round(mean*w*h)]" info:
}

# run_damaged FILE TRACK [unpod options]: unpod on the damaged copy, twice. With --track TRACK:
# exit 1 and the one message, the window never opened (no hang: wait_exit's limit). Without:
# the shell opens, draws the message in red (the damaged-files panel; for a list, the missing
# installation panel's orange title) and exits 0 with the message on stderr.
run_damaged() {
  local file=$1 track=$2 rc red
  shift 2
  start_xvfb
  rc=0
  "$unpod" --data "$work/POD" --track "$track" "$@" --quit-after 5 \
    >"$work/race.out" 2>"$work/race.err" &
  unpod_pid=$!
  wait_exit "$unpod_pid" 60 || rc=$?
  [[ $rc == 1 ]] || fail "the race on a damaged $file exited with $rc, wanted 1"
  check_damage_message "$work/race.err" "$file"
  ! grep -q "^OpenGL " "$work/race.out" || fail "the race opened its window on a damaged $file"
  rc=0
  "$unpod" --data "$work/POD" --window 800x600 --quit-after 2 --screenshot "$work/shell.png" \
    >"$work/shell.out" 2>"$work/shell.err" &
  unpod_pid=$!
  wait_exit "$unpod_pid" 60 || rc=$?
  [[ $rc == 0 ]] || fail "the shell on a damaged $file exited with $rc, wanted 0"
  check_damage_message "$work/shell.err" "$file"
  [[ -s $work/shell.png ]] || fail "no screenshot: the shell did not draw"
  if [[ $file == *.BIN ]]; then
    red=$(colour_pixels "$work/shell.png" 1.0 0.6 0.4)
  else
    red=$(colour_pixels "$work/shell.png" 1.0 0.3 0.3)
  fi
  [[ $red -ge 20 ]] || fail "the window shows no message about $file ($red pixels of its colour)"
  echo "$file: $(sed 's/^unpod: //' "$work/shell.err"); $red pixels of the message's colour"
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
    # Escape on the main menu leaves the game running (one Escape too many on the way back from
    # a menu closes nothing): it goes to QUIT, and Return there quits with 0 within a few seconds.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    "$make_install" "$work/POD" >"$work/make_install.out" 2>&1 || fail "cannot make the sample installation"
    "$unpod" --data "$work/POD" --quit-after 30 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    sleep 0.5 # let the first frames through
    xdotool windowfocus --sync "$window" key Escape || fail "xdotool could not send Escape"
    sleep 1.5
    kill -0 "$unpod_pid" 2>/dev/null || fail "unpod quit on Escape at the main menu"
    xdotool windowfocus --sync "$window" key Return || fail "xdotool could not send Return"
    start=$(date +%s%N)
    rc=0
    wait_exit "$unpod_pid" 5 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc after Escape and Return"
    echo "quit $(( ($(date +%s%N) - start) / 1000000 )) ms after Return on QUIT"
    screens=$(grep '^Screen: ' "$work/unpod.out" | sed 's/^Screen: //' | paste -sd, -)
    [[ $screens == "main menu" ]] || fail "the screens went '$screens'"
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
  start-browse)
    # The start screen's folder browser (keys here; the same with a pad alone is
    # game-gl's "start screen: a pad alone ..."): no installation at --data, so the start
    # screen; Down to BROWSE FOLDERS, Return: the browser at the home folder, on its one folder
    # (games); Return into it, Return into POD (a sample installation: "POD here"), a picture
    # (F12) of the browser there, Return on USE THIS FOLDER: the main menu on it, remembered
    # as [game] data and recent1. Started again, the start screen is on that recent folder and
    # Return takes it.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    mkdir -p "$work/home/games"
    "$make_install" "$work/home/games/POD" >"$work/make_install.out" 2>&1 || fail "cannot make the sample installation"
    settings=$work/config/unpod/settings.ini
    "$unpod" --data "$work/nowhere" --window 480x270 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: start$' 1
    press_in "$window" Down
    press_in "$window" Return
    wait_lines "$work/unpod.out" '^Folder browser: .*/home, 1 folders$' 1
    press_in "$window" Return
    wait_lines "$work/unpod.out" '^Folder browser: .*/home/games, 1 folders$' 1
    press_in "$window" Return
    wait_lines "$work/unpod.out" '^Folder browser: .*/home/games/POD, .*POD here$' 1
    press_in "$window" F12
    wait_screenshots "$work/unpod.out" 1
    shot=$(grep '^screenshot: ' "$work/unpod.out" | head -n 1 | sed 's/^screenshot: //')
    sd=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
    over "$sd" 0.05 || fail "the browser's picture is blank (sd $sd)"
    cp "$shot" "$work/browser.png"
    press_in "$window" Return
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    grep -q "^Installation chosen: $work/home/games/POD$" "$work/unpod.out" || fail "no installation chosen said"
    press_in "$window" Escape
    press_in "$window" Return
    rc=0
    wait_exit "$unpod_pid" 10 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    grep -qx "data = $work/home/games/POD" "$settings" || fail "no [game] data in the settings: $(cat "$settings")"
    grep -qx "recent1 = $work/home/games/POD" "$settings" || fail "no recent1 in the settings"
    screens=$(grep '^Screen: ' "$work/unpod.out" | sed 's/^Screen: //' | paste -sd, -)
    [[ $screens == "start,folder browser,main menu"* ]] || fail "the screens went '$screens'"

    # Again: the start screen (the same --data gone) offers the recent folder first.
    "$unpod" --data "$work/nowhere" --window 480x270 --quit-after 60 >"$work/again.out" 2>"$work/again.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/again.out" '^Screen: start$' 1
    press_in "$window" Return
    wait_lines "$work/again.out" '^Screen: main menu$' 1
    grep -q "^Installation chosen: $work/home/games/POD$" "$work/again.out" || fail "the recent folder was not taken"
    press_in "$window" Escape
    press_in "$window" Return
    rc=0
    wait_exit "$unpod_pid" 10 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc (again)"
    # On stderr only why --data is no installation, once a run.
    others=$(cat "$work/unpod.err" "$work/again.err" | grep -v 'nowhere is not a POD installation' || true)
    [[ -z $others ]] || fail "unpod said on stderr: $others"
    ;;
  install)
    # `cmake --install` of this build into a fresh prefix, as a packager or a player installs:
    # the programs, the demo disc and its descriptions, the desktop entry, the icons at four
    # sizes, the AppStream description (each validated by its own tool) and the manual. The
    # installed programs say their version, the game finds the installed demo disc and sets
    # its window's icon, and unpod-tool build-disc finds the installed descriptions.
    build=$(cd "$(dirname "$unpod")/.." && pwd)
    prefix=$work/prefix
    cmake --install "$build" --prefix "$prefix" >"$work/install.out" 2>"$work/install.err" ||
      fail "cmake --install failed"
    app=org.unpod.Unpod
    for f in bin/unpod bin/unpod-tool bin/unpod-server share/unpod/demo-disc/CIRCUITS.BIN \
      share/unpod/disc/circuits share/unpod/disc/cars share/applications/$app.desktop \
      share/metainfo/$app.metainfo.xml share/doc/unpod/README.md share/doc/unpod/LICENSE \
      share/doc/unpod/docs/CONFIGURATION.md share/doc/unpod/docs/NETWORK.md; do
      [[ -e $prefix/$f ]] || fail "the install has no $f"
    done
    for size in 32 64 128 256; do
      icon=$prefix/share/icons/hicolor/${size}x$size/apps/$app.png
      [[ $(identify -format '%wx%h' "$icon") == "${size}x$size" ]] || fail "no ${size}x$size icon at $icon"
    done
    command -v desktop-file-validate >/dev/null || fail "desktop-file-validate not found (scripts/setup.sh --tests)"
    desktop-file-validate "$prefix/share/applications/$app.desktop" ||
      fail "the desktop entry does not validate"
    command -v appstreamcli >/dev/null || fail "appstreamcli not found (scripts/setup.sh --tests)"
    appstreamcli validate --no-net "$prefix/share/metainfo/$app.metainfo.xml" >"$work/appstream.out" 2>&1 ||
      fail "the AppStream description does not validate: $(cat "$work/appstream.out")"
    want=$("$unpod" --version) || fail "the build's unpod --version failed"
    # The commit: git's short hash, or "unknown" for sources outside a git checkout.
    [[ $want =~ ^unpod\ [0-9]+\.[0-9]+\.[0-9]+\ \(commit\ ([0-9a-f]+(-dirty)?|unknown)\)$ ]] ||
      fail "unpod --version says '$want'"
    [[ $("$prefix/bin/unpod" --version) == "$want" ]] || fail "the installed unpod is not this build's"
    [[ $("$prefix/bin/unpod-tool" --version) == "unpod-tool ${want#unpod }" ]] ||
      fail "the installed unpod-tool --version differs from unpod's"
    [[ $("$prefix/bin/unpod-server" --version) == "unpod-server ${want#unpod }" ]] ||
      fail "the installed unpod-server --version differs from unpod's"
    "$prefix/bin/unpod" --help | grep -q 'share/doc/unpod' || fail "--help does not point to the manual"
    "$prefix/bin/unpod-tool" build-disc "$work/rebuilt" >"$work/build-disc.out" 2>&1 ||
      fail "the installed unpod-tool build-disc failed: $(cat "$work/build-disc.out")"
    [[ -s $work/rebuilt/CIRCUITS.BIN ]] || fail "build-disc wrote no CIRCUITS.BIN from the installed descriptions"
    start_xvfb
    command -v xprop >/dev/null || fail "xprop not found (x11-utils)"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    "$prefix/bin/unpod" --window 320x180 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1 30
    grep -q "^Installation: $prefix/share/unpod/demo-disc " "$work/unpod.out" ||
      fail "the installed unpod does not play the installed demo disc"
    icon=$(xprop -id "$window" _NET_WM_ICON | head -n 1)
    [[ $icon == *"Icon (32 x 32):"* ]] || fail "the window has no 32x32 icon: $icon"
    press_in "$window" Escape
    press_in "$window" Return
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    [[ $rc == 0 ]] || fail "the installed unpod exited with $rc"
    echo "installed: $(find "$prefix" -type f | wc -l) files; $want"
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
    "$unpod" --version >"$work/version.out" 2>"$work/version.err" || fail "--version exited non-zero"
    grep -Eq '^unpod [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]+(-dirty)?|unknown)\)$' "$work/version.out" ||
      fail "--version says '$(cat "$work/version.out")'"
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
    # A race on a demo circuit, started from the menus with player 1's accelerator (Up) held from
    # its first frame, at a fixed frame time: the picture at 6.5 s of race clock (1 s after
    # "GO!": the car moving off, the clocks running, "GO!" still shown) equals the reference kept
    # in the repository within a small tolerance, element by element of the HUD, and holds what
    # must be there: HUD text top left, the circuit's sky at the top, road ahead of the car. Each
    # element of the HUD painted out is caught in its own region.
    track=${case_name#race-}
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    race_held race 1 "circuit=$track" Up --window 480x270 --frame-ms 16 --screenshot-at 6.5 \
      "$work/shot.png" --quit-after 6.5
    grep -qi "^Race: $track, " "$work/race.out" || fail "stdout does not name the race"
    [[ -s $work/shot.png ]] || fail "no screenshot at 6.5 s"
    check_reference "$work/shot.png" "$reference/$track-held-6.5s.png" single
    expect_each_caught "$work/shot.png" "$reference/$track-held-6.5s.png" single
    hud=$(crop_stat "$work/shot.png" 70x26+2+3 "%[fx:standard_deviation]")
    over "$hud" 0.1 || fail "the HUD's race time region is empty (sd $hud)"
    read -r r g b < <(crop_stat "$work/shot.png" 60x12+320+40 "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]")
    if [[ $track == duskring ]]; then
      numbers "$r" "$g" "$b"
      awk -v r="$r" -v b="$b" 'BEGIN { exit !(r > b + 0.1) }' || fail "no dusk sky at the top ($r $g $b)"
    else
      awk -v r="$r" -v b="$b" 'BEGIN { exit !(b > r + 0.05) }' || fail "no daylight sky at the top ($r $g $b)"
    fi
    read -r r g b < <(crop_stat "$work/shot.png" 30x15+225+122 "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]")
    numbers "$r" "$g" "$b"
    awk -v r="$r" -v g="$g" -v b="$b" 'BEGIN { d = (r > b ? r - b : b - r); exit !(d < 0.06 && g > 0.2 && g < 0.6) }' ||
      fail "no grey road above the car ($r $g $b)"
    ;;
  race-render-scale)
    # The race at a render scale of 50 % (the settings' [video] render_scale, as the Options
    # screen writes it): the Dusk Ring's held race of race-duskring, its picture at 6.5 s. The
    # game says it drew the race at 240x135 for the 480x270 window (a quarter of the pixels; the
    # GPU's own count is engine-gl's "render scale" case). The picture is the whole window, the
    # HUD as sharp as at 100 % (each element within its tolerance of race-duskring's reference)
    # while the view behind it is the reference's, stretched: off it by more than the view's
    # tolerance, and with less detail (a picture's difference from itself shrunk to half and
    # stretched back is the measure of its finest detail).
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    mkdir -p "$work/config/unpod"
    race_held race 1 "circuit=duskring" Up --window 480x270 --frame-ms 16 --screenshot-at 6.5 \
      "$work/shot.png" --quit-after 6.5 --set video.render_scale=50
    grep -q '^Render scale: 50 %, the race drawn at 240x135 for a 480x270 window$' "$work/race.out" ||
      fail "the game did not say it drew the race at 240x135: $(grep -i 'render' "$work/race.out")"
    size=$(identify -format '%wx%h' "$work/shot.png") || fail "identify cannot read the shot"
    [[ $size == 480x270 ]] || fail "the picture is $size, not the window's 480x270"
    ref=$reference/duskring-held-6.5s.png
    report=$(region_report "$work/shot.png" "$ref" single) && fail "the view at 50 % is the view at 100 %"
    echo "$report"
    ! grep -v '^view ' <<<"$report" | grep -q ' OVER$' || fail "the HUD differs at 50 %: $(grep ' OVER$' <<<"$report")"
    grep -q '^view .* OVER$' <<<"$report" || fail "the view did not change at 50 %"
    convert "$work/shot.png" -resize 50% -resize 200% "$work/shot-half.png"
    convert "$ref" -resize 50% -resize 200% "$work/ref-half.png"
    detail=$(rmse "$work/shot.png" "$work/shot-half.png")
    ref_detail=$(rmse "$ref" "$work/ref-half.png")
    echo "detail: $detail at 50 %, $ref_detail at 100 %"
    under "$detail" "$ref_detail" || fail "the picture at 50 % has as much detail as at 100 % ($detail, $ref_detail)"
    ;;
  frame-report)
    # The player's frame (issue 37): a race started from the menus with the accelerator held, at
    # a fixed frame time, quit at 6.5 s of race clock with --frame-report. The report names the
    # window, counts the race frames (6.5 s at 16 ms, less the 30 of warm-up), and gives the
    # frame (events to swap) and each part a median, a 90th percentile, a mean and the worst in
    # ms; no part's median is above the frame's 90th percentile. A file that cannot be written is
    # an error: said on stderr, exit code 1.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    race_held report 1 circuit=duskring Up --window 640x360 --frame-ms 16 --quit-after 6.5 \
      --frame-report "$work/frames.txt"
    [[ -s $work/frames.txt ]] || fail "no frame report written"
    grep -qF "Frame report: $work/frames.txt (" "$work/report.out" ||
      fail "the game did not say where it wrote the report: $(cat "$work/report.out")"
    head -n 1 "$work/frames.txt" | grep -q '^unpod frame report: 640x360$' ||
      fail "the report's first line: $(head -n 1 "$work/frames.txt")"
    frames=$(awk '/^race frames /{print $3}' "$work/frames.txt")
    numbers "$frames"
    over "$frames" 300 || fail "only $frames race frames reported"
    p90=$(awk '/^frame \(events to swap\)/{print $(NF - 7)}' "$work/frames.txt")
    numbers "$p90"
    for part in 'frame (events to swap)' 'handle (input, sim)' "draw (renderers' calls)" overlay swap; do
      median=$(awk -v p="$part" 'index($0, p) == 1 {print $(NF - 10)}' "$work/frames.txt")
      numbers "$median"
      awk -v m="$median" -v p="$p90" 'BEGIN { exit !(m <= p) }' ||
        fail "$part: median $median ms above the frame's p90 $p90"
    done
    frame=$(awk '/^frame \(events to swap\)/{print $(NF - 10)}' "$work/frames.txt")
    over "$frame" 0 || fail "the frame's median is $frame ms"
    cat "$work/frames.txt"
    rc=0
    XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/user HOME=$work/home "$unpod" --window 320x180 \
      --track duskring --frame-ms 16 --quit-after 1 --frame-report "$work/frames.txt/inside" \
      >"$work/bad.out" 2>"$work/bad.err" || rc=$?
    [[ $rc == 1 ]] || fail "an unwritable report gave exit code $rc, not 1"
    grep -q '^unpod: the frame report: ' "$work/bad.err" ||
      fail "an unwritable report was not said on stderr: $(cat "$work/bad.err")"
    ;;
  race-split)
    # Two players side by side, started from the menus (TWO PLAYERS) with each one's accelerator
    # held from the first frame (player 1 Up, player 2 R): at 6.5 s of race clock both cars
    # move off and both HUDs run; the picture equals the reference element by element, each
    # element of either player's HUD painted out is caught in that player's region alone, and
    # the two views differ (each its own car and camera).
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    race_held race 2 circuit=duskring "Up r" --split vertical --window 480x270 --frame-ms 16 \
      --screenshot-at 6.5 "$work/shot.png" --quit-after 6.5
    [[ -s $work/shot.png ]] || fail "no screenshot at 6.5 s"
    check_reference "$work/shot.png" "$reference/duskring-split-vertical-held-6.5s.png" split-vertical
    expect_each_caught "$work/shot.png" "$reference/duskring-split-vertical-held-6.5s.png" split-vertical
    convert "$work/shot.png" -crop 239x270+0+0 +repage "$work/left.png"
    convert "$work/shot.png" -crop 239x270+241+0 +repage "$work/right.png"
    diff=$(rmse "$work/left.png" "$work/right.png")
    over "$diff" 0.05 || fail "the two views are the same (RMSE $diff)"
    ;;
  race-split-drive)
    # Two players side by side, each holding its own accelerator from the start (player 1 the
    # Up arrow, player 2 R; held with keydown, not tapped). With a fixed frame time the race
    # with nobody at the keys is the same every time, so whatever differs at 9 s (3.5 s after
    # "GO!") comes from the keys: each player's gear display has left neutral, its speed display
    # shows another speed, and its view is elsewhere.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    race=(--track duskring --players 2 --split vertical --window 480x270 --frame-ms 16)
    rc=0
    "$unpod" "${race[@]}" --screenshot-at 9 "$work/idle.png" --quit-after 9 \
      >"$work/idle.out" 2>"$work/idle.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc (nobody driving)"
    "$unpod" "${race[@]}" --screenshot-at 9 "$work/drive.png" --quit-after 9 \
      >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    # The cars are held until "GO!" at 5.5 s: keys down before then drive from the start.
    xdotool windowfocus --sync "$window" keydown Up keydown r || fail "xdotool could not hold Up and R"
    rc=0
    wait_exit "$unpod_pid" 30 || rc=$?
    xdotool keyup Up keyup r 2>/dev/null || true
    [[ $rc == 0 ]] || fail "unpod exited with $rc (both driving)"
    [[ -s $work/drive.png && -s $work/idle.png ]] || fail "screenshots missing"
    for p in 1 2; do
      x=$(((p - 1) * 241)) # the second viewport starts 241 pixels right
      # Each player's gear and speed (engine/src/hud_layout.cpp, as hud_regions), and its 3D
      # view between the HUD's top rows and its bottom row.
      for part in gear:7x11+$((229 + x))+244 speed:45x11+$((191 + x))+256 view:239x150+$x+75; do
        geometry=${part#*:}
        convert "$work/idle.png" -crop "$geometry" +repage "$work/idle-${part%%:*}-p$p.png"
        convert "$work/drive.png" -crop "$geometry" +repage "$work/drive-${part%%:*}-p$p.png"
        d=$(rmse "$work/idle-${part%%:*}-p$p.png" "$work/drive-${part%%:*}-p$p.png")
        echo "player $p: ${part%%:*} $d from nobody driving"
        over "$d" 0.05 ||
          fail "player $p's ${part%%:*} is as with nobody driving (RMSE $d): its key did not drive its car"
      done
    done
    ;;
  race-finishers)
    # Nobody at the keys in a one-lap race of the Dusk Ring on HARD (its opponents finish first:
    # the shortest wait). `unpod-tool race` runs the same race headless (the game's choices of
    # racers, the same frames, the game's switches) and gives the first finish's race time; the
    # game's clock reaches "GO!" 6.1 s after its first frame. 2 s before that finish the bottom
    # left is empty; 2 s after, it announces it (place, driver, time) in cyan, above the damage
    # picture, while the player's own race goes on. 40 ms frames: about 1,800 frames to draw to
    # the finish instead of 4,500 at 16 ms (15 s against 50 s of a CI stage).
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    printf '0 1 none\n' >"$work/idle.txt"
    "$tool" race --data "$(dirname "$unpod")/demo-disc" --track duskring --laps 1 --humans 1 \
      --difficulty hard --human-script "$work/idle.txt" --frame-ms 40 --walls-push-back \
      --long-lengths --human-path-order --json \
      >"$work/race.json" 2>"$work/race.err" || fail "unpod-tool race failed"
    first=$(python3 -c 'import json,sys; print(min(r["race_time"] for r in json.load(open(sys.argv[1]))["results"] if r["finished"] and not r["human"]))' "$work/race.json")
    before=$(awk -v t="$first" 'BEGIN { printf "%.2f", t + 6.1 - 2 }')
    after=$(awk -v t="$first" 'BEGIN { printf "%.2f", t + 6.1 + 2 }')
    start_xvfb
    rc=0
    "$unpod" --track duskring --laps 1 --difficulty hard --window 480x270 --frame-ms 40 \
      --screenshot-at "$before" "$work/before.png" --screenshot-at "$after" "$work/after.png" \
      --quit-after "$after" >"$work/unpod.out" 2>"$work/unpod.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    [[ -s $work/before.png && -s $work/after.png ]] || fail "screenshots missing"
    ! grep -q '^Results:' "$work/unpod.out" || fail "the race ended: the player never finished"
    # The bottom left, above the damage picture (HARD races with damage: POD's rule).
    region=200x26+2+204
    convert "$work/before.png" -crop "$region" +repage "$work/before-left.png"
    convert "$work/after.png" -crop "$region" +repage "$work/after-left.png"
    n_before=$(colour_pixels "$work/before-left.png" 0.43 0.86 1.0)
    n_after=$(colour_pixels "$work/after-left.png" 0.43 0.86 1.0)
    echo "first finish at ${first} s of race time: the bottom left's cyan text $n_before pixels at $before s, $n_after at $after s"
    [[ $n_before -lt 5 ]] || fail "a finish announced before anyone finished ($n_before cyan pixels)"
    [[ $n_after -ge 40 ]] || fail "the first finish is not announced ($n_after cyan pixels)"
    ;;
  overlay-network)
    # The overlay's Network window over a network race (docs/OVERLAY.md): the hosting window's
    # layout file has it ticked (network=1, the other windows closed); F1 over the race shows
    # it, and ImGui keeps its place in the file (a window built, saved within its 5 s). Over a
    # race on this computer alone it is never built. Loopback.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    mkdir -p "$work/host/unpod"
    printf '[Un-POD][Overlay]\ncars=0\nrace=0\ndrivers=0\nperformance=0\nnetwork=1\n' \
      >"$work/host/unpod/overlay.ini"
    start_network_host
    start_network_join
    xdotool windowfocus --sync "$host_window" keydown F1 && sleep 0.1 && xdotool keyup F1 ||
      fail "xdotool could not send F1"
    wait_lines "$work/host.out" '^Overlay: shown$' 1
    ini=$work/host/unpod/overlay.ini
    wait_lines "$ini" '^\[Window\]\[Network\]$' 1
    grep -q '^network=1$' "$ini" || fail "the Network window was not kept open: $(cat "$ini")"
    xdotool windowfocus --sync "$host_window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/host.out" 1
    ! grep -q 'GL error' "$work/host.err" || fail "a GL error: $(cat "$work/host.err")"
    # A race on this computer alone, the same layout: no Network window.
    mkdir -p "$work/alone/unpod"
    printf '[Un-POD][Overlay]\ncars=0\nrace=0\ndrivers=0\nperformance=0\nnetwork=1\n' \
      >"$work/alone/unpod/overlay.ini"
    XDG_DATA_HOME=$work/alone XDG_CONFIG_HOME=$work/alone HOME=$work/alone \
      "$unpod" --track duskring --laps 1 --opponents 1 --window 480x270 --frame-ms 16 \
      --quit-after 0.5 --overlay >"$work/alone.out" 2>"$work/alone.err" ||
      fail "unpod failed in a race alone with --overlay"
    grep -q '^\[Window\]\[Controls\]$' "$work/alone/unpod/overlay.ini" ||
      fail "the race alone saved no overlay layout: $(cat "$work/alone/unpod/overlay.ini")"
    ! grep -q '^\[Window\]\[Network\]$' "$work/alone/unpod/overlay.ini" ||
      fail "a Network window over a race on this computer alone"
    echo "overlay network: $(sed -n '/^\[Window\]\[Network\]$/,/^$/p' "$ini" | tr '\n' ' ')"
    ;;
  network-race)
    # A network race between two windows on one display (docs/NETWORK.md): one hosts the Dusk
    # Ring on a free port (--host 0) and shows its lobby; the other joins by the port the host
    # logged. Both race (Up held in each in turn), both players retire (Backspace), both windows
    # reach the results with the same table, and the joiner's saved replay verifies. Loopback.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    start_network_host
    wait_lines "$work/host.out" '^Network: HOSTA is in the lobby$' 1 20
    sleep 0.5
    xdotool windowfocus --sync "$host_window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/host.out" 1
    start_network_join
    grep -q '^Network: JOINB is in the lobby$' "$work/host.out" || fail "the host never saw JOINB"
    sleep 6  # past GO! (the countdown)
    for w in "$host_window" "$join_window"; do
      xdotool windowfocus --sync "$w" keydown Up && sleep 1.5 && xdotool keyup Up ||
        fail "xdotool could not hold Up"
      xdotool windowfocus --sync "$w" key F12 || fail "xdotool could not send F12"
    done
    wait_screenshots "$work/host.out" 2
    wait_screenshots "$work/join.out" 1
    for w in "$host_window" "$join_window"; do
      xdotool windowfocus --sync "$w" keydown BackSpace && sleep 0.3 && xdotool keyup BackSpace ||
        fail "xdotool could not hold Backspace"
    done
    wait_lines "$work/host.out" '^Screen: results$' 1 60
    wait_lines "$work/join.out" '^Screen: results$' 1 60
    table() { sed -n '/^Results:$/,/^Screen: results$/p' "$1"; }
    [[ -n $(table "$work/host.out") ]] || fail "the host printed no results"
    [[ "$(table "$work/host.out")" == "$(table "$work/join.out")" ]] ||
      fail "the results differ: $(table "$work/host.out") / $(table "$work/join.out")"
    grep -q 'HOSTA *RETIRED' "$work/host.out" && grep -q 'JOINB *RETIRED' "$work/join.out" ||
      fail "the players are not in the results as retired"
    # The joiner saves the replay (MAIN MENU is chosen: Down to SAVE REPLAY), which verifies.
    sleep 0.5
    for k in Down Return; do
      xdotool windowfocus --sync "$join_window" keydown "$k" && sleep 0.15 && xdotool keyup "$k" ||
        fail "xdotool could not send $k"
      sleep 0.2
    done
    wait_lines "$work/join.out" '^Replay saved to ' 1
    saved=$(grep '^Replay saved to ' "$work/join.out" | sed 's/^Replay saved to //')
    "$tool" replay "$saved" --verify >"$work/verify.out" 2>&1 ||
      fail "the joiner's replay does not verify: $(tail -n 3 "$work/verify.out")"
    quit_from_results "$join_window"
    quit_from_results "$host_window"
    wait_both_exit
    echo "network race: $(grep -c '^Network: ' "$work/host.out") network lines on the host; results the same on both"
    ;;
  network-left)
    # A network race whose joining window is killed mid-race (SIGKILL: no goodbye): the host's
    # race goes on, shows "JOINB LEFT" over the race, and ends when its own player retires; the
    # results list JOINB retired (out).
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    start_network_host
    start_network_join
    sleep 6
    kill -KILL "$other_pid"
    wait "$other_pid" 2>/dev/null || true  # killed: its status is SIGKILL's, on purpose
    other_pid=""
    # ENet notices the silence within 2 to 4 s; the host decides the tick JOINB's car leaves at.
    wait_lines "$work/host.out" '^Notice: JOINB LEFT$' 1 20
    grep -q '"event":"leave".*"driver":"JOINB".*"why":"timed out or disconnected"' "$work/host.out" ||
      fail "the host logged no leave for JOINB"
    xdotool windowfocus --sync "$host_window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/host.out" 1
    xdotool windowfocus --sync "$host_window" keydown BackSpace && sleep 0.3 &&
      xdotool keyup BackSpace || fail "xdotool could not hold Backspace"
    wait_lines "$work/host.out" '^Screen: results$' 1 60
    grep -q 'JOINB *RETIRED' "$work/host.out" || fail "JOINB is not in the results as out"
    grep -q 'HOSTA *RETIRED' "$work/host.out" || fail "HOSTA is not in the results as retired"
    quit_from_results "$host_window"
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    [[ $rc == 0 ]] || fail "the hosting unpod exited with $rc"
    ;;
  network-refused)
    # A joining machine whose BULWARK.BV4 differs from the host's (rebuilt from the demo disc's
    # description with one torque value changed): its lobby says so in words naming the file (the
    # red alert: its pixels), it logs the message and the host logs the refusal with the reason;
    # MAIN MENU goes back to the main menu, and the host's lobby goes on without it.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    [[ -n $tool ]] || fail "no unpod-tool given"
    copy_demo_disc
    sed 's/^torque 1200 190 /torque 1200 191 /' "$(dirname "$0")/../../disc/cars/bulwark.car" \
      >"$work/bulwark.car"
    cmp -s "$work/bulwark.car" "$(dirname "$0")/../../disc/cars/bulwark.car" &&
      fail "the car description was not changed"
    "$tool" build-car "$work/bulwark.car" "$work/POD/DATA/BINARY/VOITURES/BULWARK.BV4" \
      >"$work/build-car.out" 2>&1 || fail "build-car failed: $(cat "$work/build-car.out")"
    start_network_host
    XDG_DATA_HOME=$work/join XDG_CONFIG_HOME=$work/join HOME=$work/join \
      "$unpod" --window 480x270 --data "$work/POD" --join "127.0.0.1:$port" --name JOINB \
      --quit-after 60 >"$work/join.out" 2>"$work/join.err" &
    other_pid=$!
    join_window=$(timeout 15 xdotool search --all --sync --pid "$other_pid" --name '^Un-POD$' |
      head -n 1) || fail "no joining window"
    wait_lines "$work/join.out" "^Network: your BULWARK.BV4 differs from the host's$" 1 20
    wait_lines "$work/host.out" '"event":"refused".*"reason":"your BULWARK.BV4 differs from the host.s"' 1 20
    sleep 0.5
    xdotool windowfocus --sync "$join_window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/join.out" 1
    shot=$work/join/Un-POD/unpod/screenshots/unpod-0001.png
    red=$(convert "$shot" -fx "r>0.85 && g<0.45 && b<0.45" -format "%[fx:round(mean*w*h)]" info:) ||
      fail "ImageMagick could not read $shot"
    [[ $red =~ ^[0-9]+$ ]] || fail "no pixel count from ImageMagick: '$red'"
    echo "refused: $red red pixels of the message in the joining window's lobby"
    [[ $red -ge 150 ]] || fail "the refusal is not shown in red ($red pixels)"
    # The lobby's one row is MAIN MENU; then QUIT (Escape) and Return.
    press_in "$join_window" Return
    wait_lines "$work/join.out" '^Screen: main menu$' 1 10
    press_in "$join_window" Escape
    press_in "$join_window" Return
    wait_joiner_exit
    grep -q '^Screen: race$' "$work/host.out" && fail "the host raced without the refused machine"
    press_in "$host_window" Escape  # LEAVE: the main menu
    wait_lines "$work/host.out" '^Screen: main menu$' 1 10
    press_in "$host_window" Escape
    press_in "$host_window" Return
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    [[ $rc == 0 ]] || fail "the hosting unpod exited with $rc"
    ;;
  network-lobby)
    # The lobby and the screens before it from the keys and the mouse. The joiner's player types
    # a name in the Options (OPTIONS, GAME, NAME: kept as [game] name), goes to NETWORK RACE,
    # JOIN A RACE, types the host's address (Return on ADDRESS, the text, Return joins). In the
    # lobby both seats show; Up to CAR and Right twice pick the Bulwark, then the Cinder (the
    # host logs each choice); READY is clicked with the mouse (its row found in a screenshot by
    # its highlight band), the host's START RACE taken with Return, and both race in the cars
    # chosen. The joiner's settings keep the host as a recent one, which the Join screen offers
    # first the next time (below). The host comes from the menus too: NETWORK RACE, HOST A RACE, and
    # HOST THE RACE (the row its setup opens on), with the name and the port (any free one) of
    # its settings file.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    mkdir -p "$work/host/unpod" "$work/join"
    printf '[game]\nname = HOSTA\n\n[network]\nport = 0\n' >"$work/host/unpod/settings.ini"
    XDG_DATA_HOME=$work/host XDG_CONFIG_HOME=$work/host HOME=$work/host \
      "$unpod" --window 480x270 --quit-after 90 >"$work/host.out" 2>"$work/host.err" &
    unpod_pid=$!
    host_window=$(timeout 15 xdotool search --all --sync --pid "$unpod_pid" --name '^Un-POD$' |
      head -n 1) || fail "no host window"
    wait_lines "$work/host.out" '^Screen: main menu$' 1 20
    sleep 0.5
    for k in Down Down Down Down Return; do press_in "$host_window" "$k"; done
    wait_lines "$work/host.out" '^Screen: network race$' 1 10
    press_in "$host_window" Return
    wait_lines "$work/host.out" '^Screen: network host setup$' 1 10
    press_in "$host_window" Return
    wait_lines "$work/host.out" '"event":"listening"' 1 20
    wait_lines "$work/host.out" '^Screen: lobby$' 1 20
    port=$(grep -o '"event":"listening","address":"0.0.0.0","port":[0-9]*' "$work/host.out" |
      grep -o '[0-9]*$')
    [[ -n $port && $port != 0 ]] || fail "the host logged no port"
    XDG_DATA_HOME=$work/join XDG_CONFIG_HOME=$work/join HOME=$work/join \
      "$unpod" --window 480x270 --quit-after 90 >"$work/join.out" 2>"$work/join.err" &
    other_pid=$!
    join_window=$(timeout 15 xdotool search --all --sync --pid "$other_pid" --name '^Un-POD$' |
      head -n 1) || fail "no joining window"
    wait_lines "$work/join.out" '^Screen: main menu$' 1 20
    sleep 0.5
    # OPTIONS (the eighth row), GAME (the third), NAME (the third): typed, Return.
    for k in Down Down Down Down Down Down Down Return Down Down Return Down Down Return; do
      press_in "$join_window" "$k"
    done
    wait_lines "$work/join.out" '^Screen: options game$' 1 10
    xdotool type --window "$join_window" --delay 60 "Joinb" || fail "xdotool could not type"
    press_in "$join_window" Return
    wait_lines "$work/join.out" '^Setting: \[game\] name = Joinb$' 1 10
    # Back to the main menu (OPTIONS still chosen), Up three times to NETWORK RACE; JOIN A RACE.
    for k in Escape Escape Up Up Up Return Down Return; do press_in "$join_window" "$k"; done
    wait_lines "$work/join.out" '^Screen: join$' 1 10
    press_in "$join_window" Return  # ADDRESS: typed
    xdotool type --window "$join_window" --delay 40 "127.0.0.1:$port" || fail "xdotool could not type"
    press_in "$join_window" Return
    wait_lines "$work/join.out" '^Network: joining 127.0.0.1:' 1 10
    wait_lines "$work/join.out" '^Network: in the lobby: ' 1 20
    wait_lines "$work/host.out" '^Network: Joinb is in the lobby$' 1 20
    sleep 1.2  # a Lobby message with both seats
    press_in "$join_window" Up
    press_in "$join_window" Right
    wait_lines "$work/host.out" '"event":"choice".*"name":"Joinb","car":"BULWARK","ready":0' 1 10
    press_in "$join_window" Right
    wait_lines "$work/host.out" '"event":"choice".*"name":"Joinb","car":"CINDER","ready":0' 1 10
    # READY: chosen with Down for its band to be found, Up again, then pointed at and clicked.
    press_in "$join_window" Down
    xdotool windowfocus --sync "$join_window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/join.out" 1
    shot=$work/join/Un-POD/unpod/screenshots/unpod-0001.png
    band=$(convert "$shot" -crop 1x270+330+0 +repage txt:- |
      awk -F'[ ,:()]+' 'NR > 1 && $3 > 90 && $3 < 125 && $4 > 40 && $4 < 72 && $5 > 18 && $5 < 50 { s += $2; n++ } END { if (n >= 12) print int(s / n) }') ||
      fail "ImageMagick could not read $shot"
    [[ $band =~ ^[0-9]+$ ]] || fail "no READY band found in the lobby's picture"
    press_in "$join_window" Up
    xdotool mousemove --window "$join_window" 200 "$band" sleep 0.3 click 1 ||
      fail "xdotool could not click"
    wait_lines "$work/join.out" '^Network: ready$' 1 10
    wait_lines "$work/host.out" '"event":"choice".*"name":"Joinb","car":"CINDER","ready":1' 1 10
    xdotool windowfocus --sync "$host_window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/host.out" 1
    press_in "$host_window" Return  # START RACE
    wait_lines "$work/host.out" '^Screen: race$' 1 30
    wait_lines "$work/join.out" '^Screen: race$' 1 30
    grep -q '"event":"start".*"humans":\["HOSTA","Joinb"\]' "$work/host.out" ||
      fail "the race did not start with HOSTA and Joinb"
    recent=$(awk -F' = ' '$1 == "recent" { print $2 }' "$work/join/unpod/settings.ini")
    [[ $recent == "127.0.0.1:$port" ]] || fail "the recent hosts are '$recent'"
    echo "lobby: Joinb chose the Cinder and clicked READY at y=$band; recent hosts: $recent"
    # The joiner leaves the race from its menu and comes back from JOIN A RACE, whose first row
    # (chosen as it opens: a pad's A would take it) is the recent host: the host still races,
    # and the lobby says the race has already started. Then both quit.
    press_in "$join_window" Escape
    wait_lines "$work/join.out" '^Screen: network race menu$' 1 10
    for k in Down Down Return; do press_in "$join_window" "$k"; done
    wait_lines "$work/join.out" '^Screen: lobby$' 2 10
    press_in "$join_window" Return  # MAIN MENU
    wait_lines "$work/join.out" '^Screen: main menu$' 2 10
    for k in Down Down Down Down Return Down Return; do press_in "$join_window" "$k"; done
    wait_lines "$work/join.out" '^Screen: join$' 2 10
    press_in "$join_window" Return
    wait_lines "$work/join.out" "^Network: the host refused this machine: the race has already started: try again when it ends$" 1 10
    press_in "$join_window" Return  # MAIN MENU
    wait_lines "$work/join.out" '^Screen: main menu$' 3 10
    press_in "$join_window" Escape
    press_in "$join_window" Return
    leave_network_race "$host_window" "$work/host.out"
    grep -q '"event":"leave".*"driver":"Joinb".*"why":"left the race"' "$work/host.out" ||
      fail "the host logged no leave for Joinb"
    wait_both_exit
    ;;
  network-two-players)
    # Two players on the joining machine (--players 2, player 2 on the keyboard's second
    # layout): the host's lobby has three seats taken (HOSTA, JOINB, PLAYER 2, with its seat for
    # 3), the joiner's race is split with a HUD in each half, and the race's menu (Escape: it
    # says the race goes on) retires both of the joiner's players at once; the host retires with
    # Backspace. Both reach the results with the same table.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    mkdir -p "$work/host" "$work/join"
    XDG_DATA_HOME=$work/host XDG_CONFIG_HOME=$work/host HOME=$work/host \
      "$unpod" --window 480x270 --host 0 --track duskring --laps 1 --seats 3 --name HOSTA \
      --quit-after 150 >"$work/host.out" 2>"$work/host.err" &
    unpod_pid=$!
    wait_lines "$work/host.out" '"event":"listening"' 1 20
    port=$(grep -o '"event":"listening","address":"0.0.0.0","port":[0-9]*' "$work/host.out" |
      grep -o '[0-9]*$')
    host_window=$(timeout 15 xdotool search --all --sync --pid "$unpod_pid" --name '^Un-POD$' |
      head -n 1) || fail "no host window"
    join_lobby --players 2 --set player2.device=keyboard
    wait_lines "$work/host.out" '^Network: PLAYER 2 is in the lobby$' 1 20
    network_ready
    grep -q '"event":"start".*"humans":\["HOSTA","JOINB","PLAYER 2"\]' "$work/host.out" ||
      fail "the race did not start with HOSTA, JOINB and PLAYER 2"
    sleep 6  # past GO!
    xdotool windowfocus --sync "$join_window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/join.out" 1
    shot=$work/join/Un-POD/unpod/screenshots/unpod-0001.png
    top=$(convert "$shot" -crop 100x40+380+0 +repage -fx "r>0.9 && g>0.7 && b<0.4" -format "%[fx:round(mean*w*h)]" info:)
    bottom=$(convert "$shot" -crop 100x40+380+135 +repage -fx "r>0.9 && g>0.7 && b<0.4" -format "%[fx:round(mean*w*h)]" info:)
    [[ $top =~ ^[0-9]+$ && $bottom =~ ^[0-9]+$ ]] || fail "no pixel counts: '$top' '$bottom'"
    echo "split: the place's yellow pixels $top in the top half, $bottom in the bottom half"
    [[ $top -ge 30 && $bottom -ge 30 ]] || fail "no HUD in each half ($top, $bottom)"
    press_in "$join_window" Escape
    wait_lines "$work/join.out" '^Screen: network race menu$' 1 10
    press_in "$join_window" Down
    press_in "$join_window" Return  # RETIRE (BOTH PLAYERS)
    wait_lines "$work/join.out" '^Network: retired$' 1 10
    xdotool windowfocus --sync "$host_window" keydown BackSpace && sleep 0.3 &&
      xdotool keyup BackSpace || fail "xdotool could not hold Backspace"
    wait_lines "$work/host.out" '^Screen: results$' 1 60
    wait_lines "$work/join.out" '^Screen: results$' 1 60
    table() { sed -n '/^Results:$/,/^Screen: results$/p' "$1"; }
    [[ "$(table "$work/host.out")" == "$(table "$work/join.out")" ]] ||
      fail "the results differ: $(table "$work/host.out") / $(table "$work/join.out")"
    for who in HOSTA JOINB 'PLAYER 2'; do
      grep -q "$who *RETIRED" "$work/host.out" || fail "$who is not in the results as retired"
    done
    quit_from_results "$join_window"
    quit_from_results "$host_window"
    wait_both_exit
    ;;
  race-retire)
    # Player 1 retires with Backspace (held, not tapped) once the race says GO!: the race
    # ends at once, the computer cars are driven to the line with their results kept, and the
    # results list player 1 last, unplaced and RETIRED: on stdout, and in the window's table
    # (the player's row, in yellow like the table's title, below every grey row). Escape pressed
    # as the results screen is due (4 s after the end; here unpod is stopped past them, so one
    # frame reads both) opens the pause screen, and the results wait under it: Up and Return
    # then quit from there.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user HOME=$work/home
    "$unpod" --track duskring --laps 1 --window 480x270 --frame-ms 16 --quit-after 600 \
      >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Race: GO!$' 1 30
    xdotool windowfocus --sync "$window" keydown BackSpace && sleep 0.3 &&
      xdotool keyup BackSpace || fail "xdotool could not hold Backspace"
    # The end's run to the line takes a moment; then F12 for the window and Escape.
    for _ in $(seq 600); do
      grep -q '^Results:$' "$work/unpod.out" && break
      kill -0 "$unpod_pid" 2>/dev/null || break
      sleep 0.1
    done
    grep -q '^Results:$' "$work/unpod.out" || fail "no results on stdout: the race did not end"
    sleep 0.5
    xdotool windowfocus --sync "$window" key F12 || fail "xdotool could not send F12"
    wait_screenshots "$work/unpod.out" 1
    kill -STOP "$unpod_pid"
    # A machine so loaded that the results came before this (4 s after the end) cannot show it.
    early=$(grep -c '^Screen: results$' "$work/unpod.out" || true)
    sleep 4.5
    xdotool windowfocus --sync "$window" keydown Escape && sleep 0.15 && xdotool keyup Escape ||
      { kill -CONT "$unpod_pid"; fail "xdotool could not send Escape"; }
    kill -CONT "$unpod_pid"
    if ((early)); then # Escape on the results: the main menu, whose Up goes round to QUIT
      wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    else
      wait_lines "$work/unpod.out" '^Screen: pause$' 1
    fi
    for k in Up Return; do
      xdotool windowfocus --sync "$window" keydown "$k" && sleep 0.15 && xdotool keyup "$k" ||
        fail "xdotool could not send $k"
      sleep 0.15
    done
    rc=0
    wait_exit "$unpod_pid" 30 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    screens=$(grep '^Screen: ' "$work/unpod.out" | sed 's/^Screen: //' | paste -sd, -)
    if ((early)); then
      echo "the results came before Escape was pressed (a loaded machine): screens $screens"
      [[ $screens == "race,results,main menu" ]] || fail "the screens went '$screens'"
    else
      [[ $screens == "race,pause" ]] || fail "the screens went '$screens', wanted race,pause"
    fi
    cp "$work/user/Un-POD/unpod/screenshots/unpod-0001.png" "$work/shot.png" ||
      fail "F12 wrote no screenshot"
    placed=$(grep -cE '^ +[1-7]  ' "$work/unpod.out" || true)
    [[ $placed == 7 ]] || fail "$placed computer cars placed, wanted 7"
    last=$(grep -E '^ +([0-9]+|-)  ' "$work/unpod.out" | tail -n 1)
    [[ $last =~ ^\ +-\ \ PLAYER\ 1\ +RETIRED ]] || fail "the last result is not player 1 retired: '$last'"
    [[ -s $work/shot.png ]] || fail "no screenshot"
    panel=226x120+127+73 # inside the results table, centred in the 480x270 window
    box() { # the bounding box (WxH+X+Y) of the pixels of colour R G B in the panel
      convert "$work/shot.png" -crop "$panel" +repage \
        -fx "abs(r-$1)<0.06 && abs(g-$2)<0.06 && abs(b-$3)<0.06" -trim -format '%@' info:
    }
    yellow=$(box 1.0 0.86 0.16)
    grey=$(box 0.745 0.745 0.784)
    IFS='x+' read -r _ yh _ yy <<<"$yellow"
    IFS='x+' read -r _ gh _ gy <<<"$grey"
    echo "results table: yellow text $yellow, grey text $grey (in $panel)"
    (( gh > 40 )) || fail "no rows of results in the window ($grey)"
    (( yy + yh > gy + gh )) || fail "player 1's row is not the table's last ($yellow vs $grey)"
    ;;
  menu-game)
    # A player's whole way through the menus, keys held a moment each: unpod with no arguments
    # opens the main menu on the demo disc; Return (SINGLE RACE) and Return (the setup opens on
    # START RACE) start a race (the menu's and the setup's pictures as the references in
    # tests/e2e/reference, within a tolerance for another Mesa's rounding); Escape pauses it, and two F12
    # screenshots 1 s apart are the same picture (the race stands still); Escape resumes;
    # Backspace retires player 1, the race ends and the results screen (CLASSEMENT) follows,
    # with the computer cars' times saved in the circuit's best-times file; MAIN MENU, then
    # Escape (to QUIT) and Return quit. The race's choices are kept in the settings file.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    "$unpod" --window 480x270 --frame-ms 16 --quit-after 900 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    sleep 0.5
    press F12 || fail "xdotool could not press F12"
    press Return && wait_lines "$work/unpod.out" '^Screen: race setup$' 1 && sleep 0.3 && press F12 &&
      press Return || fail "xdotool could not press Return"
    wait_lines "$work/unpod.out" '^Race: DUSKRING, ' 1 30
    sleep 2
    press Escape || fail "xdotool could not press Escape"
    wait_lines "$work/unpod.out" '^Screen: pause$' 1
    sleep 0.3
    press F12 || fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 3
    sleep 1
    press F12 || fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 4
    press Escape || fail "xdotool could not press Escape"
    sleep 0.5
    xdotool windowfocus --sync "$window" keydown BackSpace && sleep 0.3 &&
      xdotool keyup BackSpace || fail "xdotool could not hold Backspace"
    wait_lines "$work/unpod.out" '^Screen: results$' 1 60
    sleep 0.5
    press F12 || fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 5
    press Down && press Return || fail "xdotool could not choose MAIN MENU"
    sleep 0.5
    press Escape && press Return || fail "xdotool could not press Escape and Return"
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    screens=$(grep '^Screen: ' "$work/unpod.out" | sed 's/^Screen: //' | paste -sd, -)
    echo "screens: $screens"
    [[ $screens == "main menu,race setup,race,pause,race,results,main menu" ]] ||
      fail "the screens went '$screens'"
    dir=$work/user/Un-POD/unpod
    shots=("$dir"/screenshots/unpod-000{1,3,4,5}.png)
    for f in "${shots[@]}"; do [[ -s $f ]] || fail "F12 wrote no $f"; done
    for page in main-menu:1 race-setup:2; do
      d=$(rmse "$dir/screenshots/unpod-000${page#*:}.png" "$reference/${page%:*}.png")
      echo "${page%:*}: RMSE $d from the reference"
      under "$d" 0.01 ||
        fail "the ${page%:*} differs from tests/e2e/reference/${page%:*}.png (RMSE $d)"
    done
    title=$(convert "${shots[0]}" -crop 480x60+0+0 +repage \
      -fx "abs(r-1.0)<0.06 && abs(g-0.84)<0.06 && abs(b-0.25)<0.06" -format "%[fx:round(mean*w*h)]" info:)
    differ=$(pixels_differing "${shots[1]}" "${shots[2]}")
    results=$(convert "${shots[3]}" -crop 480x60+0+0 +repage \
      -fx "abs(r-1.0)<0.06 && abs(g-0.84)<0.06 && abs(b-0.25)<0.06" -format "%[fx:round(mean*w*h)]" info:)
    echo "menu title: $title yellow pixels; paused pictures 1 s apart: $differ pixels differ; results title: $results yellow pixels"
    (( title >= 40 )) || fail "the main menu's title is not drawn ($title pixels)"
    [[ $differ == 0 ]] || fail "the race moved while paused ($differ pixels differ)"
    (( results >= 40 )) || fail "the results' title is not drawn ($results pixels)"
    best=$dir/best-times/duskring.best
    [[ -s $best ]] || fail "no best-times file for the Dusk Ring: $(ls -R "$dir")"
    ! grep -q "PLAYER 1" "$best" || fail "the retired player's times were saved"
    grep -q '^circuit = DUSKRING$' "$work/config/unpod/settings.ini" ||
      fail "the race's choices are not in the settings: $(cat "$work/config/unpod/settings.ini")"
    ;;
  menu-options)
    # The Options screen from the main menu: OPTIONS (Up twice: round past QUIT, both taps
    # and the Return after them pressed while unpod is stopped, so that one frame reads all
    # three, as a slow frame would: each tap moves a row), AUDIO, the
    # music volume down by 10 (Left on MUSIC), back; CONTROLS, player 1's ACCELERATE, Return ("PRESS A KEY")
    # and Q; back to the main menu, whose Escape goes to QUIT, and Return quits. Each change is in the settings file at once
    # ([audio] music = 90, [player1] accelerate = Q) and said on stdout, every screen logged.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    settings=$work/config/unpod/settings.ini
    "$unpod" --window 480x270 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    sleep 0.3
    kill -STOP "$unpod_pid"
    for k in Up Up Return; do press $k || { kill -CONT "$unpod_pid"; fail "xdotool could not press $k"; }; done
    kill -CONT "$unpod_pid"
    wait_lines "$work/unpod.out" '^Screen: options$' 1
    for k in Down Return; do press $k || fail "xdotool could not press $k"; done
    wait_lines "$work/unpod.out" '^Screen: options audio$' 1
    for k in Down Down Down Left; do press $k || fail "xdotool could not press $k"; done
    wait_lines "$work/unpod.out" '^Setting: \[audio\] music = 90$' 1
    grep -q '^music = 90$' "$settings" || fail "the music volume is not in the settings: $(cat "$settings")"
    for k in Escape Down Down Return; do press $k || fail "xdotool could not press $k"; done
    wait_lines "$work/unpod.out" '^Screen: options controls$' 1
    press Down && press Return && sleep 0.2 && press q || fail "xdotool could not rebind"
    wait_lines "$work/unpod.out" '^Setting: \[player1\] accelerate = Q$' 1
    for k in Escape Escape Escape Return; do press $k || fail "xdotool could not press $k"; done
    rc=0
    wait_exit "$unpod_pid" 10 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    screens=$(grep '^Screen: ' "$work/unpod.out" | sed 's/^Screen: //' | paste -sd, -)
    echo "screens: $screens"
    [[ $screens == "main menu,options,options audio,options,options controls,options,main menu" ]] ||
      fail "the screens went '$screens'"
    grep -q '^music = 90$' "$settings" || fail "no music = 90 in the settings: $(cat "$settings")"
    grep -q '^accelerate = Q$' "$settings" || fail "no accelerate = Q in the settings: $(cat "$settings")"
    [[ ! -s $work/unpod.err ]] || fail "unpod said on stderr: $(cat "$work/unpod.err")"
    ;;
  menu-video)
    # Exclusive fullscreen and the render scale. From the command line: --fullscreen-mode
    # 1280x720 (Xvfb's one mode) covers the screen (the window at 0,0, 1280x720 by xwininfo, a
    # screenshot of that size) and says so; a mode the display lacks (3840x2160@144) is refused
    # and the game plays in a window. From the menus: OPTIONS, VIDEO, FULLSCREEN stepped by
    # Right through DESKTOP, EXCLUSIVE and OFF again (each said on stdout and kept in the
    # settings), then RENDER SCALE down by Left from 100 to 75 %.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    command -v xwininfo >/dev/null || fail "xwininfo not found (x11-utils)"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    settings=$work/config/unpod/settings.ini
    "$unpod" --fullscreen-mode 1280x720 --quit-after 3 --screenshot "$work/full.png" \
      >"$work/full.out" 2>"$work/full.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/full.out" '^Screen: main menu$' 1
    geometry=$(xwininfo -id "$window" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF}
      /^ *Width/ {w=$NF} /^ *Height/ {h=$NF} END {print w "x" h "+" x "+" y}')
    wait_exit "$unpod_pid" 20 || fail "unpod exited with $? (exclusive fullscreen)"
    grep -q '^Fullscreen: exclusive, 1280x720' "$work/full.out" ||
      fail "no exclusive fullscreen said: $(grep -i fullscreen "$work/full.out")"
    [[ $geometry == 1280x720+0+0 ]] || fail "the exclusive window is $geometry, not the screen's 1280x720+0+0"
    [[ $(identify -format '%wx%h' "$work/full.png") == 1280x720 ]] || fail "the screenshot is not 1280x720"
    "$unpod" --fullscreen-mode 3840x2160@144 --quit-after 2 >"$work/refused.out" 2>"$work/refused.err" ||
      fail "unpod failed when the display refused the mode: $(cat "$work/refused.err")"
    grep -q '^Fullscreen: exclusive refused by the display, a window$' "$work/refused.out" ||
      fail "a refused mode is not said: $(grep -i fullscreen "$work/refused.out")"

    "$unpod" --window 480x270 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    sleep 0.3
    kill -STOP "$unpod_pid"
    for k in Up Up Return; do press $k || { kill -CONT "$unpod_pid"; fail "xdotool could not press $k"; }; done
    kill -CONT "$unpod_pid"
    wait_lines "$work/unpod.out" '^Screen: options$' 1
    press Return || fail "xdotool could not press Return"
    wait_lines "$work/unpod.out" '^Screen: options video$' 1
    press Down || fail "xdotool could not press Down"
    press Right && wait_lines "$work/unpod.out" '^Setting: \[video\] fullscreen = desktop$' 1
    press Right && wait_lines "$work/unpod.out" '^Setting: \[video\] fullscreen = exclusive$' 1
    press Right && wait_lines "$work/unpod.out" '^Setting: \[video\] fullscreen = no$' 1
    for k in Down Down Left; do press $k || fail "xdotool could not press $k"; done
    wait_lines "$work/unpod.out" '^Setting: \[video\] render_scale = 75$' 1
    for k in Escape Escape Escape Return; do press $k || fail "xdotool could not press $k"; done
    rc=0
    wait_exit "$unpod_pid" 10 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    said=$(grep '^Fullscreen: ' "$work/unpod.out" | paste -sd '|' -)
    echo "said: $said"
    [[ $said == "Fullscreen: desktop, 1280x720"*"|Fullscreen: exclusive, 1280x720"*"|Fullscreen: off, a window" ]] ||
      fail "the fullscreen changes went '$said'"
    grep -q '^fullscreen = no$' "$settings" || fail "no fullscreen = no in the settings: $(cat "$settings")"
    grep -q '^render_scale = 75$' "$settings" || fail "no render_scale = 75 in the settings"
    [[ ! -s $work/unpod.err ]] || fail "unpod said on stderr: $(cat "$work/unpod.err")"
    ;;
  menu-time-trial)
    # A time trial from the menus (TIME TRIAL, then START TIME TRIAL with the [race] choices:
    # the Dusk Ring, ZEPHYR, one lap). The first run has no ghost ("Ghost: none yet"). The
    # ghost file is then the one `unpod-tool race --time-trial` records of the computer driving
    # ZEPHYR alone: the second run says its best lap (the tool's time) and, once the player has
    # crossed the line (Up held about 2.5 s, then Down), shows it see-through on the road ahead as
    # it draws away: bluish pixels above the player's car in one of the pictures F12 takes every
    # 0.3 s or so for 5 s (any machine's pace), where the first run has none in any.
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    mkdir -p "$work/config/unpod"
    printf '[race]\ncircuit = DUSKRING\ncar1 = ZEPHYR\nlaps = 1\n' >"$work/config/unpod/settings.ini"
    run_trial() { # run_trial N: a time trial, its screenshot as $work/shotN.png
      # On the wall clock: the held keys' seconds are the race's.
      "$unpod" --window 480x270 --quit-after 60 >"$work/unpod$1.out" 2>"$work/unpod$1.err" &
      unpod_pid=$!
      window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
      wait_lines "$work/unpod$1.out" '^Screen: main menu$' 1 30
      press Down && press Return && sleep 0.3 && press Return || fail "xdotool could not start the trial"
      # The race on screen (a loaded machine takes longer to set it up) before the player drives.
      wait_lines "$work/unpod$1.out" '^Screen: race$' 1 15
      xdotool windowfocus --sync "$window" keydown Up || fail "xdotool could not hold Up"
      for shot in $(seq 16); do
        ((shot != 8)) || { xdotool keyup Up && xdotool keydown Down; } || fail "xdotool could not brake"
        xdotool key F12 || fail "xdotool could not press F12"
        sleep 0.3
      done
      xdotool keyup Down
      quit_from_race "$window" "$work/unpod$1.out" || fail "xdotool could not quit from the pause screen"
      local rc=0
      wait_exit "$unpod_pid" 20 || rc=$?
      [[ $rc == 0 ]] || fail "unpod exited with $rc (run $1)"
      rm -rf "$work/shots$1"
      mv "$work/user/Un-POD/unpod/screenshots" "$work/shots$1" || fail "no screenshots (run $1)"
    }
    bluish() { # bluish N: the most pixels bluer than red by 0.12 between the horizon and the
      # player's car in run N's pictures (road, walls, grass and sky: none; the ghost: some)
      local f
      for f in "$work/shots$1"/*.png; do # blue less red (the channels' difference), over 12 %
        convert "$f" -crop 480x80+0+62 +repage -separate -delete 1 -compose minus -composite \
          -threshold 12% -format "%[fx:round(mean*w*h)]\n" info:
      done | sort -n | tail -n 1
    }
    run_trial 1
    grep -q '^Ghost: none yet$' "$work/unpod1.out" || fail "the first run says no ghost: $(grep Ghost "$work/unpod1.out")"
    grep -q '^Race: DUSKRING, 1 laps, 1 cars$' "$work/unpod1.out" || fail "not a one-car race"
    "$tool" race --data "$(dirname "$unpod")/demo-disc" --track duskring --cars 1 --laps 1 \
      --time-trial --frame-ms 16 --walls-push-back --long-lengths --record "$work/ghost.rpl" --json \
      >"$work/tool.json" 2>"$work/tool.err" || fail "unpod-tool race --time-trial failed"
    car=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["car"])' "$work/tool.json")
    best=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["best_lap_text"])' "$work/tool.json")
    [[ $car == ZEPHYR ]] || fail "the computer drove $car, not ZEPHYR"
    mkdir -p "$work/user/Un-POD/unpod/ghosts"
    cp "$work/ghost.rpl" "$work/user/Un-POD/unpod/ghosts/DUSKRING-ZEPHYR.rpl"
    run_trial 2
    grep -qF "Ghost: $best" "$work/unpod2.out" || fail "the second run does not race the ghost of $best: $(grep Ghost "$work/unpod2.out")"
    without=$(bluish 1)
    with=$(bluish 2)
    echo "ghost's best lap $best; bluish pixels ahead: $without without the ghost, $with with it"
    (( without < 10 )) || fail "bluish pixels ahead without a ghost ($without)"
    (( with >= 40 )) || fail "no ghost on the road ahead ($with bluish pixels)"
    ;;
  menu-two-players)
    # TWO PLAYERS from the main menu (Down three times): the setup has a car and a device row for
    # each player; player 2 takes the keyboard (Up four times from START RACE to PLAYER 2 DEVICE,
    # Right: from a pad, none connected here) and the next car (Up twice, Right), then START RACE
    # (Down six times). The race is split in two, each half with its HUD (the place,
    # top right, in yellow), and the players' cars are kept in the settings. The pause screen's
    # QUIT TO MENU (Escape, Down three times, Return) goes back to the main menu; Escape, Return
    # quit.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    "$unpod" --window 480x270 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1 30
    for k in Down Down Down Return Up Up Up Up Right Up Up Right Down Down Down Down Down Down Return; do
      press $k || fail "xdotool could not press $k"
    done
    wait_lines "$work/unpod.out" '^Screen: race$' 1 20
    sleep 2
    press F12 || fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 1
    press Escape || fail "xdotool could not press Escape"
    wait_lines "$work/unpod.out" '^Screen: pause$' 1
    for k in Down Down Down Return; do press $k || fail "xdotool could not press $k"; done
    wait_lines "$work/unpod.out" '^Screen: main menu$' 2 5
    press Escape && press Return || fail "xdotool could not press Escape and Return"
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    grep -q '^Screen: race setup (two players)$' "$work/unpod.out" || fail "no two players' setup"
    grep -q '^Race: DUSKRING, 3 laps, 8 cars$' "$work/unpod.out" || fail "no race: $(cat "$work/unpod.out")"
    screens=$(grep '^Screen: ' "$work/unpod.out" | sed 's/^Screen: //' | paste -sd, -)
    [[ $screens == "main menu,race setup (two players),race,pause,main menu" ]] ||
      fail "the screens went '$screens'"
    settings=$work/config/unpod/settings.ini
    car1=$(awk -F' = ' '$1 == "car1" { print $2 }' "$settings")
    car2=$(awk -F' = ' '$1 == "car2" { print $2 }' "$settings")
    device2=$(awk -F' = ' '/^\[player2\]/ { p = 1 } /^\[/ && !/player2/ { p = 0 } p && $1 == "device" { print $2 }' "$settings")
    echo "player 1 drives $car1, player 2 $car2 on the $device2"
    [[ $device2 == keyboard ]] || fail "player 2's device is '$device2', not the keyboard"
    [[ -n $car1 && -n $car2 && $car1 != "$car2" ]] || fail "the players' cars: '$car1' and '$car2'"
    shot=$work/user/Un-POD/unpod/screenshots/unpod-0001.png
    [[ -s $shot ]] || fail "no screenshot"
    top=$(convert "$shot" -crop 100x40+380+0 +repage -fx "r>0.9 && g>0.7 && b<0.4" -format "%[fx:round(mean*w*h)]" info:)
    bottom=$(convert "$shot" -crop 100x40+380+136 +repage -fx "r>0.9 && g>0.7 && b<0.4" -format "%[fx:round(mean*w*h)]" info:)
    echo "the place in yellow: $top pixels in the top half, $bottom in the bottom half"
    (( top >= 15 && bottom >= 15 )) || fail "not two HUDs ($top and $bottom yellow pixels)"
    ;;
  race-record)
    # unpod --record: a short race recorded while player 1 holds Up (keydown before "GO!", so it
    # drives from the start), and the same race with nobody at the keys; the game quits mid-race
    # (--quit-after), which ends each recording there. Both replays verify with unpod-tool
    # replay --verify; --inputs gives player 1's accelerate lines for the first, none for the
    # second.
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    disc="$(dirname "$unpod")/demo-disc"
    race=(--track duskring --laps 1 --opponents 1 --window 320x180 --frame-ms 16 --quit-after 8)
    rc=0
    "$unpod" "${race[@]}" --record "$work/idle.rpl" >"$work/idle.out" 2>"$work/idle.err" || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc (nobody driving)"
    "$unpod" "${race[@]}" --record "$work/drive.rpl" >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    xdotool windowfocus --sync "$window" keydown Up || fail "xdotool could not hold Up"
    rc=0
    wait_exit "$unpod_pid" 60 || rc=$?
    xdotool keyup Up 2>/dev/null || true
    [[ $rc == 0 ]] || fail "unpod exited with $rc (driving)"
    for r in idle drive; do
      [[ -s $work/$r.rpl ]] || fail "no replay written ($r)"
      ! compgen -G "$work/$r.rpl.tmp-*" >/dev/null || fail "a temporary file is left beside $r.rpl"
      "$tool" replay "$work/$r.rpl" --data "$disc" --verify >"$work/$r-verify.out" 2>&1 ||
        fail "the replay does not verify ($r)"
      grep -q '^verified: ' "$work/$r-verify.out" || fail "replay --verify did not say verified ($r)"
      "$tool" replay "$work/$r.rpl" --data "$disc" --inputs >"$work/$r-inputs.txt" \
        2>"$work/$r-inputs.err" || fail "replay --inputs failed ($r)"
    done
    echo "holding Up: $(grep -c accelerate "$work/drive-inputs.txt" || true) accelerate lines"
    grep -qE '^-?[0-9]+ 1 (.* )?accelerate' "$work/drive-inputs.txt" ||
      fail "no accelerate line from holding Up: $(cat "$work/drive-inputs.txt")"
    ! grep -q accelerate "$work/idle-inputs.txt" ||
      fail "accelerate lines with nobody at the keys: $(cat "$work/idle-inputs.txt")"
    ;;
  replay-watch)
    # A short race recorded with --record, player 1's accelerator (Up) held from its first
    # seconds (it quits at 9 s of race clock), then watched with --replay at the same fixed frame
    # time: the watch rebuilds the race from the file, feeds it the recorded frames, and at the
    # end stdout says it verified (the final state hash as recorded). The replay's picture at
    # 8 s (2.5 s after "GO!", the car driving, the HUD's numbers running) is the race's at 8 s
    # but for its caption (REPLAY and of what, at the bottom middle), and neither is blank; after
    # the end (the results) the picture is not blank either. The frame the key went down in
    # depends on the machine's pace; the replay holds it, so both pictures show the same race.
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    "$unpod" --track duskring --laps 1 --opponents 1 --window 320x180 --frame-ms 16 \
      --quit-after 9 --record "$work/race.rpl" --screenshot-at 8 "$work/race-8s.png" \
      >"$work/race.out" 2>"$work/race.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    xdotool windowfocus --sync "$window" keydown Up || fail "xdotool could not hold Up"
    rc=0
    wait_exit "$unpod_pid" 60 || rc=$?
    xdotool keyup Up 2>/dev/null || true
    [[ $rc == 0 ]] || fail "the recorded race exited with $rc"
    [[ -s $work/race.rpl ]] || fail "no replay written"
    "$tool" replay "$work/race.rpl" --inputs >"$work/inputs.txt" 2>"$work/inputs.err" ||
      fail "unpod-tool replay --inputs failed"
    held=$(awk '$2 == 1 && / accelerate/ { print $1; exit }' "$work/inputs.txt")
    echo "Up held from race time ${held:-never} ms"
    [[ -n $held ]] && ((held < 7000)) || fail "Up was not held well before 8 s: $(cat "$work/inputs.txt")"
    rc=0
    "$unpod" --replay "$work/race.rpl" --window 320x180 --frame-ms 16 --quit-after 10 \
      --screenshot-at 8 "$work/replay-8s.png" --screenshot-at 9.5 "$work/replay-end.png" \
      >"$work/replay.out" 2>"$work/replay.err" || rc=$?
    [[ $rc == 0 ]] || fail "the replay exited with $rc"
    grep -q '^Screen: replay$' "$work/replay.out" || fail "no replay screen"
    grep '^Replay: ' "$work/replay.out"
    grep -q '^Replay: verified, ' "$work/replay.out" || fail "the replay did not verify"
    for f in race-8s replay-8s replay-end; do
      [[ -s $work/$f.png ]] || fail "no screenshot $f.png"
      spread=$(convert "$work/$f.png" -colorspace gray -format '%[fx:standard_deviation]' info:)
      echo "$f: grey spread $spread"
      over "$spread" 0.05 || fail "$f.png is blank (spread $spread)"
    done
    # The replay says so at the bottom middle (white text on a dark band), the race does not;
    # above that band the two pictures are the same.
    for f in race-8s replay-8s; do
      convert "$work/$f.png" -crop 160x24+80+156 +repage -fx "r>0.95 && g>0.95 && b>0.95" \
        -format "%[fx:round(mean*w*h)]" info: >"$work/$f-caption.txt" || fail "convert could not read $f.png"
      convert "$work/$f.png" -crop 320x150+0+0 +repage "$work/$f-top.png" || fail "convert could not crop $f.png"
    done
    caption=$(cat "$work/replay-8s-caption.txt") none=$(cat "$work/race-8s-caption.txt")
    echo "the caption: $caption white pixels in the replay, $none in the race"
    (( caption >= 100 && none < 10 )) || fail "the replay does not say it is one ($caption and $none pixels)"
    same=$(rmse "$work/replay-8s-top.png" "$work/race-8s-top.png")
    echo "the replay at 8 s against the race at 8 s, above the caption: RMSE $same"
    under "$same" "$view_tolerance" ||
      fail "the replay at 8 s is not the race at 8 s (RMSE $same)"
    ;;
  race-focus)
    # The window loses the focus mid-race (the keyboard's focus goes to the desktop's root
    # window, as when the player clicks another program): the race pauses under the pause screen
    # and its clock stands still (--screenshot-at 9 is not taken in 3 s of wall time, where the
    # race would have run on); focus back and Escape resume it, and it runs to 9 s and to the end
    # of --quit-after.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    command -v xwininfo >/dev/null || fail "xwininfo not found (x11-utils)"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    "$unpod" --track duskring --laps 1 --opponents 1 --window 320x180 --frame-ms 16 \
      --screenshot-at 9 "$work/later.png" --quit-after 10 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    xdotool windowfocus --sync "$window" || fail "xdotool could not focus the window"
    wait_lines "$work/unpod.out" '^Race: GO!$' 1 30
    root=$(xwininfo -root | awk '/Window id:/ { print $4 }')
    xdotool windowfocus --sync "$root" || fail "xdotool could not focus the root window"
    wait_lines "$work/unpod.out" '^Race: paused, the window lost the focus$' 1
    wait_lines "$work/unpod.out" '^Screen: pause$' 1
    sleep 3
    kill -0 "$unpod_pid" 2>/dev/null || fail "unpod ended while its race should stand still"
    ! grep -q '^screenshot: ' "$work/unpod.out" || fail "the race ran on to 9 s while it lost the focus"
    press Escape
    wait_lines "$work/unpod.out" '^Screen: race$' 2
    rc=0
    wait_exit "$unpod_pid" 60 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    [[ -s $work/later.png ]] || fail "the race did not go on to 9 s once resumed"
    screens=$(grep '^Screen: ' "$work/unpod.out" | sed 's/^Screen: //' | paste -sd, -)
    [[ $screens == "race,pause,race" ]] || fail "the screens went '$screens'"
    ;;
  race-pause)
    # The pause action (P, held a moment like a player's press) stops the race on the wall
    # clock until P again: two F12 screenshots a second apart while paused are the same picture
    # (the cars, the clock and the countdown stand still), and the race recorded with --record
    # holds no frame of the pause: it lasts less than the race's wall time (from its "Race:" line
    # on stdout to the game's exit) less the pause, on any machine's pace.
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    "$unpod" --track duskring --laps 1 --opponents 1 --window 320x180 --quit-after 60 \
      --record "$work/paused.rpl" >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Race: ' 1 15
    race_start=$(date +%s.%N)
    sleep 2
    held_from=$(date +%s.%N)
    press p || fail "xdotool could not press P"
    sleep 0.5
    press F12 || fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 1
    sleep 1
    press F12 || fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 2
    sleep 2
    held_to=$(date +%s.%N)
    press p || fail "xdotool could not press P again"
    sleep 1
    quit_from_race "$window" "$work/unpod.out" || fail "xdotool could not quit from the pause screen"
    rc=0
    wait_exit "$unpod_pid" 30 || rc=$?
    race_end=$(date +%s.%N)
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    shots=("$work"/user/Un-POD/unpod/screenshots/unpod-000{1,2}.png)
    [[ -s ${shots[0]} && -s ${shots[1]} ]] || fail "the paused screenshots are missing"
    differ=$(pixels_differing "${shots[0]}" "${shots[1]}")
    "$tool" replay "$work/paused.rpl" --data "$(dirname "$unpod")/demo-disc" --json \
      >"$work/replay.json" 2>"$work/replay.err" || fail "replay failed: $(cat "$work/replay.err")"
    raced=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["frame_seconds"])' "$work/replay.json")
    wall=$(awk -v s="$race_start" -v e="$race_end" 'BEGIN { printf "%.2f", e - s }')
    held=$(awk -v a="$held_from" -v b="$held_to" 'BEGIN { printf "%.2f", b - a }')
    echo "paused pictures 1 s apart: $differ pixels differ; race recorded: $raced s of $wall s on the wall clock, $held s of it paused"
    [[ $differ == 0 ]] || fail "the race moved while paused ($differ pixels differ)"
    # One second of slack for the key presses' own time; the pause is 3.7 s and more.
    numbers "$raced" "$wall" "$held"
    awk -v t="$raced" -v w="$wall" -v h="$held" 'BEGIN { exit !(t > 1 && t < w - h + 1) }' ||
      fail "the recorded race lasted $raced s of $wall s with $held s paused: the pause was not left out of it"
    ;;
  race-remap)
    # The settings file (--settings) moves player 1's accelerate to Q: holding Q (keydown, held
    # not tapped) in a race recorded with --record gives accelerate lines from replay --inputs;
    # holding Up, its old default, gives none; the file still holds Q after the game quits.
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_CONFIG_HOME=$work/config HOME=$work/home
    disc="$(dirname "$unpod")/demo-disc"
    printf '[player1]\naccelerate = Q\n' >"$work/settings.ini"
    race=(--track duskring --laps 1 --opponents 0 --window 320x180 --frame-ms 16 --quit-after 6
      --settings "$work/settings.ini")
    for key in q Up; do
      "$unpod" "${race[@]}" --record "$work/$key.rpl" >"$work/$key.out" 2>"$work/$key.err" &
      unpod_pid=$!
      window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
      xdotool windowfocus --sync "$window" keydown "$key" || fail "xdotool could not hold $key"
      rc=0
      wait_exit "$unpod_pid" 60 || rc=$?
      xdotool keyup "$key" 2>/dev/null || true
      [[ $rc == 0 ]] || fail "unpod exited with $rc (holding $key)"
      ! grep -q 'settings.ini' "$work/$key.err" || fail "the settings file was reported: $(cat "$work/$key.err")"
      "$tool" replay "$work/$key.rpl" --data "$disc" --inputs >"$work/$key-inputs.txt" \
        2>"$work/$key-inputs.err" || fail "replay --inputs failed (holding $key)"
    done
    echo "holding Q: $(grep -c accelerate "$work/q-inputs.txt" || true) accelerate lines;" \
      "holding Up: $(grep -c accelerate "$work/Up-inputs.txt" || true)"
    grep -qE '^-?[0-9]+ 1 (.* )?accelerate' "$work/q-inputs.txt" ||
      fail "no accelerate line from holding Q: $(cat "$work/q-inputs.txt")"
    ! grep -q accelerate "$work/Up-inputs.txt" ||
      fail "Up still accelerates: $(cat "$work/Up-inputs.txt")"
    grep -qx 'accelerate = Q' "$work/settings.ini" ||
      fail "the settings file lost the remapped key: $(cat "$work/settings.ini")"
    [[ ! -e $work/config/unpod/settings.ini ]] || fail "a settings file was written in the config folder"
    ;;
  race-audio)
    # The race's sound through OpenAL Soft's wave backend (its own ALSOFT_DRIVERS and conf file
    # naming the output, over the null driver the other cases use): a race on the wall clock,
    # alone on the Dusk Ring; player 1 holds Up from 10 s after the window shows until the pause
    # screen quits 4.5 s later. "GO!" sounds 6.1 s of race time after the first frame; the sounds load
    # after the window shows, and under the sanitizers that took long enough for "GO!" to fall in
    # the second before the press at 8 s (its call measured as a higher pitch than the engine's).
    # The mix is not silent before or after, and the engine's pitch (the zero-crossing rate)
    # rises once the car accelerates.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    command -v python3 >/dev/null || fail "python3 not found"
    export XDG_CONFIG_HOME=$work/config HOME=$work/home
    printf '[general]\ndrivers = wave\n[wave]\nfile = %s\n' "$work/mix.wav" >"$work/alsoft.conf"
    # The effects at 0: the engine alone (the grid's speakers and "GO!" would hide its pitch).
    ALSOFT_DRIVERS=wave ALSOFT_CONF="$work/alsoft.conf" "$unpod" --track duskring --laps 1 \
      --opponents 0 --volume effects=0 --window 320x180 --quit-after 60 \
      >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    # Past GO! (the countdown's calls out of the idle window read below), then 2 s at idle.
    wait_lines "$work/unpod.out" '^Race: GO!$' 1 40
    sleep 2
    held_at=$(stat -c %s "$work/mix.wav" 2>/dev/null) || fail "no mix written: $work/mix.wav"
    xdotool windowfocus --sync "$window" keydown Up || fail "xdotool could not hold Up"
    # 4.5 s held (the mix is read from 2 to 4 s after the press), then let go (Up is the menus'
    # too) and the pause screen quits.
    sleep 4.5
    xdotool keyup Up || fail "xdotool could not let go of Up"
    quit_from_race "$window" "$work/unpod.out" || fail "xdotool could not quit from the pause screen"
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    xdotool keyup Up 2>/dev/null || true
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    grep -q "^Sound: " "$work/unpod.out" || fail "unpod did not open the wave device"
    stats=$(python3 "$(dirname "$0")/wave_mix.py" "$work/mix.wav" "$held_at" -1.5 -0.2 2 4) ||
      fail "cannot read the mix: $stats"
    read -r rms_idle zcr_idle rms_up zcr_up <<<"$(echo $stats)"
    echo "before Up: rms $rms_idle, $zcr_idle crossings/s; holding Up: rms $rms_up, $zcr_up crossings/s"
    numbers "$rms_idle" "$rms_up" "$zcr_idle" "$zcr_up"
    awk -v a="$rms_idle" -v b="$rms_up" 'BEGIN { exit !(a > 0.003 && b > 0.003) }' ||
      fail "the mix is silent (rms $rms_idle before Up, $rms_up holding it)"
    awk -v a="$zcr_idle" -v b="$zcr_up" 'BEGIN { exit !(b > 1.5 * a) }' ||
      fail "the engine's pitch did not rise holding Up ($zcr_idle to $zcr_up crossings/s)"
    ;;
  race-cameras)
    # In a race C cycles the camera (chase, bumper, track-side, free; I, K, J, L, U, O and Page
    # Up/Down move the free one, the arrows drive) and F12 saves the window in the user's folder:
    # four numbered screenshots, four different pictures. Space held looks back from the chase
    # and the bumper cameras: the road behind (its grey over much of the picture's lower part, a
    # picture of many colours), not the inside of the player's own car (one flat colour).
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user HOME=$work/home
    "$unpod" --track duskring --window 480x270 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: race$' 1 30
    taken=0
    take() { # F12, then the picture written before the next key, or it could show the next view
      xdotool windowfocus --sync "$window" keydown F12 && sleep 0.15 && xdotool keyup F12 ||
        fail "xdotool could not hold F12"
      taken=$((taken + 1))
      wait_screenshots "$work/unpod.out" "$taken"
    }
    for camera in 1 2 3 4; do
      if [[ $camera != 1 ]]; then
        xdotool windowfocus --sync "$window" keydown c && sleep 0.15 && xdotool keyup c ||
          fail "xdotool could not hold C"
      fi
      sleep 0.5
      if [[ $camera == 4 ]]; then # the free camera starts level where the last one stood: fly on
        xdotool windowfocus --sync "$window" keydown i && sleep 0.7 && xdotool keyup i ||
          fail "xdotool could not hold I"
      fi
      take
      if [[ $camera == 1 || $camera == 2 ]]; then
        xdotool windowfocus --sync "$window" keydown space || fail "xdotool could not hold Space"
        sleep 0.5
        take
        xdotool keyup space || fail "xdotool could not let Space go"
        sleep 0.3
      fi
    done
    quit_from_race "$window" "$work/unpod.out" || fail "xdotool could not quit from the pause screen"
    rc=0
    wait_exit "$unpod_pid" 10 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    dir=$work/user/Un-POD/unpod/screenshots
    all=("$dir"/unpod-000{1,2,3,4,5,6}.png)
    for f in "${all[@]}"; do [[ -s $f ]] || fail "F12 wrote no $f"; done
    [[ $(grep -c "^screenshot: " "$work/unpod.out") == 6 ]] || fail "stdout does not name 6 screenshots"
    shots=("${all[0]}" "${all[2]}" "${all[4]}" "${all[5]}") # chase, bumper, track-side, free
    for a in 0 1 2 3; do
      for b in 0 1 2 3; do
        (( a < b )) || continue
        d=$(rmse "${shots[a]}" "${shots[b]}")
        over "$d" 0.02 || fail "cameras $((a + 1)) and $((b + 1)) show the same picture"
      done
    done
    for pair in chase:0:1 bumper:2:3; do
      IFS=: read -r name ahead behind <<<"$pair"
      grey=$(convert "${all[behind]}" -crop 100%x40%+0+162 +repage \
        -fx "abs(r-g)<0.06 && abs(g-b)<0.06 && r>0.2 && r<0.8" -format "%[fx:mean]" info:) ||
        fail "convert could not read ${all[behind]}"
      spread=$(convert "${all[behind]}" -crop 100%x60%+0+54 +repage -format "%[fx:standard_deviation]" info:) ||
        fail "convert could not read ${all[behind]}"
      d=$(rmse "${all[ahead]}" "${all[behind]}")
      echo "looking back from the $name camera: road grey over $grey of the lower part, spread $spread, RMSE $d from ahead"
      over "$grey" 0.3 || fail "looking back from the $name camera shows no road ($grey grey)"
      over "$spread" 0.05 || fail "looking back from the $name camera shows one flat colour ($spread)"
      over "$d" 0.02 || fail "looking back from the $name camera shows the view ahead"
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
  no-display)
    # No X11 display and no Wayland socket: unpod says so, naming what it looked for and that
    # `unpod-tool race` runs races headless, and exits 1 (SDL would fall back to its offscreen
    # driver: a game running unseen).
    mkdir -p "$work/run"
    rc=0
    env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER XDG_RUNTIME_DIR="$work/run" \
      "$unpod" --track duskring --quit-after 5 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    wait_exit "$unpod_pid" 30 || rc=$?
    [[ $rc == 1 ]] || fail "unpod without a display exited with $rc, wanted 1"
    grep -q "^unpod: no display found: DISPLAY is not set" "$work/unpod.err" ||
      fail "stderr does not say that no display was found"
    grep -qF "$work/run/wayland-0" "$work/unpod.err" || fail "the message does not name the Wayland socket looked for"
    grep -qF "unpod-tool race" "$work/unpod.err" || fail "the message does not point at unpod-tool race"
    ! grep -q "^OpenGL " "$work/unpod.out" || fail "unpod opened a window without a display"
    ;;
  offscreen)
    # SDL_VIDEODRIVER=offscreen asked for on purpose: the shell runs without a window and exits 0
    # when its time is up, and its memory stays flat. Before glFlush after each swap
    # (platform/src/window.cpp) nothing submitted the frames and it grew by 10 MB a second to
    # 400 MB. RSS is sampled every 0.2 s over 14 s; from 6 s on (the installation checked, GL
    # and ImGui set up by then, even on a loaded machine) it may grow by at most 16 MiB: the leak
    # took it 80 MB over in that time, while llvmpipe's and the allocator's own settling stays a
    # few MiB (measured flat to the KiB at 480x270).
    rc=0
    env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen \
      "$unpod" --window 480x270 --quit-after 14 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    start=$(date +%s%N)
    : >"$work/rss.log"
    while kill -0 "$unpod_pid" 2>/dev/null; do
      kb=$(awk '/^VmRSS:/ { print $2 }' "/proc/$unpod_pid/status" 2>/dev/null || true)
      [[ -n $kb ]] && echo "$(( ($(date +%s%N) - start) / 1000000 )) $kb" >>"$work/rss.log"
      sleep 0.2
    done
    wait_exit "$unpod_pid" 60 || rc=$?
    [[ $rc == 0 ]] || fail "unpod under SDL_VIDEODRIVER=offscreen exited with $rc"
    grep -q "^Installation: " "$work/unpod.out" || fail "stdout does not describe the installation"
    read -r settled peak last < <(awk '$1 >= 6000 { if (!s) s = $2; if ($2 > p) p = $2; l = $2 }
      END { print s + 0, p + 0, l + 0 }' "$work/rss.log")
    [[ $settled -gt 0 ]] || fail "no RSS sample after 6 s (rss.log: $(wc -l <"$work/rss.log") samples)"
    echo "RSS at 6 s $((settled / 1024)) MiB, peak $((peak / 1024)) MiB, last $((last / 1024)) MiB"
    # The whole of ldd's output is read first: with pipefail, `ldd | grep -q` fails when grep
    # stops early and ldd dies of SIGPIPE, and the sanitizer build was then measured.
    if [[ $(ldd "$unpod") == *libasan* ]]; then
      echo "RSS bound not checked: AddressSanitizer's quarantine holds freed memory by design"
    else
      (( peak - settled <= 16384 )) ||
        fail "RSS grew by $(((peak - settled) / 1024)) MiB after 6 s under offscreen (rss.log)"
    fi
    ;;
  damaged-circuit)
    # A bit of a circuit file flipped on disk, in its third block: that block's checksum fails.
    copy_demo_disc
    f=$work/POD/DATA/BINARY/CIRCUITS/DUSKRING.BL4
    [[ -f $f ]] || fail "no $f in the demo disc"
    byte=$(od -An -tu1 -j36864 -N1 "$f" | tr -d ' ')
    poke "$f" 36864 "$(printf %02x $((byte ^ 0x10)))"
    run_damaged DUSKRING.BL4 duskring
    grep -q "section PBDF block 2 checksum, byte offset 0xBFFC" "$work/shell.err" ||
      fail "the message does not name the block whose checksum fails"
    ;;
  damaged-picture)
    # A circuit's menu picture cut short: the menus go on without it, over the backdrop, with
    # the file named on stderr (file, section, byte offset) and in red on the main menu from its
    # first frame (--quit-after 0: the picture of the first frame drawn; the pictures used to be
    # read only as that frame was drawn, after its page was made, so the red line came a frame
    # late and, on a loaded machine, after a 2 s run's last frame).
    copy_demo_disc
    f=$work/POD/DATA/BINARY/MIMG/QUARRY.IMG
    [[ -f $f ]] || fail "no $f in the demo disc"
    truncate -s 300 "$f"
    start_xvfb
    rc=0
    "$unpod" --data "$work/POD" --window 800x600 --quit-after 0 --screenshot "$work/shell.png" \
      >"$work/shell.out" 2>"$work/shell.err" || rc=$?
    [[ $rc == 0 ]] || fail "the menus on a damaged picture exited with $rc, wanted 0"
    check_damage_message "$work/shell.err" QUARRY.IMG
    grep -q '^Menu backdrop: MENU.IMG' "$work/shell.out" || fail "the backdrop was not drawn"
    red=$(colour_pixels "$work/shell.png" 1.0 0.3 0.3)
    [[ $red -ge 20 ]] || fail "the main menu shows no message about QUARRY.IMG ($red pixels)"
    echo "QUARRY.IMG: $(sed 's/^unpod: //' "$work/shell.err"); $red pixels of the message's colour"
    ;;
  bad-settings)
    # A settings file with a wrong value and a line of garbage: the main menu says so in the
    # window, in red (the settings' lines, the defaults used, where the file went), and the
    # corrected file is already written while the game runs (not at quit), holding only the
    # good line; the file as it was is kept aside, byte for byte.
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    settings=$work/config/unpod/settings.ini
    mkdir -p "$(dirname "$settings")"
    printf '[player1]\naccelerate = Q\ndead_zone = 7\n\x9c\xff ^~ = \x01\x02\n' >"$settings"
    cp "$settings" "$work/as-written.ini"
    "$unpod" --window 800x600 --quit-after 30 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    sleep 0.5
    [[ -f $settings.bad ]] || fail "the bad file was not kept aside"
    cmp -s "$settings.bad" "$work/as-written.ini" || fail "the file kept aside is not the file as it was"
    corrected=$(cat "$settings")
    [[ $corrected == $'[player1]\naccelerate = Q\ndead_zone = 0.2' ]] ||
      fail "the corrected file, while the game runs: '$corrected'"
    xdotool windowfocus --sync "$window" keydown F12 && sleep 0.15 && xdotool keyup F12 ||
      fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 1
    xdotool windowfocus --sync "$window" key Escape && sleep 0.3 && xdotool key Return ||
      fail "xdotool could not quit"
    rc=0
    wait_exit "$unpod_pid" 10 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc"
    shot=$work/user/Un-POD/unpod/screenshots/unpod-0001.png
    [[ -s $shot ]] || fail "no screenshot"
    red=$(colour_pixels "$shot" 1.0 0.3 0.3) || fail "convert could not read $shot"
    echo "the settings' notice: $red pixels of the alerts' red; stderr: $(tr '\n' ' ' <"$work/unpod.err")"
    (( red >= 400 )) || fail "the main menu does not tell the player about the settings ($red red pixels)"
    grep -q 'dead_zone' "$work/unpod.err" || fail "the terminal does not name the bad line"
    ;;
  damaged-car)
    # A car file cut short (an interrupted copy).
    copy_demo_disc
    f=$work/POD/DATA/BINARY/VOITURES/ZEPHYR.BV4
    [[ -f $f ]] || fail "no $f in the demo disc"
    truncate -s $(($(stat -c %s "$f") / 2)) "$f"
    run_damaged ZEPHYR.BV4 duskring --car zephyr
    ;;
  damaged-list)
    # CIRCUITS.BIN claiming more circuits than it holds.
    copy_demo_disc
    poke "$work/POD/CIRCUITS.BIN" 0 ffff0000
    run_damaged CIRCUITS.BIN duskring
    ;;
  damaged-texture)
    # A car's texture list claiming more pages than the file holds, changed in the decoded
    # stream and encoded again (unpod-tool decrypt and encrypt): the checksums hold, the texture
    # section does not. The list's page count follows the car name, the 0x558-byte physics
    # block, the torque curve and the list's name (assets-loader/src/car.cpp, read_body).
    copy_demo_disc
    tool=$(dirname "$unpod")/../tools/unpod-tool
    [[ -x $tool ]] || fail "no unpod-tool at $tool"
    f=$work/POD/DATA/BINARY/VOITURES/MANTIS.BV4
    [[ -f $f ]] || fail "no $f in the demo disc"
    "$tool" decrypt "$f" "$work/car.dec" >"$work/decrypt.out" 2>&1 || fail "unpod-tool decrypt failed"
    key=$(awk '$1 == "key" { print $2 }' "$work/decrypt.out")
    block=$(awk '$1 == "block" { print $NF }' "$work/decrypt.out")
    python3 - "$work/car.dec" <<'PY' || fail "cannot find the car's texture list"
import struct, sys
path = sys.argv[1]
s = bytearray(open(path, "rb").read())
u32 = lambda at: struct.unpack_from("<I", s, at)[0]
p = 8 + 4 * u32(4)           # the body, after the header
p += 1 + s[p] + 0x558        # car name, physics block
p += 4 + 4 * u32(p)          # torque curve
p += 1 + s[p]                # texture list name
assert 0 < u32(p) < 64, u32(p)
struct.pack_into("<I", s, p, 0x7000)
open(path, "wb").write(s)
PY
    "$tool" encrypt --key "$key" --block "$block" "$work/car.dec" "$f" >"$work/encrypt.out" 2>&1 ||
      fail "unpod-tool encrypt failed"
    run_damaged MANTIS.BV4 duskring --car mantis
    grep -q "texture list" "$work/shell.err" || fail "the message does not name the texture list"
    ;;
  overlay)
    # The debug overlay (docs/OVERLAY.md). A race at a fixed frame time (40 ms: 163 frames to
    # 6.5 s at 960x540), started from the menus with Up held (race_held), pictured twice at the
    # same moment (1 s after "GO!", the cars and the HUD moving) without the overlay is the same
    # picture; with --overlay it differs only inside
    # the overlay's windows (their places and sizes from the layout it keeps in the config folder,
    # never the working folder). With every view switched on in that layout file (the overlay
    # keeps its views there) the views are drawn into the scene, outside the windows, with no GL
    # error, and the file still has them on. Then on the wall clock: F1 shows it, F2 holds the
    # race, F4 steps it three times, F2 lets it go on, F1 hides it, the player quits; the race
    # recorded with --record verifies.
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    cd "$work"
    setup="circuit=duskring laps=1 opponents=1"
    race=(--window 960x540 --frame-ms 40 --quit-after 6.5)
    race_held plain 1 "$setup" Up "${race[@]}" --screenshot "$work/plain.png"
    race_held plain2 1 "$setup" Up "${race[@]}" --screenshot "$work/plain2.png"
    twice=$(pixels_differing "$work/plain.png" "$work/plain2.png")
    [[ $twice == 0 ]] || fail "two pictures without the overlay differ ($twice pixels)"
    race_held shown 1 "$setup" Up "${race[@]}" --overlay --screenshot "$work/overlay.png"
    ini=$work/config/unpod/overlay.ini
    [[ -s $ini ]] || fail "no overlay.ini in the config folder"
    [[ ! -e $work/imgui.ini ]] || fail "an imgui.ini in the working folder"
    # The windows drawn (not ImGui's unused Debug##Default) as rectangles, from the layout file.
    rects=$(awk -F'[]=,[]' '/^\[Window\]/ { name = $4 } /^Pos=/ { x = $2; y = $3 }
      /^Size=/ && name != "Debug##Default" { printf "rectangle %d,%d %d,%d ", x, y, x + $2 - 1, y + $3 - 1 }' "$ini")
    [[ -n $rects ]] || fail "no window in overlay.ini"
    convert "$work/plain.png" "$work/overlay.png" -compose difference -composite -colorspace gray \
      -threshold 0 "$work/diff.png"
    outside=$(convert "$work/diff.png" \( -size 960x540 xc:white -fill black -draw "$rects" \) \
      -compose multiply -composite -format '%[fx:maxima]' info:)
    inside=$(convert "$work/diff.png" -format '%[fx:mean]' info:)
    echo "overlay windows: $rects; differing outside them: $outside, share differing: $inside"
    [[ $outside == 0 ]] || fail "the pictures differ outside the overlay's windows"
    over "$inside" 0.01 || fail "the overlay was not drawn"
    grep -q '^\[Un-POD\]\[Overlay\]$' "$ini" || fail "no [Un-POD][Overlay] section in overlay.ini"
    # Every view on, every window but Controls closed: the scene is seen outside Controls.
    sed -i -e 's/^\(view_[a-z_]*\)=0$/\1=1/' -e 's/^\(cars\|race\|drivers\|performance\)=1$/\1=0/' "$ini"
    controls=$(awk -F'[]=,[]' '/^\[Window\]/ { name = $4 } /^Pos=/ { x = $2; y = $3 }
      /^Size=/ && name == "Controls" { printf "rectangle %d,%d %d,%d ", x, y, x + $2 - 1, y + $3 - 1 }' "$ini")
    [[ -n $controls ]] || fail "no Controls window in overlay.ini"
    race_held views 1 "$setup" Up "${race[@]}" --overlay --screenshot "$work/views.png"
    ! grep -q 'GL error' "$work"/{plain,plain2,shown,views}.err ||
      fail "a GL error: $(grep -h 'GL error' "$work"/*.err)"
    (($(grep -c '^view_[a-z_]*=1$' "$ini") == 12)) || fail "the views were not kept on: $(grep view_ "$ini")"
    grep -q '^cars=0$' "$ini" || fail "the closed Cars window was not kept closed"
    convert "$work/plain.png" "$work/views.png" -compose difference -composite -colorspace gray \
      -threshold 0 "$work/views-diff.png"
    drawn=$(convert "$work/views-diff.png" \( -size 960x540 xc:white -fill black -draw "$controls" \) \
      -compose multiply -composite -format '%[fx:mean]' info:)
    echo "every view on: share of the scene outside the Controls window drawn over: $drawn"
    over "$drawn" 0.01 || fail "the views were not drawn into the scene"
    # The same with the lines hidden behind the scene (depth tested): fewer pixels drawn over,
    # some still; no GL error.
    sed -i 's/^views_depth_tested=0$/views_depth_tested=1/' "$ini"
    race_held depth 1 "$setup" Up "${race[@]}" --overlay --screenshot "$work/depth.png"
    ! grep -q 'GL error' "$work/depth.err" || fail "a GL error: $(cat "$work/depth.err")"
    convert "$work/plain.png" "$work/depth.png" -compose difference -composite -colorspace gray \
      -threshold 0 "$work/depth-diff.png"
    hidden=$(convert "$work/depth-diff.png" \( -size 960x540 xc:white -fill black -draw "$controls" \) \
      -compose multiply -composite -format '%[fx:mean]' info:)
    echo "the views' lines behind the scene hidden: share drawn over $hidden (all shown: $drawn)"
    numbers "$hidden" "$drawn"
    awk -v h="$hidden" -v d="$drawn" 'BEGIN { exit !(h > 0.005 && h < d * 0.95) }' ||
      fail "depth tested, the views drew $hidden of the scene (all shown: $drawn)"
    "$unpod" --track duskring --laps 1 --opponents 1 --window 320x180 --quit-after 20 \
      --record "$work/stepped.rpl" >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: race' 1
    press F1 && wait_lines "$work/unpod.out" '^Overlay: shown' 1
    press F2 && wait_lines "$work/unpod.out" '^Overlay: race held' 1
    for n in 1 2 3; do press F4 && wait_lines "$work/unpod.out" '^Overlay: step to' "$n"; done
    press F2 && wait_lines "$work/unpod.out" '^Overlay: race goes on' 1
    press F1 && wait_lines "$work/unpod.out" '^Overlay: hidden' 1
    quit_from_race "$window" "$work/unpod.out" || fail "xdotool could not quit the race"
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc (stepped)"
    "$tool" replay "$work/stepped.rpl" --data "$(dirname "$unpod")/demo-disc" --verify \
      >"$work/verify.out" 2>&1 || fail "the stepped race does not verify: $(cat "$work/verify.out")"
    grep -q '^verified: ' "$work/verify.out" || fail "replay --verify did not say verified"
    grep '^Overlay: step' "$work/unpod.out"
    ;;
  overlay-watch)
    # A replay watched from the overlay on the main menu: a click in the Controls window's replay
    # box (its place from overlay.ini; the box is the window's first field), a path typed and
    # Return. A file that is not there is said in red and on stderr, and the menu stays; a
    # replay recorded by unpod-tool then plays in place of the menu ("Overlay: watching", the
    # replay's line, its screen), with the game not seeing the typed keys (no menu moved).
    [[ -x $tool ]] || fail "no unpod-tool at '$tool'"
    start_xvfb
    command -v xdotool >/dev/null || fail "xdotool not found"
    export XDG_DATA_HOME=$work/user XDG_CONFIG_HOME=$work/config HOME=$work/home
    disc="$(dirname "$unpod")/demo-disc"
    "$tool" race --data "$disc" --track duskring --cars 2 --laps 1 --frame-ms 16 \
      --record "$work/watch.rpl" >"$work/tool.out" 2>"$work/tool.err" || fail "unpod-tool race failed"
    "$unpod" --overlay --window 960x540 --quit-after 60 >"$work/unpod.out" 2>"$work/unpod.err" &
    unpod_pid=$!
    window=$(timeout 15 xdotool search --sync --name '^Un-POD$' | head -n 1) || fail "no window named Un-POD"
    wait_lines "$work/unpod.out" '^Screen: main menu$' 1
    sleep 0.5
    # Controls stands where overlay.ini says once saved, else where it first opens (10, 10).
    pos=$(awk -F'[]=,[]' '/^\[Window\]/ { name = $4 } /^Pos=/ && name == "Controls" { print $2, $3 }' \
      "$work/config/unpod/overlay.ini" 2>/dev/null || true)
    read -r x y <<<"${pos:-10 10}"
    # A key held a moment: ImGui 1.86 misses a key down and up within one of its frames.
    hold() { xdotool keydown "$1" && sleep 0.1 && xdotool keyup "$1"; }
    # watch PATH: the box clicked, emptied, PATH typed, Return. A second after the click: the
    # overlay takes the keyboard from the frame after the one that read the click, and keys read
    # with the click would go to the menu.
    watch() {
      xdotool windowfocus --sync "$window" mousemove --window "$window" $((x + 100)) $((y + 53)) \
        click 1 && sleep 1 && hold ctrl+a && hold BackSpace && xdotool type --delay 20 "$1" &&
        xdotool windowfocus --sync "$window" keydown Return && sleep 0.15 && xdotool keyup Return
    }
    watch "$work/none.rpl" || fail "xdotool could not type in the replay box"
    wait_lines "$work/unpod.err" 'none.rpl' 1 5
    grep -q "^unpod: .*none.rpl" "$work/unpod.err" || fail "the missing replay was not said: $(cat "$work/unpod.err")"
    ! grep -q '^Screen: replay' "$work/unpod.out" || fail "a missing replay left the menu"
    # The reason in red under the box (F12 once the box has let the keyboard go).
    xdotool windowfocus --sync "$window" && hold F12 || fail "xdotool could not press F12"
    wait_screenshots "$work/unpod.out" 1
    shot=$(sed -n 's/^screenshot: //p' "$work/unpod.out" | head -n 1)
    [[ -s $shot ]] || fail "no screenshot of the missing replay's reason"
    red=$(convert "$shot" -crop "440x20+$((x + 8))+$((y + 66))" +repage \
      -fx 'r > 0.8 && g < 0.55 && b < 0.55 ? 1 : 0' -format '%[fx:round(mean*w*h)]' info:)
    echo "the missing replay's reason: $red red pixels under the box"
    ((red > 50)) || fail "no red reason under the replay box ($red red pixels)"
    watch "$work/watch.rpl" || fail "xdotool could not type in the replay box"
    wait_lines "$work/unpod.out" "^Overlay: watching $work/watch.rpl\$" 1
    wait_lines "$work/unpod.out" "^Replay: $work/watch.rpl: " 1
    wait_lines "$work/unpod.out" '^Screen: replay' 1
    # The typed keys were the overlay's: the menu never moved from SINGLE RACE to another screen.
    ! grep -q '^Screen: \(race setup\|time trial setup\|championship\|replays\|options\)' \
      "$work/unpod.out" || fail "the game saw the typed keys: $(grep '^Screen' "$work/unpod.out")"
    grep '^Overlay: watching\|^Replay: ' "$work/unpod.out"
    # Asked to stop (SIGTERM: SDL's quit, as closing the window) while the replay plays: unpod
    # ends with 0. A crash while watching leaves its own status, which fails the case.
    kill -TERM "$unpod_pid" || fail "unpod is gone before it was asked to stop"
    rc=0
    wait_exit "$unpod_pid" 20 || rc=$?
    [[ $rc == 0 ]] || fail "unpod exited with $rc while watching the replay"
    ;;
  *)
    echo "unknown case $case_name" >&2
    exit 2
    ;;
esac
echo "PASS ($case_name)"

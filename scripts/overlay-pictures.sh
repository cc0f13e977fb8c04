#!/usr/bin/env bash
# Draws the pictures of docs/OVERLAY.md (docs/overlay/*.png): the debug overlay over a race on the
# demo disc at a fixed frame time, at 1280x720 under a virtual X server; one run per window with
# only it and Controls open, each window cut out by the place and size overlay.ini gives it, and
# one run with every view on. Run after a Release build (scripts/setup.sh, cmake --build build);
# the windows show the same race each run, bar the Performance window's own timings.
set -euo pipefail
cd "$(dirname "$0")/.."
unpod=$PWD/build/game/unpod
out=$PWD/docs/overlay
[[ -x $unpod ]] || { echo "overlay-pictures: build unpod first (cmake --build build)" >&2; exit 1; }
command -v Xvfb >/dev/null && command -v convert >/dev/null ||
  { echo "overlay-pictures: needs Xvfb and ImageMagick (scripts/setup.sh)" >&2; exit 1; }
work=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1280x720x24 -nolisten tcp -noreset 3>"$work/display" 2>/dev/null &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do [[ -s $work/display ]] && break; sleep 0.1; done
export DISPLAY=":$(tr -d '[:space:]' <"$work/display")" SDL_AUDIODRIVER=dummy ALSOFT_DRIVERS=null
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data HOME=$work/home
ini=$work/config/unpod/overlay.ini
mkdir -p "$out"

# shoot NAME: the race 9 s in (the countdown over) (fixed 16 ms frames) with the overlay, as $work/NAME.png
shoot() {
  "$unpod" --track duskring --laps 1 --opponents 3 --window 1280x720 --frame-ms 16 \
    --quit-after 9 --overlay --screenshot "$work/$1.png" >/dev/null
}
# open WINDOW...: only these windows open (besides Controls); VIEWS: 0 or 1 for every view
choose() {
  local views=$1 w
  shift
  sed -i -e "s/^\(view_[a-z_]*\)=[01]$/\1=$views/" \
    -e 's/^\(cars\|race\|drivers\|performance\)=1$/\1=0/' "$ini"
  for w in "$@"; do sed -i "s/^$w=0$/$w=1/" "$ini"; done
}
# cut NAME WINDOW: WINDOW's rectangle of $work/NAME.png into docs/overlay/NAME.png
cut() {
  local geometry
  geometry=$(awk -F'[]=,[]' -v want="$2" '/^\[Window\]/ { name = $4 } /^Pos=/ { x = $2; y = $3 }
    /^Size=/ && name == want { w = $2; h = $3; if (x + w > 1280) w = 1280 - x; if (y + h > 720) h = 720 - y
      printf "%dx%d+%d+%d", w, h, x, y }' "$ini")
  [[ -n $geometry ]] || { echo "overlay-pictures: no $2 window in overlay.ini" >&2; exit 1; }
  convert "$work/$1.png" -crop "$geometry" +repage -strip "$out/$1.png"
}

shoot first  # writes overlay.ini with the open windows' places (Performance's once opened)
for window in cars race drivers performance; do
  choose 0 "$window"
  shoot "$window"
  cut "$window" "${window^}"
done
choose 1
shoot views
cut views Controls                 # every box ticked
mv "$out/views.png" "$out/controls.png"
convert "$work/views.png" -resize 50% -strip "$out/views.png"  # the whole picture, half size
sed -i 's/^views_depth_tested=0$/views_depth_tested=1/' "$ini"  # the lines behind the scene hidden
shoot views-hidden
convert "$work/views-hidden.png" -resize 50% -strip "$out/views-hidden.png"
ls -l "$out"

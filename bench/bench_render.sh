#!/bin/sh
# Runs unpod_bench_render under a virtual X server (Xvfb + Mesa's llvmpipe, as the game's own
# headless runs do). Usage: bench/bench_render.sh PATH/TO/unpod_bench_render [ARGS...]
set -eu
bench=${1:?usage: bench_render.sh PATH/TO/unpod_bench_render [FRAMES [WARMUP [WxH]]]}
shift
SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy ALSOFT_DRIVERS=null \
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$bench" "$@"

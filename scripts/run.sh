#!/usr/bin/env bash
# Sets up, builds and plays: scripts/run.sh [unpod arguments], e.g. --data /path/to/POD
# --track beltane. With no arguments at all it races on the demo disc's Dusk Ring (or, with
# UNPOD_DATA set, opens the shell listing that installation's circuits to pick from).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --build build --target unpod demo_disc
if [[ $# == 0 && -z ${UNPOD_DATA:-} ]]; then
  exec build/game/unpod --track duskring
fi
exec build/game/unpod "$@"

#!/usr/bin/env bash
# Sets up, builds and plays: scripts/run.sh [unpod arguments]. With no arguments the game opens
# its main menu on the installation it finds ($UNPOD_DATA, the folder chosen before, else the
# demo disc); e.g. --data /path/to/POD for yours, --track beltane to race straight away.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --build build --target unpod demo_disc
exec build/game/unpod "$@"

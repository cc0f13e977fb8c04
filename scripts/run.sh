#!/usr/bin/env bash
# Sets up, builds and plays: scripts/run.sh [unpod arguments], e.g. --data /path/to/POD.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --build build --target unpod
exec build/game/unpod "$@"

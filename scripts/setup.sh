#!/usr/bin/env bash
# Installs the Debian packages Un-POD needs (only those missing; with sudo when not root) and
# configures a Release build in build/. Safe to run again: it does nothing that is already done.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  cmake ninja-build g++ pkg-config
  libsdl2-dev libopenal-dev zlib1g-dev catch2 libimgui-dev libstb-dev python3-glad libinih-dev
  libmpg123-dev
  libenet-dev libprotobuf-dev protobuf-compiler nlohmann-json3-dev
  xvfb xauth libgl1-mesa-dri libegl-mesa0 libglx-mesa0 xdotool x11-utils imagemagick
  clang libclang-rt-14-dev clang-format
  lame vorbis-tools
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=()
  if [[ $(id -u) -ne 0 ]]; then sudo=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

werror=OFF
if [[ "${CI:-}" == "true" ]]; then werror=ON; fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DUNPOD_WERROR="$werror" -DUNPOD_BUILD_GAME=ON >/dev/null
echo "setup: configured build/ (Release, warnings as errors: $werror)"

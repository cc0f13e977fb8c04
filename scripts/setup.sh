#!/usr/bin/env bash
# Installs the Debian packages Un-POD needs (only those missing; with sudo when not root) and
# configures a Release build in build/. Safe to run again: it does nothing that is already done.
#   scripts/setup.sh           what building and playing need (scripts/run.sh): the compiler,
#                              the libraries, Mesa's OpenGL; the build without the tests
#                              (-DBUILD_TESTING=OFF: no Catch2)
#   scripts/setup.sh --tests   that, and what the tests need (scripts/test.sh): Catch2, clang
#                              and its sanitizer and fuzzer runtimes, clang-format, Xvfb and
#                              xdotool, ImageMagick, the audio encoders, the desktop files'
#                              validators, MinGW-w64 and Wine (the Windows build of the core,
#                              scripts/cross-windows.sh); the build with the tests
set -euo pipefail
cd "$(dirname "$0")/.."

tests=0
case ${1:-} in
  --tests) tests=1 ;;
  "") ;;
  *)
    echo "usage: scripts/setup.sh [--tests]" >&2
    exit 2
    ;;
esac

packages=(
  cmake ninja-build g++ pkg-config python3
  libsdl2-dev libopenal-dev zlib1g-dev libimgui-dev libstb-dev python3-glad libinih-dev
  libmpg123-dev
  libenet-dev libprotobuf-dev protobuf-compiler nlohmann-json3-dev
  libgl1-mesa-dri libegl-mesa0 libglx-mesa0
)
if ((tests)); then
  packages+=(
    catch2
    xvfb xauth xdotool x11-utils imagemagick
    clang libclang-rt-14-dev clang-format
    lame vorbis-tools
    desktop-file-utils appstream
    g++-mingw-w64-x86-64-posix libz-mingw-w64-dev wine64
  )
fi

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
testing=OFF
if ((tests)); then testing=ON; fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DUNPOD_WERROR="$werror" \
  -DUNPOD_BUILD_GAME=ON -DBUILD_TESTING="$testing" >/dev/null
echo "setup: configured build/ (Release, warnings as errors: $werror, tests: $testing)"

# The Windows build of the core from Linux: MinGW-w64's GCC (Debian g++-mingw-w64-x86-64-posix,
# its C++ threads on winpthreads) and zlib (libz-mingw-w64-dev), the programs and tests run by
# Wine (wine64). scripts/cross-windows.sh configures, builds and tests with it; docs/BUILDING.md.
#   cmake -S . -B build-windows -G Ninja \
#     -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake \
#     -DUNPOD_BUILD_GAME=OFF -DUNPOD_BUILD_NET=OFF
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(UNPOD_MINGW_TRIPLET x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${UNPOD_MINGW_TRIPLET}-gcc-posix)
set(CMAKE_CXX_COMPILER ${UNPOD_MINGW_TRIPLET}-g++-posix)
set(CMAKE_RC_COMPILER ${UNPOD_MINGW_TRIPLET}-windres)

# Libraries and headers from the MinGW tree only: /usr/include is Linux's (glibc) and must never
# reach this compiler. The header-only libraries MinGW has no package of (nlohmann-json, Catch2
# v2) are copied from the host's (cmake/UnpodHostHeaders.cmake).
set(CMAKE_FIND_ROOT_PATH /usr/${UNPOD_MINGW_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# One .exe with nothing beside it: libstdc++, libgcc, winpthreads and zlib linked statically, so
# Wine (or a Windows machine) runs it from any folder.
set(ZLIB_USE_STATIC_LIBS ON)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# Wine runs what the build runs (the demo disc's compiler, the tests' discovery) and what ctest
# runs, without its own debugging chatter on the programs' standard error. Debian's wine64
# package installs the loader as /usr/lib/wine/wine64. The prefix is Wine's default (~/.wine)
# or $WINEPREFIX; its first use sets it up (a few seconds).
find_program(UNPOD_WINE NAMES wine64 wine HINTS /usr/lib/wine)
if(UNPOD_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR env WINEDEBUG=-all ${UNPOD_WINE})
endif()

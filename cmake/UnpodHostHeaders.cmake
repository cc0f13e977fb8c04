# unpod_host_headers(TARGET DIR...): an INTERFACE target TARGET over header-only libraries taken
# from the build host, for a cross build whose toolchain has no package of them (the MinGW build
# and nlohmann-json, Catch2 v2: cmake/toolchains/mingw-w64-x86_64.cmake). Each DIR (a folder
# under the host's include folder, UNPOD_HOST_INCLUDE_DIR) is copied into the build tree, so the
# cross compiler sees those headers and never the rest of the host's /usr/include (glibc's).
set(UNPOD_HOST_INCLUDE_DIR /usr/include CACHE PATH
    "The build host's include folder, where a cross build finds header-only libraries")

function(unpod_host_headers target)
  set(into ${CMAKE_BINARY_DIR}/host-headers/${target})
  string(REPLACE "::" "_" into "${into}")
  foreach(dir IN LISTS ARGN)
    if(NOT EXISTS ${UNPOD_HOST_INCLUDE_DIR}/${dir})
      message(FATAL_ERROR "${target}: ${UNPOD_HOST_INCLUDE_DIR}/${dir} not found (the cross build "
                          "takes that header-only library from the build host; install its "
                          "Debian package, docs/BUILDING.md)")
    endif()
    file(COPY ${UNPOD_HOST_INCLUDE_DIR}/${dir} DESTINATION ${into})
  endforeach()
  add_library(${target} INTERFACE IMPORTED GLOBAL)
  set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${into})
endfunction()

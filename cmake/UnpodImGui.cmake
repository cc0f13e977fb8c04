# unpod_imgui: Dear ImGui with its SDL2 and OpenGL 3 backends, for the overlay (engine/overlay),
# from the first of:
#   1. a CMake package, imgui::imgui (vcpkg's `imgui[sdl2-binding,opengl3-binding]`, or any
#      imgui-config.cmake on CMAKE_PREFIX_PATH: the backends must be compiled into it);
#   2. pkg-config's imgui (Debian's and Ubuntu's libimgui-dev: the backends are in libimgui.a).
# Neither: the configure fails and says what to install (docs/BUILDING.md). The overlay calls
# only what ImGui 1.85 to 1.91 all have; CI builds it with Debian's 1.86.
add_library(unpod_imgui INTERFACE)
find_package(imgui CONFIG QUIET)
if(TARGET imgui::imgui)
  target_link_libraries(unpod_imgui INTERFACE imgui::imgui)
  set(UNPOD_IMGUI_FROM "CMake package (${imgui_DIR})")
else()
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(IMGUI IMPORTED_TARGET imgui)
  if(NOT IMGUI_FOUND)
    message(FATAL_ERROR "Dear ImGui not found: neither a CMake package (imgui::imgui, e.g. vcpkg "
                        "install imgui[sdl2-binding,opengl3-binding]) nor pkg-config's imgui "
                        "(Debian: libimgui-dev). docs/BUILDING.md lists each system's package.")
  endif()
  # The backends in Debian's libimgui.a need SDL2 and dlopen after it.
  target_link_libraries(unpod_imgui INTERFACE PkgConfig::IMGUI)
  set(UNPOD_IMGUI_FROM "pkg-config (${IMGUI_VERSION})")
endif()
message(STATUS "Dear ImGui: ${UNPOD_IMGUI_FROM}")

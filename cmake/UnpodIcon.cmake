# Un-POD's icons, made at build time from the pixel picture game/desktop/unpod-icon.txt by
# cmake/unpod_icon.py: the installed PNGs (share/icons/hicolor/SIZE/apps/org.unpod.Unpod.png)
# and the window's icon (<window_icon.h>, the interface library unpod_icon).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(UNPOD_ICON_DIR ${CMAKE_BINARY_DIR}/icon)
set(UNPOD_ICON_SOURCE ${PROJECT_SOURCE_DIR}/game/desktop/unpod-icon.txt)
set(UNPOD_ICON_PNGS "")
foreach(size 32 64 128 256)
  list(APPEND UNPOD_ICON_PNGS ${UNPOD_ICON_DIR}/hicolor/${size}x${size}/apps/org.unpod.Unpod.png)
endforeach()
add_custom_command(
  OUTPUT ${UNPOD_ICON_DIR}/window_icon.h ${UNPOD_ICON_PNGS}
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/unpod_icon.py ${UNPOD_ICON_SOURCE}
          ${UNPOD_ICON_DIR}
  DEPENDS ${UNPOD_ICON_SOURCE} ${CMAKE_CURRENT_LIST_DIR}/unpod_icon.py
  COMMENT "Making Un-POD's icons from game/desktop/unpod-icon.txt"
  VERBATIM)
add_custom_target(unpod_icon_files DEPENDS ${UNPOD_ICON_DIR}/window_icon.h ${UNPOD_ICON_PNGS})
add_library(unpod_icon INTERFACE)
target_include_directories(unpod_icon INTERFACE ${UNPOD_ICON_DIR})
add_dependencies(unpod_icon unpod_icon_files)

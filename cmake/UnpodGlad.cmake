# glad 2's GL 3.3 core loader, generated at build time from Debian's python3-glad (nothing
# vendored). Provides the static library target unpod_glad.
find_program(GLAD_EXECUTABLE glad PATHS /usr/bin REQUIRED)
set(UNPOD_GLAD_DIR ${CMAKE_BINARY_DIR}/glad)
add_custom_command(
  OUTPUT ${UNPOD_GLAD_DIR}/src/gl.c ${UNPOD_GLAD_DIR}/include/glad/gl.h
  COMMAND ${GLAD_EXECUTABLE} --quiet --reproducible --api gl:core=3.3 --extensions=
          --out-path ${UNPOD_GLAD_DIR} c
  COMMENT "Generating the glad GL 3.3 core loader"
  VERBATIM)
add_library(unpod_glad STATIC ${UNPOD_GLAD_DIR}/src/gl.c)
target_include_directories(unpod_glad SYSTEM PUBLIC ${UNPOD_GLAD_DIR}/include)
set_target_properties(unpod_glad PROPERTIES POSITION_INDEPENDENT_CODE ON)

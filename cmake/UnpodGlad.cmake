# glad 2's GL 3.3 core loader, generated at build time (nothing vendored). Provides the static
# library target unpod_glad. glad comes from `glad` on the PATH (Debian's python3-glad puts it in
# /usr/bin) or, where there is none, from the Python package of whichever python3 CMake finds
# (`pip install glad2`, MSYS2's mingw-w64-x86_64-python-glad): run as `python3 -m glad`.
find_program(GLAD_EXECUTABLE glad)
set(UNPOD_GLAD_COMMAND ${GLAD_EXECUTABLE})
if(NOT GLAD_EXECUTABLE)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    execute_process(COMMAND ${Python3_EXECUTABLE} -c "import glad" RESULT_VARIABLE no_module
                    OUTPUT_QUIET ERROR_QUIET)
    if(NOT no_module)
      set(UNPOD_GLAD_COMMAND ${Python3_EXECUTABLE} -m glad)
    endif()
  endif()
endif()
if(NOT UNPOD_GLAD_COMMAND)
  message(FATAL_ERROR "glad 2 not found: neither `glad` on the PATH nor a python3 that imports "
                      "glad (Debian: apt install python3-glad; elsewhere: pip install glad2)")
endif()
set(UNPOD_GLAD_DIR ${CMAKE_BINARY_DIR}/glad)
add_custom_command(
  OUTPUT ${UNPOD_GLAD_DIR}/src/gl.c ${UNPOD_GLAD_DIR}/include/glad/gl.h
  COMMAND ${UNPOD_GLAD_COMMAND} --quiet --reproducible --api gl:core=3.3 --extensions=
          --out-path ${UNPOD_GLAD_DIR} c
  COMMENT "Generating the glad GL 3.3 core loader"
  VERBATIM)
add_library(unpod_glad STATIC ${UNPOD_GLAD_DIR}/src/gl.c)
target_include_directories(unpod_glad SYSTEM PUBLIC ${UNPOD_GLAD_DIR}/include)
set_target_properties(unpod_glad PROPERTIES POSITION_INDEPENDENT_CODE ON)

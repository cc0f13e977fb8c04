# The project's version and the commit it was built from, for `--version`, the server's log and
# the replay files: the interface library unpod_version and its generated header
# <unpod/version.h>. The commit is read at every build (not only at configure time), and the
# header rewritten only when it changes, so a new commit recompiles the few files that print it.
# Outside a git checkout (a source tarball) the commit is UNPOD_COMMIT when given, else
# "unknown".
set(UNPOD_COMMIT "" CACHE STRING "The commit to report when the sources are not a git checkout")
set(UNPOD_VERSION_DIR ${CMAKE_BINARY_DIR}/generated)
add_custom_target(
  unpod_version_header
  COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DVERSION=${PROJECT_VERSION}
          -DCOMMIT=${UNPOD_COMMIT} -DOUTPUT=${UNPOD_VERSION_DIR}/unpod/version.h
          -P ${CMAKE_CURRENT_LIST_DIR}/UnpodWriteVersion.cmake
  BYPRODUCTS ${UNPOD_VERSION_DIR}/unpod/version.h
  COMMENT "Reading the commit for unpod/version.h"
  VERBATIM)
add_library(unpod_version INTERFACE)
target_include_directories(unpod_version INTERFACE ${UNPOD_VERSION_DIR})
add_dependencies(unpod_version unpod_version_header)

# unpod_windows_executable(TARGET): on Windows, TARGET (a program or a test binary) carries the
# manifest that makes UTF-8 its code page (cmake/windows/utf8.manifest). Without it a program's
# arguments and file names pass through the ANSI code page: "−π" in a test's name reached
# Catch2 as "-p", and a path with an accent would not open. Nothing elsewhere.
function(unpod_windows_executable target)
  if(NOT WIN32)
    return()
  endif()
  if(MSVC)
    target_sources(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/windows/utf8.manifest)
  else()
    target_sources(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/windows/utf8.rc)
    set_source_files_properties(${PROJECT_SOURCE_DIR}/cmake/windows/utf8.rc PROPERTIES
                                OBJECT_DEPENDS ${PROJECT_SOURCE_DIR}/cmake/windows/utf8.manifest)
  endif()
endfunction()

# unpod_warnings(target): the project's warning set; errors when UNPOD_WERROR is on (CI).
function(unpod_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion)
  if(UNPOD_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# unpod_warnings(target): the project's warning set, by compiler (GCC and Clang; MSVC); errors
# when UNPOD_WERROR is on (CI).
function(unpod_warnings target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4 /permissive-)
    if(UNPOD_WERROR)
      target_compile_options(${target} PRIVATE /WX)
    endif()
    return()
  endif()
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion)
  if(UNPOD_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# unpod_no_optimise(target): the target at the compiler's lowest optimisation (-O0, /Od).
function(unpod_no_optimise target)
  target_compile_options(${target} PRIVATE $<IF:$<CXX_COMPILER_ID:MSVC>,/Od,-O0>)
endfunction()

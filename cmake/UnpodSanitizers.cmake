# UNPOD_SANITIZE: the whole tree with ASan + UBSan (the second CI configuration).
# -g1, line tables, is what the reports' stack traces need; full -g made each file of the
# sanitizer build take 70 % longer (38.6 s against 22.5 s for a test file, docs/TESTING.md).
if(UNPOD_SANITIZE)
  if(MSVC)
    message(FATAL_ERROR "UNPOD_SANITIZE builds with GCC or Clang (ASan and UBSan together)")
  endif()
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer -g1)
  add_link_options(-fsanitize=address,undefined)
endif()

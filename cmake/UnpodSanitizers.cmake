# UNPOD_SANITIZE: the whole tree with ASan + UBSan (the second CI configuration).
if(UNPOD_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=address,undefined)
endif()

# Checks that the sim's no-floating-point flags (sim/CMakeLists.txt) work: with them the compiler
# builds a fixed-point multiply of integers and refuses the same written with a double. Run by
# ctest: cmake -DCXX=... -DFLAGS=... -DWORK=... -P.
file(MAKE_DIRECTORY ${WORK})
file(WRITE ${WORK}/fixed.cpp
     "#include <cstdint>\nint32_t mul16(int32_t a, int32_t b) { return int32_t((int64_t(a) * b) >> 16); }\n")
file(WRITE ${WORK}/floating.cpp "int scaled(int x) { double d = x * 1.5; return int(d); }\n")
separate_arguments(flags UNIX_COMMAND "${FLAGS}")
execute_process(COMMAND ${CXX} -std=c++20 -O1 ${flags} -c ${WORK}/fixed.cpp -o ${WORK}/fixed.o
                RESULT_VARIABLE fixed_rc ERROR_VARIABLE fixed_err)
if(NOT fixed_rc EQUAL 0)
  message(FATAL_ERROR "integers do not build under ${FLAGS}: ${fixed_err}")
endif()
execute_process(COMMAND ${CXX} -std=c++20 -O1 ${flags} -c ${WORK}/floating.cpp -o ${WORK}/floating.o
                RESULT_VARIABLE float_rc ERROR_VARIABLE float_err)
if(float_rc EQUAL 0)
  message(FATAL_ERROR "a double builds under ${FLAGS}: the sim's floats would go unnoticed")
endif()
message(STATUS "under ${FLAGS}: integers build, a double is refused (${float_err})")

# unpod_unity(TARGET): the target's sources compiled in batches of UNPOD_UNITY_BATCH files, one
# translation unit a batch, so the headers they share are parsed once a batch. Most of a small
# file's compile time is parsing the standard headers (a sim file: 2.4 s of 2.6 s at -O3): the
# sim's 113 files took 267 s of compile jobs file by file and 94 s in batches of 16
# (docs/TESTING.md, "CI's time"). The sim, assets, disc, platform, engine and game libraries and
# unpod-tool are built this way. The files of a target must not define the same file-scope name
# twice (anonymous namespaces included): shared helpers live in headers, and a file that cannot
# join a batch says why next to its SKIP_UNITY_BUILD_INCLUSION.
# -DUNPOD_UNITY_BATCH=0 puts each target in one batch, which checks every pair at once;
# -DUNPOD_UNITY=OFF builds file by file.
option(UNPOD_UNITY "Build the libraries in unity batches" ON)
set(UNPOD_UNITY_BATCH 16 CACHE STRING "Source files per unity batch of a library")
function(unpod_unity target)
  if(UNPOD_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON
                                               UNITY_BUILD_BATCH_SIZE ${UNPOD_UNITY_BATCH})
  endif()
endfunction()

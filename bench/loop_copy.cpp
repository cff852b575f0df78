//===- loop_copy.cpp - vec-copy's compiler-vectorized candidate -----------===//
//
// A plain element loop for clang to vectorize, the other candidate of
// pad-bench's `vec-copy` besides its intrinsic copy (chooseVecCopy in
// pad_bench.cpp times both and keeps the faster per workload). CMake
// compiles this file on its own with clang-22 -O2 -march=native, whatever
// compiler builds pad_bench.cpp. With `__restrict`, clang would turn the
// loop into a call to memcpy (`rep movsb` on the Zen 5, the very thing
// vec-copy stands in for): no_builtin("memcpy") keeps it a loop of vector
// loads and stores.
//
//===----------------------------------------------------------------------===//

#include <stddef.h>

extern "C" __attribute__((no_builtin("memcpy"))) void
padBenchLoopCopy(float *__restrict dst, const float *__restrict src,
                 size_t n) {
#pragma clang loop vectorize(enable) interleave(enable)
  for (size_t i = 0; i < n; ++i)
    dst[i] = src[i];
}

//===- leak_driver.cpp - Calls every lowered pad kernel in a loop ---------===//
//
// Linked with leak_kernels.mlir lowered twice (`--pad-to-llvm=lowering=linalg`
// with the kernels renamed `linalg_*`, `lowering=scf` renamed `scf_*`) and
// run under `valgrind --leak-check=full` by leaks.test: every kernel (five
// modes and a pad of a pad; static and dynamic; `new` and `into`) is called
// kIterations times per route. The driver frees what it owns (its inputs,
// its destinations, and the base pointer of every returned buffer, which
// belongs to the caller: spec section 2), so anything valgrind still finds
// was allocated and lost by the lowered code.
//
// Each result is checked: its sizes (and identity strides for a returned
// buffer), a few elements computed by hand from the spec's table
// (leak_kernels.mlir lists the pads), and, in the `into` form, that no
// element of the destination is left at the NaN it was filled with.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using M2 = StridedMemRefType<float, 2>;

// The C interfaces of the kernels of one route.
#define DECLARE_ROUTE(R)                                                       \
  extern "C" {                                                                 \
  void _mlir_ciface_##R##_constant_static_new(M2 *, M2 *);                     \
  void _mlir_ciface_##R##_constant_static_into(M2 *, M2 *);                    \
  void _mlir_ciface_##R##_constant_dynamic_new(M2 *, M2 *, int64_t, int64_t,   \
                                               int64_t, int64_t, float);       \
  void _mlir_ciface_##R##_constant_dynamic_into(M2 *, M2 *, int64_t, int64_t,  \
                                                int64_t, int64_t, float);      \
  void _mlir_ciface_##R##_edge_static_new(M2 *, M2 *);                         \
  void _mlir_ciface_##R##_edge_static_into(M2 *, M2 *);                        \
  void _mlir_ciface_##R##_edge_dynamic_new(M2 *, M2 *, int64_t, int64_t,       \
                                           int64_t, int64_t);                  \
  void _mlir_ciface_##R##_edge_dynamic_into(M2 *, M2 *, int64_t, int64_t,      \
                                            int64_t, int64_t);                 \
  void _mlir_ciface_##R##_reflect_static_new(M2 *, M2 *);                      \
  void _mlir_ciface_##R##_reflect_static_into(M2 *, M2 *);                     \
  void _mlir_ciface_##R##_reflect_dynamic_new(M2 *, M2 *, int64_t, int64_t,    \
                                              int64_t, int64_t);               \
  void _mlir_ciface_##R##_reflect_dynamic_into(M2 *, M2 *, int64_t, int64_t,   \
                                               int64_t, int64_t);              \
  void _mlir_ciface_##R##_symmetric_static_new(M2 *, M2 *);                    \
  void _mlir_ciface_##R##_symmetric_static_into(M2 *, M2 *);                   \
  void _mlir_ciface_##R##_symmetric_dynamic_new(M2 *, M2 *, int64_t, int64_t,  \
                                                int64_t, int64_t);             \
  void _mlir_ciface_##R##_symmetric_dynamic_into(M2 *, M2 *, int64_t, int64_t, \
                                                 int64_t, int64_t);            \
  void _mlir_ciface_##R##_wrap_static_new(M2 *, M2 *);                         \
  void _mlir_ciface_##R##_wrap_static_into(M2 *, M2 *);                        \
  void _mlir_ciface_##R##_wrap_dynamic_new(M2 *, M2 *, int64_t, int64_t,       \
                                           int64_t, int64_t);                  \
  void _mlir_ciface_##R##_wrap_dynamic_into(M2 *, M2 *, int64_t, int64_t,      \
                                            int64_t, int64_t);                 \
  void _mlir_ciface_##R##_chain_static_new(M2 *, M2 *);                        \
  void _mlir_ciface_##R##_chain_static_into(M2 *, M2 *);                       \
  void _mlir_ciface_##R##_chain_dynamic_new(M2 *, M2 *, int64_t, int64_t,      \
                                            float);                            \
  void _mlir_ciface_##R##_chain_dynamic_into(M2 *, M2 *, int64_t, int64_t,     \
                                             float);                           \
  }

DECLARE_ROUTE(linalg)
DECLARE_ROUTE(scf)

namespace {

constexpr int kIterations = 25;

struct Probe {
  int64_t row, col;
  float value;
};

// One workload: its result size and hand-computed elements (x[i][j] =
// 10 i + j + 1; see leak_kernels.mlir for the pads).
struct Expect {
  const char *name;
  int64_t rows, cols;
  Probe probes[8];
  int numProbes;
};

const Expect kConstant = {"constant", 8, 4,
                          {{0, 0, 9.5f}, {1, 0, 2}, {3, 2, 14}, {5, 0, 22},
                           {5, 3, 9.5f}, {2, 1, 9.5f}, {7, 3, 9.5f}},
                          7};
const Expect kEdge = {
    "edge", 6, 8, {{0, 0, 1}, {5, 7, 24}, {3, 2, 12}, {4, 0, 21}}, 4};
const Expect kReflect = {
    "reflect", 4, 6, {{0, 0, 22}, {1, 3, 13}, {3, 5, 11}, {2, 4, 2}}, 4};
const Expect kSymmetric = {
    "symmetric", 7, 10, {{0, 0, 22}, {6, 9, 21}, {2, 1, 1}, {4, 6, 14}}, 4};
const Expect kWrap = {
    "wrap", 12, 8, {{0, 0, 13}, {11, 7, 2}, {4, 2, 21}, {5, 1, 4}}, 4};
const Expect kChain = {
    "chain", 7, 11, {{0, 0, 12}, {2, 2, 7}, {6, 10, 7}, {3, 3, 1}, {5, 9, 23}},
    5};

// A kernel call in a uniform shape: `res` receives a returned buffer (new
// form), `out` is the destination (into form).
using Call = void (*)(M2 *res, M2 *x, M2 *out);

struct Kernel {
  const char *route;
  const char *form; // "static new", ...
  const Expect *expect;
  bool into;
  Call call;
};

#define KERNELS(R)                                                             \
  {#R, "static new", &kConstant, false,                                        \
   [](M2 *r, M2 *x, M2 *) { _mlir_ciface_##R##_constant_static_new(r, x); }},  \
  {#R, "static into", &kConstant, true,                                        \
   [](M2 *, M2 *x, M2 *o) { _mlir_ciface_##R##_constant_static_into(x, o); }}, \
  {#R, "dynamic new", &kConstant, false,                                       \
   [](M2 *r, M2 *x, M2 *) {                                                    \
     _mlir_ciface_##R##_constant_dynamic_new(r, x, 1, -1, 2, 1, 9.5f);         \
   }},                                                                         \
  {#R, "dynamic into", &kConstant, true,                                       \
   [](M2 *, M2 *x, M2 *o) {                                                    \
     _mlir_ciface_##R##_constant_dynamic_into(x, o, 1, -1, 2, 1, 9.5f);        \
   }},                                                                         \
  {#R, "static new", &kEdge, false,                                            \
   [](M2 *r, M2 *x, M2 *) { _mlir_ciface_##R##_edge_static_new(r, x); }},      \
  {#R, "static into", &kEdge, true,                                            \
   [](M2 *, M2 *x, M2 *o) { _mlir_ciface_##R##_edge_static_into(x, o); }},     \
  {#R, "dynamic new", &kEdge, false,                                           \
   [](M2 *r, M2 *x, M2 *) {                                                    \
     _mlir_ciface_##R##_edge_dynamic_new(r, x, 2, 1, 1, 3);                    \
   }},                                                                         \
  {#R, "dynamic into", &kEdge, true,                                           \
   [](M2 *, M2 *x, M2 *o) {                                                    \
     _mlir_ciface_##R##_edge_dynamic_into(x, o, 2, 1, 1, 3);                   \
   }},                                                                         \
  {#R, "static new", &kReflect, false,                                         \
   [](M2 *r, M2 *x, M2 *) { _mlir_ciface_##R##_reflect_static_new(r, x); }},   \
  {#R, "static into", &kReflect, true,                                         \
   [](M2 *, M2 *x, M2 *o) { _mlir_ciface_##R##_reflect_static_into(x, o); }},  \
  {#R, "dynamic new", &kReflect, false,                                        \
   [](M2 *r, M2 *x, M2 *) {                                                    \
     _mlir_ciface_##R##_reflect_dynamic_new(r, x, 2, -1, -1, 3);               \
   }},                                                                         \
  {#R, "dynamic into", &kReflect, true,                                        \
   [](M2 *, M2 *x, M2 *o) {                                                    \
     _mlir_ciface_##R##_reflect_dynamic_into(x, o, 2, -1, -1, 3);              \
   }},                                                                         \
  {#R, "static new", &kSymmetric, false,                                       \
   [](M2 *r, M2 *x, M2 *) { _mlir_ciface_##R##_symmetric_static_new(r, x); }}, \
  {#R, "static into", &kSymmetric, true,                                       \
   [](M2 *, M2 *x, M2 *o) {                                                    \
     _mlir_ciface_##R##_symmetric_static_into(x, o);                           \
   }},                                                                         \
  {#R, "dynamic new", &kSymmetric, false,                                      \
   [](M2 *r, M2 *x, M2 *) {                                                    \
     _mlir_ciface_##R##_symmetric_dynamic_new(r, x, 3, 2, 1, 4);               \
   }},                                                                         \
  {#R, "dynamic into", &kSymmetric, true,                                      \
   [](M2 *, M2 *x, M2 *o) {                                                    \
     _mlir_ciface_##R##_symmetric_dynamic_into(x, o, 3, 2, 1, 4);              \
   }},                                                                         \
  {#R, "static new", &kWrap, false,                                            \
   [](M2 *r, M2 *x, M2 *) { _mlir_ciface_##R##_wrap_static_new(r, x); }},      \
  {#R, "static into", &kWrap, true,                                            \
   [](M2 *, M2 *x, M2 *o) { _mlir_ciface_##R##_wrap_static_into(x, o); }},     \
  {#R, "dynamic new", &kWrap, false,                                           \
   [](M2 *r, M2 *x, M2 *) {                                                    \
     _mlir_ciface_##R##_wrap_dynamic_new(r, x, 5, -2, 4, 6);                   \
   }},                                                                         \
  {#R, "dynamic into", &kWrap, true,                                           \
   [](M2 *, M2 *x, M2 *o) {                                                    \
     _mlir_ciface_##R##_wrap_dynamic_into(x, o, 5, -2, 4, 6);                  \
   }},                                                                         \
  {#R, "static new", &kChain, false,                                           \
   [](M2 *r, M2 *x, M2 *) { _mlir_ciface_##R##_chain_static_new(r, x); }},     \
  {#R, "static into", &kChain, true,                                           \
   [](M2 *, M2 *x, M2 *o) { _mlir_ciface_##R##_chain_static_into(x, o); }},    \
  {#R, "dynamic new", &kChain, false,                                          \
   [](M2 *r, M2 *x, M2 *) {                                                    \
     _mlir_ciface_##R##_chain_dynamic_new(r, x, 1, 2, 7.0f);                   \
   }},                                                                         \
  {#R, "dynamic into", &kChain, true, [](M2 *, M2 *x, M2 *o) {                 \
     _mlir_ciface_##R##_chain_dynamic_into(x, o, 1, 2, 7.0f);                  \
   }}

const Kernel kKernels[] = {KERNELS(linalg), KERNELS(scf)};

M2 descriptor(float *data, int64_t rows, int64_t cols) {
  M2 m;
  m.basePtr = data;
  m.data = data;
  m.offset = 0;
  m.sizes[0] = rows;
  m.sizes[1] = cols;
  m.strides[0] = cols;
  m.strides[1] = 1;
  return m;
}

int check(const Kernel &k, const M2 &r) {
  const Expect &e = *k.expect;
  int bad = 0;
  if (r.sizes[0] != e.rows || r.sizes[1] != e.cols ||
      r.strides[0] != e.cols || r.strides[1] != 1 || !r.data) {
    std::printf("%s %s %s: sizes [%lld, %lld] strides [%lld, %lld], "
                "expected [%lld, %lld] [%lld, 1]\n",
                k.route, e.name, k.form, (long long)r.sizes[0],
                (long long)r.sizes[1], (long long)r.strides[0],
                (long long)r.strides[1], (long long)e.rows,
                (long long)e.cols, (long long)e.cols);
    return 1;
  }
  const float *d = r.data + r.offset;
  for (int p = 0; p < e.numProbes; ++p) {
    const Probe &q = e.probes[p];
    float got = d[q.row * e.cols + q.col];
    if (got != q.value) {
      std::printf("%s %s %s: [%lld, %lld] = %g, expected %g\n", k.route,
                  e.name, k.form, (long long)q.row, (long long)q.col, got,
                  q.value);
      ++bad;
    }
  }
  for (int64_t i = 0; i < e.rows * e.cols; ++i)
    if (std::isnan(d[i])) {
      std::printf("%s %s %s: element %lld not written\n", k.route, e.name,
                  k.form, (long long)i);
      return bad + 1;
    }
  return bad;
}

} // namespace

int main() {
  int calls = 0, mismatches = 0;
  for (int it = 0; it < kIterations; ++it) {
    for (const Kernel &k : kKernels) {
      float *in = static_cast<float *>(std::malloc(12 * sizeof(float)));
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 4; ++j)
          in[i * 4 + j] = float(10 * i + j + 1);
      M2 x = descriptor(in, 3, 4);
      const Expect &e = *k.expect;
      if (k.into) {
        float *buf = static_cast<float *>(
            std::malloc(sizeof(float) * e.rows * e.cols));
        for (int64_t i = 0; i < e.rows * e.cols; ++i)
          buf[i] = NAN;
        M2 out = descriptor(buf, e.rows, e.cols);
        k.call(nullptr, &x, &out);
        mismatches += check(k, out);
        std::free(buf);
      } else {
        M2 res{};
        k.call(&res, &x, nullptr);
        mismatches += check(k, res);
        // The returned buffer belongs to the caller.
        if (res.basePtr == in)
          std::printf("%s %s %s: the result aliases the input\n", k.route,
                      e.name, k.form);
        else
          std::free(res.basePtr);
      }
      std::free(in);
      ++calls;
    }
  }
  int kernels = int(sizeof(kKernels) / sizeof(kKernels[0]));
  std::printf("leak driver: %d calls (%d kernels x %d iterations), %d "
              "mismatches\n",
              calls, kernels, kIterations, mismatches);
  return mismatches ? 1 : 0;
}

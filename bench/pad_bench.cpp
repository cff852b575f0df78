//===- pad_bench.cpp - pad.pad against memcpy and CPU padding libraries ---===//
//
// Every pad kernel is compiled ahead of time from MLIR by the project's own
// pipeline (pad-opt --pad-to-llvm, mlir-translate, clang-22 -O3
// -march=native) and called through its `_mlir_ciface_` entry point. Per
// workload and mode the contenders are timed in one process:
//
//   memcpy        std::memcpy of the output size (the reference, ratio 1.0)
//   nt-copy       a non-temporal copy of the output size (the floor)
//   vec-copy      a plain vector copy of the output size (what W3, in
//                 cache, is judged against: there memcpy is one `rep
//                 movsb`, which no pad of shifted rows can use): the faster
//                 on this CPU, per workload, of the intrinsic copy
//                 (vecCopy: AVX-512 or AVX2 loads and ordinary stores) and
//                 clang's vectorized loop (loop_copy.cpp), timed before
//                 vec-copy is first timed (chooseVecCopy) and named in the
//                 output (the benchmark's label; a line before the
//                 --paired table)
//   opencv        cv::copyMakeBorder per 2-D plane (modes OpenCV has)
//   upstream      tensor.pad through a plain upstream pipeline (constant)
//   raised        the same tensor.pad through pad-opt --raise-tensor-pad
//                 --pad-to-llvm (constant; W1, W2, W3)
//   cxx-loop      a straightforward C++ gather loop (also the reference
//                 result every other contender is checked against)
//   {linalg,scf}-{new,into}   pad-opt --pad-to-llvm=lowering=..., returning
//                 a new buffer (new) or writing into the caller's (into)
//   {linalg,scf}-par   W1 and W2 only: the into form lowered with
//                 parallel=true (OpenMP; OMP_NUM_THREADS threads)
//
// W1F is W1's pad followed by an elementwise consumer (x * 2 + 1), a
// kernel of two ops; its contenders compute pad and consumer:
//
//   unfused-{linalg,scf}-{new,into}   the two ops lowered as they are: the
//                 pad writes the padded tensor, the consumer reads it back
//   fused-{linalg,scf}-{new,into}     the consumer tiled and the pad fused
//                 into its loops through the pad's TilingInterface (the
//                 transform script of gen_kernels.py fusion-script) before
//                 --pad-to-llvm: the padded tensor exists one tile at a time
//   cxx-loop      the C++ gather loop, then the consumer
//
// W1V and W3V are W1F's and W3's pads fused into the same consumer and
// vectorized (gen_kernels.py vector-script); their contenders:
//
//   vectorized    the consumer tiled, the pad fused, both vectorized
//                 (transform.pad.vectorize): the padded tile never exists
//   fused-linalg-into   W1F's fused kernel of the same pad, not vectorized
//   consumer-alone      the same tiled, vectorized consumer on an input
//                 already padded: the reference, the pad's cost isolated
//   upstream-vectorized (w1u, w3u: constant mode, the border above only,
//                 the one case upstream vectorizes) tensor.pad through the
//                 same script
//
// W7 - W9 are a pad of 1 on H and W (constant, reflect) in front of a
// windowed consumer: W7 linalg.depthwise_conv_2d_nhwc_hwc 3x3 on
// 1x112x112x32, W8 linalg.conv_2d_nhwc_hwcf 3x3 on 1x56x56x64 to 64
// channels, W9 linalg.pooling_nhwc_max 3x3 stride 2 on 1x112x112x64 (its
// constant pad and initial value -inf). Their contenders (WindowCase):
//
//   fused-{linalg,scf}     pad.pad and the consumer through --pad-to-llvm,
//                 whose --pad-fuse-into-consumers splits the consumer so that
//                 its middle reads the source (the default)
//   unfused-{linalg,scf}   the same with fuse-consumers=false: the pad's
//                 kernel writes the padded tensor, the consumer reads it
//   consumer-alone the same consumer through --pad-to-llvm on an input
//                 already padded: the reference (/ consumer-alone)
//   onednn        (constant only; libdnnl-dev) oneDNN 2.6's convolution,
//                 grouped convolution (groups = channels) or max pooling
//                 with its own padding (padding_l = padding_r = 1) on the
//                 unpadded NHWC input (/ onednn in --paired)
//   onednn-prepadded  the same oneDNN op with no padding, on the input
//                 already padded
// and w7v - w9v, the same pads and consumers through the vectorizing
// schedule of docs/tiling-and-fusion.md (gen_kernels.py window-script):
//   fused, consumer-alone  the pad and consumer, and the consumer alone,
//                 scheduled, then --pad-to-llvm (the / onednn column is
//                 w7 - w9's onednn)
//
// Each is checked against a C++ reference in double (windowReference)
// within a float sum's rounding in any order, max pooling exactly.
//
// Workloads beyond the caches (W1, W2, W4, W5) rotate every contender over
// kSlots source and output buffers (see kRotateAboveBytes).
//
// --paired=REGEX times the contenders whose names match in alternating
// rounds instead of through Google Benchmark (runPaired): every round runs
// each of them for about --paired_round_ms milliseconds, in a fresh random
// order, and a contender's ratio to vec-copy, memcpy and OpenCV is the
// median over --paired_rounds rounds of its ratio within the round. The
// machine's drift (other guests, frequency) then moves numerator and
// denominator together, which it does not across Google Benchmark's
// separate 0.2 s runs; the in-cache W3 is judged this way
// (docs/performance.md).
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <benchmark/benchmark.h>
#include <opencv2/core.hpp>

#ifdef PAD_BENCH_ONEDNN
#include <oneapi/dnnl/dnnl.hpp>
#endif

#include <immintrin.h>
#include <malloc.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <cfloat>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <random>
#include <regex>
#include <string>
#include <unordered_map>
#include <vector>

struct BenchCase {
  const char *workload;
  const char *mode;
  int rank;
  bool dynamic;
  int64_t shape[4], below[4], above[4], interior[4];
  // linalg_new, linalg_into, scf_new, scf_into, upstream_new,
  // linalg_par_into, scf_par_into, raised_new, and for consumer cases
  // linalg_fused_new, linalg_fused_into, scf_fused_new, scf_fused_into
  // (slots 0 - 3 are then the unfused kernels), user_new, user_into (the
  // linalg route through a user's pipeline of upstream passes and
  // --convert-pad-to-vector), and for the vectorized cases (W1V, W3V)
  // vectorized (the pad fused into the consumer and both vectorized),
  // upstream-vectorized (tensor.pad through the same script) and
  // consumer-alone (the consumer on an input already padded: the reference
  // that isolates the pad's cost; its result is not the pad's)
  void *kernels[17];
  /// The pad is followed by applyConsumer's elementwise op (W1F).
  bool consumer;
};

/// W7 - W9: a pad of `pad` on H and W in front of a windowed consumer,
/// every shape NHWC (gen_kernels.py window_workloads).
struct WindowCase {
  const char *workload;
  const char *mode;
  /// "depthwise" (linalg.depthwise_conv_2d_nhwc_hwc), "conv"
  /// (linalg.conv_2d_nhwc_hwcf) or "maxpool" (linalg.pooling_nhwc_max).
  const char *op;
  int64_t in[4], padded[4], out[4];
  /// The weights' rank and shape: HWC (depthwise), HWCF (conv), none (0).
  int weightsRank;
  int64_t weights[4];
  int64_t window, stride, pad;
  /// fused-linalg, fused-scf, unfused-linalg, unfused-scf (pad and consumer,
  /// each called (x, [w,] out)) and consumer-alone (the padded input); for
  /// the vectorizing schedule's workloads (w7v - w9v), fused (slot 0) and
  /// consumer-alone only.
  void *kernels[5];
};

#include "pad_bench_kernels.inc"

/// vec-copy's other candidate: a plain loop vectorized by clang -O2
/// -march=native (loop_copy.cpp, compiled on its own).
extern "C" void padBenchLoopCopy(float *__restrict dst,
                                 const float *__restrict src, size_t n);

namespace {

//===----------------------------------------------------------------------===//
// The reference: a straightforward gather loop, written from the spec's
// Semantics table (independently of the project's C++).
//===----------------------------------------------------------------------===//

int64_t floorMod(int64_t a, int64_t b) {
  int64_t m = a % b;
  return m < 0 ? m + b : m;
}

/// Source index of stretched coordinate k, or -1 for pad.
int64_t sourceIndex(const std::string &mode, int64_t k, int64_t d,
                    int64_t r) {
  if (mode == "constant") {
    int64_t e = d > 0 ? (d - 1) * (r + 1) + 1 : 0;
    if (k < 0 || k >= e || k % (r + 1) != 0)
      return -1;
    return k / (r + 1);
  }
  if (mode == "edge")
    return k < 0 ? 0 : (k > d - 1 ? d - 1 : k);
  if (mode == "reflect") {
    if (d == 1)
      return 0;
    int64_t m = floorMod(k, 2 * d - 2);
    return m < d ? m : 2 * d - 2 - m;
  }
  if (mode == "symmetric") {
    int64_t m = floorMod(k, 2 * d);
    return m < d ? m : 2 * d - 1 - m;
  }
  return floorMod(k, d); // wrap
}

struct Geometry {
  int rank;
  int64_t in[4], out[4], below[4], interior[4];
  int64_t inElems() const {
    int64_t n = 1;
    for (int i = 0; i < rank; ++i)
      n *= in[i];
    return n;
  }
  int64_t outElems() const {
    int64_t n = 1;
    for (int i = 0; i < rank; ++i)
      n *= out[i];
    return n;
  }
};

Geometry makeGeometry(const BenchCase &c) {
  Geometry g{};
  g.rank = c.rank;
  for (int i = 0; i < c.rank; ++i) {
    int64_t d = c.shape[i], r = c.interior[i];
    int64_t e = d > 0 ? (d - 1) * (r + 1) + 1 : 0;
    g.in[i] = d;
    g.below[i] = c.below[i];
    g.interior[i] = r;
    g.out[i] = std::max<int64_t>(c.below[i] + e + c.above[i], 0);
  }
  return g;
}

/// The gather loop over a rank-4 view (leading unit dimensions added).
void cxxLoop(const Geometry &g, const std::string &mode, const float *in,
             float *out) {
  int64_t din[4], dout[4], p[4], r[4];
  int shift = 4 - g.rank;
  for (int i = 0; i < 4; ++i) {
    bool real = i >= shift;
    din[i] = real ? g.in[i - shift] : 1;
    dout[i] = real ? g.out[i - shift] : 1;
    p[i] = real ? g.below[i - shift] : 0;
    r[i] = real ? g.interior[i - shift] : 0;
  }
  int64_t o = 0;
  for (int64_t a = 0; a < dout[0]; ++a) {
    int64_t sa = sourceIndex(mode, a - p[0], din[0], r[0]);
    for (int64_t b = 0; b < dout[1]; ++b) {
      int64_t sb = sourceIndex(mode, b - p[1], din[1], r[1]);
      for (int64_t c = 0; c < dout[2]; ++c) {
        int64_t sc = sourceIndex(mode, c - p[2], din[2], r[2]);
        for (int64_t d = 0; d < dout[3]; ++d, ++o) {
          int64_t sd = sourceIndex(mode, d - p[3], din[3], r[3]);
          bool pad = sa < 0 || sb < 0 || sc < 0 || sd < 0;
          out[o] = pad ? 0.0f
                       : in[((sa * din[1] + sb) * din[2] + sc) * din[3] + sd];
        }
      }
    }
  }
}

/// The consumer of W1F, as gen_kernels.py's consumer_kernels writes it:
/// x * 2 is exact, so an FMA gives the same floats.
void applyConsumer(float *data, size_t n) {
  for (size_t i = 0; i < n; ++i)
    data[i] = data[i] * 2.0f + 1.0f;
}

//===----------------------------------------------------------------------===//
// Contenders
//===----------------------------------------------------------------------===//

void ntCopy(float *dst, const float *src, size_t n) {
  size_t i = 0;
#if defined(__AVX512F__)
  for (; i + 16 <= n && (reinterpret_cast<uintptr_t>(dst + i) % 64); ++i)
    dst[i] = src[i];
  for (; i + 16 <= n; i += 16)
    _mm512_stream_ps(dst + i, _mm512_loadu_ps(src + i));
#elif defined(__AVX__)
  for (; i + 8 <= n && (reinterpret_cast<uintptr_t>(dst + i) % 32); ++i)
    dst[i] = src[i];
  for (; i + 8 <= n; i += 8)
    _mm256_stream_ps(dst + i, _mm256_loadu_ps(src + i));
#endif
  for (; i < n; ++i)
    dst[i] = src[i];
  _mm_sfence();
}

/// A plain vector copy of `n` floats: unaligned loads, ordinary stores,
/// four vectors per iteration whichever compiler builds it. In cache this,
/// not `memcpy`, is the copy a pad is judged against: glibc's `memcpy` is
/// one `rep movsb` there, which a pad's shifted rows cannot use
/// (docs/performance.md, W3).
void vecCopy(float *dst, const float *src, size_t n) {
  size_t i = 0;
#if defined(__AVX512F__)
  for (; i + 64 <= n; i += 64) {
    __m512 a = _mm512_loadu_ps(src + i), b = _mm512_loadu_ps(src + i + 16),
           c = _mm512_loadu_ps(src + i + 32), d = _mm512_loadu_ps(src + i + 48);
    _mm512_storeu_ps(dst + i, a);
    _mm512_storeu_ps(dst + i + 16, b);
    _mm512_storeu_ps(dst + i + 32, c);
    _mm512_storeu_ps(dst + i + 48, d);
  }
  for (; i + 16 <= n; i += 16)
    _mm512_storeu_ps(dst + i, _mm512_loadu_ps(src + i));
#elif defined(__AVX__)
  for (; i + 32 <= n; i += 32) {
    __m256 a = _mm256_loadu_ps(src + i), b = _mm256_loadu_ps(src + i + 8),
           c = _mm256_loadu_ps(src + i + 16), d = _mm256_loadu_ps(src + i + 24);
    _mm256_storeu_ps(dst + i, a);
    _mm256_storeu_ps(dst + i + 8, b);
    _mm256_storeu_ps(dst + i + 16, c);
    _mm256_storeu_ps(dst + i + 24, d);
  }
  for (; i + 8 <= n; i += 8)
    _mm256_storeu_ps(dst + i, _mm256_loadu_ps(src + i));
#endif
  for (; i < n; ++i)
    dst[i] = src[i];
}

/// vecCopy's name in the output.
#if defined(__AVX512F__)
constexpr const char *kIntrinsicCopy = "intrinsic (64-byte)";
#elif defined(__AVX__)
constexpr const char *kIntrinsicCopy = "intrinsic (32-byte)";
#else
constexpr const char *kIntrinsicCopy = "intrinsic (scalar)";
#endif

/// What vec-copy runs for one workload: vecCopy or padBenchLoopCopy,
/// whichever chooseVecCopy timed faster on the workload's buffers.
struct VecCopyChoice {
  bool chosen = false;
  bool loop = false;
  /// Median microseconds per call of each candidate.
  double intrinsicUs = 0, loopUs = 0;
  int samples = 0;
  size_t callsPerSample = 0;

  void copy(float *dst, const float *src, size_t n) const {
    if (loop)
      padBenchLoopCopy(dst, src, n);
    else
      vecCopy(dst, src, n);
  }
  /// "compiler loop (compiler loop 12.30 us, intrinsic (64-byte) 14.10 us
  /// per call: medians of 201 alternating samples of 7 calls)"
  std::string describe() const {
    char text[200];
    std::snprintf(text, sizeof(text),
                  "%s (compiler loop %.4g us, %s %.4g us per call: medians "
                  "of %d alternating samples of %zu calls)",
                  loop ? "compiler loop" : kIntrinsicCopy, loopUs,
                  kIntrinsicCopy, intrinsicUs, samples, callsPerSample);
    return text;
  }
};

/// Times vecCopy and padBenchLoopCopy on n floats, call i of each reading
/// ins[j] and writing outs[j] (j = i % slots, as under the benchmark), in
/// alternating samples (the order swapped every sample) of about 100 us
/// each, up to 201 samples or about 0.1 s per candidate (at least 15), and
/// keeps the one with the smaller median time per call. Once per workload.
void chooseVecCopy(VecCopyChoice &choice, const std::vector<float *> &ins,
                   const std::vector<float *> &outs, size_t n) {
  if (choice.chosen)
    return;
  using Clock = std::chrono::steady_clock;
  size_t next[2] = {0, 0};
  auto run = [&](int which, size_t calls) {
    Clock::time_point start = Clock::now();
    for (size_t k = 0; k < calls; ++k) {
      size_t slot = next[which]++ % outs.size();
      if (which)
        padBenchLoopCopy(outs[slot], ins[slot], n);
      else
        vecCopy(outs[slot], ins[slot], n);
    }
    return std::chrono::duration<double>(Clock::now() - start).count() /
           calls;
  };
  size_t warm = std::max<size_t>(4, outs.size());
  run(1, warm);
  run(0, warm);
  // The fastest of three runs: one preempted run would shrink the samples.
  double perCall = 1;
  for (int k = 0; k < 3; ++k)
    perCall = std::min(perCall, run(0, warm));
  perCall = std::max(perCall, 1e-9);
  size_t calls = std::max<size_t>(1, static_cast<size_t>(100e-6 / perCall));
  int samples = static_cast<int>(
      std::clamp(0.1 / (perCall * calls), 15.0, 201.0));
  std::vector<double> times[2];
  for (int s = 0; s < samples; ++s)
    for (int which : {s % 2, 1 - s % 2})
      times[which].push_back(run(which, calls));
  auto median = [](std::vector<double> &v) {
    std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
    return v[v.size() / 2];
  };
  choice.intrinsicUs = median(times[0]) * 1e6;
  choice.loopUs = median(times[1]) * 1e6;
  choice.loop = choice.loopUs < choice.intrinsicUs;
  choice.samples = samples;
  choice.callsPerSample = calls;
  choice.chosen = true;
}

int openCVBorder(const std::string &mode) {
  if (mode == "constant")
    return cv::BORDER_CONSTANT;
  if (mode == "edge")
    return cv::BORDER_REPLICATE;
  if (mode == "reflect")
    return cv::BORDER_REFLECT_101;
  if (mode == "symmetric")
    return cv::BORDER_REFLECT;
  return cv::BORDER_WRAP;
}

/// copyMakeBorder per 2-D plane of the last two dimensions; false when the
/// case is outside what OpenCV can do (interior padding, negative pads).
bool openCVPad(const BenchCase &c, const Geometry &g, const float *in,
               float *out) {
  int R = g.rank;
  for (int i = 0; i < R; ++i)
    if (g.interior[i] != 0 || c.below[i] < 0 || c.above[i] < 0 ||
        (i < R - 2 && (c.below[i] != 0 || c.above[i] != 0)))
      return false;
  int64_t planes = 1;
  for (int i = 0; i < R - 2; ++i)
    planes *= g.in[i];
  int h = g.in[R - 2], w = g.in[R - 1], H = g.out[R - 2], W = g.out[R - 1];
  int border = openCVBorder(c.mode);
  for (int64_t plane = 0; plane < planes; ++plane) {
    cv::Mat src(h, w, CV_32F, const_cast<float *>(in) + plane * h * w);
    cv::Mat dst(H, W, CV_32F, out + plane * H * W);
    cv::copyMakeBorder(src, dst, c.below[R - 2], c.above[R - 2],
                       c.below[R - 1], c.above[R - 1], border,
                       cv::Scalar(0));
  }
  return true;
}

template <int N>
StridedMemRefType<float, N> describe(float *data, const int64_t *shape) {
  StridedMemRefType<float, N> m;
  m.basePtr = m.data = data;
  m.offset = 0;
  int64_t stride = 1;
  for (int i = N - 1; i >= 0; --i) {
    m.sizes[i] = shape[i];
    m.strides[i] = stride;
    stride *= shape[i];
  }
  return m;
}

/// The result of one call: for the `new` form the malloc'ed buffer the
/// kernel returned (the caller frees `base`), otherwise null.
struct KernelResult {
  void *base = nullptr;
  float *data = nullptr;
};

/// Calls a pad kernel; `into` writes into `out`, otherwise the kernel
/// returns a buffer of its own.
template <int N>
KernelResult callKernel(const BenchCase &c, const Geometry &g, void *fn,
                        bool into, float *in, float *out,
                        bool paddedInput = false) {
  StridedMemRefType<float, N> x = describe<N>(in, paddedInput ? g.out : g.in);
  StridedMemRefType<float, N> result{};
  int64_t p2 = c.below[2], p3 = c.below[3], q2 = c.above[2], q3 = c.above[3];
  if (into) {
    StridedMemRefType<float, N> dst = describe<N>(out, g.out);
    if (c.dynamic)
      reinterpret_cast<void (*)(StridedMemRefType<float, N> *,
                                StridedMemRefType<float, N> *, int64_t,
                                int64_t, int64_t, int64_t)>(fn)(&x, &dst, p2,
                                                                p3, q2, q3);
    else
      reinterpret_cast<void (*)(StridedMemRefType<float, N> *,
                                StridedMemRefType<float, N> *)>(fn)(&x, &dst);
    return {};
  }
  if (c.dynamic)
    reinterpret_cast<void (*)(StridedMemRefType<float, N> *,
                              StridedMemRefType<float, N> *, int64_t, int64_t,
                              int64_t, int64_t)>(fn)(&result, &x, p2, p3, q2,
                                                     q3);
  else
    reinterpret_cast<void (*)(StridedMemRefType<float, N> *,
                              StridedMemRefType<float, N> *)>(fn)(&result, &x);
  return {result.basePtr, result.data};
}

KernelResult callAnyRank(const BenchCase &c, const Geometry &g, void *fn,
                         bool into, float *in, float *out,
                         bool paddedInput = false) {
  if (c.rank == 4)
    return callKernel<4>(c, g, fn, into, in, out, paddedInput);
  return callKernel<2>(c, g, fn, into, in, out, paddedInput);
}

/// A workload's contenders share its buffers: call i of every contender
/// reads the source of slot i % slots and writes its output. Beyond the
/// caches (outputs larger than kRotateAboveBytes) there are kSlots slots:
/// the time of one buffer depends on the buffer (W1 on Zen 5, the 8 output
/// buffers of one run, each timed alone: memcpy 3.46 - 4.08 ms, linalg-into
/// reflect 2.76 - 3.18 ms), and cycling averages that out instead of
/// letting one buffer, or a source only some contenders read, decide a
/// ratio. Smaller outputs (W3, in cache) have one slot.
constexpr size_t kRotateAboveBytes = 16u << 20;
constexpr int kSlots = 8;

struct Slot {
  /// The pad's input, followed by more of the same pattern up to the
  /// output's size: memcpy and the non-temporal copy read it too.
  std::vector<float> in;
  std::vector<float> out;
};

/// The input every case is padded from: the same pattern in every slot.
void fillInput(std::vector<float> &in, size_t elements) {
  in.resize(elements);
  for (size_t i = 0; i < elements; ++i)
    in[i] = static_cast<float>(i % 1021) + 0.5f;
}

bool sameResult(const std::vector<float> &want, const float *got, size_t n,
                const std::string &what) {
  for (size_t i = 0; i < n; ++i)
    if (std::memcmp(&want[i], &got[i], sizeof(float)) != 0) {
      std::fprintf(stderr, "MISMATCH %s at element %zu: want %g got %g\n",
                   what.c_str(), i, want[i], got[i]);
      return false;
    }
  return true;
}

const char *kKernelNames[] = {
    "linalg-new",       "linalg-into",       "scf-new",       "scf-into",
    "upstream",         "linalg-par",        "scf-par",       "raised",
    "fused-linalg-new", "fused-linalg-into", "fused-scf-new", "fused-scf-into",
    "user-new",         "user-into",         "vectorized",    "upstream-vectorized",
    "consumer-alone"};
/// Slots whose kernel writes into the caller's buffer.
constexpr bool kIntoSlot[] = {false, true, false, true, false, true,
                              true,  false, false, true, false, true,
                              false, true, true,  true, true};
/// The slot whose kernel reads an input of the output's shape.
constexpr int kConsumerAloneSlot = 16;
constexpr int kNumKernels = sizeof(kKernelNames) / sizeof(kKernelNames[0]);
static_assert(kNumKernels == sizeof(BenchCase::kernels) / sizeof(void *) &&
                  kNumKernels == sizeof(kIntoSlot) / sizeof(kIntoSlot[0]),
              "one name and form per kernel slot of BenchCase");

} // namespace

/// A contender as a plain call for the paired mode: `call(i)` makes call i
/// (so it reads and writes slot i of its workload, as under the benchmark).
/// `prepare`, if set, runs before the contender is first called and returns
/// what it chose, for the output (vec-copy: chooseVecCopy).
struct DirectContender {
  std::string name;
  std::function<void(size_t)> call;
  std::function<std::string()> prepare;
};

/// The buffers a `new` form returned and the paired mode keeps alive.
struct LiveResults {
  std::vector<void *> buffers;
  LiveResults() = default;
  LiveResults(const LiveResults &) = delete;
  LiveResults &operator=(const LiveResults &) = delete;
  ~LiveResults() {
    for (void *buffer : buffers)
      free(buffer);
  }
};

/// "w3/edge/scf-into" -> {"w3", "edge"}.
std::pair<std::string, std::string> workloadAndMode(const std::string &name) {
  size_t a = name.find('/'), b = name.find('/', a + 1);
  return {name.substr(0, a), name.substr(a + 1, b - a - 1)};
}

/// Times `selected` in `rounds` rounds (see the file comment) and prints,
/// per contender, the median time per call and the median, first and third
/// quartile over the rounds of its ratio to each reference timed in the
/// same round: its workload's vec-copy and memcpy (registered under the
/// first mode), OpenCV and the consumer alone of its own mode, and, when a
/// selected contender is oneDNN's op with its own padding, its workload's
/// (constant mode: oneDNN pads with zeros only).
int runPaired(const std::vector<DirectContender> &all, const std::regex &filter,
              int rounds, double roundMs) {
  std::vector<const DirectContender *> selected;
  for (const DirectContender &c : all)
    if (std::regex_search(c.name, filter))
      selected.push_back(&c);
  if (selected.empty() || rounds < 1) {
    std::fprintf(stderr, "pad-bench: --paired selects no contender\n");
    return 1;
  }
  // Choices first (vec-copy's copy), so that no round times them.
  std::vector<std::string> choices;
  for (const DirectContender *c : selected)
    if (c->prepare)
      choices.push_back(c->name + " = " + c->prepare());
  using Clock = std::chrono::steady_clock;
  auto seconds = [](Clock::duration d) {
    return std::chrono::duration<double>(d).count();
  };
  // Calls per round: about roundMs of each contender, after a warm-up that
  // also fills the `new` forms' rings.
  std::vector<size_t> calls(selected.size()), next(selected.size(), 0);
  for (size_t k = 0; k < selected.size(); ++k) {
    for (int i = 0; i < 16; ++i)
      selected[k]->call(next[k]++);
    Clock::time_point start = Clock::now();
    for (int i = 0; i < 8; ++i)
      selected[k]->call(next[k]++);
    double perCall = seconds(Clock::now() - start) / 8;
    calls[k] = std::max<size_t>(1, static_cast<size_t>(roundMs / 1e3 / perCall));
  }
  std::vector<std::vector<double>> perCall(selected.size());
  std::vector<size_t> order(selected.size());
  for (size_t k = 0; k < order.size(); ++k)
    order[k] = k;
  std::mt19937 shuffle(20261125);
  for (int round = 0; round < rounds; ++round) {
    std::shuffle(order.begin(), order.end(), shuffle);
    for (size_t k : order) {
      Clock::time_point start = Clock::now();
      for (size_t i = 0; i < calls[k]; ++i)
        selected[k]->call(next[k]++);
      perCall[k].push_back(seconds(Clock::now() - start) / calls[k]);
    }
  }
  auto indexOf = [&](const std::string &name) -> std::optional<size_t> {
    for (size_t k = 0; k < selected.size(); ++k)
      if (selected[k]->name == name)
        return k;
    return std::nullopt;
  };
  // The first mode registered per workload holds its copies.
  std::map<std::string, std::string> copyMode;
  for (const DirectContender &c : all) {
    auto [workload, mode] = workloadAndMode(c.name);
    copyMode.try_emplace(workload, mode);
  }
  auto quartiles = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return std::array<double, 3>{v[v.size() / 4], v[v.size() / 2],
                                 v[(3 * v.size()) / 4]};
  };
  std::printf("pad-bench --paired: %d rounds of about %g ms per "
              "contender; ratios: median over the rounds (first - third "
              "quartile)\n\n",
              rounds, roundMs);
  for (const std::string &choice : choices)
    std::printf("%s\n\n", choice.c_str());
  // W7 - W9 add a column for oneDNN's op with its own zero padding (the
  // constant mode's onednn), the anchor of every mode, when it is selected.
  bool oneDnnColumn = false;
  for (const DirectContender *c : selected)
    if (c->name.size() > 7 &&
        c->name.compare(c->name.size() - 7, 7, "/onednn") == 0)
      oneDnnColumn = true;
  std::printf("| contender | us per call | / vec-copy | / memcpy | / opencv "
              "| / consumer-alone |%s\n"
              "|---|---|---|---|---|---|%s\n",
              oneDnnColumn ? " / onednn |" : "", oneDnnColumn ? "---|" : "");
  for (size_t k = 0; k < selected.size(); ++k) {
    auto [workload, mode] = workloadAndMode(selected[k]->name);
    std::string copies = workload + "/" + copyMode[workload] + "/";
    std::printf("| %s | %.2f |", selected[k]->name.c_str(),
                quartiles(perCall[k])[1] * 1e6);
    std::vector<std::string> references = {
        copies + "vec-copy", copies + "memcpy",
        workload + "/" + mode + "/opencv",
        workload + "/" + mode + "/consumer-alone"};
    // The vectorizing schedule's w7v - w9v against w7 - w9's oneDNN.
    if (oneDnnColumn)
      references.push_back(
          (workload.size() > 2 && workload.back() == 'v'
               ? workload.substr(0, workload.size() - 1)
               : workload) +
          "/constant/onednn");
    for (const std::string &reference : references) {
      std::optional<size_t> r = indexOf(reference);
      if (!r) {
        std::printf(" - |");
        continue;
      }
      std::vector<double> ratio;
      for (int round = 0; round < rounds; ++round)
        ratio.push_back(perCall[k][round] / perCall[*r][round]);
      std::array<double, 3> q = quartiles(ratio);
      std::printf(" %.3f (%.3f - %.3f) |", q[1], q[0], q[2]);
    }
    std::printf("\n");
  }
  return 0;
}

/// Removes `--NAME=value` from argv and returns the value.
std::optional<std::string> takeFlag(int &argc, char **argv, const char *name) {
  std::string prefix = std::string("--") + name + "=";
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], prefix.c_str(), prefix.size()) != 0)
      continue;
    std::string value = argv[i] + prefix.size();
    for (int j = i; j + 1 < argc; ++j)
      argv[j] = argv[j + 1];
    --argc;
    return value;
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// W7 - W9: a pad in front of a windowed consumer
//===----------------------------------------------------------------------===//

namespace {

bool isMaxPool(const WindowCase &c) { return std::strcmp(c.op, "maxpool") == 0; }
bool isDepthwise(const WindowCase &c) {
  return std::strcmp(c.op, "depthwise") == 0;
}

size_t elementsOf(const int64_t *shape, int rank) {
  size_t n = 1;
  for (int i = 0; i < rank; ++i)
    n *= static_cast<size_t>(shape[i]);
  return n;
}

/// 64-byte aligned storage (a cache line, an AVX-512 vector), as a
/// framework's tensors are (oneDNN's, PyTorch's): whether a contender's
/// vectors split cache lines must not depend on where malloc put its
/// buffer (glibc aligns to 16 bytes).
template <typename T> struct CacheLineAllocator {
  using value_type = T;
  CacheLineAllocator() = default;
  template <typename U> CacheLineAllocator(const CacheLineAllocator<U> &) {}
  T *allocate(size_t n) {
    void *p = std::aligned_alloc(64, (n * sizeof(T) + 63) / 64 * 64);
    if (!p)
      throw std::bad_alloc();
    return static_cast<T *>(p);
  }
  void deallocate(T *p, size_t) { std::free(p); }
  bool operator==(const CacheLineAllocator &) const { return true; }
  bool operator!=(const CacheLineAllocator &) const { return false; }
};
using AlignedFloats = std::vector<float, CacheLineAllocator<float>>;

/// Values in [-1, 1): products and sums of them stay far from overflow, and
/// a wrong element differs by far more than rounding.
void fillWindowData(AlignedFloats &v, size_t n, size_t salt) {
  v.resize(n);
  for (size_t i = 0; i < n; ++i)
    v[i] = static_cast<float>((i * 7919 + salt) % 2003) / 1001.5f - 1.0f;
}

/// The pad of c.pad on H and W, from the spec's table (sourceIndex); the
/// constant pad is -inf for max pooling, 0 otherwise.
void windowPad(const WindowCase &c, const float *in, float *padded) {
  const int64_t *s = c.in, *p = c.padded;
  std::string mode = c.mode;
  float value = isMaxPool(c) ? -INFINITY : 0.0f;
  for (int64_t n = 0; n < p[0]; ++n)
    for (int64_t y = 0; y < p[1]; ++y) {
      int64_t sy = sourceIndex(mode, y - c.pad, s[1], 0);
      for (int64_t x = 0; x < p[2]; ++x) {
        int64_t sx = sourceIndex(mode, x - c.pad, s[2], 0);
        float *o = padded + ((n * p[1] + y) * p[2] + x) * p[3];
        const float *i = in + ((n * s[1] + sy) * s[2] + sx) * s[3];
        for (int64_t ch = 0; ch < p[3]; ++ch)
          o[ch] = sy < 0 || sx < 0 ? value : i[ch];
      }
    }
}

/// The consumer on the padded input, summed in double: the result and, per
/// element, how far a float sum of the same terms in any order (FMA or not)
/// can be from it, (terms + 2) * FLT_EPSILON * sum |term|; 0 for max
/// pooling, which is exact.
void windowReference(const WindowCase &c, const float *padded, const float *w,
                     std::vector<float> &want, std::vector<float> &tol) {
  const int64_t *p = c.padded, *o = c.out;
  int64_t k = c.window, s = c.stride, channels = p[3], filters = o[3];
  want.assign(elementsOf(o, 4), 0.0f);
  tol.assign(want.size(), 0.0f);
  auto at = [&](int64_t n, int64_t y, int64_t x, int64_t ch) {
    return padded[((n * p[1] + y) * p[2] + x) * p[3] + ch];
  };
  size_t e = 0;
  for (int64_t n = 0; n < o[0]; ++n)
    for (int64_t oy = 0; oy < o[1]; ++oy)
      for (int64_t ox = 0; ox < o[2]; ++ox)
        for (int64_t f = 0; f < filters; ++f, ++e) {
          if (isMaxPool(c)) {
            float m = -INFINITY;
            for (int64_t ky = 0; ky < k; ++ky)
              for (int64_t kx = 0; kx < k; ++kx)
                m = std::max(m, at(n, oy * s + ky, ox * s + kx, f));
            want[e] = m;
            continue;
          }
          double sum = 0, magnitude = 0;
          int64_t terms = 0;
          for (int64_t ky = 0; ky < k; ++ky)
            for (int64_t kx = 0; kx < k; ++kx) {
              if (isDepthwise(c)) {
                double t = static_cast<double>(at(n, oy * s + ky, ox * s + kx, f)) *
                           w[(ky * k + kx) * channels + f];
                sum += t, magnitude += std::fabs(t), ++terms;
                continue;
              }
              for (int64_t ch = 0; ch < channels; ++ch) {
                double t = static_cast<double>(at(n, oy * s + ky, ox * s + kx, ch)) *
                           w[((ky * k + kx) * channels + ch) * filters + f];
                sum += t, magnitude += std::fabs(t), ++terms;
              }
            }
          want[e] = static_cast<float>(sum);
          tol[e] = static_cast<float>((terms + 2) * FLT_EPSILON * magnitude);
        }
}

/// Every element of `got` within `tol` of `want` (equal, for infinities).
bool closeResult(const std::vector<float> &want, const std::vector<float> &tol,
                 const float *got, const std::string &what) {
  for (size_t i = 0; i < want.size(); ++i)
    if (!(want[i] == got[i] || std::fabs(want[i] - got[i]) <= tol[i])) {
      std::fprintf(stderr,
                   "MISMATCH %s at element %zu: want %.9g (tolerance %.3g) "
                   "got %.9g\n",
                   what.c_str(), i, want[i], tol[i], got[i]);
      return false;
    }
  return true;
}

/// Calls a W7 - W9 kernel: (x, [w,] out), x of the padded shape for the
/// consumer alone.
void callWindowKernel(const WindowCase &c, void *fn, float *x, bool padded,
                      float *w, float *out) {
  using M4 = StridedMemRefType<float, 4>;
  M4 input = describe<4>(x, padded ? c.padded : c.in);
  M4 output = describe<4>(out, c.out);
  if (c.weightsRank == 0) {
    reinterpret_cast<void (*)(M4 *, M4 *)>(fn)(&input, &output);
  } else if (c.weightsRank == 3) {
    StridedMemRefType<float, 3> weights = describe<3>(w, c.weights);
    reinterpret_cast<void (*)(M4 *, StridedMemRefType<float, 3> *, M4 *)>(fn)(
        &input, &weights, &output);
  } else {
    M4 weights = describe<4>(w, c.weights);
    reinterpret_cast<void (*)(M4 *, M4 *, M4 *)>(fn)(&input, &weights,
                                                      &output);
  }
}

/// A W7 - W9 workload's buffers, shared by its contenders (one slot: every
/// output is at most 1.6 MB), each 64-byte aligned.
struct WindowData {
  AlignedFloats in, weights, out;
  /// The input padded in each mode: the consumer alone's input (and
  /// onednn-prepadded's, constant).
  std::map<std::string, AlignedFloats> padded;
};

#ifdef PAD_BENCH_ONEDNN
extern "C" int omp_get_max_threads();
extern "C" void omp_set_num_threads(int);

/// oneDNN on one thread whatever OMP_NUM_THREADS says (the smoke test runs
/// the parallel=true kernels on two) while it lives. oneDNN 2.6 has no
/// thread count of its own: it asks the OpenMP runtime, which is
/// pad-bench's libomp (libdnnl's GOMP_* and omp_* calls bind to it, the
/// first in the process's lookup order), when a primitive is created (its
/// kernels split the work then) and when it runs.
struct OneThread {
  int threads = omp_get_max_threads();
  OneThread() {
    if (threads != 1)
      omp_set_num_threads(1);
  }
  ~OneThread() {
    if (threads != 1)
      omp_set_num_threads(threads);
  }
};

/// One oneDNN primitive on the workload's buffers, with its weights
/// reordered once to the layout it chose (created with format_tag::any).
struct OneDnnOp {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  dnnl::primitive primitive;
  std::unordered_map<int, dnnl::memory> args;
  std::string impl;

  void run() {
    OneThread one;
    primitive.execute(stream, args);
    stream.wait();
  }
};

/// oneDNN's op of `c` on `src`: with its own padding (c.pad) on the
/// unpadded input, or with none on the input already padded.
std::shared_ptr<OneDnnOp> makeOneDnn(const WindowCase &c, float *src,
                                     bool prepadded, float *weights,
                                     float *dst) {
  using namespace dnnl;
  using tag = memory::format_tag;
  OneThread one;
  auto op = std::make_shared<OneDnnOp>();
  const int64_t *s = prepadded ? c.padded : c.in, *o = c.out;
  int64_t pad = prepadded ? 0 : c.pad;
  auto f32 = memory::data_type::f32;
  // oneDNN's dimensions are always N, C, H, W; the tag gives the layout.
  memory::desc srcMd({s[0], s[3], s[1], s[2]}, f32, tag::nhwc);
  memory::desc dstMd({o[0], o[3], o[1], o[2]}, f32, tag::nhwc);
  memory::dims strides{c.stride, c.stride}, pads{pad, pad},
      kernel{c.window, c.window};
  memory srcMem(srcMd, op->engine, src), dstMem(dstMd, op->engine, dst);
  if (isMaxPool(c)) {
    pooling_forward::desc d(prop_kind::forward_inference,
                            algorithm::pooling_max, srcMd, dstMd, strides,
                            kernel, pads, pads);
    pooling_forward::primitive_desc pd(d, op->engine);
    op->primitive = pooling_forward(pd);
    op->impl = pd.impl_info_str();
    op->args = {{DNNL_ARG_SRC, srcMem}, {DNNL_ARG_DST, dstMem}};
    return op;
  }
  // Depthwise: groups = channels, one input and one output channel per
  // group; hwigo is linalg's HWC, hwio its HWCF.
  int64_t k = c.window, channels = s[3];
  memory::dims wDims = isDepthwise(c)
                           ? memory::dims{channels, 1, 1, k, k}
                           : memory::dims{o[3], channels, k, k};
  memory::desc userMd(wDims, f32, isDepthwise(c) ? tag::hwigo : tag::hwio);
  memory::desc anyMd(wDims, f32, tag::any);
  convolution_forward::desc d(prop_kind::forward_inference,
                              algorithm::convolution_direct, srcMd, anyMd,
                              dstMd, strides, pads, pads);
  convolution_forward::primitive_desc pd(d, op->engine);
  memory user(userMd, op->engine, weights);
  memory chosen(pd.weights_desc(), op->engine);
  reorder(user, chosen).execute(op->stream, user, chosen);
  op->stream.wait();
  op->primitive = convolution_forward(pd);
  op->impl = pd.impl_info_str();
  op->args = {{DNNL_ARG_SRC, srcMem},
              {DNNL_ARG_WEIGHTS, chosen},
              {DNNL_ARG_DST, dstMem}};
  return op;
}

std::string oneDnnVersion() {
  const dnnl::version_t *v = dnnl::version();
  char text[64];
  std::snprintf(text, sizeof(text), "oneDNN %d.%d.%d", v->major, v->minor,
                v->patch);
  return text;
}
#endif

} // namespace

/// Registers `call` as contender `name` for --paired and Google Benchmark.
void addWindowContender(std::vector<DirectContender> &directs,
                        const std::string &name, std::function<void()> call,
                        size_t outBytes,
                        std::function<std::string()> prepare = {}) {
  directs.push_back({name, [call](size_t) { call(); }, prepare});
  benchmark::RegisterBenchmark(
      name.c_str(),
      [call, outBytes, prepare](benchmark::State &state) {
        if (prepare)
          state.SetLabel(prepare());
        for (auto _ : state) {
          call();
          benchmark::ClobberMemory();
        }
        state.SetBytesProcessed(state.iterations() * outBytes);
      })
      ->UseRealTime()
      ->Unit(benchmark::kMillisecond);
}

/// W7 - W9's contenders, each checked against windowReference first;
/// false if one differs.
bool addWindowCases(std::vector<DirectContender> &directs) {
  static std::map<std::string, WindowData> data;
  static const char *const kNames[] = {"fused-linalg", "fused-scf",
                                       "unfused-linalg", "unfused-scf",
                                       "consumer-alone"};
  static const char *const kScheduleNames[] = {"fused", "", "", "",
                                               "consumer-alone"};
  bool ok = true;
  for (const WindowCase &c : kWindowCases) {
    std::string prefix = std::string(c.workload) + "/" + c.mode + "/";
    auto [it, first] = data.try_emplace(c.workload);
    WindowData &d = it->second;
    if (first) {
      fillWindowData(d.in, elementsOf(c.in, 4), 0);
      fillWindowData(d.weights, elementsOf(c.weights, c.weightsRank), 1000);
      d.out.assign(elementsOf(c.out, 4), 0.0f);
    }
    AlignedFloats &padded = d.padded[c.mode];
    padded.resize(elementsOf(c.padded, 4));
    windowPad(c, d.in.data(), padded.data());
    std::vector<float> want, tol;
    windowReference(c, padded.data(), d.weights.data(), want, tol);
    size_t outBytes = d.out.size() * sizeof(float);
    float *in = d.in.data(), *w = d.weights.data(), *out = d.out.data(),
          *pin = padded.data();
    bool schedule = !c.kernels[1];
    for (int k = 0; k < 5; ++k) {
      void *fn = c.kernels[k];
      if (!fn)
        continue;
      const char *kernelName = schedule ? kScheduleNames[k] : kNames[k];
      bool alone = k == 4;
      float *x = alone ? pin : in;
      std::fill(d.out.begin(), d.out.end(), NAN);
      callWindowKernel(c, fn, x, alone, w, out);
      if (!closeResult(want, tol, out, prefix + kernelName))
        ok = false;
      addWindowContender(
          directs, prefix + kernelName,
          [&c, fn, x, alone, w, out] { callWindowKernel(c, fn, x, alone, w, out); },
          outBytes);
    }
#ifdef PAD_BENCH_ONEDNN
    if (schedule || std::strcmp(c.mode, "constant") != 0)
      continue;
    for (bool prepadded : {false, true}) {
      std::string name = prefix + (prepadded ? "onednn-prepadded" : "onednn");
      std::shared_ptr<OneDnnOp> op;
      try {
        op = makeOneDnn(c, prepadded ? pin : in, prepadded, w, out);
      } catch (const dnnl::error &e) {
        std::fprintf(stderr, "%s: oneDNN failed: %s (status %d)\n",
                     name.c_str(), e.what(), static_cast<int>(e.status));
        ok = false;
        continue;
      }
      std::fill(d.out.begin(), d.out.end(), NAN);
      op->run();
      if (!closeResult(want, tol, out, name))
        ok = false;
      std::string label = oneDnnVersion() + " " + op->impl;
      addWindowContender(
          directs, name, [op] { op->run(); }, outBytes,
          [label] { return label; });
    }
#endif
  }
  return ok;
}

int main(int argc, char **argv) {
  // Freed buffers go back to the heap and are reused, so page faults of
  // fresh allocations are not what the "new" form measures. Trimming is off
  // altogether (-1, mallopt(3)): with any finite threshold, freeing the
  // outputs a benchmark cycled through can hand gigabytes back to the kernel
  // at once, and the next benchmark then faults its buffers in again.
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, -1);
  mallopt(M_TOP_PAD, 64 << 20);
  std::printf("pad-bench: glibc malloc set with M_MMAP_MAX=0 (no mmap; "
              "M_MMAP_THRESHOLD is capped at 32 MiB on 64-bit glibc) and "
              "M_TRIM_THRESHOLD=-1 (never trim): freed buffers are reused, page faults "
              "of fresh allocations are not measured.\n");
  std::fflush(stdout);

  std::optional<std::string> pairedFilter = takeFlag(argc, argv, "paired");
  std::optional<std::string> pairedRounds =
      takeFlag(argc, argv, "paired_rounds");
  std::optional<std::string> pairedRoundMs =
      takeFlag(argc, argv, "paired_round_ms");
  std::vector<DirectContender> directs;

  static std::map<std::string, std::vector<Slot>> workloadSlots;
  static std::vector<std::vector<float>> references(sizeof(kCases) /
                                                    sizeof(kCases[0]));
  bool allOk = true;
  for (size_t ci = 0; ci < sizeof(kCases) / sizeof(kCases[0]); ++ci) {
    const BenchCase &c = kCases[ci];
    Geometry g = makeGeometry(c);
    size_t n = g.outElems();
    size_t outBytes = n * sizeof(float);
    std::string prefix = std::string(c.workload) + "/" + c.mode + "/";

    auto [it, firstCase] = workloadSlots.try_emplace(c.workload);
    std::vector<Slot> &slots = it->second;
    if (firstCase) {
      slots.resize(outBytes > kRotateAboveBytes ? kSlots : 1);
      for (Slot &slot : slots) {
        fillInput(slot.in, std::max<size_t>(g.inElems(), n));
        slot.out.assign(n, -1.0f);
      }
    }
    std::vector<float *> ins, outs;
    for (Slot &slot : slots) {
      ins.push_back(slot.in.data());
      outs.push_back(slot.out.data());
    }
    float *in = ins.front(), *out = outs.front();
    std::vector<float> &reference = references[ci];
    reference.resize(n);
    cxxLoop(g, c.mode, in, reference.data());
    if (c.consumer)
      applyConsumer(reference.data(), n);

    // Contenders that write into the caller's buffer: call i reads ins[j]
    // and writes outs[j], j = i % slots.
    // `prepare` (optional) runs before the timed loop and returns the
    // benchmark's label (DirectContender::prepare).
    auto add = [&](const std::string &name, auto fn,
                   std::function<std::string()> prepare = {}) {
      directs.push_back({prefix + name,
                         [fn, ins, outs](size_t i) {
                           size_t slot = i % outs.size();
                           fn(ins[slot], outs[slot]);
                         },
                         prepare});
      benchmark::RegisterBenchmark(
          (prefix + name).c_str(),
          [fn, ins, outs, outBytes, prepare](benchmark::State &state) {
            if (prepare)
              state.SetLabel(prepare());
            size_t next = 0;
            for (auto _ : state) {
              fn(ins[next], outs[next]);
              next = next + 1 == outs.size() ? 0 : next + 1;
              benchmark::ClobberMemory();
            }
            state.SetBytesProcessed(state.iterations() * outBytes);
          })
          ->UseRealTime()
          ->Unit(benchmark::kMillisecond);
    };
    // The `new` form: call i reads ins[j] and frees the result of
    // `slots` calls ago before allocating its own, so it cycles through as
    // many heap buffers as the other contenders do through `outs`. The ring
    // is filled before the timed loop, so the page faults of its first
    // allocations (about 10 us each in this VM, 0.2 s per 67 MB buffer) are
    // not timed; later rounds get the same, already mapped, memory back.
    auto addNew = [&](const std::string &name, auto fn) {
      // The paired mode's ring of live results, freed with the contender.
      auto live = std::make_shared<LiveResults>();
      directs.push_back({prefix + name, [fn, ins, live](size_t i) {
                           std::vector<void *> &ring = live->buffers;
                           size_t slot = i % ins.size();
                           if (ring.size() < ins.size()) {
                             ring.push_back(fn(ins[slot]));
                             return;
                           }
                           free(ring[slot]);
                           ring[slot] = fn(ins[slot]);
                         }});
      benchmark::RegisterBenchmark(
          (prefix + name).c_str(),
          [fn, ins, outBytes](benchmark::State &state) {
            std::vector<void *> live;
            for (float *source : ins)
              live.push_back(fn(source));
            size_t next = 0;
            for (auto _ : state) {
              free(live[next]);
              live[next] = fn(ins[next]);
              next = next + 1 == live.size() ? 0 : next + 1;
              benchmark::ClobberMemory();
            }
            for (void *p : live)
              free(p);
            state.SetBytesProcessed(state.iterations() * outBytes);
          })
          ->UseRealTime()
          ->Unit(benchmark::kMillisecond);
    };

    // memcpy, the non-temporal floor and the plain vector copy: once per
    // workload, of the output's size. vec-copy's copy is chosen before it
    // is first timed (chooseVecCopy) and named in its label.
    if (firstCase) {
      add("memcpy", [=](float *source, float *o) {
        std::memcpy(o, source, n * sizeof(float));
      });
      add("nt-copy", [=](float *source, float *o) { ntCopy(o, source, n); });
      auto choice = std::make_shared<VecCopyChoice>();
      add(
          "vec-copy",
          [=](float *source, float *o) { choice->copy(o, source, n); },
          [=] {
            chooseVecCopy(*choice, ins, outs, n);
            return choice->describe();
          });
    }
    add("cxx-loop", [=, mode = std::string(c.mode),
                     consumer = c.consumer](float *source, float *o) {
      cxxLoop(g, mode, source, o);
      if (consumer)
        applyConsumer(o, n);
    });
    std::fill_n(out, n, -1.0f);
    if (!c.consumer && openCVPad(c, g, in, out)) {
      if (!sameResult(reference, out, n, prefix + "opencv"))
        allOk = false;
      add("opencv", [=, &c](float *source, float *o) {
        openCVPad(c, g, source, o);
      });
    }
    for (int k = 0; k < kNumKernels; ++k) {
      void *fn = c.kernels[k];
      if (!fn)
        continue;
      bool into = kIntoSlot[k];
      std::string contender =
          std::string(c.consumer && k < 8 ? "unfused-" : "") + kKernelNames[k];
      std::string name = prefix + contender;
      std::fill_n(out, n, -1.0f);
      if (into) {
        // The slots' inputs hold at least the output's elements, so the
        // consumer alone reads them as the padded input.
        bool padded = k == kConsumerAloneSlot;
        callAnyRank(c, g, fn, true, in, out, padded);
        if (!padded && !sameResult(reference, out, n, name))
          allOk = false;
        add(contender, [=, &c](float *source, float *o) {
          callAnyRank(c, g, fn, true, source, o, padded);
        });
        continue;
      }
      KernelResult r = callAnyRank(c, g, fn, false, in, nullptr);
      if (!sameResult(reference, r.data, n, name))
        allOk = false;
      free(r.base);
      addNew(contender, [=, &c](float *source) {
        return callAnyRank(c, g, fn, false, source, nullptr).base;
      });
    }
  }
  bool windowOk = addWindowCases(directs);
  if (!allOk) {
    std::fprintf(stderr, "pad-bench: results differ from the C++ loop\n");
    return 1;
  }
  if (!windowOk) {
    std::fprintf(stderr, "pad-bench: W7 - W9 results differ from the C++ "
                         "reference\n");
    return 1;
  }
  std::printf("pad-bench: every contender's result equals the C++ loop's, "
              "element for element\n");
  std::printf("pad-bench: W7 - W9: every contender's result is within a "
              "float sum's rounding of the C++ reference, max pooling "
              "exactly; oneDNN contenders: %s\n",
#ifdef PAD_BENCH_ONEDNN
              oneDnnVersion().c_str()
#else
              "not built (no libdnnl-dev)"
#endif
  );
  std::fflush(stdout);

  if (pairedFilter)
    return runPaired(directs, std::regex(*pairedFilter),
                     pairedRounds ? std::atoi(pairedRounds->c_str()) : 101,
                     pairedRoundMs ? std::atof(pairedRoundMs->c_str()) : 5.0);

  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

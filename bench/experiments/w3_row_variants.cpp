//===- w3_row_variants.cpp - Row-kernel shapes for W3, side by side -------===//
//
// An experiment, not part of the suite: hand-written AVX-512 versions of the
// row structure a pad of W3 ([1,3,224,224] f32, symmetric, 1 on both sides of
// the last two dimensions) can be written with, timed against memcpy of the
// output in one process (medians of 41 rounds, in alternation). It asks
// whether the per-row structure of `--pad-row-stores` (docs/Design.md) is
// what keeps W3 above memcpy. Every variant is checked against a scalar loop
// first. Build and run (AVX-512 machine):
//
//   clang++-22 -O3 -march=native bench/experiments/w3_row_variants.cpp \
//     -o build/w3-row-variants && taskset -c 1 build/w3-row-variants
//
// The source, memcpy's source and the output sit in one page-aligned arena;
// the output starts `offset` bytes (argument, default 0) past a 4 KiB
// boundary relative to both sources. `... build/w3-row-variants sweep`
// times `current` against memcpy for offsets 0, 256, ..., 3840.
//
//   current     the structure `--pad-row-stores` emits: border element,
//               masked head store up to the next line, aligned stores,
//               masked tail store, border element
//   fixed-body  as current, with the aligned stores straight-line (static
//               count) plus at most one conditional store
//   row-local   the border elements blended into the head and tail vectors:
//               two masked stores and the aligned stores per row
//   ends        what `--pad-row-stores` emits now: an unaligned vector at
//               each end of the row instead of the masked stores
//   unaligned   unaligned stores only, no alignment arithmetic
//   unaligned256  the same with 32-byte vectors
//   realigned   aligned loads and aligned stores, the shift done in
//               registers (vpermt2ps)
//   rep-movsb   each row copied with `rep movsb`
//   vector-copy, movsb-copy   not pads: the output-size copy memcpy does,
//               as an AVX-512 loop and as one `rep movsb`
//
//===----------------------------------------------------------------------===//

#include <immintrin.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {
constexpr int kPlanes = 3, kH = 224, kW = 224, kOH = 226, kOW = 226;
constexpr size_t kOutElems = size_t(kPlanes) * kOH * kOW;

/// Symmetric mapping of an output row to its source row.
int sourceRow(int r) { return r == 0 ? 0 : (r == kOH - 1 ? kH - 1 : r - 1); }

/// Elements from `p` to the next 64-byte boundary.
int toNextLine(const float *p) {
  return int(((64 - (reinterpret_cast<uintptr_t>(p) & 63)) & 63) / 4);
}

__attribute__((noinline)) void scalarReference(float *o, const float *x) {
  for (int p = 0; p < kPlanes; ++p)
    for (int r = 0; r < kOH; ++r)
      for (int c = 0; c < kOW; ++c) {
        int sc = c == 0 ? 0 : (c == kOW - 1 ? kW - 1 : c - 1);
        o[(p * kOH + r) * kOW + c] = x[(p * kH + sourceRow(r)) * kW + sc];
      }
}

/// Calls `writeRow(source row, output row)` for every output row.
template <typename RowWriter>
inline void forEachRow(float *o, const float *x, RowWriter writeRow) {
  for (int p = 0; p < kPlanes; ++p)
    for (int r = 0; r < kOH; ++r)
      writeRow(x + (p * kH + sourceRow(r)) * kW, o + (p * kOH + r) * kOW);
}

__attribute__((noinline)) void current(float *o, const float *x) {
  forEachRow(o, x, [](const float *s, float *d) {
    d[0] = s[0];
    float *row = d + 1;
    int head = std::min(toNextLine(row), kW);
    __mmask16 m = (1u << head) - 1;
    _mm512_mask_storeu_ps(row, m, _mm512_maskz_loadu_ps(m, s));
    int i = head;
    for (; i + 16 <= kW; i += 16)
      _mm512_store_ps(row + i, _mm512_loadu_ps(s + i));
    m = (1u << (kW - i)) - 1;
    _mm512_mask_storeu_ps(row + i, m, _mm512_maskz_loadu_ps(m, s + i));
    d[kOW - 1] = s[kW - 1];
  });
}

__attribute__((noinline)) void fixedBody(float *o, const float *x) {
  constexpr int kMinBody = (kW - 15) / 16;
  forEachRow(o, x, [](const float *s, float *d) {
    d[0] = s[0];
    float *row = d + 1;
    int head = toNextLine(row);
    __mmask16 m = (1u << head) - 1;
    _mm512_mask_storeu_ps(row, m, _mm512_maskz_loadu_ps(m, s));
#pragma clang loop unroll(full)
    for (int k = 0; k < kMinBody; ++k)
      _mm512_store_ps(row + head + 16 * k, _mm512_loadu_ps(s + head + 16 * k));
    int i = head + kMinBody * 16;
    if (kW - i >= 16) {
      _mm512_store_ps(row + i, _mm512_loadu_ps(s + i));
      i += 16;
    }
    m = (1u << (kW - i)) - 1;
    _mm512_mask_storeu_ps(row + i, m, _mm512_maskz_loadu_ps(m, s + i));
    d[kOW - 1] = s[kW - 1];
  });
}

__attribute__((noinline)) void rowLocal(float *o, const float *x) {
  forEachRow(o, x, [](const float *s, float *d) {
    float *line = reinterpret_cast<float *>(reinterpret_cast<uintptr_t>(d) &
                                            ~uintptr_t(63));
    int off = int(d - line);
    // Lane off: the left border; lanes above it: the row's first elements.
    __m512 v = _mm512_mask_expandloadu_ps(_mm512_set1_ps(s[0]),
                                          __mmask16(0xFFFFu << (off + 1)), s);
    _mm512_mask_storeu_ps(line, __mmask16(0xFFFFu << off), v);
    int i = 15 - off;
    for (; i + 16 <= kW; i += 16)
      _mm512_store_ps(d + 1 + i, _mm512_loadu_ps(s + i));
    int t = kW - i;
    __m512 tail = _mm512_maskz_loadu_ps(__mmask16((1u << t) - 1), s + i);
    tail =
        _mm512_mask_mov_ps(tail, __mmask16(1u << t), _mm512_set1_ps(s[kW - 1]));
    _mm512_mask_storeu_ps(d + 1 + i, __mmask16((2u << t) - 1), tail);
  });
}

__attribute__((noinline)) void unalignedEnds(float *o, const float *x) {
  forEachRow(o, x, [](const float *s, float *d) {
    d[0] = s[0];
    float *row = d + 1;
    int head = toNextLine(row);
    _mm512_storeu_ps(row, _mm512_loadu_ps(s));
    int i = head;
    for (; i + 16 <= kW; i += 16)
      _mm512_store_ps(row + i, _mm512_loadu_ps(s + i));
    _mm512_storeu_ps(row + kW - 16, _mm512_loadu_ps(s + kW - 16));
    d[kOW - 1] = s[kW - 1];
  });
}

__attribute__((noinline)) void unalignedAll(float *o, const float *x) {
  forEachRow(o, x, [](const float *s, float *d) {
    d[0] = s[0];
    float *row = d + 1;
    int i = 0;
    for (; i + 16 <= kW; i += 16)
      _mm512_storeu_ps(row + i, _mm512_loadu_ps(s + i));
    if (i < kW)
      _mm512_storeu_ps(row + kW - 16, _mm512_loadu_ps(s + kW - 16));
    d[kOW - 1] = s[kW - 1];
  });
}

__attribute__((noinline)) void unaligned256(float *o, const float *x) {
  forEachRow(o, x, [](const float *s, float *d) {
    d[0] = s[0];
    float *row = d + 1;
    int i = 0;
    for (; i + 8 <= kW; i += 8)
      _mm256_storeu_ps(row + i, _mm256_loadu_ps(s + i));
    if (i < kW)
      _mm256_storeu_ps(row + kW - 8, _mm256_loadu_ps(s + kW - 8));
    d[kOW - 1] = s[kW - 1];
  });
}

// Aligned loads and aligned stores: each stored vector is two aligned source
// vectors combined by a run-time lane permutation (vpermt2ps).
__attribute__((noinline)) void realigned(float *o, const float *x) {
  forEachRow(o, x, [](const float *s, float *d) {
    d[0] = s[0];
    float *row = d + 1;
    int head = toNextLine(row);
    _mm512_storeu_ps(row, _mm512_loadu_ps(s));
    const float *src = s + head;
    const float *base = reinterpret_cast<const float *>(
        reinterpret_cast<uintptr_t>(src) & ~uintptr_t(63));
    int k = int(src - base);
    __m512i idx = _mm512_add_epi32(_mm512_set1_epi32(k),
        _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512 lo = _mm512_load_ps(base);
    int i = head, j = 0;
    for (; i + 16 <= kW; i += 16, j += 16) {
      __m512 hi = _mm512_load_ps(base + j + 16);
      _mm512_store_ps(row + i, _mm512_permutex2var_ps(lo, idx, hi));
      lo = hi;
    }
    _mm512_storeu_ps(row + kW - 16, _mm512_loadu_ps(s + kW - 16));
    d[kOW - 1] = s[kW - 1];
  });
}

// The row copied with `rep movsb` (as glibc's memcpy does at these sizes).
__attribute__((noinline)) void repMovsb(float *o, const float *x) {
  forEachRow(o, x, [](const float *s, float *d) {
    d[0] = s[0];
    void *dst = d + 1;
    const void *src = s;
    size_t n = kW * sizeof(float);
    asm volatile("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
    d[kOW - 1] = s[kW - 1];
  });
}

// Not a pad: the output-size copy memcpy does, as a plain AVX-512 loop of
// unaligned loads and stores (aligned when source and output are), to tell
// what memcpy gains from its own strategy (`rep movsb`) at this size.
__attribute__((noinline)) void vectorCopy(float *o, const float *x) {
  for (size_t i = 0; i + 16 <= kOutElems; i += 16)
    _mm512_storeu_ps(o + i, _mm512_loadu_ps(x + i));
  _mm512_storeu_ps(o + kOutElems - 16, _mm512_loadu_ps(x + kOutElems - 16));
}

// Not a pad either: the output-size copy as one `rep movsb`.
__attribute__((noinline)) void repMovsbCopy(float *o, const float *x) {
  void *dst = o;
  const void *src = x;
  size_t n = kOutElems * sizeof(float);
  asm volatile("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}

__attribute__((noinline)) void copyOutput(float *o, const float *x) {
  std::memcpy(o, x, kOutElems * sizeof(float));
}
} // namespace

/// Medians (us per call) of `kernels`, timed in alternation.
std::vector<double> medianTimes(
    const std::vector<
        std::pair<void (*)(float *, const float *), const float *>> &kernels,
    float *out) {
  constexpr int kRounds = 41, kCalls = 2000;
  std::vector<std::vector<double>> us(kernels.size());
  for (int round = 0; round < kRounds; ++round)
    for (size_t k = 0; k < kernels.size(); ++k) {
      auto start = std::chrono::steady_clock::now();
      for (int call = 0; call < kCalls; ++call)
        kernels[k].first(out, kernels[k].second);
      std::chrono::duration<double, std::micro> t =
          std::chrono::steady_clock::now() - start;
      us[k].push_back(t.count() / kCalls);
    }
  std::vector<double> medians;
  for (std::vector<double> &u : us) {
    std::sort(u.begin(), u.end());
    medians.push_back(u[kRounds / 2]);
  }
  return medians;
}

int main(int argc, char **argv) {
  constexpr size_t kSlot = 1 << 22; // 4 MiB per buffer, page aligned
  char *arena = static_cast<char *>(std::aligned_alloc(4096, 4 * kSlot));
  std::memset(arena, 0, 4 * kSlot);
  float *x = reinterpret_cast<float *>(arena);
  float *src = reinterpret_cast<float *>(arena + kSlot);
  std::vector<float> want(kOutElems);
  for (size_t i = 0; i < kOutElems; ++i)
    x[i] = src[i] = float(i % 1021) + 0.5f;
  scalarReference(want.data(), x);
  auto outAt = [&](size_t offset) {
    return reinterpret_cast<float *>(arena + 2 * kSlot + offset);
  };
  if (argc > 1 && std::strcmp(argv[1], "sweep") == 0) {
    for (size_t offset = 0; offset < 4096; offset += 256) {
      std::vector<double> m =
          medianTimes({{copyOutput, src}, {current, x}}, outAt(offset));
      std::printf(
          "offset %4zu  memcpy %6.2f us  current %6.2f us  ratio %.3f\n",
          offset, m[0], m[1], m[1] / m[0]);
    }
    return 0;
  }
  float *out = outAt(argc > 1 ? std::strtoul(argv[1], nullptr, 0) % 4096 : 0);
  using Kernel = void (*)(float *, const float *);
  struct Variant {
    const char *name;
    Kernel fn;
    const float *in;
  } variants[] = {{"memcpy", copyOutput, src},
                  {"current", current, x},
                  {"fixed-body", fixedBody, x},
                  {"row-local", rowLocal, x},
                  {"ends", unalignedEnds, x},
                  {"unaligned", unalignedAll, x},
                  {"unaligned256", unaligned256, x},
                  {"realigned", realigned, x},
                  {"rep-movsb", repMovsb, x},
                  {"vector-copy", vectorCopy, src},
                  {"movsb-copy", repMovsbCopy, src}};
  for (const Variant &v : variants) {
    if (v.fn == copyOutput || v.fn == vectorCopy || v.fn == repMovsbCopy)
      continue;
    std::fill(out, out + kOutElems, -1.0f);
    v.fn(out, v.in);
    if (std::memcmp(out, want.data(), kOutElems * sizeof(float))) {
      std::fprintf(stderr, "%s: wrong result\n", v.name);
      return 1;
    }
  }
  std::vector<std::pair<void (*)(float *, const float *), const float *>>
      kernels;
  for (const Variant &v : variants)
    kernels.push_back({v.fn, v.in});
  std::vector<double> m = medianTimes(kernels, out);
  for (size_t k = 0; k < m.size(); ++k)
    std::printf("%-11s %7.2f us  ratio to memcpy %.3f\n", variants[k].name,
                m[k], m[k] / m[0]);
  return 0;
}

//===- w3_rows_avx2.cpp - W3's row structures with AVX2, side by side -----===//
//
// An experiment, not part of the suite: hand-written AVX2 versions of the
// ways a pad of W3 ([1,3,224,224] f32, edge mode, 1 on both sides of the
// last two dimensions; output rows of 904 bytes) can order its stores,
// timed against a plain vector copy of the output (pad-bench's vec-copy) in
// alternating rounds: each round runs every variant for 300 calls, and a
// variant's figure is the median over the rounds of its time divided by
// vec-copy's in the same round (with the first and third quartile). Every
// variant is checked against a scalar loop first. It asks which part of
// the row kernel of `--pad-row-stores` and of the bands of
// `--pad-tile-rows` keeps W3 above the copy on an AVX2 machine (AMD Zen 3
// here: L2 512 KiB, so W3 runs from L3). Build and run:
//
//   clang++-22 -O3 -march=native bench/experiments/w3_rows_avx2.cpp \
//     -o build/w3-rows-avx2 && taskset -c 1 build/w3-rows-avx2 [heap]
//
// Source and output are page-aligned, or, with `heap`, std::vectors as in
// pad-bench (16-byte aligned).
//
//   band-N        the row kernel (64-byte head vector, aligned 64-byte
//                 body, two 64-byte tail vectors) over bands of N rows, and
//                 then the band's left and right border columns (the box
//                 decomposition of --convert-pad-to-linalg on the bands of
//                 --pad-tile-rows; 16 KiB bands are 18 rows)
//   row           each row's border elements right after the row
//   row-1tail     the same with one tail vector (a row of whole vectors)
//   row32         32-byte head, aligned 32-byte body and tail: the row
//                 kernel as it would be with AVX2-sized vectors
//   unaligned     unaligned 32-byte vectors only
//   prefetchw-N   `row` with a write prefetch N bytes ahead per vector
//   blend         the border elements permuted into the first and last
//                 vectors of the row: no scalar stores
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

/// Edge mapping of an output row (or column) to its source index.
int sourceIndex(int r, int extent) {
  return r == 0 ? 0 : (r == extent + 1 ? extent - 1 : r - 1);
}

/// Elements from `p` to the next `bytes`-byte boundary.
int toBoundary(const float *p, int bytes) {
  uintptr_t a = reinterpret_cast<uintptr_t>(p);
  return int(((bytes - (a & (bytes - 1))) & (bytes - 1)) / 4);
}

__attribute__((noinline)) void scalarReference(float *o, const float *x) {
  for (int p = 0; p < kPlanes; ++p)
    for (int r = 0; r < kOH; ++r)
      for (int c = 0; c < kOW; ++c)
        o[(p * kOH + r) * kOW + c] =
            x[(p * kH + sourceIndex(r, kH)) * kW + sourceIndex(c, kW)];
}

const float *sourceRow(const float *x, int p, int r) {
  return x + (p * kH + sourceIndex(r, kH)) * kW;
}
float *outputRow(float *o, int p, int r) { return o + (p * kOH + r) * kOW; }

void store64(float *d, const float *s, bool aligned) {
  __m256 a = _mm256_loadu_ps(s), b = _mm256_loadu_ps(s + 8);
  if (aligned) {
    _mm256_store_ps(d, a);
    _mm256_store_ps(d + 8, b);
  } else {
    _mm256_storeu_ps(d, a);
    _mm256_storeu_ps(d + 8, b);
  }
}

/// The copied part of one output row as --pad-row-stores writes it.
template <bool kTwoTails>
void rowKernel(float *d, const float *s) {
  float *row = d + 1;
  store64(row, s, false);
  int head = toBoundary(row, 64);
#pragma clang loop unroll(full)
  for (int k = 0; k < 13; ++k)
    store64(row + head + 16 * k, s + head + 16 * k, true);
  if (kTwoTails)
    store64(row + kW - 32, s + kW - 32, false);
  store64(row + kW - 16, s + kW - 16, false);
}

template <int kBand>
__attribute__((noinline)) void bands(float *o, const float *x) {
  for (int p = 0; p < kPlanes; ++p)
    for (int r0 = 0; r0 < kOH; r0 += kBand) {
      int r1 = std::min(r0 + kBand, kOH);
      for (int r = r0; r < r1; ++r)
        rowKernel<true>(outputRow(o, p, r), sourceRow(x, p, r));
      for (int r = r0; r < r1; ++r)
        outputRow(o, p, r)[0] = sourceRow(x, p, r)[0];
      for (int r = r0; r < r1; ++r)
        outputRow(o, p, r)[kOW - 1] = sourceRow(x, p, r)[kW - 1];
    }
}

template <bool kTwoTails, int kPrefetch = 0>
__attribute__((noinline)) void rows(float *o, const float *x) {
  for (int p = 0; p < kPlanes; ++p)
    for (int r = 0; r < kOH; ++r) {
      float *d = outputRow(o, p, r);
      const float *s = sourceRow(x, p, r);
      if (kPrefetch)
        for (int k = 0; k < kOW * 4; k += 64)
          __builtin_prefetch(reinterpret_cast<char *>(d) + k + kPrefetch, 1,
                             3);
      rowKernel<kTwoTails>(d, s);
      d[0] = s[0];
      d[kOW - 1] = s[kW - 1];
    }
}

__attribute__((noinline)) void rows32(float *o, const float *x) {
  for (int p = 0; p < kPlanes; ++p)
    for (int r = 0; r < kOH; ++r) {
      float *d = outputRow(o, p, r), *row = d + 1;
      const float *s = sourceRow(x, p, r);
      _mm256_storeu_ps(row, _mm256_loadu_ps(s));
      int head = toBoundary(row, 32);
#pragma clang loop unroll(full)
      for (int k = 0; k < 27; ++k)
        _mm256_store_ps(row + head + 8 * k, _mm256_loadu_ps(s + head + 8 * k));
      _mm256_storeu_ps(row + kW - 8, _mm256_loadu_ps(s + kW - 8));
      d[0] = s[0];
      d[kOW - 1] = s[kW - 1];
    }
}

__attribute__((noinline)) void unaligned(float *o, const float *x) {
  for (int p = 0; p < kPlanes; ++p)
    for (int r = 0; r < kOH; ++r) {
      float *d = outputRow(o, p, r);
      const float *s = sourceRow(x, p, r);
#pragma clang loop unroll(full)
      for (int k = 0; k < 28; ++k)
        _mm256_storeu_ps(d + 1 + 8 * k, _mm256_loadu_ps(s + 8 * k));
      d[0] = s[0];
      d[kOW - 1] = s[kW - 1];
    }
}

__attribute__((noinline)) void blend(float *o, const float *x) {
  const __m256i first = _mm256_setr_epi32(0, 0, 1, 2, 3, 4, 5, 6);
  const __m256i last = _mm256_setr_epi32(1, 2, 3, 4, 5, 6, 7, 7);
  for (int p = 0; p < kPlanes; ++p)
    for (int r = 0; r < kOH; ++r) {
      float *d = outputRow(o, p, r);
      const float *s = sourceRow(x, p, r);
      // d[0..7] = s0, s0 .. s6; d[218..225] = s217 .. s223, s223.
      _mm256_storeu_ps(d, _mm256_permutevar8x32_ps(_mm256_loadu_ps(s), first));
      int i = toBoundary(d, 32);
      if (i == 0)
        i = 8;
      for (; i < kOW - 8; i += 8)
        _mm256_store_ps(d + i, _mm256_loadu_ps(s + i - 1));
      _mm256_storeu_ps(d + kOW - 8,
                       _mm256_permutevar8x32_ps(_mm256_loadu_ps(s + kW - 8), last));
    }
}

/// pad-bench's vec-copy of the output size.
__attribute__((noinline)) void vecCopy(float *dst, const float *src) {
  size_t i = 0;
  for (; i + 32 <= kOutElems; i += 32) {
    __m256 a = _mm256_loadu_ps(src + i), b = _mm256_loadu_ps(src + i + 8),
           c = _mm256_loadu_ps(src + i + 16), d = _mm256_loadu_ps(src + i + 24);
    _mm256_storeu_ps(dst + i, a);
    _mm256_storeu_ps(dst + i + 8, b);
    _mm256_storeu_ps(dst + i + 16, c);
    _mm256_storeu_ps(dst + i + 24, d);
  }
  for (; i + 8 <= kOutElems; i += 8)
    _mm256_storeu_ps(dst + i, _mm256_loadu_ps(src + i));
  for (; i < kOutElems; ++i)
    dst[i] = src[i];
}

__attribute__((noinline)) void copyOutput(float *o, const float *x) {
  std::memcpy(o, x, kOutElems * sizeof(float));
}
} // namespace

int main(int argc, char **argv) {
  bool heap = argc > 1 && std::strcmp(argv[1], "heap") == 0;
  std::vector<float> heapIn, heapOut;
  float *x, *out;
  if (heap) {
    heapIn.assign(kOutElems, 0.0f);
    heapOut.assign(kOutElems, 0.0f);
    x = heapIn.data();
    out = heapOut.data();
  } else {
    x = static_cast<float *>(std::aligned_alloc(4096, 4 << 20));
    out = static_cast<float *>(std::aligned_alloc(4096, 4 << 20));
  }
  for (size_t i = 0; i < kOutElems; ++i)
    x[i] = float(i % 1021) + 0.5f;
  std::vector<float> want(kOutElems);
  scalarReference(want.data(), x);
  struct Variant {
    const char *name;
    void (*fn)(float *, const float *);
  } variants[] = {{"vec-copy", vecCopy},         {"memcpy", copyOutput},
                  {"band-18", bands<18>},        {"band-4", bands<4>},
                  {"band-2", bands<2>},          {"band-1", bands<1>},
                  {"row", rows<true>},           {"row-1tail", rows<false>},
                  {"row32", rows32},             {"unaligned", unaligned},
                  {"prefetchw-512", rows<true, 512>},
                  {"prefetchw-2048", rows<true, 2048>},
                  {"blend", blend}};
  constexpr int kVariants = sizeof(variants) / sizeof(variants[0]);
  for (int k = 2; k < kVariants; ++k) {
    std::fill(out, out + kOutElems, -1.0f);
    variants[k].fn(out, x);
    if (std::memcmp(out, want.data(), kOutElems * sizeof(float))) {
      std::fprintf(stderr, "%s: wrong result\n", variants[k].name);
      return 1;
    }
  }
  constexpr int kRounds = 101, kCalls = 300;
  std::vector<std::vector<double>> us(kVariants), ratio(kVariants);
  for (int round = 0; round < kRounds; ++round) {
    double t[kVariants];
    for (int k = 0; k < kVariants; ++k) {
      auto start = std::chrono::steady_clock::now();
      for (int call = 0; call < kCalls; ++call) {
        variants[k].fn(out, x);
        asm volatile("" ::: "memory");
      }
      std::chrono::duration<double, std::micro> d =
          std::chrono::steady_clock::now() - start;
      t[k] = d.count() / kCalls;
      us[k].push_back(t[k]);
    }
    for (int k = 0; k < kVariants; ++k)
      ratio[k].push_back(t[k] / t[0]);
  }
  for (int k = 0; k < kVariants; ++k) {
    std::sort(us[k].begin(), us[k].end());
    std::sort(ratio[k].begin(), ratio[k].end());
    std::printf("%-15s %6.2f us  / vec-copy %.3f (%.3f - %.3f)\n",
                variants[k].name, us[k][kRounds / 2], ratio[k][kRounds / 2],
                ratio[k][kRounds / 4], ratio[k][3 * kRounds / 4]);
  }
  return 0;
}

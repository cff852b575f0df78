/*===- sanitized_driver.c - Runs lowered pad kernels under ASan -----------===*
 *
 * The generic half of the executables built by pad_sanitized_exec.py. The
 * other half is a generated file of thunks (`pad_dispatch`, `pad_canary_*`)
 * that call each kernel's `_mlir_ciface_` entry point with its exact
 * prototype; the kernels themselves are the module lowered by
 * `pad-opt --pad-to-llvm` and compiled with `clang -fsanitize=address` after
 * every function was given the `sanitize_address` attribute.
 *
 * This file is compiled with `-fsanitize=address,undefined`. UBSan's checks
 * are inserted by clang's frontend, so they cover this driver and the thunks
 * only, never the lowered code (which reaches clang as LLVM IR).
 *
 * Usage:
 *   driver CASES RESULTS [FIRST [LAST]]  run cases FIRST..LAST (indices into
 *                                        CASES), appending results to RESULTS
 *   driver --canary store|load           overflow a buffer in lowered code on
 *                                        purpose: ASan must report it
 *
 * CASES is a stream of little-endian int64 records, one per case:
 *   magic, id, kernel, form (0 new, 1 into), rank, in_sizes[rank],
 *   out_sizes[rank], elem_bytes, n_ints, ints[n_ints], n_values,
 *   n_values * (2 words: the value's bytes), in_bytes,
 *   ceil(in_bytes / 8) words of input data.
 * For each case the driver prints `CASE <id>` before the call and
 * `DONE <id>` after it on stdout (unbuffered: a crash or an abort leaves the
 * culprit as the last `CASE` line), and appends to RESULTS:
 *   magic, id, rank, sizes[rank], flags, n_bytes, the result's elements in
 *   row-major order (ceil(n_bytes / 8) words).
 * flags: 1 = the returned buffer aliases an argument's buffer (the caller
 * could not free it), 2 = a non-empty result with a null aligned pointer.
 *
 * Buffers are allocated with their exact size, so ASan's redzones sit right
 * after the last element of every input and of every `into` destination.
 *===----------------------------------------------------------------------===*/

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RANK 8
#define CASE_MAGIC 0x45534143444150LL   /* "PADCASE" */
#define RESULT_MAGIC 0x534552444150LL   /* "PADRES" */

/* A memref descriptor of any rank up to MAX_RANK; the thunks convert it to
 * and from the exact layout of StridedMemRefType<T, R>. */
typedef struct {
  void *base, *aligned;
  int64_t offset;
  int64_t sizes[MAX_RANK], strides[MAX_RANK];
} Gen;

int pad_dispatch(int64_t kernel, Gen *res, Gen *in, Gen *out, Gen *vals,
                 const int64_t *ints);
void pad_canary_store(Gen *in, Gen *out);
int32_t pad_canary_load(Gen *m, int64_t index);

static void die(const char *msg) {
  fprintf(stderr, "sanitized_driver: %s\n", msg);
  exit(2);
}

/* Row-major strides; wrapping multiplication (a zero-size dimension may sit
 * next to extents near 2^63, whose product is never used). */
static void contiguous(Gen *g, int rank) {
  uint64_t acc = 1;
  for (int i = rank - 1; i >= 0; --i) {
    g->strides[i] = (int64_t)acc;
    acc *= (uint64_t)g->sizes[i];
  }
}

/* Number of elements, or -1 when it does not fit (then it is never used:
 * such a case is an expected abort or has a zero-size dimension). */
static int64_t volume(const int64_t *sizes, int rank) {
  int64_t n = 1;
  for (int i = 0; i < rank; ++i)
    if (sizes[i] == 0)
      return 0;
  for (int i = 0; i < rank; ++i)
    if (__builtin_mul_overflow(n, sizes[i], &n))
      return -1;
  return n;
}

static int64_t next(const int64_t **p, const int64_t *end) {
  if (*p >= end)
    die("truncated case file");
  return *(*p)++;
}

static void write_words(FILE *f, const void *data, size_t bytes) {
  static const char zeros[8];
  if (bytes && fwrite(data, 1, bytes, f) != bytes)
    die("cannot write results");
  if (bytes % 8 && fwrite(zeros, 1, 8 - bytes % 8, f) != 8 - bytes % 8)
    die("cannot write results");
}

static int run_canary(const char *which) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (!strcmp(which, "store")) {
    /* pad.pad constant below[1] above[1] of 8 bytes writes 10 bytes; the
     * destination claims 10 but holds 9: the last store overflows by one. */
    Gen in = {0}, out = {0};
    char *x = malloc(8), *y = malloc(9);
    memset(x, 1, 8);
    in.base = in.aligned = x;
    in.sizes[0] = 8;
    in.strides[0] = 1;
    out.base = out.aligned = y;
    out.sizes[0] = 10;
    out.strides[0] = 1;
    pad_canary_store(&in, &out);
    printf("canary store: no report\n");
    free(x);
    free(y);
    return 0;
  }
  if (!strcmp(which, "load")) {
    Gen m = {0};
    int32_t *x = malloc(4 * sizeof(int32_t));
    for (int i = 0; i < 4; ++i)
      x[i] = i;
    m.base = m.aligned = x;
    m.sizes[0] = 4;
    m.strides[0] = 1;
    int32_t v = pad_canary_load(&m, 4); /* one past the end */
    printf("canary load: no report (%d)\n", (int)v);
    free(x);
    return 0;
  }
  die("unknown canary");
  return 2;
}

int main(int argc, char **argv) {
  if (argc == 3 && !strcmp(argv[1], "--canary"))
    return run_canary(argv[2]);
  if (argc < 3 || argc > 5)
    die("usage: driver CASES RESULTS [FIRST [LAST]] | --canary store|load");
  /* cf.assert prints its message with puts() and aborts without flushing. */
  setvbuf(stdout, NULL, _IONBF, 0);

  FILE *cf = fopen(argv[1], "rb");
  if (!cf)
    die("cannot open the case file");
  fseek(cf, 0, SEEK_END);
  long fsize = ftell(cf);
  fseek(cf, 0, SEEK_SET);
  if (fsize < 0 || fsize % 8)
    die("malformed case file");
  int64_t *words = malloc(fsize ? (size_t)fsize : 8);
  if (fsize && fread(words, 1, (size_t)fsize, cf) != (size_t)fsize)
    die("cannot read the case file");
  fclose(cf);
  const int64_t *p = words, *end = words + fsize / 8;

  FILE *rf = fopen(argv[2], "ab");
  if (!rf)
    die("cannot open the result file");
  long first = argc > 3 ? atol(argv[3]) : 0;
  long last = argc > 4 ? atol(argv[4]) : -1;

  for (long index = 0; p < end; ++index) {
    if (next(&p, end) != CASE_MAGIC)
      die("bad case magic");
    int64_t id = next(&p, end), kernel = next(&p, end);
    int64_t form = next(&p, end), rank = next(&p, end);
    if (rank < 0 || rank > MAX_RANK)
      die("bad rank");
    Gen in = {0}, out = {0}, res = {0}, vals[2];
    memset(vals, 0, sizeof(vals));
    int64_t out_sizes[MAX_RANK];
    for (int i = 0; i < rank; ++i)
      in.sizes[i] = next(&p, end);
    for (int i = 0; i < rank; ++i)
      out_sizes[i] = next(&p, end);
    int64_t elem = next(&p, end), n_ints = next(&p, end);
    if (n_ints < 0 || n_ints > 64)
      die("bad number of index arguments");
    int64_t ints[64];
    for (int i = 0; i < n_ints; ++i)
      ints[i] = next(&p, end);
    int64_t n_values = next(&p, end);
    if (n_values < 0 || n_values > 2)
      die("bad number of values");
    int64_t value_words[2][2];
    for (int v = 0; v < n_values; ++v) {
      value_words[v][0] = next(&p, end);
      value_words[v][1] = next(&p, end);
    }
    int64_t in_bytes = next(&p, end);
    int64_t in_words = (in_bytes + 7) / 8;
    if (in_bytes < 0 || in_words > end - p)
      die("truncated input data");
    const int64_t *data = p;
    p += in_words;
    if (index < first || (last >= 0 && index > last))
      continue;

    printf("CASE %lld\n", (long long)id);
    /* Exact sizes: ASan's redzone starts right after the last byte. */
    char *x = malloc((size_t)in_bytes);
    if (in_bytes)
      memcpy(x, data, (size_t)in_bytes);
    in.base = in.aligned = x;
    contiguous(&in, (int)rank);
    char *y = NULL;
    int64_t out_elems = volume(out_sizes, (int)rank);
    int64_t out_bytes = out_elems > 0 ? out_elems * elem : 0;
    if (form == 1) {
      /* Expected aborts get an empty destination; the guard must fire
       * before anything is written. */
      y = malloc((size_t)out_bytes);
      memset(y, 0xA5, (size_t)out_bytes);
      out.base = out.aligned = y;
      for (int i = 0; i < rank; ++i)
        out.sizes[i] = out_sizes[i];
      contiguous(&out, (int)rank);
    }
    char *vbuf[2] = {NULL, NULL};
    for (int v = 0; v < n_values; ++v) {
      vbuf[v] = malloc((size_t)elem);
      memcpy(vbuf[v], value_words[v], (size_t)elem);
      vals[v].base = vals[v].aligned = vbuf[v];
    }

    if (pad_dispatch(kernel, &res, &in, &out, vals, ints) != 0)
      die("unknown kernel");

    const Gen *r = form == 1 ? &out : &res;
    int64_t flags = 0;
    int64_t n = volume(r->sizes, (int)rank);
    if (form == 0) {
      char *b = res.base;
      if (b && (b == x || b == (char *)vbuf[0] || b == (char *)vbuf[1]))
        flags |= 1;
      if (n > 0 && !res.aligned)
        flags |= 2;
    }
    int64_t n_bytes = n > 0 && !(flags & 2) ? n * elem : 0;
    char *flat = malloc((size_t)n_bytes);
    if (n_bytes) {
      /* Gather through the descriptor's offset and strides. */
      int64_t idx[MAX_RANK] = {0};
      for (int64_t k = 0; k < n; ++k) {
        int64_t off = r->offset;
        for (int i = 0; i < rank; ++i)
          off += idx[i] * r->strides[i];
        memcpy(flat + k * elem, (char *)r->aligned + off * elem,
               (size_t)elem);
        for (int i = (int)rank - 1; i >= 0; --i) {
          if (++idx[i] < r->sizes[i])
            break;
          idx[i] = 0;
        }
      }
    }
    int64_t head[3] = {RESULT_MAGIC, id, rank};
    write_words(rf, head, sizeof(head));
    write_words(rf, r->sizes, (size_t)rank * 8);
    int64_t tail[2] = {flags, n_bytes};
    write_words(rf, tail, sizeof(tail));
    write_words(rf, flat, (size_t)n_bytes);
    fflush(rf);
    free(flat);
    /* The caller owns a returned buffer and frees its base pointer (spec
     * section 2) -- unless it aliases an argument, which is reported. */
    if (form == 0 && !(flags & 1))
      free(res.base);
    free(x);
    free(y);
    free(vbuf[0]);
    free(vbuf[1]);
    printf("DONE %lld\n", (long long)id);
  }
  fclose(rf);
  free(words);
  return 0;
}

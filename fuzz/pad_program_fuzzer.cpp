//===- pad_program_fuzzer.cpp - structure-aware libFuzzer target ----------===//
//
// Decodes the fuzzer's bytes into one small program around `pad.pad` (spec
// sections 1 and 2), writes it as MLIR text and runs it through the whole
// project:
//
//   parse -> verify -> print/re-parse (custom and generic form)
//         -> --canonicalize
//         -> --convert-pad-to-linalg, --convert-pad-to-scf
//         -> --pad-to-destination-style, and a user's pipeline through the
//            form (--eliminate-empty-tensors, one route's patterns, the plain
//            pipeline) -> LLVM IR
//         -> --pad-to-llvm (lowering=linalg and lowering=scf) -> LLVM IR
//         -> every pad tiled through its TilingInterface (scf.for or
//            scf.forall, tile sizes drawn), then --pad-to-llvm -> LLVM IR
//
// The fuzzer computes the spec's shape formula and verifier rules itself (in
// 128-bit arithmetic) and checks the verifier against them: a program the
// spec accepts must verify, one it rejects must not. On a verified program,
// every pass and pipeline must succeed (the spec: every verified input
// lowers), leave no `pad.pad` behind, and `--pad-to-llvm` must leave only
// LLVM dialect ops that translate to LLVM IR. Any violation aborts, and so
// libFuzzer reports it like a crash.
//
// Diagnostics are swallowed (collected and printed only when the fuzzer
// aborts). PAD_FUZZ_DUMP=1 in the environment prints each generated program
// to stdout: run the binary on a crash file to get its .mlir reproducer.
//
//===----------------------------------------------------------------------===//

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Transforms/Passes.h"
#include "pad/Conversion/Passes.h"
#include "pad/Dialect/Pad/IR/PadDialect.h"
#include "pad/InitAllPad.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace mlir;

namespace {

using i128 = __int128;
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kDyn = kMin; // ShapedType::kDynamic

//===----------------------------------------------------------------------===//
// The generated program
//===----------------------------------------------------------------------===//

enum class ElemKind { Int, Index, Float, Complex };
struct ElemInfo {
  const char *name;
  int bits;  // storage bits of one element (complex: of one part)
  int bytes; // the verifier's element size (rule 10)
  ElemKind kind;
  const char *partName; // complex only: the part type
};
const ElemInfo kElems[] = {
    {"i1", 1, 1, ElemKind::Int, nullptr},
    {"i8", 8, 1, ElemKind::Int, nullptr},
    {"i16", 16, 2, ElemKind::Int, nullptr},
    {"i32", 32, 4, ElemKind::Int, nullptr},
    {"i64", 64, 8, ElemKind::Int, nullptr},
    {"index", 64, 8, ElemKind::Index, nullptr},
    {"f16", 16, 2, ElemKind::Float, nullptr},
    {"bf16", 16, 2, ElemKind::Float, nullptr},
    {"f32", 32, 4, ElemKind::Float, nullptr},
    {"f64", 64, 8, ElemKind::Float, nullptr},
    {"f8E4M3FN", 8, 1, ElemKind::Float, nullptr},
    {"f8E5M2", 8, 1, ElemKind::Float, nullptr},
    {"complex<f32>", 32, 8, ElemKind::Complex, "f32"},
    {"complex<f64>", 64, 16, ElemKind::Complex, "f64"},
};
constexpr int kNumElems = sizeof(kElems) / sizeof(kElems[0]);

const char *const kModes[] = {"constant", "edge", "reflect", "symmetric",
                              "wrap"};

/// One `below` / `above` entry.
struct Entry {
  enum Kind { Static, DynArg, DynConst } kind = Static;
  int64_t value = 0; // Static / DynConst: the amount
  bool isStatic() const { return kind == Static; }
};

struct PadSpec {
  int mode = 0; // index into kModes; 0 = constant
  std::vector<Entry> below, above;
  std::vector<int64_t> interior;
  bool writeInterior = false;
  enum ValueKind { NoValue, ValueArg, ValueConst } valueKind = NoValue;
  bool reuseValue = false; // second pad: the first pad's value SSA name
  // Result type: the inferred one, or a deliberately wrong one.
  bool wrongType = false;
};

//===----------------------------------------------------------------------===//
// Biased integer sources
//===----------------------------------------------------------------------===//

const int64_t kEdgeValues[] = {
    kMin + 1,           kMax,          kMax - 1,          -kMax + 1,
    int64_t(1) << 32,   -(int64_t(1) << 32), (int64_t(1) << 32) - 1,
    (int64_t(1) << 32) + 1, int64_t(1) << 31, -(int64_t(1) << 31),
    (int64_t(1) << 31) - 1, int64_t(1) << 62, -(int64_t(1) << 62),
    (int64_t(1) << 62) + 1, kMax / 2,      kMax / 2 + 1,      -(kMax / 2),
    int64_t(1) << 40,   int64_t(1) << 48, 4611686018427387903, 65535,
    65536,              -65536,        1000000007,        -1,
};
constexpr int kNumEdgeValues = sizeof(kEdgeValues) / sizeof(kEdgeValues[0]);

int64_t pickEdge(FuzzedDataProvider &fdp) {
  return kEdgeValues[fdp.ConsumeIntegralInRange<int>(0, kNumEdgeValues - 1)];
}

/// A pad amount: the whole int64 range (but never INT64_MIN, the dynamic
/// marker, which is handled by the caller), biased to small and edge values.
int64_t pickPad(FuzzedDataProvider &fdp) {
  switch (fdp.ConsumeIntegralInRange<int>(0, 15)) {
  case 8:
  case 9:
    return pickEdge(fdp);
  case 10: {
    int64_t v = fdp.ConsumeIntegral<int64_t>();
    return v == kMin ? kMin + 1 : v;
  }
  case 11:
    return fdp.ConsumeIntegralInRange<int64_t>(-1000, 1000);
  case 12: {
    int shift = fdp.ConsumeIntegralInRange<int>(0, 62);
    int64_t v = (int64_t(1) << shift) + fdp.ConsumeIntegralInRange<int>(-1, 1);
    return fdp.ConsumeBool() ? -v : v;
  }
  default:
    return fdp.ConsumeIntegralInRange<int64_t>(-4, 6);
  }
}

/// A static input extent: mostly 0-5, sometimes large.
int64_t pickExtent(FuzzedDataProvider &fdp) {
  switch (fdp.ConsumeIntegralInRange<int>(0, 15)) {
  case 14: {
    int64_t v = pickEdge(fdp);
    return v < 0 ? -v : v; // all edge values but kMin + 1 negate safely
  }
  case 15:
    return fdp.ConsumeIntegralInRange<int64_t>(0, kMax);
  case 13:
    return fdp.ConsumeIntegralInRange<int64_t>(6, 300);
  default:
    return fdp.ConsumeIntegralInRange<int64_t>(0, 5);
  }
}

//===----------------------------------------------------------------------===//
// The spec's shape formula and verifier rules, in 128 bits
//===----------------------------------------------------------------------===//

struct Inferred {
  bool valid = true;
  std::vector<int64_t> shape; // kDyn for dynamic
};

/// Spec section 1, "Shape" and "Verifier" (rules 3-6, 9, 10; rules 1, 2, 7
/// are the caller's: the generator writes the lists with the right lengths
/// unless it means to break them).
///
/// With `resolveConstants`, the entries that are `arith.constant` index
/// operands count as known amounts (INT64_MIN included: as a value it is a
/// legal amount), which gives the verdict on the program as it runs:
/// a program valid as written but invalid resolved must abort at run time
/// through the lowering's guards.
Inferred inferPad(const std::vector<int64_t> &argShape, const PadSpec &pad,
                  const ElemInfo &elem, bool resolveConstants = false) {
  Inferred res;
  bool constantMode = pad.mode == 0;
  auto known = [&](const Entry &e) {
    return e.isStatic() || (resolveConstants && e.kind == Entry::DynConst);
  };
  for (size_t i = 0; i < argShape.size(); ++i) {
    int64_t r = pad.interior.empty() ? 0 : pad.interior[i];
    if (r < 0) // rule 3
      res.valid = false;
    if (r != 0 && !constantMode) // rule 4
      res.valid = false;
    // A static entry of INT64_MIN is the dynamic marker: rule 2.
    if ((pad.below[i].isStatic() && pad.below[i].value == kMin) ||
        (pad.above[i].isStatic() && pad.above[i].value == kMin))
      res.valid = false;
  }
  if (pad.valueKind != PadSpec::NoValue && !constantMode) // rule 5
    res.valid = false;
  for (size_t i = 0; i < argShape.size(); ++i) {
    int64_t d = argShape[i];
    int64_t r = pad.interior.empty() ? 0 : pad.interior[i];
    if (d == kDyn) {
      res.shape.push_back(kDyn);
      continue;
    }
    i128 e = d == 0 ? 0 : (i128(d) - 1) * (i128(r) + 1) + 1;
    if (e > kMax) { // rule 9
      res.valid = false;
      res.shape.push_back(kDyn);
      continue;
    }
    const Entry &p = pad.below[i], &q = pad.above[i];
    if (!known(p) || !known(q) ||
        (p.isStatic() && p.value == kMin) || (q.isStatic() && q.value == kMin)) {
      res.shape.push_back(kDyn);
      continue;
    }
    i128 out = i128(p.value) + e + i128(q.value);
    if (out < 0)
      out = 0;
    if (out > kMax) { // rule 9
      res.valid = false;
      res.shape.push_back(kMax);
      continue;
    }
    if (!constantMode && d == 0 && out > 0) // rule 6
      res.valid = false;
    res.shape.push_back(int64_t(out));
  }
  // Rule 10 on the (inferred = written) result type.
  bool hasZero = false;
  for (int64_t s : res.shape)
    hasZero |= s == 0;
  if (!hasZero) {
    i128 bytes = elem.bytes;
    for (int64_t s : res.shape) {
      if (s == kDyn)
        continue;
      bytes *= s;
      if (bytes > kMax) {
        res.valid = false;
        break;
      }
    }
  }
  return res;
}

//===----------------------------------------------------------------------===//
// Text emission
//===----------------------------------------------------------------------===//

std::string tensorType(const std::vector<int64_t> &shape, const char *elem) {
  std::string s = "tensor<";
  for (int64_t d : shape) {
    s += d == kDyn ? std::string("?") : std::to_string(d);
    s += "x";
  }
  s += elem;
  s += ">";
  return s;
}

std::string hexBits(uint64_t bits, int width) {
  char buf[32];
  if (width < 64)
    bits &= (uint64_t(1) << width) - 1;
  std::snprintf(buf, sizeof(buf), "0x%0*" PRIX64, (width + 3) / 4, bits);
  return buf;
}

/// A decimal float literal representable (after rounding) in every float
/// type of the list, so it can appear in a dense literal.
const char *const kFloatLiterals[] = {"0.0",  "1.0", "-1.0",  "2.5",
                                      "-0.0", "0.5", "-3.75", "100.0",
                                      "7.0",  "-448.0", "0.125", "1.5e+01"};
constexpr int kNumFloatLiterals =
    sizeof(kFloatLiterals) / sizeof(kFloatLiterals[0]);

std::string elementLiteral(FuzzedDataProvider &fdp, const ElemInfo &elem) {
  switch (elem.kind) {
  case ElemKind::Int:
    if (elem.bits == 1)
      return fdp.ConsumeBool() ? "true" : "false";
    {
      int64_t lo = -(int64_t(1) << (std::min(elem.bits, 63) - 1));
      int64_t hi = elem.bits == 64 ? kMax : -lo - 1;
      if (fdp.ConsumeBool())
        return std::to_string(fdp.ConsumeIntegralInRange<int64_t>(-5, 9));
      return std::to_string(fdp.ConsumeIntegralInRange<int64_t>(lo, hi));
    }
  case ElemKind::Index:
    return std::to_string(fdp.ConsumeIntegralInRange<int64_t>(-5, 9));
  case ElemKind::Float:
    return kFloatLiterals[fdp.ConsumeIntegralInRange<int>(
        0, kNumFloatLiterals - 1)];
  case ElemKind::Complex: {
    std::string re = kFloatLiterals[fdp.ConsumeIntegralInRange<int>(
        0, kNumFloatLiterals - 1)];
    std::string im = kFloatLiterals[fdp.ConsumeIntegralInRange<int>(
        0, kNumFloatLiterals - 1)];
    return "(" + re + ", " + im + ")";
  }
  }
  return "0";
}

/// `dense<...>` for a small static shape.
std::string denseLiteral(FuzzedDataProvider &fdp,
                         const std::vector<int64_t> &shape,
                         const ElemInfo &elem) {
  int64_t numElements = 1;
  for (int64_t d : shape)
    numElements *= d;
  if (numElements == 0 || fdp.ConsumeBool())
    return "dense<" + elementLiteral(fdp, elem) + ">";
  // Nested lists, row-major.
  std::string s;
  std::function<void(size_t)> emit = [&](size_t dim) {
    if (dim == shape.size()) {
      s += elementLiteral(fdp, elem);
      return;
    }
    s += "[";
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i)
        s += ", ";
      emit(dim + 1);
    }
    s += "]";
  };
  emit(0);
  return "dense<" + s + ">";
}

/// A scalar constant op of the element type, with fuzzed bits.
std::string scalarConstant(FuzzedDataProvider &fdp, const std::string &name,
                           const ElemInfo &elem) {
  std::string s = "  " + name + " = ";
  switch (elem.kind) {
  case ElemKind::Int:
    if (elem.bits == 1)
      return s + "arith.constant " + (fdp.ConsumeBool() ? "true" : "false") +
             "\n";
    return s + "arith.constant " + elementLiteral(fdp, elem) + " : " +
           elem.name + "\n";
  case ElemKind::Index:
    return s + "arith.constant " + std::to_string(pickPad(fdp)) +
           " : index\n";
  case ElemKind::Float:
    if (fdp.ConsumeBool())
      return s + "arith.constant " +
             hexBits(fdp.ConsumeIntegral<uint64_t>(), elem.bits) + " : " +
             elem.name + "\n";
    return s + "arith.constant " + elementLiteral(fdp, elem) + " : " +
           elem.name + "\n";
  case ElemKind::Complex: {
    std::string re = kFloatLiterals[fdp.ConsumeIntegralInRange<int>(
        0, kNumFloatLiterals - 1)];
    std::string im = kFloatLiterals[fdp.ConsumeIntegralInRange<int>(
        0, kNumFloatLiterals - 1)];
    return s + "complex.constant [" + re + " : " + elem.partName + ", " + im +
           " : " + elem.partName + "] : " + elem.name + "\n";
  }
  }
  return s;
}

//===----------------------------------------------------------------------===//
// Decoding the bytes into a program
//===----------------------------------------------------------------------===//

struct Program {
  std::string text;
  bool expectValid = true; // the spec model's verdict on the text
  // The verdict on the program with its constant index operands and casts
  // resolved: false means it must abort at run time (a lowering guard).
  bool runtimeValid = true;
  bool maxInterior = false; // some interior entry is INT64_MAX
  // A constant input and a result with an extent over 2^16 once constants
  // fold: the folder may make a huge (splat or empty) constant.
  bool hugeConst = false;
  // A pad's input has an extent 0 that is dynamic in its type but static
  // once casts and constants are folded.
  bool hiddenZero = false;
  // Rank >= 2 and interior padding in an innermost dimension of extent 1
  // (constants and casts folded).
  bool interiorUnit = false;
};

PadSpec decodePad(FuzzedDataProvider &fdp, size_t rank) {
  PadSpec pad;
  // Mode: constant half of the time (it has the most features).
  pad.mode = fdp.ConsumeBool() ? 0 : fdp.ConsumeIntegralInRange<int>(0, 4);
  for (size_t i = 0; i < rank; ++i) {
    for (std::vector<Entry> *list : {&pad.below, &pad.above}) {
      Entry e;
      switch (fdp.ConsumeIntegralInRange<int>(0, 15)) {
      case 12:
      case 13:
        e.kind = Entry::DynArg;
        break;
      case 14:
        e.kind = Entry::DynConst;
        // Constant index operands become static entries when the
        // canonicalizer proves it legal: include the dynamic marker.
        e.value = fdp.ConsumeIntegralInRange<int>(0, 7) == 0 ? kMin
                                                             : pickPad(fdp);
        break;
      case 15:
        // Rarely, the reserved static INT64_MIN: the verifier must reject.
        e.value = fdp.ConsumeIntegralInRange<int>(0, 15) == 0 ? kMin
                                                              : pickPad(fdp);
        break;
      default:
        e.value = pickPad(fdp);
        break;
      }
      list->push_back(e);
    }
  }
  // Interior: constant mode only, mostly absent.
  bool wantInterior = pad.mode == 0 ? fdp.ConsumeIntegralInRange<int>(0, 3) == 0
                                    : fdp.ConsumeIntegralInRange<int>(0, 31) == 0;
  if (wantInterior && rank > 0) {
    pad.writeInterior = true;
    for (size_t i = 0; i < rank; ++i) {
      int64_t r;
      switch (fdp.ConsumeIntegralInRange<int>(0, 15)) {
      case 0:
      case 1:
      case 2:
      case 3:
      case 4:
        r = 0;
        break;
      case 13: {
        int64_t v = pickEdge(fdp);
        r = v < 0 ? -v : v;
        break;
      }
      case 14:
        r = fdp.ConsumeIntegralInRange<int64_t>(0, kMax);
        break;
      case 15:
        r = fdp.ConsumeIntegralInRange<int>(0, 7) == 0
                ? fdp.ConsumeIntegralInRange<int64_t>(kMin, -1)
                : fdp.ConsumeIntegralInRange<int64_t>(1, 3);
        break;
      default:
        r = fdp.ConsumeIntegralInRange<int64_t>(1, 3);
        break;
      }
      pad.interior.push_back(r);
    }
  }
  // Value: constant mode mostly; rarely in another mode (rule 5).
  int v = fdp.ConsumeIntegralInRange<int>(0, 7);
  if (pad.mode == 0 || v == 7) {
    if (v < 3)
      pad.valueKind = PadSpec::NoValue;
    else if (v < 5)
      pad.valueKind = PadSpec::ValueArg;
    else
      pad.valueKind = PadSpec::ValueConst;
    if (pad.mode != 0 && pad.valueKind == PadSpec::NoValue)
      pad.valueKind = PadSpec::ValueArg;
  }
  pad.wrongType = fdp.ConsumeIntegralInRange<int>(0, 15) == 0;
  return pad;
}

/// Writes a result type that differs from `inferred` on purpose.
std::string wrongResultType(FuzzedDataProvider &fdp,
                            const std::vector<int64_t> &inferred,
                            int elemIndex) {
  std::vector<int64_t> shape = inferred;
  int elem = elemIndex;
  switch (fdp.ConsumeIntegralInRange<int>(0, 3)) {
  case 0: // element type
    elem = (elemIndex + 1 + fdp.ConsumeIntegralInRange<int>(0, kNumElems - 2)) %
           kNumElems;
    break;
  case 1: // rank
    if (!shape.empty() && fdp.ConsumeBool())
      shape.pop_back();
    else
      shape.push_back(fdp.ConsumeIntegralInRange<int64_t>(0, 3));
    break;
  default: { // one dimension
    if (shape.empty()) {
      shape.push_back(1);
      break;
    }
    size_t i = fdp.ConsumeIntegralInRange<size_t>(0, shape.size() - 1);
    if (shape[i] == kDyn)
      shape[i] = fdp.ConsumeIntegralInRange<int64_t>(0, 5);
    else if (fdp.ConsumeBool())
      shape[i] = kDyn;
    else
      shape[i] = shape[i] == kMax ? kMax - 1 : shape[i] + 1;
    break;
  }
  }
  return tensorType(shape, kElems[elem].name);
}

Program decodeProgram(FuzzedDataProvider &fdp) {
  Program prog;
  size_t rank = fdp.ConsumeIntegralInRange<size_t>(0, 6);
  int elemIndex = fdp.ConsumeIntegralInRange<int>(0, kNumElems - 1);
  const ElemInfo &elem = kElems[elemIndex];

  // The input's shape; its byte size fits in 64 bits (a tensor that exists).
  std::vector<int64_t> argShape;
  for (size_t i = 0; i < rank; ++i) {
    if (fdp.ConsumeIntegralInRange<int>(0, 7) == 0)
      argShape.push_back(kDyn);
    else
      argShape.push_back(pickExtent(fdp));
  }
  {
    i128 bytes = elem.bytes;
    bool hasZero = false;
    for (int64_t d : argShape)
      hasZero |= d == 0;
    for (int64_t &d : argShape) {
      if (d == kDyn || hasZero)
        continue;
      if (bytes * d > kMax)
        d = 1;
      bytes *= d;
    }
  }

  // How the input is produced.
  bool staticSmall = true;
  int64_t numElements = 1;
  for (int64_t d : argShape) {
    if (d == kDyn || d > 64) {
      staticSmall = false;
      break;
    }
    numElements *= d;
    if (numElements > 64)
      staticSmall = false;
  }
  bool argConst = staticSmall && fdp.ConsumeIntegralInRange<int>(0, 3) == 0;
  // A tensor.cast erasing static extents in front of the pad.
  bool argCast = rank > 0 && fdp.ConsumeIntegralInRange<int>(0, 7) == 0;
  std::vector<int64_t> padArgShape = argShape;
  if (argCast)
    for (int64_t &d : padArgShape)
      if (fdp.ConsumeBool())
        d = kDyn;

  PadSpec pad1 = decodePad(fdp, rank);
  bool twoPads = fdp.ConsumeIntegralInRange<int>(0, 5) == 0;
  PadSpec pad2;
  if (twoPads) {
    pad2 = decodePad(fdp, rank);
    // Often the same mode and value, so the two compose.
    if (fdp.ConsumeBool()) {
      pad2.mode = pad1.mode;
      if (pad1.valueKind != PadSpec::NoValue &&
          pad2.valueKind != PadSpec::NoValue && fdp.ConsumeBool())
        pad2.reuseValue = true;
    }
  }
  bool insertIntoDest = fdp.ConsumeIntegralInRange<int>(0, 5) == 0;
  bool cInterface = fdp.ConsumeBool();

  // Now write the program.
  std::string args, body, retType;
  int argNo = 0;
  auto newArg = [&](const std::string &type) {
    std::string name = "%a" + std::to_string(argNo++);
    if (!args.empty())
      args += ", ";
    args += name + ": " + type;
    return name;
  };
  int ssaNo = 0;
  auto newSSA = [&] { return "%v" + std::to_string(ssaNo++); };

  std::string argName;
  if (argConst) {
    argName = newSSA();
    body += "  " + argName + " = arith.constant " +
            denseLiteral(fdp, argShape, elem) + " : " +
            tensorType(argShape, elem.name) + "\n";
  } else {
    argName = newArg(tensorType(argShape, elem.name));
  }
  if (argCast) {
    std::string cast = newSSA();
    body += "  " + cast + " = tensor.cast " + argName + " : " +
            tensorType(argShape, elem.name) + " to " +
            tensorType(padArgShape, elem.name) + "\n";
    argName = cast;
  }

  std::string valueName1;
  auto emitPad = [&](PadSpec &pad, const std::string &input,
                     const std::vector<int64_t> &inputShape,
                     std::vector<int64_t> &writtenShape,
                     bool &typeOk) -> std::string {
    std::string valueName;
    if (pad.reuseValue && !valueName1.empty()) {
      valueName = valueName1;
    } else if (pad.valueKind == PadSpec::ValueArg) {
      valueName = newArg(elem.name);
    } else if (pad.valueKind == PadSpec::ValueConst) {
      valueName = newSSA();
      body += scalarConstant(fdp, valueName, elem);
    }
    if (valueName1.empty())
      valueName1 = valueName;
    auto entryText = [&](const Entry &e) -> std::string {
      switch (e.kind) {
      case Entry::Static:
        return std::to_string(e.value);
      case Entry::DynArg:
        return newArg("index");
      case Entry::DynConst: {
        std::string n = newSSA();
        body += "  " + n + " = arith.constant " + std::to_string(e.value) +
                " : index\n";
        return n;
      }
      }
      return "0";
    };
    std::vector<std::string> below, above;
    for (const Entry &e : pad.below)
      below.push_back(entryText(e));
    for (const Entry &e : pad.above)
      above.push_back(entryText(e));

    Inferred inf = inferPad(inputShape, pad, elem);
    std::string resultType;
    if (pad.wrongType) {
      resultType = wrongResultType(fdp, inf.shape, elemIndex);
      typeOk = false;
    } else {
      resultType = tensorType(inf.shape, elem.name);
    }
    typeOk = typeOk && inf.valid;
    writtenShape = inf.shape;

    std::string r = newSSA();
    std::string line = "  " + r + " = pad.pad " + kModes[pad.mode] + " " +
                       input + " below[";
    for (size_t i = 0; i < below.size(); ++i)
      line += (i ? ", " : "") + below[i];
    line += "] above[";
    for (size_t i = 0; i < above.size(); ++i)
      line += (i ? ", " : "") + above[i];
    line += "]";
    if (pad.writeInterior) {
      line += " interior[";
      for (size_t i = 0; i < pad.interior.size(); ++i)
        line += (i ? ", " : "") + std::to_string(pad.interior[i]);
      line += "]";
    }
    if (!valueName.empty())
      line += " value " + valueName;
    line += " : " + tensorType(inputShape, elem.name) + " to " + resultType +
            "\n";
    body += line;
    retType = resultType;
    return r;
  };

  bool ok = true;
  std::vector<int64_t> shape1, shape2;
  std::string result = emitPad(pad1, argName, padArgShape, shape1, ok);
  std::vector<int64_t> finalShape = shape1;
  if (twoPads && ok) {
    result = emitPad(pad2, result, shape1, shape2, ok);
    finalShape = shape2;
  }
  prog.expectValid = ok;
  {
    Inferred r1 = inferPad(argShape, pad1, elem, /*resolveConstants=*/true);
    prog.runtimeValid = r1.valid;
    std::vector<int64_t> resolvedShape = r1.shape;
    if (twoPads && ok) {
      Inferred r2 = inferPad(r1.shape, pad2, elem, /*resolveConstants=*/true);
      prog.runtimeValid &= r2.valid;
      resolvedShape = r2.shape;
    }
    for (int64_t d : resolvedShape)
      prog.hugeConst |= argConst && d != kDyn && d > (int64_t(1) << 16);
    for (size_t i = 0; i < rank; ++i) {
      prog.hiddenZero |= argShape[i] == 0 && padArgShape[i] == kDyn;
      if (twoPads && ok)
        prog.hiddenZero |= r1.shape[i] == 0 && shape1[i] == kDyn;
    }
    if (rank >= 2) {
      auto unit = [&](const PadSpec &pad, const std::vector<int64_t> &shape) {
        return !pad.interior.empty() && pad.interior[rank - 1] > 0 &&
               shape[rank - 1] == 1;
      };
      prog.interiorUnit = unit(pad1, argShape) ||
                          (twoPads && ok && unit(pad2, r1.shape));
    }
  }
  for (const PadSpec *pad : {&pad1, &pad2})
    for (int64_t r : pad->interior)
      prog.maxInterior |= r == kMax;


  // Optionally insert the result into a destination argument (the pipeline
  // then lets the pad write into the caller's buffer).
  if (insertIntoDest && ok) {
    std::vector<int64_t> destShape, offsets;
    for (size_t i = 0; i < finalShape.size(); ++i) {
      int64_t d = finalShape[i];
      int64_t extra = 0, offset = 0;
      if (d != kDyn && d < (int64_t(1) << 40)) {
        // tensor.insert_slice wants every static offset inside the
        // destination, even for an empty slice.
        extra = fdp.ConsumeIntegralInRange<int64_t>(d == 0 ? 1 : 0, 2);
        offset = fdp.ConsumeIntegralInRange<int64_t>(0, d == 0 ? extra - 1
                                                               : extra);
      } else if (d == 0) {
        extra = 1;
      }
      destShape.push_back(d == kDyn ? kDyn : d + extra);
      offsets.push_back(offset);
    }
    // Only a destination that can exist: its byte size fits in 64 bits.
    i128 destBytes = elem.bytes;
    bool destFits = true, destEmpty = false;
    for (int64_t d : destShape)
      destEmpty |= d == 0;
    for (int64_t d : destShape) {
      if (d == kDyn || destEmpty)
        continue;
      destBytes *= d;
      if (destBytes > kMax) {
        destFits = false;
        break;
      }
    }
    if (destFits) {
      std::string offsetList, sizes, strides;
      for (size_t i = 0; i < finalShape.size(); ++i) {
        int64_t d = finalShape[i];
        std::string sep = i ? ", " : "";
        offsetList += sep + std::to_string(offsets[i]);
        strides += sep + "1";
        if (d == kDyn) {
          std::string c = newSSA(), dim = newSSA();
          body += "  " + c + " = arith.constant " + std::to_string(i) +
                  " : index\n";
          body += "  " + dim + " = tensor.dim " + result + ", " + c + " : " +
                  retType + "\n";
          sizes += sep + dim;
        } else {
          sizes += sep + std::to_string(d);
        }
      }
      std::string destType = tensorType(destShape, elem.name);
      std::string dest = newArg(destType);
      std::string r = newSSA();
      body += "  " + r + " = tensor.insert_slice " + result + " into " +
              dest + "[" + offsetList + "] [" + sizes + "] [" + strides +
              "] : " + retType + " into " + destType + "\n";
      result = r;
      retType = destType;
    }
  }

  body += "  return " + result + " : " + retType + "\n";
  prog.text = "func.func @f(" + args + ") -> " + retType +
              (cInterface ? " attributes {llvm.emit_c_interface}" : "") +
              " {\n" + body + "}\n";
  return prog;
}

//===----------------------------------------------------------------------===//
// Running the program
//===----------------------------------------------------------------------===//

struct Fuzzer {
  DialectRegistry registry;
  std::unique_ptr<MLIRContext> context;
  unsigned uses = 0;
  std::string diagnostics;
  std::string currentProgram;
  bool runtimeValid = true;
  // Known bug classes to fuzz around: PAD_FUZZ_SKIP=class,class,...
  // (see fuzz/README.md).
  llvm::StringSet<> skip;

  Fuzzer() {
    registerAllDialects(registry);
    registerAllExtensions(registry);
    registerAllToLLVMIRTranslations(registry);
    // The dialect with its interface models, as every tool registers it.
    pad::registerAllPadDialects(registry);
    if (const char *env = std::getenv("PAD_FUZZ_SKIP")) {
      SmallVector<StringRef> classes;
      StringRef(env).split(classes, ',', -1, /*KeepEmpty=*/false);
      for (StringRef c : classes)
        skip.insert(c.trim());
    }
  }

  bool skips(StringRef bugClass) const { return skip.contains(bugClass); }

  /// The context is reused, and replaced now and then: it keeps every type
  /// and attribute it ever uniqued.
  MLIRContext &getContext() {
    if (!context || ++uses > 2000) {
      context = std::make_unique<MLIRContext>(registry,
                                              MLIRContext::Threading::DISABLED);
      context->loadAllAvailableDialects();
      uses = 0;
    }
    return *context;
  }

  [[noreturn]] void fail(const char *what) {
    llvm::errs() << "\n==== pad-fuzz-program: " << what << " ====\n"
                 << "---- run time: "
                 << (runtimeValid ? "valid, or depends on arguments"
                                  : "must abort (a lowering guard)")
                 << " ----\n"
                 << "---- program ----\n"
                 << currentProgram << "---- diagnostics ----\n"
                 << diagnostics << "----\n";
    llvm::errs().flush();
    std::abort();
  }
};

Fuzzer &getFuzzer() {
  static Fuzzer *fuzzer = new Fuzzer();
  return *fuzzer;
}

bool anyPadOp(Operation *op) {
  bool found = false;
  op->walk([&](pad::PadLikeOpInterface) { found = true; });
  return found;
}

/// Upstream's plain pipeline (STYLE.md), from One-Shot Bufferize to LLVM.
void addPlainPipeline(PassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addNestedPass<func::FuncOp>(memref::createExpandStridedMetadataPass());
  pm.addNestedPass<func::FuncOp>(createLowerAffinePass());
  pm.addNestedPass<func::FuncOp>(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

/// Runs a pass pipeline on a clone of `module` and checks its result;
/// returns the result.
OwningOpRef<ModuleOp> runPipeline(Fuzzer &fz, ModuleOp module, const char *name,
                 llvm::function_ref<void(PassManager &)> build,
                 bool expectNoPad, bool expectLLVM, bool allowOpenMP = false) {
  OwningOpRef<ModuleOp> clone = module.clone();
  PassManager pm(clone.get()->getName());
  pm.enableVerifier(true);
  build(pm);
  if (failed(pm.run(*clone))) {
    std::string what = std::string("pass failure on a verified input: ") + name;
    fz.fail(what.c_str());
  }
  if (expectNoPad && anyPadOp(*clone)) {
    std::string what = std::string("pad.pad left after ") + name;
    fz.fail(what.c_str());
  }
  if (expectLLVM) {
    Operation *bad = nullptr;
    clone->walk([&](Operation *op) {
      if (op == clone->getOperation())
        return;
      StringRef ns = op->getName().getDialectNamespace();
      if (ns != "llvm" && !(allowOpenMP && ns == "omp"))
        bad = op;
    });
    if (bad) {
      std::string what = std::string("non-LLVM op left after ") + name + ": " +
                         bad->getName().getStringRef().str();
      fz.fail(what.c_str());
    }
    llvm::LLVMContext llvmContext;
    std::unique_ptr<llvm::Module> llvmModule =
        translateModuleToLLVMIR(*clone, llvmContext);
    if (!llvmModule) {
      std::string what =
          std::string("translation to LLVM IR failed after ") + name;
      fz.fail(what.c_str());
    }
  }
  return clone;
}

} // namespace

// A 64 MB quarantine and 8-frame allocation stacks (defaults 256 MB, 30)
// make the fuzzer about 1.5 times faster; ASAN_OPTIONS overrides both.
// (LLVM's allocator poisoning, which the uninstrumented libMLIR.so would
// trip over, is compiled out: cmake/PadAsanCompat.h.)
extern "C" const char *__asan_default_options() {
  return "quarantine_size_mb=64:malloc_context_size=8";
}
extern "C" const char *__ubsan_default_options() {
  return "print_stacktrace=1";
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  llvm::install_fatal_error_handler(
      [](void *, const char *reason, bool) {
        std::fprintf(stderr, "LLVM fatal error: %s\n", reason);
        std::abort();
      },
      nullptr);
  getFuzzer();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Fuzzer &fz = getFuzzer();
  FuzzedDataProvider fdp(data, size);
  Program prog = decodeProgram(fdp);
  fz.currentProgram = prog.text;
  fz.runtimeValid = prog.runtimeValid;
  fz.diagnostics.clear();
  static const bool dump = std::getenv("PAD_FUZZ_DUMP") != nullptr;
  if (dump)
    std::fprintf(stdout, "// expect %s; run time: %s%s%s%s%s\n%s\n",
                 prog.expectValid ? "valid" : "invalid",
                 prog.runtimeValid ? "valid or depends on arguments"
                                   : "must abort",
                 prog.hiddenZero ? "; hidden-zero" : "",
                 prog.maxInterior ? "; interior-max" : "",
                 prog.hugeConst ? "; huge-const" : "",
                 prog.interiorUnit ? "; interior-unit" : "",
                 prog.text.c_str());
  if (dump)
    std::fflush(stdout);

  MLIRContext &ctx = fz.getContext();
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    llvm::raw_string_ostream os(fz.diagnostics);
    os << diag << "\n";
    for (const Diagnostic &note : diag.getNotes())
      os << "  note: " << note << "\n";
    return success();
  });

  // Parse without verifying, then verify: a parse error is a generator bug
  // (the text is well formed) unless the spec rejects the program anyway.
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(prog.text, config, "fuzz-input");
  if (!module) {
    if (prog.expectValid)
      fz.fail("a valid program did not parse");
    return 0;
  }
  bool verified = succeeded(verify(*module));
  if (verified != prog.expectValid)
    fz.fail(verified ? "the verifier accepted a program the spec rejects"
                     : "the verifier rejected a program the spec accepts");
  if (!verified)
    return 0;

  // Round trips: custom form and generic form print, re-parse and verify.
  for (bool generic : {false, true}) {
    std::string printed;
    {
      llvm::raw_string_ostream os(printed);
      OpPrintingFlags flags;
      if (generic)
        flags.printGenericOpForm();
      module->print(os, flags);
    }
    OwningOpRef<ModuleOp> reparsed = parseSourceString<ModuleOp>(
        printed, ParserConfig(&ctx), "fuzz-roundtrip");
    if (!reparsed) {
      fz.diagnostics += "---- printed ----\n" + printed;
      fz.fail(generic ? "generic-form round trip failed"
                      : "custom-form round trip failed");
    }
  }

  OwningOpRef<ModuleOp> canonical = runPipeline(
      fz, *module, "canonicalize",
      [](PassManager &pm) { pm.addPass(createCanonicalizerPass()); },
      /*expectNoPad=*/false, /*expectLLVM=*/false);
  // Known bug classes, skipped on request (PAD_FUZZ_SKIP).
  if ((fz.skips("guarded") && !prog.runtimeValid) ||
      (fz.skips("interior-max") && prog.maxInterior) ||
      (fz.skips("hidden-zero") && prog.hiddenZero) ||
      (fz.skips("interior-unit") && prog.interiorUnit))
    return 0;

  runPipeline(
      fz, *module, "convert-pad-to-linalg",
      [](PassManager &pm) { pm.addPass(pad::createConvertPadToLinalgPass()); },
      /*expectNoPad=*/true, /*expectLLVM=*/false);
  runPipeline(
      fz, *module, "convert-pad-to-scf",
      [](PassManager &pm) { pm.addPass(pad::createConvertPadToSCFPass()); },
      /*expectNoPad=*/true, /*expectLLVM=*/false);
  // The canonical form lowers too (its pads may have folded casts and
  // constants in); one of the two conversions, chosen by the input.
  if (fdp.ConsumeBool())
    runPipeline(
        fz, *canonical, "canonicalize, then convert-pad-to-linalg",
        [](PassManager &pm) {
          pm.addPass(pad::createConvertPadToLinalgPass());
        },
        /*expectNoPad=*/true, /*expectLLVM=*/false);
  else
    runPipeline(
        fz, *canonical, "canonicalize, then convert-pad-to-scf",
        [](PassManager &pm) { pm.addPass(pad::createConvertPadToSCFPass()); },
        /*expectNoPad=*/true, /*expectLLVM=*/false);

  // The destination-style form: the rewrite alone, then a user's pipeline
  // of upstream passes and the public pad passes (the form written in place
  // by upstream's empty-tensor elimination, lowered by one route's patterns,
  // chosen by the input) down to LLVM.
  runPipeline(
      fz, *module, "pad-to-destination-style",
      [](PassManager &pm) {
        pm.addNestedPass<func::FuncOp>(pad::createPadToDestinationStylePass());
      },
      /*expectNoPad=*/false, /*expectLLVM=*/false);
  bool formByLinalg = fdp.ConsumeBool();
  runPipeline(
      fz, *module,
      formByLinalg ? "pad-to-destination-style, eliminate-empty-tensors, "
                     "convert-pad-to-linalg, upstream's plain pipeline"
                   : "pad-to-destination-style, eliminate-empty-tensors, "
                     "convert-pad-to-scf, upstream's plain pipeline",
      [&](PassManager &pm) {
        pm.addNestedPass<func::FuncOp>(pad::createPadToDestinationStylePass());
        pm.addNestedPass<func::FuncOp>(
            bufferization::createEmptyTensorEliminationPass());
        if (formByLinalg)
          pm.addPass(pad::createConvertPadToLinalgPass());
        else
          pm.addPass(pad::createConvertPadToSCFPass());
        addPlainPipeline(pm);
      },
      /*expectNoPad=*/true, /*expectLLVM=*/true);

  // --pad-to-llvm, both routes; the tuning options from the remaining bytes.
  pad::PadToLLVMPipelineOptions defaults;
  int64_t bandBytes = defaults.bandBytes,
          threshold = defaults.streamingThreshold;
  switch (fdp.ConsumeIntegralInRange<int>(0, 3)) {
  case 1:
    bandBytes = fdp.ConsumeIntegralInRange<int64_t>(1, 256);
    break;
  case 2:
    threshold = fdp.ConsumeIntegralInRange<int64_t>(-1, 4096);
    break;
  default:
    break;
  }
  bool parallel = fdp.ConsumeIntegralInRange<int>(0, 7) == 7;
  if (fz.skips("parallel"))
    parallel = false;
  // Outlining into shared kernels and one-row bands; an input without these
  // bytes keeps the defaults (FuzzedDataProvider then yields the minimum).
  int64_t outlineMaxBytes = defaults.outlineMaxBytes;
  switch (fdp.ConsumeIntegralInRange<int>(0, 3)) {
  case 1: // Every pad lowered on its own.
    outlineMaxBytes = -1;
    break;
  case 2: // Every pad with known small extents outlined, or none but tiny.
    outlineMaxBytes = fdp.ConsumeIntegralInRange<int64_t>(0, 1 << 30);
    break;
  default:
    break;
  }
  int64_t rowBandsBelow = defaults.rowBandsBelow;
  switch (fdp.ConsumeIntegralInRange<int>(0, 3)) {
  case 1:
    rowBandsBelow = 0;
    break;
  case 2:
    rowBandsBelow = fdp.ConsumeIntegralInRange<int64_t>(-1, 1 << 16);
    break;
  default:
    break;
  }
  if (fz.skips("huge-const") && prog.hugeConst)
    return 0;
  for (pad::PadLowering lowering :
       {pad::PadLowering::Linalg, pad::PadLowering::SCF}) {
    std::string name =
        std::string("pad-to-llvm{lowering=") +
        (lowering == pad::PadLowering::Linalg ? "linalg" : "scf") +
        " band-bytes=" + std::to_string(bandBytes) +
        " streaming-threshold=" + std::to_string(threshold) +
        " parallel=" + (parallel ? "true" : "false") +
        " outline-max-bytes=" + std::to_string(outlineMaxBytes) +
        " row-bands-below=" + std::to_string(rowBandsBelow) + "}";
    runPipeline(
        fz, *module, name.c_str(),
        [&](PassManager &pm) {
          pad::PadToLLVMPipelineOptions options;
          options.lowering = lowering;
          options.bandBytes = bandBytes;
          options.streamingThreshold = threshold;
          options.parallel = parallel;
          options.outlineMaxBytes = outlineMaxBytes;
          options.rowBandsBelow = rowBandsBelow;
          pad::buildPadToLLVMPipeline(pm, options);
        },
        /*expectNoPad=*/true, /*expectLLVM=*/true, /*allowOpenMP=*/parallel);
  }

  // Tiling (spec section 5: every tile of a verified pad is expressible):
  // each pad tiled by upstream's tileUsingSCF with drawn sizes, the loops
  // scf.for or scf.forall, then --pad-to-llvm, whose checks of the whole
  // pad the tiles keep (reifyResultShapes).
  int loopKind = fdp.ConsumeIntegralInRange<int>(0, 2);
  if (loopKind == 0 || fz.skips("tiling"))
    return 0;
  OwningOpRef<ModuleOp> tiled = module->clone();
  SmallVector<pad::PadOp> pads;
  tiled->walk([&](pad::PadOp pad) { pads.push_back(pad); });
  IRRewriter rewriter(&ctx);
  for (auto [index, pad] : llvm::enumerate(pads)) {
    RankedTensorType source = pad.getArg().getType();
    RankedTensorType result = pad.getResultType();
    bool nonConstant = pad.getPadMode() != pad::PadMode::Constant;
    SmallVector<OpFoldResult> sizes;
    bool anyTiled = false;
    for (int64_t d = 0, e = result.getRank(); d < e; ++d) {
      int64_t size = fdp.ConsumeIntegralInRange<int64_t>(0, 5);
      // A static source extent of 0 in a non-constant mode with a dynamic
      // output extent: the tiler declines a static tile there (it could
      // run only for a pad that breaks rule 6).
      if (nonConstant && source.getDimSize(d) == 0 && result.isDynamicDim(d))
        size = 0;
      sizes.push_back(rewriter.getIndexAttr(size));
      anyTiled |= size != 0;
    }
    if (!anyTiled)
      continue;
    // Upstream's tilers (MLIR 22) cannot leave a static output extent of 0
    // untiled while tiling another dimension (an invalid
    // tensor.insert_slice): such a dimension is tiled too.
    for (int64_t d = 0, e = result.getRank(); d < e; ++d)
      if (result.getDimSize(d) == 0 && isZeroInteger(sizes[d]))
        sizes[d] = rewriter.getIndexAttr(1);
    scf::SCFTilingOptions options;
    options.setTileSizes(sizes);
    options.setLoopType(loopKind == 1 ? scf::SCFTilingOptions::LoopType::ForOp
                                      : scf::SCFTilingOptions::LoopType::ForallOp);
    // Said with any failure: the reproducer is this program tiled so.
    fz.diagnostics += std::string("tile_using_") +
                      (loopKind == 1 ? "for" : "forall") + " of the pad at " +
                      std::to_string(index) + " (in program order): tile_sizes [";
    for (auto [i, size] : llvm::enumerate(sizes))
      fz.diagnostics += (i ? ", " : "") +
                        std::to_string(*getConstantIntValue(size));
    fz.diagnostics += "]\n";
    if (std::getenv("PAD_FUZZ_DUMP"))
      std::fprintf(stdout, "// %s", fz.diagnostics.c_str()), std::fflush(stdout);
    rewriter.setInsertionPoint(pad);
    FailureOr<scf::SCFTilingResult> tiling = scf::tileUsingSCF(
        rewriter, cast<TilingInterface>(pad.getOperation()), options);
    if (failed(tiling))
      fz.fail(loopKind == 1 ? "tiling by scf.for failed on a verified pad"
                            : "tiling by scf.forall failed on a verified pad");
    rewriter.replaceOp(pad, tiling->replacements);
  }
  if (failed(verify(*tiled))) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    tiled->print(os, OpPrintingFlags().assumeVerified());
    fz.diagnostics += "---- tiled ----\n" + printed;
    fz.fail("the tiled program does not verify");
  }
  bool tiledByLinalg = fdp.ConsumeBool();
  runPipeline(
      fz, *tiled,
      loopKind == 1 ? "tiled by scf.for, then pad-to-llvm"
                    : "tiled by scf.forall, then pad-to-llvm",
      [&](PassManager &pm) {
        pad::PadToLLVMPipelineOptions options;
        options.lowering =
            tiledByLinalg ? pad::PadLowering::Linalg : pad::PadLowering::SCF;
        pad::buildPadToLLVMPipeline(pm, options);
      },
      /*expectNoPad=*/true, /*expectLLVM=*/true);
  return 0;
}

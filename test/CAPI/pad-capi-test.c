/*===- pad-capi-test.c - The pad dialect through its C API -----*- C -*-===*\
|*                                                                          *|
|* Plain C (compiled as C): creates a context with the pad dialect, parses  *|
|* a module with placeholders, builds pad.pad ops with the C builders       *|
|* (mixed pads, every mode, value, interior), reads them back with the      *|
|* accessors, verifies and prints them; with --lower, runs the pad-to-llvm  *|
|* pipeline through the C pass-manager API and prints the lowered module    *|
|* for mlir-runner. Checked by pad-capi.test.                               *|
\*===----------------------------------------------------------------------===*/

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "pad-c/Dialects.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void printToFile(MlirStringRef s, void *file) {
  fwrite(s.data, 1, s.length, (FILE *)file);
}

/* Diagnostics go to stdout (the test checks them), one per line. */
static MlirLogicalResult onDiagnostic(MlirDiagnostic d, void *userData) {
  (void)userData;
  printf("diagnostic: ");
  mlirDiagnosticPrint(d, printToFile, stdout);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static const char *kSource =
    "func.func private @printMemrefI32(memref<*xi32>)\n"
    "func.func @ngraph(%x: tensor<3x3xi32>, %v: i32, %lo: index) -> "
    "tensor<?x9xi32> attributes {no_inline} {\n"
    "  %placeholder = tensor.empty(%lo) : tensor<?x9xi32>\n"
    "  return %placeholder : tensor<?x9xi32>\n"
    "}\n"
    "func.func @modes(%x: tensor<2x3xf32>) {\n"
    "  return\n"
    "}\n"
    "func.func @main() {\n"
    "  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : "
    "tensor<3x3xi32>\n"
    "  %v = arith.constant 42 : i32\n"
    "  %lo = arith.constant 1 : index\n"
    "  %r = call @ngraph(%x, %v, %lo) : (tensor<3x3xi32>, i32, index) -> "
    "tensor<?x9xi32>\n"
    "  %m = bufferization.to_buffer %r : tensor<?x9xi32> to memref<?x9xi32>\n"
    "  %u = memref.cast %m : memref<?x9xi32> to memref<*xi32>\n"
    "  call @printMemrefI32(%u) : (memref<*xi32>) -> ()\n"
    "  return\n"
    "}\n";

/* The function of the module named `name`. */
static MlirOperation findFunc(MlirModule module, const char *name) {
  MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  while (!mlirOperationIsNull(op)) {
    MlirAttribute sym = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    if (!mlirAttributeIsNull(sym) &&
        mlirStringRefEqual(mlirStringAttrGetValue(sym),
                           mlirStringRefCreateFromCString(name)))
      return op;
    op = mlirOperationGetNextInBlock(op);
  }
  fprintf(stderr, "no function %s\n", name);
  exit(1);
}

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

/* Prints what the accessors read from `pad`; `lo` names one dynamic value. */
static void printAccessors(const char *what, MlirOperation pad, MlirValue lo) {
  intptr_t n = mlirPadPadOpGetNumPads(pad);
  printf("%s: is-pad %d mode %d pads %ld", what, mlirOperationIsAPadPadOp(pad),
         (int)mlirPadPadOpGetMode(pad), (long)n);
  for (int side = 0; side < 2; ++side) {
    printf(side ? " above [" : " below [");
    for (intptr_t i = 0; i < n; ++i) {
      int64_t s = side ? mlirPadPadOpGetStaticAbove(pad, i)
                       : mlirPadPadOpGetStaticBelow(pad, i);
      MlirValue d = side ? mlirPadPadOpGetDynamicAbove(pad, i)
                         : mlirPadPadOpGetDynamicBelow(pad, i);
      if (s == mlirShapedTypeGetDynamicSize())
        printf("%s%s", i ? " " : "",
               !mlirValueIsNull(lo) && mlirValueEqual(d, lo) ? "%lo" : "?");
      else
        printf("%s%lld%s", i ? " " : "", (long long)s,
               mlirValueIsNull(d) ? "" : "(value!)");
    }
    printf("]");
  }
  printf(" interior [");
  for (intptr_t i = 0; i < n; ++i)
    printf("%s%lld", i ? " " : "", (long long)mlirPadPadOpGetInterior(pad, i));
  printf("] value %s\n",
         mlirValueIsNull(mlirPadPadOpGetPadValue(pad)) ? "none" : "set");
}

int main(int argc, char **argv) {
  int lower = argc > 1 && strcmp(argv[1], "--lower") == 0;

  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__pad__(), registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, NULL, NULL);
  mlirRegisterPadPasses();

  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kSource));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "cannot parse the module\n");
    return 1;
  }
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  int64_t dyn = mlirShapedTypeGetDynamicSize();

  /* @ngraph: the seed's 3x3 example with a dynamic below[0]. */
  MlirBlock block = entryBlock(findFunc(module, "ngraph"));
  MlirValue x = mlirBlockGetArgument(block, 0);
  MlirValue v = mlirBlockGetArgument(block, 1);
  MlirValue lo = mlirBlockGetArgument(block, 2);
  MlirOperation placeholder = mlirBlockGetFirstOperation(block);
  MlirOperation ret = mlirOperationGetNextInBlock(placeholder);
  int64_t below[2] = {dyn, 2}, above[2] = {1, 0}, interior[2] = {1, 2};
  MlirOperation pad = mlirPadPadOpCreateMixed(
      loc, x, 2, below, 1, &lo, above, 0, NULL, MlirPadModeConstant, v,
      interior);
  mlirBlockInsertOwnedOperationBefore(block, ret, pad);
  mlirOperationSetOperand(ret, 0, mlirOperationGetResult(pad, 0));
  mlirOperationDestroy(placeholder);

  /* @modes: one static pad per other mode, without value or interior. */
  MlirBlock modesBlock = entryBlock(findFunc(module, "modes"));
  MlirValue y = mlirBlockGetArgument(modesBlock, 0);
  MlirOperation modesRet = mlirBlockGetFirstOperation(modesBlock);
  MlirValue none = {NULL};
  static const struct {
    MlirPadMode mode;
    int64_t below[2], above[2];
  } kModes[] = {{MlirPadModeEdge, {1, 0}, {0, 2}},
                {MlirPadModeReflect, {1, 2}, {1, 2}},
                {MlirPadModeSymmetric, {2, 3}, {0, 0}},
                {MlirPadModeWrap, {-1, 4}, {3, 0}}};
  MlirOperation modePads[4];
  for (int i = 0; i < 4; ++i) {
    modePads[i] = mlirPadPadOpCreate(loc, y, 2, kModes[i].below,
                                     kModes[i].above, kModes[i].mode, none,
                                     NULL);
    mlirBlockInsertOwnedOperationBefore(modesBlock, modesRet, modePads[i]);
  }

  MlirOperation moduleOp = mlirModuleGetOperation(module);
  if (!lower) {
    printAccessors("ngraph", pad, lo);
    printAccessors("edge", modePads[0], none);
    printAccessors("reflect", modePads[1], none);
    printAccessors("symmetric", modePads[2], none);
    printAccessors("wrap", modePads[3], none);
    printAccessors("not a pad", ret, none);

    /* Built, but the verifier rejects it (rule 4). */
    int64_t zero[2] = {0, 0}, one[2] = {0, 1};
    MlirOperation bad =
        mlirPadPadOpCreate(loc, y, 2, zero, zero, MlirPadModeEdge, none, one);
    printf("edge with interior verifies: %d\n", mlirOperationVerify(bad));
    mlirOperationDestroy(bad);

    /* Not built: the builders report and return null. */
    int64_t three[3] = {0, 0, 0};
    printf("rank 3 for rank 2: null %d\n",
           mlirOperationIsNull(mlirPadPadOpCreate(
               loc, y, 3, three, three, MlirPadModeConstant, none, NULL)));
    printf("scalar arg: null %d\n",
           mlirOperationIsNull(mlirPadPadOpCreate(
               loc, v, 0, NULL, NULL, MlirPadModeConstant, none, NULL)));
    printf("mode 7: null %d\n",
           mlirOperationIsNull(mlirPadPadOpCreate(
               loc, y, 2, zero, zero, (MlirPadMode)7, none, NULL)));
    int64_t dynamicMarker[2] = {0, INT64_MIN};
    printf("INT64_MIN above: null %d\n",
           mlirOperationIsNull(mlirPadPadOpCreate(
               loc, y, 2, zero, dynamicMarker, MlirPadModeConstant, none,
               NULL)));
    printf("missing dynamic value: null %d\n",
           mlirOperationIsNull(mlirPadPadOpCreateMixed(
               loc, x, 2, below, 0, NULL, above, 0, NULL,
               MlirPadModeConstant, v, NULL)));

    printf("module verifies: %d\n", mlirOperationVerify(moduleOp));
    mlirOperationPrint(moduleOp, printToFile, stdout);
    printf("\n");
  } else {
    MlirPassManager pm = mlirPassManagerCreate(ctx);
    MlirLogicalResult parsed = mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm),
        mlirStringRefCreateFromCString("builtin.module(pad-to-llvm)"),
        printToFile, stderr);
    if (mlirLogicalResultIsFailure(parsed) ||
        mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, moduleOp))) {
      fprintf(stderr, "pad-to-llvm failed\n");
      return 1;
    }
    mlirPassManagerDestroy(pm);
    mlirOperationPrint(moduleOp, printToFile, stdout);
    printf("\n");
  }

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

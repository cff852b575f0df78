//===- pad-promised-interfaces.cpp - The dialect promises its models ------===//
//
// `pad-promised-interfaces register|forget FILE` parses FILE with the pad
// dialect loaded, with everything registered (registerAllPadDialects) or
// the dialect alone, and asks every pad.pad for TilingInterface,
// ValueBoundsOpInterface and BufferizableOpInterface, printing each answer
// as it goes. The dialect attaches the first two itself; without pad.pad's
// bufferization model the dialect's promise (declarePromisedInterfaces)
// must turn the last question into an error naming the interface, not a
// silent "not bufferizable".
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Parser/Parser.h"
#include "pad/Dialect/Pad/IR/PadOps.h"
#include "pad/InitAllPad.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;

int main(int argc, char **argv) {
  if (argc != 3 || (std::strcmp(argv[1], "register") != 0 &&
                    std::strcmp(argv[1], "forget") != 0)) {
    llvm::errs() << "usage: pad-promised-interfaces register|forget FILE\n";
    return 2;
  }
  DialectRegistry registry;
  registry.insert<arith::ArithDialect, func::FuncDialect,
                  tensor::TensorDialect>();
  if (std::strcmp(argv[1], "register") == 0)
    pad::registerAllPadDialects(registry);
  else
    registry.insert<pad::PadDialect>();
  MLIRContext context(registry);
  OwningOpRef<Operation *> module =
      parseSourceFile(argv[2], ParserConfig(&context));
  if (!module)
    return 1;
  module->walk([](pad::PadOp op) {
    llvm::outs() << "TilingInterface: "
                 << (isa<TilingInterface>(op.getOperation()) ? "yes" : "no")
                 << "\n";
    llvm::outs().flush();
    llvm::outs() << "ValueBoundsOpInterface: "
                 << (isa<ValueBoundsOpInterface>(op.getOperation()) ? "yes"
                                                                     : "no")
                 << "\n";
    llvm::outs().flush();
    llvm::outs() << "BufferizableOpInterface: "
                 << (isa<bufferization::BufferizableOpInterface>(
                         op.getOperation())
                         ? "yes"
                         : "no")
                 << "\n";
  });
  return 0;
}

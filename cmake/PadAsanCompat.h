//===- PadAsanCompat.h - ASan beside an uninstrumented libMLIR -*- C++ -*-===//
//
// Force-included into every C++ file of a PAD_SANITIZE=address build (the
// top-level CMakeLists.txt). LLVM's BumpPtrAllocator and Recycler poison
// their free memory with __asan_poison_memory_region in inline code and
// unpoison each allocation in other inline code. The project's instrumented
// code instantiates the poisoning; Debian's uninstrumented libMLIR.so, where
// both compiled to nothing, then hands out memory of such a slab without
// unpoisoning it, and ASan reports a use-after-poison that is not one. Here
// the project's copies of that poisoning compile to nothing as well, as they
// do in libMLIR.so. ASan's own checks (heap, stack, globals) are unchanged,
// and no runtime option turns manual poisoning off for the process.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_CMAKE_PADASANCOMPAT_H
#define PAD_CMAKE_PADASANCOMPAT_H

#include "llvm/Support/Compiler.h"

#if LLVM_ADDRESS_SANITIZER_BUILD
#define __asan_poison_memory_region(p, size) ((void)(p), (void)(size))
#endif

#endif // PAD_CMAKE_PADASANCOMPAT_H

//===- AsanDefaultOptions.h - ASan defaults of the tools --------*- C++ -*-===//
//
// Included once by each tool's main file. In a PAD_SANITIZE=address build,
// LLVM's BumpPtrAllocator poisons its slabs from the project's instrumented
// inline code, and the uninstrumented libMLIR.so then allocates from them
// without unpoisoning, which ASan would report as a use-after-poison
// (fuzz/README.md): the tools ignore manual poisoning.
//
//===----------------------------------------------------------------------===//

#ifndef PAD_TOOLS_ASANDEFAULTOPTIONS_H
#define PAD_TOOLS_ASANDEFAULTOPTIONS_H

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}
#endif
#endif

#endif // PAD_TOOLS_ASANDEFAULTOPTIONS_H

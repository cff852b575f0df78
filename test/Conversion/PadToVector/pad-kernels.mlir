// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="vector-bytes=32 outline-max-bytes=512" \
// RUN: | FileCheck %s
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="vector-bytes=32 outline-max-bytes=-1" \
// RUN: | FileCheck %s --check-prefix=NONE
// RUN: pad-opt %s -split-input-file --convert-pad-to-vector="vector-bytes=32 outline-max-bytes=512 outline-large-bytes=-1" \
// RUN: | FileCheck %s --check-prefix=NOLARGE
// The pipeline hands its options down, and a user's pipeline of upstream
// passes gets the same calls.
// RUN: pad-opt %s -split-input-file --pad-to-llvm="vector-bytes=32 outline-max-bytes=512" \
// RUN:   --mlir-print-ir-after=convert-pad-to-vector -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=PIPE
// RUN: pad-opt %s -split-input-file --pad-to-destination-style --eliminate-empty-tensors \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --convert-pad-to-vector="vector-bytes=32 outline-max-bytes=512" \
// RUN: | FileCheck %s --check-prefix=PIPE

// With a negative outline-max-bytes nothing calls a pad kernel.
// NONE-NOT: call @__pad_{{constant|edge|reflect|symmetric|wrap}}_
// (A kernel's name ends in its vector width; a user's function may look
// like one otherwise.)
// NONE-NOT: func.func private @__pad_{{(constant|edge|reflect|symmetric|wrap)_[^(]*[0-9]}}(%

// A pad directly in a function, whose destination's known extents occupy at
// most outline-max-bytes, calls the kernel of its kind (mode, rank, element
// size, interior, value or not; vector width): every extent and amount
// dynamic. Its memrefs are cast to the kernel's dynamic types, and floats
// to the signless integer of their width, so that one kernel serves every
// element type of a size. Static amounts become constants (one per
// distinct value); the last argument says whether the stores stream
// (decided here: a static 320-byte output does not).
// CHECK-LABEL: func.func @same_kind_static(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<5x7xf32>, %[[D:[^:]*]]: memref<8x10xf32>)
//       CHECK:   %[[XC:.*]] = memref.cast %[[X]] : memref<5x7xf32> to memref<?x?xf32>
//       CHECK:   %[[XI:.*]] = arith.bitcast %[[XC]] : memref<?x?xf32> to memref<?x?xi32>
//       CHECK:   %[[DC:.*]] = memref.cast %[[D]] : memref<8x10xf32> to memref<?x?xf32>
//       CHECK:   %[[DI:.*]] = arith.bitcast %[[DC]] : memref<?x?xf32> to memref<?x?xi32>
//   CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   call @[[$K2:__pad_constant_2d_i32_32]](%[[XI]], %[[DI]], %[[C1]], %[[C2]], %[[C2]], %[[C1]], %[[FALSE]])
//  CHECK-SAME:     : (memref<?x?xi32>, memref<?x?xi32>, index, index, index, index, i1) -> ()
//  CHECK-NEXT:   return
func.func @same_kind_static(%x: memref<5x7xf32>, %d: memref<8x10xf32>) {
  pad.pad_into constant %x below[1, 2] above[2, 1] into %d : memref<5x7xf32> to memref<8x10xf32>
  return
}

// An i32 pad of the same kind calls the same kernel, with nothing to cast;
// dynamic amounts are passed as they are, crops too. A dynamic output
// decides at run time whether the stores stream (8 MiB, the default
// streaming-threshold).
// CHECK-LABEL: func.func @same_size_dynamic(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<?x?xi32>, %[[D:[^:]*]]: memref<?x?xi32>, %[[N:[^:]*]]: index)
//   CHECK-NOT:   memref.cast
//   CHECK-NOT:   arith.bitcast
//       CHECK:   %[[LARGE:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
//       CHECK:   call @[[$K2]](%[[X]], %[[D]], %[[N]], %[[CM1:c-1[_0-9]*]], %[[CM1]], %[[N]], %[[LARGE]])
//  CHECK-NEXT:   return
func.func @same_size_dynamic(%x: memref<?x?xi32>, %d: memref<?x?xi32>, %n: index) {
  pad.pad_into constant %x below[%n, -1] above[-1, %n] into %d : memref<?x?xi32> to memref<?x?xi32>
  return
}

// Mode, rank, element size, interior and the presence of a value each make
// a kind of their own; the value, cast to the kernel's element, comes
// before the streaming flag. f16 and bf16 share the i16 kernels; `index`
// has no fixed width and keeps its own.
// CHECK-LABEL: func.func @other_kinds(
//  CHECK-SAME:     %{{[^:]*}}: memref<4xi8>, %{{[^:]*}}: memref<6xi8>, %[[V:[^:]*]]: f16,
//       CHECK:   call @[[$EDGE:__pad_edge_1d_i8_32]](
//       CHECK:   call @[[$REFLECT:__pad_reflect_1d_i8_32]](
//       CHECK:   %[[VI:.*]] = arith.bitcast %[[V]] : f16 to i16
//       CHECK:   call @[[$VALUE:__pad_constant_1d_i16_value_32]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[VI]], %{{.*}}) : (memref<?xi16>, memref<?xi16>, index, index, i16, i1) -> ()
//       CHECK:   arith.bitcast %{{.*}} : memref<?xbf16> to memref<?xi16>
//       CHECK:   call @[[$I16:__pad_constant_1d_i16_32]](
//       CHECK:   call @[[$INTERIOR:__pad_constant_2d_i32_interior_1_0_32]](
//       CHECK:   call @[[$INDEX:__pad_wrap_1d_index_32]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<?xindex>, memref<?xindex>, index, index, i1) -> ()
func.func @other_kinds(%x: memref<4xi8>, %d: memref<6xi8>, %v: f16,
                       %h: memref<4xf16>, %hd: memref<6xf16>,
                       %b: memref<4xbf16>, %bd: memref<6xbf16>,
                       %y: memref<3x2xf32>, %yd: memref<5x2xf32>,
                       %i: memref<4xindex>, %id: memref<6xindex>) {
  pad.pad_into edge %x below[1] above[1] into %d : memref<4xi8> to memref<6xi8>
  pad.pad_into reflect %x below[1] above[1] into %d : memref<4xi8> to memref<6xi8>
  pad.pad_into constant %h below[1] above[1] value %v into %hd : memref<4xf16> to memref<6xf16>
  pad.pad_into constant %b below[1] above[1] into %bd : memref<4xbf16> to memref<6xbf16>
  pad.pad_into constant %y below[0, 0] above[0, 0] interior[1, 0] into %yd : memref<3x2xf32> to memref<5x2xf32>
  pad.pad_into wrap %i below[1] above[1] into %id : memref<4xindex> to memref<6xindex>
  return
}

// A pad that writes a fresh allocation first and whole (nothing uses it
// before) calls the kernel that allocates it: the allocation, its check
// and the descriptor are lowered once per kind. Its sizes are arguments;
// the kernel decides whether its stores stream. Where the allocation is
// used first, the pad writes it as a destination, checked at the call.
// CHECK-LABEL: func.func @fresh(
//  CHECK-SAME:     %[[X:[^:]*]]: memref<5x7xf32>, %[[N:[^:]*]]: index)
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[XI:.*]] = arith.bitcast %{{.*}} : memref<?x?xf32> to memref<?x?xi32>
//       CHECK:   %[[R:.*]] = call @[[$NEW:__pad_constant_2d_i32_new_32]](%[[XI]], %[[C1:c1[_0-9]*]], %[[C2:c2[_0-9]*]], %[[C2]], %[[C1]], %{{c8[_0-9]*}}, %{{c10[_0-9]*}})
//  CHECK-SAME:     : (memref<?x?xi32>, index, index, index, index, index, index) -> memref<?x?xi32>
//       CHECK:   %[[RF:.*]] = arith.bitcast %[[R]] : memref<?x?xi32> to memref<?x?xf32>
//       CHECK:   %[[OUT:.*]] = memref.cast %[[RF]] : memref<?x?xf32> to memref<8x10xf32>
//       CHECK:   %[[USED:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x10xf32>
//       CHECK:   llvm.call @__pad_alloc_failed
//       CHECK:   memref.store
//       CHECK:   call @[[$K2]](
//       CHECK:   return %[[OUT]], %[[USED]]
func.func @fresh(%x: memref<5x7xf32>, %n: index) -> (memref<8x10xf32>, memref<8x10xf32>) {
  %out = memref.alloc() {alignment = 64 : i64} : memref<8x10xf32>
  pad.pad_into constant %x below[1, 2] above[2, 1] into %out : memref<5x7xf32> to memref<8x10xf32>
  %used = memref.alloc() {alignment = 64 : i64} : memref<8x10xf32>
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %used[%c0, %c0] : memref<8x10xf32>
  pad.pad_into constant %x below[1, 2] above[2, 1] into %used : memref<5x7xf32> to memref<8x10xf32>
  return %out, %used : memref<8x10xf32>, memref<8x10xf32>
}

// A destination cut from a larger buffer: the kernel of its layout takes
// dynamic strides (the innermost 1, where it is statically), and writes in
// place. Where the innermost stride is not 1, every stride is dynamic.
// CHECK-LABEL: func.func @strided(
//       CHECK:   %[[VIEW:.*]] = memref.subview
//       CHECK:   %[[VC:.*]] = memref.cast %[[VIEW]] : memref<5xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
//       CHECK:   %[[VI:.*]] = arith.bitcast %[[VC]] : memref<?xf32, strided<[1], offset: ?>> to memref<?xi32, strided<[1], offset: ?>>
//       CHECK:   call @[[$STRIDED:__pad_edge_1d_i32_32]](%{{.*}}, %[[VI]], %{{.*}}) : (memref<?xi32>, memref<?xi32, strided<[1], offset: ?>>, index, index, i1) -> ()
//       CHECK:   memref.cast %{{.*}} : memref<5xf32, strided<[2], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
//       CHECK:   call @[[$STRIDED2:__pad_edge_1d_i32_32_[0-9]+]](%{{.*}}) : (memref<?xi32>, memref<?xi32, strided<[?], offset: ?>>, index, index, i1) -> ()
func.func @strided(%x: memref<3xf32>, %buffer: memref<16xf32>) {
  %view = memref.subview %buffer[2] [5] [1] : memref<16xf32> to memref<5xf32, strided<[1], offset: 2>>
  pad.pad_into edge %x below[1] above[1] into %view : memref<3xf32> to memref<5xf32, strided<[1], offset: 2>>
  %every_other = memref.subview %buffer[1] [5] [2] : memref<16xf32> to memref<5xf32, strided<[2], offset: 1>>
  pad.pad_into edge %x below[1] above[1] into %every_other : memref<3xf32> to memref<5xf32, strided<[2], offset: 1>>
  return
}

// Pads that keep their own lowering: a destination larger than max-bytes
// (12 x 12 f32 = 576 bytes; a dynamic extent counts as 1, so ? x 200 f32
// is larger too) and below large-bytes, a pad in a loop (a tile runs many
// times, and its specialised code is worth its size), and rank 0.
// CHECK-LABEL: func.func @kept_inline(
//   CHECK-NOT:   call @__pad_{{constant|edge}}
//       CHECK:   memref.subview %{{.*}}[1, 1] [10, 10] [1, 1] : memref<12x12xf32> to memref<10x10xf32, strided<[12, 1], offset: 13>>
//   CHECK-NOT:   call @__pad_{{constant|edge}}
//       CHECK:   memref.subview %{{.*}}[0, 1] [%{{.*}}, 198] [1, 1] : memref<?x200xf32, strided<[200, 1], offset: ?>> to memref<?x198xf32, strided<[200, 1], offset: ?>>
//   CHECK-NOT:   call @__pad_{{constant|edge}}
//       CHECK:   scf.for
//       CHECK:     memref.subview %{{.*}}[1] [3] [1] : memref<5xf32> to memref<3xf32, strided<[1], offset: 1>>
//       CHECK:     scf.for
//  CHECK-NEXT:       memref.load %{{.*}} : memref<3xf32>
//   CHECK-NOT:   call @__pad_{{constant|edge}}
//       CHECK:   linalg.copy ins(%{{.*}} : memref<f32>) outs(%{{.*}} : memref<f32>)
//  CHECK-NEXT:   return
func.func @kept_inline(%big: memref<10x10xf32>, %bigd: memref<12x12xf32>,
                       %wide: memref<?x198xf32>, %wided: memref<?x200xf32>,
                       %x: memref<3xf32>, %xd: memref<5xf32>,
                       %s: memref<f32>, %sd: memref<f32>, %n: index) {
  pad.pad_into constant %big below[1, 1] above[1, 1] into %bigd : memref<10x10xf32> to memref<12x12xf32>
  pad.pad_into edge %wide below[0, 1] above[0, 1] into %wided : memref<?x198xf32> to memref<?x200xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    pad.pad_into constant %x below[1] above[1] into %xd : memref<3xf32> to memref<5xf32>
  }
  pad.pad_into constant %s below[] above[] into %sd : memref<f32> to memref<f32>
  return
}

// The kernels: every extent and amount dynamic, internal linkage (modules
// lowered separately link), lowered in place as a pad of their kind. The
// fence after streaming stores runs where the caller said they stream.
//       CHECK: func.func private @[[$K2]](
//  CHECK-SAME:     %{{.*}}: memref<?x?xi32>, %{{.*}}: memref<?x?xi32>, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[S:.*]]: i1)
//  CHECK-SAME:     attributes {llvm.linkage = #llvm.linkage<internal>}
//   CHECK-NOT:   pad.pad_into
//       CHECK:   call @__pad_row_copy_2d_i32_32(%{{.*}}, %{{.*}}, %[[S]])
//   CHECK-NOT:   pad.pad_into
//       CHECK:   scf.if %[[S]] {
//  CHECK-NEXT:     llvm.fence seq_cst
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
//       CHECK: func.func private @[[$EDGE]](
//       CHECK: func.func private @[[$REFLECT]](
//       CHECK: func.func private @[[$VALUE]](
//  CHECK-SAME:     %{{.*}}: memref<?xi16>, %{{.*}}: memref<?xi16>, %{{.*}}: index, %{{.*}}: index, %[[VALUE:.*]]: i16, %{{.*}}: i1)
//       CHECK:   vector.broadcast %[[VALUE]] : i16 to vector<
//       CHECK: func.func private @[[$I16]](
//       CHECK: func.func private @[[$INTERIOR]](
//       CHECK: func.func private @[[$INDEX]](
//       CHECK: func.func private @[[$NEW]](
//  CHECK-SAME:     %[[SRC:[^:]*]]: memref<?x?xi32>, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[S0:[^:]*]]: index, %[[S1:[^:]*]]: index) -> memref<?x?xi32>
//       CHECK:   %[[OUT:.*]] = memref.alloc(%[[S0]], %[[S1]]) {alignment = 64 : i64} : memref<?x?xi32>
//  CHECK-NEXT:   memref.extract_aligned_pointer_as_index %[[OUT]]
//       CHECK:   llvm.call @__pad_alloc_failed
//       CHECK:   arith.cmpi sge
//       CHECK:   return %[[OUT]] : memref<?x?xi32>
//       CHECK: func.func private @[[$STRIDED]](
//       CHECK: func.func private @[[$STRIDED2]](
//   CHECK-NOT: func.func private @__pad_{{constant|edge|reflect|symmetric|wrap}}_

// PIPE-LABEL: func.func @same_kind_static(
//       PIPE:   call @__pad_constant_2d_i32_32(
// PIPE-LABEL: func.func @same_size_dynamic(
//       PIPE:   call @__pad_constant_2d_i32_32(
// PIPE-LABEL: func.func @other_kinds(
//       PIPE:   call @__pad_edge_1d_i8_32(

// -----

// A name that is taken: the kernel is renamed, and the user's function is
// left alone.
// CHECK: func.func private @__pad_constant_1d_i32_32()
func.func private @__pad_constant_1d_i32_32()
// CHECK-LABEL: func.func @name_taken(
//       CHECK:   call @__pad_constant_1d_i32_32_0(
//       CHECK: func.func private @__pad_constant_1d_i32_32_0(
func.func @name_taken(%x: memref<3xf32>, %d: memref<5xf32>) {
  pad.pad_into constant %x below[1] above[1] into %d : memref<3xf32> to memref<5xf32>
  return
}

// -----

// A user's function whose name begins with a kernel's, of the kernel's
// type, is the user's: the pad calls a kernel of its own (once, the user's
// empty function was called instead, and the pad never written).
// CHECK-LABEL: func.func private @__pad_edge_2d_i32_32_mine(
//  CHECK-NEXT:   return
// CHECK-LABEL: func.func @user_function_named_like_a_kernel(
//       CHECK:   call @__pad_edge_2d_i32_32(
//       CHECK: func.func private @__pad_edge_2d_i32_32(
//  CHECK-SAME:     attributes {llvm.linkage = #llvm.linkage<internal>}
func.func private @__pad_edge_2d_i32_32_mine(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %c: index, %d: index, %e: index, %f: index, %g: i1) {
  return
}
func.func @user_function_named_like_a_kernel(%a: memref<4x4xf32>, %v: memref<6x8xf32>) {
  pad.pad_into edge %a below[1, 2] above[1, 2] into %v : memref<4x4xf32> to memref<6x8xf32>
  return
}

// -----

// A large pad (at least outline-large-bytes, 1 MiB by default: here 4.6 MB)
// that writes a fresh allocation runs at the speed of memory, where the
// kernel of its kind writes as fast as its own lowering: it calls it. A
// pad between the two sizes (here 599 KiB) stays in cache and keeps its
// own lowering, and so does a large pad into a destination (its border
// gathers run faster than the kernel's). With a negative
// outline-large-bytes, every large pad stays inline.
// CHECK-LABEL: func.func @large(
// (The printer names each constant by its value: %c0, %c3.)
//       CHECK:   %[[R:.*]] = call @__pad_reflect_4d_i32_new_32(%{{.*}}, %[[C0:c0[_0-9]*]], %[[C0]], %[[C3:c3[_0-9]*]], %[[C3]], %[[C0]], %[[C0]], %[[C3]], %[[C3]], %{{c1[_0-9]*}}, %{{c64[_0-9]*}}, %{{c134[_0-9]*}}, %{{c134[_0-9]*}})
//   CHECK-NOT:   call @__pad_reflect
//       CHECK:   return
//       CHECK: func.func private @__pad_reflect_4d_i32_new_32(
// NOLARGE-LABEL: func.func @large(
//   NOLARGE-NOT:   call @__pad_reflect
//       NOLARGE:   return
func.func @large(%x: memref<1x64x128x128xf32>,
                 %y: memref<1x3x224x224xf32>, %yd: memref<1x3x226x226xf32>,
                 %zd: memref<1x64x134x134xf32>) -> memref<1x64x134x134xf32> {
  %xd = memref.alloc() : memref<1x64x134x134xf32>
  pad.pad_into reflect %x below[0, 0, 3, 3] above[0, 0, 3, 3] into %xd : memref<1x64x128x128xf32> to memref<1x64x134x134xf32>
  pad.pad_into reflect %y below[0, 0, 1, 1] above[0, 0, 1, 1] into %yd : memref<1x3x224x224xf32> to memref<1x3x226x226xf32>
  pad.pad_into reflect %x below[0, 0, 3, 3] above[0, 0, 3, 3] into %zd : memref<1x64x128x128xf32> to memref<1x64x134x134xf32>
  return %xd : memref<1x64x134x134xf32>
}

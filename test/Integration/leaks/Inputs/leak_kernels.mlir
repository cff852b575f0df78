// Kernels for the leak test (../leaks.test): every mode of pad.pad, each in a
// static and a dynamic form (extents `?`, pads and the pad value passed at
// run time), each returning a new buffer (`_new`: the caller frees its base
// pointer) or writing into a destination (`_into`:
// bufferization.materialize_in_destination ... restrict writable); constant
// mode with interior padding and a crop, reflect with OpenVINO's mixed pads,
// wrap with pads larger than the extent, and a pad of a pad (`chain`: the
// first result is a temporary the pipeline must free).
//
// The `@k_` prefix is replaced per route (`sed 's/@k_/@linalg_/g'`, `@scf_`)
// so that both lowerings link into one program (leak_driver.cpp).
//
// The input of every kernel is 3x4 with x[i][j] = 10 i + j + 1. The static
// and dynamic forms compute the same pads (the driver passes the static
// form's pads to the dynamic one):
//   constant  below[1, -1] above[2, 1] interior[1, 0] value 9.5   -> 8x4
//   edge      below[2, 1]  above[1, 3]                            -> 6x8
//   reflect   below[2, -1] above[-1, 3]                           -> 4x6
//   symmetric below[3, 2]  above[1, 4]                            -> 7x10
//   wrap      below[5, -2] above[4, 6]                            -> 12x8
//   chain     constant below[1, 1] above[1, 1] value 7, then
//             reflect below[2, 2] above[0, 3]                     -> 7x11

func.func @k_constant_static_new(%x: tensor<3x4xf32>) -> tensor<8x4xf32> attributes {llvm.emit_c_interface} {
  %v = arith.constant 9.5 : f32
  %r = pad.pad constant %x below[1, -1] above[2, 1] interior[1, 0] value %v : tensor<3x4xf32> to tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

func.func @k_constant_static_into(%x: tensor<3x4xf32>, %out: memref<8x4xf32>) attributes {llvm.emit_c_interface} {
  %v = arith.constant 9.5 : f32
  %r = pad.pad constant %x below[1, -1] above[2, 1] interior[1, 0] value %v : tensor<3x4xf32> to tensor<8x4xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8x4xf32>, memref<8x4xf32>) -> ()
  return
}

func.func @k_constant_dynamic_new(%x: tensor<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index, %v: f32) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad constant %x below[%lo0, %lo1] above[%hi0, %hi1] interior[1, 0] value %v : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @k_constant_dynamic_into(%x: tensor<?x?xf32>, %out: memref<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index, %v: f32) attributes {llvm.emit_c_interface} {
  %r = pad.pad constant %x below[%lo0, %lo1] above[%hi0, %hi1] interior[1, 0] value %v : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @k_edge_static_new(%x: tensor<3x4xf32>) -> tensor<6x8xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad edge %x below[2, 1] above[1, 3] : tensor<3x4xf32> to tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}

func.func @k_edge_static_into(%x: tensor<3x4xf32>, %out: memref<6x8xf32>) attributes {llvm.emit_c_interface} {
  %r = pad.pad edge %x below[2, 1] above[1, 3] : tensor<3x4xf32> to tensor<6x8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6x8xf32>, memref<6x8xf32>) -> ()
  return
}

func.func @k_edge_dynamic_new(%x: tensor<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad edge %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @k_edge_dynamic_into(%x: tensor<?x?xf32>, %out: memref<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) attributes {llvm.emit_c_interface} {
  %r = pad.pad edge %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @k_reflect_static_new(%x: tensor<3x4xf32>) -> tensor<4x6xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

func.func @k_reflect_static_into(%x: tensor<3x4xf32>, %out: memref<4x6xf32>) attributes {llvm.emit_c_interface} {
  %r = pad.pad reflect %x below[2, -1] above[-1, 3] : tensor<3x4xf32> to tensor<4x6xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4x6xf32>, memref<4x6xf32>) -> ()
  return
}

func.func @k_reflect_dynamic_new(%x: tensor<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad reflect %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @k_reflect_dynamic_into(%x: tensor<?x?xf32>, %out: memref<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) attributes {llvm.emit_c_interface} {
  %r = pad.pad reflect %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @k_symmetric_static_new(%x: tensor<3x4xf32>) -> tensor<7x10xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad symmetric %x below[3, 2] above[1, 4] : tensor<3x4xf32> to tensor<7x10xf32>
  return %r : tensor<7x10xf32>
}

func.func @k_symmetric_static_into(%x: tensor<3x4xf32>, %out: memref<7x10xf32>) attributes {llvm.emit_c_interface} {
  %r = pad.pad symmetric %x below[3, 2] above[1, 4] : tensor<3x4xf32> to tensor<7x10xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<7x10xf32>, memref<7x10xf32>) -> ()
  return
}

func.func @k_symmetric_dynamic_new(%x: tensor<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad symmetric %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @k_symmetric_dynamic_into(%x: tensor<?x?xf32>, %out: memref<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) attributes {llvm.emit_c_interface} {
  %r = pad.pad symmetric %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @k_wrap_static_new(%x: tensor<3x4xf32>) -> tensor<12x8xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad wrap %x below[5, -2] above[4, 6] : tensor<3x4xf32> to tensor<12x8xf32>
  return %r : tensor<12x8xf32>
}

func.func @k_wrap_static_into(%x: tensor<3x4xf32>, %out: memref<12x8xf32>) attributes {llvm.emit_c_interface} {
  %r = pad.pad wrap %x below[5, -2] above[4, 6] : tensor<3x4xf32> to tensor<12x8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<12x8xf32>, memref<12x8xf32>) -> ()
  return
}

func.func @k_wrap_dynamic_new(%x: tensor<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = pad.pad wrap %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @k_wrap_dynamic_into(%x: tensor<?x?xf32>, %out: memref<?x?xf32>, %lo0: index, %lo1: index, %hi0: index, %hi1: index) attributes {llvm.emit_c_interface} {
  %r = pad.pad wrap %x below[%lo0, %lo1] above[%hi0, %hi1] : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @k_chain_static_new(%x: tensor<3x4xf32>) -> tensor<7x11xf32> attributes {llvm.emit_c_interface} {
  %v = arith.constant 7.0 : f32
  %c = pad.pad constant %x below[1, 1] above[1, 1] value %v : tensor<3x4xf32> to tensor<5x6xf32>
  %r = pad.pad reflect %c below[2, 2] above[0, 3] : tensor<5x6xf32> to tensor<7x11xf32>
  return %r : tensor<7x11xf32>
}

func.func @k_chain_static_into(%x: tensor<3x4xf32>, %out: memref<7x11xf32>) attributes {llvm.emit_c_interface} {
  %v = arith.constant 7.0 : f32
  %c = pad.pad constant %x below[1, 1] above[1, 1] value %v : tensor<3x4xf32> to tensor<5x6xf32>
  %r = pad.pad reflect %c below[2, 2] above[0, 3] : tensor<5x6xf32> to tensor<7x11xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<7x11xf32>, memref<7x11xf32>) -> ()
  return
}

func.func @k_chain_dynamic_new(%x: tensor<?x?xf32>, %a: index, %b: index, %v: f32) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %c = pad.pad constant %x below[%a, %a] above[%a, %a] value %v : tensor<?x?xf32> to tensor<?x?xf32>
  %r = pad.pad reflect %c below[%b, %b] above[0, 3] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @k_chain_dynamic_into(%x: tensor<?x?xf32>, %out: memref<?x?xf32>, %a: index, %b: index, %v: f32) attributes {llvm.emit_c_interface} {
  %c = pad.pad constant %x below[%a, %a] above[%a, %a] value %v : tensor<?x?xf32> to tensor<?x?xf32>
  %r = pad.pad reflect %c below[%b, %b] above[0, 3] : tensor<?x?xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

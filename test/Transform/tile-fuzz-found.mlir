// RUN: pad-opt %s -split-input-file --transform-interpreter | FileCheck %s
// RUN: pad-opt %s -split-input-file --transform-interpreter --pad-to-llvm -o /dev/null

// Tiling corners the program fuzzer found (fuzz/README.md): each program
// tiles, and the tiled program lowers (the second RUN line).

// An output with a static extent of 0 beside an untiled extent of 2^62:
// no tile runs, and none is a pad (its static sizes would break rule 10):
// each is the tile's empty tensor, as for linalg.fill.
// CHECK-LABEL: func.func @empty_output_beside_a_huge_extent(
// CHECK:         scf.forall
// CHECK:           %[[T:.*]] = tensor.empty(%{{.*}}) : tensor<?x4611686018427387907x5xf32>
// CHECK:           tensor.parallel_insert_slice %[[T]]
// CHECK-NOT:     = pad.pad
func.func @empty_output_beside_a_huge_extent(%x: tensor<281x3x2xf32>) -> tensor<572x4611686018427387907x0xf32> {
  %r = pad.pad constant %x below[5, 1, 0] above[6, 4611686018427387903, -481] interior[1, 0, 0] : tensor<281x3x2xf32> to tensor<572x4611686018427387907x0xf32>
  return %r : tensor<572x4611686018427387907x0xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 tile_sizes [3, 0, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The same where the extents of 0 come from constant pads, the result type
// dynamic.
// CHECK-LABEL: func.func @empty_output_from_constant_pads(
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) in (0, 0)
// CHECK:           tensor.empty() : tensor<7174950201743163507x2x2xi8>
// CHECK-NOT:     = pad.pad
func.func @empty_output_from_constant_pads(%x: tensor<7174950201743163515x1x1xi8>) -> tensor<?x?x?xi8> {
  %m4 = arith.constant -4 : index
  %r = pad.pad edge %x below[%m4, %m4, %m4] above[%m4, %m4, %m4] : tensor<7174950201743163515x1x1xi8> to tensor<?x?x?xi8>
  return %r : tensor<?x?x?xi8>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 tile_sizes [0, 2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A dynamic extent whose pads are constants: the tiler's destination keeps
// the result's type (reifyResultShapes gives a dynamic extent as a value).
// CHECK-LABEL: func.func @constant_pads_dynamic_type(
// CHECK:         %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<12x?xf32>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[E]]) -> (tensor<12x?xf32>)
// CHECK:         return %{{.*}} : tensor<12x?xf32>
func.func @constant_pads_dynamic_type(%x: tensor<3x2xf32>) -> tensor<12x?xf32> {
  %c5 = arith.constant 5 : index
  %r = pad.pad constant %x below[3, %c5] above[6, 3] : tensor<3x2xf32> to tensor<12x?xf32>
  return %r : tensor<12x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A source extent of 0 behind a cast: the tile reads an empty window, not
// a slice (a slice of the folded cast would not verify at offset 0),
// dynamic where the source's type is.
// CHECK-LABEL: func.func @zero_extent_behind_a_cast(
// CHECK:         scf.for
// CHECK:           %[[W:.*]] = tensor.empty(%{{.*}}) : tensor<4x?xf32>
// CHECK:           pad.pad constant %[[W]]
func.func @zero_extent_behind_a_cast(%x: tensor<4x0xf32>, %p: index) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<4x0xf32> to tensor<4x?xf32>
  %r = pad.pad constant %c below[0, 1] above[%p, 3] : tensor<4x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A pad whose checks are known to fail (an extent of 2^63): the assert,
// then loops over an empty domain (a wrapped bound near INT64_MIN made the
// canonicalizer's trip-count arithmetic run away).
// CHECK-LABEL: func.func @checks_known_to_fail(
// CHECK:         cf.assert %false, "pad.pad: the output extent of dimension 1 does not fit in 64 bits"
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) in (6, 0)
func.func @checks_known_to_fail(%x: tensor<3x5xf32>) -> tensor<12x?xf32> {
  %big = arith.constant 9223372036854775806 : index
  %r = pad.pad constant %x below[4, -3] above[5, %big] : tensor<3x5xf32> to tensor<12x?xf32>
  return %r : tensor<12x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_forall %0 tile_sizes [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A reflect pad of an extent 0 behind a cast, to a non-empty output: its
// rule-6 check is known to fail, so its domain is empty as well; a tile,
// which never runs, pads an empty window typed as dynamically as the
// source (its own checks would abort if it ran), never a slice of it.
// CHECK-LABEL: func.func @hidden_zero_breaks_rule_6(
// CHECK:         cf.assert %false, "pad.pad: mode 'reflect' cannot pad dimension 1 of extent 0 to a non-empty output"
// CHECK:         scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %c0{{(_[0-9]+)?}} step %c2
// CHECK:           scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %c0{{(_[0-9]+)?}} step %c5
// CHECK:             %[[W:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK:             pad.pad reflect %[[W]] {{.*}} : tensor<?x?xf32> to tensor<?x?xf32>
func.func @hidden_zero_breaks_rule_6(%x: tensor<4x0xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<4x0xf32> to tensor<?x?xf32>
  %r = pad.pad reflect %c below[0, 5] above[0, -4] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["pad.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [2, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// pad-opt itself reads no uninitialised value while it lowers pads:
// valgrind's memcheck sees what AddressSanitizer and UndefinedBehaviorSanitizer
// do not (the folding arithmetic once tested the payload of an empty
// std::optional<__int128>, which GCC compares before the flag). Both routes,
// static and dynamic pads, every mode, interior padding and crops. valgrind
// does not run an AddressSanitizer binary, so the sanitized build, whose
// pad-opt runs every other test under ASan and UBSan, runs this one plain.
//
// RUN: %if pad-sanitized-build %{ pad-opt %s --pad-to-llvm=lowering=linalg -o /dev/null %} %else %{ valgrind -q --error-exitcode=1 --leak-check=no pad-opt %s --pad-to-llvm=lowering=linalg -o /dev/null %}
// RUN: %if pad-sanitized-build %{ pad-opt %s --pad-to-llvm=lowering=scf -o /dev/null %} %else %{ valgrind -q --error-exitcode=1 --leak-check=no pad-opt %s --pad-to-llvm=lowering=scf -o /dev/null %}

func.func @static_reflect(%x: tensor<64x100xf32>) -> tensor<66x102xf32> {
  %r = pad.pad reflect %x below[1, 1] above[1, 1] : tensor<64x100xf32> to tensor<66x102xf32>
  return %r : tensor<66x102xf32>
}

func.func @modes(%x: tensor<5x7xi32>, %v: i32) -> (tensor<10x12xi32>, tensor<4x9xi32>, tensor<15x20xi32>) {
  %0 = pad.pad symmetric %x below[2, 3] above[3, 2] : tensor<5x7xi32> to tensor<10x12xi32>
  %1 = pad.pad wrap %x below[-1, 1] above[0, 1] : tensor<5x7xi32> to tensor<4x9xi32>
  %2 = pad.pad constant %x below[1, 0] above[1, -1] interior[2, 2] value %v : tensor<5x7xi32> to tensor<15x18xi32>
  %3 = pad.pad edge %2 below[0, 1] above[0, 1] : tensor<15x18xi32> to tensor<15x20xi32>
  return %0, %1, %3 : tensor<10x12xi32>, tensor<4x9xi32>, tensor<15x20xi32>
}

func.func @dynamic(%x: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %r = pad.pad edge %x below[%lo, 1] above[2, %hi] : tensor<?x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

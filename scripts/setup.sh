#!/usr/bin/env bash
# Installs what is missing (Debian 12 with the LLVM 22 packages), then
# configures and builds the project into build/. Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

# g++ is the compiler of build/ (CMake's default `c++`/`cc`, which a minimal
# Debian 12 does not have); clang-22 builds build-san/ and the fuzzers.
packages=(g++ python3 llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22 lld-22
          libomp-22-dev cmake ninja-build ccache time python3-numpy python3-matplotlib
          libbenchmark-dev libopencv-core-dev libdnnl-dev libclang-rt-22-dev valgrind)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Two cores: keep the build to two jobs so linking never competes for memory.
if [ ! -f build/build.ninja ]; then
  cmake -G Ninja -S . -B build
fi
cmake --build build -j 2 --target pad-opt

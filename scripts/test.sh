#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: once in a normal build and
# once under AddressSanitizer + UndefinedBehaviorSanitizer; then fuzzes each file format
# briefly in the sanitizer build (docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh

# Release: the build type players and packagers use most, so CI proves it compiles; warnings
# are errors in the project's own builds only (a plain configure keeps them warnings).
bash scripts/build.sh build -DCMAKE_BUILD_TYPE=Release -DMYCITY_WERROR=ON
(cd build && ctest --output-on-failure -j"$(nproc)")

# clang: a second compiler's errors and warnings, and it compiles this build in about a third
# less time than GCC (docs/performance.md). -O1: the sanitizers' usual level; at -O0 the
# engine's long tests took three times as long. -g1: line tables, enough for a report's file:line.
# The fuzz targets are built here too, sparing a third build of everything (docs/fuzzing.md).
bash scripts/build.sh build-asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
  "-DCMAKE_CXX_FLAGS_DEBUG=-g1 -O1" -DMYCITY_SANITIZE=ON -DMYCITY_FUZZ=ON -DMYCITY_BUILD_BENCH=OFF \
  -DMYCITY_WERROR=ON
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd build-asan && ctest --output-on-failure -j"$(nproc)")

bash scripts/fuzz.sh 45 build-asan

#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: once in a normal build and
# once under AddressSanitizer + UndefinedBehaviorSanitizer; then fuzzes each file format
# for a minute (docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh

bash scripts/build.sh build -DCMAKE_BUILD_TYPE=RelWithDebInfo
(cd build && ctest --output-on-failure -j"$(nproc)")

bash scripts/build.sh build-asan -DCMAKE_BUILD_TYPE=Debug -DMYCITY_SANITIZE=ON -DMYCITY_BUILD_BENCH=OFF
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Left to the normal build: the walks of every screen in every language (layout only;
# docs/translations.md) and the app's analysis of a whole game, 30 times slower here (the
# analysis itself runs under the sanitizers in the engine's "Analysis:" tests).
(cd build-asan && ctest --output-on-failure -j"$(nproc)" \
  -E "fits? in (every language|Russian|Hungarian|Spanish|French|German|the pseudo-language)|a finished game is kept, analysed")

bash scripts/fuzz.sh 60

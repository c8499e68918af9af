#!/usr/bin/env bash
# A plain configure compiles with warnings as warnings (players, packagers, newer compilers);
# -DMYCITY_WERROR=ON, which the project's scripts and CI pass, makes them errors.
# Usage: warnings_as_errors_test.sh SOURCE_DIR
set -euo pipefail
source=$(realpath "${1:?usage: warnings_as_errors_test.sh SOURCE_DIR}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# The engine's compile command as configured with the given options.
engine_flags() {
  local dir=$1
  shift
  cmake -S "$source" -B "$dir" -DMYCITY_BUILD_APP=OFF -DMYCITY_BUILD_BENCH=OFF "$@" >/dev/null
  grep -m1 '"command".*src/mycity/game.cpp' "$dir/compile_commands.json"
}

for type in "" Release RelWithDebInfo Debug MinSizeRel; do
  if engine_flags "$work/plain-$type" ${type:+-DCMAKE_BUILD_TYPE=$type} | grep -q -- -Werror; then
    echo "FAIL: a plain configure (build type '${type:-default}') turns warnings into errors"
    failed=1
  fi
done
if ! engine_flags "$work/werror" -DMYCITY_WERROR=ON | grep -q -- -Werror; then
  echo "FAIL: -DMYCITY_WERROR=ON does not turn warnings into errors"
  failed=1
fi
exit $failed

#!/usr/bin/env bash
# Builds the game for 64-bit Windows on Debian 12 and tests it under Wine (issue 51, under way:
# today the engines, sessions, the CLI and their tests; the desktop app and the installer
# follow). The dependencies come from Debian's own sources (scripts/windows/deps.sh).
#   scripts/windows.sh [BUILD_DIR]   (default: build-win)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-win}

packages=(g++-mingw-w64-x86-64-posix nsis wine64 bison dpkg-dev cmake gettext
          nlohmann-json3-dev catch2 libcli11-dev fonts-dejavu-core)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  as_root=()
  [ "$(id -u)" -ne 0 ] && as_root=(sudo)
  "${as_root[@]}" apt-get update
  "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

prefix=$(bash scripts/windows/deps.sh | tail -n1)
# The header-only libraries from Debian's -dev packages, beside the built ones: the host's
# /usr/include must never reach the MinGW compiler.
mkdir -p "$prefix/include" "$prefix/share/cmake" "$prefix/lib/cmake"
for dir in nlohmann catch2 CLI; do cp -a "/usr/include/$dir" "$prefix/include/"; done
cp -a /usr/include/CLI11.hpp "$prefix/include/" 2>/dev/null || true
for dir in nlohmann_json CLI11; do cp -a "/usr/share/cmake/$dir" "$prefix/share/cmake/"; done
cp -a /usr/lib/cmake/Catch2 "$prefix/lib/cmake/"
rm -f "$prefix/lib/cmake/Catch2/Catch2Targets-none.cmake"  # the host's compiled main, unused

cmake -S . -B "$build" -DCMAKE_TOOLCHAIN_FILE="$PWD/cmake/mingw-w64-x86_64.cmake" \
  -DMYCITY_WIN_PREFIX="$prefix" -DCMAKE_BUILD_TYPE=Release -DMYCITY_WERROR=ON \
  -DMYCITY_BUILD_APP=OFF -DMYCITY_BUILD_BENCH=OFF -DBOOST_ROOT="$prefix" \
  -DBoost_USE_STATIC_LIBS=ON >/dev/null
cmake --build "$build" -j"$(nproc)"

# A Wine of its own, so the user's ~/.wine is never touched; the programs' DLLs beside them.
export WINEPREFIX=${WINEPREFIX:-$PWD/$build/wine} WINEDEBUG=-all
[ -d "$WINEPREFIX" ] || wine wineboot -i >/dev/null 2>&1
winpthread=$(x86_64-w64-mingw32-g++-posix -print-file-name=libwinpthread-1.dll)
WINEPATH="$prefix/bin;${winpthread%/*}"
export WINEPATH
(cd "$build" && ctest --output-on-failure)

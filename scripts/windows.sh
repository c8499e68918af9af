#!/usr/bin/env bash
# Builds the game for 64-bit Windows on Debian 12, tests it under Wine and leaves the installer
# (MyCity-<version>-win64.exe) and a portable .zip in BUILD_DIR. The dependencies come from
# Debian's own sources (scripts/windows/deps.sh); docs/packaging.md says what is tested.
#   scripts/windows.sh [BUILD_DIR]   (default: build-win)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-win}

packages=(g++-mingw-w64-x86-64-posix nsis wine wine64 bison dpkg-dev cmake gettext
          nlohmann-json3-dev catch2 libcli11-dev fonts-dejavu-core librsvg2-bin icoutils
          xvfb xauth python3)
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

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -DCMAKE_TOOLCHAIN_FILE="$PWD/cmake/mingw-w64-x86_64.cmake" \
  -DMYCITY_WIN_PREFIX="$prefix" -DCMAKE_BUILD_TYPE=Release -DMYCITY_WERROR=ON \
  -DMYCITY_BUILD_BENCH=OFF -DBOOST_ROOT="$prefix" -DBoost_USE_STATIC_LIBS=ON \
  "${launcher[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)"
(cd "$build" && cpack >/dev/null)

# Under Wine, in a prefix of the build's own whose user folder has Cyrillic letters
# (tests/windows/wine_env.sh): the test binary whole, the game's screens and a kept game, and
# the installer.
# shellcheck source=tests/windows/wine_env.sh
source tests/windows/wine_env.sh "$build"
(cd "$build" && ctest --output-on-failure)
bash tests/windows/app_test.sh "$build"
bash tests/windows/installer_test.sh "$build"
ls -1 "$build"/MyCity-*-win64.{exe,zip}

#!/usr/bin/env bash
# Cross-builds for 64-bit Windows (MinGW-w64) the libraries the game needs, from Debian 12's own
# source packages, into a cache outside the checkout; skips every step already done there.
# Prints the install prefix as the last line of stdout, everything else on stderr.
set -euo pipefail

# The prefix alone goes to the real stdout (fd 3); the tools' output goes to stderr.
exec 3>&1 1>&2

repo=$(cd "$(dirname "$0")/../.." && pwd)
toolchain=$repo/cmake/mingw-w64-x86_64.cmake
cache=${MYCITY_WIN_DEPS:-$HOME/.cache/mycity-win-deps}/sdl2-2.26.5-img2.6.3-mix2.6.2-imgui1.86-boost1.74
src=$cache/src
prefix=$cache/prefix
jobs=${MYCITY_WIN_JOBS:-$(nproc)}

# The exact Debian 12 versions the Linux build uses (source package=version).
packages=(
  libsdl2=2.26.5+dfsg-1
  libsdl2-image=2.6.3+dfsg-1
  libsdl2-mixer=2.6.2+dfsg-2
  imgui=1.86+ds-1
  boost1.74=1.74.0+ds1-21
)

for tool in x86_64-w64-mingw32-g++-posix cmake bison dpkg-source apt-get; do
  if ! command -v "$tool" >/dev/null; then
    echo "$tool is missing: apt-get install g++-mingw-w64-x86-64-posix cmake bison dpkg-dev"
    exit 1
  fi
done

# Runs the function $2 unless the stamp of step $1 exists, then leaves that stamp.
step() {
  if [ -e "$cache/$1.done" ]; then return; fi
  local start=$SECONDS
  echo "== $1"
  "$2"
  touch "$cache/$1.done"
  echo "== $1: $((SECONDS - start)) s"
}

# apt-get with a private source list and state, so /etc/apt and its lists stay untouched;
# the archive's key checks the signed index, whose checksums check each downloaded file.
# Files are fetched as the cache's owner: apt's _apt user cannot write there.
download() {
  local apt_dir=$cache/apt
  rm -rf "$apt_dir"
  mkdir -p "$apt_dir/lists/partial"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg]" \
    "http://deb.debian.org/debian bookworm main" >"$apt_dir/sources.list"
  local apt=(apt-get -q -o "Dir::Etc::SourceList=$apt_dir/sources.list"
    -o Dir::Etc::SourceParts=/dev/null -o "Dir::State::Lists=$apt_dir/lists"
    -o "Dir::Cache=$apt_dir/cache" -o "APT::Sandbox::User=$(id -un)")
  "${apt[@]}" update
  (cd "$src" && "${apt[@]}" source --download-only "${packages[@]}")
  rm -rf "$apt_dir"
}

# Unpacks (afresh) the downloaded source package $1 into $src/$1.
unpack() {
  rm -rf "${src:?}/$1"
  dpkg-source -x "$src/$1"_*.dsc "$src/$1"
}

# Configures, builds and installs the CMake project of source package $1 with options $2...
cmake_install() {
  local dir=$src/$1
  unpack "$1"
  shift
  cmake -S "$dir" -B "$dir/build-win64" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
    -DMYCITY_WIN_PREFIX="$prefix" -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_BUILD_TYPE=Release "$@"
  cmake --build "$dir/build-win64" -j"$jobs"
  cmake --install "$dir/build-win64"
}

# SDL2.dll and SDL2main; no static copy, so nothing links SDL2 statically by mistake.
sdl2() {
  cmake_install libsdl2 -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_CCACHE=OFF
}

# PNG through the bundled stb_image (saved through the bundled miniz), SVG through the bundled
# nanosvg; every other format off. VENDORED, as all is bundled: else the installed
# SDL2_imageConfig.cmake asks find_package(PNG) for a libpng the DLL does not use.
sdl2_image() {
  local format formats=()
  for format in AVIF BMP GIF JPG JXL LBM PCX PNM QOI TGA TIF WEBP XCF XPM XV; do
    formats+=("-DSDL2IMAGE_$format=OFF")
  done
  cmake_install libsdl2-image -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_VENDORED=ON \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_SVG=ON "${formats[@]}"
}

# WAV only, which SDL2_mixer reads itself; every other decoder off.
sdl2_mixer() {
  cmake_install libsdl2-mixer -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_VENDORED=OFF \
    -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF \
    -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS=OFF -DSDL2MIXER_WAVE=ON
}

# The project compiles Dear ImGui itself: the core and the SDL2 + SDL_Renderer backends.
imgui() {
  unpack imgui
  local out=$prefix/src/imgui
  rm -rf "$out"
  mkdir -p "$out/backends"
  cp "$src"/imgui/{imgui*.cpp,imgui*.h,imconfig.h,imstb_*.h,LICENSE.txt} "$out/"
  cp "$src"/imgui/backends/imgui_impl_{sdl,sdlrenderer}.{cpp,h} "$out/backends/"
}

# Static Boost.Locale with its Windows and std backends (no ICU, no iconv). The +ds1 source
# lacks the generated parser of b2's engine; b2 needs address-model=64 against a name clash,
# and its install step clashes on CMake files, so the staged library and headers are copied.
boost_locale() {
  unpack boost1.74
  local dir=$src/boost1.74
  (cd "$dir/tools/build/src/engine" && bison -y -d -o jamgram.cpp jamgram.y)
  (cd "$dir" && ./bootstrap.sh --without-icu)
  echo "using gcc : mingw : x86_64-w64-mingw32-g++-posix ;" >"$dir/user-config.jam"
  (cd "$dir" && ./b2 --user-config=user-config.jam -j"$jobs" toolset=gcc-mingw \
    target-os=windows threadapi=win32 address-model=64 architecture=x86 link=static \
    variant=release --with-locale boost.locale.icu=off boost.locale.iconv=off \
    --no-cmake-config stage)
  mkdir -p "$prefix/include" "$prefix/lib"
  rm -rf "$prefix/include/boost"
  cp -rL "$dir/boost" "$prefix/include/"
  cp "$dir/stage/lib/libboost_locale.a" "$prefix/lib/"
}

mkdir -p "$src" "$prefix"
step download download
step sdl2 sdl2
step sdl2-image sdl2_image
step sdl2-mixer sdl2_mixer
step imgui imgui
step boost-locale boost_locale
echo "Windows dependencies: $prefix"
echo "$prefix" >&3

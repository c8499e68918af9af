#!/usr/bin/env bash
# The installed game, as a player gets it: `cmake --install` into a temporary prefix (then
# moved elsewhere) and the `cpack -G DEB` package unpacked with dpkg-deb -x. From each tree,
# run from another folder with no MYCITY_* variables, the game draws a screenshot headless and
# mycity-cli answers --version and plays a game; the trees hold no path of the build or the
# source; the menu entry, metainfo, icons and man pages are there and valid.
# Usage: install_test.sh BUILD_DIR SOURCE_DIR VERSION. Exit 77 (skipped) when a tool is missing.
set -euo pipefail

build=$(realpath "${1:?usage: install_test.sh BUILD_DIR SOURCE_DIR VERSION}")
source=$(realpath "${2:?}")
version=${3:?}
app_id=io.github.mycity_desktop.MyCity
for tool in cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli python3; do
  command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed"; exit 77; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/mycity-install-XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

cmake --install "$build" --prefix "$work/staged" --strip >"$work/install.log" ||
  fail "cmake --install: $(cat "$work/install.log")"
mv "$work/staged" "$work/moved"  # nothing may depend on where it was installed
cpack --config "$build/CPackConfig.cmake" -B "$work/package" >"$work/cpack.log" 2>&1 ||
  fail "cpack: $(cat "$work/cpack.log")"
debs=("$work"/package/*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
  fail "cpack made no single .deb: ${debs[*]}"
fi
deb=${debs[0]}
dpkg-deb -x "$deb" "$work/deb-root"

depends=$(dpkg-deb -f "$deb" Depends)
for package in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-mixer-2.0-0 fonts-dejavu-core libc6 libstdc++6; do
  [[ ", $depends," == *", $package"[\ ,]* ]] || fail "the .deb's Depends lacks $package: $depends"
done
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the .deb's version is not $version"

# Runs the programs of the tree whose bin/ and share/ are in $1, from an unrelated folder.
check_tree() {
  local tree=$1 run="$work/run-$2"
  mkdir -p "$run"
  (
    cd "$run"
    unset MYCITY_DATA MYCITY_ASSETS MYCITY_LOCALE
    export HOME="$run/home" XDG_DATA_HOME="$run/home/data"
    [ "$("$tree/bin/mycity-cli" --version)" = "mycity-cli $version" ] ||
      fail "$2: mycity-cli --version is not $version"
    "$tree/bin/mycity-cli" simulate --mode eternity --players 2 --games 1 --seed 1 >cli.log 2>&1 ||
      fail "$2: mycity-cli simulate: $(cat cli.log)"
    SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software "$tree/bin/mycity" --size 1280x800 \
      --new-game "Ann:fox,Ben:owl" --seed 3 --autoplay 6 --save-dir saves \
      --screenshot shot.png >app.log 2>&1 || fail "$2: mycity: $(cat app.log)"
    for lang in ru hu es fr de; do
      LANGUAGE=$lang SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software "$tree/bin/mycity" \
        --size 1280x800 --screen menu --screenshot "menu-$lang.png" >"app-$lang.log" 2>&1 ||
        fail "$2: mycity in $lang: $(cat "app-$lang.log")"
      ! grep -q "catalog" "app-$lang.log" || fail "$2: $(cat "app-$lang.log")"
    done
    # A drawn table: 1280x800, and far more than a blank or single-colour picture compresses to.
    python3 - shot.png <<'PY' || fail "$2: the screenshot is not a drawn 1280x800 table"
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
assert struct.unpack(">II", data[16:24]) == (1280, 800), struct.unpack(">II", data[16:24])
assert len(data) > 50_000, len(data)
PY
  )
  if grep -rlF -e "$build" -e "$source" "$tree"; then
    fail "$2: the files above name the build or source folder"
  fi
}
check_tree "$work/moved" "cmake --install"
check_tree "$work/deb-root/usr" ".deb"

tree="$work/deb-root/usr"
desktop-file-validate "$tree/share/applications/$app_id.desktop" || fail "the .desktop file"
appstreamcli validate --no-net "$tree/share/metainfo/$app_id.metainfo.xml" >"$work/as.log" ||
  fail "the metainfo: $(cat "$work/as.log")"
grep -q "<release version=\"$version\"" "$tree/share/metainfo/$app_id.metainfo.xml" ||
  fail "the metainfo has no release $version"
for icon in scalable/apps/$app_id.svg {32x32,48x48,64x64,128x128,256x256}/apps/$app_id.png; do
  [ -s "$tree/share/icons/hicolor/$icon" ] || fail "no icon $icon"
done

# The man pages name exactly the options --help shows (of every mycity-cli subcommand).
options() { grep -oE -- '--[a-z][a-z-]*' | sort -u; }
man_options() { zcat "$tree/share/man/man6/$1.6.gz" | sed 's/\\-/-/g' | grep -v '^\.\\"' | options; }
help_app=$("$tree/bin/mycity" --help | options)
[ "$help_app" = "$(man_options mycity)" ] ||
  fail "mycity.6 and mycity --help differ: $(diff <(echo "$help_app") <(man_options mycity))"
cli=("$tree/bin/mycity-cli")
help_cli=$(for sub in "" replay analyse legal simulate check-save "campaign simulate" \
  "machikoro replay" "machikoro legal" "machikoro analyse" "machikoro simulate"; do
  # shellcheck disable=SC2086  # "campaign simulate" is two words
  "${cli[@]}" $sub --help
done | options)
[ "$help_cli" = "$(man_options mycity-cli)" ] ||
  fail "mycity-cli.6 and mycity-cli --help differ: $(diff <(echo "$help_cli") <(man_options mycity-cli))"
echo "ok: installed and packaged ($(basename "$deb")); both trees run the game and the CLI"

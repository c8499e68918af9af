#!/usr/bin/env bash
# The installer under Wine: installs silently (/S), gives a Start-menu entry, the installed game
# starts and keeps its settings and games under the user's application data folder, and the
# uninstaller removes the program and keeps them.
#   tests/windows/installer_test.sh BUILD_DIR   (after cpack: BUILD_DIR/MyCity-*-win64.exe)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=tests/windows/wine_env.sh
source "$here/wine_env.sh" "$1"
installers=("$wine_build"/MyCity-*-win64.exe)
[ -f "${installers[0]}" ] || { echo "no installer in $wine_build (run cpack there)" >&2; exit 1; }
fail() { echo "installer test: $*" >&2; exit 1; }

target="$WINEPREFIX/drive_c/Program Files/My City"  # the default folder
saves="$wine_appdata/mycity/mycity"
if [ -f "$target/Uninstall.exe" ]; then wine "$target/Uninstall.exe" /S && wineserver -w; fi
rm -rf "$saves"
wine "${installers[0]}" /S
wineserver -w
for file in bin/mycity.exe bin/mycity-cli.exe bin/SDL2.dll share/mycity/fonts/DejaVuSans.ttf \
            share/mycity/fonts/DejaVu-LICENSE.txt share/locale/ru/LC_MESSAGES/mycity.mo \
            share/mycity/campaigns/core/pieces.json LICENSE.txt; do
  [ -f "$target/$file" ] || fail "not installed: $file"
done
find "$WINEPREFIX/drive_c" -path "*Start Menu/Programs/My City/My City.lnk" | grep -q . ||
  fail "no Start-menu entry"

# The installed game plays a game to its end and quits; nothing is written beside it.
before=$(find "$target" -type f | sort | md5sum)
wine_gui "$target/bin/mycity.exe" --game machikoro --new-game "Зоя:hard,Ben:medium" --seed 8 \
  --autoplay 5000 --quit-after 5 >/dev/null 2>&1
[ -f "$saves/settings.json" ] || fail "no settings in $saves"
kept=("$saves"/records/*.mkrec.json)
[ -f "${kept[0]}" ] || fail "no finished game kept in $saves/records"
[ "$(find "$target" -type f | sort | md5sum)" = "$before" ] || fail "files written in $target"

wine "$target/Uninstall.exe" /S
wineserver -w
sleep 1  # the uninstaller runs from a copy in %TEMP% and may outlive wineserver's wait
[ ! -e "$target/bin/mycity.exe" ] || fail "the uninstaller left bin/mycity.exe"
[ -f "$saves/settings.json" ] || fail "the uninstaller removed the settings"
[ -f "${kept[0]}" ] || fail "the uninstaller removed the kept game"
echo "the installer under Wine: installed, played, uninstalled; the saves kept in $saves"

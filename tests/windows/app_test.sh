#!/usr/bin/env bash
# The Windows game under Wine and Xvfb, as a user whose folder is "C:\users\Зоя Ковач":
# 1. draws the menu, a My City turn and a five-seat Machi Koro table, in English and Russian,
#    to PNGs that check_screenshot.py finds to be screens (size, not blank, text drawn), and
#    the menu at 150 % and 200 % display scaling in the screen's own pixels, and in the
#    language Windows' settings name;
# 2. plays a Machi Koro game with computers to its end (--autoplay), keeps it under the user's
#    application data folder, reopens it in the finished-games list, and mycity-cli replays it;
# 3. quits with the settings written under that folder, never beside the program.
# MYCITY_WINDOWS_SCREENSHOTS=DIR keeps the PNGs there as windows-*.png (scripts/screenshots.sh).
#   tests/windows/app_test.sh BUILD_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=tests/windows/wine_env.sh
source "$here/wine_env.sh" "$1"
out="$wine_build/windows-screens"
rm -rf "$out" && mkdir -p "$out"
game=("$wine_build/mycity.exe" --size 1280x720 --settings "$out/settings.json")

shoot() {  # NAME LANGUAGE ARGS...: one screen, drawn and checked
  local name=$1 language=$2
  shift 2
  wine_gui "${game[@]}" --language "$language" --screenshot "$out/$name-$language.png" "$@" \
    >/dev/null
  python3 "$here/check_screenshot.py" "$out/$name-$language.png" 1280 720
}
for language in en ru; do
  shoot menu "$language"
  shoot mycity-turn "$language" --new-game "Зоя:fox,Ben:owl@hard" --seed 3 --autoplay 7
  shoot machikoro-five "$language" --game machikoro --seed 3 --autoplay 20 \
    --new-game "Зоя,Ben:medium,Cy:hard,Di:easy,Ed"
done

# Settings naming no language: the first of Windows' own list (Wine takes it from LC_ALL), not
# LANGUAGE, which counts on Linux only; the menu then is the one --language fr draws.
LANGUAGE=de LC_ALL=fr_FR.UTF-8 wine_gui "$wine_build/mycity.exe" --size 1280x720 \
  --settings "$out/no-language.json" --screenshot "$out/menu-system-language.png" >/dev/null
shoot menu fr
cmp -s "$out/menu-fr.png" "$out/menu-system-language.png" ||
  { echo "the language was not taken from Windows' list" >&2; exit 1; }

# Windows display scaling at 150 % and 200 % (LogPixels 144, 192): the window keeps its size in
# points and the game draws at the screen's pixels (per-monitor DPI awareness), so the
# picture is 1.5 and 2 times as large, not stretched.
set_dpi() {
  wine reg add 'HKCU\Control Panel\Desktop' /v LogPixels /t REG_DWORD /d "$1" /f >/dev/null 2>&1
  wineserver -w
}
for dpi in 144:1920x1080 192:2560x1440; do
  set_dpi "${dpi%%:*}"
  size=${dpi#*:}
  wine_gui "${game[@]}" --screenshot "$out/menu-dpi${dpi%%:*}.png" >/dev/null
  python3 "$here/check_screenshot.py" "$out/menu-dpi${dpi%%:*}.png" "${size%x*}" "${size#*x}"
done
set_dpi 96

# A whole game, kept in %APPDATA%\mycity\mycity\ (SDL_GetPrefPath) with the settings.
saves="$wine_appdata/mycity/mycity"
rm -rf "$saves"
wine_gui "$wine_build/mycity.exe" --game machikoro --new-game "Зоя:hard,Ben:hard,Cy:medium" \
  --seed 5 --autoplay 5000 --quit-after 5 >/dev/null
kept=("$saves"/records/*.mkrec.json)
[ -f "${kept[0]}" ] || { echo "no finished game kept in $saves/records" >&2; exit 1; }
[ -f "$saves/settings.json" ] || { echo "no settings written in $saves" >&2; exit 1; }
if [ -e "$wine_build/settings.json" ]; then echo "settings written beside the program" >&2; exit 1; fi
wine "$wine_build/mycity-cli.exe" machikoro replay "$(winepath -w "${kept[0]}")" >/dev/null
shoot machikoro-finished en --screen machikoro-finished-games --save-dir "$(winepath -w "$saves")"
grep -q "Зоя" "${kept[0]}" || { echo "the kept game lost the name Зоя" >&2; exit 1; }

if [ -n "${MYCITY_WINDOWS_SCREENSHOTS:-}" ]; then
  for png in "$out"/*.png; do cp "$png" "$MYCITY_WINDOWS_SCREENSHOTS/windows-${png##*/}"; done
fi
echo "the Windows game under Wine: screens drawn, a game kept and reopened in $saves"

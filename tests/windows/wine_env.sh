# shellcheck shell=bash disable=SC2034  # the variables are the sourcing script's
# Sourced by the Windows build's checks (scripts/windows.sh, tests/windows/*.sh): a Wine prefix
# of the build's own whose user folder is "C:\users\Зоя Ковач", so every test also proves the
# game copes with a Cyrillic, spaced user folder; the user's ~/.wine is never touched.
#   source tests/windows/wine_env.sh BUILD_DIR
wine_build=$(cd "$1" && pwd)
export WINEPREFIX=${WINEPREFIX:-$wine_build/wine-prefix} WINEDEBUG=-all USER="Зоя Ковач"
# No sound card in CI: Wine's ALSA driver off, so its complaints do not bury the checks' output
# (the game says once that it plays silent).
export WINEDLLOVERRIDES="winealsa.drv=d"
# The DLLs the programs load: from the build folder, SDL's from the dependency cache, MinGW's
# winpthread from the compiler.
wine_deps=$(sed -n "s/^MYCITY_WIN_PREFIX:[A-Z]*=//p" "$wine_build/CMakeCache.txt")
[ -d "$wine_deps/bin" ] || { echo "$wine_build: no MYCITY_WIN_PREFIX with the DLLs" >&2; exit 1; }
wine_pthread=$(x86_64-w64-mingw32-g++-posix -print-file-name=libwinpthread-1.dll)
export WINEPATH="$wine_deps/bin;${wine_pthread%/*}"
[ -d "$WINEPREFIX/drive_c/users/$USER" ] || wine wineboot -i >/dev/null 2>&1
wineserver -w

# The user's folders as Wine 8 lays them out (a console would print them in its own code page).
wine_user_dir="$WINEPREFIX/drive_c/users/$USER"
wine_appdata="$wine_user_dir/AppData/Roaming"

# A program drawing a window: under Xvfb when no display is set (CI has none).
wine_gui() {
  if [ -n "${DISPLAY:-}" ]; then wine "$@"; else xvfb-run -a -s "-screen 0 1600x1000x24" wine "$@"; fi
}

#!/usr/bin/env bash
# Smoke test of the real mycity binary in a real X window: starts Xvfb on a free display,
# clicks through with xdotool (menu -> New Eternity game -> Start game -> take the seat ->
# build, or pass or drop out if the deal fits none of the cells tried -> Esc -> Quit) and
# checks what the user would see: the autosave holds the action and the app exits 0.
# Usage: xvfb_smoke.sh MYCITY_BINARY. Exit 77 (skipped) when Xvfb or xdotool is missing.
# The click positions are the 1024x640 layout of the menu, setup and play screens.
set -euo pipefail

app=${1:?usage: xvfb_smoke.sh MYCITY_BINARY}
for tool in Xvfb xdotool python3; do
  command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed"; exit 77; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/mycity-xvfb-XXXXXX")
xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*" >&2
  [ -f "$work/app.log" ] && sed 's/^/  app: /' "$work/app.log" >&2
  exit 1
}

# Xvfb picks a free display itself and writes its number to the given descriptor.
exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
exec 3>&-
for _ in $(seq 100); do
  [ -s "$work/display" ] && break
  kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
  sleep 0.1
done
[ -s "$work/display" ] || fail "Xvfb gave no display number"
export DISPLAY=":$(head -n1 "$work/display")"

# An X window would play its sounds: SDL's dummy audio driver keeps the test silent.
SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy "$app" --size 1024x640 --settings "$work/settings.json" \
  --save-dir "$work/saves" >"$work/app.log" 2>&1 &
app_pid=$!

# The window's id, looked up again before each try: SDL may replace its first window (when
# it falls back from one renderer to another), and an old id gives X errors.
find_window() {
  window=$(timeout 60 xdotool search --sync --onlyvisible --name '^My City .* Machi Koro$' | tail -n1) ||
    fail "no \"My City · Machi Koro\" window appeared"
}
find_window

# The app may draw slowly (a sanitizer build while other tests run): every wait is scaled
# by $pace, and when a whole try leaves nothing in the autosave it is tried again, slower,
# from the main menu. xdotool's events queue up in the X server, but a click whose pointer
# motion the app has not drawn yet can land on the old position.
pace=1
pause() {  # seconds at pace 1
  sleep "$(awk -v s="$1" -v p="$pace" 'BEGIN { print s * p }')"
}
click() {  # x y: a left click at window point (x, y), then time for a few frames
  xdotool mousemove --window "$window" "$1" "$2"
  pause 0.15
  xdotool click 1  # XTEST at the pointer: SDL ignores clicks sent to a window (XSendEvent)
  pause 0.3
}
key() {
  local k
  for k in "$@"; do
    xdotool key "$k"  # XTEST: to the window under the pointer (no window manager here)
    pause 0.3
  done
}

save="$work/saves/eternity-autosave.mcrec.json"
saved_actions() {  # actions in the autosave record; 0 if there is none yet
  [ -f "$save" ] || { echo 0; return; }
  python3 - "$save" <<'PY'
import json, sys
record = json.load(open(sys.argv[1]))
print(sum(1 for turn in record["turns"] for slot in turn if slot is not None))
PY
}

# One try from the main menu: start a game, then build, or pass or drop out if the deal
# fits none of the cells tried. Sets $actions and $how.
play_one_action() {
  find_window
  xdotool mousemove --window "$window" 511 40  # the pointer over the window: keys go there
  pause 0.15
  key Escape Escape Escape  # back to the main menu from wherever a slower try stopped
  click 511 156  # main menu: New Eternity game
  click 684 548  # setup: Start game
  key Return     # hand-off: take the seat
  # Board cells are 36 points from (8, 60) (compute_play_layout at 1024x640, 2 players). Try cells on both banks of the river (a first
  # building must touch it) until one takes the building: Return places a legal ghost, the
  # second Return confirms it.
  actions=0
  how="built"
  for cell in "7 1" "8 1" "6 4" "7 3" "5 6" "6 6" "6 8" "7 8" "4 6" "8 3" "5 4" "7 6"; do
    read -r cx cy <<<"$cell"
    xdotool mousemove --window "$window" $((8 + 36 * cx + 18)) $((60 + 36 * cy + 18))
    pause 0.2
    key Return Return
    actions=$(saved_actions) || fail "the autosave is not a readable record"
    [ "$actions" -ge 1 ] && return
  done
  # The first building must touch the river: then pass (P), or drop out (D, Y) when the
  # card may not be passed.
  how="passed"
  key p
  actions=$(saved_actions) || fail "the autosave is not a readable record"
  [ "$actions" -ge 1 ] && return
  how="dropped out"
  key d y
  actions=$(saved_actions) || fail "the autosave is not a readable record"
}

pause 1  # the first frames
for pace in 1 3 8; do
  play_one_action
  [ "$actions" -ge 1 ] && break
  echo "no action autosaved at pace $pace; trying again slower" >&2
done
[ "$actions" -ge 1 ] || fail "no action in the autosave after building, passing and dropping out"

find_window
key Escape Escape  # undo anything tentative, then back to the menu (the game is kept)
for _ in 1 2; do
  click 511 552  # main menu: Quit (below Settings and Statistics)
  for _ in $(seq 150); do
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$app_pid" 2>/dev/null || break
done
kill -0 "$app_pid" 2>/dev/null && fail "the app did not quit after Quit was clicked"
status=0
wait "$app_pid" || status=$?
app_pid=""
[ "$status" -eq 0 ] || fail "the app exited with status $status"
echo "ok: a game was started and $how ($actions action autosaved); the app quit with status 0"

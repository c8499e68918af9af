#!/usr/bin/env bash
# Writes docs/screenshots/*.png: every screen of the desktop game at 1600x900 (menu, setup,
# hand-off, play with a legal and an illegal ghost, a round revealed, end; settings, rules;
# the table at the smallest sizes, play-1024x640.png and play-1280x720-150.png (UI scale
# 150 %); the campaign screens at 1280x800, from the [campaign] tests; the finished games,
# analysis and replay views, from the [look-back] tests; Machi Koro's turning points, from the
# [turning-points] tests; Machi Koro's setup, a five-player
# table and its end, the hint at 1024x640 and 1280x720 at 100 % and 150 %, in English and
# Russian; the Eternity setup with the game of the day, in English and Russian at 1024x640
# and 1280x720 at 150 %), drawn headless
# by the real app on SDL's offscreen driver with a temporary save folder. With a Windows build
# (scripts/windows.sh, in build-win/) also windows-*.png: the Windows game drawn under Wine.
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build; configured and built if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}

if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$build" -j"$(nproc)" --target mycity-app-tests

mkdir -p docs/screenshots
MYCITY_SCREENSHOT_DIR="$PWD/docs/screenshots" ASAN_OPTIONS=detect_leaks=0 \
  "$build/tests/mycity-app-tests" "[screenshots],[campaign],[look-back],[turning-points]"
if [ -x build-win/mycity.exe ]; then
  MYCITY_WINDOWS_SCREENSHOTS="$PWD/docs/screenshots" bash tests/windows/app_test.sh build-win
fi
ls -1 docs/screenshots/*.png

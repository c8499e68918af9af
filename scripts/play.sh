#!/usr/bin/env bash
# Installs what is missing, builds, and starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh build -DCMAKE_BUILD_TYPE=RelWithDebInfo
if [ -x build/mycity ]; then
  exec build/mycity "$@"
fi
# Until the desktop app is built: a demo Eternity game between two computer players.
exec build/mycity-cli simulate --mode eternity --players 2 --games 1 --seed "$RANDOM"

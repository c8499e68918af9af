#!/usr/bin/env bash
# Installs what is missing, builds, and starts the game (arguments go to `mycity`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh build -DCMAKE_BUILD_TYPE=Release
exec build/mycity "$@"

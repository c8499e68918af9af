#!/usr/bin/env bash
# Installs the Debian 12 packages My City builds, tests and runs with.
# Installs only what is missing; runs `apt-get update` first because a fresh
# machine has empty package lists. Uses sudo when not root.
set -euo pipefail

packages=(
  cmake g++ make pkg-config clang-format
  clang libclang-rt-14-dev
  libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev libimgui-dev libstb-dev
  nlohmann-json3-dev catch2 libcli11-dev libbenchmark-dev fonts-dejavu-core
  xvfb xauth xdotool
  librsvg2-bin dpkg-dev desktop-file-utils appstream
  gettext libboost-locale-dev
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  as_root=(sudo)
fi

echo "Installing missing packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"

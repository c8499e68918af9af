#!/usr/bin/env bash
# Fills a save folder with N kept games of each game, for the statistics screen's frame bench
# (docs/performance.md): one finished game of each is played by the app's own --autoplay and
# kept, then copied under names of their own (a record file is never overwritten).
#   scripts/keep-many-games.sh BUILD SAVE_DIR N
set -euo pipefail
if [[ $# -ne 3 || ! $3 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 BUILD_DIR SAVE_DIR N" >&2
  exit 2
fi
build=$1 saves=$2 count=$3
if [[ -e $saves/records ]]; then
  echo "$0: $saves/records exists; give an empty or new folder" >&2
  exit 1
fi
picture=$(mktemp --suffix=.png)
trap 'rm -f "$picture"' EXIT
export SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software
"$build/mycity" --save-dir "$saves" --new-game "Ann:fox,Ben:owl,Cy:bear,Di:hare" --seed 3 \
  --autoplay 400 --screenshot "$picture" 2>/dev/null
"$build/mycity" --save-dir "$saves" --game machikoro --new-game "Ann,Ben:medium,Cy:hard" \
  --seed 3 --autoplay 100000 --screenshot "$picture" 2>/dev/null
python3 - "$saves/records" "$count" <<'PY'
import pathlib, shutil, sys
records, count = pathlib.Path(sys.argv[1]), int(sys.argv[2])
for extension in (".mcrec.json", ".mkrec.json"):
    kept = [f for f in records.iterdir() if f.name.endswith(extension)]
    if len(kept) != 1:
        sys.exit(f"expected one kept {extension} game in {records}, found {len(kept)}")
    for i in range(1, count):
        shutil.copyfile(kept[0], records / f"2020-01-01 00-00 Copy {i:05d}{extension}")
PY
echo "$saves/records: $count kept games of each game"

#!/usr/bin/env bash
# The catalogs po/<lang>.po of po/LINGUAS against the current sources:
#   complete: msgfmt --statistics finds no untranslated and no fuzzy entry;
#   current:  every msgid of a freshly extracted template is in every catalog.
# Usage: catalogs_test.sh complete|current SOURCE_DIR BUILD_DIR
set -euo pipefail
mode=${1:?usage: catalogs_test.sh complete|current SOURCE_DIR BUILD_DIR}
source=$(realpath "${2:?}")
build=$(realpath "${3:?}")
failed=0
languages=$(grep -v '^#' "$source/po/LINGUAS")

if [[ $mode == complete ]]; then
  for lang in $languages; do
    stats=$(msgfmt --check --statistics -o /dev/null "$source/po/$lang.po" 2>&1) ||
      { echo "FAIL: po/$lang.po: msgfmt --check: $stats"; failed=1; continue; }
    if [[ $stats == *untranslated* || $stats == *fuzzy* ]]; then
      echo "FAIL: po/$lang.po: $stats (translate them; no fuzzy entries)"
      failed=1
    fi
  done
elif [[ $mode == current ]]; then
  pot=$(mktemp)
  trap 'rm -f "$pot"' EXIT
  "$source/scripts/update-pot.sh" --extract-only "$build" "$pot"
  for lang in $languages; do
    if ! report=$(msgcmp --use-untranslated --use-fuzzy "$source/po/$lang.po" "$pot" 2>&1); then
      echo "FAIL: po/$lang.po lacks these texts of the current sources:"
      # msgcmp names the template's line of each missing msgid: show the msgid itself.
      grep -o "^$pot:[0-9]*" <<<"$report" | cut -d: -f2 | head -20 | while read -r line; do
        awk -v at="$line" '/^$/ { entry = "" } /^(msgctxt|msgid|")/ { entry = entry "  " $0 "\n" }
                           NR == at { printf "%s", entry; exit }' "$pot"
      done
      failed=1
    fi
  done
  ((failed == 0)) || echo "Update the catalogs: scripts/update-pot.sh $build, then translate."
else
  echo "unknown mode $mode" >&2
  exit 2
fi
exit $failed

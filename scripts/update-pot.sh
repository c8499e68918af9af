#!/usr/bin/env bash
# Regenerates po/mycity.pot from the C++ (xgettext over src/app, src/session, src/i18n) and the
# content files (BUILD/mycity-content-strings), then merges it into every po/<lang>.po of
# po/LINGUAS.
#   scripts/update-pot.sh BUILD                     (or: cmake --build BUILD --target update-pot)
#   scripts/update-pot.sh --extract-only BUILD OUT.pot   (only the template, for the tests)
set -euo pipefail
extract_only=false
if [[ ${1:-} == --extract-only ]]; then
  extract_only=true
  shift
fi
args=1
$extract_only && args=2
if [[ $# -ne $args ]]; then
  echo "usage: $0 [--extract-only] BUILD_DIR [OUT.pot]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
out=${2:-}
[[ -n $out ]] && out=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")
tool="$build/mycity-content-strings"
if [[ ! -x $tool ]]; then
  echo "$0: $tool is missing: cmake --build $1 --target mycity-content-strings" >&2
  exit 1
fi
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One xgettext run reads the C++ (by extension) and the content's .pot, so references of one
# msgid in both are merged. References are relative to the source root; the date is dropped
# so that only real changes show in commits.
"$tool" . "$work/content.pot"
find src/app src/session src/i18n -name '*.cpp' -o -name '*.hpp' | LC_ALL=C sort >"$work/files"
echo "$work/content.pot" >>"$work/files"
xgettext --from-code=UTF-8 --force-po --sort-by-file --files-from="$work/files" \
  --keyword=tr --keyword=trn:1,2 --keyword=trc:1c,2 --keyword=marked \
  --add-comments=TRANSLATORS: --package-name=mycity -o - |
  sed '/^"POT-Creation-Date: /d' >"$work/mycity.pot"

if $extract_only; then
  cp "$work/mycity.pot" "$out"
  exit 0
fi
cp "$work/mycity.pot" po/mycity.pot
for lang in $(grep -v '^#' po/LINGUAS); do
  # No fuzzy guesses: a changed msgid comes back untranslated, and the tests say so.
  msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$lang.po" po/mycity.pot
  msgattrib --no-obsolete -o "po/$lang.po" "po/$lang.po"
done
echo "po/mycity.pot: $(grep -c '^msgid ' po/mycity.pot) entries (with the header)"

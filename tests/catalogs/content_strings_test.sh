#!/usr/bin/env bash
# mycity-content-strings on hand-made content (tests/data/content-strings/): the shown fields
# only, with file:pointer (or file:line) references, one entry per msgctxt and msgid (Machi
# Koro's card names under "Machi Koro card"); and bad content refused with a message naming
# the file and what is wrong.
# Usage: content_strings_test.sh TOOL DATA_DIR
set -euo pipefail
tool=${1:?usage: content_strings_test.sh TOOL DATA_DIR}
data=${2:?}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

"$tool" "$data/good" "$out" || fail "the tool failed on $data/good"
diff -u "$data/good.pot" "$out" || fail "the template differs from $data/good.pot (above)"
msgfmt --check -o /dev/null "$out" 2>/dev/null || fail "msgfmt --check refuses the template"

expect_error() {  # TREE MESSAGE
  local message
  if message=$("$tool" "$data/$1" 2>&1 >/dev/null); then fail "$1 was accepted"; fi
  [[ $message == *"$2"* ]] || fail "$1: expected \"$2\" in: $message"
}
expect_error bad-format 'campaigns/shop.json: unknown format "mycity-shop"'
expect_error bad-field 'campaigns/animals.json:/animals/0/name: a text was expected, found number'
expect_error missing 'campaigns'
echo "ok"

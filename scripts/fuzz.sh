#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) and runs them two at a time from the seed corpora
# of the tree, sharing 4 x SECONDS (default 60) of fuzzing equally: about 2 x SECONDS of wall
# time, however many targets there are. Fails on any finding (crash, sanitizer report, leak,
# timeout, out-of-memory): docs/fuzzing.md.
#   scripts/fuzz.sh [SECONDS [TREE]]
# TREE: a build tree configured with -DMYCITY_FUZZ=ON (CI's sanitizer build); by default
# build-fuzz, configured here with clang++ at -O2 and libFuzzer's comparison tracing too.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
tree=${2:-}
targets=(fuzz_record fuzz_save fuzz_content fuzz_settings fuzz_machikoro_record
  fuzz_machikoro_cards)
# Each target's share of the budget (the four My City targets had SECONDS each), at least 1 s.
share=$((seconds * 4 / ${#targets[@]}))
if [ "$share" -lt 1 ]; then share=1; fi

if [ -z "$tree" ]; then
  tree=build-fuzz
  cmake -S . -B "$tree" -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" \
    -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link \
    -DMYCITY_FUZZ=ON -DMYCITY_BUILD_APP=OFF -DMYCITY_BUILD_BENCH=OFF -DMYCITY_WERROR=ON >/dev/null
fi
cmake --build "$tree" -j"$(nproc)" --target "${targets[@]}"

# New inputs go to a scratch corpus, never into the tree's seeds.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
findings=$tree/fuzz-findings
mkdir -p "$findings"

run() {
  local target=$1 kind=${1#fuzz_}
  mkdir -p "$work/$kind"
  if ! "$tree"/fuzz/"$target" -dict=tests/fuzz/mycity.dict -max_total_time="$share" \
      -timeout=10 -print_final_stats=1 -artifact_prefix="$findings/$kind-" \
      "$work/$kind" "tests/fuzz/corpus/$kind" >"$work/$kind.log" 2>&1; then
    tail -n 60 "$work/$kind.log" >&2
    echo "fuzz: $target found a problem; its input is in $findings/" >&2
    return 1
  fi
  grep -E "^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units)" "$work/$kind.log" |
    sed "s/^/$target: /"
}

status=0
pids=()
for target in "${targets[@]}"; do
  run "$target" &
  pids+=($!)
  if [ ${#pids[@]} -eq 2 ]; then
    for pid in "${pids[@]}"; do wait "$pid" || status=1; done
    pids=()
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status

#!/usr/bin/env bash
# Instructions per iteration of benchmark cases, under callgrind (BENCHMARKS.md's method): each
# case runs at N = 100,000 and 200,000 iterations, and the difference is divided by 100,000, so
# that start-up and warm-up cancel out. Counts are repeatable for the same binary.
#   Tests/Scripts/callgrind-counts.sh [BINARY] [CASE ...]
# BINARY defaults to .build/release/reducer-benchmarks (build it with
# `swift build -c release --product reducer-benchmarks`); the default cases are the hot paths.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-.build/release/reducer-benchmarks}
shift || true
cases=("$@")
if [[ ${#cases[@]} == 0 ]]; then
  cases=(store.send scope.3 route.depth10 push-pop casepath.operator.single casepath.operator.multi casepath.operator.void)
fi
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)." >&2; exit 1; }
total() {
  local out
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" --filter "$1" --iterations "$2" \
    --repetitions 1 --no-floor >/dev/null 2>&1
  awk '/^summary:/ {print $2}' "$out"
  rm -f "$out"
}
printf '%-28s %12s\n' case instructions/op
for name in "${cases[@]}"; do
  small=$(total "$name" 100000)
  large=$(total "$name" 200000)
  printf '%-28s %12d\n' "$name" $(( (large - small) / 100000 ))
done

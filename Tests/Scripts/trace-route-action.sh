#!/usr/bin/env bash
# Lists the library code one route action runs (issue 29): the files and functions of
# Sources/ that execute inside `sendTracedRouteAction` (RouteActionTraceTests.swift), a tap on
# a pushed screen whose reducer returns `.run` and whose flow pops the screen on it.
#
# It runs that one test of the debug test bundle under callgrind, collecting only inside the
# traced send (the first tap, which builds the lazy reducers, is not counted), and prints one
# line a function, `file  function`, then the files with the number of their functions that
# ran. A debug build keeps one symbol a function, so nothing is hidden by inlining.
#
# The compiler's outlined value operations (`outlined copy of …`, `outlined destroy of …`) are
# listed apart and not counted as files: each object file that needs one emits its own copy, and
# the linker keeps whichever came first, so the file named is an accident of the link order (an
# `outlined destroy of A.Route?` from the explorer's sources, which no route action runs).
#
#   Tests/Scripts/trace-route-action.sh            # builds the tests first
#   Tests/Scripts/trace-route-action.sh --skip-build
# Needs valgrind (Debian's `valgrind` package).
set -euo pipefail
cd "$(dirname "$0")/../.."

command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)." >&2; exit 1; }
[[ "${1:-}" == "--skip-build" ]] || swift build --build-tests >/dev/null
bundle=$(swift build --show-bin-path)/RoutingReducerPackageTests.xctest
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

valgrind --tool=callgrind --callgrind-out-file="$out/trace" --collect-atstart=no \
  --toggle-collect='*sendTracedRouteAction*' \
  "$bundle" ReducerRoutingTests.RouteActionTraceTests >"$out/log" 2>&1 \
  || { cat "$out/log" >&2; echo "error: the traced test failed (above)." >&2; exit 1; }

demangle=$(dirname "$(command -v swiftc)")/swift-demangle
callgrind_annotate --threshold=100 "$out/trace" 2>/dev/null \
  | grep -E "^ *[0-9,]+ \([ 0-9.%]+\)  ($PWD/)?Sources/" \
  | sed -E "s|^ *[0-9,]+ \([^)]*\)  ($PWD/)?Sources/([^:]*):([^ ]*)( .*)?$|\2  \3|" \
  | "$demangle" --simplified \
  | sed -E 's/<[^<>]*>//g; s/<[^<>]*>//g; s/<[^<>]*>//g' \
  | sort -u >"$out/functions"

grep -v '  outlined ' "$out/functions" >"$out/library" || true
grep '  outlined ' "$out/functions" | sed -E 's/^[^ ]+  //' | sort -u >"$out/outlined" || true

cat "$out/library"
echo
echo "== files (functions that ran in each)"
awk '{print $1}' "$out/library" | sort | uniq -c | sort -rn
if [[ -s "$out/outlined" ]]; then
  echo
  echo "== compiler-generated value operations (not counted: their file is the link order's)"
  cat "$out/outlined"
fi
echo "$(awk '{print $1}' "$out/library" | sort -u | wc -l) files, $(wc -l <"$out/library") functions"

#!/usr/bin/env bash
# Every exercise in exercises/, run for real (CI runs this after `make test`, which never builds
# the exercises' package): one build of the package builds every exercise, every solution and
# each exercise's runner (`exercise-NN`);
# then each starting code's checks must fail, printing the first ✗ line its README gives as
# "The starting code's verdict", and each solution's checks must pass. Last, the watch loop in a
# pseudo-terminal turns exercise 1's verdict from ✗ to ✓ on a save (scripts/exercise-watch-pty.py),
# with the debug program `make test` built (COORDINATOR_PLAYGROUND_PROGRAM names another). Prints how long each part took.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
seconds() { date +%s.%N; }
started=$(seconds)
(cd exercises && swift build)
built=$(seconds)
failures=0
for folder in exercises/[0-9][0-9]*-*/; do
    id="$(basename "$folder")"
    before=$failures
    number=$((10#${id%%-*}))
    runner="$root/exercises/.build/debug/exercise-${id%%-*}"
    expected="$(awk '/starting code.s verdict:/ { found = 1 } found && /^  ✗ / { print; exit }' "$folder/README.md")"
    if [ -z "$expected" ]; then
        echo "check-exercises: $id/README.md gives no starting verdict (a '  ✗ ' line after \"The starting code's verdict:\")" >&2
        failures=$((failures + 1))
    fi
    if output="$("$runner" check)"; then
        echo "check-exercises: $id: the starting code passes its checks" >&2
        failures=$((failures + 1))
    elif ! grep -qxF -- "$expected" <<<"$output"; then
        printf 'check-exercises: %s: the starting code'"'"'s verdict lacks its README'"'"'s line\n  %s\nIt printed:\n%s\n' \
            "$id" "$expected" "$output" >&2
        failures=$((failures + 1))
    fi
    if ! output="$("$runner" check --solution)"; then
        printf 'check-exercises: %s: the solution fails its checks:\n%s\n' "$id" "$output" >&2
        failures=$((failures + 1))
    fi
    if [ "$failures" -eq "$before" ]; then
        echo "exercise $number ($id): the starting code fails as its README says; the solution passes"
    fi
done
checked=$(seconds)
program="${COORDINATOR_PLAYGROUND_PROGRAM:-$(swift build --show-bin-path)/coordinator-playground}"
python3 scripts/exercise-watch-pty.py "$program" "$root" || failures=$((failures + 1))
finished=$(seconds)
awk -v a="$started" -v b="$built" -v c="$checked" -v d="$finished" \
    'BEGIN { printf "check-exercises: build %.0f s, checks %.1f s, watch in a pty %.0f s\n", b - a, c - b, d - c }'
[ "$failures" -eq 0 ]

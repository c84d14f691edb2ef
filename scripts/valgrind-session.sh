#!/usr/bin/env bash
# `make valgrind`: the program runs a scripted session (the commands of every transcript, piped,
# each file's directives ignored, 'quit' and 'record' left out) under valgrind's memcheck. Fails
# unless valgrind reports 0 bytes "definitely lost". Its own scratch path: .build-valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-valgrind
swift build --scratch-path "$scratch" --product coordinator-playground >"$scratch.log" 2>&1 || { tail -40 "$scratch.log"; exit 1; }
program="$(swift build --scratch-path "$scratch" --show-bin-path)/coordinator-playground"
script="$scratch/session.txt"
grep -h '^> ' transcripts/*.transcript | sed 's/^> //' | grep -v -E '^(quit|exit|record)( |$)' >"$script"
echo "valgrind: $(wc -l <"$script") commands from transcripts/"
log="$scratch/memcheck.log"
valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite --num-callers=30 \
    --log-file="$log" "$program" <"$script" >"$scratch/output.txt"
grep -E 'ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|still reachable' "$log" | sed 's/^==[0-9]*== */  /'
lost=$(grep -E 'definitely lost:' "$log" | sed -E 's/.*definitely lost: ([0-9,]+) bytes.*/\1/' | tr -d ,)
if [ "${lost:-0}" != "0" ]; then
    echo "valgrind: $lost bytes definitely lost; see $log"
    exit 1
fi
echo "valgrind: 0 bytes definitely lost"

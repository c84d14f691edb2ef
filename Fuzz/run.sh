#!/usr/bin/env bash
# `make fuzz-parsers`: coverage-guided fuzzing (libFuzzer, through the Swift toolchain's
# -sanitize=fuzzer, with AddressSanitizer) of the command line parser and engine, the transcript
# parser and comparison, the lesson parser, the ~/.editrc reader and the lesson progress file,
# seeded from transcripts/, lessons/, a few libedit settings and progress files written by hand.
#
# The package's library modules are compiled with coverage instrumentation into .build-fuzz
# (only the transcript, lesson, shop and terminal modules and what they depend on: no
# executable, no test); each harness in Fuzz/ is then linked against their objects (and
# libedit) with libFuzzer's main. Nothing here is part of the normal build. FUZZ_SECONDS
# (default 600) is shared between the targets; a crash stops the run with its input saved
# under .build-fuzz/artifacts/ and a
# non-zero exit status.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-fuzz
seconds=${FUZZ_SECONDS:-600}
targets=(FuzzCommandLine FuzzTranscriptParser FuzzLessonParser FuzzEditrc FuzzProgressFile)
: >"$scratch.log"
per_target=$(( seconds / ${#targets[@]} ))

for module in PlaygroundTranscripts PlaygroundLessons ShopHost Terminal; do
    swift build --scratch-path "$scratch" --target "$module" -Xswiftc -sanitize=fuzzer,address >>"$scratch.log" 2>&1 || {
        tail -40 "$scratch.log"; exit 1; }
done
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
# The harnesses use the modules' `package` declarations, visible to a module compiled with the same
# package name as theirs: SwiftPM's, from the package's folder name, as it gave PlaygroundEngine.
package_name=$(grep '"-module-name","PlaygroundEngine"' "$scratch/debug.yaml" | grep -o '"-package-name","[^"]*"' | head -1 | cut -d'"' -f4)
[ -n "$package_name" ] || { echo "no -package-name for PlaygroundEngine in $scratch/debug.yaml"; exit 1; }
mapfile -t objects < <(find "$bin" -path '*.build/*.o' | sort)  # some names have spaces

mkdir -p "$scratch/artifacts" "$scratch/seeds"
rm -rf "$scratch/seeds"
mkdir -p "$scratch/seeds/commands" "$scratch/seeds/transcripts" "$scratch/seeds/lessons" "$scratch/seeds/editrc" \
    "$scratch/seeds/progress"
# Seeds: every transcript and lesson as it is, and the command lines of every transcript in
# groups of eight (one session per input).
cp transcripts/*.transcript Tests/PlaygroundTranscriptsTests/Fixtures/Transcripts/*/*.transcript "$scratch/seeds/transcripts/"
cp lessons/*.md Tests/PlaygroundLessonsTests/Fixtures/Lessons/*/*.md "$scratch/seeds/lessons/"
for file in transcripts/*.transcript; do
    grep '^> ' "$file" | sed 's/^> //' | split -l 8 - "$scratch/seeds/commands/$(basename "$file" .transcript)-"
done
# .editrc seeds: the file that crashed libedit's own reader, and one line of each libedit command.
printf '%s\n' 'bind "^X' 'bind -s ^Y help' '# a comment' '' "  bind '^Z" >"$scratch/seeds/editrc/open-quotes"
printf '%s\n' 'bind ^A ed-move-to-beg' 'bind \e[H ed-move-to-beg' 'bind -k up ed-prev-history' \
    'coordinator-playground:bind ^R em-inc-search-prev' 'bind -l' 'bind -e' 'settc co 80' 'setty -x' \
    'history size 10' 'edit on' 'telltc' 'echotc cl' >"$scratch/seeds/editrc/commands"
# Progress as the program writes it, at a few steps of real lessons, and the shapes that once crashed.
printf '{"currentLesson":"01-why-coordinators","lessons":{"01-why-coordinators":{"currentStep":2,"completedSteps":[1],"skippedSteps":[]}}}' >"$scratch/seeds/progress/resumed"
printf '{"lessons":{"05-the-back-button":{"currentStep":3,"completedSteps":[1],"skippedSteps":[2]}}}' >"$scratch/seeds/progress/skipped"
printf '{"currentLesson":"01-why-coordinators","lessons":{"01-why-coordinators":{"currentStep":-2,"completedSteps":[],"skippedSteps":[]}}}' >"$scratch/seeds/progress/negative"

status=0
for target in "${targets[@]}"; do
    case $target in
        FuzzCommandLine) seeds=commands ;;
        FuzzTranscriptParser) seeds=transcripts ;;
        FuzzLessonParser) seeds=lessons ;;
        FuzzEditrc) seeds=editrc ;;
        FuzzProgressFile) seeds=progress ;;
    esac
    swiftc -sanitize=fuzzer,address -parse-as-library -g -package-name "$package_name" -I "$bin/Modules" \
        -Xcc -fmodule-map-file=Sources/CLibedit/module.modulemap "Fuzz/$target.swift" "${objects[@]}" -ledit \
        -o "$scratch/$target" >"$scratch/$target.link.log" 2>&1 || { grep -v 'Cannot export local symbol' "$scratch/$target.link.log"; exit 1; }
    corpus="$scratch/corpus/$target"
    mkdir -p "$corpus"
    echo "== $target: $(ls "$scratch/seeds/$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) inputs kept from earlier runs, ${per_target}s"
    ASAN_OPTIONS=detect_leaks=0 "$scratch/$target" "$corpus" "$scratch/seeds/$seeds" \
        -max_total_time="$per_target" -max_len=8192 -timeout=20 -rss_limit_mb=4096 -detect_leaks=0 \
        -print_final_stats=1 -artifact_prefix="$scratch/artifacts/$target-" >"$scratch/$target.log" 2>&1 || status=$?
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added|ERROR|SUMMARY|Test unit written|Fatal error' "$scratch/$target.log" || true
    [ $status -eq 0 ] || { echo "$target found a crash: see $scratch/$target.log"; exit $status; }
done
echo "fuzz-parsers: no crash"

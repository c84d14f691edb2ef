#!/usr/bin/env bash
# Fails on anything that would stop the program building or running on macOS: a platform module
# imported without its `#if canImport(…)` guard, or a Linux-only call outside the places that
# hold them (Sources/SystemCalls for the program, Tests/TestSupport/ProcFileSystem.swift for the
# tests' /proc) and outside a Linux-only branch (`#if os(Linux)`, `#if canImport(Glibc)`,
# `#elseif canImport(Glibc)`, the `#else` of `#if canImport(Darwin)`, `#ifdef __linux__` in C).
#
#   scripts/check-portability.sh [ROOT]    checks ROOT (default: this repository)
#   scripts/check-portability.sh --self-test
#                                          plants each kind of mistake in a scratch tree and
#                                          fails unless every one is caught and a clean file is not
# `make test` runs both. Plain POSIX awk: macOS's awk runs it as Linux's does.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"

check() {
    local root="$1"
    (
        cd "$root"
        find Sources Tests Fuzz Benchmarks/Sources Benchmarks/Benchmarks \
            \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) \
            -not -path 'Sources/SystemCalls/*' -not -path 'Tests/TestSupport/ProcFileSystem.swift' \
            -not -path '*/.build*' 2>/dev/null || true
    ) | LC_ALL=C sort | (cd "$root" && xargs awk '
        FNR == 1 { depth = 0 }
        function linuxOnly(condition) { return condition ~ /os\(Linux\)|canImport\(Glibc\)|__linux__/ }
        function darwinOnly(condition) { return condition ~ /canImport\(Darwin\)|os\(macOS\)|__APPLE__/ }
        function guarded(   i) { for (i = 1; i <= depth; i++) if (linux[i]) return 1; return 0 }
        function report(what) { printf "%s:%d: %s: %s\n", FILENAME, FNR, what, $0; failures++ }
        # Conditional compilation, Swift and C alike: each level remembers its branch.
        /^[ \t]*#(if|ifdef)[ \t]/ { depth++; linux[depth] = linuxOnly($0); darwin[depth] = darwinOnly($0); cond[depth] = $0; next }
        /^[ \t]*#ifndef[ \t]/ { depth++; linux[depth] = 0; darwin[depth] = 0; cond[depth] = $0; next }
        /^[ \t]*#(elseif|elif)[ \t]/ { linux[depth] = linuxOnly($0); darwin[depth] = darwinOnly($0); cond[depth] = $0; next }
        /^[ \t]*#else/ { linux[depth] = darwin[depth] || cond[depth] ~ /#ifndef[ \t]+__APPLE__/; darwin[depth] = 0; next }
        /^[ \t]*#endif/ { if (depth > 0) depth--; next }
        # Comments say what they like.
        /^[ \t]*(\/\/|\*|\/\*)/ { next }
        /^[ \t]*import[ \t]+(Glibc|Musl)([ \t]|$)/ {
            if (depth == 0 || cond[depth] !~ /canImport\((Glibc|Musl)\)/) report("unguarded platform import (wrap it in #if canImport(Darwin) … #elseif canImport(Glibc))")
            next
        }
        /^[ \t]*import[ \t]+Darwin([ \t]|$)/ {
            if (depth == 0 || cond[depth] !~ /canImport\(Darwin\)/) report("unguarded platform import (wrap it in #if canImport(Darwin) … #elseif canImport(Glibc))")
            next
        }
        {
            line = $0
            sub(/[ \t]\/\/.*$/, "", line)  # a trailing comment
            if (guarded()) next
            if (line ~ /"\/proc\//) report("reads /proc, which macOS has not (Tests: ProcFileSystem; Sources: SystemCalls)")
            else if (line ~ /Glibc\./) report("calls through the Glibc module (SystemCalls spells it for both)")
            else if (line ~ /SOCK_STREAM\.rawValue|SOCK_CLOEXEC|MSG_NOSIGNAL/) report("a Linux-only socket spelling (SystemCalls.streamSocket, socketPair, sendWithoutSignal)")
            else if (line ~ /__sigaction_handler/) report("Glibc'"'"'s sigaction layout (SystemCalls.setSignalHandler, isIgnored)")
            else if (line ~ /posix_spawn_file_actions_t\(\)|posix_spawnattr_t\(\)/) report("a Glibc-only spawn type (SystemCalls.newSpawnFileActions, newSpawnAttributes)")
            else if (line ~ /(^|[^A-Za-z_.])environ([^A-Za-z_]|$)/) report("environ, which Darwin'"'"'s Swift overlay has not (SystemCalls.environment)")
            else if (line ~ /memfd_create|SYS_memfd|(^|[^A-Za-z_])pipe2\(|(^|[^A-Za-z_])dup3\(|accept4\(|epoll_|inotify_|O_TMPFILE|malloc_trim|mallinfo|sched_getaffinity|st_mtim[^e]|st_atim[^e]|st_ctim[^e]/) report("a Linux-only call")
        }
        END { if (failures > 0) { printf "%d portability problem(s): macOS would not build or run this\n", failures; exit 1 } }
    ')
}

self_test() {
    local scratch
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' RETURN
    mkdir -p "$scratch/Sources/Planted" "$scratch/Sources/SystemCalls" "$scratch/Tests/TestSupport"
    # Each planted line must be caught, once each.
    cat >"$scratch/Sources/Planted/Planted.swift" <<'SWIFT'
import Glibc
import Darwin
#if canImport(Darwin)
    import Glibc
#endif
let table = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
let written = Glibc.write(1, nil, 0)
let kind = Int32(SOCK_STREAM.rawValue)
let quiet = Int32(MSG_NOSIGNAL)
func install(_ action: inout sigaction) { action.__sigaction_handler.sa_handler = nil }
var actions = posix_spawn_file_actions_t()
let variables = environ
#if canImport(Darwin)
    let fallback = 0
#else
    let fine = readFromProc("/proc/self/exe")
#endif
SWIFT
    cat >"$scratch/Sources/Planted/planted.c" <<'C'
#include <unistd.h>
int planted(int ends[2]) { return pipe2(ends, 0); }
#ifdef __linux__
int fine(int ends[2]) { return pipe2(ends, 0); }
#endif
C
    # What is allowed: guarded imports, Linux-only calls in their module or a Linux branch.
    cat >"$scratch/Sources/Planted/Clean.swift" <<'SWIFT'
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif
// Comments may say /proc/self/exe and Glibc.write.
#if os(Linux)
    let table = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
#endif
let environment = ProcessInfo.processInfo.environment
SWIFT
    printf 'let kind = Int32(SOCK_STREAM.rawValue)\nimport Glibc\n' >"$scratch/Sources/SystemCalls/Allowed.swift"
    printf 'let text = try? String(contentsOfFile: "/proc/" + path)\n' >"$scratch/Tests/TestSupport/ProcFileSystem.swift"
    local output status=0
    output="$(check "$scratch" 2>&1)" || status=$?
    local expected=(
        "Planted.swift:1: unguarded platform import"
        "Planted.swift:2: unguarded platform import"
        "Planted.swift:4: unguarded platform import"
        "Planted.swift:6: reads /proc"
        "Planted.swift:7: calls through the Glibc module"
        "Planted.swift:8: a Linux-only socket spelling"
        "Planted.swift:9: a Linux-only socket spelling"
        "Planted.swift:10: Glibc's sigaction layout"
        "Planted.swift:11: a Glibc-only spawn type"
        "Planted.swift:12: environ"
        "planted.c:2: a Linux-only call"
        "11 portability problem(s)"
    )
    local missing=0 line
    for line in "${expected[@]}"; do
        if ! grep -qF "$line" <<<"$output"; then
            echo "check-portability self-test: not caught: $line" >&2
            missing=1
        fi
    done
    if [ "$status" -eq 0 ]; then
        echo "check-portability self-test: the planted problems passed" >&2
        missing=1
    fi
    if grep -qE "Clean.swift|Allowed.swift|ProcFileSystem.swift|Planted.swift:1[4-9]|planted.c:[3-9]" <<<"$output"; then
        echo "check-portability self-test: flagged what is allowed:" >&2
        grep -E "Clean.swift|Allowed.swift|ProcFileSystem.swift|Planted.swift:1[4-9]|planted.c:[3-9]" <<<"$output" >&2
        missing=1
    fi
    if [ "$missing" -ne 0 ]; then
        printf '%s\n' "$output" >&2
        return 1
    fi
    echo "check-portability self-test: all $((${#expected[@]} - 1)) planted problems caught, the allowed ones passed"
}

case "${1:-}" in
    --self-test) self_test ;;
    "") check "$here/.." && echo "portability: no unguarded platform import or Linux-only call outside Sources/SystemCalls" ;;
    -*) echo "usage: $0 [ROOT | --self-test]" >&2; exit 2 ;;
    *) check "$1" ;;
esac

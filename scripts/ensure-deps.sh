#!/usr/bin/env bash
# Makes sure the system packages the build needs are present. Idempotent and non-interactive.
#
# With --release (as `make release` runs it), also libcurl's headers: the view's server
# (coordinator-playground-view) links FlyingFox, which imports Foundation's networking, and a
# build with the Swift runtime linked in links that against libcurl.
#
# With --browser (as `make test` runs it), also headless Chromium from Debian's packages, with a
# font the page names, which the browser tests of the live view drive. The build never needs it:
# when it cannot be installed, one line says so and the build goes on; the browser tests then
# fail in CI (CI set) and are skipped, with the reason printed, elsewhere.
#
# On macOS it installs nothing unless a piece is missing, and then uses Homebrew (below).
set -euo pipefail

browser=false
release=false
for argument in "$@"; do
    case "$argument" in
        --browser) browser=true ;;
        --release) release=true ;;
        *) echo "usage: $0 [--release] [--browser]" >&2; exit 2 ;;
    esac
done

has_chromium() {
    command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1
}

# macOS: nothing to install in the usual case. libedit comes with the SDK (histedit.h, libedit),
# Foundation's networking with the system (no libcurl), and Chrome or Chromium from where macOS
# keeps applications (Tests/TerminalTests/Support/HeadlessChromium.swift looks there too).
# Homebrew's libedit is used only when the SDK's headers cannot compile the line editor's shim.
mac_browser() {
    local folder bundle
    for folder in /Applications "$HOME/Applications"; do
        for bundle in "Google Chrome.app/Contents/MacOS/Google Chrome" "Chromium.app/Contents/MacOS/Chromium"; do
            [ -x "$folder/$bundle" ] && return 0
        done
    done
    has_chromium || command -v google-chrome >/dev/null 2>&1
}

# Whether the C compiler can build Sources/CLibedit/shim.h with the flags given.
shim_compiles() {
    local root
    root="$(cd "$(dirname "$0")/.." && pwd)"
    printf '#include "%s/Sources/CLibedit/shim.h"\n' "$root" | xcrun clang -fsyntax-only "$@" -x c - 2>/dev/null
}

if [ "$(uname -s)" = Darwin ]; then
    if ! shim_compiles; then
        brew_libedit="$(brew --prefix libedit 2>/dev/null || true)"
        if [ -z "$brew_libedit" ] || [ ! -f "$brew_libedit/include/histedit.h" ]; then
            command -v brew >/dev/null 2>&1 || {
                echo "error: the SDK's libedit headers cannot build the line editor, and Homebrew is not there to install libedit: install Homebrew, then 'brew install libedit' (or install Xcode's command line tools: xcode-select --install)" >&2
                exit 1
            }
            echo "Installing libedit with Homebrew (the SDK's headers cannot build the line editor)..."
            brew install libedit >/dev/null
            brew_libedit="$(brew --prefix libedit)"
        fi
        shim_compiles -I"$brew_libedit/include" || { echo "error: neither the SDK's libedit nor Homebrew's builds Sources/CLibedit/shim.h" >&2; exit 1; }
    fi
    if $browser && ! mac_browser; then
        echo "warning: Chrome or Chromium is missing (brew install --cask chromium, or set CHROMIUM to a browser); the browser tests fail in CI and are skipped here" >&2
    fi
    exit 0
fi

needed=()
if ! command -v pkg-config >/dev/null 2>&1; then
    needed=(pkg-config libedit-dev)
elif ! pkg-config --exists libedit; then
    needed=(libedit-dev)
fi
if $release && ! pkg-config --exists libcurl 2>/dev/null; then
    needed+=(libcurl4-openssl-dev)
fi
wanted=()
if $browser && ! has_chromium; then
    wanted=(chromium fonts-dejavu-core)
fi
[ ${#needed[@]} -eq 0 ] && [ ${#wanted[@]} -eq 0 ] && exit 0

# What cannot be installed: the build's packages stop it; the browser costs one line.
cannot() {
    local reason="$1"
    if [ ${#needed[@]} -gt 0 ]; then
        echo "error: ${needed[*]} is missing and $reason: apt-get install -y ${needed[*]}" >&2
        exit 1
    fi
    echo "warning: headless Chromium is missing and $reason (apt-get install -y --no-install-recommends ${wanted[*]}); the browser tests fail in CI and are skipped here" >&2
    exit 0
}

if [ "$(id -u)" -eq 0 ]; then
    run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run=(sudo -n)
else
    cannot "cannot be installed without root; install it as root"
fi
command -v apt-get >/dev/null 2>&1 || cannot "apt-get is not available; install it with your package manager"

export DEBIAN_FRONTEND=noninteractive
if [ ${#needed[@]} -gt 0 ]; then
    echo "Installing ${needed[*]} (needed to build: the line editor's headers, libcurl's for a release)..."
    "${run[@]}" apt-get update -qq
    "${run[@]}" apt-get install -y -qq "${needed[@]}" >/dev/null
    pkg-config --exists libedit || { echo "error: libedit-dev installed but pkg-config cannot find libedit" >&2; exit 1; }
    echo "Installed ${needed[*]}."
    needed=()
fi
if [ ${#wanted[@]} -gt 0 ]; then
    echo "Installing ${wanted[*]} (headless Chromium, for the browser tests)..."
    if "${run[@]}" apt-get update -qq && "${run[@]}" apt-get install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null && has_chromium; then
        echo "Installed ${wanted[*]}."
    else
        cannot "could not be installed with apt-get"
    fi
fi

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

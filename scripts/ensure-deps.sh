#!/usr/bin/env bash
# Makes sure the system packages the build needs are present. Idempotent and non-interactive.
set -euo pipefail

if ! command -v pkg-config >/dev/null 2>&1; then
    missing="pkg-config libedit-dev"
elif ! pkg-config --exists libedit; then
    missing="libedit-dev"
else
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run=(sudo -n)
else
    echo "error: $missing is missing; install it as root: apt-get install -y $missing" >&2
    exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: $missing is missing and apt-get is not available; install it with your package manager" >&2
    exit 1
fi

echo "Installing $missing (needed for the line editor)..."
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
# shellcheck disable=SC2086
"${run[@]}" apt-get install -y -qq $missing >/dev/null
pkg-config --exists libedit || { echo "error: libedit-dev installed but pkg-config cannot find libedit" >&2; exit 1; }
echo "Installed $missing."

#!/usr/bin/env bash
# `make install` and `make uninstall`, with a manifest so that uninstall removes exactly what
# install wrote: the two programs and the resource bundles beside them (the program finds its
# lessons and the apps' sources there), and each folder install had to make.
#
#   scripts/install.sh install BUILT_FOLDER DESTINATION   (DESTINATION: $(DESTDIR)$(PREFIX))
#   scripts/install.sh uninstall DESTINATION
#
# The manifest is DESTINATION/share/coordinator-playground/installed: one path a line, relative
# to DESTINATION, files first, then the folders install made, deepest first. Installing again
# first removes what the last install wrote (a file dropped from a bundle since goes too), and
# nothing else: a file of someone else's in bin/ or in a bundle's folder stays.
set -euo pipefail

programs=(coordinator-playground coordinator-playground-view)
bundles=(CoordinatorPlayground_PlaygroundLessons.resources CoordinatorPlayground_ShopHost.resources CoordinatorPlayground_ItemsHost.resources)
manifest_path=share/coordinator-playground/installed

usage() {
    echo "usage: $0 install BUILT_FOLDER DESTINATION | uninstall DESTINATION" >&2
    exit 2
}

# Removes what the manifest in $1 lists; folders only when empty, and DESTINATION itself
# (listed as `.` when install made it) only when $2 is not "keep". Quiet when there is none.
remove_listed() {
    local destination="$1" manifest="$1/$manifest_path" keep="${2:-}" path
    [ -f "$manifest" ] || return 0
    while IFS= read -r path; do
        case "$path" in "" | /* | ../* | */../* | *"/.." | "..") continue ;; esac
        if [ "$path" = . ]; then
            [ "$keep" = keep ] && continue
            rmdir "$destination" 2>/dev/null || echo "kept $destination: it holds files install did not write" >&2
            continue
        fi
        if [ -L "$destination/$path" ] || [ -f "$destination/$path" ]; then
            rm -f "$destination/$path"
        elif [ -d "$destination/$path" ]; then
            rmdir "$destination/$path" 2>/dev/null || echo "kept $destination/$path: it holds files install did not write" >&2
        fi
    done <"$manifest"
}

# Makes the folder $1 (relative to $destination) and each missing parent, noting those it made.
made_folders=()
make_folder() {
    local path="$1"
    [ -d "$destination/$path" ] && return 0
    local parent
    parent="$(dirname "$path")"
    [ "$parent" != "." ] && make_folder "$parent"
    mkdir "$destination/$path"
    made_folders+=("$path")
}

# Writes the manifest: the files, itself, then every folder install made, deepest first (so
# that uninstall empties each before it removes it).
write_manifest() {
    make_folder "$(dirname "$manifest_path")"
    local manifest="$destination/$manifest_path" folders
    folders="$(printf '%s\n' "${old_folders[@]+"${old_folders[@]}"}" "${made_folders[@]+"${made_folders[@]}"}" | awk 'NF' | LC_ALL=C sort -u | awk '{ print gsub("/", "/") "\t" $0 }' | LC_ALL=C sort -rn -k1,1 | cut -f2-)"
    {
        [ ${#files[@]} -eq 0 ] || printf '%s\n' "${files[@]}"
        printf '%s\n' "$manifest_path"
        [ -z "$folders" ] || printf '%s\n' "$folders"
        ! $made_prefix || echo .
    } >"$manifest.new"
    mv "$manifest.new" "$manifest"
}

install_files() {
    local built="$1"
    destination="$2"
    for program in "${programs[@]}"; do
        [ -x "$built/$program" ] || { echo "error: $built/$program is missing: run 'make release' first" >&2; exit 1; }
    done
    for bundle in "${bundles[@]}"; do
        [ -d "$built/$bundle" ] || { echo "error: $built/$bundle is missing: run 'make release' first" >&2; exit 1; }
    done
    made_prefix=false
    if [ ! -d "$destination" ]; then
        [ -d "$(dirname "$destination")" ] || { echo "error: $(dirname "$destination") does not exist: make it first, or choose another PREFIX" >&2; exit 1; }
        mkdir "$destination"
        made_prefix=true
    fi
    destination="$(cd "$destination" && pwd)"
    local old_manifest="$destination/$manifest_path"
    old_folders=()
    if [ -f "$old_manifest" ]; then
        # The folders the last install made are still its own: keep them on the new list.
        local path
        while IFS= read -r path; do
            case "$path" in
                "" | */) ;;
                .) made_prefix=true ;;
                *) [ -d "$destination/$path" ] && ! [ -L "$destination/$path" ] && old_folders+=("$path") ;;
            esac
        done <"$old_manifest"
        remove_listed "$destination" keep
        rm -f "$old_manifest"
    fi
    # The manifest is written however install ends, so that what it wrote can be removed.
    files=()
    trap write_manifest EXIT
    make_folder bin
    for program in "${programs[@]}"; do
        install -m 755 "$built/$program" "$destination/bin/$program"
        files+=("bin/$program")
    done
    for bundle in "${bundles[@]}"; do
        local file
        while IFS= read -r file; do
            file="${file#./}"
            folder="$(dirname "$file")"
            make_folder "bin/$bundle"
            [ "$folder" = . ] || make_folder "bin/$bundle/$folder"
            install -m 644 "$built/$bundle/$file" "$destination/bin/$bundle/$file"
            files+=("bin/$bundle/$file")
        done < <(cd "$built/$bundle" && find . -type f | LC_ALL=C sort)
    done
    trap - EXIT
    write_manifest
    echo "installed $destination/bin/coordinator-playground (uninstall: make uninstall PREFIX=...)"
}

uninstall_files() {
    destination="$1"
    local manifest="$destination/$manifest_path"
    if [ ! -f "$manifest" ]; then
        echo "error: nothing to uninstall: $manifest (written by make install) is not there" >&2
        exit 1
    fi
    remove_listed "$destination"
    echo "uninstalled what make install wrote in $destination"
}

case "${1:-}" in
    install) [ $# -eq 3 ] || usage; install_files "$2" "$3" ;;
    uninstall) [ $# -eq 2 ] || usage; uninstall_files "$2" ;;
    *) usage ;;
esac

#!/usr/bin/env bash
# Installs a pinned Go tool from the Go module proxy into .cache/bin when this checkout lacks that
# version, and prints its path: ensure-go-tool.sh <binary> <module> <version>. A marker per
# version makes a changed pin install again; go install builds from source, so the first time
# takes a while (minutes for large tools such as k6).
set -euo pipefail
cd "$(dirname "$0")/../.."
name=$1 module=$2 version=$3
bin=.cache/bin/$name
marker=.cache/bin/.$name-$version
if [ ! -x "$bin" ] || [ ! -f "$marker" ]; then
  command -v go >/dev/null || { echo "Go is needed to install $name (go install $module@$version)." >&2; exit 1; }
  mkdir -p .cache/bin
  echo "Installing $name $version with go install (once)…" >&2
  GOBIN="$PWD/.cache/bin" go install "$module@$version" >&2
  touch "$marker"
fi
echo "$PWD/$bin"

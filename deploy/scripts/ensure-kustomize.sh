#!/usr/bin/env bash
# Installs kustomize from the Go module proxy into .cache/bin when this checkout lacks it, and
# prints its path. The version is pinned so every machine renders deploy/k8s the same way;
# kubectl's embedded kustomize lags behind and differs per kubectl release.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=v5.8.1
bin=.cache/bin/kustomize
marker=.cache/bin/.kustomize-$version
if [ ! -x "$bin" ] || [ ! -f "$marker" ]; then
  command -v go >/dev/null || { echo "Go is needed to install kustomize (go install)." >&2; exit 1; }
  mkdir -p .cache/bin
  GOBIN="$PWD/.cache/bin" go install "sigs.k8s.io/kustomize/kustomize/v5@$version" >&2
  rm -f .cache/bin/.kustomize-*
  touch "$marker"
fi
echo "$PWD/$bin"

#!/usr/bin/env bash
# Installs Jaeger v2 (the trace viewer, built on the OpenTelemetry Collector) from the Go module
# proxy into .cache/bin when this checkout lacks it, and prints its path. `TRACES=1 make start`
# runs it. Building takes several minutes on two cores, once.
#
# Jaeger's Go module keeps v1 tags: v1.76.0 is the release of Jaeger v2.13.0, and cmd/jaeger is
# the v2 binary. Its go.mod has a replace directive, which `go install module@version` refuses,
# so deploy/scripts/ensure-go-tool.sh cannot install it: the binary is built from a throw-away
# module that requires Jaeger and repeats the replace. The marker convention is the same.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=v1.76.0
bin=.cache/bin/jaeger
marker=.cache/bin/.jaeger-$version
if [ ! -x "$bin" ] || [ ! -f "$marker" ]; then
  command -v go >/dev/null || { echo "Go is needed to install Jaeger (go install)." >&2; exit 1; }
  echo "installing Jaeger $version from the Go module proxy (several minutes, once)" >&2
  mkdir -p .cache/bin
  work=.cache/jaeger-build
  rm -rf "$work"
  mkdir -p "$work"
  (
    cd "$work"
    go mod init moorline.local/jaeger-build >/dev/null 2>&1
    go mod edit -require="github.com/jaegertracing/jaeger@$version"
    upstream=$(go mod download -json "github.com/jaegertracing/jaeger@$version" | sed -n 's/^\s*"GoMod": "\(.*\)",$/\1/p')
    grep '^replace ' "$upstream" >>go.mod || true
    go get "github.com/jaegertracing/jaeger/cmd/jaeger@$version" >&2
    GOBIN="$OLDPWD/.cache/bin" go install github.com/jaegertracing/jaeger/cmd/jaeger >&2
  )
  rm -rf "$work"
  rm -f .cache/bin/.jaeger-*
  touch "$marker"
fi
echo "$PWD/$bin"

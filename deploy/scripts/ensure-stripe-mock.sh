#!/usr/bin/env bash
# Installs stripe-mock (Stripe's API served locally from its OpenAPI spec) from the Go module
# proxy into .cache/bin when this checkout lacks it, and prints its path. The payment tests run
# the Stripe adapter against it.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=v0.203.0
bin=.cache/bin/stripe-mock
marker=.cache/bin/.stripe-mock-$version
if [ ! -x "$bin" ] || [ ! -f "$marker" ]; then
  command -v go >/dev/null || { echo "Go is needed to install stripe-mock (go install)." >&2; exit 1; }
  mkdir -p .cache/bin
  GOBIN="$PWD/.cache/bin" go install "github.com/stripe/stripe-mock@$version" >&2
  touch "$marker"
fi
echo "$PWD/$bin"

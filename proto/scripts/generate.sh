#!/usr/bin/env bash
# Lints the protos and regenerates the committed TypeScript in src/gen (make proto).
set -euo pipefail

proto_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$proto_dir"

buf="../node_modules/.bin/buf"
if [[ ! -x "$buf" ]]; then
  echo "generate: $proto_dir/$buf not found; run npm install at the repository root" >&2
  exit 1
fi

"$buf" format --diff --exit-code
"$buf" lint
# Start from nothing, so a deleted or renamed proto leaves no generated file behind.
rm -rf src/gen
"$buf" generate
echo "generate: src/gen is up to date with the protos"

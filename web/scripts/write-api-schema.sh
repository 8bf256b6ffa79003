#!/usr/bin/env bash
# Generates the web's API types from the BFF's OpenAPI document (make openapi), formatted as the
# repository formats TypeScript. `make check` regenerates into a temporary file and fails on a
# difference. Usage: write-api-schema.sh [target], default web/src/http/api-schema.ts.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
committed="web/src/http/api-schema.ts"
target="${1:-$committed}"
bin="node_modules/.bin"

"$bin/openapi-typescript" bff/openapi.json --root-types --root-types-no-schema-prefix --enum-values --silent \
  | "$bin/prettier" --stdin-filepath "$committed" > "$target.tmp"
mv "$target.tmp" "$target"

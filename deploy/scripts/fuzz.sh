#!/usr/bin/env bash
# make fuzz: Schemathesis, every check, over bff/openapi.json against the BFF a `make start` runs
# on this machine: once anonymous, once signed in as the demo boater. bff/schemathesis.toml says
# which operations have rules the schema cannot state. EXAMPLES=n sets examples per operation.
set -euo pipefail
cd "$(dirname "$0")/../.."
origin="${MOORLINE_BFF_ORIGIN:-http://127.0.0.1:8000}"
examples="${EXAMPLES:-8}"

loopback='^https?://(localhost|127(\.[0-9]{1,3}){3}|\[::1\])(:[0-9]+)?$'
[[ "$origin" =~ $loopback ]] || { echo "make fuzz only targets this machine; $origin is not a loopback address." >&2; exit 2; }
if ! curl -fs --max-time 5 -o /dev/null "$origin/api/healthz"; then
  echo "No Moorline BFF answers at $origin. Start it in another terminal with 'make start', then run 'make fuzz' again." >&2
  exit 1
fi

schemathesis=$(bash deploy/scripts/ensure-schemathesis.sh)
run() {
  "$schemathesis" --config-file bff/schemathesis.toml run bff/openapi.json --url "$origin" \
    --checks all --max-examples "$examples" --workers 2 "$@"
}

failed=()
echo "schemathesis: anonymous"
run || failed+=(anonymous)
echo "schemathesis: signed in as the demo boater"
run -H "Authorization: Bearer $(bash deploy/scripts/demo-session.sh "$origin/api")" || failed+=("signed in")
if [ ${#failed[@]} -gt 0 ]; then
  echo "Schemathesis found mismatches: ${failed[*]}" >&2
  exit 1
fi

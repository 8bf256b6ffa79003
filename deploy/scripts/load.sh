#!/usr/bin/env bash
# make load: the k6 suites in deploy/load against a platform `make start` runs on this machine.
# Loopback only; each suite is bounded (a minute or two); every suite runs even when one fails,
# and the exit status says whether all thresholds held. SUITES="smoke booking-storm" picks some.
set -euo pipefail
cd "$(dirname "$0")/../.."
api="${MOORLINE_API_URL:-http://localhost:8000/api}"
web="${MOORLINE_WEB_URL:-http://localhost:3000}"
# sign-in-abuse last: it leaves this address refused for sign-in for up to 15 minutes.
suites="${SUITES:-smoke map-browsing booking-storm sign-in-abuse}"
out=.data/load

loopback='^https?://(localhost|127(\.[0-9]{1,3}){3}|\[::1\])(:[0-9]+)?(/|$)'
for url in "$api" "$web"; do
  [[ "$url" =~ $loopback ]] || { echo "make load only targets this machine; $url is not a loopback address." >&2; exit 2; }
done

if ! curl -fs --max-time 5 -o /dev/null "$api/healthz" || ! curl -fs --max-time 15 -o /dev/null "$web/en"; then
  echo "No Moorline platform answers at $api and $web." >&2
  echo "Start it in another terminal with 'make start', wait until it prints the URLs, then run 'make load' again." >&2
  exit 1
fi

k6=$(bash deploy/scripts/ensure-k6.sh)
mkdir -p "$out"

access=$(bash deploy/scripts/demo-session.sh "$api")
export MOORLINE_API_URL="$api" MOORLINE_WEB_URL="$web" MOORLINE_ACCESS_TOKEN="$access" MOORLINE_LOAD_OUT="$out"

failed=()
for suite in $suites; do
  [ -f "deploy/load/$suite.js" ] || { echo "No suite deploy/load/$suite.js" >&2; exit 2; }
  echo "k6: $suite"
  # The map stream is held open until k6's own timeout on purpose; its warning is noise.
  "$k6" run --quiet "deploy/load/$suite.js" 2> >(grep -v 'msg="Request Failed" error="request timeout"' >&2) ||
    failed+=("$suite")
done
echo "Summaries: $out/*-<suite>.txt and .json"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Thresholds failed in: ${failed[*]}" >&2
  exit 1
fi

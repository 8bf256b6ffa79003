#!/usr/bin/env bash
# Installs what npm cannot: Java 17+ and Maven (the embedded Kafka), Chromium (browser tests),
# poppler-utils (tests that read PDFs), psql (the dashboard benchmarks' baseline).
# Needs root for apt; otherwise it says what is missing and which variable avoids the need.
set -euo pipefail
purpose="${1:-}"; [ "$purpose" = "--for" ] && purpose="${2:-}"

missing=()
java_major() { java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1; }
if [ -z "${KAFKA_BROKERS:-}" ] && { ! command -v java >/dev/null || [ "$(java_major)" -lt 17 ]; }; then
  missing+=(openjdk-17-jre-headless)
fi
if [ -z "${KAFKA_BROKERS:-}" ] && [ ! -f .cache/kafka/libs/.complete ] && ! command -v mvn >/dev/null; then
  missing+=(maven)
fi
if [ "$purpose" != "start" ] && [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
fi
# Tests read the PDFs the platform makes (the buoys' QR sheet) with poppler's tools.
if [ "$purpose" != "start" ] && ! command -v pdftoppm >/dev/null; then
  missing+=(poppler-utils)
fi
# make bench times the back office's SQL straight in psql beside the services' answers (P11, P12).
if [ "$purpose" = "bench" ] && ! command -v psql >/dev/null; then
  missing+=(postgresql-client)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing: ${missing[*]}." >&2
  echo "Install them (Debian/Ubuntu: sudo apt-get install -y ${missing[*]}), or set KAFKA_BROKERS to use an existing Kafka." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

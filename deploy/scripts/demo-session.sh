#!/usr/bin/env bash
# Prints an access token of the demo boater on a running `make start` (API base URL in $1), for
# make load and make fuzz. One session for every run, renewed from its refresh cookie: signing in
# again would spend this address's sign-in budget, which a recent sign-in-abuse run has used up.
set -euo pipefail
cd "$(dirname "$0")/../.."
api="$1"
email=sailor@moorline.local
password=moorline-demo
mkdir -p .data/load
jar=.data/load/sailor-session.cookies

field() { node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{try{process.stdout.write(String(JSON.parse(s)[process.argv[1]]??""))}catch{}})' "$1"; }

access=""
if [ -f "$jar" ]; then
  access=$(curl -sS --max-time 10 -b "$jar" -c "$jar" -X POST "$api/v1/auth/refresh" | field access || true)
fi
if [ -z "$access" ]; then
  (umask 077; : >"$jar")
  answer=$(curl -sS --max-time 10 -c "$jar" -H 'Content-Type: application/json' \
    -d "{\"email\":\"$email\",\"password\":\"$password\"}" "$api/v1/auth/signin")
  access=$(field access <<<"$answer")
  if [ -z "$access" ]; then
    echo "Signing in $email failed: $answer" >&2
    echo "(too_many_requests: this address's sign-ins are spent, e.g. by sign-in-abuse; try again within 15 minutes' time)" >&2
    exit 1
  fi
fi
echo "$access"

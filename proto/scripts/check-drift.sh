#!/usr/bin/env bash
# Fails when the committed src/gen differs from what the protos generate (make proto-check, CI).
# Generates into a temporary directory, so the working tree is never touched.
set -euo pipefail

proto_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$proto_dir"

buf="../node_modules/.bin/buf"
if [[ ! -x "$buf" ]]; then
  echo "check-drift: $proto_dir/$buf not found; run npm install at the repository root" >&2
  exit 1
fi

fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT

"$buf" format --diff --exit-code
"$buf" lint
# -o moves every plugin's `out` under the temporary directory: $fresh/src/gen.
"$buf" generate -o "$fresh"

list_files() {
  if [[ -d "$1" ]]; then (cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort); fi
}

committed_list="$fresh/committed.txt"
generated_list="$fresh/generated.txt"
list_files src/gen >"$committed_list"
list_files "$fresh/src/gen" >"$generated_list"

drift=()
while IFS= read -r file; do
  drift+=("missing   src/gen/$file")
done < <(LC_ALL=C comm -13 "$committed_list" "$generated_list")
while IFS= read -r file; do
  drift+=("stale     src/gen/$file")
done < <(LC_ALL=C comm -23 "$committed_list" "$generated_list")
while IFS= read -r file; do
  if ! cmp -s "src/gen/$file" "$fresh/src/gen/$file"; then
    drift+=("changed   src/gen/$file")
  fi
done < <(LC_ALL=C comm -12 "$committed_list" "$generated_list")

if ((${#drift[@]} > 0)); then
  {
    echo "check-drift: proto/src/gen does not match the protos (${#drift[@]} file(s)):"
    printf '  %s\n' "${drift[@]}"
    echo
    diff -ruN src/gen "$fresh/src/gen" | head -n 80 || true
    echo
    echo "Run 'make proto' (or 'bash proto/scripts/generate.sh') and commit proto/src/gen."
  } >&2
  exit 1
fi
echo "check-drift: proto/src/gen matches the protos"

#!/usr/bin/env bash
# Schemathesis (PyPI) for make fuzz, in its own virtual environment under .cache, once per pinned
# version. Prints the path of its command.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=4.32.5
venv=.cache/schemathesis-$version
if [ ! -x "$venv/bin/schemathesis" ]; then
  command -v python3 >/dev/null || { echo "make fuzz needs python3 (apt-get install -y python3-venv)" >&2; exit 1; }
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet "schemathesis==$version" >&2
fi
echo "$PWD/$venv/bin/schemathesis"

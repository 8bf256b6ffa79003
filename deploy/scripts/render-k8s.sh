#!/usr/bin/env bash
# Renders one Kubernetes overlay (deploy/k8s/overlays/<dev|prod>) to stdout with the pinned
# kustomize, installed into .cache/bin on first use. make k8s-check and the render tests call it,
# so what is checked is what `kubectl apply -k` would send.
set -euo pipefail
cd "$(dirname "$0")/../.."
overlay=${1:-}
if [ ! -f "deploy/k8s/overlays/$overlay/kustomization.yaml" ]; then
  echo "usage: $0 <overlay>   (one of: $(ls deploy/k8s/overlays | tr '\n' ' '))" >&2
  exit 2
fi
kustomize=$(bash deploy/scripts/ensure-kustomize.sh)
exec "$kustomize" build "deploy/k8s/overlays/$overlay"

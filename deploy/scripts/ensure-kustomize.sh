#!/usr/bin/env bash
# kustomize for rendering deploy/k8s. Pinned so every machine renders the same way; kubectl's
# embedded kustomize lags behind and differs per kubectl release.
exec bash "$(dirname "$0")/ensure-go-tool.sh" kustomize sigs.k8s.io/kustomize/kustomize/v5 v5.8.1

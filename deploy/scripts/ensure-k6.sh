#!/usr/bin/env bash
# k6 (Grafana's load generator) for make load, which runs the suites in deploy/load with it.
# Building it takes several minutes on two cores, once per pinned version.
exec bash "$(dirname "$0")/ensure-go-tool.sh" k6 go.k6.io/k6 v1.8.1

#!/usr/bin/env bash
# stripe-mock (Stripe's API served locally from its OpenAPI spec): the payment tests run the
# Stripe adapter against it.
exec bash "$(dirname "$0")/ensure-go-tool.sh" stripe-mock github.com/stripe/stripe-mock v0.203.0

# Moorline: one command to run the platform, one to test it. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help
TSX := node --import tsx

.PHONY: help install prerequisites start test test-unit test-browser check typecheck lint proto proto-check openapi openapi-check migrate bench redrive unpark

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.package-lock.json ## Install npm dependencies (only when the lockfile changed)

prerequisites: ## Install what npm cannot: Java and Maven for Kafka, Chromium for browser tests
	@bash deploy/scripts/install-prerequisites.sh

start: install ## Run the whole platform on this machine (Ctrl-C stops it)
	@bash deploy/scripts/install-prerequisites.sh --for start
	@$(TSX) deploy/src/start/main.ts

test: install ## Run every test: unit, integration (real Postgres and Kafka) and browser (Chromium)
	@bash deploy/scripts/install-prerequisites.sh --for test
	@mkdir -p test-results
	@status=0; \
	npx jest --json --outputFile=test-results/jest.json || status=1; \
	if [ -f web/playwright.config.ts ]; then npx playwright test -c web/playwright.config.ts || status=1; fi; \
	node --import tsx deploy/scripts/test-summary.ts; \
	exit $$status

test-unit: install ## Only the unit tests (no servers)
	npx jest --testPathIgnorePatterns '\.int\.test\.ts$$' '/web/e2e/' --globalSetup '' --globalTeardown ''

check: install typecheck lint proto-check openapi-check k8s-check ## Typecheck, lint, and fail on stale generated code

typecheck:
	npx tsc -p tsconfig.json
	@if [ -f web/tsconfig.json ]; then npx tsc -p web/tsconfig.json --noEmit; fi

lint:
	npx eslint .
	npx prettier --check .

.PHONY: k8s-check
k8s-check: ## Render each Kubernetes overlay with kustomize and validate it (API schemas, probes, policies)
	@$(TSX) deploy/scripts/check-k8s.ts

proto: ## Regenerate TypeScript from proto/
	bash proto/scripts/generate.sh

proto-check:
	bash proto/scripts/check-drift.sh

openapi: ## Regenerate bff/openapi.json from the route schemas, and the web's API types from it
	$(TSX) bff/scripts/write-openapi.ts
	bash web/scripts/write-api-schema.sh

openapi-check:
	@tmp=$$(mktemp); $(TSX) bff/scripts/write-openapi.ts $$tmp; \
	if ! diff -q $$tmp bff/openapi.json >/dev/null; then echo "bff/openapi.json is stale: run make openapi"; diff -u bff/openapi.json $$tmp | head -40; rm -f $$tmp; exit 1; fi; \
	rm -f $$tmp; echo "bff/openapi.json is current"
	@tmp=$$(mktemp); bash web/scripts/write-api-schema.sh $$tmp; \
	if ! diff -q $$tmp web/src/http/api-schema.ts >/dev/null; then echo "web/src/http/api-schema.ts is stale: run make openapi"; diff -u web/src/http/api-schema.ts $$tmp | head -40; rm -f $$tmp; exit 1; fi; \
	rm -f $$tmp; echo "web/src/http/api-schema.ts is current"

migrate: install ## Apply every service's migrations (embedded Postgres unless DATABASE_URL is set)
	$(TSX) deploy/src/start/migrate.ts

bench: install ## Every benchmark (P1–P13, S6, F1, PAY, WL) in one run, ratios beside targets, into bench/results.md and .json
	@bash deploy/scripts/install-prerequisites.sh --for bench
	@$(TSX) deploy/src/bench/run-all.ts

.PHONY: load
load: ## k6 load suites (deploy/load) against a running make start; SUITES=… picks some
	@bash deploy/scripts/load.sh

.PHONY: fuzz
fuzz: ## Schemathesis (every check) over bff/openapi.json against a running make start; EXAMPLES=… per operation
	@bash deploy/scripts/fuzz.sh

redrive: install ## Send dead letters back to their topic: make redrive TOPIC=<topic>.dlq (KAFKA_BROKERS set)
	@if [ -z "$(TOPIC)" ]; then echo "usage: make redrive TOPIC=<topic>.dlq"; exit 2; fi
	@$(TSX) services/kit/scripts/redrive.ts topic "$(TOPIC)"

unpark: install ## Put parked outbox rows back in line: make unpark DATABASE_URL=… [EVENT_IDS=id,…]
	@$(TSX) services/kit/scripts/redrive.ts outbox

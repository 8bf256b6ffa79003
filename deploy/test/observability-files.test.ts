import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { parse } from 'yaml';
import type { BookingTables } from '../../services/booking/src/booking.tables';
import { holdExpiryGauges } from '../../services/booking/src/bookings/hold-expiry-metrics';
import { createDatabase } from '../../services/kit/src/db/database';
import type { KitTables } from '../../services/kit/src/db/kit.tables';
import { consumerMetricFamilies } from '../../services/kit/src/events/consumer-metrics';
import { outboxMetrics } from '../../services/kit/src/events/outbox-metrics';
import { serverMetricsMiddleware } from '../../services/kit/src/grpc/metrics-middleware';
import { createHttpApp } from '../../services/kit/src/http/http-app';
import { createLogger } from '../../services/kit/src/logging/logger';
import { addScrapedGauge } from '../../services/kit/src/metrics/scraped-gauge';
import { repoRoot } from '../src/start/deployables';
import { promqlNames } from './promql-metric-names';

// deploy/observability against the code: every alert and dashboard query reads metrics a
// process really serves, so a renamed metric fails here instead of silencing an alert.

const observability = join(repoRoot, 'deploy', 'observability');
const read = (file: string) => readFileSync(join(observability, file), 'utf8');

interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface RuleFile {
  groups: { name: string; rules: AlertRule[] }[];
}

/**
 * The names on a service's /metrics page, registered by the same functions runService and the
 * BFF call (nothing is read from a database or broker), plus `up`, which Prometheus adds.
 */
async function exportedMetricNames(): Promise<Set<string>> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  createHttpApp({
    logger: createLogger({ service: 'names', level: 'silent', pretty: false }),
    readiness: {},
    metrics: registry,
  });
  serverMetricsMiddleware(registry);
  consumerMetricFamilies(registry);
  // Never queried: registering the gauges only names them.
  const nowhere = { url: 'postgres://nobody@127.0.0.1:1/none' };
  const kitDb = createDatabase<KitTables>(nowhere);
  const bookingDb = createDatabase<BookingTables>(nowhere);
  outboxMetrics(registry, kitDb);
  for (const gauge of holdExpiryGauges(bookingDb)) addScrapedGauge(registry, gauge);
  await Promise.all([kitDb.destroy(), bookingDb.destroy()]);
  const names = new Set(['up']);
  for (const metric of registry.getMetricsAsArray()) {
    names.add(metric.name);
    if (metric instanceof Histogram)
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** What is wrong with an expression: metrics nobody exports, functions PromQL lacks, or no metric. */
function problemsOf(expr: string, exported: Set<string>): string[] {
  const { metrics, unknownFunctions } = promqlNames(expr);
  return [
    ...metrics.filter((name) => !exported.has(name)).map((name) => `unknown metric ${name}`),
    ...unknownFunctions.map((name) => `unknown function ${name}`),
    ...(metrics.length === 0 ? ['selects no metric'] : []),
  ];
}

const ruleFile = (): RuleFile => parse(read('alerts.yaml')) as RuleFile;
const alerts = () => ruleFile().groups.flatMap((group) => group.rules);

interface Panel {
  id?: number;
  type: string;
  title: string;
  targets?: { expr: string }[];
}
const dashboardPanels = (): Panel[] =>
  (JSON.parse(read('grafana-dashboard.json')) as { panels: Panel[] }).panels;

describe('alert rules (deploy/observability/alerts.yaml)', () => {
  it('when parsed, then it has the Prometheus rule-file shape: named groups of alerts with an expression, a duration, a severity and a runbook', () => {
    const file = ruleFile();
    expect(file.groups.length).toBeGreaterThan(0);
    expect(new Set(file.groups.map((group) => group.name)).size).toBe(file.groups.length);
    for (const rule of file.groups.flatMap((group) => group.rules)) {
      expect(Object.keys(rule).sort()).toEqual(
        expect.arrayContaining(['alert', 'annotations', 'expr', 'labels']),
      );
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(typeof rule.expr).toBe('string');
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smhdwy]$/);
      expect(['page', 'ticket']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.annotations?.runbook).toBe('deploy/README.md#alerts-runbook');
      // Brackets balance: a cut-off expression would otherwise load as a rule that never fires.
      let depth = 0;
      for (const char of rule.expr.replace(/"(?:[^"\\]|\\.)*"/g, '')) {
        depth += char === '(' ? 1 : char === ')' ? -1 : 0;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    }
    expect(new Set(alerts().map((rule) => rule.alert)).size).toBe(alerts().length);
  });

  it('when every expression is read, then it names only metrics the code exports', async () => {
    const exported = await exportedMetricNames();
    const problems = alerts().flatMap((rule) =>
      problemsOf(rule.expr, exported).map((one) => `${rule.alert}: ${one}`),
    );
    expect(problems).toEqual([]);
  });

  it('when the alerts are listed, then each signal of the runbook has one: lag, outbox age, parked, dead letters, hold expiry, errors, p99, down', () => {
    const used = new Set(alerts().flatMap((rule) => promqlNames(rule.expr).metrics));
    for (const metric of [
      'kafka_consumer_lag',
      'outbox_oldest_unpublished_age_seconds',
      'outbox_parked_events',
      'event_consumer_dead_lettered_total',
      'kafka_dead_letters_waiting',
      'booking_hold_expiry_lag_seconds',
      'http_server_requests_total',
      'grpc_server_handled_total',
      'http_server_request_duration_seconds_bucket',
      'grpc_server_handling_seconds_bucket',
      'up',
    ])
      expect(used).toContain(metric);
  });

  it('when the runbook is read, then deploy/README.md says what each alert means and what to do', () => {
    const readme = readFileSync(join(repoRoot, 'deploy', 'README.md'), 'utf8');
    const runbook = readme.slice(readme.indexOf('### Alerts (runbook)'));
    expect(runbook.length).toBeLessThan(readme.length);
    for (const rule of alerts()) expect(runbook).toContain(`\`${rule.alert}\``);
  });

  it('when an expression names a metric nobody exports or misspells a function, then the check reports it', async () => {
    const exported = await exportedMetricNames();
    expect(problemsOf('max by (job) (outbox_oldest_row_age_seconds) > 60', exported)).toEqual([
      'unknown metric outbox_oldest_row_age_seconds',
    ]);
    expect(problemsOf('sum by (consumer_group) (rates(kafka_consumer_lag[5m]))', exported)).toEqual([
      'unknown function rates',
    ]);
    // Labels in matchers and groupings, strings and durations are not metrics.
    expect(
      problemsOf(
        'sum by (job, route) (rate(http_server_requests_total{route!~"/up|rate"}[5m] offset 1h)) > 1e3',
        exported,
      ),
    ).toEqual([]);
    expect(problemsOf('vector(1)', exported)).toEqual(['selects no metric']);
  });
});

describe('the dashboard (deploy/observability/grafana-dashboard.json)', () => {
  it('when its panels are read, then every query names only metrics the code exports', async () => {
    const exported = await exportedMetricNames();
    const problems = dashboardPanels().flatMap((panel) =>
      (panel.targets ?? []).flatMap((target) =>
        problemsOf(target.expr.replaceAll('$__rate_interval', '5m').replaceAll('$job', 'x'), exported).map(
          (one) => `${panel.title}: ${one}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('when compared with the alerts, then every metric an alert watches has a panel, and panel ids are unique', () => {
    const panels = dashboardPanels();
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    // A histogram's series (_bucket, _count) count as one family.
    const family = (name: string) => name.replace(/_(bucket|count|sum)$/, '');
    const shown = new Set(
      panels.flatMap((panel) =>
        (panel.targets ?? []).flatMap((target) => promqlNames(target.expr).metrics.map(family)),
      ),
    );
    const watched = new Set(alerts().flatMap((rule) => promqlNames(rule.expr).metrics.map(family)));
    expect([...watched].filter((metric) => !shown.has(metric))).toEqual([]);
  });
});

describe('the scrape configuration (deploy/observability/prometheus.yaml)', () => {
  it('when read, then it loads the alert rules and names a moorline-<deployable> job per deployable that serves /metrics', () => {
    const config = parse(read('prometheus.yaml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string }[];
    };
    expect(config.rule_files).toEqual(['alerts.yaml']);
    expect(config.scrape_configs.map((job) => job.job_name).sort()).toEqual(
      ['auth', 'bff', 'booking', 'catalog', 'notification', 'payment'].map((name) => `moorline-${name}`),
    );
  });
});

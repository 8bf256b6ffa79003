// One summary per run: a table per route (count, error rate, latency) beside each threshold,
// printed and written under .data/load/ (make load sets MOORLINE_LOAD_OUT) as text and JSON.

/** Trend figures the summary prints; `count` gives each route's number of requests. */
export const SUMMARY_TREND_STATS = ['count', 'med', 'p(95)', 'p(99)', 'max'];

/**
 * A p95 latency budget (ms) and an error-rate budget for each route. Thresholds on tagged
 * sub-metrics are also what makes k6 keep per-route figures for the summary.
 */
export function routeThresholds(p95ByRoute, errorRate = 0.01) {
  const thresholds = {};
  for (const [route, p95] of Object.entries(p95ByRoute)) {
    thresholds[`http_req_duration{route:${route}}`] = [`p(95)<${p95}`];
    thresholds[`http_req_failed{route:${route}}`] = [`rate<${errorRate}`];
  }
  return thresholds;
}

const ROUTE_METRIC = /^http_req_duration\{route:(.+)\}$/;
const BUILT_IN = /^(http_|iteration|vus|data_|group_duration)/;

const pad = (value, width) => String(value).padStart(width);
const ms = (value) => (value === undefined ? '-' : value.toFixed(1));

function verdicts(metric) {
  return Object.entries(metric.thresholds || {}).map(([rule, { ok }]) => `${rule} ${ok ? 'ok' : 'FAILED'}`);
}

function routeRows(metrics) {
  const rows = [`${'route'.padEnd(22)}${pad('count', 7)}${pad('errors', 9)}${pad('med ms', 9)}`];
  rows[0] += `${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}  thresholds`;
  const routes = Object.keys(metrics)
    .map((name) => ROUTE_METRIC.exec(name))
    .filter(Boolean)
    .map((match) => match[1])
    .sort();
  for (const route of routes) {
    const duration = metrics[`http_req_duration{route:${route}}`];
    const failed = metrics[`http_req_failed{route:${route}}`];
    const v = duration.values;
    const errorRate = failed ? `${(failed.values.rate * 100).toFixed(1)}%` : '-';
    const marks = [...verdicts(duration), ...(failed ? verdicts(failed) : [])].join(', ');
    rows.push(
      `${route.padEnd(22)}${pad(v.count, 7)}${pad(errorRate, 9)}${pad(ms(v.med), 9)}` +
        `${pad(ms(v['p(95)']), 9)}${pad(ms(v['p(99)']), 9)}${pad(ms(v.max), 9)}  ${marks}`,
    );
  }
  return rows;
}

function describe(metric) {
  const v = metric.values;
  if (metric.type === 'rate') return `${(v.rate * 100).toFixed(1)}% (${v.passes} of ${v.passes + v.fails})`;
  if (metric.type === 'counter') return String(v.count);
  if (metric.type === 'trend') return `med ${ms(v.med)} p95 ${ms(v['p(95)'])} max ${ms(v.max)}`;
  return JSON.stringify(v);
}

/** A suite's own metric, or a built-in one split by a tag other than route (such as phase). */
const suiteMetric = (name) =>
  !BUILT_IN.test(name) || (name.includes('{') && !/\{(route|expected_response):/.test(name));

/** The suite's own metrics (winners, 429s, streams held open), with their thresholds. */
function suiteRows(metrics) {
  return Object.keys(metrics)
    .filter(suiteMetric)
    .sort()
    .map((name) => {
      const marks = verdicts(metrics[name]).join(', ');
      return `  ${name}: ${describe(metrics[name])}${marks ? `  [${marks}]` : ''}`;
    });
}

function failedThresholds(metrics) {
  return Object.entries(metrics).flatMap(([name, metric]) =>
    Object.entries(metric.thresholds || {})
      .filter(([, { ok }]) => !ok)
      .map(([rule]) => `${name} ${rule}`),
  );
}

export function summaryText(suite, data) {
  const m = data.metrics;
  const seconds = data.state.testRunDurationMs / 1000;
  const requests = m.http_reqs ? m.http_reqs.values.count : 0;
  const failed = failedThresholds(m);
  return [
    `== ${suite}: ${seconds.toFixed(1)} s, ${requests} requests (${(requests / seconds).toFixed(1)}/s), ` +
      `${m.iterations ? m.iterations.values.count : 0} iterations`,
    ...routeRows(m),
    'suite figures:',
    ...suiteRows(m),
    failed.length === 0 ? 'thresholds: all passed' : `thresholds FAILED: ${failed.join('; ')}`,
    '',
  ].join('\n');
}

/** handleSummary for a suite: the text to stdout, text and JSON beside each other on disk. */
export function writeSummary(suite) {
  return (data) => {
    const text = summaryText(suite, data);
    const out = (__ENV.MOORLINE_LOAD_OUT || '.data/load').replace(/\/$/, '');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    return {
      stdout: text,
      [`${out}/${stamp}-${suite}.txt`]: text,
      [`${out}/${stamp}-${suite}.json`]: JSON.stringify(data, null, 2),
    };
  };
}

// smoke: every main GET route once, as a visitor and as the signed-in demo sailor, plus the
// map stream opened briefly and the web pages a visitor lands on. One virtual user, seconds long:
// it says whether the stack answers at all before the heavier suites lean on it.
import http from 'k6/http';
import { check } from 'k6';
import { holdMapStream } from './lib/map-stream.js';
import { ADRIATIC, API, WEB, bboxParam, bearer, sailorAccessToken, tagged } from './lib/platform.js';
import { SUMMARY_TREND_STATS, routeThresholds, writeSummary } from './lib/summary.js';

// One sample per route, so p95 is that request; budgets are generous, errors are not allowed.
const ROUTES = {
  health: 1000,
  bays: 1000,
  'map-buoys': 1500,
  bay: 1000,
  'bay-buoys': 1000,
  // The first weather call of a bay reaches the public weather API (catalog caches it, and
  // answers "unavailable" after its 3 s timeout when offline).
  weather: 4000,
  locations: 1000,
  'boat-brands': 1000,
  profile: 1000,
  fleet: 1000,
  bookings: 1500,
  'web-home': 3000,
  'web-map': 3000,
  'web-bay': 3000,
};

export const options = {
  scenarios: { smoke: { executor: 'per-vu-iterations', vus: 1, iterations: 1, maxDuration: '1m' } },
  thresholds: {
    ...routeThresholds(ROUTES, 0.001),
    map_stream_held_open: ['rate==1'],
    checks: ['rate==1'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export function setup() {
  return { access: sailorAccessToken() };
}

function getJson(route, path, access) {
  const headers = access ? bearer(access) : {};
  const res = http.get(`${API}${path}`, tagged(route, { headers }));
  check(res, { [`${route} answers 200`]: (r) => r.status === 200 });
  return res;
}

export default function ({ access }) {
  const health = getJson('health', '/healthz');
  check(health, { 'every service is serving': (r) => r.json('status') === 'ok' });

  const bays = getJson('bays', `/v1/bays?bbox=${bboxParam(ADRIATIC)}`).json('bays') || [];
  check(bays, { 'the Adriatic has bays': (list) => list.length > 0 });
  const buoys = getJson('map-buoys', `/v1/map/buoys?bbox=${bboxParam(ADRIATIC)}`, access);
  check(buoys, { 'signed in, the viewport has live statuses': (r) => r.json('live_status') === true });

  const slug = bays.length > 0 ? bays[0].slug : 'unknown';
  getJson('bay', `/v1/bays/${slug}`);
  getJson('bay-buoys', `/v1/bays/${slug}/buoys`, access);
  getJson('weather', `/v1/bays/${slug}/weather`);
  getJson('locations', `/v1/locations?q=${encodeURIComponent(slug.slice(0, 3))}`);
  getJson('boat-brands', '/v1/boat-brands');

  getJson('profile', '/v1/auth/profile', access);
  getJson('fleet', '/v1/fleet', access);
  getJson('bookings', '/v1/bookings', access);

  check(holdMapStream(access, 3), { 'the map stream stays open': (open) => open });

  for (const [route, path] of [
    ['web-home', '/en'],
    ['web-map', '/en/map'],
    ['web-bay', `/en/bays/${slug}`],
  ]) {
    const page = http.get(`${WEB}${path}`, tagged(route));
    check(page, { [`${route} renders`]: (r) => r.status === 200 && r.body.includes('<html') });
  }
}

export const handleSummary = writeSummary('smoke');

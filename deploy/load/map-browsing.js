// map-browsing: what the map page asks for while people look around. Visitors (no status) and
// signed-in boaters (live status) zoom out over the Adriatic, zoom into a bay, open its page and
// now and then search a place; meanwhile signed-in boaters keep the live map stream (SSE) open,
// as the web app does on the map. About a minute; the demo traffic moves buoys all along.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { holdMapStream } from './lib/map-stream.js';
import {
  ADRIATIC,
  API,
  bboxParam,
  bearer,
  pick,
  sailorAccessToken,
  tagged,
  viewportAround,
} from './lib/platform.js';
import { SUMMARY_TREND_STATS, routeThresholds, writeSummary } from './lib/summary.js';

const VISITORS = Number(__ENV.MAP_VISITORS || 20);
const SIGNED_IN = Number(__ENV.MAP_SIGNED_IN || 8);
const STREAM_SECONDS = 50;

export const options = {
  scenarios: {
    visitors: {
      executor: 'ramping-vus',
      exec: 'visitor',
      stages: [
        { duration: '10s', target: VISITORS },
        { duration: '40s', target: VISITORS },
        { duration: '5s', target: 0 },
      ],
    },
    signedIn: { executor: 'constant-vus', exec: 'signedIn', vus: SIGNED_IN, duration: '55s' },
    // One stream per signed-in boater, open across the browsing.
    streams: {
      executor: 'per-vu-iterations',
      exec: 'stream',
      vus: SIGNED_IN,
      iterations: 1,
      maxDuration: `${STREAM_SECONDS + 15}s`,
    },
  },
  thresholds: {
    // p95 budgets for a 2-core machine running the whole platform and the load generator.
    ...routeThresholds({ bays: 500, 'map-buoys': 800, bay: 400, 'bay-buoys': 500, locations: 500 }),
    map_stream_held_open: ['rate==1'],
    checks: ['rate>0.99'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export function setup() {
  const res = http.get(`${API}/v1/bays?bbox=${bboxParam(ADRIATIC)}`, tagged('setup'));
  const bays = (res.json('bays') || []).map(({ slug, name, lat, lon }) => ({ slug, name, lat, lon }));
  if (bays.length === 0) throw new Error(`no bays to browse: GET /v1/bays answered ${res.status}`);
  return { bays, access: sailorAccessToken() };
}

function get(route, path, access) {
  const res = http.get(`${API}${path}`, tagged(route, { headers: access ? bearer(access) : {} }));
  check(res, { [`${route} answers 200`]: (r) => r.status === 200 });
  return res;
}

/** One look around the map: zoomed out, into a bay, its page, sometimes a place search. */
function browse(bays, access) {
  get('bays', `/v1/bays?bbox=${bboxParam(ADRIATIC)}`, access);
  get('map-buoys', `/v1/map/buoys?bbox=${bboxParam(ADRIATIC)}`, access);
  sleep(0.5 + Math.random());

  const bay = pick(bays);
  const viewport = bboxParam(viewportAround(bay.lat, bay.lon, 0.4));
  get('bays', `/v1/bays?bbox=${viewport}`, access);
  const buoys = get('map-buoys', `/v1/map/buoys?bbox=${viewport}`, access);
  if (access) check(buoys, { 'signed in, statuses are live': (r) => r.json('live_status') === true });
  sleep(0.5 + Math.random());

  get('bay', `/v1/bays/${bay.slug}`);
  get('bay-buoys', `/v1/bays/${bay.slug}/buoys`, access);
  if (Math.random() < 0.25) get('locations', `/v1/locations?q=${encodeURIComponent(bay.name.slice(0, 4))}`);
  sleep(1 + 2 * Math.random());
}

export function visitor({ bays }) {
  browse(bays);
}

export function signedIn({ bays, access }) {
  browse(bays, access);
}

export function stream({ access }) {
  check(holdMapStream(access, STREAM_SECONDS), { 'the map stream stays open': (open) => open });
}

export const handleSummary = writeSummary('map-browsing');

// sign-in-abuse: one client tries a different unknown email with a wrong password five times a
// second (credential stuffing). auth allows 50 sign-ins per client address per 15 minutes
// (SIGNIN_LIMIT_PER_IP; 20 per email, which varying the email avoids), so it must soon answer
// 429 with Retry-After, and keep answering it, while the same client's browsing and signed-in
// calls carry on unhurt: the limit costs a database row, not a password hash.
//
// Run it last: the address stays refused for sign-in until its window has passed (make load
// renews the sailor's session with the refresh cookie, so it does not need to sign in again).
import http from 'k6/http';
import { check, sleep } from 'k6';
import { Counter, Rate } from 'k6/metrics';
import {
  ADRIATIC,
  API,
  bboxParam,
  bearer,
  jsonOnly,
  pick,
  sailorAccessToken,
  tagged,
  viewportAround,
} from './lib/platform.js';
import { SUMMARY_TREND_STATS, routeThresholds, writeSummary } from './lib/summary.js';

const ATTACK_PER_SECOND = Number(__ENV.ABUSE_RATE || 5);

const refused = new Counter('signin_refused_429');
// Attempts that still reached the password check: the rest of this address's budget.
const checked = new Counter('signin_answered_401');
const serverErrors = new Counter('signin_server_errors');
const retryAfterSent = new Rate('signin_429_has_retry_after');
const staysRefused = new Rate('signin_stays_refused_once_refused');

export const options = {
  scenarios: {
    // The same browsing before the attack and during it, so the two can be compared.
    browsingAlone: {
      executor: 'constant-vus',
      exec: 'browse',
      vus: 5,
      duration: '15s',
      tags: { phase: 'alone' },
    },
    attack: {
      executor: 'constant-arrival-rate',
      exec: 'badSignIn',
      rate: ATTACK_PER_SECOND,
      timeUnit: '1s',
      duration: '30s',
      startTime: '15s',
      preAllocatedVUs: 10,
      maxVUs: 30,
    },
    browsingUnderAttack: {
      executor: 'constant-vus',
      exec: 'browse',
      vus: 5,
      duration: '30s',
      startTime: '15s',
      tags: { phase: 'attack' },
    },
  },
  thresholds: {
    signin_refused_429: ['count>0'],
    signin_429_has_retry_after: ['rate==1'],
    signin_stays_refused_once_refused: ['rate==1'],
    signin_server_errors: ['count==0'],
    // Others unaffected: no errors and the same budgets as map-browsing, during the attack too.
    ...routeThresholds({ bays: 500, 'map-buoys': 800, 'bay-buoys': 500, profile: 300 }),
    // A refused attempt costs a database row; one that reaches auth also hashes a password.
    ...routeThresholds({ 'signin-bad': 2000 }),
    'http_req_duration{phase:alone}': ['p(95)<800'],
    'http_req_duration{phase:attack}': ['p(95)<800'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export function setup() {
  const res = http.get(`${API}/v1/bays?bbox=${bboxParam(ADRIATIC)}`, tagged('setup'));
  const bays = (res.json('bays') || []).map(({ slug, lat, lon }) => ({ slug, lat, lon }));
  return { bays, access: sailorAccessToken(), run: Date.now().toString(36) };
}

export function browse({ bays, access }) {
  const bay = pick(bays);
  const viewport = bboxParam(viewportAround(bay.lat, bay.lon, 0.4));
  const calls = [
    ['bays', `/v1/bays?bbox=${viewport}`],
    ['map-buoys', `/v1/map/buoys?bbox=${viewport}`],
    ['bay-buoys', `/v1/bays/${bay.slug}/buoys`],
    // Signed-in calls go through auth's token check too, but spend no sign-in budget.
    ['profile', '/v1/auth/profile'],
  ];
  for (const [route, path] of calls) {
    const res = http.get(`${API}${path}`, tagged(route, { headers: bearer(access) }));
    check(res, { [`${route} answers 200 during the abuse`]: (r) => r.status === 200 });
  }
  sleep(0.5 + Math.random());
}

// Per virtual user: once this client was refused, later attempts must be refused as well.
let refusedBefore = false;

export function badSignIn({ run }) {
  const email = `nobody-${run}-${__VU}-${__ITER}@load.moorline.invalid`;
  const body = JSON.stringify({ email, password: 'not-the-password' });
  const params = tagged('signin-bad', { ...jsonOnly(), expected: [401, 429] });
  const res = http.post(`${API}/v1/auth/signin`, body, params);
  if (res.status >= 500) serverErrors.add(1);
  if (refusedBefore) staysRefused.add(res.status === 429);
  if (res.status === 401) checked.add(1);
  if (res.status === 429) {
    refusedBefore = true;
    refused.add(1);
    retryAfterSent.add(Number(res.headers['Retry-After']) > 0);
  }
}

export const handleSummary = writeSummary('sign-in-abuse');

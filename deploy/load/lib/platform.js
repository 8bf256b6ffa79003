// What every suite shares: where the platform is, who signs in, and the map areas to ask for.
// k6 runs these files (ES modules in its own JavaScript runtime), not Node: no npm imports.
import http from 'k6/http';
import exec from 'k6/execution';

const LOOPBACK = /^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?(\/|$)/;

/** The URL from the environment, refused unless it is this machine: a load run never leaves it. */
function loopbackUrl(name, fallback) {
  const url = (__ENV[name] || fallback).replace(/\/$/, '');
  if (!LOOPBACK.test(url)) throw new Error(`${name}=${url}: the load suites only run against loopback`);
  return url;
}

export const API = loopbackUrl('MOORLINE_API_URL', 'http://localhost:8000/api');
export const WEB = loopbackUrl('MOORLINE_WEB_URL', 'http://localhost:3000');

// make start prints these demo accounts (services/auth/src/seed).
const SAILOR = {
  email: __ENV.MOORLINE_LOAD_EMAIL || 'sailor@moorline.local',
  password: __ENV.MOORLINE_LOAD_PASSWORD || 'moorline-demo',
};

/** The whole Adriatic, where every demo bay lies: what the map shows zoomed out. */
export const ADRIATIC = { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46 };

export const bboxParam = (box) =>
  [box.minLon, box.minLat, box.maxLon, box.maxLat].map((value) => value.toFixed(4)).join(',');

/** A viewport of `spanDeg` degrees around a point, as the map asks for when zoomed in there. */
export function viewportAround(lat, lon, spanDeg) {
  const half = spanDeg / 2;
  return { minLon: lon - half, minLat: lat - half / 2, maxLon: lon + half, maxLat: lat + half / 2 };
}

export const pick = (items) => items[Math.floor(Math.random() * items.length)];

export const bearer = (access) => ({ Authorization: `Bearer ${access}` });

export const jsonHeaders = (access) => ({ 'Content-Type': 'application/json', ...bearer(access) });

/** Request params with the route tag that thresholds and the summary group by. */
export function tagged(route, extra = {}) {
  const { headers, expected, ...rest } = extra;
  return {
    headers,
    tags: { route },
    // Refusals a suite expects (409, 429) are answers, not failures of the platform.
    responseCallback: http.expectedStatuses(...(expected || [200])),
    ...rest,
  };
}

/**
 * The demo sailor's access token. make load signs in once per run and hands it over in
 * MOORLINE_ACCESS_TOKEN, so the suites do not spend the sign-in budget of this address (50 per
 * 15 minutes, services/auth config) that sign-in-abuse exhausts on purpose. Run alone, a suite
 * signs in itself.
 */
export function sailorAccessToken() {
  if (__ENV.MOORLINE_ACCESS_TOKEN) return __ENV.MOORLINE_ACCESS_TOKEN;
  const res = http.post(`${API}/v1/auth/signin`, JSON.stringify(SAILOR), tagged('signin', jsonOnly()));
  if (res.status !== 200) {
    exec.test.abort(`signing in ${SAILOR.email} answered ${res.status}: ${res.body}`);
  }
  return res.json('access');
}

export function jsonOnly() {
  return { headers: { 'Content-Type': 'application/json' } };
}

/** YYYY-MM-DD of a Date in UTC, `days` later. */
export function utcDate(date, days = 0) {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Tonight in the bays' calendar. k6's runtime has no time-zone database, so the quote decides:
 * the Adriatic is ahead of UTC, so the bays' today is UTC's today or, late in the UTC evening,
 * its tomorrow; a night from a day already past in the bay is refused.
 */
export function tonight(access, buoyId, boatId) {
  const now = new Date();
  for (const days of [0, 1]) {
    const stay = { buoy_id: buoyId, boat_id: boatId, stay_kind: 'night' };
    const dates = { from_date: utcDate(now, days), to_date: utcDate(now, days + 1) };
    const res = http.post(
      `${API}/v1/bookings/quote`,
      JSON.stringify({ ...stay, ...dates }),
      tagged('quote', { headers: jsonHeaders(access), expected: [200, 400, 409, 422] }),
    );
    if (res.status === 200) return dates;
  }
  return undefined;
}

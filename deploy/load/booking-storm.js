// booking-storm: many boats, few buoys. Every boat tries to hold tonight at one of a handful of
// free buoys at the same instant (POST /v1/bookings, each with its own Idempotency-Key), in a few
// rounds of fresh buoys. The database's exclusion constraints decide the races (ARCHITECTURE §4):
// one 201 per buoy and period, every other answer a 409 refusal, never a 5xx; afterwards each
// buoy has exactly one holder (a storm boat, or rarely a demo boater who got there first). Each
// request is sent twice under its key, and a retry must answer what the first one did.
//
// The boats all belong to the demo sailor: this address may sign in 50 times and sign up 10
// times an hour (auth's limits), and a new account needs its emailed link, so a run cannot mint
// dozens of real boaters. A buoy's race does not depend on who asks, only on buoy and period.
import http from 'k6/http';
import exec from 'k6/execution';
import { check, sleep } from 'k6';
import { Counter, Rate } from 'k6/metrics';
import { ADRIATIC, API, bboxParam, jsonHeaders, sailorAccessToken, tagged, tonight } from './lib/platform.js';
import { SUMMARY_TREND_STATS, routeThresholds, writeSummary } from './lib/summary.js';

const BOATS = Number(__ENV.STORM_BOATS || 40);
const BUOYS_PER_ROUND = Number(__ENV.STORM_BUOYS || 4);
const ROUNDS = Number(__ENV.STORM_ROUNDS || 3);
const SLOTS = BUOYS_PER_ROUND * ROUNDS;
// Far enough apart that a round's answers are in before the next starts, even on two cores.
const ROUND_SPACING_MS = 6000;
const BOAT = { loa_cm: 890, beam_cm: 300, draft_cm: 160 };

const holdsWon = new Counter('storm_holds_won');
const serverErrors = new Counter('storm_server_errors');
const refusalsExplained = new Rate('storm_refusals_explained');
const retriesAnswerTheSame = new Rate('storm_retries_answer_the_same');
const oneHolderPerBuoy = new Rate('storm_one_holder_per_buoy_afterwards');
const takenByOthers = new Counter('storm_buoys_taken_by_others');

// Never two winners at one buoy. A buoy none of the boats won must be held by someone else
// (make start's demo traffic holds random free buoys too): teardown checks that from the API.
const slotThresholds = {};
for (let slot = 0; slot < SLOTS; slot += 1) slotThresholds[`storm_holds_won{slot:${slot}}`] = ['count<=1'];

export const options = {
  scenarios: {
    storm: {
      executor: 'per-vu-iterations',
      vus: BOATS,
      iterations: ROUNDS,
      maxDuration: `${Math.ceil((ROUNDS * ROUND_SPACING_MS) / 1000) + 30}s`,
    },
  },
  // Setup builds the fleet and reads bays; teardown checks and cancels through the API.
  setupTimeout: '90s',
  teardownTimeout: '60s',
  thresholds: {
    ...slotThresholds,
    storm_server_errors: ['count==0'],
    storm_refusals_explained: ['rate==1'],
    storm_retries_answer_the_same: ['rate==1'],
    storm_one_holder_per_buoy_afterwards: ['rate==1'],
    checks: ['rate==1'],
    // 201 and 409 are the expected answers, so any other counts as an error here.
    ...routeThresholds({ hold: 2000, 'hold-retry': 2000 }, 0.001),
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

const registrationOf = (index) => `STORM ${String(index + 1).padStart(2, '0')}`;

/** The storm's boats in the sailor's fleet, added on the first run and found again after. */
function stormBoats(access) {
  const fleet = http.get(`${API}/v1/fleet`, tagged('setup', { headers: jsonHeaders(access) }));
  const byRegistration = new Map((fleet.json('boats') || []).map((b) => [b.registration_number, b.id]));
  const ids = [];
  for (let index = 0; index < BOATS; index += 1) {
    const registration = registrationOf(index);
    if (!byRegistration.has(registration)) {
      const details = { name: `Storm ${index + 1}`, custom_brand: 'Moorline', custom_model: 'Load 29' };
      const body = { ...details, type: 'sailmonohull', registration_number: registration, ...BOAT };
      const res = http.post(
        `${API}/v1/fleet`,
        JSON.stringify(body),
        tagged('setup', {
          headers: { ...jsonHeaders(access), 'Idempotency-Key': `load-${registration.replace(' ', '-')}` },
        }),
      );
      if (res.status !== 201)
        exec.test.abort(`adding boat ${registration} answered ${res.status}: ${res.body}`);
      byRegistration.set(registration, res.json('id'));
    }
    ids.push(byRegistration.get(registration));
  }
  return ids;
}

const bookable = (buoy) =>
  buoy.status === 'available' &&
  buoy.management === 'digital' &&
  buoy.service_state === 'in_service' &&
  buoy.max_loa_cm >= BOAT.loa_cm &&
  buoy.hull_kinds.includes('mono');

/** Buoys free tonight for the boats, a few per bay, so the rounds spread over bays. */
function freeBuoys(access) {
  const headers = jsonHeaders(access);
  const bays = http.get(`${API}/v1/bays?bbox=${bboxParam(ADRIATIC)}`, tagged('setup', { headers }));
  const chosen = [];
  for (const bay of bays.json('bays') || []) {
    const res = http.get(`${API}/v1/bays/${bay.slug}/buoys?stay=night`, tagged('setup', { headers }));
    const free = (res.json('buoys') || []).filter(bookable).slice(0, BUOYS_PER_ROUND);
    chosen.push(...free.map((buoy) => ({ buoy_id: buoy.id, bay_slug: bay.slug })));
    if (chosen.length >= SLOTS) return chosen.slice(0, SLOTS);
  }
  return exec.test.abort(`only ${chosen.length} free digital buoys tonight, the storm needs ${SLOTS}`);
}

export function setup() {
  const access = sailorAccessToken();
  const boats = stormBoats(access);
  const slots = freeBuoys(access);
  const dates = tonight(access, slots[0].buoy_id, boats[0]);
  if (!dates) exec.test.abort('no quote for tonight at the first buoy');
  return { access, boats, slots, dates, run: Date.now().toString(36), startAt: Date.now() + 2000 };
}

function hold(data, body, key, route) {
  const headers = { ...jsonHeaders(data.access), 'Idempotency-Key': key };
  const res = http.post(`${API}/v1/bookings`, body, tagged(route, { headers, expected: [201, 409] }));
  if (res.status >= 500) serverErrors.add(1, { route });
  return res;
}

export default function (data) {
  const round = exec.vu.iterationInScenario;
  const boatIndex = exec.vu.idInTest - 1;
  const slot = round * BUOYS_PER_ROUND + (boatIndex % BUOYS_PER_ROUND);
  const { buoy_id: buoyId } = data.slots[slot];
  // A start line per round: every boat fires at once, which is the storm.
  sleep(Math.max(0, data.startAt + round * ROUND_SPACING_MS - Date.now()) / 1000);

  const body = JSON.stringify({
    buoy_id: buoyId,
    boat_id: data.boats[boatIndex],
    stay_kind: 'night',
    ...data.dates,
  });
  const key = `storm-${data.run}-${slot}-${boatIndex}`;
  const first = hold(data, body, key, 'hold');
  if (first.status === 201) holdsWon.add(1, { slot: String(slot) });
  if (first.status === 409) {
    const code = first.json('code');
    refusalsExplained.add(code === 'buoy_already_booked' || code === 'boat_already_booked');
  }

  const retry = hold(data, body, key, 'hold-retry');
  const same =
    retry.status === first.status &&
    (first.status !== 201 || retry.json('booking_id') === first.json('booking_id'));
  retriesAnswerTheSame.add(same);
  check(first, { 'a hold is won (201) or refused (409)': (r) => r.status === 201 || r.status === 409 });
}

/** The sailor's holds tonight on storm boats, from My Bookings. */
function stormHolds(data) {
  const boats = new Set(data.boats);
  const holds = [];
  let token = '';
  do {
    const query = `phase=pending&page_size=100${token ? `&page_token=${encodeURIComponent(token)}` : ''}`;
    const res = http.get(
      `${API}/v1/bookings?${query}`,
      tagged('teardown', { headers: jsonHeaders(data.access) }),
    );
    for (const booking of res.json('bookings') || []) {
      const tonightsHold = booking.status === 'held' && booking.from_date === data.dates.from_date;
      if (tonightsHold && boats.has(booking.boat_id)) holds.push(booking);
    }
    token = res.status === 200 ? res.json('next_page_token') : '';
  } while (token);
  return holds;
}

/** Whether the buoy shows taken tonight (held or booked): by a boater outside the storm. */
function bookedByOthers(data, slot) {
  const { from_date: from, to_date: to } = data.dates;
  const path = `/v1/bays/${slot.bay_slug}/buoys?stay=night&from=${from}&to=${to}`;
  const res = http.get(`${API}${path}`, tagged('teardown', { headers: jsonHeaders(data.access) }));
  const buoy = (res.json('buoys') || []).find((b) => b.id === slot.buoy_id);
  return buoy !== undefined && (buoy.status === 'booked' || buoy.status === 'held');
}

/** Checks from the server's side that each buoy has one holder, then frees the buoys again. */
export function teardown(data) {
  const holds = stormHolds(data);
  for (const slot of data.slots) {
    const ours = holds.filter((booking) => booking.buoy_id === slot.buoy_id).length;
    const others = ours === 0 && bookedByOthers(data, slot);
    if (others) takenByOthers.add(1);
    oneHolderPerBuoy.add(ours === 1 || others);
  }
  for (const booking of holds) {
    const res = http.post(
      `${API}/v1/bookings/${booking.booking_id}/cancel`,
      null,
      tagged('teardown', { headers: { Authorization: `Bearer ${data.access}` } }),
    );
    check(res, { 'a storm hold is given up afterwards': (r) => r.status === 200 });
  }
}

export const handleSummary = writeSummary('booking-storm');

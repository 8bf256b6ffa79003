import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorIdOfCompany, type Role } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { insertBay } from '../../services/catalog/test/support';
import { startShopWindowStack, type ShopWindowStack } from './support/shop-window-stack';

// Issue 27 items 2 and 6 through the BFF: a bay's setup as the setup page reads and saves it,
// each refusal's code, and the audit log the save writes.

const TEST_OPERATOR = operatorIdOfCompany('Test operator d.o.o.');

const validSetup = {
  pin: { lat: 43.5, lon: 15.95 },
  night_stay: { offered: true, check_in: '14:00', check_out: '12:00', price_cents: 9000 },
  day_stay: {
    offered: true,
    check_in: '08:00',
    check_out: '14:00',
    price_per_hour_cents: 1000,
    price_full_day_cents: 5000,
  },
  vat_rate_basis_points: 1300,
  mooring_assistance: { offered: true, price_cents: 1500 },
  trash_collection: { offered: false, price_cents: 0, time: '' },
  max_loa_cm: 2000,
  hull_kinds: ['mono', 'multi'],
  cancellation_policy: {
    night_free_days_before: 2,
    night_free_until_time: '18:00',
    night_late_refund_percent: 30,
    day_free_hours_before: 3,
  },
  keep_next_night: false,
  seasons: [
    {
      first_date: '2027-08-01',
      last_date: '2027-08-31',
      closed: false,
      night_price_cents: 15000,
      day_price_per_hour_cents: null,
      day_price_full_day_cents: null,
    },
  ],
};

describe('/api/v1 bay setup and audit log on the real catalog', () => {
  let stack: ShopWindowStack;
  let bay: { id: string };
  let managerAuth: string;

  const bearer = (roles: Role[], bayIds: string[], operatorId = TEST_OPERATOR) =>
    stack.tokens.bearer({ roles, operator: { operatorId, bayIds } });
  const call = (
    method: 'GET' | 'PUT',
    path: string,
    payload?: object,
    authorization: string | null = managerAuth,
  ) =>
    stack.app.inject({
      method,
      url: `/api/v1/concessionaires/bays/${bay.id}${path}`,
      payload,
      headers: authorization === null ? {} : { authorization },
    });

  beforeAll(async () => {
    stack = await startShopWindowStack();
    bay = await insertBay(stack.catalogDb, { slug: 'bff-setup-cove', lat: 43.5, lon: 15.95, buoys: [] });
    managerAuth = await bearer(['concessionaire', 'manager'], [bay.id]);
  });
  afterAll(() => stack.stop());

  it('when the manager saves a setup, then the answer and a new read show it, and the audit log has the change', async () => {
    const saved = await call('PUT', '/setup', validSetup);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      bay_id: bay.id,
      country: 'HR',
      time_zone: 'Europe/Zagreb',
      default_vat_rate_basis_points: 1300,
      night_stay: { price_cents: 9000 },
      hull_kinds: ['mono', 'multi'],
      seasons: [{ first_date: '2027-08-01', night_price_cents: 15000, day_price_per_hour_cents: null }],
      cancellation_policy: validSetup.cancellation_policy,
      // A new bay keeps the next night (issue 30 item 3); the manager switched it off.
      keep_next_night: false,
    });
    expect((await call('GET', '/setup')).json()).toEqual(saved.json());

    const audit = await call('GET', '/audit?limit=1');
    expect(audit.statusCode).toBe(200);
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({
      bay_id: bay.id,
      actor_role: 'concessionaire',
      action: 'bay_setup.update',
      before: { night_price_cents: 8000 },
      after: { night_price_cents: 9000 },
    });
    expect(audit.json().next_cursor).toBeNull();
  });

  it.each([
    [
      'a negative night price',
      { night_stay: { ...validSetup.night_stay, price_cents: -1 } },
      'night_price_out_of_range',
    ],
    [
      'an offered night below a euro',
      { night_stay: { ...validSetup.night_stay, price_cents: 50 } },
      'night_price_out_of_range',
    ],
    [
      'an absurd hour',
      { day_stay: { ...validSetup.day_stay, price_per_hour_cents: 100_001 } },
      'day_hour_price_out_of_range',
    ],
    ['a 35 % VAT rate', { vat_rate_basis_points: 3500 }, 'vat_rate_out_of_range'],
    [
      'a refund share over 100 %',
      { cancellation_policy: { ...validSetup.cancellation_policy, night_late_refund_percent: 101 } },
      'refund_share_out_of_range',
    ],
    [
      'a season price below a euro',
      { seasons: [{ ...validSetup.seasons[0], night_price_cents: 99 }] },
      'night_price_out_of_range',
    ],
    [
      'overlapping seasons',
      {
        seasons: [
          validSetup.seasons[0],
          { ...validSetup.seasons[0], first_date: '2027-08-31', last_date: '2027-09-30' },
        ],
      },
      'seasons_overlap',
    ],
    [
      'a day stay ending before it starts',
      { day_stay: { ...validSetup.day_stay, check_out: '07:00' } },
      'stay_time_invalid',
    ],
  ])('when the setup has %s, then 400 with its own code', async (_name, change, code) => {
    const answer = await call('PUT', '/setup', { ...validSetup, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe(code);
  });

  it('when nights are not offered, then their price may stay 0, as a new draft bay has it', async () => {
    const dayOnly = {
      ...validSetup,
      night_stay: { ...validSetup.night_stay, offered: false, price_cents: 0 },
    };
    const answer = await call('PUT', '/setup', dayOnly);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().night_stay).toMatchObject({ offered: false });
    expect((await call('PUT', '/setup', validSetup)).statusCode).toBe(200);
  });

  it('when a field is unknown, then the body is refused', async () => {
    expect((await call('PUT', '/setup', { ...validSetup, time_zone: 'Europe/Rome' })).statusCode).toBe(400);
  });

  it('when a visitor, a boater or another operator’s manager asks, then 401, 403 and 404; an admin 200', async () => {
    const boater = await stack.tokens.bearer();
    const neighbour = await bearer(['manager'], [randomUUID()], randomUUID());
    for (const path of ['/setup', '/audit']) {
      expect((await call('GET', path, undefined, null)).statusCode).toBe(401);
      expect((await call('GET', path, undefined, boater)).statusCode).toBe(403);
      expect((await call('GET', path, undefined, neighbour)).statusCode).toBe(404);
    }
    expect((await call('PUT', '/setup', validSetup, neighbour)).statusCode).toBe(404);
    const admin = await stack.tokens.bearer({ roles: ['superuser'] });
    for (const path of ['/setup', '/audit'])
      expect((await call('GET', path, undefined, admin)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorIdOfCompany, type Role } from '@moorline/contracts';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { offsetPoint } from '../../services/catalog/src/seed/buoy-layout';
import { insertBay } from '../../services/catalog/test/support';
import { startShopWindowStack, type ShopWindowStack } from './support/shop-window-stack';

// Issue 27 item 3 through the BFF: the layout editor's two routes on the real catalog.

const TEST_OPERATOR = operatorIdOfCompany('Test operator d.o.o.');
// Off Krk's south-west coast, open water to the south.
const pin = offsetPoint(45.02, 14.56, -1500, 0);
const at = (northM: number, eastM: number) => offsetPoint(pin.lat, pin.lon, northM, eastM);
const hour = 3_600_000;

type Verdict = {
  saved: boolean;
  added: number;
  removed: number;
  buoys: { buoy_id: string | null; label: string; qr_slug: string | null; management_kind: string }[];
  refused_rows: { row_index: number; code: string; other_row_index: number | null }[];
  bookings_in_the_way: { booking_id: string; buoy_label: string; reason: string; row_index: number | null }[];
};

describe('/api/v1 bay layout on the real catalog', () => {
  let stack: ShopWindowStack;
  let bay: Awaited<ReturnType<typeof insertBay>>;
  let managerAuth: string;

  const bearer = (roles: Role[], bayIds: string[], operatorId = TEST_OPERATOR) =>
    stack.tokens.bearer({ roles, operator: { operatorId, bayIds } });
  const call = (
    method: 'GET' | 'PUT',
    query = '',
    payload?: object,
    authorization: string | null = managerAuth,
  ) =>
    stack.app.inject({
      method,
      url: `/api/v1/concessionaires/bays/${bay.id}/layout${query}`,
      payload,
      headers: authorization ? { authorization } : {},
    });
  const row = (northM: number, fields: object = {}) => ({
    ...at(northM, 0),
    max_loa_cm: 2000,
    hull_kinds: ['mono'],
    management_kind: 'digital',
    ...fields,
  });
  const keep = (index: number, northM: number, fields: object = {}) => {
    const buoy = bay.buoys[index];
    if (!buoy) throw new Error(`no buoy ${index}`);
    return row(northM, { buoy_id: buoy.id, label: buoy.label, ...fields });
  };

  beforeAll(async () => {
    stack = await startShopWindowStack();
    bay = await insertBay(stack.catalogDb, {
      slug: 'layout-routes-bay',
      ...pin,
      buoys: [
        { kind: 'digital', at: at(-100, 0) },
        { kind: 'digital', at: at(-200, 0) },
      ],
    });
    managerAuth = await bearer(['concessionaire', 'manager'], [bay.id]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('when the manager reads the layout, then the pin and the buoys come in label order', async () => {
    const answer = await call('GET');
    expect(answer.statusCode).toBe(200);
    const layout = answer.json<{ pin: { lat: number }; buoys: Verdict['buoys'] }>();
    expect(layout.pin.lat).toBeCloseTo(pin.lat, 6);
    expect(layout.buoys.map((b) => [b.label, b.management_kind, b.qr_slug])).toEqual([
      ['1', 'digital', 'layout-routes-bay-1'],
      ['2', 'digital', 'layout-routes-bay-2'],
    ]);
  });

  it('when a layout is checked with dry_run, then 200 says what saving would do and nothing changes', async () => {
    const answer = await call('PUT', '?dry_run=true', { rows: [keep(0, -100), row(-400)] });
    expect(answer.statusCode).toBe(200);
    const verdict = answer.json<Verdict>();
    expect(verdict).toMatchObject({ saved: false, added: 1, removed: 1, refused_rows: [] });
    expect(verdict.buoys.map((b) => [b.label, b.buoy_id === null])).toEqual([
      ['1', false],
      ['2', true],
    ]);
    expect((await call('GET')).json<Verdict>().buoys).toHaveLength(2);
  });

  it('when rows are refused, then 422 bay_layout_refused lists each row with its code', async () => {
    const answer = await call('PUT', '', { rows: [keep(0, -100), keep(1, -200), row(-210), row(-3500)] });
    expect(answer.statusCode).toBe(422);
    const refusal = answer.json<Verdict & { code: string }>();
    expect(refusal.code).toBe('bay_layout_refused');
    expect(refusal.refused_rows.map((r) => [r.row_index, r.code, r.other_row_index])).toEqual([
      [2, 'buoys_too_close', 1],
      [3, 'buoy_too_far_from_pin', null],
    ]);
  });

  it('when a booked buoy would become first come first served, then 409 lists the booking', async () => {
    const [, second] = bay.buoys;
    if (!second) throw new Error('no buoy');
    const bookingId = randomUUID();
    const start = new Date(Date.now() + 24 * hour);
    const end = new Date(Date.now() + 48 * hour);
    await stack.catalogDb
      .insertInto('booking_occupancies')
      .values({
        booking_id: bookingId,
        version: 2,
        state: 'confirmed',
        bay_id: bay.id,
        buoy_id: second.id,
        period: sql<string>`tstzrange(${start}, ${end}, '[)')`,
      })
      .execute();
    const answer = await call('PUT', '', {
      rows: [keep(0, -100), keep(1, -200, { management_kind: 'fcfs' })],
    });
    expect(answer.statusCode).toBe(409);
    const refusal = answer.json<Verdict & { code: string }>();
    expect(refusal.code).toBe('bay_layout_has_bookings');
    expect(refusal.bookings_in_the_way).toEqual([
      expect.objectContaining({
        booking_id: bookingId,
        buoy_label: '2',
        reason: 'buoy_not_digital',
        row_index: 1,
      }),
    ]);
  });

  it('when the manager saves a layout, then 200 gives the saved buoys, the new one with its QR slug', async () => {
    const answer = await call('PUT', '', {
      rows: [keep(0, -120), keep(1, -200), row(-400, { label: 'B7' })],
    });
    expect(answer.statusCode).toBe(200);
    const verdict = answer.json<Verdict>();
    expect(verdict.saved).toBe(true);
    expect(verdict.buoys.map((b) => [b.label, b.qr_slug])).toEqual([
      ['1', 'layout-routes-bay-1'],
      ['2', 'layout-routes-bay-2'],
      ['B7', 'layout-routes-bay-b7'],
    ]);
  });

  it('when a row has an unknown field or a word for a number, then 400 before catalog is asked', async () => {
    expect((await call('PUT', '', { rows: [row(-100, { colour: 'red' })] })).statusCode).toBe(400);
    expect((await call('PUT', '', { rows: [row(-100, { max_loa_cm: 'long' })] })).statusCode).toBe(400);
    expect((await call('PUT', '', { rows: [row(-100, { management_kind: 'private' })] })).statusCode).toBe(
      400,
    );
  });

  it('when a visitor, a boater, another operator or an employee asks, then 401, 403, 404 and 403 to save', async () => {
    expect((await call('GET', '', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '', undefined, await stack.tokens.bearer())).statusCode).toBe(403);
    const stranger = await bearer(['concessionaire', 'manager'], [], operatorIdOfCompany('Other d.o.o.'));
    expect((await call('GET', '', undefined, stranger)).statusCode).toBe(404);
    expect((await call('PUT', '?dry_run=true', { rows: [] }, stranger)).statusCode).toBe(404);
    const employee = await bearer(['concessionaire', 'employee'], [bay.id]);
    expect((await call('GET', '', undefined, employee)).statusCode).toBe(200);
    expect((await call('PUT', '', { rows: [] }, employee)).statusCode).toBe(403);
  });
});

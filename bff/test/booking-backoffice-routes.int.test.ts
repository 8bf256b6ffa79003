import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, type Role } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { insertBooking } from '../../services/booking/test/back-office-fixtures';
import { bayWithBuoys, boaterWithBoat } from '../../services/booking/test/booking-fixtures';
import { lines, recordStay } from '../../services/payment/test/recorded-invoices';
import { openEventStream } from './support/event-stream';
import { startBackOfficeStack, type BackOfficeStack } from './support/back-office-stack';

// booking's back-office routes (issue 15 items 2, 3, 4, 7) through the real booking, catalog and
// payment services: occupancy, the overview and its live stream, the history with its invoice
// column and its CSV, and moving a booking; every route answers its own bay's staff and refuses
// everyone else as the token says.

const HOUR = 3_600_000;
const z = (iso: string) => new Date(`${iso}Z`);

describe('/api/v1/concessionaires (booking’s routes)', () => {
  let stack: BackOfficeStack;
  let bayId: string;
  let otherBayId: string;
  let otherBuoyIds: string[];
  let otherBooking: { id: string };
  let buoyIds: string[];
  let current: { id: string };
  let invoiced: { id: string };
  let invoiceNumber: string;
  const operatorId = randomUUID();

  const bearer = (roles: Role[], bayIds = [bayId]) =>
    stack.paths.tokens.bearer({ roles, operator: { operatorId, bayIds } });
  const manager = () => bearer(['concessionaire', 'manager']);
  const get = async (url: string, authorization?: string) =>
    stack.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    stack = await startBackOfficeStack();
    const bay = await bayWithBuoys(stack.paths, {
      slug: 'bff-office-bay',
      lat: 43.31,
      lon: 16.71,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }, { kind: 'fcfs' }],
    });
    bayId = bay.id;
    buoyIds = bay.buoys.map((row) => row.id);
    const otherBay = await bayWithBuoys(stack.paths, {
      slug: 'bff-office-other',
      lat: 43.35,
      lon: 16.75,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }],
    });
    otherBayId = otherBay.id;
    otherBuoyIds = otherBay.buoys.map((row) => row.id);
    const at = (index: number) => ({ bayId, buoyId: buoyIds[index] ?? '', buoyLabel: String(index + 1) });
    // Two hours ago, but not before the bay's midnight: just after it, a start on the bay's
    // yesterday would count in the 30 past days, which the overview test expects empty.
    const sinceBayMidnight = bayClock.localSecondOfDay(new Date(), 'Europe/Zagreb') * 1000;
    current = await insertBooking(stack.paths, {
      ...at(0),
      start: new Date(Date.now() - Math.min(2 * HOUR, sinceBayMidnight)),
      end: new Date(Date.now() + 20 * HOUR),
      boatName: 'Bura',
    });
    otherBooking = await insertBooking(stack.paths, {
      bayId: otherBayId,
      buoyId: otherBuoyIds[0] ?? '',
      buoyLabel: '1',
      start: new Date(Date.now() + HOUR),
      end: new Date(Date.now() + 20 * HOUR),
    });
    // Who made it, as booking keeps it from the hold's token.
    await sql`UPDATE bookings SET skipper_name = 'Ana Kovač', skipper_phone = '+385912345678'
               WHERE id = ${current.id}`.execute(stack.paths.bookingDb);
    invoiced = await insertBooking(stack.paths, {
      ...at(1),
      start: z('2026-01-10T13:00'),
      end: z('2026-01-11T10:00'),
      fromDate: '2026-01-10',
      toDate: '2026-01-11',
      totalMinor: 8050,
      boatName: '=HYPERLINK("http://evil.example","x")',
      registration: 'ZD 7001',
    });
    await recordStay(stack.paths.paymentDb, {
      bookingId: invoiced.id,
      operatorId,
      bayId,
      lines: [lines.night(8050)],
      vatMinor: 926,
      capturedAt: z('2026-01-09T10:00'),
    });
    const invoice = await stack.paths.paymentDb
      .selectFrom('invoices')
      .select('number')
      .where('booking_id', '=', invoiced.id)
      .executeTakeFirstOrThrow();
    invoiceNumber = invoice.number;
    // 205 past nights of one boat at buoy 3, one a day through 2025: more than one page of CSV.
    const boat = await boaterWithBoat(stack.paths, { name: 'Dupin' });
    await sql`
      INSERT INTO bookings (user_id, idempotency_key, request_digest, status, bay_id, bay_slug, bay_name,
        time_zone, buoy_id, buoy_label, boat_id, boat_name, registration_number, stay_kind, from_date,
        to_date, period, mooring_assistance, trash_collection, price, total_minor, currency,
        hold_expires_at, search_text)
      SELECT ${boat.userId}::uuid, 'bulk-' || n, 'fixture', 'confirmed', ${bayId}::uuid, 'bff-office-bay',
        'bff-office-bay', 'Europe/Zagreb', ${buoyIds[2]}::uuid, '3', ${boat.boatId}::uuid, 'Dupin', 'ST 9000',
        'night', date '2025-01-01' + n, date '2025-01-01' + n + 1,
        tstzrange(timestamptz '2025-01-01 13:00Z' + n * interval '1 day',
                  timestamptz '2025-01-02 10:00Z' + n * interval '1 day', '[)'),
        false, false, '{"currency":"EUR","lines":[],"totalMinor":7000,"vatMinor":0,"vatRateBasisPoints":1300,"fullDayOffered":false,"fullDaySavingMinor":0}',
        7000, 'EUR', now(), 'bff-office-bay 3 st 9000'
      FROM generate_series(0, 204) AS n`.execute(stack.paths.bookingDb);
  });

  afterAll(() => stack.stop());

  describe('occupancy and the overview', () => {
    it('when the bay’s staff ask for occupancy now, then each bay of the token with its counts', async () => {
      const response = await get('/api/v1/concessionaires/occupancy-now', await bearer(['concessionaire']));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        bays: [
          {
            bay_id: bayId,
            buoys_total: 4,
            booked: 1,
            checked_in: 0,
            free: 3,
            first_come_taken: 0,
            out_of_service: 0,
          },
        ],
      });
    });

    it('when the overview is asked for, then its counts, 48 hours, 30 days with ratios and the berths', async () => {
      const response = await get(`/api/v1/concessionaires/bays/${bayId}/overview`, await manager());
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        now: { booked: number };
        coming_hours: unknown[];
        past_days: { occupancy_ratio: number; buoys_total: number }[];
        berths: {
          booking_id: string;
          boat_name: string;
          paid: boolean;
          loa_cm: number;
          checked_in_at: null;
        }[];
      }>();
      expect(body).toMatchObject({ bay_id: bayId, time_zone: 'Europe/Zagreb', now: { booked: 1, free: 3 } });
      expect(body.coming_hours).toHaveLength(48);
      expect(body.past_days).toHaveLength(30);
      expect(body.past_days.every((day) => day.buoys_total === 4 && day.occupancy_ratio === 0)).toBe(true);
      expect(body.berths).toEqual([
        expect.objectContaining({
          booking_id: current.id,
          boat_name: 'Bura',
          paid: true,
          loa_cm: 1200,
          checked_in_at: null,
          skipper_name: 'Ana Kovač',
          skipper_phone: '+385912345678',
        }),
      ]);
    });
  });

  describe('the history', () => {
    const history = (query: string, authorization: string) =>
      get(`/api/v1/concessionaires/bays/${bayId}/bookings?${query}`, authorization);

    it('when a page is asked for, then its rows carry the invoice payment issued, or null', async () => {
      const response = await history('from=2026-01-01', await manager());
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        bookings: { booking_id: string; invoice: unknown }[];
        next_cursor: null;
      }>();
      expect(body.next_cursor).toBeNull();
      expect(body.bookings.map((row) => [row.booking_id, row.invoice])).toEqual([
        [current.id, null],
        [
          invoiced.id,
          { invoice_id: expect.any(String), number: invoiceNumber, issued_at: '2026-01-09T10:00:00.000Z' },
        ],
      ]);
      expect(body.bookings[1]).toMatchObject({
        from_date: '2026-01-10',
        to_date: '2026-01-11',
        buoy_label: '2',
        registration_number: 'ZD 7001',
        stay_kind: 'night',
        status: 'completed',
        amount: { amount_minor: 8050, currency: 'EUR' },
        checked_in_at: null,
        channel: 'online',
      });
    });

    it('when a stay was walked up to at the buoy, then its channel says so', async () => {
      await stack.paths.bookingDb
        .updateTable('bookings')
        .set({ walk_up: true })
        .where('id', '=', current.id)
        .execute();
      const response = await history('from=2026-01-01&status=current', await manager());
      expect(response.json<{ bookings: { channel: string }[] }>().bookings.map((row) => row.channel)).toEqual(
        ['walk_up'],
      );
    });

    it('when one status is asked for, then only the bookings in it come', async () => {
      const authorization = await manager();
      const idsOf = async (status: string) =>
        (await history(`from=2026-01-01&status=${status}`, authorization))
          .json<{ bookings: { booking_id: string }[] }>()
          .bookings.map((row) => row.booking_id);
      expect(await idsOf('current')).toEqual([current.id]);
      expect(await idsOf('completed')).toEqual([invoiced.id]);
      expect(await idsOf('failed')).toEqual([]);
      expect((await history('status=paid', authorization)).statusCode).toBe(400);
    });

    it('when paged by cursor, then every booking once, in order', async () => {
      const seen: string[] = [];
      let cursor: string | null = '';
      const authorization = await manager();
      type Page = { bookings: { from_date: string }[]; next_cursor: string | null };
      while (cursor !== null) {
        const response = await history(`limit=80&cursor=${encodeURIComponent(cursor)}`, authorization);
        const page: Page = response.json<Page>();
        seen.push(...page.bookings.map((row) => row.from_date));
        cursor = page.next_cursor;
      }
      expect(seen).toHaveLength(207);
      expect([...seen].sort().reverse()).toEqual(seen);
    });

    it('when the dates or the limit are wrong, then 400 with the booking codes', async () => {
      const authorization = await manager();
      const reversed = await history('from=2026-02-01&to=2026-01-01', authorization);
      expect([reversed.statusCode, reversed.json<{ code: string }>().code]).toEqual([
        400,
        'invalid_date_range',
      ]);
      const malformed = await history('from=2026-13-01', authorization);
      expect([malformed.statusCode, malformed.json<{ code: string }>().code]).toEqual([
        400,
        'invalid_date_format',
      ]);
      expect((await history('limit=500', authorization)).statusCode).toBe(400);
    });

    it('when exported as CSV, then every page streams under a BOM and a header, amounts as decimals, formulas defused', async () => {
      const response = await get(
        `/api/v1/concessionaires/bays/${bayId}/bookings.csv?from=2025-01-01&to=2026-06-30`,
        await bearer(['concessionaire']),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="bff-office-bay-bookings-2025-01-01-to-2026-06-30.csv"',
      );
      expect(
        response.body.startsWith('\uFEFFbooking_id,from_date,to_date,buoy_label,registration_number,'),
      ).toBe(true);
      const rows = response.body
        .slice(1)
        .split('\r\n')
        .filter((line) => line !== '');
      expect(rows).toHaveLength(1 + 206);
      expect(rows[0]).toBe(
        'booking_id,from_date,to_date,buoy_label,registration_number,boat_name,stay_kind,status,channel,amount,currency,invoice_number,paid_at,checked_in_at,cancelled_at,cancelled_by,cancel_reason,refund,credit_note_number',
      );
      expect(rows[1]).toBe(
        `${invoiced.id},2026-01-10,2026-01-11,2,ZD 7001,"'=HYPERLINK(""http://evil.example"",""x"")",night,completed,online,80.50,EUR,${invoiceNumber},2026-01-09T10:00:00.000Z,,,,,,`,
      );
      expect(rows.at(-1)).toMatch(
        /,2025-01-01,2025-01-02,3,ST 9000,Dupin,night,completed,online,70\.00,EUR,,,,,,,,$/,
      );
    });

    it('when exported in Slovenian, then Slovenian headers and words, `;` between cells, a decimal comma and the bay’s time', async () => {
      const response = await get(
        `/api/v1/concessionaires/bays/${bayId}/bookings.csv?from=2026-01-10&to=2026-01-10&language=sl`,
        await bearer(['concessionaire']),
      );
      expect(response.statusCode).toBe(200);
      const rows = response.body
        .slice(1)
        .split('\r\n')
        .filter((line) => line !== '');
      expect(rows[0]?.startsWith('Rezervacija;Prihod;Odhod;Boja;')).toBe(true);
      // The invoice was issued at 10:00 UTC, 11:00 in Zagreb in January.
      expect(rows[1]).toBe(
        `${invoiced.id};10.01.2026;11.01.2026;2;ZD 7001;"'=HYPERLINK(""http://evil.example"",""x"")";Nočitev;Zaključena;Rezervirano prek spleta;80,50;EUR;${invoiceNumber};09.01.2026 11:00;;;;;;`,
      );
    });

    it('when the CSV is asked in a language the product does not speak, then 400', async () => {
      const response = await get(
        `/api/v1/concessionaires/bays/${bayId}/bookings.csv?language=de`,
        await bearer(['concessionaire']),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    });
  });

  describe('moving a booking', () => {
    const move = (bookingId: string, buoyId: string, authorization?: string) =>
      stack.app.inject({
        method: 'POST',
        url: `/api/v1/concessionaires/bays/${bayId}/bookings/${bookingId}/move`,
        headers: authorization ? { authorization } : {},
        payload: { buoy_id: buoyId },
      });

    it('when a manager moves the current booking, then it answers the booking at its new buoy', async () => {
      const response = await move(current.id, buoyIds[2] ?? '', await manager());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        booking_id: current.id,
        buoy_id: buoyIds[2],
        buoy_label: '3',
        previous_buoy_id: buoyIds[0],
        previous_buoy_label: '1',
        status: 'current',
      });
    });

    it('when the buoy is taken or not digital, then 409 with the code', async () => {
      const blocker = await insertBooking(stack.paths, {
        bayId,
        buoyId: buoyIds[0] ?? '',
        buoyLabel: '1',
        start: new Date(Date.now() - HOUR),
        end: new Date(Date.now() + 30 * HOUR),
      });
      const taken = await move(current.id, buoyIds[0] ?? '', await manager());
      expect([taken.statusCode, taken.json<{ code: string }>().code]).toEqual([409, 'buoy_already_booked']);
      const fcfs = await move(blocker.id, buoyIds[3] ?? '', await manager());
      expect([fcfs.statusCode, fcfs.json<{ code: string }>().code]).toEqual([409, 'buoy_not_available']);
    });
  });

  describe('who may', () => {
    const routes = () => [
      { method: 'GET' as const, url: '/api/v1/concessionaires/occupancy-now', perBay: false },
      { method: 'GET' as const, url: `/api/v1/concessionaires/bays/${bayId}/overview`, perBay: true },
      { method: 'GET' as const, url: `/api/v1/concessionaires/bays/${bayId}/bookings`, perBay: true },
      { method: 'GET' as const, url: `/api/v1/concessionaires/bays/${bayId}/bookings.csv`, perBay: true },
      { method: 'GET' as const, url: `/api/v1/concessionaires/bays/${bayId}/live`, perBay: true },
      {
        method: 'POST' as const,
        url: `/api/v1/concessionaires/bays/${bayId}/bookings/${current.id}/move`,
        perBay: true,
        payload: { buoy_id: randomUUID() },
      },
    ];

    it('when nobody, a boater or another operator’s staff ask, then 401, 403 and 404 on every route', async () => {
      const boater = await stack.paths.tokens.bearer({});
      const stranger = await bearer(['concessionaire', 'manager'], [otherBayId]);
      for (const route of routes()) {
        const status = async (authorization?: string) =>
          (
            await stack.app.inject({
              method: route.method,
              url: route.url,
              headers: authorization ? { authorization } : {},
              ...(route.payload ? { payload: route.payload } : {}),
            })
          ).statusCode;
        expect([route.url, await status()]).toEqual([route.url, 401]);
        expect([route.url, await status(boater)]).toEqual([route.url, 403]);
        if (route.perBay) expect([route.url, await status(stranger)]).toEqual([route.url, 404]);
      }
    });

    it('when a concessionaire who is neither manager nor employee moves a booking, then 403', async () => {
      const response = await stack.app.inject({
        method: 'POST',
        url: `/api/v1/concessionaires/bays/${bayId}/bookings/${current.id}/move`,
        headers: { authorization: await bearer(['concessionaire']) },
        payload: { buoy_id: buoyIds[1] },
      });
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([403, 'forbidden']);
    });
  });

  describe('the live stream', () => {
    it('when a booking of the bay changes, then its stream says changed and another bay’s stream hears nothing', async () => {
      const authorization = await bearer(['concessionaire', 'employee'], [bayId, otherBayId]);
      const own = await openEventStream(`${stack.baseUrl}/api/v1/concessionaires/bays/${bayId}/live`, {
        authorization,
      });
      const other = await openEventStream(`${stack.baseUrl}/api/v1/concessionaires/bays/${otherBayId}/live`, {
        authorization,
      });
      try {
        expect(own.response.status).toBe(200);
        expect(own.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
        const response = await stack.app.inject({
          method: 'POST',
          url: `/api/v1/concessionaires/bays/${bayId}/bookings/${current.id}/move`,
          headers: { authorization },
          payload: { buoy_id: buoyIds[1] },
        });
        expect(response.statusCode).toBe(200);
        await waitFor(() => own.eventWith(bayId, 'changed') !== '', 30_000);
        expect(own.dataOf(bayId, 'changed')).toEqual({ bay_id: bayId, changed_at: expect.any(String) });
        // A sentinel: a change of the other bay, made after the first reached its stream. When it
        // arrives, anything sent to the other stream about the first bay would have come before.
        const sentinel = await stack.app.inject({
          method: 'POST',
          url: `/api/v1/concessionaires/bays/${otherBayId}/bookings/${otherBooking.id}/move`,
          headers: { authorization },
          payload: { buoy_id: otherBuoyIds[1] },
        });
        expect(sentinel.statusCode).toBe(200);
        await waitFor(() => other.eventWith(otherBayId, 'changed') !== '', 30_000);
        expect(other.eventWith(bayId, 'changed')).toBe('');
      } finally {
        await own.close();
        await other.close();
      }
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1 } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { bayWithBuoys, failureOf } from './booking-fixtures';
import { insertBooking, staffOf } from './back-office-fixtures';
import { startBookingServices, type BookingServices } from './support';

// The bay's booking history (issue 15 item 4): arrival-date range, text, keyset pages.

const { BookingPhase: Phase } = bookingV1;
const z = (iso: string) => new Date(`${iso}Z`);

describe('back-office booking history', () => {
  let services: BookingServices;
  let bayId: string;
  let otherBayId: string;
  let call: ReturnType<typeof forwardAccessToken>;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    services = await startBookingServices();
    const bay = await bayWithBuoys(services, {
      slug: 'history-bay',
      lat: 42.61,
      lon: 17.41,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }],
    });
    bayId = bay.id;
    const buoy = (index: number) => ({ buoyId: bay.buoys[index]?.id ?? '', buoyLabel: String(index + 1) });
    const other = await bayWithBuoys(services, {
      slug: 'history-other-bay',
      lat: 42.65,
      lon: 17.45,
      buoys: [{ kind: 'digital' }],
    });
    otherBayId = other.id;
    const stays = [
      { name: 'Galeb', reg: 'ZD 1001', buoy: 0, from: '2025-03-01', to: '2025-03-02', starts: '12:00' },
      { name: 'Bura', reg: 'ŠI 1002', buoy: 0, from: '2025-03-02', to: '2025-03-03', starts: '12:00' },
      {
        name: 'Dupin',
        reg: 'ST 2003',
        buoy: 0,
        from: '2026-01-10',
        to: '2026-01-10',
        starts: '07:00',
        day: true,
      },
      { name: 'Sirena', reg: 'PU 2004', buoy: 1, from: '2026-01-10', to: '2026-01-11', starts: '13:00' },
      {
        name: 'Aurora',
        reg: 'RI 2005',
        buoy: 2,
        from: '2026-02-01',
        to: '2026-02-02',
        starts: '13:00',
        failed: true,
      },
    ];
    for (const stay of stays) {
      const { id } = await insertBooking(services, {
        bayId,
        ...buoy(stay.buoy),
        status: stay.failed ? 'failed' : 'confirmed',
        stayKind: stay.day ? 'day' : 'night',
        fromDate: stay.from,
        toDate: stay.to,
        start: z(`${stay.from}T${stay.starts}`),
        end: z(`${stay.to}T${stay.day ? '12:00' : '10:00'}`),
        boatName: stay.name,
        registration: stay.reg,
        totalMinor: 9000,
      });
      ids.set(stay.name, id);
    }
    await insertBooking(services, {
      bayId: otherBayId,
      buoyId: other.buoys[0]?.id ?? '',
      buoyLabel: '1',
      start: z('2026-01-10T12:00'),
      end: z('2026-01-11T10:00'),
      boatName: 'Stranger',
    });
    call = await staffOf(services, [bayId], ['concessionaire']);
  });

  afterAll(() => services.stop());

  const list = (request: Partial<bookingV1.ListBayBookingsRequest>) =>
    services.client.listBayBookings(
      { bayId, fromDate: '', toDate: '', query: '', pageToken: '', pageSize: 0, ...request },
      call,
    );
  const boats = (page: bookingV1.ListBayBookingsResponse) => page.bookings.map((booking) => booking.boatName);

  it('when paged two at a time, then every booking once, latest arrival first, later start first within a date', async () => {
    const first = await list({ pageSize: 2 });
    expect(boats(first)).toEqual(['Aurora', 'Sirena']);
    expect(first.baySlug).toBe('history-bay');
    const second = await list({ pageSize: 2, pageToken: first.nextPageToken });
    expect(boats(second)).toEqual(['Dupin', 'Bura']);
    const third = await list({ pageSize: 2, pageToken: second.nextPageToken });
    expect(boats(third)).toEqual(['Galeb']);
    expect(third.nextPageToken).toBe('');
  });

  it('when a row is read, then it carries the dates, buoy, registration, stay kind, phase and amount', async () => {
    const { bookings } = await list({ fromDate: '2026-01-10', toDate: '2026-02-01' });
    expect(bookings.map((booking) => [booking.boatName, booking.phase])).toEqual([
      ['Aurora', Phase.BOOKING_PHASE_FAILED],
      ['Sirena', Phase.BOOKING_PHASE_COMPLETED],
      ['Dupin', Phase.BOOKING_PHASE_COMPLETED],
    ]);
    expect(bookings[2]).toMatchObject({
      bookingId: ids.get('Dupin'),
      fromDate: '2026-01-10',
      toDate: '2026-01-10',
      buoyLabel: '1',
      registrationNumber: 'ST 2003',
      stayKind: catalogV1.StayKind.STAY_KIND_DAY,
      amount: { amountMinor: 9000, currency: 'EUR' },
    });
  });

  it('when a date range is given, then only arrivals within it, both ends included', async () => {
    expect(boats(await list({ fromDate: '2026-01-01', toDate: '2026-01-31' }))).toEqual(['Sirena', 'Dupin']);
    expect(boats(await list({ toDate: '2025-03-01' }))).toEqual(['Galeb']);
    expect(boats(await list({ fromDate: '2026-02-01' }))).toEqual(['Aurora']);
  });

  it('when a text is given, then registration and buoy match without accents or case, and boat names by case', async () => {
    expect(boats(await list({ query: 'si 10' }))).toEqual(['Bura']);
    expect(boats(await list({ query: 'Ši 1002' }))).toEqual(['Bura']);
    expect(boats(await list({ query: 'SIRENA' }))).toEqual(['Sirena']);
    expect(boats(await list({ query: '100%' }))).toEqual([]);
  });

  it('when the dates, page size or page token are malformed, then the request is refused with their codes', async () => {
    expect((await failureOf(list({ fromDate: '2026-02-01', toDate: '2026-01-01' }))).code).toBe(
      'invalid_date_range',
    );
    expect((await failureOf(list({ fromDate: '2026-13-01' }))).code).toBe('invalid_date_format');
    expect((await failureOf(list({ pageSize: 201 }))).code).toBe('invalid_request');
    expect((await failureOf(list({ pageToken: 'not-a-token' }))).code).toBe('invalid_request');
  });

  it('when asked by another operator’s staff, a boater or nobody, then 404, 403 and 401 as codes', async () => {
    const stranger = await staffOf(services, [otherBayId]);
    const request = { bayId, fromDate: '', toDate: '', query: '', pageToken: '', pageSize: 0 };
    expect((await failureOf(services.client.listBayBookings(request, stranger))).code).toBe('not_found');
    const boater = forwardAccessToken(await services.tokens.bearer({}));
    expect((await failureOf(services.client.listBayBookings(request, boater))).code).toBe('forbidden');
    expect((await failureOf(services.client.listBayBookings(request))).code).toBe('unauthenticated');
  });
});

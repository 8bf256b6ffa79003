import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1 } from '@moorline/contracts';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import {
  AppError,
  createChannel,
  createGrpcClient,
  forwardAccessToken,
  type GrpcClient,
} from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { randomUUID } from 'node:crypto';
import { periodRange } from '../src/bookings/booking.repository';
import type { BookingStatus } from '../src/bookings/booking.table';
import { foldForSearch } from '../src/bookings/search-text';
import { boaterWithBoat, type Boater } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

const { BookingPhase: Phase } = bookingV1;
const HOUR = 3_600_000;

describe('My Bookings over gRPC', () => {
  let services: BookingServices;
  let boater: Boater;
  let stranger: Boater;
  const names = new Map<string, string>();

  /** A booking written as the hold path would have left it, `startsIn` hours from now. */
  async function booking(
    who: Boater,
    row: { bay: string; buoy: string; status: BookingStatus; startsIn: number; hours?: number },
  ) {
    const start = new Date(Date.now() + row.startsIn * HOUR);
    const end = new Date(start.getTime() + (row.hours ?? 20) * HOUR);
    const ended = row.status === 'expired' || row.status === 'failed';
    const { id } = await services.bookingDb
      .insertInto('bookings')
      .values({
        user_id: who.userId,
        idempotency_key: randomUUID(),
        request_digest: 'fixture',
        status: row.status,
        bay_id: randomUUID(),
        bay_slug: foldForSearch(row.bay),
        bay_name: row.bay,
        time_zone: 'Europe/Zagreb',
        buoy_id: randomUUID(),
        buoy_label: row.buoy,
        boat_id: who.boatId,
        boat_name: 'Galeb',
        registration_number: 'ST 4410',
        stay_kind: 'night',
        from_date: start.toISOString().slice(0, 10),
        to_date: end.toISOString().slice(0, 10),
        period: periodRange(start, end),
        mooring_assistance: false,
        trash_collection: false,
        price: JSON.stringify({
          currency: 'EUR',
          lines: [],
          totalMinor: 8000,
          vatMinor: 920,
          vatRateBasisPoints: 1300,
          fullDayOffered: false,
          fullDaySavingMinor: 0,
        }),
        total_minor: 8000,
        currency: 'EUR',
        hold_expires_at: new Date(Date.now() + (row.status === 'held' ? 120_000 : -60_000)),
        failure_code: ended ? 'hold_expired' : null,
        search_text: foldForSearch(`${row.bay} ${row.buoy} ST 4410`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    names.set(id, `${row.bay} ${row.buoy}`);
    return id;
  }

  beforeAll(async () => {
    services = await startBookingServices();
    // One boat per booking would be truer, but the boat constraint only cares about overlaps.
    boater = await boaterWithBoat(services);
    stranger = await boaterWithBoat(services);
    await booking(boater, { bay: 'Telašćica', buoy: '7', status: 'confirmed', startsIn: -100 });
    await booking(boater, { bay: 'Palmižana', buoy: '12', status: 'confirmed', startsIn: -2 });
    await booking(boater, { bay: 'Telašćica', buoy: '3', status: 'confirmed', startsIn: 30 });
    await booking(boater, { bay: 'Mljet', buoy: '1', status: 'failed', startsIn: 50 });
    await booking(boater, { bay: 'Lopud', buoy: '9', status: 'held', startsIn: 70 });
    await booking(stranger, { bay: 'Telašćica', buoy: '8', status: 'confirmed', startsIn: 30 });
  });

  afterAll(() => services.stop());

  const list = async (request: Partial<bookingV1.ListMyBookingsRequest>, who = boater) => {
    const page = await services.client.listMyBookings(
      { phase: Phase.BOOKING_PHASE_UNSPECIFIED, search: '', pageToken: '', pageSize: 0, ...request },
      who.as,
    );
    return { shown: page.bookings.map((shown) => names.get(shown.bookingId)), next: page.nextPageToken };
  };

  it('when a boater opens My Bookings, then the stay now first, then what is ahead soonest first, then the rest latest first, and no one else’s', async () => {
    expect((await list({})).shown).toEqual([
      'Palmižana 12',
      'Telašćica 3',
      'Lopud 9',
      'Mljet 1',
      'Telašćica 7',
    ]);
    expect((await list({}, stranger)).shown).toEqual(['Telašćica 8']);
  });

  it('when a phase is chosen, then only its bookings show', async () => {
    expect((await list({ phase: Phase.BOOKING_PHASE_CURRENT })).shown).toEqual(['Palmižana 12']);
    expect((await list({ phase: Phase.BOOKING_PHASE_UPCOMING })).shown).toEqual(['Telašćica 3']);
    expect((await list({ phase: Phase.BOOKING_PHASE_COMPLETED })).shown).toEqual(['Telašćica 7']);
    expect((await list({ phase: Phase.BOOKING_PHASE_FAILED })).shown).toEqual(['Mljet 1']);
    expect((await list({ phase: Phase.BOOKING_PHASE_PENDING })).shown).toEqual(['Lopud 9']);
  });

  it('when the boater searches without accents or by registration, then the matching bookings show', async () => {
    expect((await list({ search: 'telascica' })).shown).toEqual(['Telašćica 3', 'Telašćica 7']);
    expect((await list({ search: 'PALMIŽ' })).shown).toEqual(['Palmižana 12']);
    expect((await list({ search: 'st 4410' })).shown).toHaveLength(5);
    expect((await list({ search: '%' })).shown).toEqual([]);
  });

  it('when the list is paged, then the pages together show each booking once in order', async () => {
    const first = await list({ pageSize: 2 });
    const second = await list({ pageSize: 2, pageToken: first.next });
    const third = await list({ pageSize: 2, pageToken: second.next });
    expect([...first.shown, ...second.shown, ...third.shown]).toEqual((await list({})).shown);
    expect(third.next).toBe('');
  });

  it('when the page token or size is not one the service gave, then the request is refused', async () => {
    await expect(list({ pageToken: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(list({ pageSize: 101 })).rejects.toBeInstanceOf(AppError);
  });

  describe('the admin console’s support view of one user’s bookings (issue 27 item 1)', () => {
    let channel: Channel;
    let client: GrpcClient<typeof bookingV1.SupportBookingsServiceDefinition>;
    beforeAll(() => {
      channel = createChannel(services.bookingAddress);
      client = createGrpcClient(bookingV1.SupportBookingsServiceDefinition, channel);
    });
    afterAll(() => channel.close());

    const support = (userId: string, options: ReturnType<typeof forwardAccessToken>, pageToken = '') =>
      client.listUserBookings(
        { userId, phase: Phase.BOOKING_PHASE_UNSPECIFIED, search: '', pageToken, pageSize: 2 },
        options,
      );

    it('when a superuser asks for a user’s bookings, then they come as My Bookings shows them, page by page', async () => {
      const superuser = forwardAccessToken(await services.tokens.bearer({ roles: ['superuser'] }));
      const first = await support(boater.userId, superuser);
      const second = await support(boater.userId, superuser, first.nextPageToken);
      const shown = [...first.bookings, ...second.bookings].map((each) => names.get(each.bookingId));
      expect(shown).toEqual((await list({})).shown.slice(0, 4));
      expect((await support(randomUUID(), superuser)).bookings).toEqual([]);
      expect(await errorCodeOf(support('not-a-user', superuser))).toBe('not_found');
    });

    it('when a boater, the user themselves or nobody asks, then it is forbidden or unauthenticated', async () => {
      expect(await errorCodeOf(support(boater.userId, stranger.as))).toBe('forbidden');
      expect(await errorCodeOf(support(boater.userId, boater.as))).toBe('forbidden');
      expect(await errorCodeOf(support(boater.userId, forwardAccessToken(undefined)))).toBe(
        'unauthenticated',
      );
    });
  });
});

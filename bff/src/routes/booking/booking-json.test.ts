import { describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import {
  bookingJson,
  bookingListJson,
  holdRefusalJson,
  listRequest,
  nextNightOfferJson,
  quoteJson,
  stayMessage,
} from './booking-json';
import { cancellationQuoteJson } from './cancellation-json';

const { BookingPhase, BookingStatus, PriceLine_Kind: Kind } = bookingV1;
const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

const price: bookingV1.PriceBreakdown = {
  lines: [
    { kind: Kind.KIND_NIGHT, quantity: 2, unitPrice: eur(4500), amount: eur(9000) },
    { kind: Kind.KIND_TRASH_COLLECTION, quantity: 1, unitPrice: eur(500), amount: eur(500) },
  ],
  total: eur(9500),
  vat: eur(1900),
  vatRateBasisPoints: 2500,
  fullDayOffered: false,
  fullDaySaving: undefined,
};

const held: bookingV1.Booking = {
  bookingId: '6f1c3a52-5b8e-4d7a-9c1e-0a2b3c4d5e6f',
  visitId: '6f1c3a52-5b8e-4d7a-9c1e-0a2b3c4d5e6f',
  status: BookingStatus.BOOKING_STATUS_HELD,
  phase: BookingPhase.BOOKING_PHASE_PENDING,
  bayId: 'bay-1',
  baySlug: 'uvala-stiniva',
  bayName: 'Uvala Stiniva',
  buoyId: 'buoy-1',
  buoyLabel: 'S-04',
  boatId: 'boat-1',
  boatName: 'Galeb',
  registrationNumber: 'ST 4410',
  stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
  fromDate: '2027-07-01',
  toDate: '2027-07-03',
  periodStart: new Date('2027-07-01T12:00:00Z'),
  periodEnd: new Date('2027-07-03T08:00:00Z'),
  timeZone: 'Europe/Zagreb',
  price,
  language: 'hr',
  holdExpiresAt: new Date('2027-06-30T18:03:00Z'),
  failureCode: '',
  createdAt: new Date('2027-06-30T18:00:00Z'),
  extras: { mooringAssistance: false, trashCollection: true },
  walkUp: false,
  embedId: '',
  cancelledBy: '',
};

describe('booking JSON', () => {
  it('when a night stay with one extra is sent, then booking gets its proto request with unset fields empty', () => {
    expect(
      stayMessage({
        buoy_id: 'buoy-1',
        boat_id: 'boat-1',
        stay_kind: 'night',
        from_date: '2027-07-01',
        to_date: '2027-07-03',
        extras: { mooring_assistance: false, trash_collection: true },
      }),
    ).toEqual({
      buoyId: 'buoy-1',
      boatId: 'boat-1',
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      fromDate: '2027-07-01',
      toDate: '2027-07-03',
      dayHours: 0,
      extras: { mooringAssistance: false, trashCollection: true },
    });
  });

  it('when a day stay comes without extras or to_date, then it asks for no extras and the hours given', () => {
    const message = stayMessage({
      buoy_id: 'b',
      boat_id: 'c',
      stay_kind: 'day',
      from_date: '2027-07-01',
      day_hours: 4,
    });
    expect(message).toMatchObject({
      stayKind: catalogV1.StayKind.STAY_KIND_DAY,
      toDate: '',
      dayHours: 4,
      extras: { mooringAssistance: false, trashCollection: false },
    });
  });

  it('when the list is filtered by a phase, then booking gets that phase; all or none is unspecified', () => {
    expect(listRequest({ phase: 'upcoming', search: 'stin', page_token: 't', page_size: 5 })).toEqual({
      phase: BookingPhase.BOOKING_PHASE_UPCOMING,
      search: 'stin',
      pageToken: 't',
      pageSize: 5,
    });
    for (const query of [{ phase: 'all' as const }, {}])
      expect(listRequest(query)).toEqual({
        phase: BookingPhase.BOOKING_PHASE_UNSPECIFIED,
        search: '',
        pageToken: '',
        pageSize: 0,
      });
  });

  it('when a held booking is answered, then its JSON names enums as words, money as cents and unset as null', () => {
    expect(bookingJson(held)).toEqual({
      booking_id: held.bookingId,
      status: 'held',
      phase: 'pending',
      bay_id: 'bay-1',
      bay_slug: 'uvala-stiniva',
      bay_name: 'Uvala Stiniva',
      buoy_id: 'buoy-1',
      buoy_label: 'S-04',
      boat_id: 'boat-1',
      boat_name: 'Galeb',
      registration_number: 'ST 4410',
      stay_kind: 'night',
      from_date: '2027-07-01',
      to_date: '2027-07-03',
      period_start: '2027-07-01T12:00:00.000Z',
      period_end: '2027-07-03T08:00:00.000Z',
      time_zone: 'Europe/Zagreb',
      price: {
        lines: [
          {
            kind: 'night',
            quantity: 2,
            unit_price: { cents: 4500, currency: 'EUR' },
            amount: { cents: 9000, currency: 'EUR' },
          },
          {
            kind: 'trash_collection',
            quantity: 1,
            unit_price: { cents: 500, currency: 'EUR' },
            amount: { cents: 500, currency: 'EUR' },
          },
        ],
        total: { cents: 9500, currency: 'EUR' },
        vat: { cents: 1900, currency: 'EUR' },
        vat_rate_basis_points: 2500,
        full_day_offered: false,
        full_day_saving: { cents: 0, currency: 'EUR' },
      },
      extras: { mooring_assistance: false, trash_collection: true },
      hold_expires_at: '2027-06-30T18:03:00.000Z',
      failure_code: null,
      created_at: '2027-06-30T18:00:00.000Z',
      language: 'hr',
      checked_in_at: null,
      walk_up: false,
      cancelled_at: null,
      cancelled_by: null,
      refund: null,
      visit_id: held.bookingId,
      next_night_kept_until: null,
    });
  });

  it('when a night is kept for a booking of a longer visit, then it names the visit and until when', () => {
    const visitId = '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70';
    expect(
      bookingJson({ ...held, visitId, nextNightKeptUntil: new Date('2027-07-03T07:00:00Z') }),
    ).toMatchObject({ visit_id: visitId, next_night_kept_until: '2027-07-03T07:00:00.000Z' });
    expect(bookingJson({ ...held, visitId: '' }).visit_id).toBe(held.bookingId);
  });

  it('when a paid booking the boater cancelled is answered, then it says when, by whom and the refund', () => {
    const cancelled: bookingV1.Booking = {
      ...held,
      status: BookingStatus.BOOKING_STATUS_CANCELLED,
      phase: BookingPhase.BOOKING_PHASE_CANCELLED,
      holdExpiresAt: undefined,
      cancelledAt: new Date('2027-06-30T09:15:00Z'),
      cancelledBy: 'boater',
      refund: eur(4750),
    };
    expect(bookingJson(cancelled)).toMatchObject({
      status: 'cancelled',
      phase: 'cancelled',
      cancelled_at: '2027-06-30T09:15:00.000Z',
      cancelled_by: 'boater',
      refund: { cents: 4750, currency: 'EUR' },
    });
  });

  it('when booking names a canceller it should not, then the answer is an internal error, not a guess', () => {
    expect(() => bookingJson({ ...held, cancelledBy: 'harbour master' })).toThrow(AppError);
  });

  it('when a cancellation is quoted, then the refund, the end of the free period and the kept policy come with the booking', () => {
    const quote = cancellationQuoteJson({
      booking: {
        ...held,
        status: BookingStatus.BOOKING_STATUS_CONFIRMED,
        phase: BookingPhase.BOOKING_PHASE_UPCOMING,
      },
      refund: eur(9500),
      freeUntil: new Date('2027-06-30T12:00:00Z'),
      policy: {
        nightFreeDaysBefore: 1,
        nightFreeUntilTime: '14:00',
        nightLateRefundPercent: 50,
        dayFreeHoursBefore: 1,
      },
    });
    expect(quote).toMatchObject({
      booking: { booking_id: held.bookingId, status: 'confirmed', refund: null },
      refund: { cents: 9500, currency: 'EUR' },
      free_until: '2027-06-30T12:00:00.000Z',
      policy: {
        night_free_days_before: 1,
        night_free_until_time: '14:00',
        night_late_refund_percent: 50,
        day_free_hours_before: 1,
      },
    });
  });

  it('when a cancelled booking is answered, then its failure code is given and no hold expiry', () => {
    const cancelled = {
      ...held,
      status: BookingStatus.BOOKING_STATUS_FAILED,
      phase: BookingPhase.BOOKING_PHASE_FAILED,
      holdExpiresAt: undefined,
      failureCode: 'cancelled_by_boater',
    };
    expect(bookingJson(cancelled)).toMatchObject({
      status: 'failed',
      phase: 'failed',
      hold_expires_at: null,
      failure_code: 'cancelled_by_boater',
    });
  });

  it('when booking leaves out what it must send, then the answer is internal, not a half booking', () => {
    for (const broken of [
      undefined,
      { ...held, price: undefined },
      { ...held, periodStart: undefined },
      { ...held, status: BookingStatus.BOOKING_STATUS_UNSPECIFIED },
    ]) {
      expect(() => bookingJson(broken)).toThrow(expect.objectContaining({ code: 'internal' }));
    }
  });

  it('when the last page is answered, then next_page_token is null; otherwise the cursor', () => {
    expect(bookingListJson({ bookings: [held], nextPageToken: '' })).toMatchObject({
      next_page_token: null,
    });
    expect(bookingListJson({ bookings: [], nextPageToken: 'abc' })).toEqual({
      bookings: [],
      next_page_token: 'abc',
    });
  });

  it('when a quote is answered, then it has its period as instants and the price', () => {
    const quote = quoteJson({
      periodStart: new Date('2027-07-01T12:00:00Z'),
      periodEnd: new Date('2027-07-02T08:00:00Z'),
      price,
    });
    expect(quote.period_start).toBe('2027-07-01T12:00:00.000Z');
    expect(quote.period_end).toBe('2027-07-02T08:00:00.000Z');
    expect(quote.price.total).toEqual({ cents: 9500, currency: 'EUR' });
  });

  it('when a refused hold carries a HoldRefusal, then its alternatives are answered in order', () => {
    const details = bookingV1.HoldRefusal.encode({
      alternatives: [
        {
          bayId: 'b1',
          baySlug: 'uvala',
          bayName: 'Uvala',
          buoyId: 'x',
          buoyLabel: 'S-05',
          distanceM: 40,
          qrSlug: 'uvala-s-05',
        },
        {
          bayId: 'b2',
          baySlug: 'luka',
          bayName: 'Luka',
          buoyId: 'y',
          buoyLabel: 'L-01',
          distanceM: 2100,
          qrSlug: 'luka-l-01',
        },
      ],
    }).finish();
    const refusal = holdRefusalJson(new AppError('buoy_already_booked', undefined, details));
    expect(refusal).toEqual({
      code: 'buoy_already_booked',
      message: 'This buoy has already been booked, find another',
      alternatives: [
        {
          bay_id: 'b1',
          bay_slug: 'uvala',
          bay_name: 'Uvala',
          buoy_id: 'x',
          buoy_label: 'S-05',
          distance_m: 40,
          qr_slug: 'uvala-s-05',
        },
        {
          bay_id: 'b2',
          bay_slug: 'luka',
          bay_name: 'Luka',
          buoy_id: 'y',
          buoy_label: 'L-01',
          distance_m: 2100,
          qr_slug: 'luka-l-01',
        },
      ],
    });
  });

  it('when a refused hold has no details, then it has no alternatives', () => {
    expect(holdRefusalJson(new AppError('boat_already_booked'))).toEqual({
      code: 'boat_already_booked',
      message: 'This boat is already booked for these dates',
      alternatives: [],
    });
  });

  it('when the next night on the booked buoy is kept, then the offer is the stay to hold, its price and until when', () => {
    const offer = nextNightOfferJson({
      sameBuoy: {
        buoyId: 'buoy-1',
        boatId: 'boat-1',
        stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
        fromDate: '2027-07-03',
        toDate: '2027-07-04',
        dayHours: 0,
        extras: { mooringAssistance: false, trashCollection: true },
      },
      quote: {
        periodStart: new Date('2027-07-03T12:00:00Z'),
        periodEnd: new Date('2027-07-04T08:00:00Z'),
        price,
      },
      keptUntil: new Date('2027-07-03T07:00:00Z'),
      alternatives: [],
      fromDate: '2027-07-03',
      toDate: '2027-07-04',
    });
    expect(offer).toEqual({
      from_date: '2027-07-03',
      to_date: '2027-07-04',
      same_buoy: {
        buoy_id: 'buoy-1',
        boat_id: 'boat-1',
        stay_kind: 'night',
        from_date: '2027-07-03',
        to_date: '2027-07-04',
        extras: { mooring_assistance: false, trash_collection: true },
      },
      quote: expect.objectContaining({ period_start: '2027-07-03T12:00:00.000Z' }),
      kept_until: '2027-07-03T07:00:00.000Z',
      alternatives: [],
    });
    expect(offer.quote?.price.total).toEqual({ cents: 9500, currency: 'EUR' });
  });

  it('when someone else has the next night, then the offer has no stay or price, only the alternatives', () => {
    const offer = nextNightOfferJson({
      sameBuoy: undefined,
      quote: undefined,
      keptUntil: undefined,
      alternatives: [
        {
          bayId: 'b1',
          baySlug: 'uvala',
          bayName: 'Uvala',
          buoyId: 'x',
          buoyLabel: 'S-05',
          distanceM: 40,
          qrSlug: 'uvala-s-05',
        },
      ],
      fromDate: '2027-07-03',
      toDate: '2027-07-04',
    });
    expect(offer).toMatchObject({ same_buoy: null, quote: null, kept_until: null });
    expect(offer.alternatives).toEqual([
      expect.objectContaining({ buoy_id: 'x', bay_slug: 'uvala', distance_m: 40 }),
    ]);
  });
});

import { describe, expect, test } from '@jest/globals';
import type { EventCodec, EventPayload, EventType } from './events';
import { deadLetterTopic, eventTopics, eventTypes, isEventType, topics } from './events';
import { authV1, catalogV1, eventsV1 } from './index';

const bookingId = '0b9e7f52-8f43-4a4b-9c54-3f1f4b1d2a10';
const bayId = '6a0f3c1e-2d5b-4c8e-a1f7-9b2e4d6c8a01';
const buoyId = 'e3c1b2a4-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const boatId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const userId = '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6';
const periodStart = new Date('2026-07-01T12:00:00.000Z');
const periodEnd = new Date('2026-07-02T08:00:00.000Z');
const expiresAt = new Date('2026-07-01T10:03:00.123Z');
// Above 2^32, so a 64-bit field that lost its high bits would show.
const amount = { amountMinor: 123_456_789_012, currency: 'EUR' };

// One non-default value per field, so a field that is not encoded or not decoded shows up.
// Typed by event type: a new event in the registry without a sample does not compile.
/** The night after a stay, kept for its booker until 09:00 bay time (issue 30 item 3). */
const keptNight = {
  nextNightStart: new Date('2026-07-02T12:00:00.000Z'),
  nextNightEnd: new Date('2026-07-03T08:00:00.000Z'),
  nextNightKeptUntil: new Date('2026-07-02T07:00:00.000Z'),
};

const samples: { [T in EventType]: EventPayload<T> } = {
  'moorline.events.v1.UserRegistered': {
    userId,
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Novak',
    language: 'sl',
    marketing: true,
    newsletter: true,
    qrKey: 'piran-b12',
  },
  'moorline.events.v1.EmailVerificationRequested': {
    userId,
    email: 'ana@example.com',
    firstName: 'Ana',
    language: 'sl',
    verificationKey: 'k3y-in-plain-text',
    expiresAt,
  },
  'moorline.events.v1.PasswordResetRequested': {
    userId,
    email: 'ana@example.com',
    firstName: 'Ana',
    language: 'hr',
    uid: 'MTIz',
    token: 'reset-token',
    expiresAt,
  },
  'moorline.events.v1.EmailVerified': { userId, email: 'ana@example.com' },
  'moorline.events.v1.AccountLockChanged': {
    userId,
    email: 'ana@example.com',
    locked: true,
    actorUserId: boatId,
    changedAt: expiresAt,
  },
  'moorline.events.v1.BookingClaimed': {
    bookingId,
    version: 4,
    guestUserId: boatId,
    userId,
  },
  'moorline.events.v1.BookingMoved': {
    bookingId,
    version: 3,
    bayId,
    buoyId,
    boatId,
    userId,
    previousBuoyId: boatId,
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    held: true,
    buoyLabel: '12',
    previousBuoyLabel: '7',
    ...keptNight,
  },
  'moorline.events.v1.WaitlistOfferMade': {
    offerId: bookingId,
    version: 1,
    entryId: boatId,
    userId,
    bayId,
    buoyId,
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    keptUntil: periodStart,
    boaterEmail: 'skipper@example.com',
    language: 'hr',
    baySlug: 'telascica',
    bayName: 'Telašćica',
    timeZone: 'Europe/Zagreb',
    buoyLabel: '12',
    boatName: 'Vila',
  },
  'moorline.events.v1.WaitlistOfferEnded': {
    offerId: bookingId,
    version: 2,
    bayId,
    buoyId,
    periodStart,
    periodEnd,
    endedAs: 'lapsed',
  },
  'moorline.events.v1.BookingCancelled': {
    bookingId,
    version: 3,
    bayId,
    buoyId,
    boatId,
    userId,
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    amount: { amountMinor: 9500, currency: 'EUR' },
    refund: { amountMinor: 4750, currency: 'EUR' },
    paymentId: buoyId,
    cancelledBy: 'operator',
    reason: 'weather',
    note: 'Bora forecast',
    cancelledAt: periodStart,
    summary: {
      boaterEmail: 'skipper@example.com',
      language: 'it',
      baySlug: 'telascica',
      bayName: 'Telašćica',
      timeZone: 'Europe/Zagreb',
      buoyLabel: '12',
      boatName: 'Vila',
      registrationNumber: 'ST-1234',
      mooringAssistance: false,
      trashCollection: true,
      walkUp: false,
      guest: false,
      cancellationPolicy: undefined,
    },
    alternatives: [
      { bayId, baySlug: 'uvala', bayName: 'Uvala', buoyId, buoyLabel: 'B-2', distanceM: 0, qrSlug: 'abc' },
    ],
  },
  'moorline.events.v1.CheckedIn': {
    bookingId,
    version: 3,
    bayId,
    buoyId,
    boatId,
    userId,
    checkedInAt: periodStart,
    walkUp: true,
    periodEnd,
  },
  'moorline.events.v1.BookingHeld': {
    bookingId,
    version: 1,
    bayId,
    buoyId,
    boatId,
    userId,
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    amount,
    holdExpiresAt: expiresAt,
    ...keptNight,
  },
  'moorline.events.v1.BookingConfirmed': {
    bookingId,
    version: 2,
    bayId,
    buoyId,
    boatId,
    userId,
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_DAY,
    amount,
    paymentId: 'pay_123',
    ...keptNight,
    summary: {
      boaterEmail: 'skipper@example.com',
      language: 'hr',
      baySlug: 'telascica',
      bayName: 'Telašćica',
      timeZone: 'Europe/Zagreb',
      buoyLabel: '12',
      boatName: 'Vila',
      registrationNumber: 'ST-1234',
      mooringAssistance: true,
      trashCollection: false,
      walkUp: true,
      guest: true,
      cancellationPolicy: {
        nightFreeDaysBefore: 1,
        nightFreeUntilTime: '14:00',
        nightLateRefundPercent: 50,
        dayFreeHoursBefore: 2,
      },
    },
    pass: 'MLP1.eyJiIjoiMSJ9.c2ln',
  },
  'moorline.events.v1.PaymentAuthorized': {
    paymentId: 'pay_123',
    bookingId,
    amount,
    authorizedAt: expiresAt,
  },
  'moorline.events.v1.PaymentFailed': {
    paymentId: 'pay_124',
    bookingId,
    reasonCode: 'payment_declined',
    failedAt: expiresAt,
  },
  'moorline.events.v1.PaymentCaptured': {
    paymentId: 'pay_123',
    bookingId,
    amount,
    platformFee: { amountMinor: 125, currency: 'EUR' },
    operatorId: userId,
    bayId,
    capturedAt: expiresAt,
  },
  'moorline.events.v1.PaymentVoided': {
    paymentId: 'pay_125',
    bookingId,
    amount,
    reasonCode: 'booking_expired',
    voidedAt: expiresAt,
  },
  'moorline.events.v1.InvoiceIssued': {
    invoiceId: boatId,
    paymentId: 'pay_123',
    bookingId,
    userId,
    boaterEmail: 'skipper@example.com',
    language: 'sl',
    number: '2026-000017',
    total: amount,
    vat: { amountMinor: 231, currency: 'EUR' },
    operatorId: bayId,
    bayId,
    pdf: Buffer.from('%PDF'),
    issuedAt: expiresAt,
    guest: true,
  },
  'moorline.events.v1.CreditNoteIssued': {
    creditNoteId: boatId,
    paymentId: 'pay_123',
    bookingId,
    userId,
    boaterEmail: 'skipper@example.com',
    language: 'hr',
    number: '2026-000018',
    correctsInvoiceNumber: '2026-000017',
    refund: amount,
    vat: { amountMinor: 231, currency: 'EUR' },
    operatorId: bayId,
    bayId,
    pdf: Buffer.from('%PDF'),
    issuedAt: expiresAt,
    guest: false,
  },
  'moorline.events.v1.AccountUpdated': {
    operatorId: bayId,
    accountId: 'acct_sandbox_1',
    state: 'details_pending',
    missing: ['external_account'],
    updatedAt: expiresAt,
  },
  'moorline.events.v1.BookingExpired': {
    bookingId,
    version: 2,
    bayId,
    buoyId,
    boatId,
    userId,
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    amount,
    holdExpiresAt: expiresAt,
  },
  'moorline.events.v1.BookingFailed': {
    bookingId,
    version: 3,
    bayId,
    buoyId,
    boatId,
    userId,
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    amount,
    reasonCode: 'payment_declined',
    reason: 'card declined: insufficient funds',
  },
  'moorline.events.v1.BuoyStatusChanged': {
    bayId,
    buoyId,
    status: catalogV1.BuoyStatus.BUOY_STATUS_BOOKED,
    bookedUntil: periodEnd,
    changedAt: periodStart,
    bookingId,
    buoyLabel: '12',
  },
  'moorline.events.v1.BuoyAvailabilityChanged': {
    bayId,
    buoyId,
    buoyLabel: '12',
    periodStart,
    periodEnd,
    occupied: true,
    bookingId,
    changedAt: periodStart,
  },
  'moorline.events.v1.BayUpdated': { bayId, slug: 'piran-bay', operatorId: bookingId },
  'moorline.events.v1.BayLayoutChanged': {
    bayId,
    addedBuoyIds: [buoyId],
    updatedBuoyIds: [],
    removedBuoyIds: [bookingId],
    changedAt: periodStart,
  },
  'moorline.events.v1.BayStatusChanged': {
    bayId,
    operatorId: bookingId,
    status: 'hidden',
    changedBy: userId,
    changedAt: periodStart,
  },
  'moorline.events.v1.ContactMessageReceived': {
    messageId: bayId,
    name: 'Marta Kovač',
    email: 'marta@example.com',
    subject: 'Buoy for a 14 m catamaran',
    message: 'Is there a buoy free in Telašćica on Saturday?',
    language: 'hr',
    receivedAt: new Date('2026-07-01T08:30:00.000Z'),
  },
  'moorline.events.v1.ApplicationSubmitted': {
    applicationId: bookingId,
    applicant: { userId, email: 'ana@example.com', language: 'hr' },
    bayName: 'Uvala Sveti Pavao',
    companyName: 'Plava Uvala d.o.o.',
  },
  'moorline.events.v1.ApplicationApproved': {
    applicationId: bookingId,
    applicant: { userId, email: 'ana@example.com', language: 'hr' },
    bayName: 'Uvala Sveti Pavao',
    companyName: 'Plava Uvala d.o.o.',
    bayId,
    operatorId: buoyId,
  },
  'moorline.events.v1.ApplicationRejected': {
    applicationId: bookingId,
    applicant: { userId, email: 'ana@example.com', language: 'it' },
    bayName: 'Baia di Sistiana',
    companyName: 'Boe Srl',
    reason: 'The concession document is not legible',
  },
  'moorline.events.v1.ApplicationWithdrawn': {
    applicationId: bookingId,
    applicant: { userId, email: 'ana@example.com', language: 'sl' },
    bayName: 'Strunjan',
    companyName: 'Boje d.o.o.',
  },
};

function roundTrip<T>(codec: EventCodec<T>, message: T): T {
  return codec.decode(codec.encode(message).finish());
}

function roundTripByType<T extends EventType>(type: T): { sent: EventPayload<T>; received: unknown } {
  const codec: EventCodec<EventPayload<T>> = eventTypes[type];
  const sent = samples[type];
  return { sent, received: roundTrip(codec, sent) };
}

const allEventTypes = Object.keys(samples).filter(isEventType);

describe('event payloads', () => {
  test('when an auth event is encoded and decoded, then every field survives', () => {
    const sent = samples['moorline.events.v1.PasswordResetRequested'];

    const received = roundTrip(eventsV1.PasswordResetRequested, sent);

    expect(received).toStrictEqual(sent);
    expect(received.expiresAt?.toISOString()).toBe('2026-07-01T10:03:00.123Z');
  });

  test('when a booking event is encoded and decoded, then money, period and version survive', () => {
    const sent = samples['moorline.events.v1.BookingHeld'];

    const received = roundTrip(eventsV1.BookingHeld, sent);

    expect(received).toStrictEqual(sent);
    expect(received.amount).toStrictEqual({ amountMinor: 123_456_789_012, currency: 'EUR' });
    expect(received.version).toBe(1);
  });

  test('when a catalog event is encoded and decoded, then status and times survive', () => {
    const sent = samples['moorline.events.v1.BuoyStatusChanged'];

    const received = roundTrip(eventsV1.BuoyStatusChanged, sent);

    expect(received).toStrictEqual(sent);
    expect(received.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);
  });

  test('when a dead letter wraps an envelope, then the envelope and its payload survive', () => {
    const held = samples['moorline.events.v1.BookingHeld'];
    const envelope: eventsV1.EventEnvelope = {
      eventId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      eventType: eventsV1.BookingHeld.$type,
      occurredAt: periodStart,
      aggregateId: bookingId,
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      payload: Buffer.from(eventsV1.BookingHeld.encode(held).finish()),
    };
    const sent: eventsV1.DeadLetter = {
      envelope,
      sourceTopic: topics.booking,
      partition: 3,
      offset: 5_000_000_000,
      consumerGroup: 'catalog.booking-events',
      errorMessage: 'buoy not found',
      attempts: 5,
      failedAt: expiresAt,
    };

    const received = roundTrip(eventsV1.DeadLetter, sent);

    expect(received).toStrictEqual(sent);
    expect(eventsV1.BookingHeld.decode(received.envelope?.payload ?? Buffer.alloc(0))).toStrictEqual(held);
  });

  test('when a session crosses the auth API, then its expiry times survive', () => {
    const sent: authV1.RefreshResponse = {
      session: {
        accessToken: 'header.claims.signature',
        accessTokenExpiresAt: expiresAt,
        refreshToken: 'opaque-refresh-token',
        refreshTokenExpiresAt: periodEnd,
      },
    };

    expect(roundTrip(authV1.RefreshResponse, sent)).toStrictEqual(sent);
  });
});

describe('event type registry', () => {
  test('when every registered type is looked up, then its codec carries that name and has a sample', () => {
    expect(allEventTypes).toHaveLength(Object.keys(eventTypes).length);
    for (const [type, codec] of Object.entries(eventTypes)) {
      expect(codec.$type).toBe(type);
    }
  });

  test.each(allEventTypes)(
    'when a %s payload goes through its registered codec, then it comes back equal',
    (type) => {
      const { sent, received } = roundTripByType(type);

      expect(received).toStrictEqual(sent);
    },
  );

  test('when events are routed, then each producer publishes on its own topic', () => {
    expect(eventTopics['moorline.events.v1.UserRegistered']).toBe('auth.events.v1');
    expect(eventTopics['moorline.events.v1.BookingFailed']).toBe('booking.events.v1');
    expect(eventTopics['moorline.events.v1.BayUpdated']).toBe('catalog.events.v1');
    expect(eventTopics['moorline.events.v1.ContactMessageReceived']).toBe('notification.events.v1');
    expect(deadLetterTopic(topics.booking)).toBe('booking.events.v1.dlq');
  });

  test('when a header names an unknown or inherited type, then it is not an event type', () => {
    expect(isEventType('moorline.events.v1.BookingHeld')).toBe(true);
    expect(isEventType('moorline.events.v1.EventEnvelope')).toBe(false);
    expect(isEventType('toString')).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { catalogV1, eventHeaders, eventsV1 } from '@moorline/contracts';
import { bookingExpiredMessage, bookingHeldMessage, HOLD_MS, standInBooking } from './booking-event-messages';

const heldAt = new Date('2026-11-23T09:00:00Z');
const booking = standInBooking(
  {
    bayId: '0b0c6a55-3f0e-4b8e-9d7c-1a2b3c4d5e6f',
    buoyId: '7d1e2f30-4a5b-4c6d-8e9f-a0b1c2d3e4f5',
    periodStart: new Date('2026-11-23T13:00:00Z'),
    periodEnd: new Date('2026-11-24T09:00:00Z'),
    amountCents: 6_500,
  },
  heldAt,
);

describe('booking event messages', () => {
  it('when a buoy is held, then BookingHeld version 1 goes on the namespaced booking topic, keyed by the booking', () => {
    const message = bookingHeldMessage('demo.', booking, heldAt);
    expect(message.topic).toBe('demo.booking.events.v1');
    expect(message.key).toBe(booking.bookingId);
    expect(message.headers[eventHeaders.eventType]).toBe(eventsV1.BookingHeld.$type);
    expect(message.headers[eventHeaders.occurredAt]).toBe(heldAt.toISOString());
    const event = eventsV1.BookingHeld.decode(message.value);
    expect(event).toMatchObject({
      bookingId: booking.bookingId,
      version: 1,
      bayId: booking.bayId,
      buoyId: booking.buoyId,
      periodStart: booking.periodStart,
      periodEnd: booking.periodEnd,
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      amount: { amountMinor: 6_500, currency: 'EUR' },
      holdExpiresAt: new Date(heldAt.getTime() + HOLD_MS),
    });
  });

  it('when the hold lapses, then BookingExpired version 2 names the same booking, boat, boater and deadline', () => {
    const held = eventsV1.BookingHeld.decode(bookingHeldMessage('', booking, heldAt).value);
    const message = bookingExpiredMessage('', booking);
    expect(message.headers[eventHeaders.eventType]).toBe(eventsV1.BookingExpired.$type);
    expect(message.headers[eventHeaders.eventId]).not.toBe(
      bookingHeldMessage('', booking).headers[eventHeaders.eventId],
    );
    const expired = eventsV1.BookingExpired.decode(message.value);
    expect(expired.version).toBe(2);
    expect(expired).toMatchObject({
      bookingId: held.bookingId,
      boatId: held.boatId,
      userId: held.userId,
      holdExpiresAt: held.holdExpiresAt,
    });
  });
});

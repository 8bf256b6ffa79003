// Booking's events as its outbox relay will put them on the broker. Until the booking service
// takes holds itself, whatever has to make a buoy busy publishes these: the tests of the live
// map, and the demo traffic of `make start`. Catalog cannot tell them from the real thing.
import { catalogV1, eventHeaders, eventsV1, topics } from '@moorline/contracts';
import type { EventMessage } from '@moorline/kit';
import { randomUUID } from 'node:crypto';

/** A night stay held by a boater nobody knows: the fleet and the user are made up. */
export interface StandInBooking {
  bookingId: string;
  bayId: string;
  buoyId: string;
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  /** Fixed for the booking's life: its events name the same boat, boater and deadline. */
  boatId: string;
  userId: string;
  holdExpiresAt: Date;
}

/** Spec §9: a buoy is held for three minutes while the boater pays. */
export const HOLD_MS = 180_000;

/** A booking held at `heldAt`, so its hold lapses `holdMs` later unless it is paid. */
export function standInBooking(
  stay: Pick<StandInBooking, 'bayId' | 'buoyId' | 'periodStart' | 'periodEnd'> & { amountCents?: number },
  heldAt = new Date(),
  holdMs = HOLD_MS,
): StandInBooking {
  return {
    ...stay,
    amountCents: stay.amountCents ?? 9_000,
    bookingId: randomUUID(),
    boatId: randomUUID(),
    userId: randomUUID(),
    holdExpiresAt: new Date(heldAt.getTime() + holdMs),
  };
}

function payloadOf(booking: StandInBooking) {
  return {
    bookingId: booking.bookingId,
    bayId: booking.bayId,
    buoyId: booking.buoyId,
    boatId: booking.boatId,
    userId: booking.userId,
    periodStart: booking.periodStart,
    periodEnd: booking.periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    amount: { amountMinor: booking.amountCents, currency: 'EUR' },
    holdExpiresAt: booking.holdExpiresAt,
  };
}

function message(
  kafkaNamespace: string,
  booking: StandInBooking,
  type: string,
  value: Uint8Array,
  now: Date,
): EventMessage {
  return {
    topic: `${kafkaNamespace}${topics.booking}`,
    key: booking.bookingId,
    value: Buffer.from(value),
    headers: {
      [eventHeaders.eventId]: randomUUID(),
      [eventHeaders.eventType]: type,
      [eventHeaders.occurredAt]: now.toISOString(),
    },
  };
}

/** The booking's first event (version 1): the buoy is held until the booking's deadline. */
export function bookingHeldMessage(kafkaNamespace: string, booking: StandInBooking, now = new Date()) {
  const codec = eventsV1.BookingHeld;
  const event = codec.fromPartial({ ...payloadOf(booking), version: 1 });
  return message(kafkaNamespace, booking, codec.$type, codec.encode(event).finish(), now);
}

/** The hold lapsed unpaid (version 2): the buoy is free again. */
export function bookingExpiredMessage(kafkaNamespace: string, booking: StandInBooking, now = new Date()) {
  const codec = eventsV1.BookingExpired;
  const event = codec.fromPartial({ ...payloadOf(booking), version: 2 });
  return message(kafkaNamespace, booking, codec.$type, codec.encode(event).finish(), now);
}

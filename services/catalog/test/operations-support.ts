import { eventHeaders, eventsV1, operatorIdOfCompany, topics, type Role } from '@moorline/contracts';
import { testKafkaBrokers, uniqueName, waitFor } from '@moorline/deploy/src/testing/test-infra';
import { createKafka, createLogger, forwardAccessToken, isAppError, type AppError } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import type { RunningCatalog } from './support';

// What the back-office tests of catalog share: the test bays' operator, its staff's tokens, and
// the events of other services (payment's AccountUpdated, booking's BookingConfirmed with its
// summary) published the way their relays would.

/** insertBay's company: every test bay belongs to this operator. */
export const testOperatorId = operatorIdOfCompany('Test operator d.o.o.');

/** Call options of the operator's staff member with these roles, running these bays. */
export async function staff(
  catalog: RunningCatalog,
  roles: Role[],
  bayIds: string[],
  operatorId = testOperatorId,
) {
  return forwardAccessToken(await catalog.tokens.bearer({ roles, operator: { operatorId, bayIds } }));
}

/** The catalogue error a call fails with; fails the test when the call succeeds. */
export async function failureOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

async function publish(catalog: RunningCatalog, topic: string, key: string, type: string, value: Uint8Array) {
  const kafka = createKafka({
    clientId: uniqueName('catalog-ops-test'),
    brokers: testKafkaBrokers(),
    logger: createLogger({ service: 'catalog-ops-test', level: 'silent' }),
  });
  const producer = kafka.producer();
  await producer.connect();
  const eventId = randomUUID();
  try {
    await producer.send({
      topic: `${catalog.kafkaNamespace}${topic}`,
      messages: [
        {
          key,
          value: Buffer.from(value),
          headers: {
            [eventHeaders.eventId]: eventId,
            [eventHeaders.eventType]: type,
            [eventHeaders.occurredAt]: new Date().toISOString(),
          },
        },
      ],
    });
  } finally {
    await producer.disconnect();
  }
  return eventId;
}

/** Payment's AccountUpdated for an operator, keyed by operator id; resolves once catalog applied it. */
export async function accountUpdated(
  catalog: RunningCatalog,
  account: { operatorId: string; state: string; updatedAt: Date },
) {
  const payload = eventsV1.AccountUpdated.fromPartial({ ...account, accountId: 'acct_test' });
  const eventId = await publish(
    catalog,
    topics.payment,
    account.operatorId,
    eventsV1.AccountUpdated.$type,
    eventsV1.AccountUpdated.encode(payload).finish(),
  );
  await processedBy(catalog, 'catalog.payment-accounts', eventId);
}

/** Where and when a booking event of the test puts a new booking. */
type Placed = { buoy: { id: string; bay_id: string }; start: Date; end: Date };

const placedAt = (booking: Placed) => ({
  bookingId: randomUUID(),
  bayId: booking.buoy.bay_id,
  buoyId: booking.buoy.id,
  periodStart: booking.start,
  periodEnd: booking.end,
});

/** Publishes a booking event and waits until each of `consumers` has applied it. */
async function published(
  catalog: RunningCatalog,
  event: { bookingId: string; type: string; value: Uint8Array },
  consumers: string[],
) {
  const eventId = await publish(catalog, topics.booking, event.bookingId, event.type, event.value);
  await Promise.all(consumers.map((consumer) => processedBy(catalog, consumer, eventId)));
  return event.bookingId;
}

/** A confirmed booking of the buoy with its boat in the summary, as booking announces it. */
export function confirmedBooking(
  catalog: RunningCatalog,
  booking: Placed & { boatName: string; registration: string },
) {
  const payload = eventsV1.BookingConfirmed.fromPartial({
    ...placedAt(booking),
    version: 2,
    boatId: randomUUID(),
    userId: randomUUID(),
    amount: { amountMinor: 8_000, currency: 'EUR' },
    summary: { boatName: booking.boatName, registrationNumber: booking.registration },
  });
  const value = eventsV1.BookingConfirmed.encode(payload).finish();
  return published(catalog, { bookingId: payload.bookingId, type: eventsV1.BookingConfirmed.$type, value }, [
    'catalog.buoy-status',
    'catalog.booking-boats',
  ]);
}

/** Someone's unpaid hold at the buoy (BookingHeld), applied by the status projection. */
export function heldBooking(catalog: RunningCatalog, booking: Placed) {
  const payload = eventsV1.BookingHeld.fromPartial({
    ...placedAt(booking),
    version: 1,
    holdExpiresAt: new Date(Date.now() + 3 * 60_000),
  });
  const value = eventsV1.BookingHeld.encode(payload).finish();
  return published(catalog, { bookingId: payload.bookingId, type: eventsV1.BookingHeld.$type, value }, [
    'catalog.buoy-status',
  ]);
}

async function processedBy(catalog: RunningCatalog, consumer: string, eventId: string) {
  await waitFor(async () => {
    const row = await catalog.db
      .selectFrom('processed_events')
      .select('event_id')
      .where('consumer', '=', consumer)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  });
}
